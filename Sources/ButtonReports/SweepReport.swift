import ButtonCore
import ButtonFiles
import ButtonLayout

/// The members of `sweep --format json`'s objects (docs/sweep.md, "JSON"), in the order each writes them.
package enum SweepReportKey: String, JSONKeys {
    case name, source, conditions, first, failed
    case condition, category, title, width, direction, state, uikit, bounds, imageView, titleLabel, breakages
    case kind, explanation
}

/// What `sweep` prints for one scenario: its grid's records, the first condition of each breakage,
/// and whether a breakage `--fail-on` lists occurred. One JSON and one text renderer.
public struct SweepReport: Sendable {
    public var name: String
    public var provenance: Provenance?
    public var result: SweepResult
    /// The kinds that fail the run (`--fail-on`; all by default).
    public var failOn: Set<BreakageKind>
    /// The scenario's profile ("layout: legacy, uikit 26"); a `uikit` axis overrides its era per condition.
    public var profile: ReportProfile

    public init(
        name: String, provenance: Provenance?, result: SweepResult, failOn: Set<BreakageKind> = Set(BreakageKind.allCases),
        profile: ReportProfile = ReportProfile(model: "legacy", uikit: .ios26)
    ) {
        self.name = name
        self.provenance = provenance
        self.result = result
        self.failOn = failOn
        self.profile = profile
    }

    /// The kinds that occurred and fail the run, in `BreakageKind` order.
    public var failures: [BreakageKind] { result.kinds.filter(failOn.contains) }

    /// `{"name", "source"?, "conditions": [...], "first": {kind: {"condition", "explanation"}}, "failed"}`.
    public var json: JSONValue {
        var members: [(SweepReportKey, JSONValue)] = [(.name, .string(name))]
        if let provenance, provenance.isButtonInFile { members.append((.source, provenance.json)) }
        members.append((.conditions, .array(result.records.map(\.json))))
        members.append((.first, .object(result.kinds.compactMap { kind in
            result.first(kind).map { first in
                (kind.rawValue, SweepReportKey.object([
                    (.condition, .number(Double(first.record.condition.number))),
                    (.explanation, .string(first.breakage.explanation)),
                ]))
            }
        })))
        members.append((.failed, .bool(!failures.isEmpty)))
        return SweepReportKey.object(members).inserting(profile, after: members[1].0 == .source ? 2 : 1)
    }

    /// A row per condition, then each breakage's first condition with its explanation, then a count.
    public var text: String {
        var lines = [provenance.map { "\(name)  (\($0.text))" } ?? name]
        lines += profile.textLines.map { "  " + $0 }
        let axes = result.axes
        var header: [String] = ["#"]
        if axes.categories != nil { header.append("category") }
        if axes.titles != nil { header.append("title") }
        if axes.widths != nil { header.append("width") }
        if axes.directions != nil { header.append("direction") }
        if axes.states != nil { header.append("state") }
        if axes.uikit != nil { header.append("uikit") }
        header.append("breakages")
        var rows = [header]
        for record in result.records {
            var row = [String(record.condition.number)]
            if let category = record.condition.category { row.append(category.shortName) }
            if let title = record.condition.title { row.append(quotedTitle(title)) }
            if let width = record.condition.width { row.append(formatPoints(width)) }
            if let direction = record.condition.direction { row.append(direction.rawValue) }
            if let state = record.condition.state { row.append(state.sweepName) }
            if let era = record.condition.uikit { row.append(era.rawValue) }
            row.append(record.breakages.isEmpty ? "-" : record.breakages.map(\.kind.rawValue).joined(separator: ", "))
            rows.append(row)
        }
        lines += alignedColumns(rows).map { "  " + $0 }
        let broken = result.records.filter { !$0.breakages.isEmpty }.count
        if result.kinds.isEmpty {
            lines.append("no breakages in \(result.records.count) condition\(result.records.count == 1 ? "" : "s")")
        } else {
            lines.append("first breakages:")
            for kind in result.kinds {
                guard let first = result.first(kind) else { continue }
                let mark = failOn.contains(kind) ? "" : " (not in --fail-on)"
                lines.append("  \(kind.rawValue) at #\(first.record.condition.number) \(first.record.condition.text): \(first.breakage.explanation)\(mark)")
            }
            lines.append("\(broken) of \(result.records.count) conditions break")
        }
        return logLines(lines.joined(separator: "\n")) + "\n"
    }
}

