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
    /// leading `+` and bare `.5`, the numbers IB writes too. Checked by hand because `Double.init` also
    /// takes `nan`, `inf` and hex.
    public static func isDecimalNumber(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            func skipDigits() -> Int {
                let start = index
                while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
                return index - start
            }
            if index < bytes.count, bytes[index] == 0x2D || bytes[index] == 0x2B { index += 1 }  // - +
            var digits = skipDigits()
            if index < bytes.count, bytes[index] == 0x2E {  // .
                index += 1
                digits += skipDigits()
            }
            guard digits > 0 else { return false }
            if index < bytes.count, bytes[index] == 0x65 || bytes[index] == 0x45 {  // e E
                index += 1
                if index < bytes.count, bytes[index] == 0x2D || bytes[index] == 0x2B { index += 1 }
                guard skipDigits() > 0 else { return false }
            }
            return index == bytes.count
        }
    }
}
