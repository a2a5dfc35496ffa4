import ArgumentParser
import ButtonLabKit
import ButtonLayout
import ButtonScenario
import Foundation

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
        subcommands: [
            LayoutCommand.self, ExplainCommand.self, RenderCommand.self, GalleryCommand.self, CheckCommand.self,
            SolveCommand.self, MigrateCommand.self,
        ]
    )
}

/// Scenario files and directories, shared by every command that reads scenarios.
struct ScenarioInputs: ParsableArguments {
    @Argument(help: ArgumentHelp("Scenario files (.yaml, .yml, .json) or directories.", valueName: "scenario"))
    var scenarios: [String]

    func files() throws -> [String] { try scenarioFileList(scenarios) }
}

/// Files and directories to scenario files, or an exit with the reason (an empty result included).
func scenarioFileList(_ scenarios: [String]) throws -> [String] {
    let files: [String]
    do {
        files = try scenarioFiles(for: scenarios)
    } catch {
        printError("\(error)")
        throw ExitCode(ExitStatus.failure)
    }
    // Almost always a wrong path; succeeding at nothing would hide it from a Makefile.
    guard !files.isEmpty else {
        printError("error: no scenario files (.yaml, .yml, .json) in \(scenarios.joined(separator: ", "))")
        throw ExitCode(ExitStatus.failure)
    }
    return files
}

/// The fonts and drawing pipeline every drawing command needs, or a clear exit when the fonts are missing.
func makeFigureRenderer() throws -> FigureRenderer {
    do {
        return try FigureRenderer()
    } catch {
        printError("error: \(error) (run `make deps` to install the fonts)")
        throw ExitCode(ExitStatus.failure)
    }
}

/// Creates the output directory (and its parents), or exits with the reason.
func makeOutputDirectory(_ path: String) throws {
    do {
        try prepareOutputDirectory(path)
    } catch {
        printError("\(error)")
        throw ExitCode(ExitStatus.failure)
    }
}

func printError(_ text: String, terminator: String = "\n") {
    var standardError = StandardError()
    print(text, terminator: terminator, to: &standardError)
}

/// Unbuffered standard error through Foundation, so the CLI builds on Linux and macOS alike.
struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        FileHandle.standardError.write(Data(string.utf8))
    }
}

enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case json, text
}

/// `--theme light|dark|transparent` on render, check and gallery.
extension DiagramTheme: ExpressibleByArgument {}
