import Dispatch
import Synchronization

/// Runs the API's CPU-bound work (previews, checks) one job at a time on a thread of its own, so a
/// burst of keystrokes cannot occupy the cooperative pool the listener and event streams run on, and
/// refuses work beyond `maximumWaiting` queued jobs (503) instead of queueing without bound.
package final class WorkQueue: Sendable {
    private let queue = DispatchQueue(label: "buttonlab.serve.work", qos: .userInitiated)
    private let waiting = Mutex(0)
    package let maximumWaiting: Int

    package init(maximumWaiting: Int = 8) {
        self.maximumWaiting = maximumWaiting
    }

    package func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async throws(ServeError) -> T {
        let admitted = waiting.withLock { count in
            guard count < maximumWaiting else { return false }
            count += 1
            return true
        }
        guard admitted else {
            throw ServeError(status: 503, code: .busy, message: "\(maximumWaiting) requests are already waiting for the server; try again")
        }
        return await withCheckedContinuation { continuation in
            queue.async {
                let result = work()
                self.waiting.withLock { $0 -= 1 }
                continuation.resume(returning: result)
            }
        }
    }
}
