// Dynamic Type (dynamic-type.md): the content size categories, the text styles' point sizes per
// category (DY1), UIFontMetrics' body curve (DY3) and how a legacy title's font follows them (DY4).

/// UIContentSizeCategory, as Swift spells the cases, smallest first; "large" is the default.
public enum ContentSizeCategory: String, CaseIterable, Hashable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// The column of DY1's and DY3's tables.
    var column: Int { Self.allCases.firstIndex(of: self)! }

    /// 1…5 for AX1…AX5, 0 otherwise.
    public var accessibilityLevel: Int { max(0, column - ContentSizeCategory.extraExtraExtraLarge.column) }

    /// The short name of the spec's tables: xS … xxxL, AX1 … AX5.
    public var shortName: String {
        ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"][column]
    }

    /// Points added to a configuration's default leading and trailing insets: 2 × k at AXk (DY5.2).
    public var defaultHorizontalInsetIncrease: Double { Double(2 * accessibilityLevel) }
}

/// UIFont.TextStyle, as Swift spells the cases (DY1).
public enum FontTextStyle: String, CaseIterable, Hashable, Sendable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// `preferredFont(forTextStyle:)`'s point sizes, xS … AX5 (DY1, measured on iOS 26.1).
    private var sizes: [Double] {
        switch self {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
    }

    public func pointSize(in category: ContentSizeCategory) -> Double { sizes[category.column] }

    /// Every style is Regular but Headline, which is Semibold.
    public var weight: FontWeight { self == .headline ? .semibold : .regular }

    /// `UIFont.preferredFont(forTextStyle: self, compatibleWith: category)`.
    public func font(in category: ContentSizeCategory) -> TitleFont {
        TitleFont(size: pointSize(in: category), weight: weight)
    }
}

extension TextStyle {
    /// The public style a Short style is assumed to size like (DY2: Short sizes are not measured).
    public var baseStyle: FontTextStyle {
        switch self {
        case .shortBody, .shortEmphasizedBody: .body
        case .shortSubheadline, .shortEmphasizedSubhead: .subheadline
        case .shortFootnote: .footnote
        case .shortCaption1: .caption1
        }
    }

    /// The font at a category: this style's weight at its base style's size (DY5.1, DY2).
    public func font(in category: ContentSizeCategory) -> ConfigurationFont {
        ConfigurationFont(size: baseStyle.pointSize(in: category), weight: font.weight, textStyle: self)
    }
}

/// `UIFontMetrics.default` (the body curve), DY3: not proportional to the body size, so it is a table.
public enum FontMetricsCurve {
    /// DY3's body rows, in 3x pixels (the measured values are thirds): base → xS … AX5.
    static let bodyRows: [(base: Double, pixels: [Double])] = [
        (15, [39, 41, 43, 45, 49, 53, 59, 70, 82, 98, 115, 127]),
        (17, [44, 46, 49, 51, 56, 60, 67, 79, 93, 111, 130, 144]),
        (40, [104, 109, 115, 120, 131, 142, 158, 185, 218, 262, 305, 338]),
    ]

    /// `scaledValue(for: value, compatibleWith: category)`: linear between DY3's measured bases (15, 17,
    /// 40), in proportion to the nearest base outside them, then rounded to the nearest pixel of `scale`.
    public static func scaledValue(_ value: Double, in category: ContentSizeCategory, scale: ScreenScale) -> Double {
        guard category != .large, value > 0 else { return value }
        let rows = bodyRows.map { (base: $0.base, scaled: $0.pixels[category.column] / 3) }
        let scaled: Double
        if value <= rows[0].base {
            scaled = value * rows[0].scaled / rows[0].base
        } else if let last = rows.last, value >= last.base {
            scaled = value * last.scaled / last.base
        } else {
            let (low, high) = zip(rows, rows.dropFirst()).first { value <= $0.1.base }!
            scaled = low.scaled + (high.scaled - low.scaled) * (value - low.base) / (high.base - low.base)
        }
        return PixelGrid(scale: scale).round(scaled)
    }
}

/// How a legacy title's font was chosen from a text style (DY4.2): the style, the category the
/// font is at, and whether it follows the current category.
public struct TitleFontResolution: Hashable, Sendable {
    public var textStyle: FontTextStyle
    /// The button's current category.
    public var contentSizeCategory: ContentSizeCategory
    /// The category whose size the font has: the current one when it adjusts, else the one it was created at.
    public var fontCategory: ContentSizeCategory
    public var adjustsFontForContentSizeCategory: Bool
    public var font: TitleFont

    public init(
        textStyle: FontTextStyle, contentSizeCategory: ContentSizeCategory, adjustsFontForContentSizeCategory: Bool,
        fontCreatedAtCategory: ContentSizeCategory? = nil
    ) {
        self.textStyle = textStyle
        self.contentSizeCategory = contentSizeCategory
        self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        fontCategory = adjustsFontForContentSizeCategory ? contentSizeCategory : fontCreatedAtCategory ?? contentSizeCategory
        font = textStyle.font(in: fontCategory)
    }
}
