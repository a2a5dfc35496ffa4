import ButtonDiagram
import ButtonFiles
import ButtonLayout
import ButtonRender
import ButtonReports
import ButtonScenario

/// One scenario swept (docs/sweep.md): its report and where its `sweep:` block, else its `name:`,
/// is written, for CI annotations.
package struct SweptScenario: Sendable {
    package var report: SweepReport
    package var file: String
    package var line: Int?
}

/// Loads `input` and lays its button out over the scenario's `sweep:` axes overridden by `flags`'.
package func sweepScenario(
    _ input: ScenarioInput, loader: ScenarioLoader, flags: SweepAxes, failOn: Set<BreakageKind>
) -> Result<SweptScenario, ScenarioFailure> {
    loadScenario(input, loader: loader).flatMap { scenario -> Result<SweptScenario, ScenarioFailure> in
        let path = input.key
        if let skipped = traceWithoutButtonFailure(scenario, path: input.file) { return .failure(skipped) }
        let axes = (scenario.sweep ?? SweepAxes()).overridden(by: flags)
        let result: SweepResult
        do throws(SweepError) {
            result = try Sweep.run(scenario.model, axes: axes, titleMeasurer: loader.titleMeasurer, labelMeasurer: loader.labelMeasurer)
        } catch {
            switch error {
            case .titlesNeedMeasurer:
                return .failure(ScenarioFailure(
                    path: path, code: .missing, file: input.file,
                    message: "titles are measured with the renderer's fonts, which are not installed (docs/rendering.md)"))
            case .layout(let error):
                var diagnostic = scenario.diagnostic(forLayoutError: error)
                diagnostic.file = input.file
                return .failure(ScenarioFailure(path: path, diagnostics: [diagnostic]))
            }
        }
        let report = SweepReport(
            name: scenario.name, provenance: scenario.provenance, result: result, failOn: failOn,
            profile: ReportProfile(model: scenario.modelName, uikit: scenario.uikit, linkedSDK: scenario.button.linkedSDK))
        let line = (scenario.sourceMap.keyPositions["sweep"] ?? scenario.sourceMap.keyPositions["name"])?.line
        return .success(SweptScenario(report: report, file: input.file, line: line))
    }
}

/// Draws `swept`'s matrix (ButtonDiagram) through the backend of `path`'s extension and writes it.
package func writeSweepFigure(_ swept: SweptScenario, to path: String, followSymlinks: Bool = false) throws(ScenarioFailure) {
    guard let format = figureFormat(forPath: path) else {
        throw ScenarioFailure(path: path, code: .input, file: nil, message: "\(displayPath(path)): a figure is a \(FigureFormat.fileExtensions) file")
    }
    let axes = swept.report.result.axes
    let columns = (axes.widths?.count ?? 1) * (axes.directions?.count ?? 1)
    let list = DisplayList.sweepMatrix(
        name: swept.report.name, profile: swept.report.profile.name, records: swept.report.result.records, columns: columns == 1 ? 4 : columns,
        describe: figureLabel)
    let bytes: [UInt8]
    do {
        bytes = try format.backend.render(list, with: FigureResources(fonts: nil))
    } catch {
        throw ScenarioFailure(path: path, code: .render, file: nil, message: "cannot draw the sweep of \(swept.report.name): \(error)")
    }
    try writeFigureFile(bytes, to: path, followSymlinks: followSymlinks)
}

/// A cell's heading, short enough for its width: `"Einstellungen" · 120 pt · RTL`.
private func figureLabel(_ condition: SweepCondition) -> String {
    var parts: [String] = []
    if let category = condition.category { parts.append(category.shortName) }
    if let title = condition.title { parts.append("\"\(title)\"") }
    if let width = condition.width { parts.append("\(formatPoints(width)) pt") }
    if let direction = condition.direction { parts.append(direction == .leftToRight ? "LTR" : "RTL") }
    if let state = condition.state { parts.append(state.sweepName) }
    if let era = condition.uikit { parts.append("iOS \(era.rawValue)") }
    return parts.isEmpty ? "the design" : parts.joined(separator: " · ")
}
