// Fonts, text styles and the per-buttonSize defaults (configuration-model.md, Defaults), and the
// seam through which the pure engine measures text it cannot lay out itself.

/// The few facts about a font the layout needs: its size and weight.
public struct ConfigurationFont: Hashable, Sendable {
    /// UIFont.Weight: the same nine weights as a legacy title's font.
    public typealias Weight = FontWeight

    public var size: Double
    public var weight: Weight
    /// The text style it was resolved from, for explanations; nil for a font given explicitly.
    public var textStyle: TextStyle?
    /// A face by PostScript name (`font.name`, measured from `--fonts DIR`); nil: the system font.
    public var name: String?

    public init(size: Double, weight: Weight = .regular, textStyle: TextStyle? = nil, name: String? = nil) {
        self.size = size
        self.weight = weight
        self.textStyle = textStyle
        self.name = name
    }

    /// The system font's line height on iOS: size × 2444/2048 (layout-model.md R6.1).
    public var lineHeight: Double { size * 2444 / 2048 }

    /// A single-line UILabel's height: the line height ceiled to the pixel grid
    /// (17 pt → 20.33333 at 3x, 20.5 at 2x).
    public func singleLineHeight(scale: ScreenScale) -> Double {
        PixelGrid(scale: scale).ceil(lineHeight)
    }
}

/// UIKit's private "Short" text styles that button configurations use (Dynamic Type "Large").
public enum TextStyle: String, CaseIterable, Hashable, Sendable {
    case shortBody, shortEmphasizedBody, shortSubheadline, shortEmphasizedSubhead, shortFootnote, shortCaption1

    public var font: ConfigurationFont {
        switch self {
        case .shortBody: ConfigurationFont(size: 17, weight: .regular, textStyle: self)
        case .shortEmphasizedBody: ConfigurationFont(size: 17, weight: .semibold, textStyle: self)
        case .shortSubheadline: ConfigurationFont(size: 15, weight: .regular, textStyle: self)
        case .shortEmphasizedSubhead: ConfigurationFont(size: 15, weight: .semibold, textStyle: self)
        case .shortFootnote: ConfigurationFont(size: 13, weight: .regular, textStyle: self)
        case .shortCaption1: ConfigurationFont(size: 12, weight: .regular, textStyle: self)
        }
    }

    /// UIKit's spelling, e.g. `ShortEmphasizedBody`.
    public var uikitName: String {
        let first = rawValue.prefix(1).uppercased()
        return first + rawValue.dropFirst()
    }
}

extension ButtonConfiguration.ButtonSize {
    /// The default `contentInsets` (iPhone/iPad idiom, Dynamic Type "Large").
    public var defaultContentInsets: DirectionalEdgeInsets {
        switch self {
        case .large: DirectionalEdgeInsets(top: 15, leading: 20, bottom: 15, trailing: 20)
        case .medium: DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        case .small, .mini: DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        }
    }

    /// The title's text style; `.primary` buttons get the emphasized variant.
    public func titleTextStyle(role: ButtonRole) -> TextStyle {
        switch (self, role == .primary) {
        case (.medium, false), (.large, false): .shortBody
        case (.medium, true), (.large, true): .shortEmphasizedBody
        case (.small, false), (.mini, false): .shortSubheadline
        case (.small, true), (.mini, true): .shortEmphasizedSubhead
        }
    }

    public var subtitleTextStyle: TextStyle {
        switch self {
        case .medium, .large: .shortFootnote
        case .small, .mini: .shortCaption1
        }
    }
}

/// Measures a label like `UILabel.sizeThatFits`: `maxWidth` is `.infinity` for "unbounded";
/// `numberOfLines` is 0 (wrap at `maxWidth`) or 1 (one line). Sizes must be ceiled to the pixel
/// grid of `scale`, as UILabel's are. For one line, returning the natural width even when it
/// exceeds `maxWidth` is best: the engine cuts it itself and can then report the truncation.
public protocol LabelMeasuring {
    func size(of text: String, font: ConfigurationFont, maxWidth: Double, numberOfLines: Int, scale: ScreenScale) -> Size
}

/// The layout cannot run: a label has neither a size nor a measurer to measure it.
public struct ConfigurationLayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    public var label: ConfigurationLabelRole

    public init(label: ConfigurationLabelRole) {
        self.label = label
    }

    public var description: String {
        "the \(label.rawValue) has no size: give `size` or lay the button out with a LabelMeasuring"
    }
}

/// Which of the two labels.
public enum ConfigurationLabelRole: String, CaseIterable, Hashable, Sendable {
    case title, subtitle
}

extension PixelGrid {
    /// A measured value that was printed with three or more decimals (20.33333, 23.667) put back on
    /// the pixel grid it came from (61/3, 71/3) when it lies within 0.0016 pixel of it; any other
    /// value unchanged. For inputs UIKit measured — label sizes, image sizes, alignment insets — so
    /// that printed thirds do not floor a pixel short (75 − 23.66667 = 51.33333 floors to 51 at 3x,
    /// 75 − 71/3 to 51.33333). Not for values a developer typed: UIKit keeps those as they are.
    public func snapPrinted(_ value: Double) -> Double {
        let pixels = value * scale
        let nearest = pixels.rounded()
        return abs(pixels - nearest) <= 0.0016 ? nearest / scale : value
    }
}
