// The configuration layout's entry points and §1 (resolve), §2's label measuring, §7 (position in
// the bounds) and §8 (frames). §2–§6 proper live in ConfigurationContent.swift.

extension ConfigurationButton {
    /// The frames UIKit gives this button. Every label must carry its `size`.
    public func computeLayout() throws(ConfigurationLayoutError) -> ConfigurationLayoutResult {
        try requireLabelSizes()
        var tracer = SilentConfigurationTracer()
        return performLayout(measurer: nil, tracer: &tracer)
    }

    /// The frames UIKit gives this button; labels without a `size` are measured by `measurer`.
    public func computeLayout(measuring measurer: some LabelMeasuring) -> ConfigurationLayoutResult {
        var tracer = SilentConfigurationTracer()
        return performLayout(measurer: measurer, tracer: &tracer)
    }

    /// The same computation as `computeLayout()`, recorded step by step.
    public func explain(name: String? = nil) throws(ConfigurationLayoutError) -> ConfigurationExplanation {
        try requireLabelSizes()
        return explain(name: name, measurer: nil)
    }

    /// The same computation as `computeLayout(measuring:)`, recorded step by step.
    public func explain(name: String? = nil, measuring measurer: some LabelMeasuring) -> ConfigurationExplanation {
        explain(name: name, measurer: measurer)
    }

    private func explain(name: String?, measurer: (any LabelMeasuring)?) -> ConfigurationExplanation {
        var recorder = ConfigurationEventRecorder()
        let result = performLayout(measurer: measurer, tracer: &recorder)
        return ConfigurationExplanation(name: name, events: recorder.events, result: result)
    }

    private func requireLabelSizes() throws(ConfigurationLayoutError) {
        if let title = configuration.title, !title.text.isEmpty, title.size == nil {
            throw ConfigurationLayoutError(label: .title)
        }
        if let subtitle = configuration.subtitle, !subtitle.text.isEmpty, subtitle.size == nil {
            throw ConfigurationLayoutError(label: .subtitle)
        }
    }

