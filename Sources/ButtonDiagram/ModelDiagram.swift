import ButtonLayout
import ButtonScenario

extension DiagramBuilder {
    /// Any model's figure, behind the same seam as the layout: each model draws what it adds to the
    /// common frames (areas and virtual boxes for the legacy layout; content insets, paddings and
    /// the style's background for a configuration).
    public func build(scenario: Scenario, model: ModelLayout) throws(DiagramError) -> DisplayList {
        switch model {
        case .legacy(let result): return try build(scenario: scenario, layout: result)
        case .configuration(let result): return try buildConfiguration(scenario: scenario, layout: result)
        }
    }
}
