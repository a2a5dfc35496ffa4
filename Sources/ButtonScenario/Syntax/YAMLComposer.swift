/// Turns scenario text into a syntax tree, through libyaml, refusing anything whose cost would not be
/// bounded by the file's size.
///
/// `YAMLParser` resolves an alias by sharing the anchored node, so a "billion laughs" document composes
/// in linear memory; the blow-up only happens to whoever walks the tree. The walks are bounded here
/// (`countNodes`), except the duplicate-key check's: it hashes every mapping key, and hashing an alias
/// of a huge collection used as a key is exponential. That case is caught first,
/// on a copy of the text in which no alias can exist.
package enum YAMLComposer {
    static let maximumNodeCount = ScenarioLimits.maximumNodeCount

    /// Stands in for `*` in the alias-free copy: printable for libyaml, one scalar wide so that every
    /// line and column stays the same, and never the start of an alias.
    private static let aliasMarker: Unicode.Scalar = "\u{E000}"

    /// `isJSON`: `text` is JSON, read as RFC 8259 has it (`JSONText`), with positions in `text`.
    static func compose(_ text: String, file: String?, isJSON: Bool = false) throws(ScenarioError) -> SyntaxNode? {
        var json: JSONText?
        if isJSON {
            do throws(JSONText.LoneSurrogate) {
                json = try JSONText(text)
            } catch {
                throw ScenarioError(
                    code: .syntax, file: file, line: error.line, column: error.column,
                    message: "JSON syntax error: the escape \\\(error.escape.dropFirst()) is half of a UTF-16 surrogate pair "
                        + "without its other half; a character outside the BMP is written as a high and a low "
                        + "surrogate escape (\\uD83D\\uDE00) or as itself")
            }
        }
        guard let root = try composeNodes(json?.text ?? text, file: file, json: json) else { return nil }
        var builder = YAMLSyntaxBuilder(source: SourceText(text: text))
        return builder.syntaxTree(of: root)
    }

    /// The document's nodes, nil for an empty one, under the guards above and with positioned
    /// errors: for every YAML file ButtonLab reads (scenarios and `--symbols` files).
    package static func composeNodes(_ text: String, file: String?) throws(ScenarioError) -> YAMLNode? {
        try composeNodes(text, file: file, json: nil)
    }

    /// The same for `json`'s rewrite (`text`), positioned in the JSON text as written.
    private static func composeNodes(_ text: String, file: String?, json: JSONText?) throws(ScenarioError) -> YAMLNode? {
        let utf8 = text.utf8
        // Without an anchor an alias can only be undefined, which the parser reports before expanding anything.
        let mayHaveAliases = utf8.contains(UInt8(ascii: "&")) && utf8.contains(UInt8(ascii: "*"))
        if mayHaveAliases {
            var neutral = String.UnicodeScalarView()
            neutral.append(contentsOf: text.unicodeScalars.lazy.map { $0 == "*" ? aliasMarker : $0 })
            let aliasFree = try composeWithLibyaml(String(neutral), file: file, json: json)
            if let root = aliasFree, let problem = firstComplexKey(in: root) {
                throw ScenarioError(
                    code: problem.code, file: file, line: problem.node.mark.line,
                    column: problem.node.mark.column, message: problem.message)
            }
        }
        guard let root = try composeWithLibyaml(text, file: file, json: json) else { return nil }
        // Without aliases every node but an implicit null takes at least one character, and a null
        // needs an indicator or key before it, so a document has at most about two nodes a byte:
        // a short file cannot reach the limit and is not walked (a walk cost batches 4%).
        let mayExceed = mayHaveAliases || utf8.count >= maximumNodeCount / 4
        if mayExceed, countNodes(in: root, limit: maximumNodeCount) > maximumNodeCount {
            throw ScenarioError(
                code: .limit, file: file, line: root.mark.line, column: root.mark.column,
                message: mayHaveAliases
                    ? "the document has more than \(maximumNodeCount) YAML nodes once its aliases are expanded; "
                        + "a scenario has a few dozen (are aliases nested inside each other?)"
                    : "the document has more than \(maximumNodeCount) YAML nodes; a scenario has a few dozen")
        }
        return root
    }

    private static func composeWithLibyaml(_ text: String, file: String?, json: JSONText?) throws(ScenarioError) -> YAMLNode? {
        do throws(YAMLError) {
            return try YAMLParser.compose(text, json: json)
        } catch {
            throw diagnose(error, in: SourceText(text: text), file: file, json: json)
        }
    }

    /// A mapping key in the alias-free copy that is not a plain scalar: an alias or a collection.
    private static func firstComplexKey(in root: YAMLNode) -> (node: YAMLNode, code: DiagnosticCode, message: String)? {
        var pending = [root]
        while let node = pending.popLast() {
            switch node.content {
            case .mapping(let mapping):
                for (key, value) in mapping {
                    guard let text = key.scalarText else {
                        return (key, .type, "a mapping key must be a name, not a list or a mapping")
                    }
                    if text.unicodeScalars.contains(aliasMarker) {
                        return (key, .syntax, "an alias (*name) cannot be used as a mapping key")
                    }
                    pending.append(value)
                }
            case .sequence(let sequence):
                pending.append(contentsOf: sequence)
            case .scalar:
                break
            }
        }
        return nil
    }

    /// Nodes in the tree with aliases expanded, counting no further than just past `limit`.
    static func countNodes(in root: YAMLNode, limit: Int) -> Int {
        var count = 0
        var pending = [root]
        while let node = pending.popLast() {
            count += 1
            if count > limit { return count }
            switch node.content {
            case .mapping(let mapping):
                for (key, value) in mapping {
                    pending.append(key)
                    pending.append(value)
                }
            case .sequence(let sequence):
                pending.append(contentsOf: sequence)
            case .scalar:
                break
            }
        }
        return count
    }

    private static func diagnose(_ error: YAMLError, in source: SourceText, file: String?, json: JSONText?) -> ScenarioError {
        func restored(_ text: String) -> String {
            String(String.UnicodeScalarView(text.unicodeScalars.lazy.map { $0 == aliasMarker ? "*" : $0 }))
        }
        func syntaxError(_ context: YAMLError.Context?, _ problem: String, _ mark: YAMLMark) -> ScenarioError {
            var message = "YAML syntax error: \(problem)"
            if let context {
                message += " (\(context.text) at line \(context.mark.line), column \(context.mark.column))"
            }
            if source.scalar(line: mark.line, column: mark.column) == "\t" {
                message += "; YAML does not allow tabs for indentation, use spaces"
            }
            return ScenarioError(code: .syntax, file: file, line: mark.line, column: mark.column, message: message)
        }
        switch error {
        case .scanner(let context, let problem, let mark),
            .parser(let context, let problem, let mark),
            .composer(let context, let problem, let mark):
            return syntaxError(context, problem, mark)
        case .reader(let problem, let offset, _):
            let position = offset.map(source.position(ofCharacterOffset:)).map { json?.original(line: $0.line, column: $0.column) ?? $0 }
            return ScenarioError(
                code: .syntax, file: file, line: position?.line, column: position?.column,
                message: "cannot read the text: \(problem)")
        case .duplicatedKeys(let duplicates, let mark):
            if duplicates.contains(where: { $0.unicodeScalars.contains(aliasMarker) }) {
                return ScenarioError(
                    code: .syntax, file: file, line: mark.line, column: mark.column,
                    message: "an alias (*name) cannot be used as a mapping key")
            }
            let names = duplicates.map { "'\(restored($0))'" }.joined(separator: ", ")
            let noun = duplicates.count == 1 ? "key" : "keys"
            return ScenarioError(
                code: .duplicateKey, file: file, line: mark.line, column: mark.column,
                message: "duplicate \(noun) \(names) in the same mapping; each key may appear only once")
        case .memory:
            return ScenarioError(code: .syntax, file: file, message: "cannot parse the YAML: Memory error")
        }
    }
}
