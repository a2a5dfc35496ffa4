import FlyingSocks
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// FlyingFox's socket pool, with Nagle's algorithm turned off on every socket it waits for.
///
/// FlyingFox writes a response's head and its body in two writes; with Nagle's algorithm the body
/// then waits for the browser's delayed acknowledgement of the head (40 ms on Linux), which was most
/// of the page's keystroke-to-figure time (docs/serve.md, "Speed"). The listening socket is the first
/// one the pool waits for, and the connections it accepts inherit the option (Linux and BSD alike).
struct NoDelaySocketPool<Pool: AsyncSocketPool>: AsyncSocketPool {
    let pool: Pool

    func prepare() async throws {
        try await pool.prepare()
    }

    func run() async throws {
        try await pool.run()
    }

    func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        // Not a TCP socket (a test's socket pair): nothing to turn off, and nothing to report.
        try? socket.setValue(true, for: BoolSocketOption(level: Int32(IPPROTO_TCP), name: Int32(TCP_NODELAY)))
        try await pool.suspendSocket(socket, untilReadyFor: events)
    }
}
