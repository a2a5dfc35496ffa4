import ButtonDiagram
import ButtonLayout
import ButtonRender
import ButtonScenario
import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

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
    /// The `layout` object plus `canvas` (cli.md).
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

    /// Loads, lays out and draws `path`. `pixelsPerPoint` overrides the scenario's own.
    public func render(path: String, formats: Set<FigureFormat>, pixelsPerPoint: Double? = nil) -> Result<RenderedFigure, ScenarioFailure> {
        layOut(path: path, loader: loader).flatMap { laidOut in
            do {
                return .success(try render(laidOut, formats: formats, pixelsPerPoint: pixelsPerPoint))
            } catch {
                return .failure(ScenarioFailure(path: path, message: "\(path): error: \(error)"))
            }
        }
    }

    /// Draws a scenario read and laid out before, e.g. while the fonts were loading.
    public func render(_ laidOut: LaidOutScenario, path: String, formats: Set<FigureFormat>, pixelsPerPoint: Double? = nil) -> Result<RenderedFigure, ScenarioFailure> {
        do {
            return .success(try render(laidOut, formats: formats, pixelsPerPoint: pixelsPerPoint))
        } catch {
            return .failure(ScenarioFailure(path: path, message: "\(path): error: \(error)"))
        }
    }

    public func displayList(for laidOut: LaidOutScenario, pixelsPerPoint: Double? = nil) throws -> DisplayList {
        var scenario = laidOut.scenario
        if let pixelsPerPoint { scenario.diagram.pixelsPerPoint = pixelsPerPoint }
        return try builder.build(scenario: scenario, model: laidOut.layout)
    }

    public func render(_ laidOut: LaidOutScenario, formats: Set<FigureFormat>, pixelsPerPoint: Double? = nil) throws -> RenderedFigure {
        let list = try displayList(for: laidOut, pixelsPerPoint: pixelsPerPoint)
        let canvas = CanvasTransform(list)
        var figure = RenderedFigure(
            laidOut: laidOut,
            sidecar: sidecarJSON(name: laidOut.scenario.name, layout: laidOut.layout, canvas: canvas),
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

/// The render sidecar: the `layout` object plus where the button sits in the picture.
public func sidecarJSON(name: String, layout: ModelLayout, canvas: CanvasTransform) -> JSONValue {
    guard case .object(var members) = layoutJSON(name: name, layout: layout) else { preconditionFailure() }
    members.append(("canvas", .object([
        ("width", .number(Double(canvas.width))),
        ("height", .number(Double(canvas.height))),
        ("pixelsPerPoint", .number(canvas.pixelsPerPoint)),
        ("originX", .number(canvas.originX)),
        ("originY", .number(canvas.originY)),
    ])))
    return .object(members)
}

/// Writes `bytes` to `path` through a temporary file and a rename, so readers never see half a file
/// and an existing file is replaced whole or not at all.
///
/// Atomic for readers and for a crash of this process, not durable across a power loss: nothing is
/// fsync'ed (that cost 2 ms a figure), so after a power failure a file may hold its old bytes.
/// A file that already holds exactly `bytes` is left alone — not rewritten, its modification
/// time unchanged. A replaced file keeps its permission bits; a new one gets 0666 less the umask.
public func writeAtomically(_ bytes: [UInt8], to path: String) throws {
    var existing = stat()
    let exists = stat(path, &existing) == 0 && (existing.st_mode & S_IFMT) == S_IFREG
    if exists, Int(existing.st_size) == bytes.count, fileHolds(bytes, path: path) { return }
    let slash = path.lastIndex(of: "/")
    let directory = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    var temporary = ""
    var descriptor: Int32 = -1
    for attempt in 0..<100 where descriptor < 0 {
        temporary = "\(directory).\(name).\(getpid()).\(temporaryCounter.wrappingAdd(1, ordering: .relaxed).oldValue)-\(attempt).tmp"
        descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        if descriptor < 0, errno != EEXIST { break }
    }
    guard descriptor >= 0 else { throw FileWriteError(path: path, code: errno) }
    var failure: Int32 = 0
    bytes.withUnsafeBytes { raw in
        var offset = 0
        while offset < raw.count {
            let written = write(descriptor, raw.baseAddress! + offset, raw.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                failure = errno
                return
            }
            offset += written
        }
    }
    if failure == 0, exists, fchmod(descriptor, existing.st_mode & 0o7777) != 0 { failure = errno }
    if close(descriptor) != 0, failure == 0 { failure = errno }
    if failure == 0, rename(temporary, path) != 0 { failure = errno }
    if failure != 0 {
        unlink(temporary)
        throw FileWriteError(path: path, code: failure)
    }
}

private let temporaryCounter = Atomic<Int>(0)

/// Whether the regular file at `path` holds exactly `bytes` (its size was checked by the caller).
private func fileHolds(_ bytes: [UInt8], path: String) -> Bool {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var existing = [UInt8](repeating: 0, count: bytes.count + 1)
    var total = 0
    while total < existing.count {
        let count = existing.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + total, $0.count - total) }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { break }
        total += count
    }
    return total == bytes.count && memcmp(existing, bytes, total) == 0
}

/// Why `writeAtomically` failed, with the system's reason.
public struct FileWriteError: Error, LocalizedError, CustomStringConvertible {
    public var path: String
    public var code: Int32

    public var description: String { String(cString: strerror(code)) }
    public var errorDescription: String? { description }
}
