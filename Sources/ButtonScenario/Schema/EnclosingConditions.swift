// Rules of a nested block that read the block around it (`Condition.enclosingGiven`): `trace:`
// beside `button:` waives the size. The validator knows the enclosing keys as it walks; the JSON
// Schema export decides such conditions once per value of the keys, at the enclosing block.

extension Condition {
    /// The enclosing block's keys it reads, in order.
    var enclosingKeys: [String] {
        switch self {
        case .given, .isTrue, .oneOf: []
        case .enclosingGiven(let key): [key]
        case .not(let inner): inner.enclosingKeys
        case .all(let conditions), .any(let conditions):
            conditions.flatMap(\.enclosingKeys).reduce(into: []) { keys, key in if !keys.contains(key) { keys.append(key) } }
        }
    }

    /// The condition with the enclosing block's keys known: constant parts folded away, so that
    /// `.all([])` (true) and `.any([])` (false) stand for a decided condition.
    func deciding(_ given: [String: Bool]) -> Condition {
        switch self {
        case .given, .isTrue, .oneOf: return self
        case .enclosingGiven(let key):
            guard let value = given[key] else { return self }
            return value ? .all([]) : .any([])
        case .not(let inner):
            let decided = inner.deciding(given)
            switch decided.constant {
            case true?: return .any([])
            case false?: return .all([])
            case nil: return .not(decided)
            }
        case .all(let conditions):
            let decided = conditions.map { $0.deciding(given) }
            if decided.contains(where: { $0.constant == false }) { return .any([]) }
            let open = decided.filter { $0.constant == nil }
            return open.count == 1 ? open[0] : .all(open)
        case .any(let conditions):
            let decided = conditions.map { $0.deciding(given) }
            if decided.contains(where: { $0.constant == true }) { return .all([]) }
            let open = decided.filter { $0.constant == nil }
            return open.count == 1 ? open[0] : .any(open)
        }
    }

    /// true or false when nothing is left to test.
    var constant: Bool? {
        switch self {
        case .all(let conditions) where conditions.isEmpty: true
        case .any(let conditions) where conditions.isEmpty: false
        default: nil
        }
    }
}

extension BlockRule {
    var readsEnclosingBlock: Bool { !enclosingKeys.isEmpty }

    var enclosingKeys: [String] {
        switch kind {
        case .requiresOneOf(_, let condition, _), .onlyWhen(_, let condition): condition.enclosingKeys
        case .exclusive, .unsupportedValue: []
        }
    }

    /// The rule with the enclosing block's keys known.
    func deciding(_ given: [String: Bool]) -> BlockRule {
        switch kind {
        case .requiresOneOf(let keys, let condition, let target):
            BlockRule(kind: .requiresOneOf(keys, when: condition.deciding(given), reportedAt: target), code: code, message: message)
        case .onlyWhen(let keys, let condition):
            BlockRule(kind: .onlyWhen(keys, condition.deciding(given)), code: code, message: message)
        case .exclusive, .unsupportedValue:
            self
        }
    }
}
