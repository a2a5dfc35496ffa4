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

    func run() throws {
        let files = try inputs.files()
        let loader = makeScenarioLoader()
        var failures: [ScenarioFailure] = []
        var texts: [String] = []
        for file in files {
            switch explainScenario(path: file, loader: loader) {
            case .success(let explanation): texts.append(explanation.text)
            case .failure(let failure): failures.append(failure)
            }
        }
        print(texts.joined(separator: "\n"), terminator: "")
        if !failures.isEmpty {
            printError(failureSummary(failures, total: files.count))
            throw ExitCode(ExitStatus.failure)
        }
    }
}
