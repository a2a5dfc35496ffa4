import ButtonLayout

/// The scenario format as a JSON Schema (draft 2020-12), generated from `ScenarioSchema`: what
/// `docs/scenario-schema.json` holds, so that editors complete and check scenario files.
///
/// Everything the schema declares that JSON Schema can say is here: keys with their docs and
/// defaults, types, ranges, list lengths, required keys and the rules between keys. What needs the
/// outside world (image files, expressions' syntax) is left to `buttonlab`.
public func scenarioJSONSchema() -> JSONValue {
    var exporter = JSONSchemaExporter()
    let document = exporter.members(of: ScenarioSchema.document)
    let header: [(String, JSONValue)] = [
        ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
        ("$comment", .string("Generated from Sources/ButtonScenario/Schema by `make schema`; do not edit.")),
        ("title", .string("ButtonLab scenario")),
    ]
    return .object(header + document + [("$defs", .object(exporter.definitions))])
}

struct JSONSchemaExporter {
    /// Named blocks in the order first met, so the file reads top-down.
    private(set) var definitions: [(String, JSONValue)] = []

    mutating func members(of block: BlockSchema) -> [(String, JSONValue)] {
        var unsupported: [String: [String]] = [:]
        for rule in block.rules {
            if case .unsupportedValue(let key, let value) = rule.kind { unsupported[key, default: []].append(value) }
        }
        var members: [(String, JSONValue)] = [
            ("description", .string(block.doc)),
            ("type", .string("object")),
            (
                "properties",
                .object(block.keys.map { ($0.name, property($0, excluding: unsupported[$0.name] ?? [])) })
            ),
        ]
        let required = block.keys.filter { $0.requirement != nil }.map { JSONValue.string($0.name) }
        if !required.isEmpty { members.append(("required", .array(required))) }
        if block.emptyMessage != nil { members.append(("minProperties", .number(1))) }
        members.append(("additionalProperties", .bool(false)))
        var rules = block.rules.compactMap { rule in self.rule(rule, in: block) }
        rules += enclosingRules(of: block)
        if !rules.isEmpty { members.append(("allOf", .array(rules))) }
        return members
    }

    /// The rules of `block`'s nested blocks that read `block`'s keys (`Condition.enclosingGiven`):
    /// a nested block's schema cannot see them, so they are stated here, one branch per value of
    /// each key read — `if: {required: [trace]}, then: {properties: {button: …}}, else: …`.
    private func enclosingRules(of block: BlockSchema) -> [JSONValue] {
        var rules: [JSONValue] = []
        for key in block.keys {
            guard case .block(let nested) = key.type else { continue }
            for rule in nested.rules where rule.readsEnclosingBlock {
                if let branch = branches(of: rule, in: nested, at: key.name, deciding: rule.enclosingKeys, decided: [:]) {
                    rules.append(branch)
                }
            }
        }
        return rules
    }

    private func branches(
        of rule: BlockRule, in nested: BlockSchema, at key: String, deciding keys: [String], decided: [String: Bool]
    ) -> JSONValue? {
        guard let enclosingKey = keys.first else {
            return self.rule(rule.deciding(decided), in: nested).map { .object([("properties", .object([(key, $0)]))]) }
        }
        var members: [(String, JSONValue)] = [("if", .object([("required", .array([.string(enclosingKey)]))]))]
        for (name, given) in [("then", true), ("else", false)] {
            var decided = decided
            decided[enclosingKey] = given
            if let branch = branches(of: rule, in: nested, at: key, deciding: Array(keys.dropFirst()), decided: decided) {
                members.append((name, branch))
            }
        }
        return members.count > 1 ? .object(members) : nil
    }

    private mutating func reference(to block: BlockSchema) -> JSONValue {
        if !definitions.contains(where: { $0.0 == block.name }) {
            // Reserve the place first: the block's own references come after it.
            definitions.append((block.name, .null))
            let definition = JSONValue.object(members(of: block))
            definitions[definitions.firstIndex { $0.0 == block.name }!].1 = definition
        }
        return .object([("$ref", .string("#/$defs/\(block.name)"))])
    }

