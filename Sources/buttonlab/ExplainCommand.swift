import ArgumentParser
import ButtonFiles
import ButtonLabCommandLine
import ButtonLabKit
import ButtonLayout
import ButtonReports
import ButtonScenario

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Show the layout arithmetic step by step, with the numbers substituted."
    )

    @OptionGroup var inputs: ScenarioInputs

    @Option(help: "Output format: text (default) or json (the steps as data).")
    var format: OutputFormat = .text

    @OptionGroup var diagnostics: DiagnosticsArguments

    func run() throws {
        try reportingDiagnostics(diagnostics.diagnosticsFormat) {
            try runExplain(plan: try inputs.plan(), format: format)
        }
    }
}

/// `explain` itself, shared by the parsed command and the fast path (FastPath.swift).
func runExplain(plan: InputPlan, format: OutputFormat) throws {
    let loader = makeScenarioLoader()
    var failures: [ScenarioFailure] = []
    var explanations: [ExplanationReport] = []
    for entry in plan.entries {
        switch entry {
        case .scenario(let input):
            switch explainScenario(input, loader: loader) {
            case .success(let explanation): explanations.append(explanation)
            case .failure(let failure): failures.append(failure)
            }
        case .failure(let failure):
            failures.append(failure)
        }
    }
    switch format {
    case .text:
        print(logLines(explanations.map(\.text).joined(separator: "\n")), terminator: "")
    case .json:
        let objects = explanations.map(\.json)
        if plan.entries.count == 1, case .scenario(let input) = plan.entries[0], input.interfaceBuilderButton == nil,
            let only = objects.first
        {
            print(only.rendered())
        } else if !objects.isEmpty || failures.isEmpty {
            print(JSONValue.array(objects).rendered())
        }
    }
    let ending = LayoutBatchEnding(failures: failures, total: plan.entries.count)
    printEnding(notes: ending.notes, errors: ending.errors, total: plan.entries.count)
    if ending.failed { throw ExitCode(ExitStatus.failure) }
}
