import ButtonLayout

/// Walks a syntax tree against `ScenarioSchema`, reporting every problem rather than stopping at
/// the first, and hands back the typed values of everything valid for the builder.
///
/// Nothing here knows a key by name: keys, types, limits, messages and rules all come from the
/// schema. The walk only descends where the schema does, so its depth is the schema's.
struct SchemaValidator {
    let file: String?
    private(set) var diagnostics: [Diagnostic] = []
    /// The keys of each mapping being validated, outermost first, for `Condition.enclosingGiven`.
    private var keysBeingValidated: [Set<String>] = []

    init(file: String?) {
        self.file = file
    }

    /// The document's top-level block, or nil when there is nothing to build from.
    mutating func validateDocument(_ root: SyntaxNode?) -> ValidatedBlock? {
        guard let root, !root.isNull else {
            report(
                at: SourcePosition(line: 1, column: 1), "", .missing,
                "the file is empty; a scenario is a mapping with at least a `button` key")
            return nil
        }
        return validateBlock(root, at: "", schema: ScenarioSchema.document)
    }

    // MARK: - Blocks

    mutating func validateBlock(_ node: SyntaxNode, at path: String, schema: BlockSchema) -> ValidatedBlock? {
        guard case .mapping(let pairs) = node.content else {
            report(at: node, path, .type, "expected \(schema.expected), found \(node.summary)")
            return nil
        }
        let problemsBefore = diagnostics.count
        let enclosingKeys = keysBeingValidated.last ?? []
        keysBeingValidated.append(Set(pairs.compactMap { pair in
            if case .scalar(let key) = pair.key.content { return key.text }
            return nil
        }))
        defer { keysBeingValidated.removeLast() }
        var entries: [ValidatedBlock.Entry] = []
        var seen: [String: SyntaxNode] = [:]
        for pair in pairs {
            guard case .scalar(let keyScalar) = pair.key.content else {
                report(at: pair.key, path, .type, "a mapping key must be a name, found \(pair.key.summary)")
                continue
            }
            let key = keyScalar.text
            let keyPath = Self.join(path, key)
            if let first = seen[key] {
                let line = first.position.map { " (first at line \($0.line))" } ?? ""
                report(at: pair.key, keyPath, .duplicateKey, "duplicate key `\(key)`\(line)")
                continue
            }
            seen[key] = pair.key
            guard let keySchema = schema.key(named: key) else {
                report(at: pair.key, keyPath, .unknownKey, unknownKeyMessage(key, at: path, in: schema))
                continue
            }
            let value =
                keySchema.isNullable && pair.value.isNull
                ? .null : validateValue(pair.value, at: keyPath, type: keySchema.type)
            entries.append(
                ValidatedBlock.Entry(key: key, keyNode: pair.key, valueNode: pair.value, path: keyPath, value: value))
        }
        for key in schema.keys where key.requirement != nil && !entries.contains(where: { $0.key == key.name }) {
            report(
                at: node, Self.join(path, key.name), .missing,
                "missing key `\(key.name)`: \(key.requirement ?? "")")
        }
        if let message = schema.emptyMessage, entries.isEmpty {
            report(at: node, path, .missing, message)
        }
        var block = ValidatedBlock(schema: schema, node: node, path: path, entries: entries)
        for rule in schema.rules {
            check(rule, in: block, enclosingKeys: enclosingKeys)
        }
        block.isComplete = !diagnostics[problemsBefore...].contains {
            $0.code != .unknownKey && $0.code != .duplicateKey
        }
        return block
    }

    private func unknownKeyMessage(_ key: String, at path: String, in schema: BlockSchema) -> String {
        let message = "unknown key `\(key)`"
        if key == "<<" {
            return message + ": YAML merge keys are not supported in scenarios"
        }
        let keys = schema.visibleKeyNames
        if let suggestion = closestMatch(to: key, among: keys) {
            return message + " (did you mean \(suggestion)?)"
        }
        // The commonest slip: a nested block's key written one level too high.
        for redirect in schema.redirects {
            guard case .block(let nested) = schema.key(named: redirect.key)?.type else { continue }
            let nestedKeys = nested.visibleKeyNames
            if let property = nestedKeys.first(where: { $0 == key }) ?? closestMatch(to: key, among: nestedKeys) {
                return message + " (did you mean \(redirect.key).\(property)? \(redirect.hint))"
            }
        }
        return message + "; expected one of: " + keys.joined(separator: ", ")
    }

    // MARK: - Rules

    private mutating func check(_ rule: BlockRule, in block: ValidatedBlock, enclosingKeys: Set<String>) {
        func context(_ subject: String) -> RuleContext {
            RuleContext(block: block, subject: subject, enclosingKeys: enclosingKeys)
        }
        switch rule.kind {
        case .exclusive(let keys):
            let given = block.entries.filter { keys.contains($0.key) }
            for entry in given.dropFirst() {
                report(at: entry.keyNode, entry.path, rule.code, rule.message(context(entry.key)))
            }
        case .requiresOneOf(let keys, let condition, let target):
            guard context("").evaluate(condition) == true, !keys.contains(where: block.isGiven) else { return }
            switch target {
            case .block(let key):
                report(at: block.node, Self.join(block.path, key), rule.code, rule.message(context(key)))
            case .value(let key):
                guard let entry = block[key] else { return }
                report(at: entry.valueNode, entry.path, rule.code, rule.message(context(key)))
            }
        case .onlyWhen(let keys, let condition):
            guard context("").evaluate(condition) == false else { return }
            for entry in block.entries where keys.contains(entry.key) {
                report(at: entry.keyNode, entry.path, rule.code, rule.message(context(entry.key)))
            }
        case .unsupportedValue(let key, let value):
            guard let entry = block[key], block.string(key) == value else { return }
            report(at: entry.valueNode, entry.path, rule.code, rule.message(context(key)))
        }
    }

    // MARK: - Reporting

    mutating func report(at node: SyntaxNode?, _ keyPath: String, _ code: DiagnosticCode, _ message: String) {
        report(at: node?.position, keyPath, code, message)
    }

    mutating func report(
        at position: SourcePosition?, _ keyPath: String, _ code: DiagnosticCode, _ message: String
    ) {
        diagnostics.append(
            Diagnostic(
                code: code, file: file, line: position?.line, column: position?.column, keyPath: keyPath,
                message: message))
    }

    static func join(_ path: String, _ key: String) -> String {
        path.isEmpty ? key : "\(path).\(key)"
    }
}
