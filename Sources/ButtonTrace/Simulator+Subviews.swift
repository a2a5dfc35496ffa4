import ButtonLayout

/// The lazy subviews: P3, P3t, P3b, the getters and the sizing routine (§4, §5).
extension Simulation {
    /// P3 `_setupImageView`: ask the rect methods where the new view goes, then create it.
    mutating func setupImageView(_ origin: SetupOrigin) throws(TraceStop) {
        guard button.imageView == nil else { return }
        let via = Caller.setupImageView(origin)
        let frame = try placeNewView(.imageView, rect: .imageRectForContentRect, via: via)
        try createSubview(.imageView, frame: frame, via: via)
    }

    /// P3t `_setupTitleViewRequestingLayout:`.
    mutating func setupTitleView(_ origin: SetupOrigin, requestingLayout: Bool) throws(TraceStop) {
        guard button.titleLabel == nil else { return }
        let via = Caller.setupTitleView(origin)
        let frame = try placeNewView(.titleLabel, rect: .titleRectForContentRect, via: via)
        try createSubview(.titleLabel, frame: frame, via: via)
        if requestingLayout { setNeedsLayout(.button, cause: .setupTitleViewRequestingLayout) }
    }

    /// P3b `_setupBackgroundView`.
    mutating func setupBackgroundView(_ origin: SetupOrigin) throws(TraceStop) {
        guard button.backgroundView == nil else { return }
        let via = Caller.setupBackgroundView(origin)
        let frame = try send(.backgroundRectForBounds, button.bounds, via: via)
        try createSubview(.backgroundView, frame: frame, via: via)
    }

    /// The recursion guard (pitfall 1): the rect methods run before the view exists, so a getter
    /// called from inside them comes back here.
    private mutating func placeNewView(_ view: ViewName, rect selector: RectSelector, via: Caller) throws(TraceStop) -> Rect {
        if button.creating.contains(view) {
            throw crash(.infiniteRecursion(view: view, inOverride: overrideStack.last))
        }
        button.creating.insert(view)
        let contentRect = try send(.contentRectForBounds, button.bounds, via: via)
        let frame = try send(selector, contentRect, via: via)
        button.creating.remove(view)
        return frame
    }

    private mutating func createSubview(_ view: ViewName, frame: Rect, via: Caller) throws(TraceStop) {
        guard frame.isFinite else { throw crash(.invalidGeometry(view: view, frame: frame)) }
        let index = button.insertionIndex(of: view)
        let standardized = frame.standardized
        button[view] = SubviewState(frame: standardized, hidden: false)
        if view == .titleLabel { button.label = LabelContent(font: defaultLabelFont) }
        if view == .imageView { button.imageViewImage = nil }
        record(.create(view, frame: standardized, index: index, via: via))
    }

    // MARK: Getters

    /// `self.imageView`: create it (marking the button first), then `layoutIfNeeded`.
    mutating func readImageView() throws(TraceStop) {
        if button.configuration != nil { return makeFactoryView(.imageView) }
        if button.imageView == nil {
            setNeedsLayout(.button, cause: .imageViewGetter)
            try setupImageView(.imageViewGetter)
        }
        try layoutIfNeeded()
    }

    /// `self.titleLabel`: create it requesting a layout; the modern SDK only updates its text, the
    /// old one lays the button out.
    mutating func readTitleLabel() throws(TraceStop) {
        if button.configuration != nil { return makeFactoryView(.titleLabel) }
        try setupTitleView(.titleLabelGetter, requestingLayout: true)
        switch options.sdk {
        case .modern: try refreshTitleView(via: .titleLabelGetter, origin: .titleLabelGetter)
        case .old: try layoutBelowIfNeeded()
        }
    }

    // MARK: Sizing

    /// The sizing routine behind `sizeThatFits:` and `intrinsicContentSize`: padding off, the
    /// image and background views created if missing (never the label), the size, then the
    /// padding set for a button that has only a title.
    mutating func fittingSize(_ origin: SetupOrigin) throws(TraceStop) -> Size {
        button.internalTitlePadding = false
        if button.image != nil, button.imageView == nil { try setupImageView(origin) }
        if button.backgroundImage != nil, button.backgroundView == nil { try setupBackgroundView(origin) }
        let size = LayoutRects.fittingSize(layoutInput)
        button.internalTitlePadding =
            button.image == nil && button.backgroundImage == nil && button.contentEdgeInsets.isZero
        return size
    }

    /// A sizing message with its result, the routine's own messages nested under it.
    mutating func sizingMessage(_ selector: MessageSelector, argument: MessageValue, via: Caller) throws(TraceStop) -> Size {
        let index = record(.message(selector, argument: argument, result: nil, via: via))
        depth += 1
        defer { depth -= 1 }
        let size = try fittingSize(selector == .intrinsicContentSize ? .intrinsicContentSize : .sizeThatFits)
        records[index].event = .message(selector, argument: argument, result: .size(size), via: via)
        return size
    }
}
