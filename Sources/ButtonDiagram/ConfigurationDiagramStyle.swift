import ButtonLayout
import ButtonScenario

/// What a configuration figure draws beyond the shared look (`DiagramStyle`): the style's
/// background, the content insets, the subtitle, the activity indicator and the dimension lines.
public struct ConfigurationDiagramStyle: Hashable, Sendable {
    /// The bounds' background per `UIButton.Configuration` style; nil draws none (plain, borderless).
    public var backgrounds: [ButtonConfiguration.Style: Background]
    public var contentInsetsStroke: Stroke
    public var insetFont: FontSpec
    public var insetColor: Color
    public var subtitleFill: Color
    public var imageAlignmentStroke: Stroke
    public var activityIndicatorFill: Color
    public var activityIndicatorColor: Color
    public var dimensionStroke: Stroke
    /// The length of the bars across each end of a dimension line.
    public var dimensionBar: Double

    public struct Background: Hashable, Sendable {
        public var fill: Color
        public var stroke: Stroke?

        public init(fill: Color, stroke: Stroke? = nil) {
            self.fill = fill
            self.stroke = stroke
        }
    }

    public init(
        backgrounds: [ButtonConfiguration.Style: Background], contentInsetsStroke: Stroke, insetFont: FontSpec,
        insetColor: Color, subtitleFill: Color, imageAlignmentStroke: Stroke, activityIndicatorFill: Color,
        activityIndicatorColor: Color, dimensionStroke: Stroke, dimensionBar: Double
    ) {
        self.backgrounds = backgrounds
        self.contentInsetsStroke = contentInsetsStroke
        self.insetFont = insetFont
        self.insetColor = insetColor
        self.subtitleFill = subtitleFill
        self.imageAlignmentStroke = imageAlignmentStroke
        self.activityIndicatorFill = activityIndicatorFill
        self.activityIndicatorColor = activityIndicatorColor
        self.dimensionStroke = dimensionStroke
        self.dimensionBar = dimensionBar
    }

    /// UIKit's light-mode colours, a little translucent so the grid still shows through: system
    /// blue for the filled styles, blue at low opacity for the tinted ones, the system fill grey
    /// for gray and bordered, frosted white with a hairline for glass.
    public static let article: ConfigurationDiagramStyle = {
        let blue: UInt32 = 0x007AFF
        let filled = Background(fill: Color(rgb: blue, alpha: 0.8))
        let tinted = Background(fill: Color(rgb: blue, alpha: 0.18))
        let gray = Background(fill: Color(rgb: 0x787880, alpha: 0.2))
        let glass = Background(fill: Color(rgb: 0xFFFFFF, alpha: 0.6), stroke: Stroke(color: Color(rgb: 0x000000, alpha: 0.18), width: 0.5))
        return ConfigurationDiagramStyle(
            backgrounds: [
                .filled: filled, .borderedProminent: filled, .tinted: tinted, .borderedTinted: tinted,
                .gray: gray, .bordered: gray, .glass: glass,
            ],
            contentInsetsStroke: Stroke(color: Color(rgb: 0x505050), width: 1, dash: [4, 3]),
            insetFont: FontSpec(size: 6, weight: .regular),
            insetColor: Color(rgb: 0x333333),
            subtitleFill: Color(rgb: 0xA9E89C),
            imageAlignmentStroke: Stroke(color: Color(rgb: 0x4650F5), width: 0.75, dash: [2, 1.5]),
            activityIndicatorFill: Color(rgb: 0xFFFFFF, alpha: 0.7),
            activityIndicatorColor: Color(rgb: 0x3A3A3C),
            dimensionStroke: Stroke(color: Color(rgb: 0xC2185B), width: 1),
            dimensionBar: 4
        )
    }()
}

/// A value for a figure or a table: at most two decimals (20.33, 42.67), like the articles.
public func figureNumber(_ value: Double) -> String {
    guard value.isFinite else { return formatNumber(value) }
    return formatNumber((value * 100).rounded() / 100)
}

/// `(x, y, w, h)` with at most two decimals.
public func figureRect(_ rect: Rect) -> String {
    "(\(figureNumber(rect.x)), \(figureNumber(rect.y)), \(figureNumber(rect.width)), \(figureNumber(rect.height)))"
}
