import ButtonDiagram
import ButtonFiles
import ButtonLayout
import ButtonRender
import ButtonReports
import ButtonScenario
import ButtonTrace
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A trace scenario that loaded and ran: what `buttonlab trace` prints and what the figure
/// commands draw as a sequence diagram.
package struct TracedScenario: Sendable {
    package var scenario: Scenario
    package var run: TraceRun

    /// Runs the scenario's trace; nil for a scenario without a `trace:` block. A run that ends in a
    /// modelled `crash` or `feedbackLoop` is a successful simulation. `loader` is the one that read
    /// the scenario: its title measurer is the one `layout` uses, so the two agree on the title.
    package init?(_ scenario: Scenario, loader: ScenarioLoader) {
        guard let trace = scenario.trace else { return nil }
        self.scenario = scenario
        run = TraceSimulator.run(trace, measurer: loader.titleMeasurer)
    }
}

/// Loads one scenario file and runs its trace. A scenario without a `trace:` block is a failure
/// that says which command it is for.
package func traceScenario(path: String, loader: ScenarioLoader) -> Result<TracedScenario, ScenarioFailure> {
    traceScenario(.file(path), loader: loader)
}

/// `traceScenario(path:loader:)` of a scenario file or of standard input.
package func traceScenario(_ input: ScenarioInput, loader: ScenarioLoader) -> Result<TracedScenario, ScenarioFailure> {
    let path = input.key
    return loadScenario(input, loader: loader).flatMap { scenario in
        guard let traced = TracedScenario(scenario, loader: loader) else {
            let diagnostic = Diagnostic(
                code: .notApplicable, file: path, line: nil, column: nil, keyPath: "",
                message: "\(scenario.name) has no `trace:` block, so there is no life cycle to simulate; "
                    + "`buttonlab layout \(path)` lays its button out (docs/lifecycle.md describes the block)")
            return .failure(ScenarioFailure(path: path, diagnostics: [diagnostic], isWithoutTrace: true))
        }
        return .success(traced)
    }
}

/// A trace scenario whose `button` block gives no size has no button to lay out: `layout` and
/// `explain` note it and go on (decision in docs/lifecycle.md).
func traceWithoutButtonFailure(_ scenario: Scenario, path: String) -> ScenarioFailure? {
    guard let trace = scenario.trace, trace.button.frame == nil else { return nil }
    let diagnostic = Diagnostic(
        severity: .note, code: .notApplicable, file: path, line: nil, column: nil, keyPath: "",
        message: "\(scenario.name) is a trace scenario without button.size, so there is no button to lay out; "
            + "`buttonlab trace \(path)` simulates its life cycle")
    return ScenarioFailure(path: path, diagnostics: [diagnostic], isTraceWithoutButton: true)
}

/// Which figure format a `--diagram` path asks for, from its extension (case-insensitive).
package func figureFormat(forPath path: String) -> FigureFormat? {
    FigureFormat(forPath: path)
}

/// How a `layout` or `explain` batch ends. Trace scenarios without a button size are skipped
/// with a note, not failed, so `buttonlab layout Fixtures` still succeeds; but a batch that laid
/// out nothing at all fails, so a script never mistakes an empty result for a layout.
package struct LayoutBatchEnding: Sendable {
    /// One note per skipped trace scenario, for standard error.
    package var notes: [Diagnostic]
    /// The failures and their summary, for standard error; nil when nothing failed.
    package var errors: FailureReport?

    package init(failures: [ScenarioFailure], total: Int) {
        let skipped = failures.filter(\.isTraceWithoutButton)
        let failed = failures.filter { !$0.isTraceWithoutButton }
        notes = skipped.flatMap(\.diagnostics)
        if !failed.isEmpty {
            errors = FailureReport(failures: failed, total: total)
        } else if total == 1, !skipped.isEmpty {
            // One file: its note is the whole story, said as the error it is here.
            errors = FailureReport(
                diagnostics: notes.map { note in
                    var error = note
                    error.severity = .error
                    return error
                },
                total: total)
            notes = []
        } else if !skipped.isEmpty, skipped.count == total {
            errors = FailureReport(
                diagnostics: [
                    Diagnostic(
                        code: .notApplicable, file: nil, line: nil, column: nil, keyPath: "",
                        message: "nothing to lay out: all \(total) scenarios are trace scenarios without button.size; "
                            + "`buttonlab trace` simulates them")
                ],
                total: total)
        }
    }

    /// Whether the command exits with the failure status.
    package var failed: Bool { errors != nil }
}

