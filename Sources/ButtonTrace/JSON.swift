import ButtonLayout

/// A JSON document as a plain value tree, object keys in the order they were built (so output
/// follows §9 and diffs stay stable). Printed like ButtonLabKit's `JSONValue`, which it converts to
/// member by member.
public indirect enum JSON: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSON])
    case object([(String, JSON)])

    public static func == (lhs: JSON, rhs: JSON) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a.map(\.0) == b.map(\.0) && a.map(\.1) == b.map(\.1)
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rendered())
    }

    /// The member named `key` of an object.
    public subscript(key: String) -> JSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    /// Two-space indents; objects and arrays holding only scalars stay on one line, so a rect reads
    /// `{"x": 75, "y": 25, "width": 50, "height": 50}`. Numbers print as `formatNumber` writes them.
    public func rendered(indent: Int = 0) -> String {
        let pad = String(repeating: "  ", count: indent + 1)
        let closingPad = String(repeating: "  ", count: indent)
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let value): return value.isFinite ? formatNumber(value) : "null"
        case .string(let value): return Self.quote(value)
        case .array(let items):
            if items.isEmpty { return "[]" }
            if items.allSatisfy(\.isScalar) {
                return "[" + items.map { $0.rendered() }.joined(separator: ", ") + "]"
            }
            return "[\n" + items.map { pad + $0.rendered(indent: indent + 1) }.joined(separator: ",\n") + "\n\(closingPad)]"
        case .object(let members):
            if members.isEmpty { return "{}" }
            if members.allSatisfy(\.1.isScalar) {
                return "{" + members.map { "\(Self.quote($0.0)): \($0.1.rendered())" }.joined(separator: ", ") + "}"
            }
            return "{\n"
                + members.map { "\(pad)\(Self.quote($0.0)): \($0.1.rendered(indent: indent + 1))" }.joined(separator: ",\n")
                + "\n\(closingPad)}"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

extension JSON {
    init(_ rect: Rect) {
        self = .object([
            ("x", .number(rect.x)), ("y", .number(rect.y)), ("width", .number(rect.width)), ("height", .number(rect.height)),
        ])
    }

    init(_ size: Size) {
        self = .object([("width", .number(size.width)), ("height", .number(size.height))])
    }

    init(_ rect: Rect?) {
        self = rect.map { JSON($0) } ?? .null
    }

    init(_ value: MessageValue) {
        switch value {
        case .rect(let rect): self = JSON(rect)
        case .size(let size): self = JSON(size)
        case .none: self = .null
        }
    }
}
