import ArgumentParser
import ButtonLabCommandLine
import ButtonScenario
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `buttonlab serve`: checks the command line here, then becomes `buttonlab-serve` (the program
/// beside this one) with the same options, so the server's libraries never load with the other commands.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "The playground in a browser: edit scenarios and see the figure, the frames and the arithmetic at once.",
        discussion: serveDiscussion
    )

    @OptionGroup var serve: ServeArguments

    func run() throws {
        guard let own = currentExecutablePath() else {
            printDiagnostic(.missing, "cannot find this program's own file, so not buttonlab-serve beside it either")
            throw ExitCode(ExitStatus.failure)
        }
        let server = String(own[..<(own.lastIndex(of: "/").map { own.index(after: $0) } ?? own.startIndex)]) + "buttonlab-serve"
        let argv = [server] + serve.arguments
        var cStrings = argv.map { strdup($0) } + [nil]
        execv(server, &cStrings)
        // Only reached when the exec failed.
        let reason = String(cString: strerror(errno))
        printDiagnostic(.missing, "cannot start \(server): \(reason) (build it with `swift build --product buttonlab-serve`)")
        throw ExitCode(ExitStatus.failure)
    }
}
