/// What a scalar means to a scenario. Resolved here rather than by a YAML 1.1 resolver so
/// that YAML and JSON agree: `yes`/`on` are strings, not booleans, `1e3` is a number, `0x10` is not.
public enum ScalarValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    /// `.nan`, `.inf`, `-.inf`, or a literal too large for a Double; kept as written, for messages.
    case nonFinite(String)
    case string(String)
    /// An explicit tag other than the core schema's; kept as written, for messages.
    case unsupportedTag(String)

    /// What an unquoted, untagged scalar means: null, a boolean, a decimal number, or a string.
    public static func resolvePlain(_ text: String) -> ScalarValue {
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
