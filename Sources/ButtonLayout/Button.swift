/// UIControlContentHorizontalAlignment.
public enum HorizontalAlignment: String, CaseIterable, Sendable {
    case center, left, right, fill, leading, trailing
}

/// UIControlContentVerticalAlignment.
public enum VerticalAlignment: String, CaseIterable, Sendable {
    case center, top, bottom, fill
}

/// UIUserInterfaceLayoutDirection.
public enum LayoutDirection: String, CaseIterable, Sendable {
    case leftToRight, rightToLeft
}

/// UISemanticContentAttribute.
public enum SemanticContentAttribute: String, CaseIterable, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft

    /// effectiveUserInterfaceLayoutDirection: the attribute wins over the view's direction
    /// (playback and spatial content stays left-to-right).
    public func effectiveDirection(in direction: LayoutDirection) -> LayoutDirection {
        switch self {
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        case .forceRightToLeft: .rightToLeft
        case .unspecified: direction
        }
    }
}

/// The screen scale that pixel rounding snaps to.
public enum ScreenScale: Int, CaseIterable, Sendable {
    case x1 = 1, x2 = 2, x3 = 3

    public var factor: Double { Double(rawValue) }
}

/// A frame whose four components are expressions of the content rect, the bounds and the natural
/// sizes, as a subclass's `imageRectForContentRect:` or `layoutSubviews` would compute them.
public struct RectExpression: Hashable, Sendable {
    public var x: Expression
    public var y: Expression
    public var width: Expression
    public var height: Expression

    public init(x: Expression, y: Expression, width: Expression, height: Expression) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public init(_ rect: Rect) {
        self.init(
            x: .number(rect.x), y: .number(rect.y),
            width: .number(rect.width), height: .number(rect.height)
        )
    }

    public var components: [Expression] { [x, y, width, height] }
}

/// The scenario's `layout:` value: which model places the subviews. Every model is its own type
/// with its own result; this names them for inputs, outputs and dispatch.
public enum LayoutModelKind: String, CaseIterable, Hashable, Sendable {
    /// UIKit's legacy layout (layout-model.md).
    case system
    /// The articles' subclasses over the legacy layout (R14).
    case rectOverrides, layoutSubviews, fixedRects
    /// UIButton.Configuration (configuration-model.md).
    case configuration

    /// Whether the public rect methods can disagree with the frames on screen.
    public var overridesRects: Bool { self != .system && self != .configuration }
}

/// Which code places the subviews of a legacy button: UIKit's own routine, or one of the articles' subclasses.
///
/// The override cases are `indirect`: their expressions live in a box, so a `Button` holds one
/// pointer here instead of eight, and copying a button (every caller that reads one out of an
/// array does) no longer switches over this enum's payloads.
public enum LayoutModel: Hashable, Sendable {
    /// UIKit's legacy layout (docs/layout-model.md, R0–R8).
    case system
    /// A subclass overriding `imageRectForContentRect:` / `titleRectForContentRect:` (article 1).
    /// A nil rect falls back to the system's.
    indirect case rectOverrides(image: RectExpression?, title: RectExpression?)
    /// A subclass that calls super and then sets the frames in `layoutSubviews` (article 1, 2).
    /// The public rect methods keep reporting the system frames.
    indirect case layoutSubviews(image: RectExpression?, title: RectExpression?)
    /// Article 4's MyButton: rect methods return stored rects unless they are empty;
    /// `autoSize` resizes the button to the rects' union padded by its own origin.
    indirect case fixedRects(image: RectExpression?, title: RectExpression?, autoSize: Bool)

    public var kind: LayoutModelKind {
        switch self {
        case .system: .system
        case .rectOverrides: .rectOverrides
        case .layoutSubviews: .layoutSubviews
        case .fixedRects: .fixedRects
        }
    }

    public var name: String { kind.rawValue }
}

extension ButtonType {
    /// UIKit's default title font: the lazy font of a custom button is the default size + 1.
    public var defaultTitleFont: TitleFont {
        switch self {
        case .custom: TitleFont(size: 18)
        case .system: TitleFont(size: 15)
        }
    }
}

