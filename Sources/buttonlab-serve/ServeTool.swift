import ArgumentParser
import ButtonLabCommandLine
import ButtonLabKit
import ButtonServe
import ButtonSwiftInput
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The program behind `buttonlab serve` (docs/serve.md): the server links full Foundation (its HTTP
/// package needs it), which `buttonlab` itself never loads. It reads every format `buttonlab` reads.
@main
struct ServeTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "buttonlab-serve",
        abstract: "The ButtonLab playground's server; run it as `buttonlab serve`.",
        discussion: serveDiscussion,
        version: buttonLabVersion
    )

    @OptionGroup var serve: ServeArguments

    func run() throws {
        let options = ServeOptions(
            paths: serve.paths.isEmpty ? ["."] : serve.paths, port: serve.port, goldenDirectory: serve.golden, formats: .withSwiftSource)
        let status = runServer(options: options, openBrowser: serve.open, announce: {
            print($0)
            fflush(nil)  // the URL reaches a pipe (a script, the bench) at once
        }, report: printDiagnostics)
        throw ExitCode(status)
    }
}
