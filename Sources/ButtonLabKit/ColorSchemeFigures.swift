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
    /// `--docc`: DocC's image pair at twice the figure's scale (`DocCImageSet.backingScale`),
    /// `NAME@2x.png` light and `NAME~dark@2x.png` dark, and the alt text as `NAME.alt.txt`; the
    /// requested formats are not drawn.
    case docc
    /// The gallery's pair: `NAME.png` light and `NAME~dark.png` dark, for a `<picture>` that follows
    /// the reader's appearance. A scenario whose `diagram.theme` is not light keeps its one image in
    /// that theme, since the theme is what it shows.
    case lightAndDark

    /// The theme the sidecar names: `auto` for a figure that has both.
    var sidecarTheme: String? {
        switch self {
        case .theme(let theme): theme?.rawValue
        case .colorScheme, .docc: "auto"
        case .lightAndDark: nil
        }
    }
}

/// What follows NAME in the file name of the gallery's dark PNG (`FigureAppearance.lightAndDark`).
package let darkImageSuffix = "~dark.png"

/// A figure as DocC's image directive `![alt](NAME)` finds it: DocC picks the `@2x` and `~dark`
/// variants by their names.
package struct DocCImageSet: Sendable {
    /// `NAME@2x.png`.
    package var light: [UInt8]
    /// `NAME~dark@2x.png`; nil for a trace's sequence diagram, which has one look.
    package var dark: [UInt8]?
    /// `NAME.alt.txt`: the sidecar's `alt`, one line; nil for a trace, which has none.
    package var alt: String?

    /// DocC shows an `@2x` image at half its pixel size, so it is drawn with twice the pixels of the
    /// plain figure (at the scenario's or `--pixels-per-point`'s scale, else the automatic one):
    /// on the page its labels, ticks and lines are the size the plain PNG shows at 100 %.
    package static let backingScale = 2.0
    /// What follows NAME in the light image's file name, which `-o FILE` must end with.
    package static let lightSuffix = "@2x.png"

    /// NAME for `-o NAME@2x.png`, where DocC's files go (`NAME~dark@2x.png`, `NAME.alt.txt` beside
    /// it); nil when the path does not end in `@2x.png` or has no name before it.
    package static func stem(ofLightImage path: String) -> String? {
        guard path.hasSuffix(lightSuffix) else { return nil }
        let stem = String(path.dropLast(lightSuffix.count))
        return stem.isEmpty || stem.hasSuffix("/") ? nil : stem
    }

    /// The files after the figure's name, e.g. ("@2x.png", bytes).
    var files: [(suffix: String, bytes: [UInt8])] {
        var files = [(Self.lightSuffix, light)]
        if let dark { files.append(("~dark@2x.png", dark)) }
        if let alt { files.append((".alt.txt", Array((alt + "\n").utf8))) }
        return files
    }
}

extension RenderedFigure {
    /// Every file to write, as what follows the figure's name: DocC's set when there is one, then
    /// `.png`, the gallery's `~dark.png`, `.svg`, `.pdf`, `.json`.
    var namedFiles: [(suffix: String, bytes: [UInt8])] {
        var named = (docc?.files ?? []) + files.map { ("." + $0.fileExtension, $0.bytes) }
        if let darkPNG, let png = named.firstIndex(where: { $0.suffix == ".png" }) {
            named.insert((darkImageSuffix, darkPNG), at: png + 1)
        }
        return named
    }

    /// Names `theme` as the sidecar's `theme` (`auto` for a figure drawn in both).
    mutating func setSidecarTheme(_ theme: String) {
        guard case .object(var members) = sidecar, let index = members.firstIndex(where: { $0.0 == "theme" }) else { return }
        members[index].1 = .string(theme)
        sidecar = .object(members)
    }

    /// The figure in words, the sidecar's `alt`; nil for a trace, which has none.
    package var altText: String? {
        guard case .object(let members) = sidecar, case .string(let alt)? = members.first(where: { $0.0 == "alt" })?.1 else { return nil }
        return alt
    }
}

extension FigureRenderer {
    /// `render(_:formats:pixelsPerPoint:theme:)` in any appearance: one theme, both colour schemes in
    /// one SVG, or DocC's light and dark pair.
    package func render(
        _ input: ScenarioInput, formats: Set<FigureFormat>, pixelsPerPoint: Double?, appearance: FigureAppearance
    ) -> Result<RenderedFigure, ScenarioFailure> {
        let drawn: Result<RenderedFigure, ScenarioFailure>
        var renderer = self
        switch appearance {
        case .theme(let theme): return render(input, formats: formats, pixelsPerPoint: pixelsPerPoint, theme: theme)
        case .colorScheme: drawn = render(input, formats: formats, pixelsPerPoint: pixelsPerPoint, theme: .light)
        case .docc:
            renderer = backed(by: DocCImageSet.backingScale)
            drawn = renderer.render(input, formats: [.png], pixelsPerPoint: pixelsPerPoint, theme: .light)
        case .lightAndDark: drawn = render(input, formats: formats, pixelsPerPoint: pixelsPerPoint, theme: nil)
        }
        return drawn.flatMap { figure in
            do {
                return .success(try renderer.addingDark(to: figure, appearance: appearance, pixelsPerPoint: pixelsPerPoint))
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
        if laidOut != nil, let theme = appearance.sidecarTheme { figure.setSidecarTheme(theme) }
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
                let dark = try displayList(for: laidOut, pixelsPerPoint: pixelsPerPoint, theme: .dark)
                images.dark = try encode(dark, formats: [.png]).first?.bytes
                images.alt = figure.altText
            }
            figure.docc = images
            figure.png = nil
        case .lightAndDark:
            guard let laidOut, laidOut.scenario.diagram.theme == .light, figure.png != nil else { break }
            let dark = try displayList(for: laidOut, pixelsPerPoint: pixelsPerPoint, theme: .dark)
            figure.darkPNG = try encode(dark, formats: [.png]).first?.bytes
            figure.setSidecarTheme("auto")
        }
        return figure
    }
}