/// How `-_roundSize:` rounds the title box (R5): whole points on UIKit 26, pixels in older captures.
public enum TitleSizeRounding: String, CaseIterable, Sendable {
    case points, pixels
}

/// R6.3: what a title that does not fit is given. The classic profile (layout-model.md R6.3's
/// `pixels`, layout-model.md R17's legacy-pixel) gives it the whole available width; UIKit 26 hugs the truncated line.
public enum TruncatedTitleWidth: String, CaseIterable, Sendable {
    case truncatedLine, availableWidth
}

/// The title as the button holds it. `text == ""` is an empty title: hidden in layout, one line
/// tall in the intrinsic size (R9.2).
public struct Title: Hashable, Sendable {
    public var text: String
    public var font: TitleFont
    /// (w0, h0): the natural single-line size, given in the scenario or measured like SF (R6.1).
    public var naturalSize: Size
    /// Whether `naturalSize` was given rather than measured from `text`. A given size still lets a
    /// truncated line be measured, in proportion (R6.3).
    public var sizeIsGiven: Bool
    /// false when `text` is a stand-in (a title known only by its size): nothing can be measured.
    public var isMeasurable: Bool
    /// How a measured width was estimated from the stand-in font (text-metrics.md TR5), for `explain`.
    public var widthEstimate: TitleWidthEstimate?

    public init(
        text: String, font: TitleFont, naturalSize: Size, sizeIsGiven: Bool = true, isMeasurable: Bool = true,
        widthEstimate: TitleWidthEstimate? = nil
    ) {
        self.text = text
        self.font = font
        self.naturalSize = naturalSize
        self.sizeIsGiven = sizeIsGiven
        self.isMeasurable = isMeasurable
        self.widthEstimate = widthEstimate
    }

    /// An empty title (`setTitle("")`); a title known only by its size is not empty.
    public var isEmpty: Bool { text.isEmpty && isMeasurable }
}

/// The normal-state background image: it turns off the title padding (R2) and, unless resizable,
/// makes an empty custom button "unlikely to have a title" and sets a minimum intrinsic size (R9).
public struct BackgroundImage: Hashable, Sendable {
    public var size: Size
    public var resizable: Bool

    public init(size: Size, resizable: Bool = false) {
        self.size = size
        self.resizable = resizable
    }
}

/// Everything the layout depends on: the engine's single input.
public struct Button: Hashable, Sendable {
    /// The bounds size. Ignored when `sizeToFit` is set (the intrinsic size replaces it).
    public var size: Size
    public var scale: ScreenScale
    public var buttonType: ButtonType
    public var layoutDirection: LayoutDirection
    public var semanticContentAttribute: SemanticContentAttribute
    public var contentHorizontalAlignment: HorizontalAlignment
    public var contentVerticalAlignment: VerticalAlignment
    public var contentEdgeInsets: EdgeInsets
    public var imageEdgeInsets: EdgeInsets
    public var titleEdgeInsets: EdgeInsets
    /// The image's natural size in points, or nil for no image. Never rounded (R4.2).
    public var imageSize: Size?
    /// nil: no title at all (`setTitle` never called).
    public var title: Title?
    /// The font of an absent title's line box (R9.2); a title's own font otherwise.
    public var titleFont: TitleFont
    public var backgroundImage: BackgroundImage?
    public var titleSizeRounding: TitleSizeRounding
    /// R6.3's rule for a title that does not fit; nil follows `titleSizeRounding` as layout-model.md
    /// R6.3 writes it (the whole available width with `pixels`). Eras set it (layout-model.md R17).
    public var truncatedTitleWidth: TruncatedTitleWidth?
    /// The SDK the app was linked against: how the title label ceils the sizes it measures (layout-model.md R17).
    public var linkedSDK: LinkedSDKAge = .recent
    public var sizeToFit: Bool
    /// Something asked for the intrinsic size before layout, which leaves the 6-pt padding on (R2).
    /// nil: the value of `sizeToFit`.
    public var intrinsicSizeQueried: Bool?
    public var layout: LayoutModel
    /// Which state was laid out and where its title, image and font came from (states.md,
    /// dynamic-type.md); nil when the scenario names no state, per-state content or text style.
    /// The layout reads only the resolved `title`, `imageSize` and `titleFont`.
    public var content: ContentResolution?
    /// The per-state content as written, which `sweep --states` resolves for each state (AS1–AS3).
    public var states: StateContent?
    /// `titleLabel.numberOfLines`, `lineBreakMode` and UIKit's wrapped size (layout-model.md R6.4).
    public var titleLabelLines = TitleLabelLines()

