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
            switch layOut(path: file, loader: loader) {
            case .success(let laidOut):
                // Recomputed with the recorder on: same arithmetic, now written out.
                do {
                    texts.append(try laidOut.scenario.button.explain(name: laidOut.scenario.name).text)
                } catch {
                    failures.append(ScenarioFailure(path: file, message: "\(file): error: \(error)"))
                }
            case .failure(let failure):
                failures.append(failure)
            }
        }
        print(texts.joined(separator: "\n"), terminator: "")
        if !failures.isEmpty {
            printError(failureSummary(failures, total: files.count))
            throw ExitCode(ExitStatus.failure)
        }
    }
}
