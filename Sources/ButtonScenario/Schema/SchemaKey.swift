import ButtonLayout

/// A block's keys, declared once: raw values are the YAML spellings and the cases' order is the
/// block's declared order (did-you-mean's preference and `docs/scenario-schema.json`'s property order).
/// The schema declares each case once, in this order, and the builder reads values by case, so a
/// misspelt key does not compile.
protocol SchemaKey: RawRepresentable<String>, CaseIterable, Sendable {}

extension KeySchema {
    init(
        _ key: some SchemaKey, type: ValueType, doc: String, defaultValue: DefaultValue? = nil,
        requirement: String? = nil, isNullable: Bool = false, isHidden: Bool = false
    ) {
        self.init(
            name: key.rawValue, type: type, doc: doc, defaultValue: defaultValue, requirement: requirement,
            isNullable: isNullable, isHidden: isHidden)
    }
}

extension BlockSchema {
    /// A block whose keys are `Key`'s cases: `keys` must declare every case once, in the cases' order.
    init<Key: SchemaKey>(
        name: String, expected: String, doc: String, keys type: Key.Type, _ keys: [KeySchema],
        rules: [BlockRule] = [], emptyMessage: String? = nil, redirects: [Redirect] = []
    ) {
        precondition(
            keys.map(\.name) == Key.allCases.map(\.rawValue),
            "\(name): the declared keys must be \(Key.self)'s cases, in order")
        self.init(
            name: name, expected: expected, doc: doc, keys: keys, rules: rules, emptyMessage: emptyMessage,
            redirects: redirects)
        keyType = ObjectIdentifier(type)
    }
}

/// A validated block read through its key enum: `title.size(.size)`.
@dynamicMemberLookup
struct KeyedBlock<Key: SchemaKey> {
    let block: ValidatedBlock

    subscript<Value>(dynamicMember path: KeyPath<ValidatedBlock, Value>) -> Value {
        block[keyPath: path]
    }

    subscript(key: Key) -> ValidatedBlock.Entry? { block[key.rawValue] }
    func isGiven(_ key: Key) -> Bool { block.isGiven(key.rawValue) }
    func bool(_ key: Key) -> Bool? { block.bool(key.rawValue) }
    func string(_ key: Key) -> String? { block.string(key.rawValue) }

    func number(_ key: Key) -> Double? { block.number(key.rawValue) }

    func enumeration<Value: RawRepresentable>(_ key: Key, as type: Value.Type) -> Value?
    where Value.RawValue == String {
        string(key).flatMap(Value.init(rawValue:))
    }

    func numbers(_ key: Key) -> [Double]? {
        guard case .numbers(let values) = self[key]?.value else { return nil }
        return values
    }

    func size(_ key: Key) -> Size? {
        guard let values = numbers(key), values.count == 2 else { return nil }
        return Size(width: values[0], height: values[1])
    }

    func rect(_ key: Key) -> Rect? {
        guard let values = numbers(key), values.count == 4 else { return nil }
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// Insets declared in UIEdgeInsets' order (`ScenarioSchema.edgeNames`).
    func insets(_ key: Key) -> EdgeInsets? {
        guard let values = numbers(key), values.count == 4 else { return nil }
        return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }

    func rectExpression(_ key: Key) -> RectExpression? {
        guard case .rect(let value) = self[key]?.value else { return nil }
        return value
    }

    func stateMap(_ key: Key) -> [(state: ControlStateSet, value: SchemaValue)]? {
        guard case .stateMap(let entries) = self[key]?.value else { return nil }
        return entries
    }

    func list(_ key: Key) -> [SchemaValue]? {
        guard case .list(let values) = self[key]?.value else { return nil }
        return values
    }

    /// The nested block; nil when absent, invalid, or null (its defaults).
    func block<Nested: SchemaKey>(_ key: Key, as type: Nested.Type) -> KeyedBlock<Nested>? {
        guard case .block(let value) = self[key]?.value else { return nil }
        return value.keyed(by: type)
    }
}

extension ValidatedBlock {
    /// This block read through `Key`, which must be the enum its schema was declared with.
    func keyed<Key: SchemaKey>(by type: Key.Type) -> KeyedBlock<Key> {
        precondition(schema.keyType == ObjectIdentifier(type), "\(schema.name) is not declared with \(type)")
        return KeyedBlock(block: self)
    }
}

// The rules between keys name them by case too; they store the spellings, which the validator and
// the JSON Schema export read.

extension BlockRule.Kind {
    static func exclusive<Key: SchemaKey>(_ keys: [Key]) -> Self { .exclusive(keys.map(\.rawValue)) }

    static func requiresOneOf<Key: SchemaKey>(_ keys: [Key], when condition: Condition, reportedAt target: RuleTarget) -> Self {
        .requiresOneOf(keys.map(\.rawValue), when: condition, reportedAt: target)
    }

    static func onlyWhen<Key: SchemaKey>(_ keys: [Key], _ condition: Condition) -> Self {
        .onlyWhen(keys.map(\.rawValue), condition)
    }
}

extension Condition {
    static func given(_ key: some SchemaKey) -> Self { .given(key.rawValue) }
    static func isTrue(_ key: some SchemaKey) -> Self { .isTrue(key.rawValue) }
    static func oneOf(_ key: some SchemaKey, _ names: [String]) -> Self { .oneOf(key.rawValue, names) }
    static func enclosingGiven(_ key: some SchemaKey) -> Self { .enclosingGiven(key.rawValue) }
}

extension RuleTarget {
    static func block(key: some SchemaKey) -> Self { .block(key: key.rawValue) }
    static func value(of key: some SchemaKey) -> Self { .value(of: key.rawValue) }
}

extension Redirect {
    init(key: some SchemaKey, hint: String) { self.init(key: key.rawValue, hint: hint) }
}

extension RuleContext {
    func isGiven(_ key: some SchemaKey) -> Bool { isGiven(key.rawValue) }
    func bool(_ key: some SchemaKey) -> Bool? { bool(key.rawValue) }
    func string(_ key: some SchemaKey) -> String? { string(key.rawValue) }
}
