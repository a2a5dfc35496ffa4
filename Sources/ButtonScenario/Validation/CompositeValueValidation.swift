import ButtonLayout

/// Values of several shapes: `alternatives` and `tagged` (Schema.swift).
extension SchemaValidator {
    mutating func alternatives(_ node: SyntaxNode, at path: String, types: [ValueType]) -> SchemaValue? {
        guard let type = types.first(where: { $0.canTake(node) }) else {
            let expected = listed(types.map(\.expected), conjunction: "or")
            report(at: node, path, .type, "expected \(expected), found \(node.summary)")
            return nil
        }
        return validateValue(node, at: path, type: type)
    }

    mutating func tagged(
        _ node: SyntaxNode, at path: String, cases: [TaggedCase], expected: String
    ) -> SchemaValue? {
        let names = cases.map(\.name)
        func known(_ name: String, at nameNode: SyntaxNode) -> TaggedCase? {
            if let found = cases.first(where: { $0.name == name }) { return found }
            var message = "unknown value '\(name)'"
            if let suggestion = closestMatch(to: name, among: names) { message += " (did you mean \(suggestion)?)" }
            report(at: nameNode, path, .unknownValue, message + "; expected one of: " + names.joined(separator: ", "))
            return nil
        }
        switch node.content {
        case .scalar(let scalar):
            guard case .string(let name) = scalar.value else { break }
            guard let found = known(name, at: node) else { return nil }
            guard found.argument == nil || found.mayStandAlone else {
                report(at: node, path, .missing, "\(name) needs a value: \(name): \(found.argument?.expected ?? "")")
                return nil
            }
            return .tagged(name, nil)
        case .mapping(let entries) where entries.count == 1:
            guard case .scalar(let key) = entries[0].key.content else { break }
            guard let found = known(key.text, at: entries[0].key) else { return nil }
            guard let argument = found.argument else {
                report(at: entries[0].key, path, .type, "\(key.text) takes no value: write it alone")
                return nil
            }
            let value = validateValue(entries[0].value, at: Self.join(path, key.text), type: argument)
            return value.map { .tagged(key.text, $0) }
        default:
            break
        }
        report(at: node, path, .type, "expected \(expected), found \(node.summary)")
        return nil
    }
}

extension ValueType {
    /// Whether a value of this shape could be written as `node`, before looking closer: what
    /// `alternatives` chooses by.
    func canTake(_ node: SyntaxNode) -> Bool {
        switch (self, node.content) {
        case (.block, .mapping), (.insets, .mapping), (.insets, .sequence), (.tagged, .mapping): return true
        case (.numbers, .sequence), (.rectExpression, .sequence), (.list, .sequence): return true
        case (.alternatives(let types), _): return types.contains { $0.canTake(node) }
        case (_, .scalar(let scalar)):
            switch (self, scalar.value) {
            case (.null, .null), (.bool, .bool), (.number, .number), (.number, .nonFinite): return true
            case (.enumeration, .string), (.tagged, .string): return true
            case (.string, let value): return value != .null
            default: return false
            }
        default: return false
        }
    }

    /// What a value of this type is called in "expected …" messages.
    var expected: String {
        switch self {
        case .number: "a number"
        case .bool: "true or false"
        case .string: "a string"
        case .null: "null"
        case .enumeration(let names): "one of " + names.joined(separator: ", ")
        case .numbers(let fields): "[" + fields.map(\.name).joined(separator: ", ") + "]"
        case .rectExpression(let fields):
            "[" + fields.map(\.name).joined(separator: ", ") + "], each a number or an expression"
        case .insets(let names): ScenarioSchema.insets(names).expected
        case .block(let block): block.expected
        case .list(_, let expected), .tagged(_, let expected): expected
        case .alternatives(let types): listed(types.map(\.expected), conjunction: "or")
        case .stateMap(let item): "a mapping from states (normal, \"selected,highlighted\") to \(item.expected)"
        }
    }
}

extension SchemaValidator {
    /// `titles: {normal: "Follow", "selected,highlighted": "Unfollow"}`: each key a comma-separated
    /// list of state names, each state once; `normal` stands alone.
    mutating func stateMap(_ node: SyntaxNode, at path: String, itemType: ValueType) -> SchemaValue? {
        guard case .mapping(let pairs) = node.content else {
            report(at: node, path, .type, "expected \(ValueType.stateMap(itemType).expected), found \(node.summary)")
            return nil
        }
        let names = ControlStateSet.names.map(\.name)
        var entries: [(state: ControlStateSet, value: SchemaValue)] = []
        var seen: [ControlStateSet: String] = [:]
        for pair in pairs {
            guard case .scalar(let keyScalar) = pair.key.content else {
                report(at: pair.key, path, .type, "a state key must be a name, found \(pair.key.summary)")
                continue
            }
            let key = keyScalar.text
            let keyPath = Self.join(path, key)
            let parts = key.split(separator: ",", omittingEmptySubsequences: false).map { String($0.filter { !$0.isWhitespace }) }
            guard let state = ControlStateSet(names: parts) else {
                let unknown = parts.first { !names.contains($0) } ?? key
                let suggestion = closestMatch(to: unknown, among: names).map { " (did you mean \($0)?)" } ?? ""
                report(
                    at: pair.key, keyPath, .unknownKey,
                    "unknown state `\(unknown)`\(suggestion); a key is one or more of \(names.joined(separator: ", ")), "
                        + "separated by commas")
                continue
            }
            guard !(parts.contains("normal") && parts.count > 1), Set(parts).count == parts.count else {
                report(
                    at: pair.key, keyPath, .type,
                    "`\(key)` names a state twice or combines normal with other states; normal is the empty set and stands alone")
                continue
            }
            if let first = seen[state] {
                report(at: pair.key, keyPath, .duplicateKey, "`\(key)` is the same state as `\(first)`")
                continue
            }
            seen[state] = key
            if let value = validateValue(pair.value, at: keyPath, type: itemType) { entries.append((state, value)) }
        }
        return .stateMap(entries)
    }
}
