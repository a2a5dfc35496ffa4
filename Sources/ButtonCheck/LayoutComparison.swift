import ButtonLayout

/// What comparing a golden layout (NAME.json) with the fresh one found.
public struct LayoutComparison: Hashable, Sendable {
    /// Numeric differences first, in the fresh layout's key order, then every other difference.
    public var differences: [LayoutDifference]
    /// Why the golden could not be compared (not JSON); nil when it was.
    public var problem: String?

    public var passed: Bool { differences.isEmpty && problem == nil }

    /// Differences named in `message` before "… and N more".
    public static let messageLimit = 6

    /// "imageView x 81 → 81.5, titleLabel width 52 → 50", or the problem; "identical" when equal.
    public var message: String {
        if let problem { return problem }
        if differences.isEmpty { return "identical" }
        var parts = differences.prefix(Self.messageLimit).map(\.description)
        if differences.count > Self.messageLimit { parts.append("… and \(differences.count - Self.messageLimit) more") }
        return parts.joined(separator: ", ")
    }
}

/// One difference between two layouts, at a path of keys and `[index]`es: `["imageView", "x"]`.
public enum LayoutDifference: Hashable, Sendable, CustomStringConvertible {
    case number(path: [String], expected: Double, actual: Double)
    /// A string, a flag, null against a rect, or a value of another kind.
    case value(path: [String], expected: JSONValue, actual: JSONValue)
    /// In the fresh layout only.
    case added(path: [String], actual: JSONValue)
    /// In the golden only.
    case removed(path: [String], expected: JSONValue)

    public var path: [String] {
        switch self {
        case .number(let path, _, _), .value(let path, _, _), .added(let path, _), .removed(let path, _): path
        }
    }

    public var description: String {
        let where_ = Self.describe(path)
        return switch self {
        case .number(_, let expected, let actual): "\(where_) \(formatNumber(expected)) → \(formatNumber(actual))"
        case .value(_, let expected, let actual): "\(where_) \(Self.brief(expected)) → \(Self.brief(actual))"
        case .added(_, let actual): "\(where_) added: \(Self.brief(actual))"
        case .removed(_, let expected): "\(where_) removed (was \(Self.brief(expected)))"
        }
    }

    /// `imageView x`, `warnings[1]`: keys as UIKit names them, indices glued to their array.
    static func describe(_ path: [String]) -> String {
        var text = ""
        for component in path {
            if !text.isEmpty && !component.hasPrefix("[") { text += " " }
            text += component
        }
        return text.isEmpty ? "(whole document)" : text
    }

    /// A value on one line, cut after 80 characters: a changed warning stays readable.
    static func brief(_ value: JSONValue) -> String {
        let flat = value.rendered().split(separator: "\n").map { $0.drop { $0 == " " } }.joined(separator: " ")
        return flat.count > 80 ? String(flat.prefix(80)) + "…" : flat
    }
}

/// Compares two layout documents. Equal bytes pass at once; otherwise both are parsed and compared
/// value by value. Numbers are equal only when equal as doubles, as written: the engine is
/// deterministic, and the golden holds exactly what `layout --format json` prints.
package func compareLayouts(expected: [UInt8], actual: [UInt8], goldenPath: String) -> LayoutComparison {
    if expected == actual { return LayoutComparison(differences: []) }
    let golden: JSONValue
    let fresh: JSONValue
    do {
        golden = try JSONValue(parsing: expected)
    } catch {
        return LayoutComparison(differences: [], problem: "golden \(goldenPath) is not JSON: \(error.message)")
    }
    do {
        fresh = try JSONValue(parsing: actual)
    } catch {
        preconditionFailure("the layout writer wrote invalid JSON: \(error.message)")
    }
    return compareLayouts(expected: golden, actual: fresh)
}

/// Structural comparison of two parsed layouts; members are matched by key, whatever their order.
public func compareLayouts(expected: JSONValue, actual: JSONValue) -> LayoutComparison {
    var numbers: [LayoutDifference] = []
    var others: [LayoutDifference] = []
    func walk(_ expected: JSONValue, _ actual: JSONValue, _ path: [String]) {
        switch (expected, actual) {
        case (.number(let e), .number(let a)):
            if e != a { numbers.append(.number(path: path, expected: e, actual: a)) }
        case (.object(let e), .object(let a)):
            for (key, value) in a {
                if let old = expected[key] { walk(old, value, path + [key]) } else { others.append(.added(path: path + [key], actual: value)) }
            }
            for (key, value) in e where actual[key] == nil { others.append(.removed(path: path + [key], expected: value)) }
        case (.array(let e), .array(let a)):
            for index in 0..<max(e.count, a.count) {
                let at = path + ["[\(index)]"]
                if index >= e.count {
                    others.append(.added(path: at, actual: a[index]))
                } else if index >= a.count {
                    others.append(.removed(path: at, expected: e[index]))
                } else {
                    walk(e[index], a[index], at)
                }
            }
        default:
            if expected != actual { others.append(.value(path: path, expected: expected, actual: actual)) }
        }
    }
    walk(expected, actual, [])
    return LayoutComparison(differences: numbers + others)
}
