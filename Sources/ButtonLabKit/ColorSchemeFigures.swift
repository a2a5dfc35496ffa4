import ButtonDiagram
import ButtonFiles
import ButtonLayout
import ButtonRender
import ButtonScenario

/// How `render` colours its figures.
package enum FigureAppearance: Hashable, Sendable {
    /// One theme for every format; nil keeps each scenario's `diagram.theme`.
    case theme(DiagramTheme?)
    /// `--theme auto`: the SVG follows the reader's `prefers-color-scheme` (light, switching to
    /// dark); PNG and PDF, which cannot, are drawn light.
    case colorScheme
    /// `--docc`: DocC's image pair at 2 px/pt, `NAME@2x.png` light and `NAME~dark@2x.png` dark,
    /// and the alt text as `NAME.alt.txt`; the requested formats are not drawn.
    case docc

    /// The theme the sidecar names: `auto` for a figure that has both.
    var sidecarTheme: String? {
        switch self {
        case .theme(let theme): theme?.rawValue
        case .colorScheme, .docc: "auto"
        }
    }
}

/// A figure as DocC's image directive `![alt](NAME)` finds it: DocC picks the `@2x` and `~dark`
/// variants by their names.
package struct DocCImageSet: Sendable {
    /// `NAME@2x.png`.
    package var light: [UInt8]
    /// `NAME~dark@2x.png`; nil for a trace's sequence diagram, which has one look.
    package var dark: [UInt8]?
    /// `NAME.alt.txt`: the sidecar's `alt`, one line; nil for a trace, which has none.
    package var alt: String?

    /// DocC's images are drawn at exactly this scale, whatever the scenario asks.
    package static let pixelsPerPoint = 2.0

    /// The files after the figure's name, e.g. ("@2x.png", bytes).
    var files: [(suffix: String, bytes: [UInt8])] {
        var files = [("@2x.png", light)]
        if let dark { files.append(("~dark@2x.png", dark)) }
        if let alt { files.append((".alt.txt", Array((alt + "\n").utf8))) }
        return files
    }
}

extension RenderedFigure {
    /// Every file to write, as what follows the figure's name: DocC's set when there is one, then
    /// `.png`, `.svg`, `.pdf`, `.json`.
    var namedFiles: [(suffix: String, bytes: [UInt8])] {
        (docc?.files ?? []) + files.map { ("." + $0.fileExtension, $0.bytes) }
    }
}

extension FigureRenderer {
    /// `render(_:formats:pixelsPerPoint:theme:)` in any appearance: one theme, both colour schemes in
    /// one SVG, or DocC's light and dark pair.
    package func render(
        _ input: ScenarioInput, formats: Set<FigureFormat>, pixelsPerPoint: Double?, appearance: FigureAppearance
    ) -> Result<RenderedFigure, ScenarioFailure> {
        let drawn: Result<RenderedFigure, ScenarioFailure>
        switch appearance {
        case .theme(let theme): return render(input, formats: formats, pixelsPerPoint: pixelsPerPoint, theme: theme)
        case .colorScheme: drawn = render(input, formats: formats, pixelsPerPoint: pixelsPerPoint, theme: .light)
        case .docc: drawn = render(input, formats: [.png], pixelsPerPoint: DocCImageSet.pixelsPerPoint, theme: .light)
        }
        return drawn.flatMap { figure in
            do {
                return .success(try addingDark(to: figure, appearance: appearance, pixelsPerPoint: pixelsPerPoint))
            } catch {
                return .failure(ScenarioFailure(path: input.key, code: .render, file: input.key, message: "\(error)"))
            }
        }
    }

    /// The light figure completed with its dark colours: the adaptive SVG, or DocC's dark PNG. A
    /// trace's sequence diagram has one look: its SVG stays plain and DocC gets no dark variant.
    private func addingDark(
        to light: RenderedFigure, appearance: FigureAppearance, pixelsPerPoint: Double?
    ) throws -> RenderedFigure {
        var figure = light
        let laidOut: LaidOutScenario?
        if case .layout(let layout) = figure.subject { laidOut = layout } else { laidOut = nil }
        if laidOut != nil, let theme = appearance.sidecarTheme, case .object(var members) = figure.sidecar,
            let index = members.firstIndex(where: { $0.0 == "theme" })
        {
            members[index].1 = .string(theme)
            figure.sidecar = .object(members)
        }
        switch appearance {
        case .theme: break
        case .colorScheme:
            guard let laidOut, figure.svg != nil else { break }
            figure.svg = try colorSchemeSVGDocument(
                light: try displayList(for: laidOut, pixelsPerPoint: pixelsPerPoint, theme: .light),
                dark: try displayList(for: laidOut, pixelsPerPoint: pixelsPerPoint, theme: .dark),
                imageHref: embeddedImage)
        case .docc:
            guard let png = figure.png else { break }
            var images = DocCImageSet(light: png)
            if let laidOut {
                let dark = try displayList(for: laidOut, pixelsPerPoint: DocCImageSet.pixelsPerPoint, theme: .dark)
                images.dark = try encode(dark, formats: [.png]).first?.bytes
                if case .object(let members) = figure.sidecar, case .string(let alt)? = members.first(where: { $0.0 == "alt" })?.1 {
                    images.alt = alt
                }
            }
            figure.docc = images
            figure.png = nil
        }
        return figure
    }
}
