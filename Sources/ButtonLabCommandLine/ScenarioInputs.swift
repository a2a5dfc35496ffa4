import ArgumentParser
import ButtonFiles
import ButtonLabKit
import ButtonLayout
import ButtonRender
import ButtonScenario
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The formats the commands read: ButtonLabKit's own, with source files refused by name, unless the
/// executable adds more. `buttonlab` adds Swift source (`InputFormats.withSwiftSource`) before parsing
/// its arguments; the DocC plugin's tool (`buttonlab-render`) keeps these, so it never links swift-syntax
/// (docs/architecture.md).
package let commandLineFormats = Mutex(InputFormats.builtInRefusingSource)

/// `commandLineFormats` now.
package var readableFormats: InputFormats { commandLineFormats.withLock { $0 } }

/// Scenario files, Interface Builder files and directories, shared by every command that reads scenarios.
package struct ScenarioInputs: ParsableArguments {
    package init() {}

    @Argument(
        help: ArgumentHelp(
            "\(readableFormats.help), directories, or - for one scenario on standard input.",
            valueName: "scenario"))
    package var scenarios: [String]

    @Flag(help: "Directory walks take only .xib and .storyboard files, no .yaml/.yml/.json.")
    package var ibOnly = false

    @Flag(help: "Allow directories named on the command line (scenario folders, -o, --golden, --report) to be symbolic links. Files are never read through one.")
    package var followSymlinks = false

    @OptionGroup(title: "Interface Builder files") package var interfaceBuilder: InterfaceBuilderArguments

    package func files() throws -> [String] {
        try inputFileList(scenarios, ibOnly: ibOnly, followSymlinks: followSymlinks)
    }

    /// The run's scenarios: the files, with every IB file's buttons read, its notes and warnings printed.
    package func plan() throws -> InputPlan {
        try makePlan(files: try files(), arguments: interfaceBuilder, followSymlinks: followSymlinks, roots: scenarios)
    }
}

/// The input files of `scenarios`, or an exit with the reason (an empty result included); shared
/// by `ScenarioInputs` and the fast path (FastPath.swift).
package func inputFileList(_ scenarios: [String], ibOnly: Bool, followSymlinks: Bool) throws -> [String] {
    let selection = InputSelection(scenarioFiles: !ibOnly)
    return try fileList(scenarios, kinds: readableFormats.extensionList(selection)) { inputs throws(ScenarioError) in
        try inputFiles(for: inputs, selection: selection, formats: readableFormats, followSymlinks: followSymlinks)
    }
}

/// Files and directories to scenario files, or an exit with the reason (an empty result included).
package func scenarioFileList(_ scenarios: [String], followSymlinks: Bool) throws -> [String] {
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
package func readStandardInputOrExit() throws -> [UInt8] {
    do {
        return try readStandardInput()
    } catch {
        printDiagnostic(.input, "cannot read standard input: \(error.reasonText)")
        throw ExitCode(ExitStatus.failure)
    }
}

/// The fonts and drawing pipeline every drawing command needs, or a clear exit when the fonts are missing.
package func makeFigureRenderer() throws -> FigureRenderer {
    do {
        return try FigureRenderer()
    } catch {
        printDiagnostic(.missing, "\(error) (run `make deps` to install the fonts)")
        throw ExitCode(ExitStatus.failure)
    }
}

/// Creates the output directory (and its parents), or exits with the reason.
package func makeOutputDirectory(_ path: String, followSymlinks: Bool) throws {
    do {
        try prepareOutputDirectory(path, followSymlinks: followSymlinks)
    } catch {
        printFailure(error)
        throw ExitCode(ExitStatus.failure)
    }
}

/// `--jobs` is optional so that help shows no machine-dependent default: nil means one per core,
/// decided when the command runs.
package func validateJobs(_ jobs: Int?) throws {
    if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1, not \(jobs)") }
}

package func printError(_ text: String, terminator: String = "\n") {
    var standardError = StandardError()
    print(text, terminator: terminator, to: &standardError)
}

/// Unbuffered standard error: each string goes to the descriptor at once, as FileHandle's did.
package struct StandardError: TextOutputStream {
    package mutating func write(_ string: String) {
        var string = string
        _ = string.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: 2) }
    }
}

package enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case json, text
}

/// `--theme light|dark|transparent` on render, check and gallery.
extension DiagramTheme: ExpressibleByArgument {}

extension InputFormat {
    /// For a program built without Swift source (`buttonlab-render`): a `.swift`, `.m` or `.mm` file is
    /// refused by name, saying which program reads it, instead of failing as a YAML scenario would.
    package static let sourceReadElsewhere = InputFormat(
        name: "source-read-elsewhere", description: "Swift and Objective-C files (refused)", extensions: ["swift", "m", "mm"],
        isWalked: { _ in false }
    ) { files, _ in
        var plan = FormatPlan()
        for file in files {
            plan.entries[file.index] = [
                .failure(
                    ScenarioFailure(
                        path: file.path, code: .input, file: file.path,
                        message: "refused: this program reads scenario files and Interface Builder files; `buttonlab` reads Swift source"))
            ]
        }
        return plan
    }
}

extension InputFormats {
    /// ButtonLabKit's formats, with source files refused by name: the table of a program that links no Swift reader.
    package static let builtInRefusingSource = InputFormats(
        InputFormats.builtIn.formats + [.sourceReadElsewhere], refused: [InputFormat.sourceReadElsewhere.name])
}
