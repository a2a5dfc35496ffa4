import ButtonLayout

/// A trace scenario (docs/lifecycle.md, "The scenario keys"): the `button` block's values, an optional UIButton
/// subclass and the `trace` block. The scenario parser fills it; `validate()` checks what the parser cannot.
public struct TraceScenario: Hashable, Sendable {
    public var name: String
    public var button: TraceButtonValues
    /// nil: a plain `UIButton`.
    public var subclass: SubclassDescription?
    public var trace: TraceOptions

    public init(name: String, button: TraceButtonValues, subclass: SubclassDescription? = nil, trace: TraceOptions) {
        self.name = name
        self.button = button
        self.subclass = subclass
        self.trace = trace
    }
}

/// ButtonCore's `ButtonType`, the one type for `UIButtonTypeCustom` / `UIButtonTypeSystem`.
@available(*, deprecated, renamed: "ButtonType")
public typealias ButtonKind = ButtonType

/// A title: its text (empty is an empty title, §3) and its natural single-line size, measured by
/// the scenario layer when the file gives only text.
public struct TitleValue: Hashable, Sendable {
    public var text: String
    public var size: Size
    /// Whether `size` was given rather than measured: a given size scales the truncated line the
    /// engine measures (R6.3), as it does for `layout`.
    public var sizeIsGiven: Bool

    public init(text: String, size: Size, sizeIsGiven: Bool = true) {
        self.text = text
        self.size = size
        self.sizeIsGiven = sizeIsGiven
    }

    /// The engine's title as `layout` lays it out: the same size, given or measured.
    public init(_ title: Title) {
        self.init(text: title.text, size: title.isEmpty ? .zero : title.naturalSize, sizeIsGiven: title.sizeIsGiven)
    }

    var isEmpty: Bool { text.isEmpty }
}

/// The `button` block: the values the actions use (§9), not the state at creation — except for
/// `initWithCoder`, which decodes all of them.
public struct TraceButtonValues: Hashable, Sendable {
    /// `button.frame` / `button.size` (origin 0); nil when the file gives neither.
    public var frame: Rect?
    public var buttonType: ButtonType
    public var scale: ScreenScale
    public var layoutDirection: LayoutDirection
    public var semanticContentAttribute: SemanticContentAttribute
    public var contentHorizontalAlignment: HorizontalAlignment
    public var contentVerticalAlignment: VerticalAlignment
    public var contentEdgeInsets: EdgeInsets
    public var imageEdgeInsets: EdgeInsets
    public var titleEdgeInsets: EdgeInsets
    public var title: TitleValue?
    /// The image's size in points.
    public var image: Size?
    public var backgroundImage: Size?
    /// The scenario's `configuration` block, which `setConfiguration` applies (§10.9).
    public var configuration: ConfigurationButton?
    /// The parsed engine input. The simulator overwrites what it models (size, content, insets,
    /// alignments); `LayoutRects` keeps the rest (fonts, rounding mode) for the engine.
    public var engineTemplate: Button

    public init(
        frame: Rect? = nil, buttonType: ButtonType = .custom, scale: ScreenScale = .x2,
        layoutDirection: LayoutDirection = .leftToRight, semanticContentAttribute: SemanticContentAttribute = .unspecified,
        contentHorizontalAlignment: HorizontalAlignment = .center, contentVerticalAlignment: VerticalAlignment = .center,
        contentEdgeInsets: EdgeInsets = .zero, imageEdgeInsets: EdgeInsets = .zero, titleEdgeInsets: EdgeInsets = .zero,
        title: TitleValue? = nil, image: Size? = nil, backgroundImage: Size? = nil,
        configuration: ConfigurationButton? = nil, engineTemplate: Button = Button()
    ) {
        self.frame = frame
        self.buttonType = buttonType
        self.scale = scale
        self.layoutDirection = layoutDirection
        self.semanticContentAttribute = semanticContentAttribute
        self.contentHorizontalAlignment = contentHorizontalAlignment
        self.contentVerticalAlignment = contentVerticalAlignment
        self.contentEdgeInsets = contentEdgeInsets
        self.imageEdgeInsets = imageEdgeInsets
        self.titleEdgeInsets = titleEdgeInsets
        self.title = title
        self.image = image
        self.backgroundImage = backgroundImage
        self.configuration = configuration
        self.engineTemplate = engineTemplate
    }
}

/// `trace.uikit`: which structure of `layoutSubviews` (§7).
public enum UIKitProfile: String, CaseIterable, Hashable, Sendable {
    /// iOS 26.1's `_layoutImageAndTitleViews`.
    case ios26
    /// `legacyArticleStructure`: each `_update…View` frames its view with its own content rect,
    /// which gives article 4's "3 → 4 → 3 → 5 → 3 → 4".
    case article2019
}

/// `trace.sdk`: the SDK the app was linked against (§7).
public enum LinkedSDK: String, CaseIterable, Hashable, Sendable {
    case modern, old
}

/// The `trace` block: switches of §7 and the actions.
public struct TraceOptions: Hashable, Sendable {
    public var uikit: UIKitProfile
    public var sdk: LinkedSDK
    /// Sweeps of one run-loop turn before `feedbackLoop` (UIKit accepts 50–1000).
    public var feedbackThreshold: Int
    public var superviewMarkingOnSubviewResize: Bool
    public var sameTurnRelayout: Bool
    public var imageChildInvalidation: Bool
    /// §10.8: the layout pass's own title change re-marks the button (modern SDK only).
    public var labelMetricsRelayout: Bool
    public var actions: [TraceAction]

    public static let feedbackThresholdRange = 50...1000

    public init(
        uikit: UIKitProfile = .ios26, sdk: LinkedSDK = .modern, feedbackThreshold: Int = 100,
        superviewMarkingOnSubviewResize: Bool = true, sameTurnRelayout: Bool = true,
        imageChildInvalidation: Bool = false, labelMetricsRelayout: Bool = false, actions: [TraceAction] = []
    ) {
        self.uikit = uikit
        self.sdk = sdk
        self.feedbackThreshold = feedbackThreshold
        self.superviewMarkingOnSubviewResize = superviewMarkingOnSubviewResize
        self.sameTurnRelayout = sameTurnRelayout
        self.imageChildInvalidation = imageChildInvalidation
        self.labelMetricsRelayout = labelMetricsRelayout
        self.actions = actions
    }

    /// Whether the run reports what the subviews show (§10): when an action touches it or the
    /// §10.8 switch is on. Other traces print as before, so §8's references keep their output.
    public var tracesContent: Bool { labelMetricsRelayout || actions.contains(where: \.touchesContent) }
}
