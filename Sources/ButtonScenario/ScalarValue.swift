import Yams

/// What a YAML scalar means to a scenario. Resolved here rather than by Yams' YAML 1.1 resolver so
/// that YAML and JSON agree: `yes`/`on` are strings, not booleans, `1e3` is a number, `0x10` is not.
enum ScalarValue: Equatable {
    case null
    case bool(Bool)
    case number(Double)
    /// `.nan`, `.inf`, `-.inf`, or a literal too large for a Double; kept as written, for messages.
    case nonFinite(String)
    case string(String)
    /// An explicit tag other than the core schema's; kept as written, for messages.
    case unsupportedTag(String)

    init(_ scalar: Node.Scalar) {
        let text = scalar.string
        switch Tag.Name(rawValue: scalar.tag.rawValue) {
        case .implicit:
            // Quoted and block scalars arrive tagged `str`, so an implicit tag means a plain scalar.
            self = Self.resolvePlain(text)
        case .str, .nonSpecific:
            self = .string(text)
        case .null:
            self = .null
        case .bool:
            switch Self.resolvePlain(text) {
            case .bool(let value): self = .bool(value)
            default: self = .string(text)
            }
        case .int, .float:
            switch Self.resolvePlain(text) {
            case .number(let value): self = .number(value)
            case .nonFinite(let written): self = .nonFinite(written)
            default: self = .string(text)
            }
        default:
            self = .unsupportedTag(scalar.tag.rawValue)
        }
    }

    static func resolvePlain(_ text: String) -> ScalarValue {
        switch text {
        case "", "~", "null", "Null", "NULL":
            return .null
        case "true":
            return .bool(true)
        case "false":
            return .bool(false)
        case ".nan", ".NaN", ".NAN",
            ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF", "-.inf", "-.Inf", "-.INF":
            return .nonFinite(text)
        default:
            guard isDecimalNumber(text), let value = Double(text) else { return .string(text) }
            return value.isFinite ? .number(value) : .nonFinite(text)
        }
    }

    /// `[-+]? (digits [. digits?] | . digits) ([eE] [-+]? digits)?`: JSON's numbers plus YAML's
    /// leading `+` and bare `.5`. Checked by hand because `Double.init` also takes `nan`, `inf` and hex.
    static func isDecimalNumber(_ text: String) -> Bool {
        var bytes = text.utf8[...]
        func digits() -> Int {
            let count = bytes.prefix(while: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }).count
            bytes = bytes.dropFirst(count)
            return count
        }
        if let first = bytes.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
            bytes = bytes.dropFirst()
        }
        var mantissaDigits = digits()
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            mantissaDigits += digits()
        }
        guard mantissaDigits > 0 else { return false }
        if let first = bytes.first, first == UInt8(ascii: "e") || first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                bytes = bytes.dropFirst()
            }
            guard digits() > 0 else { return false }
        }
        return bytes.isEmpty
    }
}

extension Node {
    /// How the value reads in a message: "a mapping", "the number 12", "the string 'abc'".
    var summary: String {
        switch self {
        case .mapping: return "a mapping"
        case .sequence(let sequence): return "a list of \(sequence.count) item\(sequence.count == 1 ? "" : "s")"
        case .alias: return "an alias"
        case .scalar(let scalar):
            switch ScalarValue(scalar) {
            case .null: return "null"
            case .bool(let value): return "the boolean \(value)"
            case .number: return "the number \(scalar.string)"
            case .nonFinite(let written): return written
            case .string(let text):
                // At most 40 characters of the value's first line, whatever the file holds.
                let firstLine = text.prefix { !$0.isNewline }
                let shown = firstLine.count > 40 || firstLine.count < text.count ? firstLine.prefix(37) + "..." : text
                return "the string '\(shown)'"
            case .unsupportedTag(let tag): return "a value tagged \(tag)"
            }
        }
    }
}
