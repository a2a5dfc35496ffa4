/// A scenario as read, before any meaning is given to it: mappings with their keys in file order,
/// lists and scalars, each where the reader found it.
///
/// Readers (YAML and JSON in ButtonScenario, Interface Builder files in ButtonInterfaceBuilder) build this tree once; the schema's
/// validation and the builder only ever see it, so every reader gets the same checks and messages.
public struct SyntaxNode: Hashable, Sendable {
    public enum Content: Hashable, Sendable {
        /// Entries in file order. Keys may repeat or be non-scalars here: validation reports both.
        case mapping([SyntaxEntry])
        case sequence([SyntaxNode])
        case scalar(SyntaxScalar)
    }

    public var content: Content
    /// Where the node starts (for a quoted scalar, its opening quote); nil when the reader has no position.
    public var position: SourcePosition?

    public init(_ content: Content, at position: SourcePosition?) {
        self.content = content
        self.position = position
    }

    public static func mapping(_ entries: [SyntaxEntry], at position: SourcePosition?) -> SyntaxNode {
        SyntaxNode(.mapping(entries), at: position)
    }

    public static func sequence(_ items: [SyntaxNode], at position: SourcePosition?) -> SyntaxNode {
        SyntaxNode(.sequence(items), at: position)
    }

    public static func scalar(_ scalar: SyntaxScalar, at position: SourcePosition?) -> SyntaxNode {
        SyntaxNode(.scalar(scalar), at: position)
    }

    /// A plain (unquoted) scalar, resolved as YAML and JSON resolve one: `12` is a number, `true` a boolean.
    public static func plain(_ text: String, at position: SourcePosition?) -> SyntaxNode {
        SyntaxNode(.scalar(SyntaxScalar(text, style: .plain)), at: position)
    }

    /// Whether the node is the scalar null (`~`, `null`, or nothing at all).
    public var isNull: Bool {
        if case .scalar(let scalar) = content, scalar.value == .null { return true }
        return false
    }

    /// Where the character at `offset` of a scalar's text is in the file, for errors inside a value
    /// (an expression's unexpected character). A text that spans lines points at its start.
    public func position(ofCharacterOffset offset: Int) -> SourcePosition? {
        guard let position, case .scalar(let scalar) = content else { return position }
        let prefix = scalar.text.prefix(offset)
        guard !prefix.contains(where: \.isNewline) else { return position }
        let scalarsBefore = prefix.unicodeScalars.count
        switch scalar.columns {
        case .shifted(let shift):
            return SourcePosition(line: position.line, column: position.column + shift + scalarsBefore)
        case .table(let columns):
            let column = scalarsBefore < columns.count ? columns[scalarsBefore] : 1 + scalarsBefore
            return SourcePosition(line: position.line, column: position.column + column)
        }
    }
}

public struct SyntaxEntry: Hashable, Sendable {
    public var key: SyntaxNode
    public var value: SyntaxNode

    public init(key: SyntaxNode, value: SyntaxNode) {
        self.key = key
        self.value = value
    }
}

/// A scalar: its text after unquoting and unescaping, how it was written, and what it means.
public struct SyntaxScalar: Hashable, Sendable {
    public enum Style: Hashable, Sendable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    /// Where each Unicode scalar of `text` sits on the scalar's first line, relative to its node's column.
    public enum Columns: Hashable, Sendable {
        /// Scalar i of the text is `shift + i` columns after the node's start: 0 for plain scalars,
        /// 1 (the opening quote) for quoted scalars without escapes.
        case shifted(Int)
        /// `table[i]`: the columns after the node's start where scalar i is (escapes are wider than
        /// what they encode); past the table, `1 + i`.
        case table([Int])
    }

    public var text: String
    public var style: Style
    public var value: ScalarValue
    public var columns: Columns

    public init(text: String, style: Style, value: ScalarValue, columns: Columns) {
        self.text = text
        self.style = style
        self.value = value
        self.columns = columns
    }

    /// A scalar whose value follows from its style: a plain one resolves like YAML's core schema
    /// (numbers, booleans, null), a quoted or block one is a string.
    public init(_ text: String, style: Style) {
        let value: ScalarValue = style == .plain ? ScalarValue.resolvePlain(text) : .string(text)
        let quoted = style == .singleQuoted || style == .doubleQuoted
        self.init(text: text, style: style, value: value, columns: .shifted(quoted ? 1 : 0))
    }
}
