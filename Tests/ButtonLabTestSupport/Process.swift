import Foundation
import Synchronization

/// The `buttonlab` executable built beside this test bundle (swift build --build-tests builds both).
public let buttonlabExecutable: String = {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var directory = bundle.deletingLastPathComponent()
    // The test binary may sit inside NAME.xctest/; the products sit beside that.
    while !FileManager.default.isExecutableFile(atPath: directory.appendingPathComponent("buttonlab").path),
          directory.path != "/" {
        directory = directory.deletingLastPathComponent()
    }
    return directory.appendingPathComponent("buttonlab").path
}()

/// How a process ended and what it printed.
public struct Run: Sendable {
    public var status: Int32
    public var output: String
    public var errors: String
    /// The process was still running at its time limit and was killed (a hang fails one test
    /// instead of holding the whole suite until CI's limit).
    public var timedOut = false
}

/// How long one command may run in a test: the slowest command any test runs takes seconds.
public let processTimeLimit: Double = 300

/// Runs `buttonlab` with `arguments`, in `directory` when given, with `environment` added to this
/// process's (less GitHub Actions' variables, so that a suite run under Actions stays hermetic);
/// `standardInput`, when given, is all it reads on standard input.
public func buttonlab(
    _ arguments: String..., in directory: String? = nil, environment: [String: String] = [:], standardInput: String? = nil
) throws -> Run {
    try buttonlab(arguments: arguments, in: directory, environment: environment, standardInput: standardInput)
}

/// `buttonlab(...)` with the arguments as an array.
public func buttonlab(
    arguments: [String], in directory: String? = nil, environment: [String: String] = [:], standardInput: String? = nil,
    timeLimit: Double = processTimeLimit
) throws -> Run {
    var inherited = ProcessInfo.processInfo.environment
    inherited["GITHUB_ACTIONS"] = nil
    inherited["GITHUB_STEP_SUMMARY"] = nil
    return try runProcess(
        buttonlabExecutable, arguments, in: directory, environment: inherited.merging(environment) { $1 },
        standardInput: standardInput, timeLimit: timeLimit)
}

/// Runs `executable` to its end: in `directory` when given, with `environment` when given (else
/// this process's), reading `standardInput` when given (it must read all but the last 64 KiB of it).
/// Killed after `timeLimit` seconds (`Run.timedOut`). Standard input is empty unless given: a
/// command that reads it by mistake must not wait on the runner's own standard input.
public func runProcess(
    _ executable: String, _ arguments: [String], in directory: String? = nil, environment: [String: String]? = nil,
    standardInput: String? = nil, timeLimit: Double = processTimeLimit
) throws -> Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    if let environment { process.environment = environment }
    let out = Pipe(), err = Pipe(), input = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = standardInput == nil ? FileHandle.nullDevice : input
    try process.run()
    let killed = Mutex(false)
    let watchdog = DispatchWorkItem {
        guard process.isRunning else { return }
        killed.withLock { $0 = true }
        kill(process.processIdentifier, SIGKILL)
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit, execute: watchdog)
    defer { watchdog.cancel() }
    if let standardInput {
        input.fileHandleForWriting.write(Data(standardInput.utf8))
        try input.fileHandleForWriting.close()
    }
    // Both pipes drain at once: a command that fills one while the other is read would wait forever.
    let errors = Mutex(Data())
    let errorReader = DispatchWorkItem { errors.withLock { $0 = err.fileHandleForReading.readDataToEndOfFile() } }
    DispatchQueue.global().async(execute: errorReader)
    let output = out.fileHandleForReading.readDataToEndOfFile()
    errorReader.wait()
    process.waitUntilExit()
    return Run(
        status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
        errors: String(decoding: errors.withLock { $0 }, as: UTF8.self), timedOut: killed.withLock { $0 })
}
