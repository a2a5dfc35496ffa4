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
    /// A `stateMap`'s valid entries, in file order, each under its state set.
    case stateMap([(state: ControlStateSet, value: SchemaValue)])
}

/// A block after validation: its known keys in file order, each with its value when the value is
/// valid, for the builder to read by its key enum (`KeyedBlock`) and the rules by name.
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

    /// Read by name only for the insets blocks, whose keys are side names; builders read by `KeyedBlock`.
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
