import ButtonFiles
import Synchronization

/// How much JPEG decoding may cost, counted in 8 × 8 blocks touched by scans: a scan of a
/// progressive JPEG is a pass over the coefficients of the components it names, and a 57 KB file of
/// 442 scans over a 4096 × 4096 image cost 7 s a render. Each image has a limit, and all the images
/// of one process (a batch renders many, each maybe just under it) share a total.
package final class JPEGWorkBudget: Sendable {
    /// The blocks of one pass over the largest image allowed, 4 components unsubsampled (CMYK):
    /// 4096 × 4096 px / 64 × 4 = 1 048 576.
    package static let blocksPerPass = ImageLimits.maximumImagePixels / 64 * 4

    /// 16 passes over the largest image (16 777 216 blocks, about a second): libjpeg's default
    /// progression touches each component 4 or 5 times, so real files stay well under it.
    package static let imageLimit = 16 * blocksPerPass

    /// 8 images at their limit (134 217 728 blocks, some 8 s): about 80 progressive or 300 baseline
    /// colour photos of 4096 × 4096 px in one run, far past the icons a button draws.
    package static let runLimit = 8 * imageLimit

    /// The process's budget, used by every render.
    package static let shared = JPEGWorkBudget(imageLimit: imageLimit, runLimit: runLimit)

    package let imageLimit: Int
    package let runLimit: Int
    private let used = Mutex(0)

    package init(imageLimit: Int, runLimit: Int) {
        self.imageLimit = imageLimit
        self.runLimit = runLimit
    }

    /// Blocks decoded so far by images charged to this budget.
    package var blocksUsed: Int { used.withLock { $0 } }

    /// Runs `decode` with the blocks it may use (the image limit, or what is left of the run's when
    /// less), reserved so that parallel decoders cannot overdraw the total; `decode` returns its
    /// result and the blocks it used, and the rest goes back. Without an allowance left, `decode`
    /// runs with 0 and stops at its first scan.
    func withAllowance<Result>(_ decode: (_ allowance: Int) -> (result: Result, used: Int)) -> Result {
        let allowance = used.withLock { used -> Int in
            let allowance = max(0, min(imageLimit, runLimit - used))
            used += allowance
            return allowance
        }
        let outcome = decode(allowance)
        used.withLock { $0 -= allowance - min(outcome.used, allowance) }
        return outcome.result
    }

    /// Why an image stopped after more than `allowance` blocks, the most it was given.
    func refusal(allowance: Int) -> String {
        guard allowance < imageLimit else {
            return "its scans decode more than \(imageLimit) blocks of 8×8 pixels, the limit for one image (each scan of a progressive JPEG is a pass over the blocks it covers)"
        }
        return "the JPEG images of this run may decode \(runLimit) blocks of 8×8 pixels together and \(allowance) are left, fewer than this one needs; render it in a run of its own"
    }
}
