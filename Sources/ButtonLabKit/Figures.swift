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

/// What a figure draws: a button's layout, or a trace scenario's sequence diagram.
package enum FigureSubject: Sendable {
    case layout(LaidOutScenario)
    case trace(TracedScenario)

    package var scenario: Scenario {
        switch self {
        case .layout(let laidOut): laidOut.scenario
        case .trace(let traced): traced.scenario
        }
    }
}

/// One scenario drawn in memory, every requested format, plus the sidecar JSON. Nothing is written
/// until all of it exists, so a failure leaves no half-written figure behind.
/// Public for ButtonLabSnapshotTesting's strategies, which snapshot it: its name and files are what
/// other packages see; how it was drawn stays inside this package.
public struct RenderedFigure: Sendable {
    /// What it was drawn from: the scenario with its layout, or with its trace.
    package var subject: FigureSubject
    public var name: String { subject.scenario.name }
    /// Characters no bundled font draws in a layout figure's texts; none for a trace.
    package var glyphWarnings: [String] {
        if case .layout(let laidOut) = subject { return laidOut.glyphWarnings }
        return []
    }
    /// `glyphWarnings` as diagnostics, positioned as `LaidOutScenario.glyphDiagnostics(path:)` says.
    package func glyphDiagnostics(path: String) -> [Diagnostic] {
        if case .layout(let laidOut) = subject { return laidOut.glyphDiagnostics(path: path) }
        return []
    }
    /// The drawing in every requested format (the backends' table says which ones exist).
    package var figures = FigureFiles()
    public var png: [UInt8]? {
        get { figures[.png] }
        set { figures[.png] = newValue }
    }
    public var svg: String? {
        get { figures[.svg].map { String(decoding: $0, as: UTF8.self) } }
        set { figures[.svg] = newValue.map { Array($0.utf8) } }
    }
    public var pdf: [UInt8]? {
        get { figures[.pdf] }
        set { figures[.pdf] = newValue }
    }
    /// `--docc`: DocC's light and dark PNGs and the alt text, written before the sidecar (`namedFiles`).
    package var docc: DocCImageSet?
    /// The gallery's dark PNG, `NAME~dark.png` beside the light one (`FigureAppearance.lightAndDark`).
    package var darkPNG: [UInt8]?
    /// The `layout` object plus `canvas`, `theme` and `alt` (README, "Commands"); for a trace, docs/lifecycle.md's
    /// "Output" object plus `canvas`.
    public var sidecar: JSONValue
    package var canvas: CanvasTransform

    /// The files to write, keyed by extension, in a stable order (the backends' table, then json).
    package var files: [(fileExtension: String, bytes: [UInt8])] {
        figureFileList(figures, sidecar: sidecar)
    }
}

/// A figure's files keyed by extension, in a stable order: the backends' table order, then the
/// sidecar json. Shared by single-button figures and scene figures.
func figureFileList(_ figures: FigureFiles, sidecar: JSONValue) -> [(fileExtension: String, bytes: [UInt8])] {
    figures.files.map { ($0.format.fileExtension, $0.bytes) } + [("json", Array((sidecar.rendered() + "\n").utf8))]
}

