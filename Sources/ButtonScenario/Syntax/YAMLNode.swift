/// A 1-based line and column as libyaml reports them (columns count Unicode scalars).
package struct YAMLMark: Hashable, Sendable {
    package let line: Int
    package let column: Int
}

/// How a scalar was written, numbered as libyaml numbers `yaml_scalar_style_t`.
package enum YAMLScalarStyle: UInt32, Sendable {
    case any = 0, plain, singleQuoted, doubleQuoted, literal, folded
}

/// A composed YAML node: what libyaml's events describe, before any meaning is given to it.
///
/// A class, so that an alias is the anchored node itself (a "billion laughs" document composes in
/// linear memory) and so that resolving a key's tag is seen through every alias of it, as it was
/// when Yams composed the documents (see `YAMLKeys.resolveTags`).
package final class YAMLNode {
    package enum Content {
        case scalar(String, YAMLScalarStyle)
        case mapping([(key: YAMLNode, value: YAMLNode)])
        case sequence([YAMLNode])
    }

    package let content: Content
    /// The tag as written ("" when none, "!" for the non-specific tag, else the full tag
    /// `tag:yaml.org,2002:str`); a quoted or block scalar without a tag is `str`.
    package internal(set) var tag: String
    /// Where the node starts: its anchor, tag, opening quote or bracket.
    package let mark: YAMLMark

    init(_ content: Content, tag: String, mark: YAMLMark) {
        self.content = content
        self.tag = tag
        self.mark = mark
    }

    package var scalarText: String? {
        if case .scalar(let text, _) = content { return text }
        return nil
    }

    /// What Yams' `Node.string` gave: a scalar's text, or for a mapping the value of its `!!value` key.
    package var string: String? {
        switch content {
        case .scalar(let text, _): return text
        case .mapping(let pairs): return pairs.first { $0.key.tag == YAMLTag.value }?.value.string
        case .sequence: return nil
        }
    }
}

package enum YAMLTag {
    static let prefix = "tag:yaml.org,2002:"
    package static let str = prefix + "str"
    static let map = prefix + "map"
    static let seq = prefix + "seq"
    static let null = prefix + "null"
    static let bool = prefix + "bool"
    static let int = prefix + "int"
    static let float = prefix + "float"
    static let value = prefix + "value"
}

/// Why a document could not be composed: libyaml's own reports (problem, context, marks) and the
/// composer's, kept apart as Yams kept them, so that messages stay what they were.
package enum YAMLError: Error, Sendable {
    package struct Context: Sendable {
        package let text: String
        package let mark: YAMLMark
    }

    case memory
    /// `offset` counts Characters, nil when libyaml's byte offset is not on a Character boundary.
    case reader(problem: String, offset: Int?, value: Int32)
    case scanner(context: Context?, problem: String, mark: YAMLMark)
    case parser(context: Context?, problem: String, mark: YAMLMark)
    case composer(context: Context?, problem: String, mark: YAMLMark)
    /// Keys in the order Yams reported them (sorted), at the first occurrence of the first of them.
    case duplicatedKeys([String], mark: YAMLMark)

    /// The text Yams' `YamlError.description` gave, which `--symbols` messages quote.
    package func description(in yaml: String) -> String {
        let lines = YAMLErrorText(yaml)
        func context(_ context: Context?) -> String {
            context.map { "\($0.text) in line \($0.mark.line), column \($0.mark.column)\n" } ?? ""
        }
        switch self {
        case .memory:
            return "Memory error"
        case .reader(let problem, let offset, let value):
            guard let offset, let (line, column, contents) = lines.lineColumnAndContents(atCharacterOffset: offset) else {
                return "\(problem) at offset: \(offset.map { "Optional(\($0))" } ?? "nil"), value: \(value)"
            }
            return "\(line + 1):\(column + 1): error: reader: \(problem):\n" + YAMLErrorText.endingWithNewLine(contents)
                + String(repeating: " ", count: column) + "^"
        case .scanner(let ctx, let problem, let mark):
            return "\(mark.line):\(mark.column): error: scanner: \(context(ctx))\(problem):\n" + lines.snippet(at: mark)
        case .parser(let ctx, let problem, let mark):
            return "\(mark.line):\(mark.column): error: parser: \(context(ctx))\(problem):\n" + lines.snippet(at: mark)
        case .composer(let ctx, let problem, let mark):
            return "\(mark.line):\(mark.column): error: composer: \(context(ctx))\(problem):\n" + lines.snippet(at: mark)
        case .duplicatedKeys(let duplicates, let mark):
            let keys = duplicates.sorted().map { "'\($0)'" }.joined(separator: ", ")
            return "Parser: expected all keys to be unique but found the following duplicated key(s): \(keys).\n"
                + "Context:\n\(yaml) in line \(mark.line), column \(mark.column)\n"
        }
    }
}

/// Lines as Foundation's `NSString` line ranges cut them (LF, CR, CRLF, NEL, LS, PS), which is how
/// Yams quoted the offending line.
private struct YAMLErrorText {
    let text: String

    init(_ text: String) { self.text = text }

    private static func isLineBreak(_ character: Character) -> Bool {
        switch character {
        case "\n", "\r", "\r\n", "\u{85}", "\u{2028}", "\u{2029}": return true
        default: return false
        }
    }

    /// The (0-based) line containing `index`, its column in UTF-16 units, and its text with its break.
    private func lineStart(containing index: String.Index) -> (number: Int, start: String.Index, end: String.Index) {
        var number = 0
        var start = text.startIndex
        var position = text.startIndex
        while position < text.endIndex {
            let next = text.index(after: position)
            if Self.isLineBreak(text[position]) {
                if next > index { return (number, start, next) }
                number += 1
                start = next
            }
            position = next
        }
        return (number, start, text.endIndex)
    }

    func lineColumnAndContents(atCharacterOffset offset: Int) -> (Int, Int, String)? {
        guard let index = text.index(text.startIndex, offsetBy: offset, limitedBy: text.endIndex), index < text.endIndex
        else { return nil }
        let line = lineStart(containing: index)
        return (line.number, text.utf16.distance(from: line.start, to: index), String(text[line.start..<line.end]))
    }

    /// The mark's line (0-based `line - 1`; past the end, the last line) and a caret under its column.
    func snippet(at mark: YAMLMark) -> String {
        var number = 0
        // The first line, then one more per step while lines remain, as Yams' `substring(at:)`.
        var (start, end) = line(from: text.startIndex)
        while number < mark.line - 1 && end < text.endIndex {
            number += 1
            (start, end) = line(from: end)
        }
        let contents = text[start..<end]
        let scalars = contents.unicodeScalars
        let columnIndex =
            scalars.index(scalars.startIndex, offsetBy: mark.column - 1, limitedBy: scalars.endIndex) ?? contents.utf16.endIndex
        let column = contents.utf16.distance(from: contents.utf16.startIndex, to: columnIndex)
        return Self.endingWithNewLine(String(contents)) + String(repeating: " ", count: column) + "^"
    }

    private func line(from start: String.Index) -> (String.Index, String.Index) {
        var position = start
        while position < text.endIndex {
            let next = text.index(after: position)
            if Self.isLineBreak(text[position]) { return (start, next) }
            position = next
        }
        return (start, text.endIndex)
    }

    static func endingWithNewLine(_ text: String) -> String {
        switch text.unicodeScalars.last {
        case "\n", "\u{0B}", "\u{0C}", "\r", "\u{85}", "\u{2028}", "\u{2029}": return text
        default: return text + "\n"
        }
    }
}
