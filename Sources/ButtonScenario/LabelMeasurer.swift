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
        let titleFont = TitleFont(size: font.size, weight: font.weight)
        let natural = base.lineWidth(of: text, font: titleFont)
        // One line, or wrapping that is not needed: the natural width, even past maxWidth, so the
        // engine can say the label was truncated.
        guard numberOfLines == 0, maxWidth.isFinite, natural > maxWidth else {
            return Size(width: grid.ceil(natural), height: font.singleLineHeight(scale: scale))
        }
        let lines = wrappedLines(text, font: titleFont, maxWidth: maxWidth)
        let widest = lines.map { base.lineWidth(of: $0, font: titleFont) }.max() ?? 0
        return Size(width: grid.ceil(widest), height: grid.ceil(Double(lines.count) * font.lineHeight))
    }

    /// Greedy word wrapping, as NSLineBreakByWordWrapping: a word too long for a line of its own
    /// is broken between characters.
    func wrappedLines(_ text: String, font: TitleFont, maxWidth: Double) -> [String] {
        var lines: [String] = []
        var current = ""
        func fits(_ candidate: String) -> Bool { base.lineWidth(of: candidate, font: font) <= maxWidth }
        for word in text.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if fits(candidate) {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            current = ""
            // Break an over-long word character by character.
            for character in word {
                let next = current + String(character)
                if !current.isEmpty && !fits(next) {
                    lines.append(current)
                    current = String(character)
                } else {
                    current = next
                }
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }
}
