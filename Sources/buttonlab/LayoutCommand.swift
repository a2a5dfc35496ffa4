import ArgumentParser
import ButtonFiles
import ButtonLabCommandLine
import ButtonLabKit
import ButtonLayout
import ButtonReports
import ButtonScenario

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print the computed frames of each scenario.",
        discussion: "JSON is the default when standard output is not a terminal; a table otherwise."
    )

    @OptionGroup var inputs: ScenarioInputs

    @Option(help: "Output format: json or text. Default: json when piped, text on a terminal.")
    var format: OutputFormat?

    @OptionGroup var diagnostics: DiagnosticsArguments

    func run() throws {
        try reportingDiagnostics(diagnostics.diagnosticsFormat) {
            try runLayout(plan: try inputs.plan(), format: format)
        }
    }
}

/// `layout` itself, shared by the parsed command and the fast path (FastPath.swift).
func runLayout(plan: InputPlan, format: OutputFormat?) throws {
    let loader = makeScenarioLoader()
    var failures: [ScenarioFailure] = []
    var outputs: [LaidOutScenario] = []
    for entry in plan.entries {
        switch entry {
        case .scenario(let input):
            switch layOut(input, loader: loader) {
            case .success(let laidOut): outputs.append(laidOut)
            case .failure(let failure): failures.append(failure)
            }
        case .failure(let failure):
            failures.append(failure)
        }
    }
    let format = format ?? (isatty(STDOUT_FILENO) == 1 ? .text : .json)
    switch format {
    case .json:
        let objects = outputs.map(\.report.json)
        // One scenario file gives one object; anything that can hold several (an IB file) an array.
        if plan.entries.count == 1, case .scenario(let input) = plan.entries[0], input.interfaceBuilderButton == nil,
            let only = objects.first
        {
            print(only.rendered())
        } else if !objects.isEmpty || failures.isEmpty {
            print(JSONValue.array(objects).rendered())
        }
    case .text:
        print(logLines(outputs.map(\.report.text).joined(separator: "\n")), terminator: "")
    }
    // The scenarios' own lints (states.md AS7) at their keys; the report lists them among its warnings too.
    printDiagnostics(outputs.flatMap(\.scenario.lints))
    let ending = LayoutBatchEnding(failures: failures, total: plan.entries.count)
    printEnding(notes: ending.notes, errors: ending.errors, total: plan.entries.count)
    if ending.failed { throw ExitCode(ExitStatus.failure) }
}