    func performLayout<T: ConfigurationTracing>(measurer: (any LabelMeasuring)?, tracer: inout T) -> ConfigurationLayoutResult {
        var warnings: [ConfigurationWarning] = []
        let r = resolve()
        tracer.record(.resolved(r))
        tracer.noteTies(r.activityIndicatorSide)
        if r.imageReservation > 0, contentSizeCategory != .large {
            tracer.record(.uncertain(.reservationAtAccessibilitySize))
        }
        if r.showsActivityIndicator, configuration.image != nil { warnings.append(.activityIndicatorReplacesImage) }
        // Decided after the layout pass: a wrapped single label aligns its lines by titleAlignment.
        let titleAlignmentWarningIndex = warnings.count

        // The intrinsic size: everything unbounded (§6).
        tracer.record(.pass(.intrinsic))
        var unused: [ConfigurationWarning] = []
        let intrinsic = layoutContent(
            PassInput(width: nil, natural: nil), r, measurer: measurer,
            tracer: &tracer, warnings: &unused
        )

        let boundsSize = sizeToFit ? intrinsic.ideal : size
        let (w, h) = (boundsSize.width, boundsSize.height)
        let hasW = 0 < w && w < .infinity
        let hasH = 0 < h && h < .infinity
        tracer.record(.pass(.layout(bounds: boundsSize, sizeToFit: sizeToFit)))
        let block = layoutContent(
            PassInput(width: hasW ? w : nil, natural: (intrinsic.titleSize, intrinsic.subtitleSize)),
            r, measurer: measurer, tracer: &tracer, warnings: &warnings
        )
        if r.titleAlignment != .automatic, r.hasTitle != r.hasSubtitle,
           isOneLine(r.hasTitle ? .title : .subtitle, laidOut: block, natural: intrinsic)
        {
            warnings.insert(.titleAlignmentWithoutSubtitle(r.titleAlignment), at: titleAlignmentWarningIndex)
        }

        // §7 Position in the bounds.
        let insets = r.contentInsets
        let insetsRect = Rect(
            x: r.physicalInsets.left, y: insets.top,
            width: w - insets.leading - insets.trailing, height: h - insets.top - insets.bottom
        )
        var offsets: ContentOffsets?
        var contentRect = block.content
        if !(hasW && hasH) {
            tracer.record(.positioning(.unbounded(bounds: boundsSize)))
        } else if w == block.ideal.width && h == block.ideal.height {
            tracer.record(.positioning(.idealSize(block.ideal)))
        } else {
            let shift = contentShift(insetsRect: insetsRect, content: block.content, r)
            tracer.record(.positioning(.shifted(shift)))
            if case .split = shift.horizontal { tracer.record(.uncertain(.fillAssignment)) }
            if case .split = shift.vertical { tracer.record(.uncertain(.fillAssignment)) }
            if r.layoutDirection == .rightToLeft { tracer.record(.uncertain(.rightToLeftRounding)) }
            offsets = ContentOffsets(
                text: Point(x: shift.horizontal.offset(of: .text), y: shift.vertical.offset(of: .text)),
                image: Point(x: shift.horizontal.offset(of: .image), y: shift.vertical.offset(of: .image))
            )
            let (x, width) = shifted(block.content.x, block.content.width, by: shift.horizontal)
            let (y, height) = shifted(block.content.y, block.content.height, by: shift.vertical)
            contentRect = Rect(x: x, y: y, width: width, height: height)
        }

        // §8 Frames: no final rounding.
        let bounds = Rect(origin: .zero, size: boundsSize)
        let imageOffset = offsets?.image ?? .zero
        let textOffset = offsets?.text ?? .zero
        let slot = Rect(
            x: block.image.x + imageOffset.x, y: block.image.y + imageOffset.y,
            width: block.image.width, height: block.image.height
        )
        var frames = ConfigurationFrames(bounds: bounds, contentRect: contentRect)
        if r.showsActivityIndicator {
            frames.activityIndicator = slot
        } else if let image = configuration.image {
            let a = image.alignmentInsets
            frames.imageAlignmentRect = slot
            frames.imageView = Rect(
                x: slot.x - a.left, y: slot.y - a.top,
                width: slot.width + a.left + a.right, height: slot.height + a.top + a.bottom
            )
        }
        if r.hasTitle {
            frames.titleLabel = Rect(
                origin: Point(x: block.title.x + textOffset.x, y: block.title.y + textOffset.y), size: block.titleSize
            )
        }
        if r.hasSubtitle {
            frames.subtitleLabel = Rect(
                origin: Point(x: block.subtitle.x + textOffset.x, y: block.subtitle.y + textOffset.y),
                size: block.subtitleSize
            )
        }
        let placed: [(ConfigurationElement, Rect?)] = [
            (.imageView, frames.imageView), (.activityIndicator, frames.activityIndicator),
            (.titleLabel, frames.titleLabel), (.subtitleLabel, frames.subtitleLabel),
        ]
        for case let (element, frame?) in placed where !bounds.contains(frame) {
            warnings.append(.contentOutsideBounds(element, frame: frame))
        }
        // Only an overlap of at least a pixel each way shows on screen.
        let pixel = 1 / scale.factor
        for case let (image, imageFrame?) in placed.prefix(2) {
            for case let (label, labelFrame?) in placed.suffix(2) {
                if let overlap = imageFrame.overlap(with: labelFrame), overlap.width >= pixel, overlap.height >= pixel {
                    warnings.append(.imageTitleOverlap(image, label, overlap: overlap))
                }
            }
        }
        tracer.record(.frames(frames))
        if tracer.isRecording {
            for warning in warnings { tracer.record(.warning(warning)) }
        }

        return ConfigurationLayoutResult(
            scale: scale, layoutDirection: r.layoutDirection, bounds: bounds, contentRect: contentRect,
            contentInsetsRect: insetsRect, imageView: frames.imageView, imageAlignmentRect: frames.imageAlignmentRect,
            activityIndicator: frames.activityIndicator, titleLabel: frames.titleLabel,
            subtitleLabel: frames.subtitleLabel, intrinsicContentSize: intrinsic.ideal, resolution: r,
            offsets: offsets, warnings: warnings
        )
    }

