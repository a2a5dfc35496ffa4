import ButtonFiles
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

public enum IBLayoutDirection: String, CaseIterable, Hashable, Sendable {
    case leftToRight, rightToLeft
}

/// Measures titles in real font files (`--fonts DIR`): the shaped single-line size of `text` in the
/// face with this PostScript name; nil when no file provides that face.
public protocol IBFontFaceMeasuring: Sendable {
    func measure(_ text: String, postScriptName: String, pointSize: Double) -> (width: Double, height: Double)?
}

/// §9.2's options that change what an import produces.
public struct InterfaceBuilderOptions: Sendable {
    /// `--layout-direction`: the app's language is not in the file.
    public var layoutDirection: IBLayoutDirection
    /// `--scale`: 1, 2 or 3.
    public var scale: Int
    /// `--state`: the scenario's `state:`, instead of the union of `enabled`/`selected`/`highlighted`.
    public var state: ControlState?
    /// `--symbols FILE`: measured SF Symbol metrics by symbol name.
    public var symbols: [String: IBSymbolMetrics]
    /// `--fonts DIR`: measures titles set in named fonts.
    public var fontFaces: (any IBFontFaceMeasuring)?
    /// `--element ID` (repeatable): only these buttons, and scenes holding one of them; nil: all.
    public var elementIDs: Set<String>?

    public init(
        layoutDirection: IBLayoutDirection = .leftToRight, scale: Int = 2, state: ControlState? = nil,
        symbols: [String: IBSymbolMetrics] = [:], fontFaces: (any IBFontFaceMeasuring)? = nil,
        elementIDs: Set<String>? = nil
    ) {
        self.layoutDirection = layoutDirection
        self.scale = scale
        self.state = state
        self.symbols = symbols
        self.fontFaces = fontFaces
        self.elementIDs = elementIDs
    }
}

/// Where a button came from: the layout object's `source` (§9.1).
public struct IBSource: Hashable, Sendable {
    /// The path as the caller gave it.
    public var file: String
    /// 1-based line and column of the `<button` tag.
    public var line: Int
    public var column: Int
    public var id: String
    /// The document's `toolsVersion`, for the YAML header.
    public var toolsVersion: String?
    /// The path as the layout object states it, the same however the command line spelled it
    /// (`stableSourcePath`); nil: `file`.
    public var stableFile: String? = nil
}

/// One `<button>` as a scenario.
public struct IBImportedButton: Hashable, Sendable {
    /// `<stem>-<part>`, unique in its file (§9.1).
    public var name: String
    public var caption: String
    public var source: IBSource
    public var userLabel: String?
    /// The title it shows (state or configuration), for legends; nil without one.
    public var title: String?
    /// `custom` or `system` (legacy), or the configuration's style.
    public var kind: String
    public var isConfiguration: Bool
    /// The frame in its root view's coordinates (the scenario's `frame`).
    public var frame: Rect
    /// Hidden itself or inside a hidden view: drawn dashed in scene figures.
    public var isHidden: Bool
    /// The scenario: `name`, `caption`, `button`, keys in the order written.
    public var scenario: ScenarioTree
    public var warnings: [IBWarning]
    /// `key: value` lines of legacy data a configuration makes UIKit ignore.
    public var droppedLegacyValues: [String]
    /// `<button id="…" userLabel="…">`, for the YAML header.
    public var sourceElement: String
    /// The property of the first `<outlet>` connected to it (`shareButton`), which code for it is named after.
    public var outlet: String? = nil
}

/// Everything one IB file gave.
public struct IBFileImport: Hashable, Sendable {
    public var file: String
    /// nil when the file was refused or unreadable.
    public var document: IBDocumentInfo?
    /// Every mapped button in document order (filtered by `elementIDs`).
    public var buttons: [IBImportedButton]
    /// §9.6: one per storyboard scene or XIB top-level view with buttons.
    public var scenes: [IBScene]
    /// Refusals, malformed XML, limits (the file yields nothing) and skipped buttons.
    public var errors: [Diagnostic]
    /// Remarks that are not errors: "no iOS buttons".
    public var notes: [String]

    /// True when the file was read and recognised (even if some buttons were skipped).
    public var wasRead: Bool { document != nil }
}

public enum InterfaceBuilder {
    /// 8 MiB: IB files can be large (scenarios keep 1 MiB).
    public static let maximumFileSize = MarkupReader.maximumFileSize
    public static let maximumButtons = MarkupReader.maximumButtons

    /// `.xib` and `.storyboard`, in any case (§9.1).
    public static func isDocumentPath(_ path: String) -> Bool {
        let lowered = path.lowercased()
        return lowered.hasSuffix(".xib") || lowered.hasSuffix(".storyboard")
    }

    /// Directories that directory walks skip (§9.1): bundles of Xcode that hold no IB source.
    public static func skipsDirectory(named name: String) -> Bool {
        let lowered = name.lowercased()
        return name.hasPrefix(".") || [".xcassets", ".xcodeproj", ".xcworkspace", ".storyboardc"].contains {
            lowered.hasSuffix($0)
        }
    }

    /// Reads and maps one file. Never throws: every problem is a diagnostic in the result.
    public static func importFile(atPath path: String, options: InterfaceBuilderOptions = .init()) -> IBFileImport {
        let unreadable = { (message: String) in
            IBFileImport(
                file: path, document: nil, buttons: [], scenes: [],
                errors: [Diagnostic(interfaceBuilder: .unreadable, file: path, position: nil, message: message)], notes: [])
        }
        // Read like every input (security.md §1): no link, no FIFO or device, at most the limit.
        let bytes: [UInt8]
        do {
            bytes = try OpenedFile.open(atPath: path).readAll(maximumBytes: maximumFileSize)
        } catch {
            switch error.reason {
            case .symbolicLink:
                return unreadable("is a symbolic link; Interface Builder files are only read from regular files, never through a link")
            case .notRegularFile(let kind):
                return unreadable("is \(kind), not an Interface Builder file")
            case .tooLarge:
                return unreadable(tooLargeMessage)
            default:
                return unreadable("cannot read the file")
            }
        }
        return importDocument(bytes, path: path, options: options)
    }

    private static let tooLargeMessage = "the file is larger than 8 MiB, the limit for Interface Builder files"

    /// Maps a document's bytes; `path` names it in diagnostics, names and sources.
    public static func importDocument(
        _ bytes: [UInt8], path: String, options: InterfaceBuilderOptions = .init()
    ) -> IBFileImport {
        var result = IBFileImport(file: path, document: nil, buttons: [], scenes: [], errors: [], notes: [])
        guard bytes.count <= maximumFileSize else {
            result.errors.append(
                Diagnostic(interfaceBuilder: .unreadable, file: path, position: nil,
                    message: tooLargeMessage))
            return result
        }
        let tree: MarkupTree
        switch MarkupReader.read(bytes) {
        case .failure(let problem):
            result.errors.append(
                Diagnostic(interfaceBuilder: .unreadable, file: path, position: problem.position, message: problem.message))
            return result
        case .success(let read):
            tree = read
        }
        switch recognise(tree) {
        case .refused(let reason):
            result.errors.append(Diagnostic(interfaceBuilder: .refused, file: path, position: nil, message: "refused: \(reason)"))
            return result
        case .iOS(let info):
            result.document = info
            DocumentImporter(tree: tree, info: info, path: path, options: options).run(into: &result)
            return result
        }
    }
}
