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
    for input in plan.scenarios {
        guard let button = input.interfaceBuilderButton else {
            report.failures.append(
                ScenarioFailure(
                    path: input.key, code: .input, file: input.key,
                    message: "not an Interface Builder file (.xib, .storyboard); import reads only those"))
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
