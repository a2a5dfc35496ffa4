import ButtonLayout

/// P4, the button's `layoutSubviews`, and the subclass's statements.
extension Simulation {
    /// P4: the subclass's override if any (`super` runs UIKit's), else UIKit's.
    mutating func layoutSubviews() throws(TraceStop) {
        if button.layoutDepth > Self.maximumLayoutDepth {
            throw crash(.layoutRecursion(depth: button.layoutDepth))
        }
        if button.layoutDepth >= 2 { note(.reentrantLayoutSubviews(depth: button.layoutDepth)) }
        if initializing { note(.layoutDuringInit) }
        record(.layoutSubviewsBegin(bounds: button.bounds))
        depth += 1
        if let statements = subclass?.layoutSubviews {
            for statement in statements { try run(statement, site: .layoutSubviews) }
            noteRectMethodsDisagree(statements)
        } else {
            try systemLayoutSubviews()
        }
        depth -= 1
        record(.layoutSubviewsEnd(bounds: button.bounds))
    }

    /// UIKit's `layoutSubviews` (P4's block; `legacyArticleStructure` for `article2019`).
    mutating func systemLayoutSubviews() throws(TraceStop) {
        if button.configuration != nil { return try configurationLayoutSubviews() }
        if button.backgroundImage != nil {
            try setupBackgroundView(.updateBackgroundImageView)
            setHidden(.backgroundView, false)
        } else {
            setHidden(.backgroundView, true)
        }
        if button.isVisible(.backgroundView) {
            let frame = try send(.backgroundRectForBounds, button.bounds, via: .layoutBackgroundImageView)
            try assignFrame(.backgroundView, frame, by: .layout)
        }
        switch options.uikit {
        case .ios26: try layoutImageAndTitleViews()
        case .article2019: try legacyUpdateImageAndTitleViews()
        }
        let contentRect = try send(.contentRectForBounds, button.bounds, via: .pressFeedbackPosition)
        if button.images.value(for: .highlighted) != nil {
            _ = try send(.imageRectForContentRect, contentRect, via: .pressFeedbackPosition)
        }
    }

    /// iOS 26: create/unhide, then one content rect for both frames — from the public methods
    /// when the subclass overrides them, else from the private routine.
    private mutating func layoutImageAndTitleViews() throws(TraceStop) {
        try refreshImageView()
        try refreshTitleView(via: .layoutSubviews, origin: .updateTitleView)
        let contentRect = try send(.contentRectForBounds, button.bounds, via: .layoutImageAndTitleViews)
        let imageVisible = button.isVisible(.imageView)
        let titleVisible = button.isVisible(.titleLabel)
        if overridesRectAccessors {
            if imageVisible {
                let frame = try send(.imageRectForContentRect, contentRect, via: .layoutImageAndTitleViews)
                try assignFrame(.imageView, frame, by: .layout)
            }
            if button.isVisible(.titleLabel) {
                let frame = try send(.titleRectForContentRect, contentRect, via: .layoutImageAndTitleViews)
                try assignFrame(.titleLabel, frame, by: .layout)
            }
        } else if imageVisible || titleVisible {
            let input = layoutInput
            let image = imageVisible ? LayoutRects.imageRect(input, contentRect: contentRect) : nil
            let title = titleVisible ? LayoutRects.titleRect(input, contentRect: contentRect) : nil
            record(.deriveTitleRect(contentRect: contentRect, imageRect: image, titleRect: title))
            if let image { try assignFrame(.imageView, image, by: .layout) }
            if let title { try assignFrame(.titleLabel, title, by: .layout) }
        }
    }

    /// iOS ≤ 12 as article 4 saw it: each update routine frames its own view with its own
    /// content rect (W).
    private mutating func legacyUpdateImageAndTitleViews() throws(TraceStop) {
        try refreshImageView()
        if button.isVisible(.imageView) {
            let contentRect = try send(.contentRectForBounds, button.bounds, via: .updateImageView)
            let frame = try send(.imageRectForContentRect, contentRect, via: .updateImageView)
            try assignFrame(.imageView, frame, by: .layout)
        }
        try refreshTitleView(via: .layoutSubviews, origin: .updateTitleView)
        if button.isVisible(.titleLabel) {
            let contentRect = try send(.contentRectForBounds, button.bounds, via: .updateTitleView)
            let frame = try send(.titleRectForContentRect, contentRect, via: .updateTitleView)
            try assignFrame(.titleLabel, frame, by: .layout)
        }
    }

    /// Pitfall 4: frames a `layoutSubviews` override set after `super` are on screen, but the
    /// public rect methods (what other code asks) still return the system's.
    private mutating func noteRectMethodsDisagree(_ statements: [SubclassStatement]) {
        let contentRect = rectValue(.contentRectForBounds, button.bounds)
        let checks: [(FrameTarget, ViewName, RectSelector)] = [
            (.imageViewFrame, .imageView, .imageRectForContentRect), (.titleLabelFrame, .titleLabel, .titleRectForContentRect),
        ]
        for (target, view, selector) in checks where button.isVisible(view) {
            let setsIt = statements.contains {
                if case .set(target, _) = $0 { return true }
                return false
            }
            guard setsIt, let frame = button[view]?.frame else { continue }
            let reported = rectValue(selector, contentRect)
            if reported.standardized != frame {
                note(.rectMethodsDisagree(view, frame: frame, reported: reported))
            }
        }
    }

    // MARK: Statements

    /// One statement of subclass code, or one side effect of a rect override.
    mutating func run(_ statement: SubclassStatement, site: SubclassSite) throws(TraceStop) {
        switch statement {
        case .callSuper:
            if site == .layoutSubviews { try systemLayoutSubviews() }
        case .read(.imageView):
            try readImageView()
        case .read(.titleLabel):
            try readTitleLabel()
        case .set(.imageViewFrame, let expression):
            try readImageView()
            try assignFrame(.imageView, evaluate(expression, contentRect: statementContentRect), by: .override)
        case .set(.titleLabelFrame, let expression):
            try readTitleLabel()
            try assignFrame(.titleLabel, evaluate(expression, contentRect: statementContentRect), by: .override)
        case .set(.selfFrame, let expression):
            try setFrame(evaluate(expression, contentRect: statementContentRect), by: .override)
        case .setNeedsLayout:
            setNeedsLayout(.button, cause: .subclass(site))
        case .layoutIfNeeded:
            try layoutIfNeeded()
        case .unrecognized:
            break
        }
    }

    /// `setFrame:` (§5): an origin-only move does nothing more; a new size dirties the button and
    /// its superview and, inside an animation block in a window (or always with the old SDK),
    /// lays the button out at once.
    mutating func setFrame(_ frame: Rect, by setter: FrameSetter) throws(TraceStop) {
        guard frame.isFinite else { throw crash(.invalidGeometry(view: .button, frame: frame)) }
        let old = button.frame
        guard frame != old else { return }
        button.frame = frame
        record(.frame(.button, frame: frame, by: setter))
        guard frame.size != old.size else { return }
        setNeedsLayout(.button, cause: .sizeChange("setFrame:"))
        markSuperviewForResize()
        let synchronous = options.sdk == .old || (button.inAnimationBlock && button.inWindow)
        if synchronous { try layoutBelowIfNeeded() }
    }

    /// The folk rule of P7 applied to the button inside its superview.
    mutating func markSuperviewForResize() {
        if button.hasSuperview, options.superviewMarkingOnSubviewResize {
            setNeedsLayout(.superview, cause: .subviewResized(.button))
        }
    }
}
