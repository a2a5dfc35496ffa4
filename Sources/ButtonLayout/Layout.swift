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

private func n(_ value: Double) -> String { formatNumber(value) }

extension Button {
    /// The frames UIKit gives this button, with notes on what probably surprised its author.
    @inlinable
    public func computeLayout() throws(LayoutError) -> LayoutResult {
        var tracer = SilentTracer()
        return try performLayout(tracer: &tracer)
    }

    /// The same computation as `computeLayout()`, with every step written out.
    public func explain(name: String? = nil) throws(LayoutError) -> Explanation {
        var recorder = ExplanationRecorder()
        let result = try performLayout(tracer: &recorder)
        var heading = name.map { "\($0): " } ?? ""
        heading += "\(layout.name) layout of a \(formatSize(result.bounds.size)) button at scale \(scale.rawValue)"
        heading += ", \(effectiveLayoutDirection == .rightToLeft ? "right-to-left" : "left-to-right")"
        return Explanation(heading: heading, sections: recorder.sections, result: result)
    }

    @usableFromInline
    func performLayout<T: LayoutTracing>(tracer: inout T) throws(LayoutError) -> LayoutResult {
        var warnings: [LayoutWarning] = []

        var scratch = SilentTracer()
        let intrinsic: Size
        if sizeToFit || tracer.isRecording {
            tracer.section("Intrinsic content size\(sizeToFit ? ": sizeToFit makes it the bounds" : "")")
            intrinsic = intrinsicSize(tracer: &tracer)
        } else {
            intrinsic = intrinsicSize(tracer: &scratch)
        }
        var boundsSize = sizeToFit ? intrinsic : size

        var system = systemLayout(bounds: boundsSize, tracer: &tracer, warnings: &warnings)
        var imageView = system.imageView
        var titleLabel = system.titleLabel
        var reportedImage = system.imageView
        var reportedTitle = system.titleLabel
        var virtualTitle = system.virtualTitle
        var virtualImage = system.virtualImage

        switch layout {
        case .system:
            break

        case .rectOverrides(let image, let title):
            tracer.section("rectOverrides: the subclass's imageRectForContentRect: / titleRectForContentRect: replace the system's")
            let environment = expressionEnvironment(contentRect: system.contentRect, bounds: boundsSize)
            if let image, imageView != nil {
                imageView = try evaluate(image, named: "imageRect", in: environment, tracer: &tracer)
            }
            if let title, titleLabel != nil {
                titleLabel = try evaluate(title, named: "titleRect", in: environment, tracer: &tracer)
            }
            reportedImage = imageView
            reportedTitle = titleLabel
            virtualTitle = nil
            virtualImage = nil

        case .layoutSubviews(let image, let title):
            tracer.section("layoutSubviews: after super, the subclass sets the frames itself")
            let environment = expressionEnvironment(contentRect: system.contentRect, bounds: boundsSize)
            if let image, imageView != nil {
                imageView = try evaluate(image, named: "imageView.frame", in: environment, tracer: &tracer)
            }
            if let title, titleLabel != nil {
                titleLabel = try evaluate(title, named: "titleLabel.frame", in: environment, tracer: &tracer)
            }
            tracer.line("imageRectForContentRect: and titleRectForContentRect: still return the system's frames: \(reportedImage.map(formatRect) ?? "none") and \(reportedTitle.map(formatRect) ?? "none")")
            virtualTitle = nil
            virtualImage = nil

        case .fixedRects(let image, let title, let autoSize):
            tracer.section("fixedRects: the rect methods return the stored rects unless they are empty (article 4's MyButton)")
            var fixedImage: Rect?
            var fixedTitle: Rect?
            // autoSize resizes the bounds, and a new size runs layoutSubviews again; rects that
            // depend on the size could chase it, so stop after a few passes as UIKit's run loop would.
            for pass in 0..<8 {
                let environment = expressionEnvironment(contentRect: system.contentRect, bounds: boundsSize)
                fixedImage = try image.map { r throws(LayoutError) in try evaluate(r, named: "imageRect", in: environment, tracer: &tracer) }
                fixedTitle = try title.map { r throws(LayoutError) in try evaluate(r, named: "titleRect", in: environment, tracer: &tracer) }
                if let rect = fixedImage, rect.isEmpty {
                    tracer.line("imageRect \(formatRect(rect)) is empty: the system's image rect is used")
                    fixedImage = nil
                }
                if let rect = fixedTitle, rect.isEmpty {
                    tracer.line("titleRect \(formatRect(rect)) is empty: the system's title rect is used")
                    fixedTitle = nil
                }
                guard autoSize, fixedImage != nil || fixedTitle != nil else { break }
                // As the article's code: CGRectUnion with CGRectZero for an unset rect, which
                // pulls the union to the origin.
                let union = (fixedImage ?? .zero).union(fixedTitle ?? .zero)
                let fitted = Size(width: union.width + union.x * 2, height: union.height + union.y * 2)
                tracer.line("autoSize: union of the rects = \(formatRect(union)); size = union size + 2 × union origin = \(n(union.width)) + 2 × \(n(union.x)) by \(n(union.height)) + 2 × \(n(union.y)) = \(formatSize(fitted))")
                if fitted == boundsSize { break }
                boundsSize = fitted
                tracer.section("The new size runs layoutSubviews again, at \(formatSize(boundsSize))")
                warnings.removeAll()
                system = systemLayout(bounds: boundsSize, tracer: &tracer, warnings: &warnings)
                if pass == 7 {
                    tracer.line("autoSize did not settle after 8 layout passes; the last size is kept")
                }
            }
            imageView = system.imageView.map { fixedImage ?? $0 }
            titleLabel = system.titleLabel.map { fixedTitle ?? $0 }
            reportedImage = imageView
            reportedTitle = titleLabel
            virtualTitle = nil
            virtualImage = nil
        }

        let bounds = Rect(origin: .zero, size: boundsSize)
        var outside = false
        if let frame = imageView {
            if frame.width < 0 || frame.height < 0 { warnings.append(.negativeOverrideRect(element: .imageView, rect: frame)) }
            if !bounds.contains(frame) {
                warnings.append(.contentOutsideBounds(element: .imageView, frame: frame))
                outside = true
            }
        }
        if let frame = titleLabel {
            if frame.width < 0 || frame.height < 0 { warnings.append(.negativeOverrideRect(element: .titleLabel, rect: frame)) }
            if !bounds.contains(frame) {
                warnings.append(.contentOutsideBounds(element: .titleLabel, frame: frame))
                outside = true
            }
        }
        // Only worth saying when it bites: the button was sized from the intrinsic size, or the
        // insets pushed content out of a button that would have to grow to hold it.
        if sizeToFit || outside {
            var ignored: [String] = []
            if !imageEdgeInsets.isZero { ignored.append("imageEdgeInsets") }
            if !titleEdgeInsets.isZero { ignored.append("titleEdgeInsets") }
            if !ignored.isEmpty { warnings.append(.insetsIgnoredByIntrinsicSize(insets: ignored)) }
        }

        if tracer.isRecording {
            tracer.section("Frames")
            tracer.line("bounds        \(formatRect(bounds))")
            tracer.line("imageView     \(imageView.map(formatRect) ?? "none (no image)")")
            tracer.line("titleLabel    \(titleLabel.map(formatRect) ?? "none (no title)")")
            if let virtualTitle {
                tracer.line("virtual title \(formatRect(virtualTitle)): the title as the image's alignment imagines it")
            }
            if let virtualImage {
                tracer.line("virtual image \(formatRect(virtualImage)): the image as the title's alignment imagines it")
            }
            for warning in warnings { tracer.line("warning: \(warning)") }
        }

        return LayoutResult(
            model: layout.name, scale: scale, layoutDirection: effectiveLayoutDirection, bounds: bounds,
            contentRect: system.contentRect, imageArea: system.imageArea, titleArea: system.titleArea,
            imageView: imageView, titleLabel: titleLabel, virtualTitle: virtualTitle, virtualImage: virtualImage,
            reportedImageRect: reportedImage, reportedTitleRect: reportedTitle,
            intrinsicContentSize: intrinsic, warnings: warnings
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
            let source = rect.components.map(\.description).joined(separator: ", ")
            let c = environment.contentRect
            tracer.line("\(name) = (\(source)) with cx \(n(c.x)), cy \(n(c.y)), cw \(n(c.width)), ch \(n(c.height)), bw \(n(environment.bounds.width)), bh \(n(environment.bounds.height)) = \(formatRect(result))")
        }
        return result
    }
}
