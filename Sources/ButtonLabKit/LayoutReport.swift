import ButtonLayout
import ButtonScenario

extension Rect {
    var json: JSONValue {
        .object([("x", .number(x)), ("y", .number(y)), ("width", .number(width)), ("height", .number(height))])
    }
}

extension Size {
    var json: JSONValue { .object([("width", .number(width)), ("height", .number(height))]) }
}

extension Optional where Wrapped == Rect {
    var json: JSONValue { map(\.json) ?? .null }
}

/// The `layout` object of cli.md, keys in its order. Overridden layouts add what the public rect
/// methods report.
public func layoutJSON(name: String, result: LayoutResult) -> JSONValue {
    var members: [(String, JSONValue)] = [
        ("name", .string(name)),
        ("layout", .string(result.model.rawValue)),
        ("scale", .number(result.scale.factor)),
        ("layoutDirection", .string(result.layoutDirection.rawValue)),
        ("bounds", result.bounds.json),
        ("contentRect", result.contentRect.json),
        ("imageArea", result.imageArea.json),
        ("titleArea", result.titleArea.json),
        ("imageView", result.imageView.json),
        ("titleLabel", result.titleLabel.json),
        ("virtualTitle", result.virtualTitle.json),
        ("virtualImage", result.virtualImage.json),
    ]
    if result.model.overridesRects {
        members.append(("reportedImageRect", result.reportedImageRect.json))
        members.append(("reportedTitleRect", result.reportedTitleRect.json))
    }
    // intrinsicContentSize reports an exactly-zero axis as noIntrinsicMetric (−1); sizeThatFits keeps 0 (R11).
    members.append(("intrinsicContentSize", result.intrinsicContentSize.json))
    members.append(("sizeThatFits", result.sizeThatFits.json))
    if let truncated = result.truncatedTitle { members.append(("truncatedTitle", .string(truncated))) }
    members.append(("warnings", .array(result.warnings.map { .string($0.description) })))
    return .object(members)
}

/// A readable table of the frames, for a terminal.
public func layoutTable(name: String, result: LayoutResult) -> String {
    var rows: [(String, Rect?)] = [
        ("bounds", result.bounds), ("contentRect", result.contentRect),
        ("imageArea", result.imageArea), ("titleArea", result.titleArea),
        ("imageView", result.imageView), ("titleLabel", result.titleLabel),
    ]
    if result.virtualTitle != nil || result.virtualImage != nil {
        rows += [("virtualTitle", result.virtualTitle), ("virtualImage", result.virtualImage)]
    }
    if result.model.overridesRects {
        rows += [("reportedImageRect", result.reportedImageRect), ("reportedTitleRect", result.reportedTitleRect)]
    }
    let direction = result.layoutDirection == .rightToLeft ? "right-to-left" : "left-to-right"
    var lines = ["\(name)  (\(result.model.rawValue) layout, scale \(result.scale.rawValue), \(direction))"]
    let table = [["", "x", "y", "width", "height"]] + rows.map { label, rect in
        guard let rect else { return [label, "—", "", "", ""] }
        return [label, formatNumber(rect.x), formatNumber(rect.y), formatNumber(rect.width), formatNumber(rect.height)]
    }
    let widths = (0..<5).map { column in table.map { $0[column].count }.max() ?? 0 }
    for row in table {
        var line = "  " + row[0].padding(toLength: widths[0])
        for column in 1..<5 { line += "  " + row[column].leftPadded(toLength: widths[column]) }
        lines.append(line.trimmingTrailingSpaces())
    }
    lines.append("  intrinsicContentSize \(formatSize(result.intrinsicContentSize))")
    if result.sizeThatFits != result.intrinsicContentSize {
        lines.append("  sizeThatFits \(formatSize(result.sizeThatFits))")
    }
    if result.warnings.isEmpty {
        lines.append("  no warnings")
    } else {
        for warning in result.warnings { lines.append("  warning: \(warning)") }
    }
    return lines.joined(separator: "\n") + "\n"
}

extension String {
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }

    func leftPadded(toLength length: Int) -> String {
        count >= length ? self : String(repeating: " ", count: length - count) + self
    }

    func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