/// Scenario loading, layout and drawing with one font library, shared by `layout`, `explain`,
/// `render` and `check` so that measured titles and drawn titles agree.
package struct FigureRenderer: Sendable {
    package let fonts: FontLibrary
    package private(set) var builder: DiagramBuilder
    package let loader: ScenarioLoader
    /// A scenario read before the renderer existed (`preloading(_:loaded:)`), used once its input
    /// comes to be drawn instead of being read again.
    private var preloaded: (input: ScenarioInput, scenario: Result<Scenario, ScenarioFailure>)?

    package init() throws {
        fonts = try FontLibrary.standard()
        builder = DiagramBuilder(measurer: fonts)
        var loader = ScenarioLoader(textMeasurer: fonts)
        loader.userFonts = currentUserFonts()
        self.loader = loader
    }

    /// The same renderer, drawing `input` from `scenario`, already loaded. `render` of a single
    /// figure reads its scenario with `makeScenarioLoader()` (which measures with the same fonts,
    /// loaded on first use) while the fonts load on another thread, before this renderer exists:
    /// `FontLibrary.standard()` waits for them.
    package func preloading(_ input: ScenarioInput, loaded scenario: Result<Scenario, ScenarioFailure>) -> FigureRenderer {
        var renderer = self
        renderer.preloaded = (input, scenario)
        return renderer
    }

    /// The same renderer drawing `scale` image pixels per figure pixel (DocC's `@2x`: 2).
    package func backed(by scale: Double) -> FigureRenderer {
        var renderer = self
        renderer.builder.backingScale = scale
        return renderer
    }

    /// `input`'s scenario: the preloaded one, or read now.
    func scenario(of input: ScenarioInput) -> Result<Scenario, ScenarioFailure> {
        if let preloaded, preloaded.input == input { return preloaded.scenario }
        return loadScenario(input, loader: loader)
    }

    /// Loads, lays out and draws `path`; a trace scenario is run and drawn as its sequence diagram.
    /// `pixelsPerPoint` and `theme` override the scenario's own.
    package func render(
        path: String, formats: Set<FigureFormat>, pixelsPerPoint: Double? = nil, theme: DiagramTheme? = nil
    ) -> Result<RenderedFigure, ScenarioFailure> {
        render(loaded: loadScenario(path: path, loader: loader), path: path, formats: formats, pixelsPerPoint: pixelsPerPoint, theme: theme)
    }

    /// `render(path:…)` of a scenario already loaded (or its failure); `path` names it in messages.
    func render(
        loaded: Result<Scenario, ScenarioFailure>, path: String, formats: Set<FigureFormat>, pixelsPerPoint: Double?,
        theme: DiagramTheme?
    ) -> Result<RenderedFigure, ScenarioFailure> {
        loaded.flatMap { scenario in
            let subject: FigureSubject
            if let traced = TracedScenario(scenario, loader: loader) {
                subject = .trace(traced)
            } else {
                switch layOut(scenario, path: path, loader: loader) {
                case .success(let laidOut): subject = .layout(laidOut)
                case .failure(let failure): return .failure(failure)
                }
            }
            do {
                return .success(try render(subject, formats: formats, pixelsPerPoint: pixelsPerPoint, theme: theme))
            } catch {
                return .failure(ScenarioFailure(path: path, code: .render, file: path, message: String(describing: error)))
            }
        }
    }

    package func displayList(for laidOut: LaidOutScenario, pixelsPerPoint: Double? = nil, theme: DiagramTheme? = nil) throws -> DisplayList {
        try builder.build(scenario: laidOut.scenario.overriding(pixelsPerPoint: pixelsPerPoint, theme: theme), model: laidOut.layout)
    }

    package func render(
        _ laidOut: LaidOutScenario, formats: Set<FigureFormat>, pixelsPerPoint: Double? = nil, theme: DiagramTheme? = nil
    ) throws -> RenderedFigure {
        try render(.layout(laidOut), formats: formats, pixelsPerPoint: pixelsPerPoint, theme: theme)
    }

    package func render(
        _ subject: FigureSubject, formats: Set<FigureFormat>, pixelsPerPoint: Double? = nil, theme: DiagramTheme? = nil
    ) throws -> RenderedFigure {
        let list: DisplayList
        let sidecar: (CanvasTransform) -> JSONValue
        switch subject {
        case .layout(let laidOut):
            let layoutList = try displayList(for: laidOut, pixelsPerPoint: pixelsPerPoint, theme: theme)
            list = layoutList
            sidecar = {
                FigureSidecar(
                    .layout(laidOut.report, theme: (theme ?? laidOut.scenario.diagram.theme).rawValue, alt: layoutList.altText, generator: sidecarGenerator),
                    canvas: $0
                ).json
            }
        case .trace(let traced):
            let diagram = traced.scenario.overriding(pixelsPerPoint: pixelsPerPoint, theme: theme).diagram
            list = try builder.buildSequence(
                run: traced.run, pixelsPerPoint: diagram.pixelsPerPoint ?? 2,
                source: diagram.pixelsPerPoint == nil ? .automatic : diagram.pixelsPerPointSource, theme: diagram.theme)
            sidecar = { FigureSidecar(.trace(traced.run), canvas: $0).json }
        }
        let canvas = CanvasTransform(list)
        let figures = try FigureFiles(list, formats: formats, resources: resources)
        return RenderedFigure(subject: subject, figures: figures, sidecar: sidecar(canvas), canvas: canvas)
    }

    /// Any display list in the requested formats, as (extension, bytes), in the backends' table order.
    package func encode(_ list: DisplayList, formats: Set<FigureFormat>) throws -> [(fileExtension: String, bytes: [UInt8])] {
        try FigureFiles(list, formats: formats, resources: resources).files.map { ($0.format.fileExtension, $0.bytes) }
    }

    /// What the backends draw with: these fonts, and file images embedded in an SVG.
    var resources: FigureResources {
        FigureResources(fonts: fonts, imageHref: { [self] in try embeddedImage($0) })
    }

    /// SVGs embed their images so that a figure is one self-contained file wherever it is copied.
    /// The bytes are read like every input and must be a PNG or a JPEG (by content), and only what
    /// draws the pixels is copied (`pixelsOnly`): no metadata of a scenario's image ever reaches a
    /// figure. Browsers turn a JPEG by its EXIF orientation, as the PNG render does.
    func embeddedImage(_ path: String) throws -> String {
        let bytes = try readImageBytes(path: path)
        let header: ImageHeader
        let pixels: [UInt8]
        do {
            header = try ImageHeader(parsing: bytes)
            try header.check(maximumPixels: ImageLimits.maximumImagePixels)
            pixels = try pixelsOnly(bytes, header: header)
        } catch {
            throw RenderError.imageUnreadable(path: path, reason: error.description)
        }
        return "data:\(header.mediaType);base64," + Data(pixels).base64EncodedString()
    }
}

extension Scenario {
    /// The scenario with the command line's `--pixels-per-point` and `--theme`, when given.
    func overriding(pixelsPerPoint: Double?, theme: DiagramTheme?) -> Scenario {
        var scenario = self
        if let pixelsPerPoint {
            scenario.diagram.pixelsPerPoint = pixelsPerPoint
            scenario.diagram.pixelsPerPointSource = .commandLine
        }
        if let theme { scenario.diagram.theme = theme }
        return scenario
    }
}

/// The sidecar's `generator`: how `render` recognises a figure it wrote before (`isOwnSidecar`).
package let sidecarGenerator = "buttonlab \(buttonLabVersion)"

/// Whether `path` is a sidecar ButtonLab wrote: a regular file (not a link) of at most 1 MiB
/// holding a JSON object whose `generator` starts with "buttonlab ".
package func isOwnSidecar(_ path: String) -> Bool {
    struct Sidecar: Decodable {
        let generator: String
    }
    guard let bytes = try? readRegularFile(atPath: path, maximumBytes: 1 << 20),
        let sidecar = try? JSONDecoder().decode(Sidecar.self, from: Data(bytes))
    else { return false }
    return sidecar.generator.hasPrefix("buttonlab ")
}
