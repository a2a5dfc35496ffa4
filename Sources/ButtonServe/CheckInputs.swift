import ButtonCheck
import ButtonLabKit
import ButtonRender
import ButtonReports
import ButtonScenario

/// What `buttonlab check` and `serve --golden`'s review hand `runCheck`: the plan's inputs by key
/// (a file's path, an IB button's `FILE:LINE:COLUMN`) and how each is drawn and named. One place,
/// so that the review's check is the command's check.
package struct CheckInputs: Sendable {
    /// The inputs in order, each once (the last entry for a key wins, as it always did).
    package private(set) var keys: [String] = []
    private var entries: [String: InputPlan.Entry] = [:]

    /// Interface Builder problems (refused files, skipped buttons, name clashes) are checks that
    /// failed to render, in the place of their file.
    package init(plan: InputPlan) {
        for entry in plan.entries {
            let key: String
            switch entry {
            case .scenario(let input): key = input.key
            case .failure(let failure): key = failure.path
            }
            if entries[key] == nil { keys.append(key) }
            entries[key] = entry
        }
    }

    /// `key`'s figure as the check compares it; `glyphs` gets the characters no font draws.
    package func render(
        _ key: String, renderer: FigureRenderer, formats: Set<FigureFormat>, theme: DiagramTheme?,
        glyphs: ([Diagnostic]) -> Void = { _ in }
    ) -> Result<RenderedScenario, CheckError> {
        let input: ScenarioInput
        switch entries[key] {
        case .scenario(let scenario)?: input = scenario
        case .failure(let failure)?: return .failure(CheckError(diagnostics: failure.diagnostics))
        case nil: input = .file(key)
        }
        switch renderer.render(input, formats: formats, theme: theme) {
        case .success(let figure):
            glyphs(figure.glyphDiagnostics(path: key))
            var rendered = RenderedScenario(name: figure.name, figures: figure.figures, layout: figure.goldenLayout, alt: figure.altText)
            rendered.keyLines = figure.keyLines
            rendered.provenance = figure.subject.scenario.provenance
            return .success(rendered)
        case .failure(let failure):
            return .failure(CheckError(diagnostics: failure.diagnostics))
        }
    }

    /// The scenario name `key`'s goldens are named by, when it loads.
    package func scenarioName(_ key: String, renderer: FigureRenderer) -> String? {
        switch entries[key] {
        case .scenario(.interfaceBuilder(let button))?: button.name
        case .failure?: nil
        default: try? renderer.loader.load(path: key).name
        }
    }
}