extension SweepRecord {
    /// One condition's object: the values it set (null: the scenario's), its frames, its breakages.
    /// `state` and `uikit` appear only in sweeps over those axes, so older records read as before.
    var json: JSONValue {
        var members: [(SweepReportKey, JSONValue)] = [
            (.condition, .number(Double(condition.number))),
            (.category, condition.category.map { .string($0.rawValue) } ?? .null),
            (.title, condition.title.map(JSONValue.string) ?? .null),
            (.width, condition.width.map(JSONValue.number) ?? .null),
            (.direction, condition.direction.map { .string($0.rawValue) } ?? .null),
        ]
        if let state = condition.state { members.append((.state, .string(state.sweepName))) }
        if let era = condition.uikit { members.append((.uikit, .string(era.rawValue))) }
        return SweepReportKey.object(members + [
            (.bounds, bounds.json),
            (.imageView, imageView.json),
            (.titleLabel, titleLabel.json),
            (.breakages, .array(breakages.map { breakage in
                SweepReportKey.object([(.kind, .string(breakage.kind.rawValue)), (.explanation, .string(breakage.explanation))])
            })),
        ])
    }
}

extension SweepCondition {
    /// `title "Einstellungen", width 120, rightToLeft`; `the design` when it sets nothing.
    public var text: String {
        var parts: [String] = []
        if let category { parts.append(category.shortName) }
        if let title { parts.append("title \(quotedTitle(title))") }
        if let width { parts.append("width \(formatPoints(width))") }
        if let direction { parts.append(direction.rawValue) }
        if let state { parts.append("state \(state.sweepName)") }
        if let uikit { parts.append("uikit \(uikit.rawValue)") }
        return parts.isEmpty ? "the design" : parts.joined(separator: ", ")
    }
}

extension Breakage {
    /// The explanation line: what broke, with the numbers from the frames.
    public var explanation: String {
        switch self {
        case .truncated(let natural, let shown, let line):
            let note = line.map { $0.isEmpty ? " (UIKit shows none of it)" : " (UIKit shows \(quotedTitle($0)))" } ?? ""
            return "the title needs \(formatPoints(natural)) pt but its label is \(formatPoints(shown)) pt wide\(note)"
        case .wrapped(let lines, let designLines):
            return "the title takes \(lines) lines; the design has \(designLines)"
        case .overlap(let overlap):
            return "imageView and titleLabel overlap by \(formatPoints(overlap.width)) × \(formatPoints(overlap.height)) pt at (\(formatPoints(overlap.x)), \(formatPoints(overlap.y)))"
        case .outsideBounds(let element, let frame, let bounds):
            return "\(element.rawValue) \(rectText(frame)) reaches outside the bounds \(rectText(bounds))"
        case .imageSquashed(let natural, let shown):
            return "the \(formatPoints(natural.width)) × \(formatPoints(natural.height)) pt image is drawn \(formatPoints(shown.width)) × \(formatPoints(shown.height)) pt (UIKit scales it, never crops)"
        case .clipped(let element, let needed, let shown):
            return "\(element.rawValue) is \(formatPoints(shown)) pt tall but its text needs \(formatPoints(needed)) pt: glyphs are cut off"
        }
    }
}

private func rectText(_ rect: Rect) -> String {
    "(\(formatPoints(rect.x)), \(formatPoints(rect.y)), \(formatPoints(rect.width)), \(formatPoints(rect.height)))"
}

/// A title in a report: quoted, at most 40 characters, escaped for logs.
private func quotedTitle(_ text: String) -> String {
    let cut = text.count > 40 ? String(text.prefix(39)) + "…" : text
    return "\"" + logEscaped(cut) + "\""
}

/// Rows as left-aligned columns two spaces apart, trailing spaces dropped.
private func alignedColumns(_ rows: [[String]]) -> [String] {
    var widths: [Int] = []
    for row in rows {
        for (index, cell) in row.enumerated() {
            if index == widths.count { widths.append(0) }
            widths[index] = max(widths[index], cell.count)
        }
    }
    return rows.map { row in
        var line = ""
        for (index, cell) in row.enumerated() {
            line += index == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[index] - cell.count + 2)
        }
        return line
    }
}
