import ButtonLabKit
import ButtonReports
import ButtonScenario
import FlyingFox
import FlyingSocks
import Foundation

/// What `buttonlab serve` was asked for; the command line fills it in (docs/serve.md).
package struct ServeOptions: Sendable {
    /// The paths named on the command line (folders or files), as `check` and `render` take them.
    package var paths: [String]
    /// 0: any free port the system gives.
    package var port: UInt16
    /// `--golden DIR`: the review's goldens; nil leaves out `/api/check` and `/api/approve`.
    package var goldenDirectory: String?
    /// The run's secret, in every request (`token=` or `X-ButtonLab-Token`).
    package var token: String
    /// The input formats files are read in: the executable's, which add Swift source to ButtonLabKit's.
    package var formats: InputFormats

    package init(
        paths: [String], port: UInt16 = 0, goldenDirectory: String? = nil, token: String = makeToken(), formats: InputFormats = .builtIn
    ) {
        self.formats = formats
        self.paths = paths
        self.port = port
        self.goldenDirectory = goldenDirectory
        self.token = token
    }
}

/// 32 random bytes from the system's generator, as 64 hex digits: new for every run.
package func makeToken() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<32).map { _ in
        let byte = UInt8.random(in: 0...255, using: &generator)
        return String(byte >> 4, radix: 16) + String(byte & 15, radix: 16)
    }.joined()
}

/// The server: FlyingFox's HTTP/1.1 listener on 127.0.0.1 only, every request through `ServeAPI`.
package final class ButtonLabServer: Sendable {
    /// Seconds one request may take, queueing included.
    package static let requestTimeout: Double = 30
    package let options: ServeOptions
    let api: ServeAPI
    private let http: HTTPServer
    private let running: Task<Void, any Error>

    /// Binds 127.0.0.1:`options.port` and starts answering; returns once the socket listens.
    package init(options: ServeOptions) async throws {
        self.options = options
        let api = try ServeAPI(options: options)
        self.api = api
        let address = try sockaddr_in.inet(ip4: "127.0.0.1", port: options.port)
        // The handler's timeout bounds how long one request may wait for the work queue and run (a
        // check over about 2 000 goldens). It also bounds memory: FlyingFox runs each request beside a
        // timeout task whose cancelled sleep keeps its timer, about 0.5 KB, until the deadline, so the
        // server holds request rate × this many seconds of them, then stays flat (docs/serve.md, "Speed").
        let config = HTTPServer.Configuration(
            address: address, timeout: ButtonLabServer.requestTimeout, pool: NoDelaySocketPool(pool: HTTPServer.defaultPool()), logger: DisabledLogger.disabled)
        let http = HTTPServer(config: config, handler: api)
        self.http = http
        let running = Task { try await http.run() }
        self.running = running
        do {
            try await http.waitUntilListening(timeout: 10)
            guard case .ip4(_, let port)? = await http.listeningAddress else {
                throw ServeError(status: 500, code: .output, message: "the server did not start listening")
            }
            api.started(port: port)
        } catch {
            running.cancel()
            throw error
        }
    }

    /// The port the system gave (or the one asked for).
    package var port: UInt16 {
        api.port
    }

    /// `http://127.0.0.1:PORT/?token=T`: what the command prints and `--open` opens.
    package var url: String {
        "http://127.0.0.1:\(port)/?token=\(options.token)"
    }

    /// Stops listening, ends the event streams and the watch.
    package func stop() async {
        api.stop()
        await http.stop(timeout: 1)
        running.cancel()
    }

    /// Serves until the task is cancelled or the listener fails.
    package func wait() async throws {
        try await running.value
    }
}
