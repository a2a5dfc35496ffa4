/// Duplicate mapping keys, found the way Yams found them, since scenarios' messages and values
/// depend on it.
///
/// Two keys are the same when their texts are equal (Swift's `==`: canonically equivalent) and their
/// resolved tags are too; collections compare entry by entry. Resolving a key's tag happens in place
/// (`!` and no tag become `str`, `map` or `seq`), so a plain key such as `12` is read as the string
/// "12" afterwards, and so is every alias of it: Yams resolved tags while hashing keys.
enum YAMLKeys {
    static func checkDuplicates(_ keys: [YAMLNode]) throws(YAMLError) {
        for key in keys { resolveTags(key) }
        var groups: [Key: Int] = [:]
        var firsts: [(node: YAMLNode, count: Int)] = []
        for key in keys {
            if let index = groups[Key(node: key)] {
                firsts[index].count += 1
            } else {
                groups[Key(node: key)] = firsts.count
                firsts.append((key, 1))
            }
        }
        // In file order before a stable sort: equal-sorting keys are reported in the order they came.
        let duplicates = firsts.filter { $0.count > 1 }.map(\.node).sorted(by: isOrderedBefore)
        guard let first = duplicates.first else { return }
        throw .duplicatedKeys(duplicates.map { $0.string ?? "<uncovertable>" }, mark: first.mark)
    }

    /// Resolves the tags of a node and of everything inside it, as hashing it did.
    static func resolveTags(_ root: YAMLNode) {
        var pending = [root]
        while let node = pending.popLast() {
            guard node.tag.isEmpty || node.tag == "!" else {
                appendChildren(of: node, to: &pending)
                continue
            }
            switch node.content {
            case .scalar: node.tag = YAMLTag.str
            case .mapping: node.tag = YAMLTag.map
            case .sequence: node.tag = YAMLTag.seq
            }
            appendChildren(of: node, to: &pending)
        }
    }

    private static func appendChildren(of node: YAMLNode, to pending: inout [YAMLNode]) {
        switch node.content {
        case .scalar: break
        case .mapping(let pairs):
            for pair in pairs {
                pending.append(pair.key)
                pending.append(pair.value)
            }
        case .sequence(let items): pending.append(contentsOf: items)
        }
    }

    /// Yams' `Node.<`: scalars by text, collections entry by entry (mapping entries by key), then by
    /// length; nodes of different kinds are unordered.
    private static func isOrderedBefore(_ lhs: YAMLNode, _ rhs: YAMLNode) -> Bool {
        switch (lhs.content, rhs.content) {
        case (.scalar(let left, _), .scalar(let right, _)):
            return left < right
        case (.mapping(let left), .mapping(let right)):
            return isOrderedBefore(left.map(\.key), right.map(\.key))
        case (.sequence(let left), .sequence(let right)):
            return isOrderedBefore(left, right)
        default:
            return false
        }
    }

    private static func isOrderedBefore(_ lhs: [YAMLNode], _ rhs: [YAMLNode]) -> Bool {
        for (left, right) in zip(lhs, rhs) {
            if isOrderedBefore(left, right) { return true }
            if isOrderedBefore(right, left) { return false }
        }
        return lhs.count < rhs.count
    }

    /// A key compared and hashed by content and resolved tag.
    private struct Key: Hashable {
        let node: YAMLNode

        static func == (lhs: Key, rhs: Key) -> Bool { areEqual(lhs.node, rhs.node) }

        func hash(into hasher: inout Hasher) { Self.hash(node, into: &hasher) }

        private static func areEqual(_ lhs: YAMLNode, _ rhs: YAMLNode) -> Bool {
            if lhs === rhs { return true }
            guard lhs.tag == rhs.tag else { return false }
            switch (lhs.content, rhs.content) {
            case (.scalar(let left, _), .scalar(let right, _)):
                return left == right
            case (.mapping(let left), .mapping(let right)):
                return left.count == right.count
                    && zip(left, right).allSatisfy { areEqual($0.key, $1.key) && areEqual($0.value, $1.value) }
            case (.sequence(let left), .sequence(let right)):
                return left.count == right.count && zip(left, right).allSatisfy { areEqual($0, $1) }
            default:
                return false
            }
        }

        private static func hash(_ node: YAMLNode, into hasher: inout Hasher) {
            hasher.combine(node.tag)
            switch node.content {
            case .scalar(let text, _):
                hasher.combine(text)
            case .mapping(let pairs):
                hasher.combine(pairs.count)
                for pair in pairs {
                    hash(pair.key, into: &hasher)
                    hash(pair.value, into: &hasher)
                }
            case .sequence(let items):
                hasher.combine(items.count)
                for item in items { hash(item, into: &hasher) }
            }
        }
    }
}
