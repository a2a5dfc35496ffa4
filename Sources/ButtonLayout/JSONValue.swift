/// A JSON document whose object keys keep the order they were built in, so output matches the
/// order docs/scenario-format.md documents and diffs stay stable. Numbers print as the articles write them.
public indirect enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
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

    /// The member named `key` of an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rendered())
    }

    /// Pretty-printed with two-space indents; objects and arrays of scalars stay on one line,
    /// so each rect reads as `{"x": 75, "y": 25, "width": 50, "height": 50}`.
    public func rendered(indent: Int = 0) -> String {
        var out = ""
        write(to: &out, indent: indent)
        return out
    }

    /// `rendered(indent:)` appended to `out`: one growing buffer for a whole document, however many
    /// scenarios a batch prints, instead of a string per node joined at every level.
    public func write(to out: inout String, indent: Int = 0) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let value): out += value.isFinite ? formatNumber(value) : "null"
        case .string(let value): Self.quote(value, into: &out)
        case .array(let items):
            if items.isEmpty {
                out += "[]"
            } else if items.allSatisfy(\.isScalar) {
                out += "["
                for (index, item) in items.enumerated() {
                    if index > 0 { out += ", " }
                    item.write(to: &out)
                }
                out += "]"
            } else {
                out += "[\n"
                for (index, item) in items.enumerated() {
                    if index > 0 { out += ",\n" }
                    Self.pad(&out, indent + 1)
                    item.write(to: &out, indent: indent + 1)
                }
                out += "\n"
                Self.pad(&out, indent)
                out += "]"
            }
        case .object(let members):
            if members.isEmpty {
                out += "{}"
            } else if members.allSatisfy(\.1.isScalar) {
                out += "{"
                for (index, member) in members.enumerated() {
                    if index > 0 { out += ", " }
                    Self.quote(member.0, into: &out)
                    out += ": "
                    member.1.write(to: &out)
                }
                out += "}"
            } else {
                out += "{\n"
                for (index, member) in members.enumerated() {
                    if index > 0 { out += ",\n" }
                    Self.pad(&out, indent + 1)
                    Self.quote(member.0, into: &out)
                    out += ": "
                    member.1.write(to: &out, indent: indent + 1)
                }
                out += "\n"
                Self.pad(&out, indent)
                out += "}"
            }
        }
    }

    private static func pad(_ out: inout String, _ level: Int) {
        for _ in 0..<level { out += "  " }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    public static func quote(_ text: String) -> String {
        var out = ""
        quote(text, into: &out)
        return out
    }

    static func quote(_ text: String, into out: inout String) {
        out += "\""
        // Names and warnings rarely need an escape: then the text goes in whole.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }), !text.contains("##") {
            out += text
            out += "\""
            return
        }
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            switch scalar {
            // The same string, but no CI workflow command (`##[`, `##vso[`) in a log that shows it.
            case "#" where previous == "#": out += "\\u0023"
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
        out += "\""
    }
}
