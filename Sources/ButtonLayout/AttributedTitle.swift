// An attributed title as a scenario gives it (states.md AS4, AS7): runs of text with their own
// font, kern and baseline offset, measured as one line.

/// One run of an attributed title.
public struct AttributedRun: Hashable, Sendable {
    public var text: String
    /// The run's font; nil: the button's title font (AS4, "runs without a font use the label's font").
    public var font: TitleFont?
    /// Set when the font was given as a text style (for DY4.3's warning).
    public var textStyle: FontTextStyle?
    /// `NSAttributedString.Key.kern`, points added after each character.
    public var kern: Double
    /// `NSAttributedString.Key.baselineOffset`, signed points; not modelled in the size (AS4, unverified).
    public var baselineOffset: Double

    public init(text: String, font: TitleFont? = nil, textStyle: FontTextStyle? = nil, kern: Double = 0, baselineOffset: Double = 0) {
        self.text = text
        self.font = font
        self.textStyle = textStyle
        self.kern = kern
        self.baselineOffset = baselineOffset
    }
}

public struct AttributedTitle: Hashable, Sendable {
    public var runs: [AttributedRun]

    public init(runs: [AttributedRun]) {
        self.runs = runs
    }

    public var text: String { runs.map(\.text).joined() }

    /// Whether a run's font came from a text style: such fonts are not re-scaled on a plain UIButton (DY4.3).
    public var usesTextStyle: Bool { runs.contains { $0.textStyle != nil } }

    /// The tallest run's font (the line box is the tallest run's, AS4), the button's when no run has one.
    public func dominantFont(buttonFont: TitleFont) -> TitleFont {
        runs.map { $0.font ?? buttonFont }.max { $0.size < $1.size } ?? buttonFont
    }

    /// The natural single-line size (AS4): the runs' widths, each measured at its font plus its kern
    /// once per character, and the tallest run's SF line height (all runs on one baseline).
    public func naturalSize(buttonFont: TitleFont, width measure: (String, TitleFont) -> Double) -> Size {
        var width = 0.0
        var height = 0.0
        for run in runs where !run.text.isEmpty {
            let font = run.font ?? buttonFont
            width += measure(run.text, font) + run.kern * Double(run.text.count)
            height = max(height, SystemFontMetrics.lineHeight(ofSize: font.size))
        }
        return Size(width: width, height: height)
    }
}
