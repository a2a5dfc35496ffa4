import ButtonCore
import ButtonLayout

/// What `layout` prints for one scenario: its name, where it came from, the model's result, and the
/// warnings the command and the input's reader add. One JSON and one text renderer.
public struct LayoutReport: Sendable {
    public var name: String
    public var provenance: Provenance?
    public var layout: ModelLayout
    /// What the command adds to the model's own warnings (broken inset recipes, glyphs no font draws).
    public var extraWarnings: [String]
    /// The input reader's warnings (Interface Builder §9.4), listed after every other warning.
    public var importWarnings: [Diagnostic]
    /// The state and Dynamic Type resolution of a legacy button (its `content` object), when the scenario has one.
    public var content: ContentResolution?
    /// The iOS release laid out for, named in both renderings (layout-model.md R17).
    public var uikit: UIKitEra
    /// The SDK the app was linked against, named in the profile when old (layout-model.md R17).
    public var linkedSDK: LinkedSDKAge
    /// The image's SF Symbol: the configuration UIKit applies and whether its size is an estimate (scenario-format.md's SF Symbols, after the spec's).
    public var symbol: SymbolImage?

    public init(
        name: String, provenance: Provenance?, layout: ModelLayout, extraWarnings: [String] = [], importWarnings: [Diagnostic] = [],
        content: ContentResolution? = nil, uikit: UIKitEra = .ios26, linkedSDK: LinkedSDKAge = .recent, symbol: SymbolImage? = nil
    ) {
        self.content = content
        self.uikit = uikit
        self.linkedSDK = linkedSDK
        self.symbol = symbol
        self.name = name
        self.provenance = provenance
        self.layout = layout
        self.extraWarnings = extraWarnings
        self.importWarnings = importWarnings
    }

    /// Every warning after the model's own: the command's, then the reader's as `[TAG] message`.
    var addedWarnings: [String] {
        (content?.lints.map(\.description) ?? []) + (symbol?.warning.map { [$0] } ?? []) + extraWarnings + importWarnings.map(importWarningText)
    }

    /// The stated source of a button inside a larger file; nil for a scenario file or standard input.
    var statedSource: Provenance? { provenance.flatMap { $0.isButtonInFile ? $0 : nil } }

    /// The layout object (§9.1): `name`, then `source` for a button of a larger file, then the model's members.
    public var json: JSONValue {
        guard case .object(var members) = layoutJSON(name: name, layout: layout, extraWarnings: addedWarnings) else {
            preconditionFailure("a layout object is an object")
        }
        if let source = statedSource { members.insert((LayoutKey.source.rawValue, source.json), at: 1) }
        if let content, let index = members.firstIndex(where: { $0.0 == LayoutKey.warnings.rawValue }) {
            members.insert((LayoutKey.content.rawValue, content.json), at: index)
        }
        if let symbol, let index = members.firstIndex(where: { $0.0 == LayoutKey.warnings.rawValue }) {
            members.insert((LayoutKey.symbol.rawValue, symbol.json), at: index)
        }
        return JSONValue.object(members).inserting(profile, after: statedSource == nil ? 1 : 2)
    }

    /// "layout: legacy, uikit 26" and the era's assumed rules.
    public var profile: ReportProfile { ReportProfile(layout: layout, uikit: uikit, linkedSDK: linkedSDK) }

    /// The frames as a table, headed by the name and, for a button of a larger file, its source line.
    public var text: String {
        let table = layoutTable(name: name, layout: layout, extraWarnings: addedWarnings, source: statedSource?.text)
        let added = profile.textLines + (content?.textLines ?? []) + (symbol.map { [$0.textLine] } ?? [])
        return insertingAfterHeading(added, into: table, after: statedSource == nil ? 1 : 2)
    }
}

extension Rect {
    var json: JSONValue {
        RectKey.object([(.x, .number(x)), (.y, .number(y)), (.width, .number(width)), (.height, .number(height))])
    }
}

extension Size {
    var json: JSONValue { RectKey.object([(.width, .number(width)), (.height, .number(height))]) }
}

extension Optional where Wrapped == Rect {
    var json: JSONValue { map(\.json) ?? .null }
}

/// The `layout` object of any model: docs/scenario-format.md's ("What `layout` prints for these") for the legacy
/// layout, docs/configuration-model.md's ("Scenarios, commands and figures") for a configuration; `name` first in
/// both.
package func layoutJSON(name: String, layout: ModelLayout, extraWarnings: [String] = []) -> JSONValue {
    switch layout {
    case .legacy(let result):
        var members = layoutMembers(name: name, result: result)
        if !extraWarnings.isEmpty, let index = members.firstIndex(where: { $0.0 == .warnings }), case .array(let warnings) = members[index].1 {
            members[index].1 = .array(warnings + extraWarnings.map(JSONValue.string))
        }
        return LayoutKey.object(members)
    case .configuration(let result):
        guard case .object(var members) = result.json() else { preconditionFailure("§12's layout is an object") }
        if !extraWarnings.isEmpty, let index = members.firstIndex(where: { $0.0 == LayoutKey.warnings.rawValue }),
            case .array(let warnings) = members[index].1 {
            members[index].1 = .array(warnings + extraWarnings.map(JSONValue.string))
        }
        return .object([(LayoutKey.name.rawValue, .string(name))] + members)
    }
}

