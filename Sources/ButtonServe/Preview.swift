import ButtonDiagram
import ButtonLabKit
import ButtonLayout
import ButtonRender
import ButtonReports
import ButtonScenario

/// `POST /api/preview`: scenario text to what `layout --format json`, `render --format svg` and
/// `explain` print for it, through the commands' own functions (`layOut`, `FigureRenderer`,
/// `explainScenario`) and renderers (`LayoutReport.json`, `ExplanationReport.text`), never a copy.
package struct Previewer: Sendable {
    package let renderer: FigureRenderer

    package init() throws {
        renderer = try FigureRenderer()
    }

    /// What the page asks for: the text, the path messages name it by (a served path, or
    /// `untitled.yaml`), whether it is JSON, and the theme to draw.
    package struct Request: Sendable {
        package var text: [UInt8]
        package var path: String
        package var isJSON: Bool
        package var theme: DiagramTheme?

        package init(text: [UInt8], path: String, isJSON: Bool, theme: DiagramTheme? = nil) {
            self.text = text
            self.path = path
            self.isJSON = isJSON
            self.theme = theme
        }
    }

    /// `{"layout", "svg", "alt", "explanation", "diagnostics"}`, or the diagnostics (422) of a
    /// scenario that does not load or lay out. The warnings a command prints on standard error
    /// (characters no font draws, import warnings) are the answer's `diagnostics`.
    package func preview(_ request: Request) -> Result<JSONValue, ServeError> {
        let loader = renderer.loader
        let scenario: Scenario
        do {
            scenario = try loader.load(bytes: request.text, path: request.path, isJSON: request.isJSON)
        } catch {
            return .failure(ServeError(status: 422, diagnostics: error.diagnostics))
        }
        let laidOut: LaidOutScenario
        switch layOut(scenario, path: request.path, loader: loader) {
        case .success(let value): laidOut = value
        case .failure(let failure): return .failure(ServeError(status: 422, diagnostics: failure.diagnostics))
        }
        let explanation: ExplanationReport
        switch explainScenario(scenario, path: request.path, loader: loader) {
        case .success(let value): explanation = ExplanationReport(explanation: value, scenario: scenario)
        case .failure(let failure): return .failure(ServeError(status: 422, diagnostics: failure.diagnostics))
        }
        return previewJSON(laidOut, explanation: explanation, path: request.path, theme: request.theme).map { .object($0) }
    }

    /// `GET /api/preview?path=P`: a file as it is on disk, of any input format, planned as every
    /// command plans its inputs (`planInputs`): `{"scenarios": [{"name", "layout", "svg", "alt",
    /// "explanation", "diagnostics"}…], "diagnostics": […]}` — an Interface Builder file gives one
    /// scenario per button, a Swift file one per button it sets up; the file's own notes and
    /// warnings, and the scenarios that failed, are the outer `diagnostics`.
    package func preview(file path: String, roots: [String], formats: InputFormats, theme: DiagramTheme?) -> Result<JSONValue, ServeError> {
        let loader = renderer.loader
        let plan = planInputs(files: [path], formats: formats, roots: roots)
        var scenarios: [JSONValue] = []
        var diagnostics = plan.diagnostics
        for entry in plan.entries {
            switch entry {
            case .failure(let failure):
                diagnostics += failure.diagnostics
            case .scenario(let input):
                let laidOut: LaidOutScenario
                let explanation: ExplanationReport
                switch (layOut(input, loader: loader), explainScenario(input, loader: loader)) {
                case (.success(let layout), .success(let explained)):
                    laidOut = layout
                    explanation = explained
                case (.failure(let failure), _), (_, .failure(let failure)):
                    diagnostics += failure.diagnostics
                    continue
                }
                switch previewJSON(laidOut, explanation: explanation, path: input.file, theme: theme) {
                case .success(let members): scenarios.append(.object([("name", .string(laidOut.scenario.name))] + members))
                case .failure(let error): diagnostics += error.diagnostics
                }
            }
        }
        let json = JSONValue.object([("scenarios", .array(scenarios)), ("diagnostics", .array(diagnostics.map(\.json)))])
        if scenarios.isEmpty, diagnostics.contains(where: { $0.severity == .error }) {
            return .failure(ServeError(status: 422, diagnostics: diagnostics))
        }
        return .success(json)
    }

    /// One laid-out scenario's members of a preview: the layout object, the SVG and its alt text,
    /// the explanation, and the warnings the commands print on standard error.
    private func previewJSON(
        _ laidOut: LaidOutScenario, explanation: ExplanationReport, path: String, theme: DiagramTheme?
    ) -> Result<[(String, JSONValue)], ServeError> {
        let svg: String
        let alt: String?
        do {
            let list = try renderer.displayList(for: laidOut, theme: theme)
            let files = try renderer.encode(list, formats: [.svg])
            svg = files.first.map { String(decoding: $0.bytes, as: UTF8.self) } ?? ""
            alt = list.altText
        } catch {
            return .failure(ServeError(status: 422, code: .render, message: String(describing: error), file: path))
        }
        let diagnostics = laidOut.scenario.importWarnings + laidOut.scenario.lints + laidOut.glyphDiagnostics(path: path)
        return .success([
            ("layout", laidOut.report.json),
            ("svg", .string(svg)),
            ("alt", alt.map(JSONValue.string) ?? .null),
            ("explanation", .string(explanation.text)),
            ("diagnostics", .array(diagnostics.map(\.json))),
        ])
    }
}
