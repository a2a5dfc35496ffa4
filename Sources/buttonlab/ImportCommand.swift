import ArgumentParser
import ButtonFiles
import ButtonLabCommandLine
import ButtonLabKit
import ButtonReports
import ButtonScenario
import ButtonSwiftInput
import ButtonSwiftSource
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write one editable scenario file per button of Interface Builder files and Swift source, or list what Swift source sets up.",
        discussion: """
            Writes DIR/NAME.yaml for every button of the .xib and .storyboard files (directories are \
            searched for them), each opening with comments naming its source element, its warnings and \
            any legacy values a configuration makes UIKit ignore. `buttonlab layout DIR/NAME.yaml` gives \
            the frames the IB file gives. Files are written atomically; existing ones are kept unless \
            --force. Prints one line per file written, then "N buttons from M files, W warnings".

            Exit status: 0 on success (warnings allowed); 2 when an input is refused, malformed or over \
            a limit, a button is skipped, two buttons would get one name, or a target exists without --force.
            """
    )

    @Argument(help: ArgumentHelp("Interface Builder files (.xib, .storyboard), Swift source (.swift) or directories.", valueName: "file"))
    var files: [String]

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Where the scenario files go (created if missing).", valueName: "dir"))
    var output: String?

    @Flag(help: "Print the buttons the Swift files set up (docs/swift-source.md) instead of writing scenarios.")
    var list = false

    @Option(help: ArgumentHelp("--list's output: json or text.", valueName: "format"))
    var format: ListFormat = .json

    enum ListFormat: String, ExpressibleByArgument {
        case json, text
    }

    @Flag(help: "Replace scenario files that exist.")
    var force = false

    @Flag(help: "Allow directories named on the command line (inputs, -o) to be symbolic links. Files are never read through one.")
    var followSymlinks = false

    @OptionGroup(title: "Interface Builder files") var interfaceBuilder: InterfaceBuilderArguments

    @OptionGroup var diagnostics: DiagnosticsArguments

    func run() throws {
        try reportingDiagnostics(diagnostics.diagnosticsFormat, importFiles)
    }

    private func importFiles() throws {
        let inputs: [String]
        do {
            inputs = try inputFiles(for: files, selection: .interfaceBuilderOnly, formats: readableFormats, followSymlinks: followSymlinks)
        } catch {
            printDiagnostics(error.diagnostics)
            throw ExitCode(ExitStatus.failure)
        }
        guard !inputs.isEmpty else {
            printDiagnostic(.input, "no Interface Builder files (.xib, .storyboard) or Swift source (.swift) in \(files.map(displayPath).joined(separator: ", "))")
            throw ExitCode(ExitStatus.failure)
        }
        if list {
            try listSwiftFiles(inputs)
            return
        }
        guard let output else {
            printDiagnostic(.input, "-o DIR is required (or --list to print what the Swift files set up)")
            throw ExitCode(ExitStatus.failure)
        }
        let plan = try makePlan(files: inputs, arguments: interfaceBuilder, followSymlinks: followSymlinks, roots: files)
        try makeOutputDirectory(output, followSymlinks: followSymlinks)
        let report = importScenarioFiles(plan, into: output, force: force) { written in
            print("wrote \(displayPath(written))")
        }
        for kept in report.kept {
            printDiagnostic(.output, file: kept, "exists; kept (use --force to replace it)")
        }
        printDiagnostics(report.failures.flatMap(\.diagnostics))
        keepForJSON([], failedPaths: report.kept + report.failures.map(\.path))
        print(report.summary)
        if !report.failures.isEmpty || !report.kept.isEmpty { throw ExitCode(ExitStatus.failure) }
    }
}

extension ImportCommand {
    /// `--list`: every Swift file's model as S4's JSON or as text; a file that cannot be read is an error and exit 2.
    private func listSwiftFiles(_ inputs: [String]) throws {
        var models: [(stated: String, model: SwiftSourceFile)] = []
        var problems: [Diagnostic] = []
        for input in inputs {
            guard input.lowercased().hasSuffix(".swift") else {
                problems.append(Diagnostic(code: .input, file: input, line: nil, column: nil, keyPath: "", message: "--list reads Swift source (.swift) only"))
                continue
            }
            switch SwiftSource.read(path: input) {
            case .success(let model): models.append((stableSourcePath(input, roots: files) ?? input, model))
            case .failure(let problem): problems.append(problem.diagnostic)
            }
        }
        let report = SwiftSourceListReport(files: models)
        switch format {
        case .json: print(report.json.rendered())
        case .text: print(report.text, terminator: "")
        }
        printDiagnostics(problems)
        if !problems.isEmpty { throw ExitCode(ExitStatus.failure) }
    }
}