    private mutating func property(_ key: KeySchema, excluding unsupported: [String]) -> JSONValue {
        var type = members(of: key.type, excluding: unsupported)
        if key.isNullable {
            type = [("anyOf", .array([.object(type), .object([("type", .string("null"))])]))]
        }
        var description = key.doc
        if case .described(let text) = key.defaultValue { description += " Default: \(text)." }
        var members: [(String, JSONValue)] = [("description", .string(description))] + type
        if case .value(let value) = key.defaultValue { members.append(("default", value)) }
        return .object(members)
    }

    private mutating func members(of type: ValueType, excluding unsupported: [String] = []) -> [(String, JSONValue)] {
        switch type {
        case .number(let rule):
            return [("type", .string("number"))] + Self.limit(rule?.limit ?? .any)
        case .bool:
            return [("type", .string("boolean"))]
        case .string(let format):
            // `text: 42` is the title "42": any scalar but null is taken as written.
            let scalar: [(String, JSONValue)] = [
                ("type", .array(["string", "number", "boolean"].map(JSONValue.string)))
            ]
            switch format {
            case .any: return scalar
            case .nonEmpty: return scalar + [("minLength", .number(1))]
            case .fileName: return scalar + [("pattern", .string(#"^(?!\.\.?$)[^/\\\u0000-\u001f\u007f-\u009f]+$"#))]
            case .titleLine:
                return scalar + [
                    ("pattern", .string(#"^[^\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029]*$"#)),
                    ("maxLength", .number(Double(ScenarioLimits.maximumTitleLineLength))),
                ]
            case .labelText: return scalar + [("maxLength", .number(Double(ScenarioLimits.maximumTextLength)))]
            }
        case .enumeration(let names):
            return [
                ("type", .string("string")),
                ("enum", .array(names.filter { !unsupported.contains($0) }.map(JSONValue.string))),
            ]
        case .numbers(let fields):
            return Self.tuple(fields.map { .object([("type", .string("number"))] + Self.limit($0.limit)) })
        case .insets(let names):
            let block = ScenarioSchema.insets(names)
            if !definitions.contains(where: { $0.0 == block.name }) {
                let number = JSONValue.object([("type", .string("number"))])
                let list = JSONValue.object(Self.tuple(Array(repeating: number, count: names.count)))
                definitions.append((block.name, .object([("anyOf", .array([.object(members(of: block)), list]))])))
            }
            return [("$ref", .string("#/$defs/\(block.name)"))]
        case .rectExpression(let fields):
            let variables = ButtonLayout.Expression.Variable.allCases.map(\.rawValue).joined(separator: " ")
            let names = variables + ", min(a, b), max(a, b)"
            return Self.tuple(
                fields.map { field in
                    .object(
                        [
                            ("description", .string("The \(field.name): a number or an expression of \(names).")),
                            ("type", .array([.string("number"), .string("string")])),
                        ] + Self.limit(field.limit))
                })
        case .block(let block):
            guard case .object(let members) = reference(to: block) else { return [] }
            return members
        case .list(let item, _):
            return [("type", .string("array")), ("items", .object(members(of: item)))]
        case .alternatives(let types):
            return [("anyOf", .array(types.map { .object(members(of: $0)) }))]
        case .tagged(let cases, _):
            var forms: [JSONValue] = []
            let alone = cases.filter { $0.argument == nil || $0.mayStandAlone }.map { JSONValue.string($0.name) }
            if !alone.isEmpty { forms.append(.object([("type", .string("string")), ("enum", .array(alone))])) }
            let withArgument = cases.compactMap { tagged -> (String, JSONValue)? in
                guard let argument = tagged.argument else { return nil }
                return (tagged.name, .object([("description", .string(tagged.doc))] + members(of: argument)))
            }
            if !withArgument.isEmpty {
                forms.append(
                    .object([
                        ("type", .string("object")), ("minProperties", .number(1)), ("maxProperties", .number(1)),
                        ("properties", .object(withArgument)), ("additionalProperties", .bool(false)),
                    ]))
            }
            return [("anyOf", .array(forms))]
        case .null:
            return [("type", .string("null"))]
        case .stateMap(let item):
            let name = ControlStateSet.names.map(\.name).joined(separator: "|")
            return [
                ("type", .string("object")),
                ("propertyNames", .object([("pattern", .string("^(\(name))( *, *(\(name)))*$"))])),
                ("additionalProperties", .object(members(of: item))),
            ]
        }
    }

    /// A fixed-length list: `prefixItems` with as many items as fields.
    private static func tuple(_ items: [JSONValue]) -> [(String, JSONValue)] {
        [
            ("type", .string("array")), ("prefixItems", .array(items)),
            ("minItems", .number(Double(items.count))), ("maxItems", .number(Double(items.count))),
        ]
    }

    private static func limit(_ limit: NumberLimit) -> [(String, JSONValue)] {
        switch limit {
        case .any: []
        case .nonNegative: [("minimum", .number(0))]
        case .positive: [("exclusiveMinimum", .number(0))]
        case .positiveAtMost(let maximum): [("exclusiveMinimum", .number(0)), ("maximum", .number(maximum))]
        case .atLeastAtMost(let range): [("minimum", .number(range.lowerBound)), ("maximum", .number(range.upperBound))]
        case .positiveFrom(let minimum): [("minimum", .number(minimum))]
        case .zeroOrFrom(let minimum):
            [("anyOf", .array([.object([("const", .number(0))]), .object([("minimum", .number(minimum))])]))]
        case .positiveWithin(let range, _):
            [("minimum", .number(range.lowerBound)), ("maximum", .number(range.upperBound))]
        case .oneOf(let values): [("enum", .array(values.map(JSONValue.number)))]
        }
    }

    private func rule(_ rule: BlockRule, in block: BlockSchema) -> JSONValue? {
        // Stated by the enclosing block instead (`enclosingRules`), where those keys are visible.
        if rule.readsEnclosingBlock { return nil }
        switch rule.kind {
        case .exclusive(let keys):
            return .object([("not", .object([("required", .array(keys.map(JSONValue.string)))]))])
        case .requiresOneOf(let keys, let condition, _):
            let oneOf = keys.map { JSONValue.object([("required", .array([.string($0)]))]) }
            switch condition.constant {
            case false?: return nil
            case true?: return .object([("anyOf", .array(oneOf))])
            case nil: break
            }
            return .object([
                ("if", Self.condition(condition, in: block)), ("then", .object([("anyOf", .array(oneOf))])),
            ])
        case .onlyWhen(let keys, let condition):
            switch condition.constant {
            case true?: return nil
            case false?: return .object([("properties", .object(keys.map { ($0, .bool(false)) }))])
            case nil: break
            }
            let otherwise: JSONValue
            if case .not(let inner) = condition {
                otherwise = Self.condition(inner, in: block)
            } else {
                otherwise = .object([("not", Self.condition(condition, in: block))])
            }
            return .object([
                ("if", otherwise),
                ("then", .object([("properties", .object(keys.map { ($0, .bool(false)) }))])),
            ])
        case .unsupportedValue:
            return nil  // The value is left out of its key's `enum` instead.
        }
    }

    /// A condition as a schema an object matches when the condition holds; an absent key has its
    /// default, so a test on it requires the key unless the default passes the test.
    private static func condition(_ condition: Condition, in block: BlockSchema) -> JSONValue {
        func test(_ key: String, _ schema: JSONValue, defaultPasses: Bool) -> JSONValue {
            var members: [(String, JSONValue)] = [("properties", .object([(key, schema)]))]
            if !defaultPasses { members.append(("required", .array([.string(key)]))) }
            return .object(members)
        }
        let defaultOf = { (key: String) -> JSONValue? in
            if case .value(let value) = block.key(named: key)?.defaultValue { return value }
            return nil
        }
        switch condition {
        case .given(let key):
            return .object([("required", .array([.string(key)]))])
        case .isTrue(let key):
            return test(key, .object([("const", .bool(true))]), defaultPasses: defaultOf(key) == .bool(true))
        case .oneOf(let key, let names):
            let passes = names.contains { defaultOf(key) == .string($0) }
            return test(key, .object([("enum", .array(names.map(JSONValue.string)))]), defaultPasses: passes)
        case .not(let inner):
            return .object([("not", Self.condition(inner, in: block))])
        case .all(let conditions):
            return .object([("allOf", .array(conditions.map { Self.condition($0, in: block) }))])
        case .any(let conditions):
            return .object([("anyOf", .array(conditions.map { Self.condition($0, in: block) }))])
        case .enclosingGiven:
            preconditionFailure("decided before export (`BlockRule.deciding`)")
        }
    }
}
