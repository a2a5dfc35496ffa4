import ArgumentParser
import ButtonLabKit
import ButtonLayout
import ButtonScenario

/// How `layout` and `explain` write their diagnostics on standard error.
enum DiagnosticsFormat: String, ExpressibleByArgument, CaseIterable {
    /// `file:line:column: error: keyPath: message`, one a line, then the list of failed inputs.
    case text
    /// One JSON object, `FailureReport.json`: for tools that want the codes and positions as data.
    case json
}

/// The one place diagnostics reach standard error: each formatted as `ScenarioDiagnostic.description`.
func printDiagnostics(_ diagnostics: [ScenarioDiagnostic]) {
    for diagnostic in diagnostics { printError(diagnostic.description) }
}

/// One error (or note) the command itself found, with no scenario position: `error: message`, or
/// `file: error: message`.
func printDiagnostic(
    _ code: DiagnosticCode, severity: ScenarioDiagnostic.Severity = .error, file: String? = nil, line: Int? = nil,
    _ message: String
) {
    printDiagnostics([
        ScenarioDiagnostic(severity: severity, code: code, file: file, line: line, column: nil, keyPath: "", message: message)
    ])
}

/// A batch's failures: every diagnostic, then `N of M scenarios failed:` and the inputs.
func printFailures(_ report: FailureReport, format: DiagnosticsFormat = .text) {
    switch format {
    case .text:
        printDiagnostics(report.diagnostics)
        if let summary = report.summary { printError(summary) }
    case .json:
        printError(report.json.rendered())
    }
}

func printFailures(_ failures: [ScenarioFailure], total: Int) {
    printFailures(FailureReport(failures: failures, total: total))
}

/// An error a step threw: a `ScenarioFailure`'s diagnostics, anything else as it describes itself.
func printFailure(_ error: any Error) {
    if let failure = error as? ScenarioFailure {
        printDiagnostics(failure.diagnostics)
    } else {
        printError("\(error)")
    }
}

/// How `layout` and `explain` end: the skipped trace scenarios' notes, then the failures. In JSON,
/// one object holds both (the notes first), so a tool reads one document.
func printEnding(notes: [ScenarioDiagnostic], errors: FailureReport?, total: Int, format: DiagnosticsFormat) {
    switch format {
    case .text:
        printDiagnostics(notes)
        if let errors { printFailures(errors) }
    case .json:
        guard !notes.isEmpty || errors != nil else { return }
        var report = errors ?? FailureReport(diagnostics: [], total: total)
        report.diagnostics = notes + report.diagnostics
        printFailures(report, format: .json)
    }
}
