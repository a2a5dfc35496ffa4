/// The composed node tree to the project's syntax tree, once: after this nothing touches `YAMLNode`.
///
/// The walk is iterative, since libyaml allows nesting a thousand levels deep, and expands aliases
/// (the composer has already bounded the expanded tree's size).
struct YAMLSyntaxBuilder {
    private let source: SourceText
    /// Only quoted scalars with escapes need a column table; without a `\` or a `'` in the file
    /// there are none, and no line is ever looked at.
    private let mayHaveEscapes: Bool
    /// Tables already computed, by position: an alias expands to the same scalar many times.
    private var tables: [SourcePosition: SyntaxScalar.Columns] = [:]
    /// The last column looked up, so that scalars met in file order are found by walking forward
    /// from the previous one instead of from the start of a (possibly very long) line.
    private var cursor: (position: SourcePosition, index: Substring.UnicodeScalarView.Index)?

    init(source: SourceText) {
        self.source = source
        mayHaveEscapes = source.text.utf8.contains { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "'") }
    }

    private enum Step {
        case visit(YAMLNode)
        case makeMapping(count: Int, position: SourcePosition?)
        case makeSequence(count: Int, position: SourcePosition?)
    }

    mutating func syntaxTree(of root: YAMLNode) -> SyntaxNode {
        var steps: [Step] = [.visit(root)]
        var made: [SyntaxNode] = []
        while let step = steps.popLast() {
            switch step {
            case .visit(let node):
                let position = SourcePosition(line: node.mark.line, column: node.mark.column)
                switch node.content {
                case .scalar(let text, let style):
                    made.append(.scalar(syntaxScalar(text, style: style, tag: node.tag, at: position), at: position))
                case .mapping(let mapping):
                    steps.append(.makeMapping(count: mapping.count, position: position))
                    for (key, value) in mapping.reversed() {
                        steps.append(.visit(value))
                        steps.append(.visit(key))
                    }
                case .sequence(let sequence):
                    steps.append(.makeSequence(count: sequence.count, position: position))
                    for item in sequence.reversed() { steps.append(.visit(item)) }
                }
            case .makeMapping(let count, let position):
                let children = made.suffix(2 * count)
                made.removeLast(2 * count)
                let entries = stride(from: children.startIndex, to: children.endIndex, by: 2).map {
                    SyntaxEntry(key: children[$0], value: children[$0 + 1])
                }
                made.append(.mapping(entries, at: position))
            case .makeSequence(let count, let position):
                let items = Array(made.suffix(count))
                made.removeLast(count)
                made.append(.sequence(items, at: position))
            }
        }
        return made[0]
    }

    private mutating func syntaxScalar(
        _ text: String, style written: YAMLScalarStyle, tag: String, at position: SourcePosition
    ) -> SyntaxScalar {
        let style: SyntaxScalar.Style
        var columns = SyntaxScalar.Columns.shifted(0)
        switch written {
        case .singleQuoted, .doubleQuoted:
            style = written == .singleQuoted ? .singleQuoted : .doubleQuoted
            columns = .shifted(1)
            if mayHaveEscapes {
                if let known = tables[position] {
                    columns = known
                } else {
                    columns = quotedColumns(text, at: position, doubleQuoted: style == .doubleQuoted)
                    tables[position] = columns
                }
            }
        case .literal: style = .literal
        case .folded: style = .folded
        case .any, .plain: style = .plain
        }
        return SyntaxScalar(text: text, style: style, value: ScalarValue(text, tag: tag), columns: columns)
    }

    /// Walks a quoted scalar's first line in the source alongside its decoded text: an escape (`\x41`,
    /// `''`) is wider in the file than the character it stands for.
    private mutating func quotedColumns(
        _ text: String, at position: SourcePosition, doubleQuoted: Bool
    ) -> SyntaxScalar.Columns {
        guard let line = source.line(position.line)?.unicodeScalars else { return .shifted(1) }
        var start = line.startIndex
        var column = 1
        if let cursor, cursor.position.line == position.line, cursor.position.column <= position.column {
            (start, column) = (cursor.index, cursor.position.column)
        }
        guard let quote = line.index(start, offsetBy: position.column - column, limitedBy: line.endIndex),
            quote < line.endIndex
        else { return .shifted(1) }
        cursor = (position, quote)
        var body = line[line.index(after: quote)...]
        var table = [1]
        var hasEscapes = false
        for decoded in text.unicodeScalars {
            if Character(decoded).isNewline { break }
            guard let first = body.first else { break }
            var width = 1
            if doubleQuoted && first == "\\" {
                switch body.dropFirst().first {
                case "x": width = 4
                // A JSON surrogate pair (`\ud83d\ude00`) is one character.
                case "u": width = Self.isSurrogatePair(body) ? 12 : 6
                case "U": width = 10
                default: width = 2
                }
            } else if !doubleQuoted && first == "'" {
                width = 2
            } else if doubleQuoted && first == "\"" {
                break
            }
            guard body.index(body.startIndex, offsetBy: width, limitedBy: body.endIndex) != nil else { break }
            body = body.dropFirst(width)
            hasEscapes = hasEscapes || width != 1
            table.append(table[table.count - 1] + width)
        }
        return hasEscapes ? .table(table) : .shifted(1)
    }

    /// Whether `text` starts with a high surrogate escape; the composer refused any that is not
    /// followed by a low one.
    private static func isSurrogatePair(_ text: Substring.UnicodeScalarView) -> Bool {
        let digits = text.dropFirst(2).prefix(4)
        return digits.count == 4 && UInt32(String(String.UnicodeScalarView(digits)), radix: 16).map { (0xD800..<0xDC00).contains($0) } == true
    }
}

extension ScalarValue {
    /// Resolves a scalar by its tag and, for plain scalars, by `resolvePlain`.
    init(_ text: String, tag: String) {
        switch tag {
        case "":
            // Quoted and block scalars arrive tagged `str`, so an implicit tag means a plain scalar.
            self = Self.resolvePlain(text)
        case YAMLTag.str, "!":
            self = .string(text)
        case YAMLTag.null:
            self = .null
        case YAMLTag.bool:
            switch Self.resolvePlain(text) {
            case .bool(let value): self = .bool(value)
            default: self = .string(text)
            }
        case YAMLTag.int, YAMLTag.float:
            switch Self.resolvePlain(text) {
            case .number(let value): self = .number(value)
            case .nonFinite(let written): self = .nonFinite(written)
            default: self = .string(text)
            }
        default:
            self = .unsupportedTag(tag)
        }
    }
}
