import ArgumentParser
import ButtonServe
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "The playground in a browser: edit scenarios and see the figure, the frames and the arithmetic at once.",
        discussion: """
            Serves one page and its API (docs/serve.md) from 127.0.0.1 only, at \
            http://127.0.0.1:PORT/?token=T; every request needs that token. The page lists the scenario \
            files under PATH (default: the current folder), previews every edit, follows changes made on \
            disk, and saves a file when asked (atomically). With --golden DIR it also shows each failing \
            check beside its golden and approves it exactly as `buttonlab approve` would.

            Runs until interrupted (Ctrl-C). Exit status: 2 when the server cannot start (a PATH or DIR \
            missing or a symbolic link, the port taken, the fonts missing); 64 when the command line is wrong.
            """
    )

    @Argument(help: ArgumentHelp("Folders or scenario files to serve (default: the current folder).", valueName: "path"))
    var paths: [String] = []

    @Option(help: ArgumentHelp("Port on 127.0.0.1 (default: a free one).", valueName: "n"))
    var port: UInt16 = 0

    @Option(help: ArgumentHelp("Golden folder: review failing checks and approve them.", valueName: "dir"))
    var golden: String?

    @Flag(help: "Open the page in the default browser.")
    var open = false

    func run() throws {
        let options = ServeOptions(paths: paths.isEmpty ? ["."] : paths, port: port, goldenDirectory: golden)
        let status = runServer(options: options, openBrowser: open, announce: {
            print($0)
            fflush(nil)  // the URL reaches a pipe (a script, the bench) at once
        }, report: printDiagnostics)
        throw ExitCode(status)
    }
}
