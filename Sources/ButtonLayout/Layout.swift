/// An overridden rect that evaluates to something no view can have.
public struct LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `imageRect` or `titleRect`.
    public var rectName: String
    /// `x`, `y`, `width` or `height`.
    public var component: String
    public var expression: Expression
    public var value: Double

    public init(rectName: String, component: String, expression: Expression, value: Double) {
        self.rectName = rectName
        self.component = component
        self.expression = expression
        self.value = value
    }

    public var description: String {
        "\(rectName) \(component) = \(expression) evaluates to \(formatNumber(value)); a frame needs finite numbers"
    }
}

extension Button {
    /// The frames UIKit gives this button, with notes on what probably surprised its author.
    /// `measurer` measures the middle-truncated line of a title that does not fit (R6.3); without
    /// one, such a title's width is the space available, with a warning.
    ///
    /// Not inlinable: inlined into another module it would call the unspecialised generic
    /// `performLayout`, whose tracer calls then cost a witness call each (a third of the engine's
    /// speed); compiled here, `SilentTracer` compiles away.
    public func computeLayout(measurer: (any TitleMeasuring)? = nil) throws(LayoutError) -> LayoutResult {
        var tracer = SilentTracer()
        return try performLayout(measurer: measurer, tracer: &tracer)
    }

    /// The same computation as `computeLayout()`, as events, plus how far each element moved
    /// compared with the same button without insets.
    public func explain(name: String? = nil, measurer: (any TitleMeasuring)? = nil) throws(LayoutError) -> Explanation {
        var recorder = EventRecorder(scale: scale.factor)
        let result = try performLayout(measurer: measurer, tracer: &recorder)
        if case .system = layout, !(imageEdgeInsets.isZero && titleEdgeInsets.isZero && contentEdgeInsets.isZero) {
            var plain = self
            plain.imageEdgeInsets = .zero
            plain.titleEdgeInsets = .zero
            plain.contentEdgeInsets = .zero
            plain.size = result.bounds.size
            plain.sizeToFit = false
            plain.intrinsicSizeQueried = isIntrinsicSizeQueried
            let reference = try plain.computeLayout(measurer: measurer)
            recorder.phase(.movement)
            let imageInsetDx = imageEdgeInsets.left - imageEdgeInsets.right + contentEdgeInsets.left - contentEdgeInsets.right
            let imageInsetDy = imageEdgeInsets.top - imageEdgeInsets.bottom + contentEdgeInsets.top - contentEdgeInsets.bottom
            let titleInsetDx = titleEdgeInsets.left - titleEdgeInsets.right + contentEdgeInsets.left - contentEdgeInsets.right
            let titleInsetDy = titleEdgeInsets.top - titleEdgeInsets.bottom + contentEdgeInsets.top - contentEdgeInsets.bottom
            if let now = result.imageView, let before = reference.imageView {
                recorder.note(.moved(.imageView, dx: now.x - before.x, dy: now.y - before.y, insetDx: imageInsetDx, insetDy: imageInsetDy))
            }
            if let now = result.titleLabel, let before = reference.titleLabel, title.map({ !$0.isEmpty }) ?? false {
                recorder.note(.moved(.titleLabel, dx: now.x - before.x, dy: now.y - before.y, insetDx: titleInsetDx, insetDy: titleInsetDy))
            }
        }
        return Explanation(name: name, button: self, events: recorder.events, result: result)
    }