/// `buttonlab trace --diagram FILE`: draws the trace's sequence diagram in the format the
/// extension names and writes it atomically, creating the file's directory if needed. That
/// directory may not be, or lie behind, a symbolic link unless `followSymlinks`; a link at the
/// file itself is replaced, never written through.
package func writeTraceDiagram(
    _ traced: TracedScenario, to path: String, pixelsPerPoint: Double?, theme: DiagramTheme? = nil, renderer: FigureRenderer,
    followSymlinks: Bool = false
) throws(ScenarioFailure) {
    guard let format = figureFormat(forPath: path) else {
        throw ScenarioFailure(
            path: path, code: .input, file: nil, message: "\(displayPath(path)): a diagram is a \(FigureFormat.fileExtensions) file")
    }
    let figure: RenderedFigure
    do {
        figure = try renderer.render(.trace(traced), formats: [format], pixelsPerPoint: pixelsPerPoint, theme: theme)
    } catch {
        throw ScenarioFailure(
            path: path, code: .render, file: nil,
            message: "cannot draw the diagram of \(traced.scenario.name): \(error)")
    }
    guard let bytes = figure.figures[format] else {
        preconditionFailure("the renderer was asked for \(format)")
    }
    try writeFigureFile(bytes, to: path, followSymlinks: followSymlinks)
}

/// One figure file named on the command line (`trace --diagram`, `sweep --figure`), its folder
/// created, written atomically.
package func writeFigureFile(_ bytes: [UInt8], to path: String, followSymlinks: Bool) throws(ScenarioFailure) {
    let directory = path.deletingLastPathComponent
    do {
        if !directory.isEmpty { try prepareOutputDirectory(directory, followSymlinks: followSymlinks) }
        try writeFileAtomically(bytes, to: path)
    } catch let failure as ScenarioFailure {
        throw failure
    } catch let error as FileError {
        throw ScenarioFailure(path: path, code: .output, file: nil, message: "cannot write \(displayPath(path)): \(error.reasonText)")
    } catch {
        throw ScenarioFailure(path: path, code: .output, file: nil, message: "cannot write \(displayPath(path)): \(error)")
    }
}

/// How a `trace` batch ends. Scenarios without a `trace:` block are skipped when others ran, with
/// one note, so `buttonlab trace Fixtures` prints every trace; named alone, such a file is the
/// error it is, and a batch that traced nothing fails.
package struct TraceBatchEnding: Sendable {
    /// For standard error: the skipped scenarios, counted.
    package var note: Diagnostic?
    /// The failures and their summary, for standard error; nil when nothing failed.
    package var errors: FailureReport?

    package init(failures: [ScenarioFailure], total: Int) {
        let skipped = failures.filter(\.isWithoutTrace)
        let failed = failures.filter { !$0.isWithoutTrace }
        if skipped.count == total {
            errors = total == 1
                ? FailureReport(failures: skipped, total: total)
                : FailureReport(
                    diagnostics: [
                        Diagnostic(
                            code: .notApplicable, file: nil, line: nil, column: nil, keyPath: "",
                            message: "nothing to trace: none of the \(total) scenarios has a `trace:` block")
                    ],
                    total: total)
            return
        }
        if !skipped.isEmpty {
            note = Diagnostic(
                severity: .note, code: .notApplicable, file: nil, line: nil, column: nil, keyPath: "",
                message: "skipped \(skipped.count) of \(total) scenarios without a `trace:` block (`buttonlab layout` lays them out)")
        }
        if !failed.isEmpty { errors = FailureReport(failures: failed, total: total) }
    }

    package var failed: Bool { errors != nil }
}
