/// Measures single lines of text the way UIKit's system font would (R6.1, R15). The engine is pure:
/// whoever has the fonts (the renderer) supplies this, and the layout calls it only for a title
/// that does not fit, to hug its middle-truncated line (R6.3).
public protocol TitleMeasuring: Sendable {
    /// The natural width of one line of `text`, in points, as SF would measure it.
    func lineWidth(of text: String, font: TitleFont) -> Double
}

/// A title cut to fit: what UILabel's `byTruncatingMiddle` draws.
public struct TruncatedLine: Hashable, Sendable {
    /// "Head…tail", or "" when not even the ellipsis fits.
    public var text: String
    /// Its width in the title's units (scaled like the natural size when that size was given).
    public var width: Double

    public init(text: String, width: Double) {
        self.text = text
        self.width = width
    }
}

extension TitleMeasuring {
    /// `text` as UILabel's middle truncation cuts it to `width`: whole grapheme clusters, one more
    /// kept at the head than at the tail, the longest such line that fits. `factor` scales measured
    /// widths into the title's units (a title given as a size is scaled in proportion).
    public func middleTruncated(_ text: String, font: TitleFont, toFit width: Double, factor: Double = 1) -> TruncatedLine {
        func measure(_ candidate: String) -> Double { lineWidth(of: candidate, font: font) * factor }
        let full = measure(text)
        if full <= width { return TruncatedLine(text: text, width: full) }
        let clusters = Array(text)
        func candidate(keeping count: Int) -> String {
            let head = (count + 1) / 2
            let tail = count - head
            return String(clusters[..<head]) + "…" + String(clusters[(clusters.count - tail)...])
        }
        let ellipsis = measure(candidate(keeping: 0))
        guard ellipsis <= width else { return TruncatedLine(text: "", width: 0) }
        // Widths grow with the number of clusters kept, so a binary search finds the longest fit
        // with O(log n) measurements instead of n.
        var low = 0
        var lowWidth = ellipsis
        var high = clusters.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            let candidateWidth = measure(candidate(keeping: middle))
            if candidateWidth <= width {
                low = middle
                lowWidth = candidateWidth
            } else {
                high = middle - 1
            }
        }
        return TruncatedLine(text: candidate(keeping: low), width: lowWidth)
    }
}
