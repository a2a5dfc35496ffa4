import Yams

/// Turns scenario text into a syntax tree, through Yams, refusing anything whose cost would not be
/// bounded by the file's size.
///
/// Yams resolves an alias by sharing the anchored node, so a "billion laughs" document composes in
/// linear memory; the blow-up only happens to whoever walks the tree. Two walks are ours to bound
/// (`countNodes`), but one is Yams' own: to detect duplicate keys it hashes every mapping key, and
/// hashing an alias of a huge collection used as a key is exponential. That case is caught first,
/// on a copy of the text in which no alias can exist.
enum YAMLComposer {
    static let maximumNodeCount = ScenarioLimits.maximumNodeCount

    /// Stands in for `*` in the alias-free copy: printable for libyaml, one scalar wide so that every
    /// line and column stays the same, and never the start of an alias.
    private static let aliasMarker: Unicode.Scalar = "\u{E000}"

    static func compose(_ text: String, file: String?) throws(ScenarioError) -> SyntaxNode? {
        let utf8 = text.utf8
        // Without an anchor an alias can only be undefined, which Yams reports before expanding anything.
        let mayHaveAliases = utf8.contains(UInt8(ascii: "&")) && utf8.contains(UInt8(ascii: "*"))
        if mayHaveAliases {
            var neutral = String.UnicodeScalarView()
            neutral.append(contentsOf: text.unicodeScalars.lazy.map { $0 == "*" ? aliasMarker : $0 })
            let aliasFree = try composeWithYams(String(neutral), file: file)
            if let root = aliasFree, let problem = firstComplexKey(in: root) {
                throw ScenarioError(
                    code: problem.code, file: file, line: problem.node.mark?.line,
                    column: problem.node.mark?.column, message: problem.message)
            }
        }
        guard let root = try composeWithYams(text, file: file) else { return nil }
        // Without aliases every node but an implicit null takes at least one character, and a null
        // needs an indicator or key before it, so a document has at most about two nodes a byte:
        // a short file cannot reach the limit and is not walked (a walk cost batches 4%).
        let mayExceed = mayHaveAliases || utf8.count >= maximumNodeCount / 4
        if mayExceed, countNodes(in: root, limit: maximumNodeCount) > maximumNodeCount {
            throw ScenarioError(
                code: .limit, file: file, line: root.mark?.line, column: root.mark?.column,
                message: mayHaveAliases
                    ? "the document has more than \(maximumNodeCount) YAML nodes once its aliases are expanded; "
                        + "a scenario has a few dozen (are aliases nested inside each other?)"
                    : "the document has more than \(maximumNodeCount) YAML nodes; a scenario has a few dozen")
        }
        var builder = YAMLSyntaxBuilder(source: SourceText(text: text))
        return builder.syntaxTree(of: root)
    }

    private static func composeWithYams(_ text: String, file: String?) throws(ScenarioError) -> Node? {
        do {
            // The basic resolver: scalars are resolved by ScalarValue (YAML and JSON alike), and the
            // default one compiles a dozen regular expressions on first use, a millisecond per process.
            // No constructor maps either: nodes are only composed, never turned into Swift values
            // (`Node.any`), and `Constructor.default` builds three dictionaries keyed by
            // `Tag.Name` — a scan of every protocol conformance record, ~0.1 ms per process.
            let constructor = Constructor(Constructor.ScalarMap(), Constructor.MappingMap(), Constructor.SequenceMap())
            let parser = try Parser(yaml: text, resolver: .basic, constructor: constructor, encoding: .utf8)
            return try parser.singleRoot()
        } catch let error as YamlError {
            throw diagnose(error, in: SourceText(text: text), file: file)
        } catch {
            throw ScenarioError(code: .syntax, file: file, message: "cannot parse the YAML: \(error)")
        }
    }

    /// A mapping key in the alias-free copy that is not a plain scalar: an alias or a collection.
    private static func firstComplexKey(in root: Node) -> (node: Node, code: DiagnosticCode, message: String)? {
        var pending = [root]
        while let node = pending.popLast() {
            switch node {
            case .mapping(let mapping):
                for (key, value) in mapping {
                    guard case .scalar(let scalar) = key else {
                        return (key, .type, "a mapping key must be a name, not a list or a mapping")
                    }
                    if scalar.string.unicodeScalars.contains(aliasMarker) {
                        return (key, .syntax, "an alias (*name) cannot be used as a mapping key")
                    }
                    pending.append(value)
                }
            case .sequence(let sequence):
                pending.append(contentsOf: sequence)
            case .scalar, .alias:
                break
            }
        }
        return nil
    }

    /// Nodes in the tree with aliases expanded, counting no further than just past `limit`.
    static func countNodes(in root: Node, limit: Int) -> Int {
        var count = 0
        var pending = [root]
        while let node = pending.popLast() {
            count += 1
            if count > limit { return count }
            switch node {
            case .mapping(let mapping):
                for (key, value) in mapping {
                    pending.append(key)
                    pending.append(value)
                }
            case .sequence(let sequence):
                pending.append(contentsOf: sequence)
            case .scalar, .alias:
                break
            }
        }
        return count
    }

    private static func diagnose(_ error: YamlError, in source: SourceText, file: String?) -> ScenarioError {
        func restored(_ text: String) -> String {
            String(String.UnicodeScalarView(text.unicodeScalars.lazy.map { $0 == aliasMarker ? "*" : $0 }))
        }
        func syntaxError(_ context: YamlError.Context?, _ problem: String, _ mark: Mark) -> ScenarioError {
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
        case .scanner(let context, let problem, let mark, _),
            .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            return syntaxError(context, problem, mark)
        case .reader(let problem, let offset, _, _):
            let position = offset.map(source.position(ofCharacterOffset:))
            return ScenarioError(
                code: .syntax, file: file, line: position?.line, column: position?.column,
                message: "cannot read the text: \(problem)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            if duplicates.contains(where: { $0.unicodeScalars.contains(aliasMarker) }) {
                return ScenarioError(
                    code: .syntax, file: file, line: context.mark.line, column: context.mark.column,
                    message: "an alias (*name) cannot be used as a mapping key")
            }
            let names = duplicates.map { "'\(restored($0))'" }.joined(separator: ", ")
            let noun = duplicates.count == 1 ? "key" : "keys"
            return ScenarioError(
                code: .duplicateKey, file: file, line: context.mark.line, column: context.mark.column,
                message: "duplicate \(noun) \(names) in the same mapping; each key may appear only once")
        default:
            return ScenarioError(code: .syntax, file: file, message: "cannot parse the YAML: \(error)")
        }
    }
}
