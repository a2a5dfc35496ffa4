import ArgumentParser
import ButtonFiles
import ButtonLabKit
import ButtonLayout
import ButtonScenario
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct ButtonLab: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "buttonlab",
        abstract: "Computes where UIKit's UIButton puts its image and title, and explains why.",
        discussion: """
            Scenarios are YAML or JSON files describing one button (see docs/scenario-format.md), or \
            Interface Builder files (.xib, .storyboard), each of whose buttons is one scenario \
            (docs/interface-builder.md). A directory stands for every such file in it, recursively, in \
            sorted order.
            """,
        version: buttonLabVersion,
        subcommands: [
            LayoutCommand.self, ExplainCommand.self, RenderCommand.self, GalleryCommand.self, CheckCommand.self, ApproveCommand.self,
            SolveCommand.self, MigrateCommand.self,
            ImportCommand.self, TraceCommand.self, SweepCommand.self, ServeCommand.self,
        ]
    )
}

/// Scenario files, Interface Builder files and directories, shared by every command that reads scenarios.
struct ScenarioInputs: ParsableArguments {
    @Argument(
        help: ArgumentHelp(
            "\(inputFormatsHelp), directories, or - for one scenario on standard input.",
            valueName: "scenario"))
    var scenarios: [String]

    @Flag(help: "Directory walks take only .xib and .storyboard files, no .yaml/.yml/.json.")
    var ibOnly = false

    @Flag(help: "Allow directories named on the command line (scenario folders, -o, --golden, --report) to be symbolic links. Files are never read through one.")
    var followSymlinks = false

    @OptionGroup(title: "Interface Builder files") var interfaceBuilder: InterfaceBuilderArguments

    func files() throws -> [String] {
        try inputFileList(scenarios, ibOnly: ibOnly, followSymlinks: followSymlinks)
    }

    /// The run's scenarios: the files, with every IB file's buttons read, its notes and warnings printed.
    func plan() throws -> InputPlan {
        try makePlan(files: try files(), arguments: interfaceBuilder, followSymlinks: followSymlinks, roots: scenarios)
    }
}

/// The input files of `scenarios`, or an exit with the reason (an empty result included); shared
/// by `ScenarioInputs` and the fast path (FastPath.swift).
func inputFileList(_ scenarios: [String], ibOnly: Bool, followSymlinks: Bool) throws -> [String] {
    let selection = InputSelection(scenarioFiles: !ibOnly)
    return try fileList(scenarios, kinds: selection.extensionList) { inputs throws(ScenarioError) in
        try inputFiles(for: inputs, selection: selection, followSymlinks: followSymlinks)
    }
}

/// Files and directories to scenario files, or an exit with the reason (an empty result included).
func scenarioFileList(_ scenarios: [String], followSymlinks: Bool) throws -> [String] {
    try fileList(scenarios, kinds: ".yaml, .yml, .json") { inputs throws(ScenarioError) in
        try scenarioFiles(for: inputs, followSymlinks: followSymlinks)
    }
}

/// The files `expand` makes of the inputs, with `-` (standard input) kept in its place among them
/// for the loader to read, or an exit with the reason: `-` twice, a missing input, no file at all.
private func fileList(
    _ scenarios: [String], kinds: String, expand: ([String]) throws(ScenarioError) -> [String]
) throws -> [String] {
    var files: [String] = []
    do {
        if let dash = scenarios.firstIndex(of: "-") {
            if scenarios[(dash + 1)...].contains("-") {
                printDiagnostic(.input, "`-` (standard input) may be given only once")
                throw ExitCode(ExitStatus.usage)
            }
            let before = Array(scenarios[..<dash]), after = Array(scenarios[(dash + 1)...])
            files = (before.isEmpty ? [] : try expand(before)) + ["-"] + (after.isEmpty ? [] : try expand(after))
        } else {
            files = try expand(scenarios)
        }
    } catch let exit as ExitCode {
        throw exit
    } catch let error as ScenarioError {
        printDiagnostics(error.diagnostics)
        throw ExitCode(ExitStatus.failure)
    }
    // Almost always a wrong path; succeeding at nothing would hide it from a Makefile.
    guard !files.isEmpty else {
        printDiagnostic(.input, "no scenario files (\(kinds)) in \(scenarios.map(displayPath).joined(separator: ", "))")
        throw ExitCode(ExitStatus.failure)
    }
    countInputs(files.count)
    return files
}

/// Standard input's bytes for a `-` among the inputs, or an exit with the reason.
func readStandardInputOrExit() throws -> [UInt8] {
    do {
        return try readStandardInput()
    } catch {
        printDiagnostic(.input, "cannot read standard input: \(error.reasonText)")
        throw ExitCode(ExitStatus.failure)
    }
}

/// The fonts and drawing pipeline every drawing command needs, or a clear exit when the fonts are missing.
func makeFigureRenderer() throws -> FigureRenderer {
    do {
        return try FigureRenderer()
    } catch {
        printDiagnostic(.missing, "\(error) (run `make deps` to install the fonts)")
        throw ExitCode(ExitStatus.failure)
    }
}

/// Creates the output directory (and its parents), or exits with the reason.
func makeOutputDirectory(_ path: String, followSymlinks: Bool) throws {
    do {
        try prepareOutputDirectory(path, followSymlinks: followSymlinks)
    } catch {
        printFailure(error)
        throw ExitCode(ExitStatus.failure)
    }
}

/// `--jobs` is optional so that help shows no machine-dependent default: nil means one per core,
/// decided when the command runs.
func validateJobs(_ jobs: Int?) throws {
    if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1, not \(jobs)") }
}

func printError(_ text: String, terminator: String = "\n") {
    var standardError = StandardError()
    print(text, terminator: terminator, to: &standardError)
}

/// Unbuffered standard error: each string goes to the descriptor at once, as FileHandle's did.
struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        var string = string
        _ = string.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: 2) }
    }
}

enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case json, text
}

/// `--theme light|dark|transparent` on render, check and gallery.
extension DiagramTheme: ExpressibleByArgument {}
