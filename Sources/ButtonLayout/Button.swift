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

/// Which code places the subviews: UIKit's own routine, or one of the articles' subclasses.
public enum LayoutModel: Hashable, Sendable {
    /// UIKit's legacy layout (layout-model.md §1–§7).
    case system
    /// A subclass overriding `imageRectForContentRect:` / `titleRectForContentRect:` (article 1).
    /// A nil rect falls back to the system's.
    case rectOverrides(image: RectExpression?, title: RectExpression?)
    /// A subclass that calls super and then sets the frames in `layoutSubviews` (article 1, 2).
    /// The public rect methods keep reporting the system frames.
    case layoutSubviews(image: RectExpression?, title: RectExpression?)
    /// Article 4's MyButton: rect methods return stored rects unless they are empty;
    /// `autoSize` resizes the button to the rects' union padded by its own origin.
    case fixedRects(image: RectExpression?, title: RectExpression?, autoSize: Bool)

    public var name: String {
        switch self {
        case .system: "system"
        case .rectOverrides: "rectOverrides"
        case .layoutSubviews: "layoutSubviews"
        case .fixedRects: "fixedRects"
        }
    }
}

/// Everything the layout depends on: the engine's single input.
public struct Button: Hashable, Sendable {
    /// The bounds size. Ignored when `sizeToFit` is set (the intrinsic size replaces it).
    public var size: Size
    public var scale: ScreenScale
    public var layoutDirection: LayoutDirection
    public var semanticContentAttribute: SemanticContentAttribute
    public var contentHorizontalAlignment: HorizontalAlignment
    public var contentVerticalAlignment: VerticalAlignment
    public var contentEdgeInsets: EdgeInsets
    public var imageEdgeInsets: EdgeInsets
    public var titleEdgeInsets: EdgeInsets
    /// The image's natural size in points, or nil for no image.
    public var imageSize: Size?
    /// The title's natural single-line size in points, or nil for no title.
    public var titleSize: Size?
    /// Only whether there is one matters: it disables the 6 pt title padding of `sizeToFit`.
    public var backgroundImageSize: Size?
    public var sizeToFit: Bool
    public var layout: LayoutModel

    public init(
        size: Size = .zero,
        scale: ScreenScale = .x2,
        layoutDirection: LayoutDirection = .leftToRight,
        semanticContentAttribute: SemanticContentAttribute = .unspecified,
        contentHorizontalAlignment: HorizontalAlignment = .center,
        contentVerticalAlignment: VerticalAlignment = .center,
        contentEdgeInsets: EdgeInsets = .zero,
        imageEdgeInsets: EdgeInsets = .zero,
        titleEdgeInsets: EdgeInsets = .zero,
        imageSize: Size? = nil,
        titleSize: Size? = nil,
        backgroundImageSize: Size? = nil,
        sizeToFit: Bool = false,
        layout: LayoutModel = .system
    ) {
        self.size = size
        self.scale = scale
        self.layoutDirection = layoutDirection
        self.semanticContentAttribute = semanticContentAttribute
        self.contentHorizontalAlignment = contentHorizontalAlignment
        self.contentVerticalAlignment = contentVerticalAlignment
        self.contentEdgeInsets = contentEdgeInsets
        self.imageEdgeInsets = imageEdgeInsets
        self.titleEdgeInsets = titleEdgeInsets
        self.imageSize = imageSize
        self.titleSize = titleSize
        self.backgroundImageSize = backgroundImageSize
        self.sizeToFit = sizeToFit
        self.layout = layout
    }

    /// The direction the layout actually uses: the semantic attribute wins over the view's direction.
    public var effectiveLayoutDirection: LayoutDirection {
        switch semanticContentAttribute {
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        case .forceRightToLeft: .rightToLeft
        case .unspecified: layoutDirection
        }
    }
}
