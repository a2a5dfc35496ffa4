import ButtonLayout
import ButtonScenario

extension DiagramBuilder {
    /// Any model's figure, behind the same seam as the layout: each model draws what it adds to the
    /// common frames (areas and virtual boxes for the legacy layout; content insets, paddings and
    /// the style's background for a configuration). The scale and the theme's look are settled
    /// first, from the scenario's `diagram` options and the button's bounds.
    package func build(scenario: Scenario, model: ModelLayout) throws(DiagramError) -> DisplayList {
        let common = model.common
        // Ghosts count for the scale only when the button has no size of its own to go by.
        let frames = common.frames.map(\.frame) + scenario.diagram.ghosts.map(\.rect)
        let figure = try prepared(for: scenario.diagram, bounds: common.bounds, frames: frames)
        let list: DisplayList
        switch model {
        case .legacy(let result): list = try figure.buildLegacy(scenario: scenario, layout: result)
        case .configuration(let result): list = try figure.buildConfiguration(scenario: scenario, layout: result)
        }
        return try backed(list, scale: figure.scale)
    }

    /// The figure of `model` in words: what `build` puts in the display list's `altText`.
    package func altText(scenario: Scenario, model: ModelLayout) -> String {
        switch model {
        case .legacy(let result):
            let before = scenario.diagram.frames == .before ? framesBeforeEdgeInsets(scenario.button) : nil
            return legacyAltText(scenario: scenario, layout: result, before: before)
        case .configuration(let result):
            return configurationAltText(scenario: scenario, layout: result)
        }
    }
}
