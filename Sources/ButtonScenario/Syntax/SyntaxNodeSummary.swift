/// How a syntax node reads in the scenario loader's messages; the tree itself lives in ButtonCore.
extension SyntaxNode {
    /// How the value reads in a message: "a mapping", "the number 12", "the string 'abc'".
    var summary: String {
        switch content {
        case .mapping: return "a mapping"
        case .sequence(let items): return "a list of \(items.count) item\(items.count == 1 ? "" : "s")"
        case .scalar(let scalar):
            switch scalar.value {
            case .null: return "null"
            case .bool(let value): return "the boolean \(value)"
            case .number: return "the number \(scalar.text)"
            case .nonFinite(let written): return written
            case .string(let text):
                // At most 40 characters of the value's first line, whatever the file holds.
                let firstLine = text.prefix { !$0.isNewline }
                let shown = firstLine.count > 40 || firstLine.count < text.count ? firstLine.prefix(37) + "..." : text
                return "the string '\(shown)'"
            case .unsupportedTag(let tag): return "a value tagged \(tag)"
            }
        }
    }

    /// A scalar's text as written, for "found …" in messages; a summary for anything else.
    var scalarText: String {
        if case .scalar(let scalar) = content { return scalar.text }
        return summary
    }
}
