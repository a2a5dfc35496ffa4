import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `serve`'s options, declared once for `buttonlab serve` (which checks them and hands them on) and
/// for `buttonlab-serve`, the program that serves: the server and its Foundation stay out of
/// `buttonlab`, whose every other command starts on FoundationEssentials alone (docs/serve.md).
package struct ServeArguments: ParsableArguments {
    package init() {}

    @Argument(help: ArgumentHelp("Folders or scenario files to serve (default: the current folder).", valueName: "path"))
    package var paths: [String] = []

    @Option(help: ArgumentHelp("Port on 127.0.0.1 (default: a free one).", valueName: "n"))
    package var port: UInt16 = 0

    @Option(help: ArgumentHelp("Golden folder: review failing checks and approve them.", valueName: "dir"))
    package var golden: String?

    @Flag(help: "Open the page in the default browser.")
    package var open = false

    /// The same options as `buttonlab-serve`'s arguments; `--` keeps a path that starts with `-` a path.
    package var arguments: [String] {
        var arguments = ["--port", String(port)]
        if let golden { arguments += ["--golden", golden] }
        if open { arguments.append("--open") }
        return arguments + ["--"] + paths
    }
}

/// `serve`'s help, shared by both programs.
package let serveDiscussion = """
    Serves one page and its API (docs/serve.md) from 127.0.0.1 only, at \
    http://127.0.0.1:PORT/?token=T; every request needs that token. The page lists the scenario \
    files under PATH (default: the current folder), previews every edit, follows changes made on \
    disk, and saves a file when asked (atomically). With --golden DIR it also shows each failing \
    check beside its golden and approves it exactly as `buttonlab approve` would.

    Runs until interrupted (Ctrl-C). Exit status: 2 when the server cannot start (a PATH or DIR \
    missing or a symbolic link, the port taken, the fonts missing, buttonlab-serve not installed \
    beside buttonlab); 64 when the command line is wrong.
    """

/// The running program's own file, from the kernel rather than argv[0] (which may be a bare name
/// found on PATH); nil when the system does not say.
package func currentExecutablePath() -> String? {
    #if os(Linux)
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    #elseif canImport(Darwin)
    var size: UInt32 = 0
    _ = _NSGetExecutablePath(nil, &size)
    var buffer = [CChar](repeating: 0, count: Int(size) + 1)
    guard _NSGetExecutablePath(&buffer, &size) == 0, let resolved = realpath(buffer, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
    #else
    return nil
    #endif
}
