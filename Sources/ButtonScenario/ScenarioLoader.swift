import ButtonFiles
import ButtonLayout
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads scenario files (YAML or JSON, see scenario-format.md) into validated `Scenario`s.
///
/// Every problem in a file is reported at once, each with its line, column and key path; nothing
/// about the input can make loading slow, allocate without bound or crash.
public struct ScenarioLoader: Sendable {
    /// Files larger than this are refused before parsing.
    public static let maximumFileSize = ScenarioLimits.maximumFileSize

    /// Images with more pixels than this are refused from their header, before they are decoded.
    public var maximumImagePixels = ImageLimits.maximumImagePixels

    /// Measures titles that give no `size`; without one, such titles are an error.
    public var textMeasurer: (any TextMeasuring)?

    /// Why there is no `textMeasurer`, for the error of a title without a size ("the stand-in fonts
    /// are missing: …"); nil: no measurer was given.
    public var measuringUnavailable: String?

    /// Font files the user brings (`--fonts DIR`, `--system-font FILE`), which measure the titles they cover.
    public var userFonts = UserFonts()

    /// What the layout measures truncated titles with: the same fonts, corrected toward SF (R6.3, R15).
    public var titleMeasurer: (any TitleMeasuring)? { textMeasurer.map { SystemFontMeasurer(base: $0, userFonts: userFonts) } }

    /// What a configuration's labels are measured with: UILabel-like sizes over the same fonts.
    public var labelMeasurer: SystemLabelMeasurer? { textMeasurer.map { SystemLabelMeasurer(base: SystemFontMeasurer(base: $0, userFonts: userFonts)) } }

    public init(textMeasurer: (any TextMeasuring)? = nil) {
        self.textMeasurer = textMeasurer
    }

    /// Loads the scenario file at `path`. Its default name is the file's base name without extension,
    /// and image `file:` paths are relative to its directory.
    public func load(path: String) throws(ScenarioError) -> Scenario {
        let bytes: [UInt8]
        do {
            // Opened without following a link and without blocking; a FIFO, device or directory
            // is refused by what was opened. One byte more than allowed is read to tell "too
            // large" apart from "exactly the limit", whatever size the file claims.
            bytes = try OpenedFile.open(atPath: path).readAll(maximumBytes: Self.maximumFileSize)
        } catch {
            throw ScenarioError(file: path, message: Self.message(for: error))
        }
        return try load(bytes: bytes, path: path)
    }

    /// Loads scenario bytes read elsewhere (standard input): checked to be UTF-8 like a file's,
    /// then parsed as `parse(_:path:baseName:isJSON:)` does.
    public func load(bytes: [UInt8], path: String, baseName: String? = nil, isJSON: Bool? = nil) throws(ScenarioError) -> Scenario {
        guard bytes.count <= Self.maximumFileSize else {
            throw ScenarioError(file: path, message: Self.tooLargeMessage)
        }
        try Self.requireUTF8(bytes, path: path)
        return try parse(String(decoding: bytes, as: UTF8.self), path: path, baseName: baseName, isJSON: isJSON)
    }

    /// Parses scenario text. `path` is used for messages, to recognise JSON (`.json`) and to resolve
    /// image files (relative to the current directory when nil); `baseName` is the default name,
    /// else the base name of `path`, else "scenario". `isJSON` nil: JSON when `path` ends in `.json`.
    public func parse(_ text: String, path: String? = nil, baseName: String? = nil, isJSON: Bool? = nil) throws(ScenarioError) -> Scenario {
        guard text.utf8.count <= Self.maximumFileSize else {
            throw ScenarioError(file: path, message: Self.tooLargeMessage)
        }
        let isJSON = isJSON ?? (path?.lowercased().hasSuffix(".json") ?? false)
        let root = try YAMLComposer.compose(text, file: path, isJSON: isJSON)
        // Not a mapping at all: the file is not a scenario (a key, a password file); nothing of it is quoted.
        if let root, case .scalar(let scalar) = root.content, case .string = scalar.value {
            throw ScenarioError(
                file: path, line: root.position?.line, column: root.position?.column,
                message: "expected a mapping of name, caption, button and diagram, found text (this file is not a scenario)")
        }
        return try build(root, file: path, defaultName: baseName ?? path.map(Self.baseName(of:)) ?? "scenario")
    }