    /// Whether the single label shows one line: no line break in its text and no taller than unbounded.
    private func isOneLine(_ role: ConfigurationLabelRole, laidOut: ContentBlock, natural: ContentBlock) -> Bool {
        let label = role == .title ? configuration.title : configuration.subtitle
        guard let label, !label.text.contains(where: \.isNewline) else { return false }
        let (shown, unbounded) = role == .title
            ? (laidOut.titleSize.height, natural.titleSize.height) : (laidOut.subtitleSize.height, natural.subtitleSize.height)
        return shown <= unbounded
    }

    /// §7's offsets: horizontal rounding follows the direction (floor LTR, ceil RTL); vertical floors.
    private func contentShift(insetsRect i: Rect, content c: Rect, _ r: ConfigurationResolution) -> ContentShift {
        let rtl = r.layoutDirection == .rightToLeft
        let horizontalAlignment: HorizontalAlignment =
            switch contentHorizontalAlignment {
            case .leading: rtl ? .right : .left
            case .trailing: rtl ? .left : .right
            default: contentHorizontalAlignment
            }
        let hRule: PixelRounding.Rule = rtl ? .ceil : .floor
        func matchX(_ anchor: EdgeMatch.Anchor) -> EdgeMatch {
            let (target, content) =
                switch anchor {
                case .min: (i.minX, c.minX)
                case .max: (i.maxX, c.maxX)
                case .mid: (i.midX, c.midX)  // x + w/2: the spec's x + w·0.5, bit for bit
                }
            return EdgeMatch(anchor: anchor, target: target, content: content, offset: PixelRounding(hRule, target - content, scale: scale))
        }
        func matchY(_ anchor: EdgeMatch.Anchor) -> EdgeMatch {
            let (target, content) =
                switch anchor {
                case .min: (i.minY, c.minY)
                case .max: (i.maxY, c.maxY)
                case .mid: (i.midY, c.midY)
                }
            return EdgeMatch(anchor: anchor, target: target, content: content, offset: PixelRounding(.floor, target - content, scale: scale))
        }
        let pair = r.hasImage && r.hasText
        let horizontalPlacement = r.imagePlacement.isHorizontal
        let horizontal: AxisShift =
            switch horizontalAlignment {
            case .left: .uniform(matchX(.min))
            case .right: .uniform(matchX(.max))
            case .fill where pair && horizontalPlacement:
                .split(first: matchX(.min), second: matchX(.max), firstPart: r.imageOnLeft ? .image : .text)
            default: .uniform(matchX(.mid))
            }
        let vertical: AxisShift =
            switch contentVerticalAlignment {
            case .top: .uniform(matchY(.min))
            case .bottom: .uniform(matchY(.max))
            case .fill where pair && !horizontalPlacement:
                .split(first: matchY(.min), second: matchY(.max), firstPart: r.imagePlacement == .top ? .image : .text)
            default: .uniform(matchY(.mid))
            }
        return ContentShift(
            insetsRect: i, contentRect: c, horizontalAlignment: horizontalAlignment,
            verticalAlignment: contentVerticalAlignment, direction: r.layoutDirection,
            horizontal: horizontal, vertical: vertical
        )
    }

    /// The content block's span on one axis after the shift: a split fill stretches it.
    private func shifted(_ origin: Double, _ length: Double, by shift: AxisShift) -> (Double, Double) {
        switch shift {
        case .uniform(let match): (origin + match.offset.result, length)
        case .split(let first, let second, _): (origin + first.offset.result, length + second.offset.result - first.offset.result)
        }
    }
}
