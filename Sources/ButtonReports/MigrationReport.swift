import ButtonCore
import ButtonLayout
import ButtonSolve

/// `buttonlab migrate`'s object for one legacy button; its code names the button `variable`.
package func migrationJSON(name: String, migration: Migration, variable: String? = nil) -> JSONValue {
    let variable = variable ?? Snippets.variableName(name)
    let c = migration.button
    let rtl = migration.result.layoutDirection == .rightToLeft
    return MigrationKey.object([
        (.name, .string(name)),
        (.configuration, MigrationConfigurationKey.object([
            (.imagePlacement, .string(c.configuration.imagePlacement.rawValue)),
            (.imagePadding, .number(c.configuration.imagePadding)),
            (.contentInsets, (c.configuration.contentInsets ?? DirectionalEdgeInsets()).json),
            (.titleAlignment, .string(c.configuration.titleAlignment.rawValue)),
            (.contentHorizontalAlignment, .string(c.contentHorizontalAlignment.rawValue)),
            (.contentVerticalAlignment, .string(c.contentVerticalAlignment.rawValue)),
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
        (.swift, .string(Snippets.swift(legacy: nil, configuration: migration.configurationAnswer, variable: variable))),
        (.objc, .string(Snippets.objectiveC(legacy: nil, configuration: migration.configurationAnswer, variable: variable))),
        (.notes, .array(Snippets.configurationNotes.map(JSONValue.string))),
    ])
}

/// `buttonlab migrate`'s text for one legacy button.
package func migrationText(name: String, migration: Migration) -> String {
    let c = migration.button.configuration
    let insets = c.contentInsets ?? DirectionalEdgeInsets()
    var lines = ["\(name): \(migration.isMigratable ? "migrates with no visible difference" : "differs after migration")"]
    lines.append("  imagePlacement .\(c.imagePlacement.rawValue), imagePadding \(formatNumber(c.imagePadding)), contentInsets (\(formatNumber(insets.top)), \(formatNumber(insets.leading)), \(formatNumber(insets.bottom)), \(formatNumber(insets.trailing))), titleAlignment .\(c.titleAlignment.rawValue)")
    let button = migration.button
    if button.contentHorizontalAlignment != .center || button.contentVerticalAlignment != .center {
        lines.append("  contentHorizontalAlignment .\(button.contentHorizontalAlignment.rawValue), contentVerticalAlignment .\(button.contentVerticalAlignment.rawValue)")
    }
    let rtl = migration.result.layoutDirection == .rightToLeft
    for d in migration.differences {
        let shown = "\(d.legacy.map(formatRect) ?? "none") → \(d.configuration.map(formatRect) ?? "none")"
        let moved = [("dx", d.dx), ("dy", d.dy), ("dw", d.dw), ("dh", d.dh)].filter { $0.1 != 0 }.map { "\($0.0) \(formatNumber($0.1))" }
        lines.append("  \(d.element.rawValue) \(shown)\(moved.isEmpty ? "" : " (\(moved.joined(separator: ", ")))")\(d.isVisible(scale: migration.result.scale, rightToLeft: rtl) ? " visible" : "")")
    }
    for obstacle in migration.obstacles { lines.append("  why: \(obstacle)") }
    for note in Snippets.configurationNotes { lines.append("  note: \(note)") }
    return lines.joined(separator: "\n") + "\n"
}

/// What `migrate` prints for one legacy button, and where it came from.
public struct MigrationReport: Sendable {
    public var name: String
    public var provenance: Provenance?
    public var migration: Migration
    /// The code's name for the button: the Swift variable it was read from, else the scenario name in
    /// camel case; `uniquingVariables` numbers repeats so that printed code never redeclares.
    public var variable: String

    public init(name: String, provenance: Provenance?, migration: Migration) {
        self.name = name
        self.provenance = provenance
        self.migration = migration
        variable = codeVariable(name: name, provenance: provenance)
    }

    /// `migrationJSON`, with `source` after `name` for a button of a larger file.
    public var json: JSONValue {
        let object = migrationJSON(name: name, migration: migration, variable: variable)
        guard let source = provenance, source.isButtonInFile, case .object(var members) = object else { return object }
        members.insert(("source", source.json), at: 1)
        return .object(members)
    }

    public var swift: String {
        Snippets.swift(legacy: nil, configuration: migration.configurationAnswer, variable: variable)
    }

    public var objectiveC: String {
        Snippets.objectiveC(legacy: nil, configuration: migration.configurationAnswer, variable: variable)
    }

    /// `migrationText`, headed by `NAME — SOURCE` for a button of a larger file, as `explain`'s is.
    public var text: String {
        guard let source = provenance, source.isButtonInFile else { return migrationText(name: name, migration: migration) }
        return "\(name) — \(source.text)\n" + migrationText(name: name, migration: migration)
    }
}

extension [MigrationReport] {
    /// The reports with a variable met before renamed `name2`, `name3`…, so their code, printed together, declares each name once.
    public func uniquingVariables() -> [MigrationReport] {
        var seen: [String: Int] = [:]
        return map { report in
            var report = report
            let base = report.variable
            seen[base, default: 0] += 1
            var count = seen[base]!
            while count > 1, seen["\(base)\(count)"] != nil { count += 1 }
            if count > 1 {
                report.variable = "\(base)\(count)"
                seen[report.variable, default: 0] += 1
            }
            return report
        }
    }
}

/// The code's name for a button: the Swift variable it was read from, its IB outlet, else its scenario name in camel case.
package func codeVariable(name: String, provenance: Provenance?) -> String {
    if case .swiftSource(_, _, let declared)? = provenance { return Snippets.variableName(declared) }
    if case .interfaceBuilder(_, _, _, _, _, let outlet?)? = provenance { return Snippets.variableName(outlet) }
    return Snippets.variableName(name)
}
