/// The frames UIKit's legacy layout routine gives (layout-model.md v2, R3–R8, R12).
struct SystemFrames: Hashable {
    var contentRect: Rect
    var imageArea: Rect
    var titleArea: Rect
    /// What `imageRectForContentRect:` / `titleRectForContentRect:` return: signed rects.
    var imageRect: Rect?
    var titleRect: Rect?
    var virtualTitle: Rect?
    var virtualImage: Rect?
    var truncatedTitle: String?
    /// A multi-line title's measurement (ML2); nil for R6's single line.
    var titleLines: MeasuredTitleLines?

    /// The subviews' frames: the rects standardised (a negative width moves the origin) (R8).
    var imageView: Rect? { imageRect?.standardized }
    var titleLabel: Rect? { titleRect?.standardized }
}

extension Button {
    /// R3: `contentRectForBounds:`; crossed insets collapse to the midpoint, then snap outward.
    func contentRect<T: LayoutTracing>(bounds: Size, paddingInUse: Bool, tracer: inout T) -> Rect {
        let s = scale.factor
        let p = paddingInUse ? EdgeInsets(top: 6, left: 0, bottom: 6, right: 0) : contentEdgeInsets
        let name = paddingInUse ? "padding" : "CE"
        let w = tracer.step("w", bounds.width - p.left - p.right, op("W", bounds.width) - op("\(name).left", p.left) - op("\(name).right", p.right))
        let h = tracer.step("h", bounds.height - p.top - p.bottom, op("H", bounds.height) - op("\(name).top", p.top) - op("\(name).bottom", p.bottom))
        let x = w < 0
            ? tracer.step("x", p.left + w / 2, op("\(name).left", p.left) + op("w", w) / .constant(2))
            : tracer.step("x", p.left, op("\(name).left", p.left))
        let y = h < 0
            ? tracer.step("y", p.top + h / 2, op("\(name).top", p.top) + op("h", h) / .constant(2))
            : tracer.step("y", p.top, op("\(name).top", p.top))
        if w < 0 || h < 0 { tracer.note(.contentCollapsed(width: w < 0, height: h < 0)) }
        let cw = max(w, 0)
        let ch = max(h, 0)
        // UIRectIntegralWithScale: scale up, CGRectIntegral (floor the min edges, ceil the max edges), scale down.
        let cx = tracer.step("C.x", Rounding.floorPx.apply(x, scale: s), .rounded(.floorPx, op("x", x)))
        let cy = tracer.step("C.y", Rounding.floorPx.apply(y, scale: s), .rounded(.floorPx, op("y", y)))
        let cWidth = tracer.step(
            "C.w", pixelIntegralLength(x, cw, scale: s),
            .integralLength(origin: op("x", x), length: op("max(w, 0)", cw)))
        let cHeight = tracer.step(
            "C.h", pixelIntegralLength(y, ch, scale: s),
            .integralLength(origin: op("y", y), length: op("max(h, 0)", ch)))
        return Rect(x: cx, y: cy, width: cWidth, height: cHeight)
    }

    /// R4.1: the content rect inset by an element's insets, each component rounded, signed.
    func area<T: LayoutTracing>(_ prefix: String, _ c: Rect, _ e: EdgeInsets, tracer: inout T) -> Rect {
        let s = scale.factor
        let i = prefix == "IR" ? "IE" : "TE"
        func r(_ v: Double) -> Double { Rounding.roundPx.apply(v, scale: s) }
        return Rect(
            x: tracer.step("\(prefix).x", r(c.x + e.left), .rounded(.roundPx, op("C.x", c.x) + op("\(i).left", e.left))),
            y: tracer.step("\(prefix).y", r(c.y + e.top), .rounded(.roundPx, op("C.y", c.y) + op("\(i).top", e.top))),
            width: tracer.step(
                "\(prefix).w", r(c.width - e.left - e.right),
                .rounded(.roundPx, op("C.w", c.width) - op("\(i).left", e.left) - op("\(i).right", e.right))),
            height: tracer.step(
                "\(prefix).h", r(c.height - e.top - e.bottom),
                .rounded(.roundPx, op("C.h", c.height) - op("\(i).top", e.top) - op("\(i).bottom", e.bottom))))
    }

