import ArgumentParser
import ButtonLabKit
import ButtonLayout
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

    func run() throws {
        let files = try inputs.files()
        let loader = makeScenarioLoader()
        var failures: [ScenarioFailure] = []
        var outputs: [(name: String, layout: ModelLayout, lint: [String])] = []
        for file in files {
            switch layOut(path: file, loader: loader) {
            case .success(let laidOut): outputs.append((laidOut.scenario.name, laidOut.layout, laidOut.extraWarnings))
            case .failure(let failure): failures.append(failure)
            }
        }
        let format = format ?? (isatty(STDOUT_FILENO) == 1 ? .text : .json)
        switch format {
        case .json:
            let objects = outputs.map { layoutJSON(name: $0.name, layout: $0.layout, extraWarnings: $0.lint) }
            if files.count == 1, let only = objects.first {
                print(only.rendered())
            } else if !objects.isEmpty || failures.isEmpty {
                print(JSONValue.array(objects).rendered())
            }
        case .text:
            print(outputs.map { layoutTable(name: $0.name, layout: $0.layout, extraWarnings: $0.lint) }.joined(separator: "\n"), terminator: "")
        }
        if !failures.isEmpty {
            printError(failureSummary(failures, total: files.count))
            throw ExitCode(ExitStatus.failure)
        }
    }
}
