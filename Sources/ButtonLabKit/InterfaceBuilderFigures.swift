import ButtonDiagram
import ButtonFiles
import ButtonLayout
import ButtonRender
import ButtonScenario
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension FigureRenderer {
    /// Loads, lays out and draws a scenario file or an Interface Builder button; an IB button's
    /// sidecar has its `source` and import warnings (docs/interface-builder.md, "How the commands use IB files").
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
                var figure = try render(laidOut, formats: formats, pixelsPerPoint: pixelsPerPoint, theme: theme)
                figure.sidecar = sidecarJSON(laidOut, figure: figure.sidecar)
                return .success(figure)
            } catch {
                let diagnostic = ScenarioDiagnostic(
                    code: .render, file: button.source.file, line: button.source.line, column: button.source.column,
                    keyPath: "", message: "\(error)")
                return .failure(ScenarioFailure(path: input.key, diagnostics: [diagnostic]))
            }
        }
    }
}

/// The render sidecar of any laid-out scenario: the layout object of `layoutJSON(_:)` (with an IB
/// button's `source` and import warnings) plus where the button sits in the picture, the theme and
/// the alt text and generator of `figure`, the plain sidecar the figure was drawn with.
package func sidecarJSON(_ laidOut: LaidOutScenario, figure: JSONValue) -> JSONValue {
    guard case .object(let members) = layoutJSON(laidOut), case .object(let plain) = figure
    else { preconditionFailure("layout objects are JSON objects") }
    // The generator too: without it a second `render` without -o would not recognise its own figure.
    return .object(members + plain.filter { ["canvas", "theme", "alt", "generator"].contains($0.0) })
}
