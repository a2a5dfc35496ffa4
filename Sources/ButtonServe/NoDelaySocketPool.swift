import FlyingSocks
import Synchronization
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
    /// Once the listening socket has it, accepted connections inherit it: no system call per wait after that.
    private let applied = AppliedOnce()

    init(pool: Pool) {
        self.pool = pool
    }

    func prepare() async throws {
        try await pool.prepare()
    }

    func run() async throws {
        try await pool.run()
    }

    func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        if !applied.isDone {
            // Not a TCP socket (a test's socket pair): nothing to turn off; the next socket will do.
            if (try? socket.setValue(true, for: BoolSocketOption(level: Int32(IPPROTO_TCP), name: Int32(TCP_NODELAY)))) != nil {
                applied.markDone()
            }
        }
        try await pool.suspendSocket(socket, untilReadyFor: events)
    }
}

/// A flag set once, read on every wait without a lock.
private final class AppliedOnce: Sendable {
    private let done = Atomic(false)
    var isDone: Bool { done.load(ordering: .acquiring) }
    func markDone() { done.store(true, ordering: .releasing) }
}
