/// What a Swift file sets up, as values (docs/swift-source.md): the buttons with their resolved and
/// unresolved properties, where each statement is, and the file's own problems. No JSON or YAML here:
/// ButtonReports prints it, ButtonLabKit turns each button into a scenario.
public struct SwiftSourceFile: Hashable, Sendable {
    /// The path as the caller gave it.
    public var path: String
    public var buttons: [SwiftButton]
    /// Lints (S6) and notes about the file, positioned; a parse error is a failure, not one of these.
    public var diagnostics: [Diagnostic]

    public init(path: String, buttons: [SwiftButton], diagnostics: [Diagnostic]) {
        self.path = path
        self.buttons = buttons
        self.diagnostics = diagnostics
    }
}

/// Which of UIKit's layouts the button's code relies on (S1).
public enum SwiftButtonAPI: String, Hashable, Sendable {
    case legacy, configuration, subclass
}

/// A resolved value in the spec's formats: numbers as numbers, enum cases as names without the dot.
public enum SwiftValue: Hashable, Sendable {
    case number(Double)
    case string(String)
    /// An enum case or option name, `semibold`, `system`, `leading`.
    case name(String)
    case bool(Bool)
    /// Frames, sizes and insets, in the order the key's doc gives.
    case numbers([Double])
    /// `UIImage(named:)`.
    case imageNamed(String)
    /// `UIImage(systemName:)`.
    case imageSymbol(String)
    /// A rect in the scenario's expression names (`[0, cw, cw, ch - cw]`), from a subclass override.
    case rectExpression([String])
    /// `setAttributedTitle(_:for:)` of a state other than `.normal`: one run with its font's size and
    /// weight or its text style (states.md AS7's `attributedTitles`).
    case attributedTitle(text: String, size: Double?, weight: String?, textStyle: String?)
}

/// Where a statement is: its syntax range, for edits made later (`migrate --fix`), and its first line.
public struct SwiftSourceRange: Hashable, Sendable {
    public var start: SourcePosition
    public var end: SourcePosition
    /// UTF-8 offsets of the statement in the file, trivia excluded.
    public var utf8Offsets: Range<Int>

    public init(start: SourcePosition, end: SourcePosition, utf8Offsets: Range<Int>) {
        self.start = start
        self.end = end
        self.utf8Offsets = utf8Offsets
    }
}

/// One resolved property: the scenario key (dotted from `button:`), its value, and the statement that set it last.
public struct SwiftProperty: Hashable, Sendable {
    public var key: String
    public var value: SwiftValue
    public var statement: SwiftSourceRange

    public init(key: String, value: SwiftValue, statement: SwiftSourceRange) {
        self.key = key
        self.value = value
        self.statement = statement
    }
}

/// A key the code sets but whose value the file does not give, with why (S2).
public struct SwiftUnresolved: Hashable, Sendable {
    public var key: String
    public var line: Int
    public var why: String

    public init(key: String, line: Int, why: String) {
        self.key = key
        self.line = line
        self.why = why
    }
}

/// `titleLabel?.text = "X"` and the like: the subview property written and its value when resolved.
public struct SwiftDirectWrite: Hashable, Sendable {
    public var path: String
    public var value: SwiftValue?
    public var position: SourcePosition
}

/// One button the file sets up (S1).
public struct SwiftButton: Hashable, Sendable {
    /// The variable or property name, or the subclass's name.
    public var name: String
    /// The declaration line that names it.
    public var line: Int
    public var column: Int
    public var api: SwiftButtonAPI
    /// `UIButton` or the same-file subclass it is an instance of.
    public var className: String
    /// Resolved properties, in the order the keys were first set.
    public var properties: [SwiftProperty]
    public var unresolved: [SwiftUnresolved]
    /// `FILESTEM-BUTTONNAME` in kebab case, unique in the file.
    public var scenarioName: String
    /// Every statement recognised for the button, in file order, with the key it sets.
    public var statements: [(key: String, range: SwiftSourceRange)]
    /// Content written into `titleLabel`/`imageView` directly (trace-model §10), in file order.
    public var directWrites: [SwiftDirectWrite] = []

    public init(
        name: String, line: Int, column: Int, api: SwiftButtonAPI, className: String, properties: [SwiftProperty],
        unresolved: [SwiftUnresolved], scenarioName: String, statements: [(key: String, range: SwiftSourceRange)]
    ) {
        self.name = name
        self.line = line
        self.column = column
        self.api = api
        self.className = className
        self.properties = properties
        self.unresolved = unresolved
        self.scenarioName = scenarioName
        self.statements = statements
    }

    /// The resolved value of `key`, if any.
    public subscript(key: String) -> SwiftValue? { properties.first { $0.key == key }?.value }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.name == rhs.name && lhs.line == rhs.line && lhs.column == rhs.column && lhs.api == rhs.api
            && lhs.className == rhs.className && lhs.properties == rhs.properties && lhs.unresolved == rhs.unresolved
            && lhs.scenarioName == rhs.scenarioName && lhs.statements.map(\.key) == rhs.statements.map(\.key)
            && lhs.statements.map(\.range) == rhs.statements.map(\.range)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(line)
        hasher.combine(scenarioName)
    }
}
