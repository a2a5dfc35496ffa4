import ArgumentParser
import ButtonLabKit
import ButtonLayout
import ButtonScenario

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Show the layout arithmetic step by step, with the numbers substituted."
    )

    @OptionGroup var inputs: ScenarioInputs

    @Option(help: "Output format: text (default) or json (the steps as data).")
    var format: OutputFormat = .text

    func run() throws {
        let files = try inputs.files()
        let loader = makeScenarioLoader()
        var failures: [ScenarioFailure] = []
        var explanations: [ModelExplanation] = []
        for file in files {
            switch explainScenario(path: file, loader: loader) {
            case .success(let explanation): explanations.append(explanation)
            case .failure(let failure): failures.append(failure)
            }
        }
        switch format {
        case .text:
            print(explanations.map(\.text).joined(separator: "\n"), terminator: "")
        case .json:
            let objects = explanations.map(\.json)
            if files.count == 1, let only = objects.first {
                print(only.rendered())
            } else if !objects.isEmpty || failures.isEmpty {
                print(JSONValue.array(objects).rendered())
            }
        }
        let ending = LayoutBatchEnding(failures: failures, total: files.count)
        for note in ending.notes { printError(note) }
        if let errors = ending.errors {
            printError(errors)
            throw ExitCode(ExitStatus.failure)
        }
    }
}
