import ArgumentParser
import ButtonInterfaceBuilder
import ButtonLabCommandLine
import ButtonLabKit
import ButtonSwiftInput
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The entry point: the plain forms that Makefiles run thousands of times go straight to the command's
/// body; everything else — help, errors, every other command and option — goes through
/// swift-argument-parser, whose first parse reflects over the command tree (about 1 ms of CPU on the
/// bench machine; issue 16 measured 4 ms on a slower one).
///
/// A form is plain only when it could not mean anything else: known options given once with a
/// value that does not start with "-", known flags given once, no other argument starting with "-"
/// (`-` itself, standard input, is a scenario), at least one scenario. Anything unusual falls back before any work is done, so the two paths cannot differ
/// in what they accept; `FastPathTests` compares their output.
@main
enum Entry {
    static func main() {
        // Before anything reads the inputs' help or files: this executable reads Swift source too.
        commandLineFormats.withLock { $0 = .withSwiftSource }
        // `render` draws: its libraries start loading on the other core before its arguments are
        // read, from the C strings (making Swift's argument strings first costs the start 0.1 ms).
        if willDraw(CommandLine.unsafeArgv, count: Int(CommandLine.argc)) { prepareFiguresInBackground() }
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard let command = PlainCommand(arguments) else {
            ButtonLab.main()
            return
        }
        do {
            try command.run()
        } catch let code as ExitCode {
            exit(code.rawValue)
        } catch {
            ButtonLab.exit(withError: error)
        }
    }
}

/// `render` with something to render, and no help asked for (help does not draw).
private func willDraw(_ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, count: Int) -> Bool {
    guard count > 2, let command = argv[1], strcmp(command, "render") == 0 else { return false }
    return !(2..<count).contains { index in
        guard let argument = argv[index] else { return false }
        return strcmp(argument, "-h") == 0 || strncmp(argument, "--help", 6) == 0
    }
}

/// One of the forms the fast path runs.
enum PlainCommand: Equatable {
    case version
    case layout(scenarios: [String], format: OutputFormat?)
    case explain(scenarios: [String], format: OutputFormat)
    case render(scenarios: [String], output: RenderOutput, jobs: Int?)

    /// The plain form `arguments` spell, or nil when argument-parser must read them.
    init?(_ arguments: [String]) {
        guard let name = arguments.first else { return nil }
        if arguments == ["--version"] {
            self = .version
            return
        }
        let allowed: Set<String>
        var flags: Set<String> = []
        switch name {
        case "layout", "explain": allowed = ["--format"]
        case "render":
            allowed = ["--format", "-o", "--output", "--jobs", "--depfile"]
            flags = ["--quiet", "--json", "--no-json"]
        default: return nil
        }
        var scenarios: [String] = []
        var options: [String: String] = [:]
        var flagsGiven: Set<String> = []
        var rest = arguments.dropFirst()[...]
        while let argument = rest.popFirst() {
            if !argument.hasPrefix("-") || argument == "-" {
                scenarios.append(argument)
                continue
            }
            if flags.contains(argument) {
                guard flagsGiven.insert(argument).inserted else { return nil }
                continue
            }
            // "-o" and "--output" are one option; giving it twice is argument-parser's business.
            let key = argument == "--output" ? "-o" : argument
            guard allowed.contains(argument), options[key] == nil, let value = rest.popFirst(), !value.hasPrefix("-") else {
                return nil
            }
            options[key] = value
        }
        guard !scenarios.isEmpty else { return nil }
        switch name {
        case "layout":
            guard let format = Self.outputFormat(options["--format"]) else { return nil }
            self = .layout(scenarios: scenarios, format: format)
        case "explain":
            guard let format = Self.outputFormat(options["--format"]) else { return nil }
            self = .explain(scenarios: scenarios, format: format ?? .text)
        default:
            // Every contradiction among the output options gets argument-parser's usage message.
            guard let output = try? renderOutput(
                output: options["-o"], format: options["--format"], json: flagsGiven.contains("--json"),
                noJSON: flagsGiven.contains("--no-json"), depfile: options["--depfile"],
                quiet: flagsGiven.contains("--quiet"), scenarios: scenarios, scene: false)
            else { return nil }
            let jobs = options["--jobs"].map { Int($0) }
            // An unreadable or non-positive count gets argument-parser's message.
            if let jobs, (jobs ?? 0) < 1 { return nil }
            self = .render(scenarios: scenarios, output: output, jobs: jobs ?? nil)
        }
    }

    /// nil for an unknown value (argument-parser words the error); .some(nil) when not given.
    private static func outputFormat(_ value: String?) -> OutputFormat?? {
        guard let value else { return .some(nil) }
        guard let format = OutputFormat(rawValue: value) else { return nil }
        return .some(format)
    }

    func run() throws {
        switch self {
        case .version:
            print(buttonLabVersion)
        case .layout(let scenarios, let format):
            try runLayout(plan: Self.plan(scenarios), format: format)
        case .explain(let scenarios, let format):
            try runExplain(plan: Self.plan(scenarios), format: format)
        case .render(let scenarios, let output, let jobs):
            try runRender(
                plan: { try Self.plan(scenarios) }, output: output, pixelsPerPoint: nil, jobs: jobs, followSymlinks: false)
        }
    }

    /// What `ScenarioInputs.plan()` makes when no input option is given: scenario and IB files, no
    /// links followed, IB files read with the default options (left to right, 2x, each button's state).
    private static func plan(_ scenarios: [String]) throws -> InputPlan {
        _ = try systemFontOrExit(nil)
        return try makePlan(
            files: try inputFileList(scenarios, ibOnly: false, followSymlinks: false), options: InterfaceBuilderOptions(),
            roots: scenarios)
    }
}
