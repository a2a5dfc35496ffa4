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

    package init(name: String, button: Button, goal: SolveGoal) {
        self.name = name
        self.goal = goal
        legacy = LegacySolver.solve(button, goal: goal)
        var mirrored = button
        mirrored.layoutDirection = button.effectiveLayoutDirection == .rightToLeft ? .leftToRight : .rightToLeft
        mirrored.semanticContentAttribute = .unspecified
        otherDirection = LegacySolver.solve(mirrored, goal: goal)
        configuration = ConfigurationSolver.solve(button, goal: goal)
    }

    package var swift: String { Snippets.swift(legacy: legacy.insets, configuration: configuration) }
    package var objectiveC: String { Snippets.objectiveC(legacy: legacy.insets, configuration: configuration) }

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
                intrinsicContentSize: result.intrinsicContentSize, gap: configuration.measuredGap, residuals: configuration.residuals)))
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
        return SolveKey.object(members)
    }

    /// A readable answer for a terminal.
    package var text: String {
        var lines = ["\(name): \(goalDescription)", "", "Legacy insets (\(legacy.result.layoutDirection == .rightToLeft ? "right-to-left" : "left-to-right")):"]
        lines.append("  imageEdgeInsets   \(formatInsets(legacy.insets.imageEdgeInsets))")
        lines.append("  titleEdgeInsets   \(formatInsets(legacy.insets.titleEdgeInsets))")
        lines.append("  contentEdgeInsets \(formatInsets(legacy.insets.contentEdgeInsets))")
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
        ])
    }

    private func checkJSON(_ solution: LegacySolution) -> JSONValue {
        let result = solution.result
        return checkedJSON(
            bounds: result.bounds, imageView: result.imageView, titleLabel: result.titleLabel,
            intrinsicContentSize: result.intrinsicContentSize, gap: solution.measuredGap, residuals: solution.residuals)
    }

    /// Either model's solution as `check` shows it: its frames, measured gap and residuals.
    private func checkedJSON(
        bounds: Rect, imageView: Rect?, titleLabel: Rect?, intrinsicContentSize: Size, gap: Double?,
        residuals: [some CustomStringConvertible]
    ) -> JSONValue {
        SolveCheckedLayoutKey.object([
            (.bounds, bounds.json), (.imageView, imageView.json), (.titleLabel, titleLabel.json),
            (.intrinsicContentSize, intrinsicContentSize.json), (.gap, gap.map(JSONValue.number) ?? .null),
            (.residuals, .array(residuals.map { .string($0.description) })),
        ])
    }
}

extension String {
    var trimmingTrailingNewline: String { hasSuffix("\n") ? String(dropLast()) : self }
}

/// `buttonlab migrate`'s object for one legacy button.
package func migrationJSON(name: String, migration: Migration) -> JSONValue {
    let c = migration.button
    let rtl = migration.result.layoutDirection == .rightToLeft
    return MigrationKey.object([
        (.name, .string(name)),
        (.configuration, MigrationConfigurationKey.object([
            (.imagePlacement, .string(c.configuration.imagePlacement.rawValue)),
            (.imagePadding, .number(c.configuration.imagePadding)),
            (.contentInsets, (c.configuration.contentInsets ?? DirectionalEdgeInsets()).json),
            (.titleAlignment, .string(c.configuration.titleAlignment.rawValue)),
        ])),
        (.differences, .array(migration.differences.map { d in
            DifferenceKey.object([
                (.element, .string(d.element.rawValue)), (.legacy, d.legacy.json), (.configuration, d.configuration.json),
                (.dx, .number(d.dx)), (.dy, .number(d.dy)), (.dw, .number(d.dw)), (.dh, .number(d.dh)),
                (.visible, .bool(d.isVisible(scale: migration.result.scale, rightToLeft: rtl))),
            ])
        })),
        (.migratable, .bool(migration.isMigratable)),
        (.obstacles, .array(migration.obstacles.map { .string($0.description) })),
        (.swift, .string(Snippets.swift(legacy: nil, configuration: migration.configurationAnswer))),
        (.objc, .string(Snippets.objectiveC(legacy: nil, configuration: migration.configurationAnswer))),
    ])
}

/// `buttonlab migrate`'s text for one legacy button.
package func migrationText(name: String, migration: Migration) -> String {
    let c = migration.button.configuration
    let insets = c.contentInsets ?? DirectionalEdgeInsets()
    var lines = ["\(name): \(migration.isMigratable ? "migrates with no visible difference" : "differs after migration")"]
    lines.append("  imagePlacement .\(c.imagePlacement.rawValue), imagePadding \(formatNumber(c.imagePadding)), contentInsets (\(formatNumber(insets.top)), \(formatNumber(insets.leading)), \(formatNumber(insets.bottom)), \(formatNumber(insets.trailing))), titleAlignment .\(c.titleAlignment.rawValue)")
    let rtl = migration.result.layoutDirection == .rightToLeft
    for d in migration.differences {
        let shown = "\(d.legacy.map(formatRect) ?? "none") → \(d.configuration.map(formatRect) ?? "none")"
        let moved = [("dx", d.dx), ("dy", d.dy), ("dw", d.dw), ("dh", d.dh)].filter { $0.1 != 0 }.map { "\($0.0) \(formatNumber($0.1))" }
        lines.append("  \(d.element.rawValue) \(shown)\(moved.isEmpty ? "" : " (\(moved.joined(separator: ", ")))")\(d.isVisible(scale: migration.result.scale, rightToLeft: rtl) ? " visible" : "")")
    }
    for obstacle in migration.obstacles { lines.append("  why: \(obstacle)") }
    return lines.joined(separator: "\n") + "\n"
}

/// What `migrate` prints for one legacy button, and where it came from.
public struct MigrationReport: Sendable {
    public var name: String
    public var provenance: Provenance?
    public var migration: Migration

    public init(name: String, provenance: Provenance?, migration: Migration) {
        self.name = name
        self.provenance = provenance
        self.migration = migration
    }

    /// `migrationJSON`, with `source` after `name` for a button of a larger file.
    public var json: JSONValue {
        guard let source = provenance, source.isButtonInFile, case .object(var members) = migrationJSON(name: name, migration: migration)
        else { return migrationJSON(name: name, migration: migration) }
        members.insert(("source", source.json), at: 1)
        return .object(members)
    }

    /// `migrationText`, headed by `NAME — SOURCE` for a button of a larger file, as `explain`'s is.
    public var text: String {
        guard let source = provenance, source.isButtonInFile else { return migrationText(name: name, migration: migration) }
        return "\(name) — \(source.text)\n" + migrationText(name: name, migration: migration)
    }
}
