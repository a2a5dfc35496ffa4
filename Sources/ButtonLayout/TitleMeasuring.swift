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
        truncatedLine(text, mode: .byTruncatingMiddle, toFit: width) { lineWidth(of: $0, font: font) * factor }
    }
}
