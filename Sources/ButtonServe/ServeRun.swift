import ButtonReports
import ButtonScenario
import Dispatch
import Foundation
import Synchronization

/// `buttonlab serve` from start to Ctrl-C: starts the server, announces its URL (`announce`),
/// opens the browser when asked, and on SIGINT or SIGTERM stops it and removes the run's reports.
/// Returns the exit status; a server that cannot start reports why (`report`) and returns 2.
package func runServer(
    options: ServeOptions, openBrowser: Bool, announce: @escaping @Sendable (String) -> Void,
    report: @escaping @Sendable ([Diagnostic]) -> Void
) -> Int32 {
    let run = ServerRun()
    // Signals are handled as events, so the server stops in order instead of dying mid-write.
    let signals = [SIGINT, SIGTERM].map { number in
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
        source.setEventHandler {
            Task {
                await run.server.withLock { $0 }?.stop()
                run.done.signal()
            }
        }
        source.resume()
        return source
    }
    Task {
        do {
            let started = try await ButtonLabServer(options: options)
            run.server.withLock { $0 = started }
            announce("ButtonLab at \(started.url)")
            if openBrowser { openInBrowser(started.url) }
            try await started.wait()
        } catch let error as ServeError {
            report(error.diagnostics)
            run.status.withLock { $0 = ExitStatus.failure }
        } catch is CancellationError {
        } catch {
            report([Diagnostic(code: .output, file: nil, line: nil, column: nil, keyPath: "", message: "the server cannot start: \(error)")])
            run.status.withLock { $0 = ExitStatus.failure }
        }
        run.done.signal()
    }
    run.done.wait()
    signals.forEach { $0.cancel() }
    return run.status.withLock { $0 }
}

/// What the signal handlers and the server's task share.
private final class ServerRun: Sendable {
    let done = DispatchSemaphore(value: 0)
    let status = Mutex<Int32>(0)
    let server = Mutex<ButtonLabServer?>(nil)
}

/// The system's opener (`xdg-open` on Linux, `open` on macOS), not waited for; a failure leaves the printed URL.
private func openInBrowser(_ url: String) {
    let process = Process()
    #if os(macOS)
    process.executableURL = URL(fileURLWithPath: "/usr/bin/open")
    #else
    process.executableURL = URL(fileURLWithPath: "/usr/bin/xdg-open")
    #endif
    process.arguments = [url]
    try? process.run()
}