    func systemLayout<T: LayoutTracing>(
        bounds: Size, paddingInUse: Bool, measurer: (any TitleMeasuring)?, tracer: inout T,
        warnings: inout LayoutWarningList
    ) -> SystemFrames {
        let s = scale.factor
        let isRTL = effectiveLayoutDirection == .rightToLeft

        tracer.phase(.contentRect)
        tracer.note(.layoutPadding(inUse: paddingInUse, queried: isIntrinsicSizeQueried))
        let c = contentRect(bounds: bounds, paddingInUse: paddingInUse, tracer: &tracer)
        let p = paddingInUse ? EdgeInsets(top: 6, left: 0, bottom: 6, right: 0) : contentEdgeInsets
        let crossedWidth = bounds.width - p.left - p.right
        let crossedHeight = bounds.height - p.top - p.bottom
        if crossedWidth < 0 || crossedHeight < 0 {
            warnings.appendWarning(.insetsCross(area: .contentRect, width: crossedWidth, height: crossedHeight))
        }

        tracer.phase(.areas)
        let imageArea = area("IR", c, imageEdgeInsets, tracer: &tracer)
        let titleArea = area("TR", c, titleEdgeInsets, tracer: &tracer)
        // Checked in place, not over an array of pairs: that would allocate on every layout.
        if imageArea.width < 0 || imageArea.height < 0 {
            tracer.note(.areaCrossed(.imageArea, width: imageArea.width, height: imageArea.height))
            warnings.appendWarning(.insetsCross(area: .imageArea, width: imageArea.width, height: imageArea.height))
        }
        if titleArea.width < 0 || titleArea.height < 0 {
            tracer.note(.areaCrossed(.titleArea, width: titleArea.width, height: titleArea.height))
            warnings.appendWarning(.insetsCross(area: .titleArea, width: titleArea.width, height: titleArea.height))
        }

        // R4.2 and R6: the image is squashed to its area; the title gets what is left beside it.
        tracer.phase(.sizes)
        let image = imageSize ?? .zero
        if imageSize == nil {
            tracer.note(.noImage)
            if imageArea.width < 0 { tracer.uncertain(.titleOnlyImageInsets) }
        }
        var iw = tracer.step("iw", min(image.width, imageArea.width), .minimum(op("iw0", image.width), op("IR.w", imageArea.width)))
        var ih = tracer.step("ih", min(image.height, imageArea.height), .minimum(op("ih0", image.height), op("IR.h", imageArea.height)))
        if let imageSize, iw < imageSize.width || ih < imageSize.height {
            tracer.note(.imageSquashed)
            warnings.appendWarning(.imageSquashed(from: imageSize, to: Size(width: iw, height: ih)))
        }
        var tw = 0.0
        var th = 0.0
        var truncatedTitle: String?
        var titleLines: MeasuredTitleLines?
        if let title, !title.isEmpty {
            let maxTW = tracer.step("maxTW", max(titleArea.width - iw, 0), .maximum(op("TR.w", titleArea.width) - op("iw", iw), .constant(0)))
            let natural = labelNaturalSize(of: title, tracer: &tracer)
            var wm = natural.width
            var hm = natural.height
            if titleIsMultiline {
                let measured = measureTitleLines(title, maxTW: maxTW, measurer: measurer, tracer: &tracer, warnings: &warnings)
                titleLines = measured
                wm = measured.size.width
                hm = measured.size.height
            } else if natural.width <= maxTW {
                tracer.note(.titleFits)
            } else if (truncatedTitleWidth ?? (titleSizeRounding == .pixels ? .availableWidth : .truncatedLine)) == .availableWidth {
                // The label fills the width available; the line it draws there is still reported.
                wm = maxTW
                let line = shownLine(of: title, toFit: maxTW, measurer: measurer)
                tracer.note(.titleTruncated(natural: natural.width, available: maxTW, line: nil))
                warnings.appendWarning(.titleTruncated(from: natural.width, to: maxTW, line: line?.text))
            } else if let line = shownLine(of: title, toFit: maxTW, measurer: measurer) {
                tracer.uncertain(.truncatedTitleHugging)
                wm = linkedSDK == .old ? line.width.rounded(.up) : line.width
                truncatedTitle = line.text
                tracer.note(.titleTruncated(natural: natural.width, available: maxTW, line: line.text))
                warnings.appendWarning(.titleTruncated(from: natural.width, to: line.width, line: line.text))
            } else {
                wm = maxTW
                tracer.note(.titleWidthIsUpperBound)
                warnings.appendWarning(.titleWidthUpperBound(width: maxTW))
            }
            let box = roundTitleSize(
                Size(width: min(wm, maxTW), height: hm), names: ("tw", "th"),
                operands: ("min(wm, maxTW)", "hm"), tracer: &tracer)
            tw = box.width
            th = box.height
            if let titleLines { multilineWarnings(titleLines, title: title, warnings: &warnings) }
        } else {
            tracer.note(.noTitle(empty: title != nil))
        }

        // R7: one block, each element aligned in its own area as if the other stood beside it.
        tracer.phase(.horizontal)
        let alignment: HorizontalAlignment = switch contentHorizontalAlignment {
        case .leading: isRTL ? .right : .left
        case .trailing: isRTL ? .left : .right
        default: contentHorizontalAlignment
        }
        tracer.note(.alignment(contentHorizontalAlignment, resolved: alignment, rightToLeft: isRTL))
        let IR = imageArea
        let TR = titleArea
        var ix: Double
        var tx: Double
        switch (alignment, isRTL) {
        case (.left, false):
            ix = tracer.step("ix", IR.x, op("IR.x", IR.x))
            tx = tracer.step("tx", TR.x + iw, op("TR.x", TR.x) + op("iw", iw))
        case (.left, true):
            tx = tracer.step("tx", TR.x, op("TR.x", TR.x))
            ix = tracer.step("ix", IR.x + tw, op("IR.x", IR.x) + op("tw", tw))
        case (.right, false):
            tx = tracer.step("tx", TR.maxX - tw, op("TR.maxX", TR.maxX) - op("tw", tw))
            ix = tracer.step("ix", max(IR.maxX - tw - iw, IR.x), .maximum(op("IR.maxX", IR.maxX) - op("tw", tw) - op("iw", iw), op("IR.x", IR.x)))
        case (.right, true):
            tx = tracer.step("tx", TR.maxX - tw - iw, op("TR.maxX", TR.maxX) - op("tw", tw) - op("iw", iw))
            ix = tracer.step("ix", max(IR.maxX - iw, IR.x), .maximum(op("IR.maxX", IR.maxX) - op("iw", iw), op("IR.x", IR.x)))
        case (.center, false):
            ix = tracer.step(
                "ix", IR.x + max(Rounding.floorPx.apply((IR.width - iw - tw) / 2, scale: s), 0),
                op("IR.x", IR.x) + .maximum(.rounded(.floorPx, (op("IR.w", IR.width) - op("iw", iw) - op("tw", tw)) / .constant(2)), .constant(0)))
            tx = tracer.step(
                "tx", TR.x + iw + Rounding.roundPx.apply((TR.width - iw - tw) / 2, scale: s),
                op("TR.x", TR.x) + op("iw", iw) + .rounded(.roundPx, (op("TR.w", TR.width) - op("iw", iw) - op("tw", tw)) / .constant(2)))
        case (.center, true):
            tracer.uncertain(.centerRightToLeft)
            ix = tracer.step(
                "ix", IR.x + max(Rounding.floorPx.apply((IR.width - iw + tw) / 2, scale: s), 0),
                op("IR.x", IR.x) + .maximum(.rounded(.floorPx, (op("IR.w", IR.width) - op("iw", iw) + op("tw", tw)) / .constant(2)), .constant(0)))
            tx = tracer.step(
                "tx", TR.x - iw + Rounding.roundPx.apply((TR.width + iw - tw) / 2, scale: s),
                op("TR.x", TR.x) - op("iw", iw) + .rounded(.roundPx, (op("TR.w", TR.width) + op("iw", iw) - op("tw", tw)) / .constant(2)))
        case (.fill, _):
            let k = iw + tw == 0
                ? tracer.step("k", 1, .constant(1))
                : tracer.step("k", iw + tw, op("iw", iw) + op("tw", tw))
            let stretchedImage = tracer.step("iw'", iw * IR.width / k, op("iw", iw) * op("IR.w", IR.width) / op("k", k))
            let stretchedTitle = tracer.step("tw'", tw * TR.width / k, op("tw", tw) * op("TR.w", TR.width) / op("k", k))
            iw = stretchedImage
            tw = stretchedTitle
            ix = tracer.step("ix", IR.x, op("IR.x", IR.x))
            tx = tracer.step("tx", TR.x + TR.width - tw, op("TR.x", TR.x) + op("TR.w", TR.width) - op("tw'", tw))
        case (.leading, _), (.trailing, _):
            preconditionFailure("leading and trailing are resolved to left or right above")
        }

        // R8: each element on its own, in its own area.
        tracer.phase(.vertical)
        tracer.note(.verticalAlignment(contentVerticalAlignment))
        var iy: Double
        var ty: Double
        switch contentVerticalAlignment {
        case .top:
            iy = tracer.step("iy", IR.y, op("IR.y", IR.y))
            ty = tracer.step("ty", TR.y, op("TR.y", TR.y))
        case .bottom:
            iy = tracer.step("iy", max(IR.maxY - ih, IR.y), .maximum(op("IR.maxY", IR.maxY) - op("ih", ih), op("IR.y", IR.y)))
            ty = tracer.step("ty", TR.maxY - th, op("TR.maxY", TR.maxY) - op("th", th))
        case .center:
            iy = tracer.step(
                "iy", IR.y + max(Rounding.floorPx.apply((IR.height - ih) / 2, scale: s), 0),
                op("IR.y", IR.y) + .maximum(.rounded(.floorPx, (op("IR.h", IR.height) - op("ih", ih)) / .constant(2)), .constant(0)))
            ty = tracer.step(
                "ty", TR.y + Rounding.roundPx.apply((TR.height - th) / 2, scale: s),
                op("TR.y", TR.y) + .rounded(.roundPx, (op("TR.h", TR.height) - op("th", th)) / .constant(2)))
            if ty < TR.y { tracer.note(.titleOverflowsArea) }
        case .fill:
            ih = tracer.step("ih'", IR.height, op("IR.h", IR.height))
            th = tracer.step("th'", TR.height, op("TR.h", TR.height))
            iy = tracer.step("iy", IR.y, op("IR.y", IR.y))
            ty = tracer.step("ty", TR.y, op("TR.y", TR.y))
        }

        // Origins are rounded, sizes are not.
        tracer.phase(.frames)
        let hasTitle = title?.isEmpty == false
        var imageRect: Rect?
        if imageSize != nil {
            imageRect = Rect(
                x: tracer.step("image x", Rounding.roundPx.apply(ix, scale: s), .rounded(.roundPx, op("ix", ix))),
                y: tracer.step("image y", Rounding.roundPx.apply(iy, scale: s), .rounded(.roundPx, op("iy", iy))),
                width: iw, height: ih)
        }
        var titleRect: Rect?
        if hasTitle {
            titleRect = Rect(
                x: tracer.step("title x", Rounding.roundPx.apply(tx, scale: s), .rounded(.roundPx, op("tx", tx))),
                y: tracer.step("title y", Rounding.roundPx.apply(ty, scale: s), .rounded(.roundPx, op("ty", ty))),
                width: tw, height: th)
        } else if case .some = title {
            // Not `title != nil`: that picks Optional<Title>'s Equatable `!=`, which copies the
            // title (a retain and release of its text) on every layout.
            titleRect = .zero
        }

        // R12: the partner each element imagines beside itself (fill is not mirrored).
        var virtualTitle: Rect?
        var virtualImage: Rect?
        if let imageRect, let titleRect, hasTitle {
            let mirrored = isRTL && alignment != .fill
            virtualTitle = Rect(
                x: mirrored ? imageRect.x - tw : imageRect.x + iw,
                y: verticalOrigin(of: th, in: IR, isTitle: true), width: tw, height: th)
            virtualImage = Rect(
                x: mirrored ? titleRect.x + tw : titleRect.x - iw,
                y: verticalOrigin(of: ih, in: TR, isTitle: false), width: iw, height: ih)
        }
        return SystemFrames(
            contentRect: c, imageArea: IR, titleArea: TR, imageRect: imageRect, titleRect: titleRect,
            virtualTitle: virtualTitle, virtualImage: virtualImage, truncatedTitle: truncatedTitle,
            titleLines: titleLines)
    }

