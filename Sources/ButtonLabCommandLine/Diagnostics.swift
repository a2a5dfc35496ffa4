import ArgumentParser
import ButtonLabKit
import ButtonLayout
import ButtonReports
import ButtonScenario
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

/// How a command writes its diagnostics (errors, warnings, notes) on standard error.
package enum DiagnosticsFormat: String, ExpressibleByArgument, CaseIterable {
    /// `file:line:column: error: keyPath: message`, one a line, then the list of failed inputs.
    case text
    /// One JSON object, `FailureReport.json`, at the end of the run: for tools that want the codes
    /// and positions as data.
    case json
}

/// `--diagnostics-format`, shared by every command that reads inputs.
package struct DiagnosticsArguments: ParsableArguments {
    package init() {}

    @Option(help: "How errors, warnings and notes are written on standard error: text (default) or json (one object, for tools).")
    package var diagnosticsFormat: DiagnosticsFormat = .text
}

/// Where the run's diagnostics go. In text every one is printed when it happens; in JSON they are
/// kept, in the same order, and written as one object when the command ends (`reportingDiagnostics`),
/// so standard error is one document whatever path the command took to its exit.
private final class DiagnosticsSink: Sendable {
    static let shared = DiagnosticsSink()

    private struct State {
        var format = DiagnosticsFormat.text
        var report = FailureReport(diagnostics: [], total: 0)
    }

    // Figures are drawn on several threads, and `check` reports each as it is drawn.
    private let state = Mutex(State())

    var isCollecting: Bool { state.withLock { $0.format == .json } }

    func start(_ format: DiagnosticsFormat) {
        state.withLock { $0 = State(format: format) }
    }

    /// Keeps `diagnostics` (true) in JSON; false in text, where the caller prints them.
    func keep(_ diagnostics: [Diagnostic], failedPaths: [String] = [], total: Int? = nil) -> Bool {
        state.withLock { state in
            guard state.format == .json else { return false }
            state.report.diagnostics += diagnostics
            state.report.failedPaths += failedPaths
            if let total { state.report.total = total }
            return true
        }
    }

    /// The object to write at the end, or nil when nothing was reported.
    func finish() -> FailureReport? {
        state.withLock { state in
            defer { state.format = .text }
            guard state.format == .json, !state.report.diagnostics.isEmpty || !state.report.failedPaths.isEmpty else { return nil }
            return state.report
        }
    }
}

/// Runs a command's body with its diagnostics written in `format`; in JSON, the one object is
/// written when the body ends, however it ends (an exit status thrown included).
package func reportingDiagnostics(_ format: DiagnosticsFormat, _ body: () throws -> Void) rethrows {
    DiagnosticsSink.shared.start(format)
    defer {
        if let report = DiagnosticsSink.shared.finish() { printError(report.json.rendered()) }
    }
    try body()
}

/// Whether diagnostics are being kept for one JSON object (then nothing else may go to standard error).
package var diagnosticsAreJSON: Bool { DiagnosticsSink.shared.isCollecting }

/// How many inputs the run has, for the JSON object's `total` (the batch's count replaces it).
package func countInputs(_ total: Int) {
    _ = DiagnosticsSink.shared.keep([], total: total)
}

/// The one place diagnostics reach standard error: each formatted as `Diagnostic.text` (ButtonReports),
/// or kept for the JSON object.
package func printDiagnostics(_ diagnostics: [Diagnostic]) {
    guard !DiagnosticsSink.shared.keep(diagnostics) else { return }
    for diagnostic in diagnostics { printError(diagnostic.text) }
}

/// One error (or note) the command itself found, with no scenario position: `error: message`, or
/// `file: error: message`.
package func printDiagnostic(
    _ code: DiagnosticCode, severity: Diagnostic.Severity = .error, file: String? = nil, line: Int? = nil,
    _ message: String
) {
    printDiagnostics([
        Diagnostic(severity: severity, code: code, file: file, line: line, column: nil, keyPath: "", message: message)
    ])
}

/// A batch's failures: every diagnostic, then `N of M scenarios failed:` and the inputs.
package func printFailures(_ report: FailureReport) {
    guard !DiagnosticsSink.shared.keep(report.diagnostics, failedPaths: report.failedPaths, total: report.total)
    else { return }
    printDiagnostics(report.diagnostics)
    if let summary = report.summary { printError(summary) }
}

package func printFailures(_ failures: [ScenarioFailure], total: Int) {
    printFailures(FailureReport(failures: failures, total: total))
}

/// An error a step threw: a `ScenarioFailure`'s diagnostics, anything else as it describes itself.
package func printFailure(_ error: any Error) {
    if let failure = error as? ScenarioFailure {
        printDiagnostics(failure.diagnostics)
        return
    }
    // A ScenarioError is data: its text comes from ButtonReports' printer, as every diagnostic's does.
    let text = (error as? ScenarioError).map { diagnosticsText($0.diagnostics) } ?? "\(error)"
    if !DiagnosticsSink.shared.keep([Diagnostic(code: .input, file: nil, line: nil, column: nil, keyPath: "", message: text)]) {
        printError(text)
    }
}

/// How `layout` and `explain` end: the skipped trace scenarios' notes, then the failures.
package func printEnding(notes: [Diagnostic], errors: FailureReport?, total: Int) {
    countInputs(total)
    printDiagnostics(notes)
    if let errors { printFailures(errors) }
}

/// Diagnostics that text shows some other way (`check`'s ERROR lines on standard output): kept for
/// the JSON object, with the input that failed; nothing in text.
package func keepForJSON(_ diagnostics: [Diagnostic], failedPaths: [String]) {
    _ = DiagnosticsSink.shared.keep(diagnostics, failedPaths: failedPaths)
}
