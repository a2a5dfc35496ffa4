import ButtonScenario
import Dispatch
import Synchronization

/// The pixels that image comparisons may hold decoded at once, across every thread of the process:
/// parallel checks of big images wait for one another instead of multiplying memory.
///
/// One comparison needs about 24 bytes per pixel of its canvas (both decoded images, their packed
/// words and luma planes, the diff image). The shared budget is one comparison at the largest
/// canvas a golden may declare (`DiagramOptions.maximumPixelSide` squared, about 1.6 GB), so any
/// single check can always run, and small ones — every committed golden — run side by side.
package final class ComparisonBudget: Sendable {
    /// Pixels per unit of the semaphore: small enough that a small image takes one unit.
    package static let pixelsPerUnit = 1 << 16

    /// The process's budget, shared by `buttonlab check` and the snapshot-testing strategies.
    package static let shared = ComparisonBudget(
        capacityPixels: DiagramOptions.maximumPixelSide * DiagramOptions.maximumPixelSide)

    package let capacityUnits: Int
    private let units: DispatchSemaphore
    /// One reservation at a time takes units, so two half-served reservations never wait on each
    /// other; releasing needs no turn.
    private let turn = DispatchSemaphore(value: 1)
    private let usage = Mutex((inUse: 0, peak: 0))

    package init(capacityPixels: Int) {
        capacityUnits = max(1, capacityPixels / Self.pixelsPerUnit)
        units = DispatchSemaphore(value: capacityUnits)
    }

    /// The most units ever held at once, for tests.
    package var peakUnits: Int { usage.withLock { $0.peak } }

    /// Runs `body` holding the units a canvas of `pixels` needs, waiting until they are free; a
    /// request over the capacity holds all of it (callers check sizes against the limit first).
    package func withReservation<Result>(pixels: Int, _ body: () throws -> Result) rethrows -> Result {
        let count = min(capacityUnits, max(1, (pixels + Self.pixelsPerUnit - 1) / Self.pixelsPerUnit))
        turn.wait()
        for _ in 0..<count { units.wait() }
        turn.signal()
        usage.withLock {
            $0.inUse += count
            $0.peak = max($0.peak, $0.inUse)
        }
        defer {
            usage.withLock { $0.inUse -= count }
            for _ in 0..<count { units.signal() }
        }
        return try body()
    }
}
