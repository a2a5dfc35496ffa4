import ButtonLayout

// What the subviews show (docs/lifecycle.md, "Content set on the subviews directly"): the label's
// text, colours and font and the image view's image, as values the simulator copies and prints.

/// A colour as a trace names it: one of UIColor's names, `#rrggbb`, or a default UIKit picks.
public struct TraceColor: Hashable, Sendable, CustomStringConvertible {
    public var name: String

    public init(_ name: String) {
        self.name = name
    }

    /// UILabel's own colour before the button gives it one.
    public static let labelDefault = TraceColor("labelDefault")
    /// A `.custom` button's title colour when none is set.
    public static let white = TraceColor("white")
    /// A `.system` button's title colour when none is set: its `tintColor`.
    public static let tint = TraceColor("tint")

    /// The names a scenario may write (UIColor's class properties), besides `#rrggbb`.
    public static let names = [
        "black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan", "yellow", "magenta",
        "orange", "purple", "brown", "clear", "systemRed", "systemGreen", "systemBlue", "systemOrange", "systemYellow",
        "systemPink", "systemPurple", "systemTeal", "systemIndigo", "systemGray", "label", "secondaryLabel", "tint",
    ]

    /// Whether a scenario may write it: a known name or `#` and six hexadecimal digits.
    public var isValid: Bool {
        if Self.names.contains(name) { return true }
        guard name.hasPrefix("#"), name.count == 7 else { return false }
        return name.dropFirst().allSatisfy(\.isHexDigit)
    }

    public var description: String { name }
}

/// A label's font: the system font at a size and weight, optionally from a text style.
public struct LabelFont: Hashable, Sendable, CustomStringConvertible {
    public var font: TitleFont
    /// `preferredFont(forTextStyle:)`, when the scenario named one.
    public var textStyle: FontTextStyle?

    public init(_ font: TitleFont, textStyle: FontTextStyle? = nil) {
        self.font = font
        self.textStyle = textStyle
    }

    /// `20 pt`, `17 pt semibold`, `body 17 pt`.
    public var description: String {
        let weight = font.weight == .regular ? "" : " \(font.weight.rawValue)"
        return (textStyle.map { "\($0.rawValue) " } ?? "") + "\(formatNumber(font.size)) pt" + weight
    }
}

/// A label or image view property §10 follows.
public enum ContentProperty: String, CaseIterable, Hashable, Sendable {
    case text, attributedText, textColor, shadowColor, font, image

    /// The subview that has it.
    public var view: ViewName { self == .image ? .imageView : .titleLabel }
}

/// A property's value, as a `content` event prints it.
public enum SubviewContentValue: Hashable, Sendable {
    case none
    case text(String)
    case color(TraceColor)
    case font(LabelFont)
    case image(Size)
}

/// Who wrote a subview's content (§10.10's `by`).
public enum ContentSetter: String, Hashable, Sendable {
    case app
    case updateTitleView = "_updateTitleView"
    case updateImageView = "_updateImageView"
    case applyConfiguration
}

/// A refresh point (§10.1): the routine that copies the state table into a subview.
public enum RefreshRoutine: String, Hashable, Sendable {
    case updateTitleView = "_updateTitleView"
    case updateImageView = "_updateImageView"
}

/// Where a refresh point ran.
public enum RefreshSite: String, Hashable, Sendable {
    case layoutSubviews
    case titleLabelGetter = "titleLabel getter"
}

/// The label's content (§10.2–§10.5); kept while the label exists.
struct LabelContent: Hashable, Sendable {
    /// `label.text`; for an attributed text, its string.
    var text: String?
    var isAttributed = false
    var textColor: TraceColor = .labelDefault
    var shadowColor: TraceColor?
    var font: LabelFont
}

/// A step of the run, named as the pitfall texts name it: `step 8: highlight`.
public struct StepReference: Hashable, Sendable, CustomStringConvertible {
    public var number: Int
    public var action: String

