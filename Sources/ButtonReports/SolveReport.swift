import ButtonCore
import ButtonLayout
import ButtonSolve

extension EdgeInsets {
    var json: JSONValue {
        .insets(self)
    }
}

extension DirectionalEdgeInsets {
    var json: JSONValue {
        .insets(self)
    }
}

/// Everything `buttonlab solve` answers for one goal.
package struct SolveAnswer: Sendable {
    package var name: String
    package var goal: SolveGoal
    package var legacy: LegacySolution
    /// The same goal solved for the other layout direction.
    package var otherDirection: LegacySolution
    package var configuration: ConfigurationSolution?
    /// Where each constant answer holds (docs/solve.md, "Where an answer holds").
    package var legacyValidity: Validity
    package var configurationValidity: Validity?
    /// The given title and a short, typical and long localisation through both answers.
    package var sweep: [SweepPoint]
    /// The code's name for the button: its variable or outlet, else the scenario name in camel case.
    package var variable: String

    /// The measurers are the ones `layout` uses, so the check is `layout` of the solved button.
    package init(
        name: String, button: Button, goal: SolveGoal, variable: String? = nil,
        titleMeasurer: (any TitleMeasuring)? = nil, labelMeasurer: (any LabelMeasuring)? = nil
    ) {
        self.name = name
        self.goal = goal
        self.variable = variable ?? Snippets.variableName(name)
        legacy = LegacySolver.solve(button, goal: goal, measurer: titleMeasurer)
        var mirrored = button
        mirrored.layoutDirection = button.effectiveLayoutDirection == .rightToLeft ? .leftToRight : .rightToLeft
        mirrored.semanticContentAttribute = .unspecified
        otherDirection = LegacySolver.solve(mirrored, goal: goal, measurer: titleMeasurer)
        configuration = ConfigurationSolver.solve(button, goal: goal, measurer: labelMeasurer)
        legacyValidity = Robustness.legacyValidity(legacy, goal: goal, original: button)
        configurationValidity = configuration.map { Robustness.configurationValidity($0, original: button) }
        sweep = Robustness.sweep(legacy: legacy, configuration: configuration, goal: goal, original: button, measurer: titleMeasurer)
    }

    package var swift: String {
        withPlacementExtension(
            Snippets.swift(legacy: legacy.insets, configuration: configuration, variable: variable),
            call: PlacementExtension.swiftCall(variable: variable, goal: goal), source: PlacementExtension.swiftSource)
    }

    package var objectiveC: String {
        withPlacementExtension(
            Snippets.objectiveC(legacy: legacy.insets, configuration: configuration, variable: variable),
            call: PlacementExtension.objectiveCCall(variable: variable, goal: goal), source: PlacementExtension.objectiveCSource)
    }

    /// The code, then, when the legacy insets depend on the title, where they hold and the call and
    /// extension that compute them at layout time (issue 24 item 3).
    private func withPlacementExtension(_ code: String, call: String?, source: String) -> String {
        guard let call else { return code }
        return code + "\n// The legacy answer above \(Self.statement(legacyValidity)); for any title, compute its insets at layout time:\n"
            + call + "\n\n" + source + "\n"
    }

    /// The range statements and the configuration's side effects, as the text and JSON list them.
    package var notes: [String] {
        var notes = ["legacy answer \(Self.statement(legacyValidity))"]
        if let configurationValidity { notes.append("configuration answer \(Self.statement(configurationValidity))") }
        for point in sweep {
            if let broken = point.legacy { notes.append("legacy answer with the \(point.label) title (\(formatNumber(point.titleWidth)) pt): \(broken)") }
            if let broken = point.configuration { notes.append("configuration answer with the \(point.label) title (\(formatNumber(point.titleWidth)) pt): \(broken)") }
        }
        if configuration != nil { notes += Snippets.configurationNotes }
        return notes
    }

    /// "holds for title widths 20–140 pt and button widths 84 pt and wider".
    static func statement(_ validity: Validity) -> String {
        // Two decimals: a range is read, not pasted (the code's own numbers keep every digit).
        func width(_ value: Double) -> String { formatNumber(value, maximumFractionDigits: 2) }
        func range(_ r: WidthRange) -> String {
            r.upper.map { $0 == r.lower ? "\(width($0)) pt only" : "\(width(r.lower))–\(width($0)) pt" }
                ?? "\(width(r.lower)) pt and wider"
        }
        guard let titles = validity.titleWidth else { return "misses its goal with this title already (see the residuals)" }
        if validity.sizedToFit { return "holds for title widths \(range(titles)) (sized to fit: the button's width follows the title)" }
        return "holds for title widths \(range(titles))" + (validity.buttonWidth.map { " and button widths \(range($0))" } ?? "")
    }

    /// What changes when the same insets meet the other direction (insets are physical).
    package var otherDirectionNote: String {
        let same = otherDirection.insets == legacy.insets
        let direction = otherDirection.result.layoutDirection == .rightToLeft ? "right-to-left" : "left-to-right"
        return same
            ? "the same insets give the same layout in \(direction)"
            : "insets are physical and not mirrored: in \(direction) use the insets below (or set semanticContentAttribute to force one direction)"
    }

    package var json: JSONValue {
        var members: [(SolveKey, JSONValue)] = [(.name, .string(name))]
        members.append((.legacy, legacyJSON(legacy.insets)))
        if let configuration {
            members.append((.configuration, SolveConfigurationKey.object([
                (.imagePlacement, .string(configuration.imagePlacement.rawValue)),
                (.imagePadding, .number(configuration.imagePadding)),
                (.contentInsets, configuration.contentInsets.json),
                (.titleAlignment, .string(configuration.titleAlignment.rawValue)),
                (.contentHorizontalAlignment, .string(configuration.contentHorizontalAlignment.rawValue)),
                (.contentVerticalAlignment, .string(configuration.contentVerticalAlignment.rawValue)),
            ])))
        } else {
            members.append((.configuration, .null))
        }
        var check: [(SolveCheckKey, JSONValue)] = [(.legacy, checkJSON(legacy))]
        if let configuration {
            let result = configuration.result
            check.append((.configuration, checkedJSON(
                bounds: result.bounds, imageView: result.imageView, titleLabel: result.titleLabel,
                intrinsicContentSize: result.intrinsicContentSize, gap: configuration.measuredGap, residuals: configuration.residuals,
                holds: configurationValidity)))
        }
        let other = otherDirection.insets
        check.append((.otherDirection, OtherDirectionKey.object([
            (.layoutDirection, .string(otherDirection.result.layoutDirection.rawValue)),
            (.imageEdgeInsets, other.imageEdgeInsets.json), (.titleEdgeInsets, other.titleEdgeInsets.json),
            (.contentEdgeInsets, other.contentEdgeInsets.json), (.note, .string(otherDirectionNote)),
        ])))
        members.append((.check, SolveCheckKey.object(check)))
        members.append((.swift, .string(swift)))
        members.append((.objc, .string(objectiveC)))
        members.append((.sweep, .array(sweep.map { point in
            SweepKey.object([
                (.title, .string(point.label)), (.titleWidth, .number(point.titleWidth)),
                (.legacy, point.legacy.map { .string($0.description) } ?? .null),
                (.configuration, point.configuration.map { .string($0.description) } ?? .null),
            ])
        })))
        members.append((.notes, .array(notes.map(JSONValue.string))))
        return SolveKey.object(members)
    }

    /// A readable answer for a terminal.
    package var text: String {
        var lines = ["\(name): \(goalDescription)", "", "Legacy insets (\(legacy.result.layoutDirection == .rightToLeft ? "right-to-left" : "left-to-right")):"]
        lines.append("  imageEdgeInsets   \(formatInsets(legacy.insets.imageEdgeInsets))")
        lines.append("  titleEdgeInsets   \(formatInsets(legacy.insets.titleEdgeInsets))")
        lines.append("  contentEdgeInsets \(formatInsets(legacy.insets.contentEdgeInsets))")
        if legacy.insets.contentHorizontalAlignment != .center || legacy.insets.contentVerticalAlignment != .center {
            lines.append("  contentHorizontalAlignment .\(legacy.insets.contentHorizontalAlignment.rawValue), contentVerticalAlignment .\(legacy.insets.contentVerticalAlignment.rawValue)")
        }
        lines.append("  check: imageView \(legacy.result.imageView.map(formatRect) ?? "none"), titleLabel \(legacy.result.titleLabel.map(formatRect) ?? "none")"
            + (legacy.measuredGap.map { ", gap \(formatNumber($0))" } ?? "") + ", intrinsic \(formatSize(legacy.result.sizeThatFits))")
        lines += legacy.residuals.isEmpty ? ["  exact: no residual"] : legacy.residuals.map { "  residual: \($0)" }
        lines.append("  other direction: \(otherDirectionNote)")
        if otherDirection.insets != legacy.insets {
            lines.append("    imageEdgeInsets \(formatInsets(otherDirection.insets.imageEdgeInsets)), titleEdgeInsets \(formatInsets(otherDirection.insets.titleEdgeInsets)), contentEdgeInsets \(formatInsets(otherDirection.insets.contentEdgeInsets))")
        }
        if let configuration {
            lines += ["", "UIButton.Configuration (iOS 15+):"]
            lines.append("  imagePlacement .\(configuration.imagePlacement.rawValue), imagePadding \(formatNumber(configuration.imagePadding)), contentInsets \(formatNumber(configuration.contentInsets.top)), \(formatNumber(configuration.contentInsets.leading)), \(formatNumber(configuration.contentInsets.bottom)), \(formatNumber(configuration.contentInsets.trailing)), titleAlignment .\(configuration.titleAlignment.rawValue)")
            lines.append("  check: imageView \(configuration.result.imageView.map(formatRect) ?? "none"), titleLabel \(configuration.result.titleLabel.map(formatRect) ?? "none")"
                + (configuration.measuredGap.map { ", gap \(formatNumber($0))" } ?? ""))
            lines += configuration.residuals.isEmpty ? ["  exact: no residual"] : configuration.residuals.map { "  residual: \($0)" }
        }
        lines += ["", "Notes:"] + notes.map { "  - \($0)" }
        lines += ["", "Swift:", swift.trimmingTrailingNewline, "", "Objective-C:", objectiveC.trimmingTrailingNewline]
        return lines.joined(separator: "\n") + "\n"
    }

    private var goalDescription: String {
        switch goal {
        case .placement(let placement, let spacing, let alignment):
            "image \(placement.rawValue == "top" ? "above" : placement.rawValue == "bottom" ? "below" : "on the \(placement.rawValue) side of") the title, \(formatNumber(spacing)) pt apart, pair aligned \(alignment.rawValue)"
        case .frames(let image, let title):
            "imageView \(image.map(formatRect) ?? "anywhere"), titleLabel \(title.map(formatRect) ?? "anywhere")"
        }
    }

    private func legacyJSON(_ insets: LegacyInsets) -> JSONValue {
        LegacyInsetsKey.object([
            (.imageEdgeInsets, insets.imageEdgeInsets.json), (.titleEdgeInsets, insets.titleEdgeInsets.json),
            (.contentEdgeInsets, insets.contentEdgeInsets.json),
            (.contentHorizontalAlignment, .string(insets.contentHorizontalAlignment.rawValue)),
            (.contentVerticalAlignment, .string(insets.contentVerticalAlignment.rawValue)),
        ])
    }

    private func checkJSON(_ solution: LegacySolution) -> JSONValue {
        let result = solution.result
        return checkedJSON(
            bounds: result.bounds, imageView: result.imageView, titleLabel: result.titleLabel,
            intrinsicContentSize: result.intrinsicContentSize, gap: solution.measuredGap, residuals: solution.residuals,
            holds: solution == legacy ? legacyValidity : nil)
    }

    /// Either model's solution as `check` shows it: its frames, measured gap and residuals.
    private func checkedJSON(
        bounds: Rect, imageView: Rect?, titleLabel: Rect?, intrinsicContentSize: Size, gap: Double?,
        residuals: [some CustomStringConvertible], holds: Validity?
    ) -> JSONValue {
        func range(_ r: WidthRange?) -> JSONValue {
            r.map { WidthRangeKey.object([(.min, .number($0.lower)), (.max, $0.upper.map(JSONValue.number) ?? .null)]) } ?? .null
        }
        var members: [(SolveCheckedLayoutKey, JSONValue)] = [
            (.bounds, bounds.json), (.imageView, imageView.json), (.titleLabel, titleLabel.json),
            (.intrinsicContentSize, intrinsicContentSize.json), (.gap, gap.map(JSONValue.number) ?? .null),
            (.residuals, .array(residuals.map { .string($0.description) })),
        ]
        if let holds {
            members.append((.holds, HoldsKey.object([(.titleWidth, range(holds.titleWidth)), (.buttonWidth, range(holds.buttonWidth))])))
        }
        return SolveCheckedLayoutKey.object(members)
    }
}

extension String {
    var trimmingTrailingNewline: String { hasSuffix("\n") ? String(dropLast()) : self }
}


/// What `solve` prints for one goal, and where its button came from.
public struct SolveReport: Sendable {
    package var answer: SolveAnswer
    public var provenance: Provenance?

    package init(answer: SolveAnswer, provenance: Provenance?) {
        self.answer = answer
        self.provenance = provenance
    }

    public var name: String { answer.name }

    /// The answer's object, with `source` after `name` for a button of a larger file.
    public var json: JSONValue {
        guard let source = provenance, source.isButtonInFile, case .object(var members) = answer.json else { return answer.json }
        members.insert((SolveKey.source.rawValue, source.json), at: 1)
        return .object(members)
    }

    /// The answer's text, headed by `NAME — SOURCE` for a button of a larger file, as `migrate`'s is.
    public var text: String {
        guard let source = provenance, source.isButtonInFile else { return answer.text }
        return "\(answer.name) — \(source.text)\n" + answer.text
    }

    public var swift: String { answer.swift }
    public var objectiveC: String { answer.objectiveC }
}