    // Inlined into `computeLayout`, so the result is built in the caller's return slot: called,
    // it came back through a temporary and a 432-byte memcpy per layout.
    @usableFromInline @inline(__always)
    func performLayout<T: LayoutTracing>(measurer: (any TitleMeasuring)?, tracer: inout T) throws(LayoutError) -> LayoutResult {
        var warnings = LayoutWarningList()

        tracer.phase(.intrinsicSize)
        let intrinsic = intrinsicSizes(tracer: &tracer)
        var boundsSize = size
        if sizeToFit {
            // A negative sizeThatFits (crossed negative insets) cannot be a bounds size.
            boundsSize = Size(width: max(intrinsic.sizeThatFits.width, 0), height: max(intrinsic.sizeThatFits.height, 0))
            tracer.note(.sizeToFit(boundsSize))
        }
        let paddingInUse = isIntrinsicSizeQueried && intrinsic.paddingApplies

        var system = systemLayout(
            bounds: boundsSize, paddingInUse: paddingInUse, measurer: measurer, tracer: &tracer, warnings: &warnings)
        var imageView = system.imageView
        var titleLabel = system.titleLabel
        var reportedImage = system.imageRect
        var reportedTitle = system.titleRect
        var virtualTitle = system.virtualTitle
        var virtualImage = system.virtualImage
        let hasTitle = title?.isEmpty == false

        switch layout {
        case .system:
            break

        case .rectOverrides(let image, let title):
            tracer.phase(.rectOverrides)
            let environment = expressionEnvironment(contentRect: system.contentRect, bounds: boundsSize)
            if let image, imageView != nil {
                imageView = try evaluate(image, named: "imageRect", in: environment, tracer: &tracer)
            }
            if let title, hasTitle {
                titleLabel = try evaluate(title, named: "titleRect", in: environment, tracer: &tracer)
            }
            reportedImage = imageView
            reportedTitle = titleLabel
            virtualTitle = nil
            virtualImage = nil

        case .layoutSubviews(let image, let title):
            tracer.phase(.layoutSubviews)
            let environment = expressionEnvironment(contentRect: system.contentRect, bounds: boundsSize)
            if let image, imageView != nil {
                imageView = try evaluate(image, named: "imageView.frame", in: environment, tracer: &tracer)
            }
            if let title, hasTitle {
                titleLabel = try evaluate(title, named: "titleLabel.frame", in: environment, tracer: &tracer)
            }
            tracer.note(.reportedRectsUnchanged(image: reportedImage, title: reportedTitle))
            virtualTitle = nil
            virtualImage = nil

        case .fixedRects(let image, let title, let autoSize):
            tracer.phase(.fixedRects)
            var fixedImage: Rect?
            var fixedTitle: Rect?
            // autoSize resizes the bounds, and a new size runs layoutSubviews again; rects that
            // depend on the size could chase it, so stop after a few passes as UIKit's run loop would.
            for pass in 0..<8 {
                let environment = expressionEnvironment(contentRect: system.contentRect, bounds: boundsSize)
                fixedImage = try image.map { r throws(LayoutError) in try evaluate(r, named: "imageRect", in: environment, tracer: &tracer) }
                fixedTitle = try title.map { r throws(LayoutError) in try evaluate(r, named: "titleRect", in: environment, tracer: &tracer) }
                if let rect = fixedImage, rect.isEmpty {
                    tracer.note(.overrideRectEmpty(name: "imageRect", rect: rect))
                    fixedImage = nil
                }
                if let rect = fixedTitle, rect.isEmpty {
                    tracer.note(.overrideRectEmpty(name: "titleRect", rect: rect))
                    fixedTitle = nil
                }
                guard autoSize, fixedImage != nil || fixedTitle != nil else { break }
                // As the article's code: CGRectUnion with CGRectZero for an unset rect, which
                // pulls the union to the origin.
                let union = (fixedImage ?? .zero).union(fixedTitle ?? .zero)
                let fitted = Size(width: union.width + union.x * 2, height: union.height + union.y * 2)
                tracer.note(.autoSize(union: union, size: fitted))
                if fitted == boundsSize { break }
                boundsSize = fitted
                tracer.note(.autoSizeRelayout(boundsSize))
                warnings.removeAll()
                system = systemLayout(
                    bounds: boundsSize, paddingInUse: paddingInUse, measurer: measurer, tracer: &tracer,
                    warnings: &warnings)
                if pass == 7 { tracer.note(.autoSizeUnsettled) }
            }
            imageView = system.imageView.map { fixedImage ?? $0 }
            titleLabel = system.titleLabel.map { hasTitle ? (fixedTitle ?? $0) : $0 }
            reportedImage = imageView
            reportedTitle = titleLabel
            virtualTitle = nil
            virtualImage = nil
        }

        let bounds = Rect(origin: .zero, size: boundsSize)
        var outside = false
        // Each element checked in place: an array of pairs would cost an allocation per layout.
        func check(_ element: LayoutWarning.Element, _ frame: Rect?) {
            guard let frame else { return }
            if frame.width < 0 || frame.height < 0 { warnings.appendWarning(.negativeOverrideRect(element: element, rect: frame)) }
            if !bounds.contains(frame) {
                warnings.appendWarning(.contentOutsideBounds(element: element, frame: frame))
                outside = true
            }
        }
        check(.imageView, imageView)
        check(.titleLabel, hasTitle ? titleLabel : nil)
        // Only an overlap of at least a pixel each way shows on screen (.fill's fractions do not).
        let pixel = 1 / scale.factor
        if hasTitle, let image = imageView, let title = titleLabel, let overlap = image.overlap(with: title),
           overlap.width >= pixel, overlap.height >= pixel {
            warnings.appendWarning(.imageTitleOverlap(overlap: overlap))
        }
        // Only worth saying when it bites: the button was sized from the intrinsic size, or the
        // insets pushed content out of a button that would have to grow to hold it.
        if sizeToFit || outside {
            if let ignored = LayoutWarning.ignoredInsetNames(image: !imageEdgeInsets.isZero, title: !titleEdgeInsets.isZero) {
                warnings.appendWarning(.insetsIgnoredByIntrinsicSize(insets: ignored))
            }
        }

        if tracer.isRecording {
            tracer.note(.frame(.bounds, bounds))
            tracer.note(.frame(.imageView, imageView))
            tracer.note(.frame(.titleLabel, titleLabel))
            if let virtualTitle { tracer.note(.frame(.virtualTitle, virtualTitle)) }
            if let virtualImage { tracer.note(.frame(.virtualImage, virtualImage)) }
            if case .layoutSubviews = layout {
                tracer.note(.frame(.reportedImageRect, reportedImage))
                tracer.note(.frame(.reportedTitleRect, reportedTitle))
            }
            warnings.forEach { tracer.note(.warning($0)) }
        }

        return LayoutResult(
            model: layout.kind, scale: scale, layoutDirection: effectiveLayoutDirection, bounds: bounds,
            contentRect: system.contentRect, imageArea: system.imageArea, titleArea: system.titleArea,
            imageView: imageView, titleLabel: titleLabel, virtualTitle: virtualTitle, virtualImage: virtualImage,
            reportedImageRect: reportedImage, reportedTitleRect: reportedTitle,
            intrinsicContentSize: intrinsic.intrinsicContentSize, sizeThatFits: intrinsic.sizeThatFits,
            truncatedTitle: system.truncatedTitle, titleLineCount: system.titleLines?.count ?? 1,
            titleLines: system.titleLines?.lines, warningList: warnings
        )
    }

    private func expressionEnvironment(contentRect: Rect, bounds: Size) -> Expression.Environment {
        Expression.Environment(
            contentRect: contentRect, bounds: bounds, image: imageSize ?? .zero, title: titleSize ?? .zero
        )
    }

    private func evaluate<T: LayoutTracing>(
        _ rect: RectExpression, named name: String, in environment: Expression.Environment, tracer: inout T
    ) throws(LayoutError) -> Rect {
        var values: [Double] = []
        for (component, expression) in zip(["x", "y", "width", "height"], rect.components) {
            let value = expression.evaluate(in: environment)
            guard value.isFinite else {
                throw LayoutError(rectName: name, component: component, expression: expression, value: value)
            }
            values.append(value)
        }
        let result = Rect(x: values[0], y: values[1], width: values[2], height: values[3])
        if tracer.isRecording {
            tracer.note(.overrideRect(
                name: name, source: rect.components.map(\.description), contentRect: environment.contentRect,
                bounds: environment.bounds, result: result))
        }
        return result
    }
}