    public init(number: Int, action: String) {
        self.number = number
        self.action = action
    }

    public var description: String { "step \(number): \(action)" }
}

/// How a direct write came to an end.
public enum DirectWriteEnd: Hashable, Sendable {
    /// A later read of `button.titleLabel` refreshed the label (§10.4 item 3).
    case titleLabelRead(StepReference)
    /// A layout pass, scheduled by this step, refreshed the subview.
    case layoutPass(scheduledBy: StepReference)
    /// A configuration update (§10.9), requested by this step.
    case configurationUpdate(requestedBy: StepReference)

    public var step: StepReference {
        switch self {
        case .titleLabelRead(let step), .layoutPass(let step), .configurationUpdate(let step): step
        }
    }
}

/// §10.12: what went wrong with a write into the subviews, printed after the step whose output
/// shows it. The printers hold the sentences; these are the values they quote.
public enum ContentPitfall: Hashable, Sendable {
    /// The modern SDK undid `titleLabel.text = written` before it was drawn.
    case directTitleText(written: String, title: String)
    /// The old SDK drew `written` until a layout pass restored `title`.
    case directTitleTextStale(written: String, title: String, endedBy: DirectWriteEnd)
    /// A text written into the label of a button without a title: never shown.
    case directTitleNoTitle(written: String)
    /// `textColor` (or `shadowColor`) lasted until the label was refreshed.
    case directTitleColor(property: ContentProperty, written: TraceColor, endedBy: DirectWriteEnd)
    case directImageNoImage
    case directImageStale(endedBy: DirectWriteEnd)
    /// `sizeToFit` or `intrinsicContentSize` measured the state's content, not the direct one.
    case directContentSize(measuredBy: String)
    case directContentConfiguration(endedBy: DirectWriteEnd)
    /// Informational: a direct font is the supported way and persists.
    case fontSupported

    /// §10.12's code.
    public var code: String {
        switch self {
        case .directTitleText: "directTitleText"
        case .directTitleTextStale: "directTitleTextStale"
        case .directTitleNoTitle: "directTitleNoTitle"
        case .directTitleColor: "directTitleColor"
        case .directImageNoImage: "directImageNoImage"
        case .directImageStale: "directImageStale"
        case .directContentSize: "directContentSize"
        case .directContentConfiguration: "directContentConfiguration"
        case .fontSupported: "fontSupported"
        }
    }

    /// The informational note is not a pitfall (§10.12).
    public var isNote: Bool { self == .fontSupported }
}

/// The label after a step (§10.10's `label`).
public struct LabelSnapshot: Hashable, Sendable {
    public var text: String?
    public var isAttributed: Bool
    public var textColor: TraceColor
    public var font: LabelFont
    public var hidden: Bool
    public var inTree: Bool
}

/// The image view after a step (§10.10's `imageView`).
public struct ImageViewSnapshot: Hashable, Sendable {
    public var image: Size?
    public var hidden: Bool
    public var inTree: Bool
}

/// What the screen shows (§10.10's `visible`).
public struct VisibleContent: Hashable, Sendable {
    public var title: String?
    public var titleColor: TraceColor?
    public var titleFont: LabelFont?
    public var image: Size?

    public static let nothing = VisibleContent()

    public init(title: String? = nil, titleColor: TraceColor? = nil, titleFont: LabelFont? = nil, image: Size? = nil) {
        self.title = title
        self.titleColor = titleColor
        self.titleFont = titleFont
        self.image = image
    }
}

/// §10.10's per-step additions; only traces that touch the subviews' content carry them.
public struct ContentSnapshot: Hashable, Sendable {
    public var label: LabelSnapshot?
    public var imageView: ImageViewSnapshot?
    public var currentTitle: String?
    public var currentImage: Size?
    /// What the screen shows at the end of the step.
    public var visible: VisibleContent
    /// Whether the next commit changes it (the step was not a `runLoop` and left work behind).
    public var pending: Bool
}
