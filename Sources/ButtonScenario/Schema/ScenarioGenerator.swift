import ButtonLayout

/// Scenario documents for fuzzing, derived from the schema like validation and the JSON Schema:
/// a fixture's tree with some values replaced by values of the kinds the schema declares for their
/// keys (right and wrong), keys dropped, and keys added. Seeded, so a case is replayed by its seed.
/// `yamlText` and `jsonText` spell the same tree in both syntaxes, for the differential check that
/// both readings agree.
package struct ScenarioGenerator {
    private var state: UInt64

    package init(seed: UInt64) {
        state = seed | 1
    }

    /// `document` (a fixture's tree, `scenarioTree`) with a few mutations along the schema.
    package mutating func mutate(_ document: JSONValue) -> JSONValue {
        var result = document
        for _ in 0...below(3) { result = mutate(result, as: .block(ScenarioSchema.document), depth: 0) }
        return result
    }

    /// The tree of a scenario's text, or nil when it does not read; scalars as the loader resolves them.
    package static func scenarioTree(_ text: String) -> JSONValue? {
        guard let root = try? YAMLComposer.compose(text, file: nil) else { return nil }
        return tree(root)
    }

    private static func tree(_ node: SyntaxNode) -> JSONValue {
        switch node.content {
        case .mapping(let entries): .object(entries.map { ($0.key.scalarText, tree($0.value)) })
        case .sequence(let items): .array(items.map(tree))
        case .scalar(let scalar):
            switch scalar.value {
            case .null: .null
            case .bool(let value): .bool(value)
            case .number(let value): .number(value)
            case .nonFinite(let text), .string(let text), .unsupportedTag(let text): .string(text)
            }
        }
    }

    private mutating func mutate(_ value: JSONValue, as type: ValueType, depth: Int) -> JSONValue {
        guard case .object(var members) = value, case .block(let block) = type, depth < 4 else {
            return chance(2) ? value : generate(type, depth: depth)
        }
        switch below(5) {
        case 0 where !members.isEmpty:
            members.remove(at: below(members.count))
        case 1:
            let key = block.keys[below(block.keys.count)]
            let name = chance(8) ? key.name + "x" : key.name
            members.append((name, generate(key.type, depth: depth + 1)))
        default:
            guard !members.isEmpty else { break }
            let index = below(members.count)
            let key = block.key(named: members[index].0)
            members[index].1 = mutate(members[index].1, as: key?.type ?? .null, depth: depth + 1)
        }
        return .object(members)
    }

    /// A value for `type`: mostly of its kind, sometimes of another.
    private mutating func generate(_ type: ValueType, depth: Int) -> JSONValue {
        if chance(10) { return [.null, .bool(true), .string("x"), .array([]), .object([])][below(5)] }
        switch type {
        case .number: return number()
        case .bool: return .bool(chance(2))
        case .string: return string()
        case .enumeration(let names): return chance(8) ? string() : .string(names[below(names.count)])
        case .numbers(let fields), .rectExpression(let fields):
            return .array((0..<(chance(8) ? below(6) : fields.count)).map { _ in number() })
        case .insets(let names):
            return chance(3)
                ? .array(names.map { _ in number() })
                : .object(names.filter { _ in chance(2) }.map { ($0, number()) })
        case .block(let block):
            guard depth < 4 else { return .object([]) }
            return .object(block.keys.filter { _ in chance(3) }.map { ($0.name, generate($0.type, depth: depth + 1)) })
        case .list(let item, _):
            return .array((0..<below(4)).map { _ in generate(item, depth: depth + 1) })
        case .alternatives(let types): return generate(types[below(types.count)], depth: depth)
        case .tagged(let cases, _):
            let chosen = cases[below(cases.count)]
            guard let argument = chosen.argument, !(chosen.mayStandAlone && chance(2)) else { return .string(chosen.name) }
            return .object([(chosen.name, generate(argument, depth: depth + 1))])
        case .null: return .null
        case .stateMap(let item):
            let keys = ["normal", "highlighted", "selected,highlighted", "disabled", "pressed", "normal,selected"]
            return .object(keys.filter { _ in chance(3) }.map { ($0, generate(item, depth: depth + 1)) })
        }
    }

    private mutating func number() -> JSONValue {
        let values: [Double] = [0, 1, -1, 0.5, 2, 3, 10, 17, 44, 100, 320, -0.0, 1e-26, 1e300, -1e6, 999_999.5, 16, 0.25]
        return .number(chance(3) ? Double(below(400)) / (chance(2) ? 1 : 4) : values[below(values.count)])
    }

    private mutating func string() -> JSONValue {
        let words = ["Share", "", " ", "a\nb", "tab\there", "Ça va", "مرحبا", "日本語", "👍🏽", "\"q\"", "back\\slash",
                     "name: x", "- item", "#", "@x", "{}", "contentRect.width - 10", "bell\u{7}", "\u{2028}", "1e3", "yes"]
        return .string(words[below(words.count)])
    }

    private mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 2_685_821_657_736_338_717
    }

    private mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(1, bound))) }
    private mutating func chance(_ oneIn: Int) -> Bool { below(oneIn) == 0 }
}

/// `value` as YAML, block style; every string double-quoted with escapes for anything that is not
/// printable ASCII, so that no YAML rule (line folding, NEL as a line break) changes it.
package func yamlText(_ value: JSONValue, indent: String = "") -> String {
    switch value {
    case .object(let members) where !members.isEmpty:
        return members.map { key, member in
            indent + yamlScalar(.string(key)) + ":"
                + (isBlock(member) ? "\n" + yamlText(member, indent: indent + "  ") : " " + yamlText(member) + "\n")
        }.joined()
    case .array(let items) where !items.isEmpty:
        return items.map { item in
            isBlock(item) ? indent + "-\n" + yamlText(item, indent: indent + "  ") : indent + "- " + yamlText(item) + "\n"
        }.joined()
    case .object: return "{}"
    case .array: return "[]"
    default: return yamlScalar(value)
    }
}

/// A non-empty list or mapping: written on the lines below its key or dash.
private func isBlock(_ value: JSONValue) -> Bool {
    switch value {
    case .array(let items): !items.isEmpty
    case .object(let members): !members.isEmpty
    default: false
    }
}

private func yamlScalar(_ value: JSONValue) -> String {
    guard case .string(let text) = value else { return jsonText(value) }
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case " "..."~": out.unicodeScalars.append(scalar)
        default:
            let digits = String(scalar.value, radix: 16)
            out += scalar.value > 0xFFFF ? "\\U" + String(repeating: "0", count: 8 - digits.count) + digits
                : "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
        }
    }
    return out + "\""
}

/// `value` as JSON, numbers spelled exactly (shortest round trip) as in `yamlText`.
package func jsonText(_ value: JSONValue) -> String {
    switch value {
    case .number(let number): number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : "\(number)"
    case .array(let items): "[" + items.map(jsonText).joined(separator: ", ") + "]"
    case .object(let members): "{" + members.map { jsonText(.string($0)) + ": " + jsonText($1) }.joined(separator: ", ") + "}"
    default: value.rendered()
    }
}
