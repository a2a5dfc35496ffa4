import ButtonDiagram
import ButtonLayout
import ButtonRender
import ButtonScenario
import Foundation

/// An output format of `buttonlab render`.
public enum FigureFormat: String, CaseIterable, Hashable, Sendable {
    case png, svg, pdf
}

/// One scenario drawn in memory, every requested format, plus the sidecar JSON. Nothing is written
/// until all of it exists, so a failure leaves no half-written figure behind.
public struct RenderedFigure: Sendable {
    /// The scenario and layout it was drawn from.
    public var laidOut: LaidOutScenario
    public var name: String { laidOut.scenario.name }
    public var png: [UInt8]?
    public var svg: String?
    public var pdf: [UInt8]?
    /// The `layout` object plus `canvas`, `theme` and `alt` (cli.md).
    public var sidecar: JSONValue
    public var canvas: CanvasTransform

    /// The files to write, keyed by extension, in a stable order (png, svg, pdf, json).
    public var files: [(fileExtension: String, bytes: [UInt8])] {
        var files: [(String, [UInt8])] = []
        if let png { files.append(("png", png)) }
        if let svg { files.append(("svg", Array(svg.utf8))) }
        if let pdf { files.append(("pdf", pdf)) }
        files.append(("json", Array((sidecar.rendered() + "\n").utf8)))
        return files
    }
}

/// Scenario loading, layout and drawing with one font library, shared by `layout`, `explain`,
/// `render` and `check` so that measured titles and drawn titles agree.
public struct FigureRenderer: Sendable {
    public let fonts: FontLibrary
    public let builder: DiagramBuilder
    public let loader: ScenarioLoader

    public init() throws {
        fonts = try FontLibrary.standard()
        builder = DiagramBuilder(measurer: fonts)
        loader = ScenarioLoader(textMeasurer: fonts)
    }

    /// Loads, lays out and draws `path`. `pixelsPerPoint` and `theme` override the scenario's own.
    public func render(
        path: String, formats: Set<FigureFormat>, pixelsPerPoint: Double? = nil, theme: DiagramTheme? = nil
    ) -> Result<RenderedFigure, ScenarioFailure> {
        layOut(path: path, loader: loader).flatMap { laidOut in
            do {
                return .success(try render(laidOut, formats: formats, pixelsPerPoint: pixelsPerPoint, theme: theme))
            } catch {
                return .failure(ScenarioFailure(path: path, message: "\(path): error: \(error)"))
            }
        }
    }

    public func displayList(for laidOut: LaidOutScenario, pixelsPerPoint: Double? = nil, theme: DiagramTheme? = nil) throws -> DisplayList {
        try builder.build(scenario: laidOut.scenario.overriding(pixelsPerPoint: pixelsPerPoint, theme: theme), model: laidOut.layout)
    }

    public func render(
        _ laidOut: LaidOutScenario, formats: Set<FigureFormat>, pixelsPerPoint: Double? = nil, theme: DiagramTheme? = nil
    ) throws -> RenderedFigure {
        let list = try displayList(for: laidOut, pixelsPerPoint: pixelsPerPoint, theme: theme)
        let canvas = CanvasTransform(list)
        var figure = RenderedFigure(
            laidOut: laidOut,
            sidecar: sidecarJSON(
                name: laidOut.scenario.name, layout: laidOut.layout, canvas: canvas, extraWarnings: laidOut.extraWarnings,
                theme: theme ?? laidOut.scenario.diagram.theme, alt: list.altText),
            canvas: canvas
        )
        if formats.contains(.png) { figure.png = try encodePNG(renderRaster(list, fonts: fonts)) }
        if formats.contains(.svg) { figure.svg = try svgDocument(list, imageHref: embeddedImage) }
        if formats.contains(.pdf) { figure.pdf = try renderPDF(list, fonts: fonts) }
        return figure
    }

    /// SVGs embed their images so that a figure is one self-contained file wherever it is copied.
    private func embeddedImage(_ path: String) throws -> String {
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            return "data:image/png;base64," + data.base64EncodedString()
        } catch {
            throw RenderError.imageUnreadable(path: path, reason: "\(error.localizedDescription)")
        }
    }
}

/// The render sidecar: the `layout` object (with the figure's extra warnings), where the button
/// sits in the picture, the theme it was drawn in and the figure's text alternative.
public func sidecarJSON(
    name: String, layout: ModelLayout, canvas: CanvasTransform, extraWarnings: [String] = [],
    theme: DiagramTheme = .light, alt: String? = nil
) -> JSONValue {
    guard case .object(var members) = layoutJSON(name: name, layout: layout, extraWarnings: extraWarnings) else { preconditionFailure() }
    members.append(("canvas", .object([
        ("width", .number(Double(canvas.width))),
        ("height", .number(Double(canvas.height))),
        ("pixelsPerPoint", .number(canvas.pixelsPerPoint)),
        ("originX", .number(canvas.originX)),
        ("originY", .number(canvas.originY)),
    ])))
    members.append(("theme", .string(theme.rawValue)))
    if let alt { members.append(("alt", .string(alt))) }
    return .object(members)
}

extension Scenario {
    /// The scenario with the command line's `--pixels-per-point` and `--theme`, when given.
    func overriding(pixelsPerPoint: Double?, theme: DiagramTheme?) -> Scenario {
        var scenario = self
        if let pixelsPerPoint { scenario.diagram.pixelsPerPoint = pixelsPerPoint }
        if let theme { scenario.diagram.theme = theme }
        return scenario
    }
}

/// Writes `bytes` to `path` through a temporary file and a rename, so readers never see half a file
/// and an existing file is replaced whole or not at all.
public func writeAtomically(_ bytes: [UInt8], to path: String) throws {
    try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
}