    public init(
        size: Size = .zero,
        scale: ScreenScale = .x2,
        buttonType: ButtonType = .custom,
        layoutDirection: LayoutDirection = .leftToRight,
        semanticContentAttribute: SemanticContentAttribute = .unspecified,
        contentHorizontalAlignment: HorizontalAlignment = .center,
        contentVerticalAlignment: VerticalAlignment = .center,
        contentEdgeInsets: EdgeInsets = .zero,
        imageEdgeInsets: EdgeInsets = .zero,
        titleEdgeInsets: EdgeInsets = .zero,
        imageSize: Size? = nil,
        title: Title? = nil,
        titleFont: TitleFont? = nil,
        backgroundImage: BackgroundImage? = nil,
        titleSizeRounding: TitleSizeRounding = .points,
        sizeToFit: Bool = false,
        intrinsicSizeQueried: Bool? = nil,
        layout: LayoutModel = .system
    ) {
        self.size = size
        self.scale = scale
        self.buttonType = buttonType
        self.layoutDirection = layoutDirection
        self.semanticContentAttribute = semanticContentAttribute
        self.contentHorizontalAlignment = contentHorizontalAlignment
        self.contentVerticalAlignment = contentVerticalAlignment
        self.contentEdgeInsets = contentEdgeInsets
        self.imageEdgeInsets = imageEdgeInsets
        self.titleEdgeInsets = titleEdgeInsets
        self.imageSize = imageSize
        self.title = title
        self.titleFont = titleFont ?? title?.font ?? buttonType.defaultTitleFont
        self.backgroundImage = backgroundImage
        self.titleSizeRounding = titleSizeRounding
        self.sizeToFit = sizeToFit
        self.intrinsicSizeQueried = intrinsicSizeQueried
        self.layout = layout
    }

    /// A button whose title is only a size (the v1 way): its text is unknown, so a truncated width
    /// is an upper bound (R6.3).
    public init(
        size: Size = .zero, scale: ScreenScale = .x2, layoutDirection: LayoutDirection = .leftToRight,
        semanticContentAttribute: SemanticContentAttribute = .unspecified,
        contentHorizontalAlignment: HorizontalAlignment = .center,
        contentVerticalAlignment: VerticalAlignment = .center,
        contentEdgeInsets: EdgeInsets = .zero, imageEdgeInsets: EdgeInsets = .zero,
        titleEdgeInsets: EdgeInsets = .zero, imageSize: Size? = nil, titleSize: Size?,
        sizeToFit: Bool = false, layout: LayoutModel = .system
    ) {
        let font = ButtonType.custom.defaultTitleFont
        self.init(
            size: size, scale: scale, layoutDirection: layoutDirection,
            semanticContentAttribute: semanticContentAttribute,
            contentHorizontalAlignment: contentHorizontalAlignment,
            contentVerticalAlignment: contentVerticalAlignment, contentEdgeInsets: contentEdgeInsets,
            imageEdgeInsets: imageEdgeInsets, titleEdgeInsets: titleEdgeInsets, imageSize: imageSize,
            title: titleSize.map { Title(text: "Title", font: font, naturalSize: $0, isMeasurable: false) },
            sizeToFit: sizeToFit, layout: layout)
    }

    /// The title's natural size, (0, 0) without one: the `tw`/`th` of override expressions.
    public var titleSize: Size? { title.map { $0.isEmpty ? .zero : $0.naturalSize } }

    /// Whether layout uses the 6-pt title padding: only after an intrinsic-size query (R2).
    public var isIntrinsicSizeQueried: Bool { intrinsicSizeQueried ?? sizeToFit }

    /// The direction the layout actually uses: the semantic attribute wins over the view's direction.
    public var effectiveLayoutDirection: LayoutDirection {
        semanticContentAttribute.effectiveDirection(in: layoutDirection)
    }
}