    /// R8's rule for one element, used to seat the virtual boxes in the other element's area.
    /// The middle-truncated line UILabel draws for a title cut to `width`, measured with the
    /// measurer that sizes titles (scaled like the natural size when that was given); nil when the
    /// text cannot be measured.
    private func shownLine(of title: Title, toFit width: Double, measurer: (any TitleMeasuring)?) -> TruncatedLine? {
        guard let measurer, title.isMeasurable else { return nil }
        let measured = measurer.lineWidth(of: title.text, font: title.font)
        let factor = title.sizeIsGiven && measured > 0 ? title.naturalSize.width / measured : 1
        return measurer.middleTruncated(title.text, font: title.font, toFit: width, factor: factor)
    }

    private func verticalOrigin(of height: Double, in area: Rect, isTitle: Bool) -> Double {
        let s = scale.factor
        let y: Double = switch contentVerticalAlignment {
        case .top, .fill: area.y
        case .bottom: isTitle ? area.maxY - height : max(area.maxY - height, area.y)
        case .center:
            isTitle
                ? area.y + Rounding.roundPx.apply((area.height - height) / 2, scale: s)
                : area.y + max(Rounding.floorPx.apply((area.height - height) / 2, scale: s), 0)
        }
        return Rounding.roundPx.apply(y, scale: s)
    }
}
