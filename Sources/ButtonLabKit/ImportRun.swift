import ButtonFiles
import ButtonInterfaceBuilder
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What `buttonlab import` did (docs/interface-builder.md, "`buttonlab import`").
package struct ImportReport: Sendable {
    /// Scenario files written, in input order.
    package var written: [String]
    /// Targets that exist and were kept (no `--force`).
    package var kept: [String]
    /// Unreadable, refused or malformed files, skipped buttons, name clashes, write errors.
    package var failures: [ScenarioFailure]
    /// IB files read (recognised, even if some buttons were skipped).
    package var filesRead: Int
    /// Warnings of the buttons written.
    package var warnings: Int

    /// `N buttons from M files, W warnings`.
    package var summary: String {
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        return "\(plural(written.count, "button")) from \(plural(filesRead, "file")), \(plural(warnings, "warning"))"
    }
}

/// Writes `DIR/NAME.yaml` for every button the plan holds, atomically (`writeFileAtomically`: a
/// temporary file, then a rename; a link in the way is replaced, never written through), each opening with comments naming its source element, warnings and dropped legacy values.
/// Everything that could stop a file (name clashes included) was found when the plan was made, so
/// nothing is written for a button whose name is in doubt. Existing files are kept unless `force`.
/// `onWrite` sees each file as it is written, for streaming output.
package func importScenarioFiles(
    _ plan: InputPlan, into directory: String, force: Bool, onWrite: (String) -> Void = { _ in }
) -> ImportReport {
    var report = ImportReport(
        written: [], kept: [], failures: plan.failures, filesRead: plan.imports.filter(\.wasRead).count, warnings: 0)
    var swiftFiles = Set<String>()
    for input in plan.scenarios {
        if case .imported(let imported) = input, case .swiftSource(let file, let line, _) = imported.provenance {
            let target = directory.appendingPathComponent("\(imported.name).yaml")
            let header = (["from \(file.stated):\(line)"] + imported.importWarnings.map { "\($0.code.rawValue): \($0.message)" })
                .map { "# " + $0.replacing("\n", with: " ") + "\n" }.joined()
            let text = header + "name: \(imported.name)\n" + blockYAML(ScenarioTree(imported.syntax))
            do {
                try writeFilesAtomically([FileWrite(path: target, bytes: Array(text.utf8))], mayReplace: { _ in force })
                report.written.append(target)
                if swiftFiles.insert(file.path).inserted { report.filesRead += 1 }
                report.warnings += imported.importWarnings.count
                onWrite(target)
            } catch where error.reason == .notOurs {
                report.kept.append(target)
            } catch {
                report.failures.append(ScenarioFailure(path: input.key, code: .output, file: target, message: "cannot write: \(error.reasonText)"))
            }
            continue
        }
        guard let button = input.interfaceBuilderButton else {
            report.failures.append(
                ScenarioFailure(
                    path: input.key, code: .input, file: input.key,
                    message: "not an Interface Builder file (.xib, .storyboard) or Swift source (.swift); import reads only those"))
            continue
        }
        let target = directory.appendingPathComponent("\(button.name).yaml")
        do {
            // Whether the target exists is decided where it is written, whatever it is (a link too).
            try writeFilesAtomically([FileWrite(path: target, bytes: Array(scenarioYAML(for: button).utf8))], mayReplace: { _ in force })
            report.written.append(target)
            report.warnings += button.warnings.count
            onWrite(target)
        } catch where error.reason == .notOurs {
            report.kept.append(target)
        } catch {
            report.failures.append(
                ScenarioFailure(path: input.key, code: .output, file: target, message: "cannot write: \(error.reasonText)"))
        }
    }
    return report
}

extension ScenarioTree {
    /// A syntax tree an adapter built, as plain values for the YAML writer: numbers, booleans and strings as the loader reads them.
    init(_ node: SyntaxNode) {
        switch node.content {
        case .mapping(let entries):
            self = .mapping(entries.map { Entry($0.key.scalarText, ScenarioTree($0.value)) })
        case .sequence(let items):
            self = .sequence(items.map(ScenarioTree.init))
        case .scalar(let scalar):
            switch scalar.value {
            case .number(let value): self = .number(value)
            case .bool(let value): self = .bool(value)
            default: self = .string(scalar.text)
            }
        }
    }
}

extension SyntaxNode {
    fileprivate var scalarText: String {
        if case .scalar(let scalar) = content { return scalar.text }
        return ""
    }
}
