import ButtonDiagram
import ButtonLayout
import ButtonReports
import ButtonScenario
import ButtonSolve

/// Two scenarios drawn side by side: `solve --render` (legacy answer | configuration answer) and
/// `migrate --render` (before | after). Each panel is the ordinary figure of its model.
package func comparisonFigure(
    _ panels: [(name: String, scenario: Scenario)], renderer: FigureRenderer
) throws -> DisplayList {
    var lists: [(name: String, list: DisplayList)] = []
    for panel in panels {
        let layout = try computeLayout(of: panel.scenario.model, loader: renderer.loader)
        lists.append((panel.name, try renderer.displayList(for: LaidOutScenario(scenario: panel.scenario, layout: layout))))
    }
    guard let list = DisplayList.sideBySide(lists) else {
        throw ScenarioFailure(
            path: panels.first?.scenario.name ?? "", code: .render, file: nil, message: "the panels have different resolutions")
    }
    return list
}

/// The scenarios `solve --render` draws: the legacy answer and the configuration answer.
package func solvePanels(_ answer: SolveAnswer, base: Scenario?) -> [(name: String, scenario: Scenario)] {
    let legacyButton = fixedSize(answer.legacy.button, bounds: answer.legacy.result.bounds.size)
    var legacy = panelScenario(name: answer.name, button: legacyButton, base: base)
    let insets = answer.legacy.insets
    legacy.diagram.caption = "legacy: imageEdgeInsets \(formatInsets(insets.imageEdgeInsets)), titleEdgeInsets \(formatInsets(insets.titleEdgeInsets)), contentEdgeInsets \(formatInsets(insets.contentEdgeInsets))"
    var panels = [(name: "legacy", scenario: legacy)]
    if let configuration = answer.configuration {
        var scenario = panelScenario(name: answer.name, button: legacyButton, base: base)
        var button = configuration.button
        button.size = configuration.result.bounds.size
        button.sizeToFit = false
        scenario.configuration = button
        scenario.diagram.caption = "UIButton.Configuration: imagePlacement .\(configuration.imagePlacement.rawValue), imagePadding \(formatNumber(configuration.imagePadding))"
        panels.append((name: "configuration", scenario: scenario))
    }
    return panels
}

/// The scenarios `migrate --render` draws: the legacy button and its configuration.
package func migrationPanels(_ migration: Migration, scenario: Scenario) -> [(name: String, scenario: Scenario)] {
    var before = scenario
    before.diagram.caption = "before: the legacy layout"
    var after = scenario
    after.configuration = migration.button
    after.diagram.caption = "after: imagePlacement .\(migration.button.configuration.imagePlacement.rawValue), imagePadding \(formatNumber(migration.button.configuration.imagePadding))"
        + (migration.isMigratable ? " — nothing visible differs" : " — differs (see migrate's output)")
    after.diagram.ghosts = []
    return [("before", before), ("after", after)]
}

private func fixedSize(_ button: Button, bounds: Size) -> Button {
    var button = button
    button.size = bounds
    button.sizeToFit = false
    return button
}

private func panelScenario(name: String, button: Button, base: Scenario?) -> Scenario {
    if var scenario = base {
        scenario.button = button
        scenario.diagram.ghosts = []
        return scenario
    }
    let title = button.title.map {
        Title(text: $0.isMeasurable ? $0.text : "Title", font: $0.font, naturalSize: $0.naturalSize, sizeIsGiven: $0.sizeIsGiven)
    }
    return Scenario(
        name: name, button: button, title: title, image: button.imageSize.map { ImageContent(size: $0) })
}
