import ButtonLayout

/// Measures a configuration's labels as `UILabel.sizeThatFits` would: SF's widths (R15) and line
/// heights (R6.1), sizes ceiled to the pixel grid, wrapping at word boundaries when the line-break
/// mode wraps (`numberOfLines == 0`) and the width is bounded.
public struct SystemLabelMeasurer: LabelMeasuring, Sendable {
    public let base: SystemFontMeasurer

    public init(base: SystemFontMeasurer) {
        self.base = base
    }

    public func size(of text: String, font: ConfigurationFont, maxWidth: Double, numberOfLines: Int, scale: ScreenScale) -> Size {
        let grid = PixelGrid(scale: scale)
        let titleFont = TitleFont(size: font.size, weight: font.weight, name: font.name)
        let natural = base.lineWidth(of: text, font: titleFont)
        // A named face's own line height; the system font's SF line height.
        let lineHeight = base.lineHeight(of: titleFont)
        // One line, or wrapping that is not needed: the natural width, even past maxWidth, so the
        // engine can say the label was truncated.
        guard numberOfLines == 0, maxWidth.isFinite, natural > maxWidth else {
            return Size(width: grid.ceil(natural), height: font.name == nil ? font.singleLineHeight(scale: scale) : grid.ceil(lineHeight))
        }
        let lines = wrappedLines(text, font: titleFont, maxWidth: maxWidth)
        let widest = lines.map { base.lineWidth(of: $0, font: titleFont) }.max() ?? 0
        return Size(width: grid.ceil(widest), height: grid.ceil(Double(lines.count) * lineHeight))
    }

    /// The lines UIKit would break the text into at `maxWidth` (`wordWrappedLines` with SF's widths).
    func wrappedLines(_ text: String, font: TitleFont, maxWidth: Double) -> [String] {
        wordWrappedLines(text, maxWidth: maxWidth) { base.lineWidth(of: $0, font: font) }
    }
}