    /// Validates and builds a scenario that another reader (an Interface Builder file, say) has
    /// already turned into a syntax tree, with the same checks and messages as YAML and JSON files.
    /// `file` is used for messages and to resolve image files (relative to its directory);
    /// `defaultName` is the name when the tree has no `name`.
    public func load(syntax root: SyntaxNode, file: String?, defaultName: String) throws(ScenarioError) -> Scenario {
        try build(root, file: file, defaultName: defaultName)
    }

    private func build(_ root: SyntaxNode?, file: String?, defaultName: String) throws(ScenarioError) -> Scenario {
        let directory = file.map { URL(fileURLWithPath: $0).deletingLastPathComponent().standardizedFileURL.path } ?? ""
        let maximumImagePixels = self.maximumImagePixels
        let environment = ScenarioEnvironment(
            file: file,
            defaultName: defaultName,
            textMeasurer: textMeasurer,
            measuringUnavailable: measuringUnavailable ?? "no fonts were given to measure it with",
            userFonts: userFonts,
            loadImage: { readImageFile($0, beneath: directory, maximumPixels: maximumImagePixels) }
        )
        var builder = ScenarioBuilder(environment: environment)
        let scenario = builder.build(root: root)
        guard let scenario, builder.diagnostics.isEmpty else {
            throw ScenarioError(diagnostics: Self.sorted(builder.diagnostics))
        }
        // A name given in the file was checked; one taken from the file's own name is checked here.
        if let problem = SchemaValidator.problemWithFileName(scenario.name) {
            throw ScenarioError(
                file: file,
                message: "the scenario is named after its file, '\(scenario.name)', and \(problem); "
                    + "rename the file or give the scenario a `name:`")
        }
        return scenario
    }

    /// Refuses bytes that are not UTF-8, at the line and column of the first bad byte.
    static func requireUTF8(_ bytes: [UInt8], path: String) throws(ScenarioError) {
        if let offset = firstInvalidUTF8Offset(bytes) {
            let position = position(ofByteOffset: offset, in: bytes)
            throw ScenarioError(
                file: path, line: position.line, column: position.column,
                message:
                    "the file is not valid UTF-8 (invalid byte 0x\(String(bytes[offset], radix: 16, uppercase: true)))")
        }
    }

    static func message(for error: FileError) -> String {
        switch error.reason {
        case .notFound: "no such file"
        case .notRegularFile(kind: "a directory"): "is a directory, not a scenario file"
        case .tooLarge: tooLargeMessage
        case .symbolicLink: "is a symbolic link; scenario files are only read from regular files, never through a link"
        case .system(let text): "cannot read the file: \(text)"
        case .notRegularFile(let kind): "is \(kind), not a scenario file"
        default: error.reasonText
        }
    }

    private static let tooLargeMessage =
        "the file is larger than \(ScenarioLimits.maximumFileSizeText); scenario files are a few hundred bytes, "
        + "so this is not one"

    /// The file name without its directory and its last extension: `a/b/fig-3.yaml` → `fig-3`.
    static func baseName(of path: String) -> String {
        // The last component by hand, as URL's `lastPathComponent` gives it (trailing slashes
        // ignored): URL's own builds a Set<UInt8>, whose first use costs every process a scan of
        // the protocol conformance records.
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        let name = trimmed == "/" ? "/" : String(trimmed.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// File order, so that the list reads top to bottom like the file.
    private static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            let left = (a.element.line ?? 0, a.element.column ?? 0, a.offset)
            let right = (b.element.line ?? 0, b.element.column ?? 0, b.offset)
            return left < right
        }.map(\.element)
    }
}
