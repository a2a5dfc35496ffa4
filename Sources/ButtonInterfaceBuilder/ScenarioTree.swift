/// A scenario as plain values, keys in the order they are written: what `buttonlab import` writes
/// as YAML and what the scenario loader can read back. Numbers are IEEE doubles at full precision.
public enum ScenarioTree: Hashable, Sendable {
    case mapping([Entry])
    case sequence([ScenarioTree])
    case number(Double)
    case string(String)
    case bool(Bool)

    public struct Entry: Hashable, Sendable {
        public var key: String
        public var value: ScenarioTree

        public init(_ key: String, _ value: ScenarioTree) {
            self.key = key
            self.value = value
        }
    }

    /// The value under `key` of a mapping; nil for a missing key or a non-mapping.
    public subscript(key: String) -> ScenarioTree? {
        guard case .mapping(let entries) = self else { return nil }
        return entries.first { $0.key == key }?.value
    }

    /// The keys of a mapping in order; empty for anything else.
    public var keys: [String] {
        guard case .mapping(let entries) = self else { return [] }
        return entries.map(\.key)
    }

    /// `[a, b, …]` of numbers.
    static func numbers(_ values: Double...) -> ScenarioTree {
        .sequence(values.map(ScenarioTree.number))
    }

    /// The tree as JSON text on one line (keys in order), for callers that load JSON.
    public var jsonText: String {
        switch self {
        case .mapping(let entries):
            return "{" + entries.map { quoted($0.key) + ": " + $0.value.jsonText }.joined(separator: ", ") + "}"
        case .sequence(let items):
            return "[" + items.map(\.jsonText).joined(separator: ", ") + "]"
        case .number(let value):
            return formatShortest(value)
        case .string(let text):
            return quoted(text)
        case .bool(let value):
            return value ? "true" : "false"
        }
    }
}

/// An ordered mapping under construction: entries are appended in the order they should be written.
struct OrderedMapping {
    private(set) var entries: [ScenarioTree.Entry] = []

    mutating func set(_ key: String, _ value: ScenarioTree?) {
        guard let value else { return }
        entries.append(ScenarioTree.Entry(key, value))
    }

    var isEmpty: Bool { entries.isEmpty }
    var tree: ScenarioTree { .mapping(entries) }
}

func hex4(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}