/// A readable table of any model's frames, for a terminal.
package func layoutTable(name: String, layout: ModelLayout, extraWarnings: [String] = [], source: String? = nil) -> String {
    switch layout {
    case .legacy(let result):
        return layoutTable(name: name, result: result, extraWarnings: extraWarnings, source: source)
    case .configuration(let result):
        var rows: [(String, Rect?)] = [("bounds", result.bounds), ("contentInsetsRect", result.contentInsetsRect), ("contentRect", result.contentRect)]
        rows += result.common.frames.map { ($0.element.rawValue, $0.frame) }
        return frameTable(
            heading: "\(name)  (configuration layout, \(result.resolution.style.rawValue), \(result.resolution.buttonSize.rawValue), scale \(result.scale.rawValue), \(result.layoutDirection == .rightToLeft ? "right-to-left" : "left-to-right"))",
            rows: rows, intrinsic: result.intrinsicContentSize, sizeThatFits: result.intrinsicContentSize,
            warnings: result.warnings.map(\.description) + extraWarnings, source: source, number: figureNumber)
    }
}

/// The `layout` object of docs/scenario-format.md, keys in its order. Overridden layouts add what the public rect
/// methods report.
package func layoutJSON(name: String, result: LayoutResult) -> JSONValue {
    LayoutKey.object(layoutMembers(name: name, result: result))
}

/// `layoutJSON(name:result:)`'s members, by typed key, for a caller that adds to them.
func layoutMembers(name: String, result: LayoutResult) -> [(LayoutKey, JSONValue)] {
    var members: [(LayoutKey, JSONValue)] = [
        (.name, .string(name)),
        (.layout, .string(result.model.rawValue)),
        (.scale, .number(result.scale.factor)),
        (.layoutDirection, .string(result.layoutDirection.rawValue)),
        (.bounds, result.bounds.json),
        (.contentRect, result.contentRect.json),
        (.imageArea, result.imageArea.json),
        (.titleArea, result.titleArea.json),
        (.imageView, result.imageView.json),
        (.titleLabel, result.titleLabel.json),
        (.virtualTitle, result.virtualTitle.json),
        (.virtualImage, result.virtualImage.json),
    ]
    if result.model.overridesRects {
        members.append((.reportedImageRect, result.reportedImageRect.json))
        members.append((.reportedTitleRect, result.reportedTitleRect.json))
    }
    // intrinsicContentSize reports an exactly-zero axis as noIntrinsicMetric (−1); sizeThatFits keeps 0 (R11).
    members.append((.intrinsicContentSize, result.intrinsicContentSize.json))
    members.append((.sizeThatFits, result.sizeThatFits.json))
    if let truncated = result.truncatedTitle { members.append((.truncatedTitle, .string(truncated))) }
    if result.titleLineCount > 1 {
        members.append((.titleLines, TitleLinesKey.object([
            (.count, .number(Double(result.titleLineCount))),
            (.lines, result.titleLines.map { .array($0.map { .string($0.text) }) } ?? .null),
        ])))
    }
    members.append((.warnings, .array(result.warnings.map { .string($0.description) })))
    return members
}

/// A readable table of the frames, for a terminal.
package func layoutTable(name: String, result: LayoutResult, extraWarnings: [String] = [], source: String? = nil) -> String {
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
    return frameTable(
        heading: "\(name)  (\(result.model.rawValue) layout, scale \(result.scale.rawValue), \(direction))",
        rows: rows, intrinsic: result.intrinsicContentSize, sizeThatFits: result.sizeThatFits,
        warnings: result.warnings.map(\.description) + extraWarnings, source: source, number: figureNumber,
        notes: titleLinesText(result).map { [$0] } ?? [])
}

/// The table's line for a multi-line title: how many lines the label lays out and, when the
/// engine broke them, each line quoted (a line never holds a line feed: they split hard lines).
func titleLinesText(_ result: LayoutResult) -> String? {
    guard result.titleLineCount > 1 else { return nil }
    let shown = result.titleLines.map { ": " + $0.map { "\"\($0.text)\"" }.joined(separator: " / ") } ?? " (title.wrappedSize)"
    return "titleLabel lays out \(result.titleLineCount) lines\(shown)"
}

/// Rows of rects with right-aligned numbers (under the source line, when given), then the sizes and warnings. `number` writes each
/// value: two decimals at most, as figures show them (30.33); JSON keeps full precision.
func frameTable(
    heading: String, rows: [(String, Rect?)], intrinsic: Size, sizeThatFits: Size, warnings: [String],
    source: String? = nil, number: (Double) -> String = figureNumber, notes: [String] = []
) -> String {
    var lines = [heading]
    if let source { lines.append("  source: \(source)") }
    let table = [["", "x", "y", "width", "height"]] + rows.map { label, rect in
        guard let rect else { return [label, "—", "", "", ""] }
        return [label, number(rect.x), number(rect.y), number(rect.width), number(rect.height)]
    }
    let widths = (0..<5).map { column in table.map { $0[column].count }.max() ?? 0 }
    for row in table {
        var line = "  " + row[0].padding(toLength: widths[0])
        for column in 1..<5 { line += "  " + row[column].leftPadded(toLength: widths[column]) }
        lines.append(line.trimmingTrailingSpaces())
    }
    lines.append("  intrinsicContentSize \(number(intrinsic.width)) × \(number(intrinsic.height))")
    if sizeThatFits != intrinsic {
        lines.append("  sizeThatFits \(number(sizeThatFits.width)) × \(number(sizeThatFits.height))")
    }
    lines += notes.map { "  " + $0 }
    if warnings.isEmpty {
        lines.append("  no warnings")
    } else {
        for warning in warnings { lines.append("  warning: \(warning)") }
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
