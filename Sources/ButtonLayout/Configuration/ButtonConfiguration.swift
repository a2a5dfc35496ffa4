// UIButton.Configuration's layout-relevant values (configuration-model.md, Inputs and §11), as
// plain values. Defaults are UIKit's: a `ButtonConfiguration()` is `UIButton.Configuration.plain()`.

/// NSDirectionalEdgeInsets: leading and trailing follow the layout direction.
public struct DirectionalEdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public static let zero = DirectionalEdgeInsets()
}

/// NSLineBreakMode.
public enum LineBreakMode: String, CaseIterable, Hashable, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle

    /// Wrapping modes give the label `numberOfLines = 0`; the others keep one line and are cut.
    public var wraps: Bool { self == .byWordWrapping || self == .byCharWrapping }
}

/// The text of a title or subtitle, with its size when a scenario gives it.
public struct ConfigurationLabel: Hashable, Sendable {
    public var text: String
    /// Replaces the text style's font (a title text-attributes transformer); nil: the style's.
    public var font: ConfigurationFont?
    /// The label's measured single-line size (UILabel sizes are pixel-ceiled). nil: measure the
    /// text with the `LabelMeasuring` given to the layout.
    public var size: Size?
    /// With `size`: the label's size when it wraps at the width this button offers it.
    public var wrappedSize: Size?

    public init(text: String, font: ConfigurationFont? = nil, size: Size? = nil, wrappedSize: Size? = nil) {
        self.text = text
        self.font = font
        self.size = size
        self.wrappedSize = wrappedSize
    }
}

/// The configuration's image, described by its alignment rect: UIKit lays out the alignment rect
/// and lets the view grow by the alignment insets (SF Symbols have non-zero ones).
public struct ConfigurationImage: Hashable, Sendable {
    /// The alignment-rect size (for a symbol: as configured in the title's text style, scale .large).
    public var size: Size
    /// `alignmentRectInsets` (physical, UIEdgeInsets); zero for bitmaps.
    public var alignmentInsets: EdgeInsets

    public init(size: Size, alignmentInsets: EdgeInsets = .zero) {
        self.size = size
        self.alignmentInsets = alignmentInsets
    }
}

/// UIButton.Configuration.
public struct ButtonConfiguration: Hashable, Sendable {
    /// The `.plain()`, `.filled()`… constructors. No effect on layout (same defaults for all).
    public enum Style: String, CaseIterable, Hashable, Sendable {
        case plain, gray, tinted, filled, borderless, bordered, borderedTinted, borderedProminent, glass
    }

    /// UIButton.Configuration.Size.
    public enum ButtonSize: String, CaseIterable, Hashable, Sendable {
        case mini, small, medium, large
    }

    /// NSDirectionalRectEdge as `imagePlacement` uses it.
    public enum ImagePlacement: String, CaseIterable, Hashable, Sendable {
        case leading, trailing, top, bottom

        public var isHorizontal: Bool { self == .leading || self == .trailing }
    }

    /// UIButton.Configuration.TitleAlignment: how title and subtitle align to each other.
    public enum TitleAlignment: String, CaseIterable, Hashable, Sendable {
        case automatic, leading, center, trailing
    }

    public var style: Style
    public var buttonSize: ButtonSize
    /// nil: the default of `buttonSize` (setDefaultContentInsets()); a value replaces it entirely.
    public var contentInsets: DirectionalEdgeInsets?
    public var imagePlacement: ImagePlacement
    public var imagePadding: Double
    public var titlePadding: Double
    public var imageReservation: Double
    public var titleAlignment: TitleAlignment
    public var titleLineBreakMode: LineBreakMode
    public var subtitleLineBreakMode: LineBreakMode
    /// The indicator takes the image's place (and hides the image).
    public var showsActivityIndicator: Bool
    public var title: ConfigurationLabel?
    public var subtitle: ConfigurationLabel?
    public var image: ConfigurationImage?

    public init(
        style: Style = .plain,
        buttonSize: ButtonSize = .medium,
        contentInsets: DirectionalEdgeInsets? = nil,
        imagePlacement: ImagePlacement = .leading,
        imagePadding: Double = 0,
        titlePadding: Double = 1,
        imageReservation: Double = 0,
        titleAlignment: TitleAlignment = .automatic,
        titleLineBreakMode: LineBreakMode = .byWordWrapping,
        subtitleLineBreakMode: LineBreakMode = .byWordWrapping,
        showsActivityIndicator: Bool = false,
        title: ConfigurationLabel? = nil,
        subtitle: ConfigurationLabel? = nil,
        image: ConfigurationImage? = nil
    ) {
        self.style = style
        self.buttonSize = buttonSize
        self.contentInsets = contentInsets
        self.imagePlacement = imagePlacement
        self.imagePadding = imagePadding
        self.titlePadding = titlePadding
        self.imageReservation = imageReservation
        self.titleAlignment = titleAlignment
        self.titleLineBreakMode = titleLineBreakMode
        self.subtitleLineBreakMode = subtitleLineBreakMode
        self.showsActivityIndicator = showsActivityIndicator
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }
}

/// UIButton.Role: `.primary` emphasises the title's text style.
public enum ButtonRole: String, CaseIterable, Hashable, Sendable {
    case normal, primary, cancel, destructive
}

/// A UIButton that has a configuration: the configuration layout's single input.
public struct ConfigurationButton: Hashable, Sendable {
    /// The bounds size. Ignored when `sizeToFit` is set (the intrinsic size replaces it).
    public var size: Size
    public var sizeToFit: Bool
    public var scale: ScreenScale
    public var layoutDirection: LayoutDirection
    public var semanticContentAttribute: SemanticContentAttribute
    public var contentHorizontalAlignment: HorizontalAlignment
    public var contentVerticalAlignment: VerticalAlignment
    public var role: ButtonRole
    public var contentSizeCategory: ContentSizeCategory
    public var configuration: ButtonConfiguration
    /// The SDK the app was linked against: measured labels are ceiled to whole points for an old one (layout-model.md R17).
    public var linkedSDK: LinkedSDKAge = .recent

    public init(
        size: Size = .zero,
        sizeToFit: Bool = false,
        scale: ScreenScale = .x2,
        layoutDirection: LayoutDirection = .leftToRight,
        semanticContentAttribute: SemanticContentAttribute = .unspecified,
        contentHorizontalAlignment: HorizontalAlignment = .center,
        contentVerticalAlignment: VerticalAlignment = .center,
        role: ButtonRole = .normal,
        contentSizeCategory: ContentSizeCategory = .large,
        configuration: ButtonConfiguration = ButtonConfiguration()
    ) {
        self.size = size
        self.sizeToFit = sizeToFit
        self.scale = scale
        self.layoutDirection = layoutDirection
        self.semanticContentAttribute = semanticContentAttribute
        self.contentHorizontalAlignment = contentHorizontalAlignment
        self.contentVerticalAlignment = contentVerticalAlignment
        self.role = role
        self.contentSizeCategory = contentSizeCategory
        self.configuration = configuration
    }

    /// effectiveUserInterfaceLayoutDirection, by the same rules as a legacy button.
    public var effectiveLayoutDirection: LayoutDirection {
        semanticContentAttribute.effectiveDirection(in: layoutDirection)
    }
}
