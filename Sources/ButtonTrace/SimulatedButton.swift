import ButtonLayout

/// One of the button's private subviews (§1): absent, or a frame and a hidden flag.
struct SubviewState: Hashable, Sendable {
    var frame: Rect
    var hidden: Bool
    /// Its own layout is pending (not traced; it only keeps a run-loop turn going).
    var needsLayout = false
    /// A frame set by code outside a layout pass and not yet replaced (pitfall 3).
    var outsideFrame: Rect?
    /// `_updateImageView` has given the image view its image (imageChildInvalidation).
    var hasContent = false
    /// A configuration button's getter made it, or its configuration removed it: not in the tree (§10.9).
    var detached = false
}

/// Per-state content storage (rule A3 of §5).
struct StateStorage<Value: Hashable & Sendable>: Hashable, Sendable {
    var values: [ControlState: Value] = [:]

    /// UIKit's fallback: a state without its own value shows the normal one.
    func value(for state: ControlState) -> Value? { values[state] ?? values[.normal] }
}

/// The simulated button and its surroundings (§1).
struct SimulatedButton: Hashable, Sendable {
    var frame: Rect = .zero
    var buttonType: ButtonType = .custom
    /// `highlight` / `unhighlight` (§10.10); no other action changes the control state.
    var highlighted = false
    var currentState: ControlState { highlighted ? .highlighted : .normal }

    var titles = StateStorage<TitleValue>()
    var attributedTitles = StateStorage<TitleValue>()
    var images = StateStorage<Size>()
    var backgroundImages = StateStorage<Size>()
    var titleColors = StateStorage<TraceColor>()
    /// The label's text, colours and font while it exists (§10).
    var label: LabelContent?
    /// `imageView.image`.
    var imageViewImage: Size?
    /// Set by `setConfiguration` (§10.9), with its pending update.
    var configuration: ConfigurationButton?
    var configurationUpdatePending = false

    var contentEdgeInsets: EdgeInsets = .zero
    var imageEdgeInsets: EdgeInsets = .zero
    var titleEdgeInsets: EdgeInsets = .zero
    var contentHorizontalAlignment: HorizontalAlignment = .center
    var contentVerticalAlignment: VerticalAlignment = .center
    var internalTitlePadding = false

    var backgroundView: SubviewState?
    var imageView: SubviewState?
    var titleLabel: SubviewState?

    var needsLayout = false
    var layoutDepth = 0
    /// The recursion guard of P3.
    var creating: Set<ViewName> = []

    var hasSuperview = false
    var superviewNeedsLayout = false
    var inWindow = false
    var inAnimationBlock = false

    var bounds: Rect { Rect(origin: .zero, size: frame.size) }

    /// The title the current state shows: an attributed title wins over a plain one.
    var title: TitleValue? { attributedTitles.value(for: currentState) ?? titles.value(for: currentState) }
    var image: Size? { images.value(for: currentState) }
    var backgroundImage: Size? { backgroundImages.value(for: currentState) }
    var hasTitle: Bool { title.map { !$0.isEmpty } ?? false }

    /// `_titleColorForState:` — the state's, the normal one, else white (custom) or the tint (system).
    var titleColor: TraceColor {
        titleColors.value(for: currentState) ?? (buttonType == .system ? .tint : .white)
    }

    subscript(view: ViewName) -> SubviewState? {
        get {
            switch view {
            case .backgroundView: backgroundView
            case .imageView: imageView
            case .titleLabel: titleLabel
            case .button, .superview: nil
            }
        }
        set {
            switch view {
            case .backgroundView: backgroundView = newValue
            case .imageView: imageView = newValue
            case .titleLabel: titleLabel = newValue
            case .button, .superview: break
            }
        }
    }

    func isVisible(_ view: ViewName) -> Bool { self[view].map { !$0.hidden && !$0.detached } ?? false }

    /// Subviews in their fixed order (§1).
    var subviews: [SubviewSnapshot] {
        [ViewName.backgroundView, .imageView, .titleLabel].compactMap { name in
            self[name].flatMap { $0.detached ? nil : SubviewSnapshot(view: name, frame: $0.frame, hidden: $0.hidden) }
        }
    }

    /// Where a new subview goes: `[backgroundView, imageView, titleLabel]`, whatever the creation order.
    func insertionIndex(of view: ViewName) -> Int {
        let order: [ViewName] = [.backgroundView, .imageView, .titleLabel]
        return order.prefix { $0 != view }.filter { self[$0].map { !$0.detached } ?? false }.count
    }

    /// Whether any view a run-loop pass reaches is dirty (P6).
    var windowTreeNeedsLayout: Bool {
        guard inWindow else { return false }
        return superviewNeedsLayout || needsLayout
            || [backgroundView, imageView, titleLabel].contains { $0?.needsLayout ?? false }
    }

    func layoutInput(values: TraceButtonValues, measurer: (any TitleMeasuring)?) -> LayoutInput {
        LayoutInput(
            bounds: frame.size, values: values, title: measuredTitle(values: values, measurer: measurer),
            titleFont: labelFont(values: values), image: image, backgroundImage: backgroundImage,
            contentEdgeInsets: contentEdgeInsets, imageEdgeInsets: imageEdgeInsets, titleEdgeInsets: titleEdgeInsets,
            contentHorizontalAlignment: contentHorizontalAlignment, contentVerticalAlignment: contentVerticalAlignment,
            titlePadding: internalTitlePadding, buttonType: buttonType, measurer: measurer)
    }
}

extension SimulatedButton {
    /// The label's font when the app changed it (§10.5: measurement follows it), else nil.
    func labelFont(values: TraceButtonValues) -> TitleFont? {
        guard let font = label?.font.font, font != values.engineTemplate.titleFont else { return nil }
        return font
    }

    /// The state's title measured in the label's font: by the measurer when the text was measured,
    /// else grown in proportion, as `sweep` re-measures a title whose font changes.
    func measuredTitle(values: TraceButtonValues, measurer: (any TitleMeasuring)?) -> TitleValue? {
        guard var title, !title.isEmpty, let font = labelFont(values: values) else { return title }
        let height = SystemFontMetrics.lineHeight(ofSize: font.size)
        if let measurer, !title.sizeIsGiven {
            title.size = Size(width: measurer.lineWidth(of: title.text, font: font), height: height)
        } else {
            let ratio = font.size / values.engineTemplate.titleFont.size
            title.size = Size(width: title.size.width * ratio, height: height)
        }
        return title
    }
}
