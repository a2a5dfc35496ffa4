import ButtonDiagram
import ButtonFiles
import ButtonLayout
import ButtonRender
import ButtonReports
import ButtonScenario
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension FigureRenderer {
    /// Loads, lays out and draws a scenario file or an Interface Builder button; an IB button's
    /// sidecar has its `source` and import warnings, from its layout report's provenance
    /// (docs/interface-builder.md, "How the commands use IB files").
    package func render(
        _ input: ScenarioInput, formats: Set<FigureFormat>, pixelsPerPoint: Double? = nil, theme: DiagramTheme? = nil
    ) -> Result<RenderedFigure, ScenarioFailure> {
        guard case .interfaceBuilder(let button) = input else {
            return render(
                loaded: scenario(of: input), path: input.key, formats: formats,
                pixelsPerPoint: pixelsPerPoint, theme: theme)
        }
        return layOut(input, loader: loader).flatMap { laidOut in
            do {
                return .success(try render(laidOut, formats: formats, pixelsPerPoint: pixelsPerPoint, theme: theme))
            } catch {
                let diagnostic = Diagnostic(
                    code: .render, file: button.source.file, line: button.source.line, column: button.source.column,
                    keyPath: "", message: "\(error)")
                return .failure(ScenarioFailure(path: input.key, diagnostics: [diagnostic]))
            }
        }
    }
}
