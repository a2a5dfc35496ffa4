/// Where a scenario came from, as reports state it. Every input reader gives one; a new input format
/// adds a case here and its adapter, and the reports print it (docs/architecture.md).
public enum Provenance: Hashable, Sendable {
    /// A scenario file (YAML or JSON).
    case file(SourceFile)
    /// Scenario text read from standard input, named `<stdin>` in messages.
    case standardInput
    /// A button of an Interface Builder document: the file, the 1-based line and column of the
    /// button's start tag, its object id, and the start tag as text reports quote it
    /// (`<button id="…" userLabel="…">`), and the property of an outlet connected to it, which
    /// generated code names the button after.
    case interfaceBuilder(file: SourceFile, line: Int, column: Int, id: String, startTag: String, outlet: String? = nil)
    /// A button declared in Swift source: the file, the 1-based line and the declaration's name.
    case swiftSource(file: SourceFile, line: Int, name: String)

    /// What messages call standard input.
    public static let standardInputName = "<stdin>"

    /// The file the scenario was read from; nil for standard input.
    public var file: SourceFile? {
        switch self {
        case .file(let file): file
        case .standardInput: nil
        case .interfaceBuilder(let file, _, _, _, _, _), .swiftSource(let file, _, _): file
        }
    }

    /// The path diagnostics name: the file as given, or `<stdin>`.
    public var messagePath: String { file?.path ?? Self.standardInputName }
}

/// A file an input came from, by two names: `path` as the caller gave it (what messages print, so
/// an editor can open it) and `stated`, relative to the root given on the command line
/// (`stableSourcePath`), what JSON reports and goldens state so that every spelling of the command
/// line gives the same bytes.
public struct SourceFile: Hashable, Sendable {
    public var path: String
    public var stated: String

    /// `stated` nil: the path as given (no command-line root names the file).
    public init(path: String, stated: String? = nil) {
        self.path = path
        self.stated = stated ?? path
    }
}
