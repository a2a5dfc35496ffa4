import ButtonLayout

/// A value that passed its key's type and limits.
indirect enum SchemaValue {
    /// A nullable block given as null: its defaults.
    case null
    case number(Double)
    case bool(Bool)
    /// Strings and enumeration names.
    case string(String)
    /// Fixed-length number lists and insets, in their declared order.
    case numbers([Double])
    case rect(RectExpression)
    case block(ValidatedBlock)
    /// The valid items of a list, in order.
    case list([SchemaValue])
    /// A `tagged` value: the name, and its argument when one was given.
    case tagged(String, SchemaValue?)
}

/// A block after validation: its known keys in file order, each with its value when the value is
/// valid, for the builder to read by name.
struct ValidatedBlock {
    struct Entry {
        let key: String
        let keyNode: SyntaxNode
        let valueNode: SyntaxNode
        /// `button.title.font`.
        let path: String
        /// nil when the value was reported as invalid.
        let value: SchemaValue?
    }

    let schema: BlockSchema
    let node: SyntaxNode
    let path: String
    /// Known keys only; unknown and repeated ones were reported and left out.
    let entries: [Entry]
    /// Nothing inside was reported but unknown or repeated keys: every given value can be used.
    var isComplete = true

    subscript(key: String) -> Entry? {
        entries.first { $0.key == key }
    }

    func isGiven(_ key: String) -> Bool {
        self[key] != nil
    }

    func number(_ key: String) -> Double? {
        guard case .number(let value) = self[key]?.value else { return nil }
        return value
    }

    func bool(_ key: String) -> Bool? {
        guard case .bool(let value) = self[key]?.value else { return nil }
        return value
    }

    func string(_ key: String) -> String? {
        guard case .string(let value) = self[key]?.value else { return nil }
        return value
    }

    func enumeration<Value: RawRepresentable>(_ key: String, as type: Value.Type) -> Value?
    where Value.RawValue == String {
        string(key).flatMap(Value.init(rawValue:))
    }

    func numbers(_ key: String) -> [Double]? {
        guard case .numbers(let values) = self[key]?.value else { return nil }
        return values
    }

    func size(_ key: String) -> Size? {
        guard let values = numbers(key), values.count == 2 else { return nil }
        return Size(width: values[0], height: values[1])
    }

    func rect(_ key: String) -> Rect? {
        guard let values = numbers(key), values.count == 4 else { return nil }
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// Insets declared in UIEdgeInsets' order (`ScenarioSchema.edgeNames`).
    func insets(_ key: String) -> EdgeInsets? {
        guard let values = numbers(key), values.count == 4 else { return nil }
        return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }

    func rectExpression(_ key: String) -> RectExpression? {
        guard case .rect(let value) = self[key]?.value else { return nil }
        return value
    }

    /// The nested block; nil when absent, invalid, or null (its defaults).
    func block(_ key: String) -> ValidatedBlock? {
        guard case .block(let value) = self[key]?.value else { return nil }
        return value
    }

    func list(_ key: String) -> [SchemaValue]? {
        guard case .list(let values) = self[key]?.value else { return nil }
        return values
    }
}

/// What a rule's condition and message read: the block's valid values, with declared defaults for
/// absent keys, and the key the problem is reported at.
struct RuleContext {
    let block: ValidatedBlock
    /// The key the message is about (for `onlyWhen`, each offending key in turn).
    let subject: String
    /// The keys of the block this one is the value of; empty for the document.
    var enclosingKeys: Set<String> = []

    func isGiven(_ key: String) -> Bool { block.isGiven(key) }
    func bool(_ key: String) -> Bool? { block.bool(key) }
    func string(_ key: String) -> String? { block.string(key) }

    /// true, false, or nil when the condition reads a key given with an invalid value.
    func evaluate(_ condition: Condition) -> Bool? {
        switch condition {
        case .given(let key):
            return block.isGiven(key)
        case .isTrue(let key):
            guard let value = effectiveValue(of: key) else { return nil }
            if case .bool(let flag) = value { return flag }
            return false
        case .oneOf(let key, let names):
            guard let value = effectiveValue(of: key) else { return nil }
            if case .string(let name) = value { return names.contains(name) }
            return false
        case .not(let inner):
            return evaluate(inner).map { !$0 }
        case .all(let conditions):
            let values = conditions.map(evaluate)
            if values.contains(false) { return false }
            return values.contains(nil) ? nil : true
        case .any(let conditions):
            let values = conditions.map(evaluate)
            if values.contains(true) { return true }
            return values.contains(nil) ? nil : false
        case .enclosingGiven(let key):
            return enclosingKeys.contains(key)
        }
    }

    /// The given value, else the declared default; nil when the given value was invalid. A key
    /// without a stated default reads as `.null`, which no condition matches.
    private func effectiveValue(of key: String) -> SchemaValue? {
        if let entry = block[key] { return entry.value }
        switch block.schema.key(named: key)?.defaultValue {
        case .value(.bool(let flag)): return .bool(flag)
        case .value(.string(let name)): return .string(name)
        case .value(.number(let number)): return .number(number)
        default: return .null
        }
    }
}
