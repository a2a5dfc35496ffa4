import ArgumentParser
import ButtonCheck
import ButtonLabCommandLine
import ButtonScenario

struct ApproveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "approve",
        abstract: "Accept the changes a `check --report` folder shows: copy its fresh files over the goldens.",
        discussion: """
            Reads REPORT/manifest.json, which `check --report REPORT` writes, and copies each named \
            failure's fresh NAME.json, NAME.png and NAME.svg from the report over its goldens (every \
            failure when no NAME is given), all or none. It first checks that every golden still has the \
            SHA-256 it had when check compared it (or is still absent) and that no report file was \
            altered since; any difference refuses the whole approval and writes nothing.

            The golden folder is the one check was given (the manifest's goldenDirectory) when that is a \
            plain relative folder; otherwise, or to approve into another folder, give --golden. Only \
            files named NAME.json, NAME.png and NAME.svg inside the golden folder are ever written, and \
            no file is read or replaced through a symbolic link.

            Exit status: 0 when the goldens were written (or there was nothing to approve); 2 when the \
            approval was refused (a golden changed since the report, a report file was altered, a NAME \
            is not in the report, the manifest is missing or malformed, a folder cannot be used, or the \
            goldens cannot be written); 64 when the command line is wrong.
            """
    )

    @Argument(help: ArgumentHelp("The folder `check --report` wrote.", valueName: "report"))
    var report: String

    @Argument(help: ArgumentHelp("Failures to approve, by scenario name (default: all of them).", valueName: "name"))
    var names: [String] = []

    @Option(help: ArgumentHelp("Golden folder to write (default: the one check was given, from the manifest).", valueName: "dir"))
    var golden: String?

    @Flag(help: "Allow the report and golden folders to be symbolic links. Files are never read or replaced through one.")
    var followSymlinks = false

    @OptionGroup var diagnostics: DiagnosticsArguments

    func run() throws {
        try reportingDiagnostics(diagnostics.diagnosticsFormat) {
            let approval: Approval
            do throws(CheckError) {
                approval = try approve(ApprovalRequest(reportDirectory: report, names: names, goldenDirectory: golden, followSymlinks: followSymlinks))
            } catch {
                printDiagnostics(error.diagnostics)
                printError("nothing was approved")
                throw ExitCode(ExitStatus.failure)
            }
            for line in approval.lines { print(line) }
            print(approval.summary)
        }
    }
}
