import ArgumentParser
import ButtonLabKit
import ButtonLayout
import ButtonScenario

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@main
struct ButtonLab: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "buttonlab",
        abstract: "Computes where UIKit's UIButton puts its image and title, and explains why.",
        discussion: """
            Scenarios are YAML or JSON files describing one button (see docs/scenario-format.md). \
            A directory stands for every .yaml, .yml and .json file in it, recursively, in sorted order.
            """,
        version: buttonLabVersion,
        subcommands: [LayoutCommand.self, ExplainCommand.self]
    )
}

/// Scenario files and directories, shared by every command that reads scenarios.
struct ScenarioInputs: ParsableArguments {
    @Argument(help: ArgumentHelp("Scenario files (.yaml, .yml, .json) or directories.", valueName: "scenario"))
    var scenarios: [String]

    func files() throws -> [String] {
        do {
            return try scenarioFiles(for: scenarios)
        } catch {
            printError("error: \(error)")
            throw ExitCode(ExitStatus.failure)
        }
    }
}

func printError(_ text: String) {
    var standardError = StandardError()
    print(text, to: &standardError)
}

struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        var bytes = Array(string.utf8)
        _ = bytes.withUnsafeMutableBytes { Glibc.write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
}

enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case json, text
}

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
        let loader = ScenarioLoader()
        var failures: [ScenarioFailure] = []
        var outputs: [(name: String, result: LayoutResult)] = []
        for file in files {
            switch layOut(path: file, loader: loader) {
            case .success(let laidOut): outputs.append((laidOut.scenario.name, laidOut.result))
            case .failure(let failure): failures.append(failure)
            }
        }
        let format = format ?? (isatty(STDOUT_FILENO) == 1 ? .text : .json)
        switch format {
        case .json:
            let objects = outputs.map { layoutJSON(name: $0.name, result: $0.result) }
            if files.count == 1, let only = objects.first {
                print(only.rendered())
            } else if !objects.isEmpty || failures.isEmpty {
                print(JSONValue.array(objects).rendered())
            }
        case .text:
            print(outputs.map { layoutTable(name: $0.name, result: $0.result) }.joined(separator: "\n"), terminator: "")
        }
        if !failures.isEmpty {
            printError(failureSummary(failures, total: files.count))
            throw ExitCode(ExitStatus.failure)
        }
    }
}

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Show the layout arithmetic step by step, with the numbers substituted."
    )

    @OptionGroup var inputs: ScenarioInputs

    func run() throws {
        let files = try inputs.files()
        let loader = ScenarioLoader()
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
