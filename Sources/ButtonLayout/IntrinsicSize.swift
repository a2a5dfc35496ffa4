/// R9–R11: what `sizeThatFits:` / `intrinsicContentSize` return, and whether the 6-pt padding applies.
struct IntrinsicSizes: Hashable {
    /// `sizeThatFits:` (and `sizeToFit`): zero stays zero.
    var sizeThatFits: Size
    /// `intrinsicContentSize`: an exactly-zero axis is noIntrinsicMetric (−1).
    var intrinsicContentSize: Size
    /// R2: the padding an intrinsic-size query leaves on.
    var paddingApplies: Bool
}

/// UIViewNoIntrinsicMetric.
public let noIntrinsicMetric = -1.0

extension Button {
    /// R9.2: any system button, and a custom one without a non-resizable background image.
    var isLikelyToHaveTitle: Bool {
        buttonType == .system || !(backgroundImage.map { !$0.resizable } ?? false)
    }

    /// R5's `-_roundSize:`.
    func roundTitleSize<T: LayoutTracing>(
        _ size: Size, names: (String, String), operands: (String, String), tracer: inout T
    ) -> Size {
        let rounding: Rounding = titleSizeRounding == .points ? .ceil : .ceilPx
        let s = scale.factor
        if titleSizeRounding == .pixels { tracer.uncertain(.pixelTitleRounding) }
        let width = tracer.step(names.0, rounding.apply(size.width, scale: s), .rounded(rounding, op(operands.0, size.width)))
        let height = tracer.step(names.1, rounding.apply(size.height, scale: s), .rounded(rounding, op(operands.1, size.height)))
        return Size(width: width, height: height)
    }

    /// A measured title's natural size as the label reports it (ER1 row 11): whole points for an
    /// old-SDK app; a recent SDK's pixel ceiling is left to R5, which always covers it, and a given
    /// size is the label's own report.
    func labelNaturalSize<T: LayoutTracing>(of title: Title, tracer: inout T) -> Size {
        let size = title.naturalSize
        guard linkedSDK == .old, !title.sizeIsGiven else { return size }
        let (rounding, s) = (linkedSDK.labelRounding, scale.factor)
        return Size(
            width: tracer.step("label w0", rounding.apply(size.width, scale: s), .rounded(rounding, op("w0", size.width))),
            height: tracer.step("label h0", rounding.apply(size.height, scale: s), .rounded(rounding, op("h0", size.height))))
    }

    /// Why the padding is off, or `.applies`.
    var paddingReason: PaddingReason {
        if imageSize != nil { return .hasImage }
        if backgroundImage != nil { return .hasBackgroundImage }
        if !contentEdgeInsets.isZero { return .hasContentEdgeInsets }
        return .applies
    }

    func intrinsicSizes<T: LayoutTracing>(tracer: inout T) -> IntrinsicSizes {
        let s = scale.factor
        let image = imageSize ?? .zero
        if imageSize != nil { tracer.uncertain(.unroundedImageSize) }

        // R9.1 / R9.2: the title at its natural size, or the line an empty title still reserves.
        var titleBox = Size.zero
        if let title, !title.isEmpty {
            tracer.note(.titleNaturalSize(title.naturalSize, given: title.sizeIsGiven))
            if !title.sizeIsGiven, let estimate = title.widthEstimate, estimate.width == title.naturalSize.width {
                _ = tracer.step("w0", estimate.width, estimate.term)
            }
            if titleIsMultiline {
                tracer.note(.intrinsicIgnoresWrapping(hardLines: title.hardLines.count, numberOfLines: titleLabelLines.numberOfLines))
            }
            titleBox = roundTitleSize(
                labelNaturalSize(of: title, tracer: &tracer), names: ("tw0", "th0"), operands: ("w0", "h0"), tracer: &tracer)
        } else if isLikelyToHaveTitle {
            let lineHeight = SystemFontMetrics.lineHeight(ofSize: titleFont.size)
            tracer.note(.emptyTitleLine(fontSize: titleFont.size, lineHeight: lineHeight, empty: title != nil))
            titleBox = roundTitleSize(
                Size(width: 0, height: lineHeight), names: ("tw0", "th0"), operands: ("0", "line height"),
                tracer: &tracer)
        } else {
            tracer.note(.emptyTitleNotCounted)
        }

        let reason = paddingReason
        let padding = reason == .applies
        tracer.note(.intrinsicPadding(applies: padding, reason: reason))

        let contentWidth = tracer.step(
            "content width", image.width + titleBox.width, op("iw0", image.width) + op("tw0", titleBox.width))
        let contentHeight = tracer.step(
            "content height", max(image.height, titleBox.height),
            .maximum(op("ih0", image.height), op("th0", titleBox.height)))

        // R10: each contentEdgeInsets component rounded on its own, ties toward +∞.
        let ce = contentEdgeInsets
        if !ce.isZero { tracer.uncertain(.perComponentInsetRounding) }
        let left = Rounding.roundUpPx.apply(ce.left, scale: s)
        let right = Rounding.roundUpPx.apply(ce.right, scale: s)
        let top = Rounding.roundUpPx.apply(ce.top, scale: s)
        let bottom = Rounding.roundUpPx.apply(ce.bottom, scale: s)
        var width = tracer.step(
            "W", Rounding.roundPx.apply(contentWidth + left + right, scale: s),
            .rounded(.roundPx, op("content width", contentWidth) + .rounded(.roundUpPx, op("CE.left", ce.left))
                + .rounded(.roundUpPx, op("CE.right", ce.right))))
        var height: Double
        if padding {
            height = tracer.step(
                "H", Rounding.roundPx.apply(contentHeight + top + bottom + 12, scale: s),
                .rounded(.roundPx, op("content height", contentHeight) + .rounded(.roundUpPx, op("CE.top", ce.top))
                    + .rounded(.roundUpPx, op("CE.bottom", ce.bottom)) + .constant(12)))
            width = tracer.step("W", max(width, 30), .maximum(op("W", width), .constant(30)))
        } else {
            height = tracer.step(
                "H", Rounding.roundPx.apply(contentHeight + top + bottom, scale: s),
                .rounded(.roundPx, op("content height", contentHeight) + .rounded(.roundUpPx, op("CE.top", ce.top))
                    + .rounded(.roundUpPx, op("CE.bottom", ce.bottom))))
        }
        if !imageEdgeInsets.isZero || !titleEdgeInsets.isZero { tracer.note(.imageAndTitleInsetsIgnored) }

        // R9.3 (weak): a non-resizable background image is a minimum.
        if let background = backgroundImage, !background.resizable {
            tracer.uncertain(.backgroundImage)
            tracer.note(.nonResizableBackgroundMinimum(background.size))
            width = tracer.step("W", max(width, background.size.width), .maximum(op("W", width), op("background width", background.size.width)))
            height = tracer.step("H", max(height, background.size.height), .maximum(op("H", height), op("background height", background.size.height)))
        }

        let fits = Size(width: width, height: height)
        var intrinsic = fits
        if width == 0 { intrinsic.width = noIntrinsicMetric }
        if height == 0 { intrinsic.height = noIntrinsicMetric }
        if width == 0 || height == 0 {
            tracer.uncertain(.zeroAxisIsNoIntrinsicMetric)
            tracer.note(.noIntrinsicMetric(width: width == 0, height: height == 0))
        }
        return IntrinsicSizes(sizeThatFits: fits, intrinsicContentSize: intrinsic, paddingApplies: padding)
    }
}
