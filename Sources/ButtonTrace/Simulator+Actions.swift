import ButtonLayout

/// The actions of §5.
extension Simulation {
    mutating func perform(_ action: TraceAction) throws(TraceStop) {
        switch action {
        case .create(let creation): try create(creation)
        case .awakeFromNib: try runBody(subclass?.awakeFromNib ?? [], site: .awakeFromNib)
        case .setTitle(let change):
            try setContent(\.titles, change, block: values.title, setter: "setTitle:forState:")
        case .setAttributedTitle(let change):
            try setContent(\.attributedTitles, change, block: values.title, setter: "setAttributedTitle:forState:")
        case .setImage(let change):
            try setContent(\.images, change, block: values.image, setter: "setImage:forState:")
        case .setBackgroundImage(let change):
            try setContent(\.backgroundImages, change, block: values.backgroundImage, setter: "setBackgroundImage:forState:")
        case .read(let target): try read(target)
        case .call(let call): try callPublicMethod(call)
        case .addToSuperview: addToSuperview(inWindow: false)
        case .addToWindow: addToSuperview(inWindow: true)
        case .runLoop: try runLoopTurn()
        case .setFrame(let frame): try setFrame(frame, by: .app)
        case .setBounds(let size): setBounds(size)
        case .setCenter(let center):
            let size = button.frame.size
            setButtonFrame(Rect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height))
        case .setSubviewFrame(let getter, let frame):
            if getter == .imageView { try readImageView() } else { try readTitleLabel() }
            try assignFrame(getter.view, frame, by: .app)
        case .setContentEdgeInsets(let insets):
            let value = insets ?? values.contentEdgeInsets
            guard value != button.contentEdgeInsets else { return }
            button.contentEdgeInsets = value
            if !value.isZero { button.internalTitlePadding = false }
            setNeedsLayout(.button, cause: .propertyChange("setContentEdgeInsets:"))
        case .setImageEdgeInsets(let insets):
            let value = insets ?? values.imageEdgeInsets
            guard value != button.imageEdgeInsets else { return }
            button.imageEdgeInsets = value
            setNeedsLayout(.button, cause: .propertyChange("setImageEdgeInsets:"))
        case .setTitleEdgeInsets(let insets):
            let value = insets ?? values.titleEdgeInsets
            guard value != button.titleEdgeInsets else { return }
            button.titleEdgeInsets = value
            setNeedsLayout(.button, cause: .propertyChange("setTitleEdgeInsets:"))
        case .setContentHorizontalAlignment(let alignment):
            let value = alignment ?? values.contentHorizontalAlignment
            guard value != button.contentHorizontalAlignment else { return }
            button.contentHorizontalAlignment = value
            setNeedsLayout(.button, cause: .propertyChange("setContentHorizontalAlignment:"))
        case .setContentVerticalAlignment(let alignment):
            let value = alignment ?? values.contentVerticalAlignment
            guard value != button.contentVerticalAlignment else { return }
            button.contentVerticalAlignment = value
            setNeedsLayout(.button, cause: .propertyChange("setContentVerticalAlignment:"))
        case .setSubviewContent(let write): try writeContent(write)
        case .setTitleColor(let change):
            try setContent(\.titleColors, change, block: nil, setter: "setTitleColor:forState:")
        case .highlight: setHighlighted(true)
        case .unhighlight: setHighlighted(false)
        case .setConfiguration: setConfiguration()
        case .setNeedsUpdateConfiguration: setNeedsUpdateConfiguration()
        case .setNeedsLayout: setNeedsLayout(.button, cause: .app)
        case .layoutIfNeeded: try layoutIfNeeded()
        case .sizeToFit: try sizeToFit()
        case .animate(let actions):
            let outer = button.inAnimationBlock
            button.inAnimationBlock = true
            defer { button.inAnimationBlock = outer }
            for action in actions { try perform(action) }
        case .unrecognized: break
        }
    }

    /// The creation actions: a frame, nothing sent, no subviews; `initWithCoder:` also decodes
    /// the `button` block's content. Then the subclass's init body.
    private mutating func create(_ creation: TraceCreation) throws(TraceStop) {
        switch creation {
        case .initWithFrame(let frame):
            setButtonFrame(frame, by: .app, always: true)
        case .`init`:
            setButtonFrame(.zero, by: .app, always: true)
        case .buttonWithType(let kind):
            button.buttonType = kind
            setButtonFrame(.zero, by: .app, always: true)
        case .initWithCoder(let frame):
            button.buttonType = values.buttonType
            setButtonFrame(frame ?? values.frame ?? .zero, by: .nib, always: true)
            button.titles.values[.normal] = values.title
            button.images.values[.normal] = values.image
            button.backgroundImages.values[.normal] = values.backgroundImage
            button.contentEdgeInsets = values.contentEdgeInsets
            button.imageEdgeInsets = values.imageEdgeInsets
            button.titleEdgeInsets = values.titleEdgeInsets
            button.contentHorizontalAlignment = values.contentHorizontalAlignment
            button.contentVerticalAlignment = values.contentVerticalAlignment
        }
        initializing = true
        defer { initializing = false }
        try runBody(subclass?.initBody ?? [], site: .initBody)
    }

    private mutating func runBody(_ statements: [SubclassStatement], site: SubclassSite) throws(TraceStop) {
        for statement in statements { try run(statement, site: site) }
    }

    /// A frame that changes nothing else (creation, `setCenter:`); traced when it differs.
    private mutating func setButtonFrame(_ frame: Rect, by setter: FrameSetter = .app, always: Bool = false) {
        guard always || frame != button.frame else { return }
        button.frame = frame
        record(.frame(.button, frame: frame, by: setter))
    }

    /// A content setter (rule A3): the button is dirtied only when the stored value changes and,
    /// with the modern SDK, only when it is what the button shows.
    private mutating func setContent<Value>(
        _ storage: WritableKeyPath<SimulatedButton, StateStorage<Value>>, _ change: ContentChange<Value>,
        block: Value?, setter: String
    ) throws(TraceStop) {
        let value: Value? = switch change.value {
        case .buttonBlock: block
        case .value(let value): value
        case .remove: nil
        }
        let old = button[keyPath: storage].values[change.state]
        button[keyPath: storage].values[change.state] = value
        let current = button.currentState
        let shows = change.state == current
            || (change.state == .normal && button[keyPath: storage].values[current] == nil)
        switch options.sdk {
        case .modern:
            if old != value, shows {
                setNeedsLayout(.button, cause: .propertyChange(setter))
                requestConfigurationUpdate()
            }
        case .old:
            // Any state, but only a changed value (`_setContentValue:` reports it, trace-model §10.1).
            guard old != value else { return }
            setNeedsLayout(.button, cause: .propertyChange(setter))
            if change.state == current, button.inWindow { try layoutBelowIfNeeded() }
        }
    }

    private mutating func read(_ target: ReadTarget) throws(TraceStop) {
        switch target {
        case .subviews:
            let hasContent = button.hasTitle || button.image != nil || button.backgroundImage != nil
            if button.subviews.isEmpty, hasContent { note(.lazySubviews) }
        case .imageView: try readImageView()
        case .titleLabel: try readTitleLabel()
        case .intrinsicContentSize:
            _ = try sizingMessage(.intrinsicContentSize, argument: .none, via: .app)
            noteDirectContentMeasured(by: "intrinsicContentSize")
        }
    }

    /// The app calls a public method; an image or title rect needs a content rect first, which
    /// the app gets the only public way, from `contentRectForBounds:`.
    private mutating func callPublicMethod(_ call: PublicCall) throws(TraceStop) {
        let bounds = button.bounds
        switch call {
        case .backgroundRectForBounds: _ = try send(.backgroundRectForBounds, bounds, via: .app)
        case .contentRectForBounds: _ = try send(.contentRectForBounds, bounds, via: .app)
        case .imageRectForContentRect:
            let contentRect = try send(.contentRectForBounds, bounds, via: .app)
            _ = try send(.imageRectForContentRect, contentRect, via: .app)
        case .titleRectForContentRect:
            let contentRect = try send(.contentRectForBounds, bounds, via: .app)
            _ = try send(.titleRectForContentRect, contentRect, via: .app)
        case .sizeThatFits:
            _ = try sizingMessage(.sizeThatFits, argument: .size(bounds.size), via: .app)
        }
    }

    private mutating func addToSuperview(inWindow: Bool) {
        button.hasSuperview = true
        if inWindow { button.inWindow = true }
        setNeedsLayout(.superview, cause: .subviewAdded)
        setNeedsLayout(.button, cause: .movedToSuperview)
    }

    /// `setBounds:` keeps the centre; only a new size dirties the button.
    private mutating func setBounds(_ size: Size) {
        guard size != button.frame.size else { return }
        let old = button.frame
        let frame = Rect(
            x: old.midX - size.width / 2, y: old.midY - size.height / 2, width: size.width, height: size.height)
        button.frame = frame
        record(.frame(.button, frame: frame, by: .app))
        setNeedsLayout(.button, cause: .sizeChange("setBounds:"))
    }

    /// `sizeToFit`: `sizeThatFits:` with the current size, then that size, origin kept.
    private mutating func sizeToFit() throws(TraceStop) {
        let size = try sizingMessage(.sizeThatFits, argument: .size(button.frame.size), via: .sizeToFit)
        noteDirectContentMeasured(by: "sizeToFit")
        guard size != button.frame.size else { return }
        let frame = Rect(origin: button.frame.origin, size: size)
        guard frame.isFinite else { throw crash(.invalidGeometry(view: .button, frame: frame)) }
        button.frame = frame
        record(.frame(.button, frame: frame, by: .app))
        setNeedsLayout(.button, cause: .sizeChange("sizeToFit"))
        markSuperviewForResize()
    }
}
