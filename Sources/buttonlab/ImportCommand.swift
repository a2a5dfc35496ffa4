import ArgumentParser
import ButtonFiles
import ButtonLabKit
import ButtonScenario
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write one editable scenario file per button of Interface Builder files.",
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

    @Argument(help: ArgumentHelp("Interface Builder files (.xib, .storyboard) or directories.", valueName: "ibfile"))
    var files: [String]

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Where the scenario files go (created if missing).", valueName: "dir"))
    var output: String

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
            inputs = try inputFiles(for: files, selection: .interfaceBuilderOnly, followSymlinks: followSymlinks)
        } catch {
            printDiagnostics(error.diagnostics)
            throw ExitCode(ExitStatus.failure)
        }
        guard !inputs.isEmpty else {
            printDiagnostic(.input, "no Interface Builder files (.xib, .storyboard) in \(files.map(displayPath).joined(separator: ", "))")
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
