import ButtonLayout
import ButtonScenario

/// What a configuration figure draws beyond the shared look (`DiagramStyle`): the style's
/// background, the content insets, the subtitle, the activity indicator and the dimension lines.
/// Lengths are in pixels, like `DiagramStyle`'s.
package struct ConfigurationDiagramStyle: Hashable, Sendable {
    /// The bounds' background per `UIButton.Configuration` style; nil draws none (plain, borderless).
    package var backgrounds: StyleBackgrounds
    package var contentInsetsStroke: Stroke
    package var insetFont: FontSpec
    package var insetColor: Color
    package var subtitleFill: Color
    package var imageAlignmentStroke: Stroke
    package var activityIndicatorFill: Color
    package var activityIndicatorColor: Color
    package var dimensionStroke: Stroke
    /// The length of the bars across each end of a dimension line.
    package var dimensionBar: Double

    package struct Background: Hashable, Sendable {
        package var fill: Color
        package var stroke: Stroke?

        package init(fill: Color, stroke: Stroke? = nil) {
            self.fill = fill
            self.stroke = stroke
        }
    }

    /// The same look with every annotation length in canvas points at `pixelsPerPoint`. The
    /// background's hairline is an annotation too; the activity indicator's spokes are drawn to
    /// the indicator's own size.
    func inPoints(_ pixelsPerPoint: Double) -> ConfigurationDiagramStyle {
        let k = 1 / pixelsPerPoint
        var s = self
        for style in ButtonConfiguration.Style.allCases {
            if let background = backgrounds[style] { s.backgrounds[style]?.stroke = background.stroke?.scaled(k) }
        }
        s.contentInsetsStroke = contentInsetsStroke.scaled(k)
        s.insetFont.size *= k
        s.imageAlignmentStroke = imageAlignmentStroke.scaled(k)
        s.dimensionStroke = dimensionStroke.scaled(k)
        s.dimensionBar *= k
        return s
    }

    /// A background per style, or none: one stored value per style rather than a dictionary,
    /// whose first use (by every figure, since the light style is the builder's default) costs
    /// the process a scan of every protocol conformance record. Written as a dictionary literal.
    package struct StyleBackgrounds: Hashable, Sendable, ExpressibleByDictionaryLiteral {
        private var plain, gray, tinted, filled, borderless, bordered, borderedTinted, borderedProminent, glass: Background?

        package init(dictionaryLiteral elements: (ButtonConfiguration.Style, Background)...) {
            for (style, background) in elements { self[style] = background }
        }

        package subscript(style: ButtonConfiguration.Style) -> Background? {
            get {
                switch style {
                case .plain: plain
                case .gray: gray
                case .tinted: tinted
                case .filled: filled
                case .borderless: borderless
                case .bordered: bordered
                case .borderedTinted: borderedTinted
                case .borderedProminent: borderedProminent
                case .glass: glass
                }
            }
            set {
                switch style {
                case .plain: plain = newValue
                case .gray: gray = newValue
                case .tinted: tinted = newValue
                case .filled: filled = newValue
                case .borderless: borderless = newValue
                case .bordered: bordered = newValue
                case .borderedTinted: borderedTinted = newValue
                case .borderedProminent: borderedProminent = newValue
                case .glass: glass = newValue
                }
            }
        }
    }

    package static func theme(_ theme: DiagramTheme) -> ConfigurationDiagramStyle {
        switch theme {
        case .light, .transparent: light
        case .dark: dark
        }
    }

    /// UIKit's light-mode colours, a little translucent so the grid still shows through: system
    /// blue for the filled styles, blue at low opacity for the tinted ones, the system fill grey
    /// for gray and bordered, frosted white with a hairline for glass.
    package static let light: ConfigurationDiagramStyle = {
        let blue: UInt32 = 0x007AFF
        let filled = Background(fill: Color(rgb: blue, alpha: 0.8))
        let tinted = Background(fill: Color(rgb: blue, alpha: 0.18))
        let gray = Background(fill: Color(rgb: 0x787880, alpha: 0.2))
        let glass = Background(fill: Color(rgb: 0xFFFFFF, alpha: 0.6), stroke: Stroke(color: Color(rgb: 0x000000, alpha: 0.18), width: 1))
        return ConfigurationDiagramStyle(
            backgrounds: [
                .filled: filled, .borderedProminent: filled, .tinted: tinted, .borderedTinted: tinted,
                .gray: gray, .bordered: gray, .glass: glass,
            ],
            contentInsetsStroke: Stroke(color: Color(rgb: 0x505050), width: 2, dash: [8, 6]),
            insetFont: FontSpec(size: 12, weight: .regular),
            insetColor: Color(rgb: 0x333333),
            subtitleFill: Color(rgb: 0xA9E89C),
            imageAlignmentStroke: Stroke(color: Color(rgb: 0x4650F5), width: 1.5, dash: [4, 3]),
            activityIndicatorFill: Color(rgb: 0xFFFFFF, alpha: 0.7),
            activityIndicatorColor: Color(rgb: 0x3A3A3C),
            dimensionStroke: Stroke(color: Color(rgb: 0xC2185B), width: 2),
            dimensionBar: 8
        )
    }()

    /// UIKit's dark-mode colours: the brighter system blue, the dark system fill, glass as a
    /// faint white.
    package static let dark: ConfigurationDiagramStyle = {
        var s = light
        let blue: UInt32 = 0x0A84FF
        let filled = Background(fill: Color(rgb: blue, alpha: 0.8))
        let tinted = Background(fill: Color(rgb: blue, alpha: 0.3))
        let gray = Background(fill: Color(rgb: 0x8E8E93, alpha: 0.3))
        let glass = Background(fill: Color(rgb: 0xFFFFFF, alpha: 0.14), stroke: Stroke(color: Color(rgb: 0xFFFFFF, alpha: 0.3), width: 1))
        s.backgrounds = [
            .filled: filled, .borderedProminent: filled, .tinted: tinted, .borderedTinted: tinted,
            .gray: gray, .bordered: gray, .glass: glass,
        ]
        s.contentInsetsStroke.color = Color(rgb: 0xAEAEB2)
        s.insetColor = Color(rgb: 0xD1D1D6)
        s.subtitleFill = Color(rgb: 0x8FE39B)
        s.imageAlignmentStroke.color = Color(rgb: 0x8C93FF)
        s.activityIndicatorFill = Color(rgb: 0xFFFFFF, alpha: 0.16)
        s.activityIndicatorColor = Color(rgb: 0xEBEBF0)
        s.dimensionStroke.color = Color(rgb: 0xFF5C93)
        return s
    }()

    package static let article = light
}

/// `(x, y, w, h)` with at most two decimals.
package func figureRect(_ rect: Rect) -> String {
    "(\(figureNumber(rect.x)), \(figureNumber(rect.y)), \(figureNumber(rect.width)), \(figureNumber(rect.height)))"
}
