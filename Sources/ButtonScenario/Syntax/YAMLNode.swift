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
}

