/// One problem found in an input (a scenario file, an Interface Builder document, standard input),
/// positioned like a compiler diagnostic. Data only: ButtonReports prints it as text or JSON, at the edge.
public struct Diagnostic: Hashable, Sendable {
    public enum Severity: String, Hashable, Sendable {
        case error, warning, note
    }

    /// Which text form the printer writes. Two forms exist because each is a contract of its own:
    /// scenario problems read like a compiler's, and Interface Builder import warnings keep
    /// docs/interface-builder.md's `FILE:LINE: warning [CODE]: message (NAME)`, which scripts grep
    /// by its bracketed code. JSON writes both alike.
    public enum Style: Hashable, Sendable {
        /// `file:line:column: severity: keyPath: message`.
        case compiler
        /// `file:line: severity [code]: message`: the code shown, no key path (§9.4).
        case taggedCode
    }

    public var severity: Severity
    /// What kind of problem, for tools: stable across releases, unlike the message.
    public var code: DiagnosticCode
    /// The input's path as the caller gave it; nil when the text did not come from a file.
    public var file: String?
    /// 1-based line, or nil when the problem concerns the whole file (too large, unreadable).
    public var line: Int?
    /// 1-based column, counted in Unicode scalars (as libyaml counts them).
    public var column: Int?
    /// Where in the scenario the problem is, e.g. `button.imageEdgeInsets.left` or
    /// `diagram.ghosts[0].rect[2]`; empty for problems that are not about one key (syntax errors).
    public var keyPath: String
    public var message: String
    /// More to say, each printed on a line of its own after the message.
    public var notes: [String]
    /// Which text form the printer writes; not part of the JSON form.
    public var style: Style
    /// The button the problem is about when its input holds several (an IB document); the printers
    /// name it before the key path and message, e.g. `button ID (NAME): keyPath: message`.
    public var subject: Subject?

    /// A button inside a larger input: where it came from and its scenario name.
    public struct Subject: Hashable, Sendable {
        public var provenance: Provenance
        public var name: String

        public init(provenance: Provenance, name: String) {
            self.provenance = provenance
            self.name = name
        }
    }

    /// Line and column together, or nil when either is unknown. `line` and `column` stay the stored
    /// form because some inputs know a line only (libxml2 gives an IB warning's element line, no column).
    public var position: SourcePosition? {
        get { line.flatMap { line in column.map { SourcePosition(line: line, column: $0) } } }
        set {
            line = newValue?.line
            column = newValue?.column
        }
    }

    public init(
        severity: Severity = .error, code: DiagnosticCode, file: String?, line: Int?, column: Int?,
        keyPath: String, message: String, notes: [String] = [], style: Style = .compiler, subject: Subject? = nil
    ) {
        self.severity = severity
        self.code = code
        self.file = file
        self.line = line
        self.column = column
        self.keyPath = keyPath
        self.message = message
        self.notes = notes
        self.style = style
        self.subject = subject
    }

    /// An error about an input as a whole (code `file`): missing, unreadable, too large, not UTF-8.
    public init(file: String?, line: Int?, column: Int?, keyPath: String, message: String) {
        self.init(code: .file, file: file, line: line, column: column, keyPath: keyPath, message: message)
    }
}

/// A diagnostic's kind, e.g. `unknown-key`; tools match on it, people read the message.
public struct DiagnosticCode: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    public var rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        self.init(rawValue: value)
    }

    public var description: String { rawValue }
    /// The input cannot be read as scenario text: missing, a directory, unreadable, over 1 MiB, not UTF-8.
    public static let file: DiagnosticCode = "file"
    /// Not well-formed YAML or JSON (libyaml's errors, several documents, an alias as a key).
    public static let syntax: DiagnosticCode = "syntax"
    /// Well-formed, but past a limit that keeps loading bounded (the number of nodes).
    public static let limit: DiagnosticCode = "limit"
    /// The same key twice in one mapping.
    public static let duplicateKey: DiagnosticCode = "duplicate-key"
    /// A key the schema does not have at that place; the message suggests the nearest one.
    public static let unknownKey: DiagnosticCode = "unknown-key"
    /// A value of the wrong kind: a string where a number goes, a mapping where a list goes.
    public static let type: DiagnosticCode = "type"
    /// A number outside its range: a negative size, a scale other than 1, 2 or 3.
    public static let range: DiagnosticCode = "range"
    /// A name that is not one of an enumeration's values.
    public static let unknownValue: DiagnosticCode = "unknown-value"
    /// A value of the right kind that is not acceptable: a name with a `/`, an empty file path.
    public static let value: DiagnosticCode = "value"
    /// Something required is not there: `button`, `size`, a ghost's `rect`.
    public static let missing: DiagnosticCode = "missing"
    /// Keys that contradict each other: size and frame, a rect with `layout: system`.
    public static let conflict: DiagnosticCode = "conflict"
    /// A rect expression that does not parse.
    public static let expression: DiagnosticCode = "expression"
    /// An image file that cannot be used: missing, not a PNG or JPEG, damaged.
    public static let imageFile: DiagnosticCode = "image-file"
    /// Valid, but not supported yet.
    public static let unsupported: DiagnosticCode = "unsupported"
    /// The engine refused a valid scenario: an override rect component evaluated to inf or NaN.
    public static let layout: DiagnosticCode = "layout"
    /// A result that cannot be written: a figure, a sidecar, an imported scenario, a page, a directory.
    public static let output: DiagnosticCode = "output"
    /// A command-line input that cannot be used: an `--element` no button has, a `--title` to
    /// measure without fonts, a `--diagram` path of no known format, an input that is no IB file.
    public static let input: DiagnosticCode = "input"
    /// A figure that cannot be drawn (too large, panels of different resolutions).
    public static let render: DiagnosticCode = "render"
    /// Two scenarios (or scenes) that would get one output name.
    public static let nameClash: DiagnosticCode = "name-clash"
    /// Interface Builder: a file that yields nothing (malformed XML, a limit, an encoding, a DTD).
    public static let unreadable: DiagnosticCode = "unreadable"
    /// Interface Builder: a document that is not an iOS one.
    public static let refused: DiagnosticCode = "refused"
    /// Interface Builder: one button that cannot be mapped (no frame, a bad number); it is skipped.
    public static let badButton: DiagnosticCode = "bad-button"
    /// Not a failure: a scenario a command has nothing to do with (a trace scenario without
    /// `button.size` for `layout`, a scenario without `trace:` for `trace`).
    public static let notApplicable: DiagnosticCode = "not-applicable"
    /// A warning: characters no bundled font draws; the figure shows boxes for them.
    public static let missingGlyph: DiagnosticCode = "missing-glyph"
    /// A warning: under a fixed frame one state's title is truncated while another state's fits (states.md AS7).
    public static let truncatedInOneState: DiagnosticCode = "truncated-in-one-state"
    /// A note: an Interface Builder file with no iOS button.
    public static let noButtons: DiagnosticCode = "no-buttons"
}
