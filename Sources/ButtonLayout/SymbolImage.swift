/// An SF Symbol's scale (`UIImage.SymbolScale`); SY2 (scenario-format.md, SF Symbols).
public enum SymbolScale: String, CaseIterable, Hashable, Sendable {
    case small, medium, large, unspecified

    /// The glyph's size against the medium one at the same point size (WWDC: small ≈ 20 % smaller,
    /// large ≈ 30 % larger); design approximations, used only by the estimate (SY3.2).
    public var factor: Double {
        switch self {
        case .small: 0.8
        case .medium, .unspecified: 1
        case .large: 1.3
        }
    }
}

/// A `UIImage.SymbolConfiguration`: what a scenario's `image.configuration` gives, or what UIKit applies (SY2).
public struct SymbolConfiguration: Hashable, Sendable {
    /// A text style: Dynamic Type's (`body`) or a configuration's short one (`shortBody`).
    public var textStyle: String?
    public var pointSize: Double?
    public var scale: SymbolScale?
    public var weight: FontWeight?

    public init(textStyle: String? = nil, pointSize: Double? = nil, scale: SymbolScale? = nil, weight: FontWeight? = nil) {
        self.textStyle = textStyle
        self.pointSize = pointSize
        self.scale = scale
        self.weight = weight
    }

    /// Every value this configuration sets wins over `base`'s (`configurationByApplyingConfiguration:`).
    public func applied(over base: SymbolConfiguration) -> SymbolConfiguration {
        SymbolConfiguration(
            textStyle: textStyle ?? (pointSize == nil ? base.textStyle : nil), pointSize: pointSize ?? base.pointSize,
            scale: scale ?? base.scale, weight: weight ?? base.weight)
    }

    /// The point size it draws at: the given one, else the text style's in `category`, else 17
    /// (an unconfigured symbol renders like 17 pt regular, SY2).
    public func resolvedPointSize(in category: ContentSizeCategory) -> Double {
        if let pointSize { return pointSize }
        guard let textStyle else { return 17 }
        if let style = FontTextStyle(rawValue: textStyle) { return style.pointSize(in: category) }
        // A configuration's short styles share their long style's point size (the spec's open question 1; scenario-format.md, SF Symbols).
        let long: [String: FontTextStyle] = [
            "shortBody": .body, "shortEmphasizedBody": .body, "shortSubheadline": .subheadline, "shortEmphasizedSubhead": .subheadline,
            "shortFootnote": .footnote, "shortCaption1": .caption1,
        ]
        return long[textStyle]?.pointSize(in: category) ?? 17
    }
}

/// Who chose the configuration UIKit applies to a symbol image (SY2).
public enum SymbolConfigurationSource: String, Hashable, Sendable {
    /// A legacy `.system` button: its default preferred configuration, text style Body, scale large.
    case systemButton
    /// A legacy `.custom` button: scale medium only; the point size is the image's own or the system's 17.
    case customButton
    /// A `UIButton.Configuration`: the title's text style, scale large.
    case configuration

    /// How a report says it.
    public var phrase: String {
        switch self {
        case .systemButton: "a .system button's default preferred symbol configuration (body, large)"
        case .customButton: "a .custom button's default (scale medium; no text style or point size)"
        case .configuration: "UIButton.Configuration (the title's text style, scale large)"
        }
    }
}

/// An SF Symbol image as numeric inputs (scenario-format.md, SF Symbols). Its size must be measured (SY1); UIKit's
/// configuration is stated, and without a measured size the layout uses SY3.2's estimate, said so.
public struct SymbolImage: Hashable, Sendable {
    public var name: String
    /// The image's own configuration (`UIImage(systemName:withConfiguration:)`, the scenario's `image.configuration`).
    public var own: SymbolConfiguration
    /// What UIKit draws it with: its own values over the button's (SY2).
    public var applied: SymbolConfiguration
    public var source: SymbolConfigurationSource
    /// The applied point size in the scenario's content size category.
    public var pointSize: Double
    /// SY3.2's square glyph box when no size was measured; nil when the size is given.
    public var estimatedSize: Size?
    /// `baselineOffsetFromBottom`, when measured (descriptive: the models do not align baselines).
    public var baselineOffset: Double?

    /// SY2 for a legacy button of `buttonType`, and the estimate when `measured` is nil.
    public static func legacy(
        name: String, own: SymbolConfiguration, buttonType: ButtonType, category: ContentSizeCategory, measured: Size?,
        baselineOffset: Double? = nil
    ) -> SymbolImage {
        let (base, source): (SymbolConfiguration, SymbolConfigurationSource) =
            switch buttonType {
            case .system: (SymbolConfiguration(textStyle: FontTextStyle.body.rawValue, scale: .large), .systemButton)
            case .custom: (SymbolConfiguration(scale: .medium), .customButton)
            }
        return make(name: name, own: own, base: base, source: source, category: category, measured: measured, baselineOffset: baselineOffset)
    }

    /// SY2 for a configuration button whose title has `titleTextStyle`: that style, scale large, under the image's own.
    public static func configuration(
        name: String, own: SymbolConfiguration, titleTextStyle: TextStyle, category: ContentSizeCategory, measured: Size?,
        baselineOffset: Double? = nil
    ) -> SymbolImage {
        let base = SymbolConfiguration(textStyle: titleTextStyle.rawValue, scale: .large)
        return make(name: name, own: own, base: base, source: .configuration, category: category, measured: measured, baselineOffset: baselineOffset)
    }

    private static func make(
        name: String, own: SymbolConfiguration, base: SymbolConfiguration, source: SymbolConfigurationSource, category: ContentSizeCategory,
        measured: Size?, baselineOffset: Double?
    ) -> SymbolImage {
        let applied = own.applied(over: base)
        let pointSize = applied.resolvedPointSize(in: category)
        let estimate = measured == nil ? estimatedSide(pointSize: pointSize, scale: applied.scale ?? .unspecified) : nil
        return SymbolImage(
            name: name, own: own, applied: applied, source: source, pointSize: pointSize,
            estimatedSize: estimate.map { Size(width: $0, height: $0) }, baselineOffset: baselineOffset)
    }

    /// SY3.2: one system-font line at the point size, times the scale's factor (Body 17 pt, large → 26.373).
    public static func estimatedSide(pointSize: Double, scale: SymbolScale) -> Double {
        SystemFontMetrics.lineHeight(ofSize: pointSize) * scale.factor
    }
}
