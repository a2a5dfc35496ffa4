import ButtonDiagram

/// One figure format's facts, declared once by its backend: what `--format` calls it, the file
/// extension, whether it is pixels, and how `check` keeps goldens of it. Callers look these up in
/// the table (`FigureFormat.all`) instead of switching over formats.
package struct FigureFormat: Hashable, Sendable, CustomStringConvertible {
    /// Its name in `--format` and, lower-case, the file extension that selects it (`-o FILE`, `--diagram FILE`).
    package let name: String
    /// Pixels (drawn at the list's pixels per point) rather than vectors or text.
    package let isRaster: Bool
    /// How `check` compares a golden of this format, or nil when no golden is kept.
    package let golden: GoldenKind?

    package var fileExtension: String { name }
    package var description: String { name }

    package init(name: String, isRaster: Bool, golden: GoldenKind?) {
        self.name = name
        self.isRaster = isRaster
        self.golden = golden
    }

    // Equal formats are the same table entry: the name is the identity.
    package static func == (a: FigureFormat, b: FigureFormat) -> Bool { a.name == b.name }
    package func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// How a golden file of a figure format is compared, and how large one may be
/// (as swift-snapshot-testing's `Diffing` travels with its `Snapshotting`).
package struct GoldenKind: Hashable, Sendable {
    package enum Comparison: Hashable, Sendable {
        /// Decoded and compared pixel by pixel within the comparison options.
        case pixels
        /// As UTF-8 text, line by line.
        case lines
    }

    package var comparison: Comparison
    /// Per golden file, far above any figure the size limits allow.
    package var maximumBytes: Int
    /// A scenario without this golden is missing its golden; without `--strict`, any other format's
    /// golden may be absent with a note.
    package var isRequired: Bool

    package init(comparison: Comparison, maximumBytes: Int, isRequired: Bool) {
        self.comparison = comparison
        self.maximumBytes = maximumBytes
        self.isRequired = isRequired
    }
}

/// What a backend may draw with: the fonts (raster and PDF backends) and how an SVG refers to a
/// file image (a `data:` URI to embed it, or a link).
package struct FigureResources: Sendable {
    /// nil: the standard library, loaded on first use.
    package var fonts: FontLibrary?
    package var imageHref: @Sendable (String) throws -> String

    package init(fonts: FontLibrary?, imageHref: @escaping @Sendable (String) throws -> String = { percentEncodedPath($0) }) {
        self.fonts = fonts
        self.imageHref = imageHref
    }
}

/// A figure backend: a display list to the bytes of one file. One value per format, each carrying
/// its format's facts, as swift-snapshot-testing has one `Snapshotting` value per format.
package protocol FigureBackend: Sendable {
    var format: FigureFormat { get }
    func render(_ list: DisplayList, with resources: FigureResources) throws -> [UInt8]
}

/// One drawing's files by format, kept in the table's order (png, svg, pdf) whatever order they
/// were drawn in, so that files are listed and written in a stable order.
package struct FigureFiles: Sendable {
    package private(set) var files: [(format: FigureFormat, bytes: [UInt8])] = []

    package init() {}

    package subscript(format: FigureFormat) -> [UInt8]? {
        get { files.first { $0.format == format }?.bytes }
        set {
            files.removeAll { $0.format == format }
            guard let newValue else { return }
            let rank = { (f: FigureFormat) in FigureFormat.all.firstIndex(of: f) ?? Int.max }
            let index = files.firstIndex { rank($0.format) > rank(format) } ?? files.count
            files.insert((format, newValue), at: index)
        }
    }

    /// `list` drawn by each of `formats`' backends.
    package init(_ list: DisplayList, formats: Set<FigureFormat>, resources: FigureResources) throws {
        for format in FigureFormat.ordered(formats) { files.append((format, try format.backend.render(list, with: resources))) }
    }
}

/// Every figure backend, in the order files are listed and written (png, svg, pdf): the one table
/// of formats. Adding a backend is its file and one line here (docs/architecture.md).
package let figureBackends: [any FigureBackend] = [PNGBackend(), SVGBackend(), PDFBackend()]

extension FigureFormat {
    package static let png = PNGBackend().format
    package static let svg = SVGBackend().format
    package static let pdf = PDFBackend().format

    /// Every format, in the table's order.
    package static let all = figureBackends.map(\.format)

    /// The format `--format` calls `name` (any case), or nil.
    package init?(named name: some StringProtocol) {
        let lowered = name.lowercased()
        guard let format = Self.all.first(where: { $0.name == lowered }) else { return nil }
        self = format
    }

    /// The format a file's extension selects (any case), or nil when the last path component has none.
    package init?(forPath path: String) {
        guard let dot = path.lastIndex(of: "."), !path[path.index(after: dot)...].contains("/") else { return nil }
        self.init(named: path[path.index(after: dot)...])
    }

    /// "png, svg, pdf": the names `--format` accepts.
    package static var names: String { all.map(\.name).joined(separator: ", ") }

    /// ".png, .svg or .pdf": the extensions a figure file may have.
    package static var fileExtensions: String {
        let dotted = all.map { "." + $0.fileExtension }
        return dotted.dropLast().joined(separator: ", ") + " or " + dotted.last!
    }

    /// The backend that draws this format.
    package var backend: any FigureBackend { figureBackends.first { $0.format == self }! }

    /// `formats` in the table's order.
    package static func ordered(_ formats: Set<FigureFormat>) -> [FigureFormat] { all.filter(formats.contains) }
}
