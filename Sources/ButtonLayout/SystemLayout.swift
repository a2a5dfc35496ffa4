/// The frames UIKit's legacy layout routine gives (layout-model.md §1–§6).
struct SystemFrames: Hashable {
    var contentRect: Rect
    var imageArea: Rect
    var titleArea: Rect
    var imageView: Rect?
    var titleLabel: Rect?
    var virtualTitle: Rect?
    var virtualImage: Rect?
}

private func n(_ value: Double) -> String { formatNumber(value) }
private func r(_ rect: Rect) -> String { formatRect(rect) }

/// `a − b` with a typographic minus and parentheses around negative operands, for explanations.
private func term(_ value: Double) -> String { value < 0 ? "(\(n(value)))" : n(value) }

extension Button {
    /// The insets `contentRectForBounds:` uses: the 6 pt title padding replaces `contentEdgeInsets`
    /// for a title-only button sized to fit (§1).
    var usesTitlePadding: Bool {
        sizeToFit && imageSize == nil && backgroundImageSize == nil && contentEdgeInsets.isZero
    }

    /// intrinsicContentSize (§7): image and title side by side at their natural sizes, plus
    /// contentEdgeInsets only.
    func intrinsicSize<T: LayoutTracing>(tracer: inout T) -> Size {
        let grid = PixelGrid(scale: scale)
        let image = imageSize.map { Size(width: grid.ceil($0.width), height: grid.ceil($0.height)) } ?? .zero
        let title = titleSize.map { Size(width: grid.ceil($0.width), height: grid.ceil($0.height)) } ?? .zero
        var width = image.width + title.width
        var height = max(image.height, title.height)
        if tracer.isRecording {
            tracer.line("width  = image width + title width = \(n(image.width)) + \(n(title.width)) = \(n(width))")
            tracer.line("height = max(image height, title height) = max(\(n(image.height)), \(n(title.height))) = \(n(height))")
        }
        if imageSize == nil && backgroundImageSize == nil && contentEdgeInsets.isZero {
            let paddedHeight = height + 12
            let minimumWidth = max(width, 30)
            tracer.line("no image, no background image, zero contentEdgeInsets: height + 12 = \(n(paddedHeight)), width at least 30 = \(n(minimumWidth))")
            height = paddedHeight
            width = minimumWidth
        }
        let ce = contentEdgeInsets
        if !ce.isZero {
            tracer.line("+ contentEdgeInsets: width \(n(width)) + \(term(ce.left)) + \(term(ce.right)) = \(n(width + ce.left + ce.right)), height \(n(height)) + \(term(ce.top)) + \(term(ce.bottom)) = \(n(height + ce.top + ce.bottom))")
        }
        width += ce.left + ce.right
        height += ce.top + ce.bottom
        if tracer.isRecording, !imageEdgeInsets.isZero || !titleEdgeInsets.isZero {
            tracer.line("imageEdgeInsets and titleEdgeInsets do not count")
        }
        tracer.line("intrinsicContentSize = \(formatSize(Size(width: width, height: height)))")
        return Size(width: width, height: height)
    }

    /// Clamps a negative side to 0 about its midpoint, as `contentRectForBounds:` does.
    private func clampedArea(_ rect: Rect, _ element: LayoutWarning.Element, warnings: inout [LayoutWarning]) -> Rect {
        guard rect.width < 0 || rect.height < 0 else { return rect }
        warnings.append(.negativeArea(area: element, width: rect.width, height: rect.height))
        var clamped = rect
        if rect.width < 0 {
            clamped.x += rect.width / 2
            clamped.width = 0
        }
        if rect.height < 0 {
            clamped.y += rect.height / 2
            clamped.height = 0
        }
        return clamped
    }

    func systemLayout<T: LayoutTracing>(
        bounds: Size, tracer: inout T, warnings: inout [LayoutWarning]
    ) -> SystemFrames {
        let grid = PixelGrid(scale: scale)
        let direction = effectiveLayoutDirection
        let isRTL = direction == .rightToLeft

        // §1 content rect
        let padding = usesTitlePadding ? EdgeInsets(top: 6, left: 0, bottom: 6, right: 0) : contentEdgeInsets
        let w = bounds.width - padding.left - padding.right
        let h = bounds.height - padding.top - padding.bottom
        let contentRect = Rect(
            x: padding.left + (w < 0 ? w / 2 : 0),
            y: padding.top + (h < 0 ? h / 2 : 0),
            width: max(w, 0),
            height: max(h, 0)
        )
        if w < 0 || h < 0 {
            warnings.append(.negativeArea(area: .contentRect, width: w, height: h))
        }
        if tracer.isRecording {
            tracer.section("Content rect: contentRectForBounds:")
            if usesTitlePadding {
                tracer.line("sizeToFit on a title-only button with zero contentEdgeInsets: UIKit pads the title by 6 pt above and below instead, P = (6, 0, 6, 0)")
            } else {
                tracer.line("P = contentEdgeInsets = \(formatInsets(padding))")
            }
            tracer.line("width  = \(n(bounds.width)) − \(term(padding.left)) − \(term(padding.right)) = \(n(w))\(w < 0 ? ", negative: clamped to 0 about its midpoint" : "")")
            tracer.line("height = \(n(bounds.height)) − \(term(padding.top)) − \(term(padding.bottom)) = \(n(h))\(h < 0 ? ", negative: clamped to 0 about its midpoint" : "")")
            tracer.line("contentRect = \(r(contentRect))")
        }

        // §2 areas
        let imageArea = grid.round(clampedArea(contentRect.inset(by: imageEdgeInsets), .imageArea, warnings: &warnings))
        let titleArea = grid.round(clampedArea(contentRect.inset(by: titleEdgeInsets), .titleArea, warnings: &warnings))
        if tracer.isRecording {
            tracer.section("Image and title areas: the content rect inset by each element's insets")
            tracer.line("imageArea = contentRect inset by imageEdgeInsets \(formatInsets(imageEdgeInsets)) = \(r(imageArea))")
            tracer.line("titleArea = contentRect inset by titleEdgeInsets \(formatInsets(titleEdgeInsets)) = \(r(titleArea))")
        }

        // §3 sizes
        let naturalImage = imageSize.map { Size(width: grid.ceil($0.width), height: grid.ceil($0.height)) }
        let naturalTitle = titleSize.map { Size(width: grid.ceil($0.width), height: grid.ceil($0.height)) }
        var iw = min(naturalImage?.width ?? 0, imageArea.width)
        var ih = min(naturalImage?.height ?? 0, imageArea.height)
        let maxTitleWidth = max(titleArea.width - iw, 0)
        var tw = min(naturalTitle?.width ?? 0, maxTitleWidth)
        var th = naturalTitle?.height ?? 0
        if let naturalImage, iw < naturalImage.width || ih < naturalImage.height {
            warnings.append(.imageSquashed(from: naturalImage, to: Size(width: iw, height: ih)))
        }
        if let naturalTitle, tw < naturalTitle.width {
            warnings.append(.titleTruncated(from: naturalTitle.width, to: tw))
        }
        if tracer.isRecording {
            tracer.section("Sizes: the title gives way first, then the image is squashed")
            if let naturalImage {
                tracer.line("image width  = min(\(n(naturalImage.width)), imageArea width \(n(imageArea.width))) = \(n(iw))")
                tracer.line("image height = min(\(n(naturalImage.height)), imageArea height \(n(imageArea.height))) = \(n(ih))")
            } else {
                tracer.line("no image: image width = image height = 0")
            }
            if let naturalTitle {
                tracer.line("title may use titleArea width − image width = \(n(titleArea.width)) − \(n(iw)) = \(n(titleArea.width - iw))\(titleArea.width - iw < 0 ? " → 0" : "")")
                tracer.line("title width  = min(\(n(naturalTitle.width)), \(n(maxTitleWidth))) = \(n(tw))\(tw < naturalTitle.width ? " (truncated)" : "")")
                tracer.line("title height = \(n(th)) (never compressed)")
            } else {
                tracer.line("no title: title width = title height = 0")
            }
        }

        // §4 horizontal: image and title as one block, each aligned in its own area.
        let alignment: HorizontalAlignment = switch contentHorizontalAlignment {
        case .leading: isRTL ? .right : .left
        case .trailing: isRTL ? .left : .right
        default: contentHorizontalAlignment
        }
        var ix: Double
        var tx: Double
        if tracer.isRecording {
            let resolved = alignment == contentHorizontalAlignment ? "" : " (\(contentHorizontalAlignment.rawValue) in \(isRTL ? "right-to-left" : "left-to-right"))"
            tracer.section("Horizontal: \(alignment.rawValue)\(resolved), \(isRTL ? "right-to-left: the block is [title][image]" : "left-to-right: the block is [image][title]")")
            if alignment != .fill {
                tracer.line("block width = image width + title width = \(n(iw)) + \(n(tw)) = \(n(iw + tw))")
            }
        }
        switch (alignment, isRTL) {
        case (.left, false):
            ix = imageArea.x
            tx = titleArea.x + iw
            tracer.line("image x = imageArea x = \(n(ix))")
            tracer.line("title x = titleArea x + image width = \(n(titleArea.x)) + \(n(iw)) = \(n(tx))")
        case (.left, true):
            tx = titleArea.x
            ix = imageArea.x + tw
            tracer.line("title x = titleArea x = \(n(tx))")
            tracer.line("image x = imageArea x + title width = \(n(imageArea.x)) + \(n(tw)) = \(n(ix))")
        case (.right, false):
            tx = titleArea.maxX - tw
            ix = max(imageArea.maxX - tw - iw, imageArea.x)
            tracer.line("title x = titleArea maxX − title width = \(n(titleArea.maxX)) − \(n(tw)) = \(n(tx))")
            tracer.line("image x = max(imageArea maxX − block width, imageArea x) = max(\(n(imageArea.maxX)) − \(n(tw + iw)), \(n(imageArea.x))) = \(n(ix))")
        case (.right, true):
            tx = titleArea.maxX - tw - iw
            ix = max(imageArea.maxX - iw, imageArea.x)
            tracer.line("title x = titleArea maxX − block width = \(n(titleArea.maxX)) − \(n(tw + iw)) = \(n(tx))")
            tracer.line("image x = max(imageArea maxX − image width, imageArea x) = max(\(n(imageArea.maxX)) − \(n(iw)), \(n(imageArea.x))) = \(n(ix))")
        case (.center, false):
            let imageOffset = max(grid.floor((imageArea.width - iw - tw) / 2), 0)
            let titleOffset = grid.round((titleArea.width - iw - tw) / 2)
            ix = imageArea.x + imageOffset
            tx = titleArea.x + iw + titleOffset
            tracer.line("image x = imageArea x + floor((imageArea width − block width) / 2) = \(n(imageArea.x)) + floor((\(n(imageArea.width)) − \(n(iw + tw))) / 2) = \(n(imageArea.x)) + \(n(imageOffset)) = \(n(ix))\(imageArea.width - iw - tw < 0 ? " (the offset never goes below 0)" : "")")
            tracer.line("title x = titleArea x + image width + round((titleArea width − block width) / 2) = \(n(titleArea.x)) + \(n(iw)) + round((\(n(titleArea.width)) − \(n(iw + tw))) / 2) = \(n(titleArea.x)) + \(n(iw)) + \(term(titleOffset)) = \(n(tx))")
        case (.center, true):
            let imageOffset = max(grid.floor((imageArea.width - iw + tw) / 2), 0)
            let titleOffset = grid.round((titleArea.width + iw - tw) / 2)
            ix = imageArea.x + imageOffset
            tx = titleArea.x - iw + titleOffset
            tracer.line("image x = imageArea x + floor((imageArea width − image width + title width) / 2) = \(n(imageArea.x)) + floor((\(n(imageArea.width)) − \(n(iw)) + \(n(tw))) / 2) = \(n(imageArea.x)) + \(n(imageOffset)) = \(n(ix))")
            tracer.line("title x = titleArea x − image width + round((titleArea width + image width − title width) / 2) = \(n(titleArea.x)) − \(n(iw)) + round((\(n(titleArea.width)) + \(n(iw)) − \(n(tw))) / 2) = \(n(titleArea.x)) − \(n(iw)) + \(term(titleOffset)) = \(n(tx))")
        case (.fill, _):
            let k = iw + tw == 0 ? 1 : iw + tw
            let stretchedImage = iw * imageArea.width / k
            let stretchedTitle = tw * titleArea.width / k
            tracer.line("fill shares each area in proportion k = image width + title width = \(n(iw)) + \(n(tw)) = \(n(k))")
            tracer.line("image width = \(n(iw)) × imageArea width \(n(imageArea.width)) / \(n(k)) = \(n(stretchedImage))")
            tracer.line("title width = \(n(tw)) × titleArea width \(n(titleArea.width)) / \(n(k)) = \(n(stretchedTitle))")
            iw = stretchedImage
            tw = stretchedTitle
            ix = imageArea.x
            tx = titleArea.maxX - tw
            tracer.line("image x = imageArea x = \(n(ix)); title x = titleArea maxX − title width = \(n(titleArea.maxX)) − \(n(tw)) = \(n(tx))")
        case (.leading, _), (.trailing, _):
            preconditionFailure("leading and trailing are resolved to left or right above")
        }

        // §5 vertical: each element on its own.
        var iy: Double
        var ty: Double
        tracer.section("Vertical: \(contentVerticalAlignment.rawValue), each element in its own area")
        switch contentVerticalAlignment {
        case .top:
            iy = imageArea.y
            ty = titleArea.y
            tracer.line("image y = imageArea y = \(n(iy)); title y = titleArea y = \(n(ty))")
        case .bottom:
            iy = max(imageArea.maxY - ih, imageArea.y)
            ty = titleArea.maxY - th
            tracer.line("image y = max(imageArea maxY − image height, imageArea y) = max(\(n(imageArea.maxY)) − \(n(ih)), \(n(imageArea.y))) = \(n(iy))")
            tracer.line("title y = titleArea maxY − title height = \(n(titleArea.maxY)) − \(n(th)) = \(n(ty))")
        case .center:
            let imageOffset = max(grid.floor((imageArea.height - ih) / 2), 0)
            let titleOffset = grid.round((titleArea.height - th) / 2)
            iy = imageArea.y + imageOffset
            ty = titleArea.y + titleOffset
            tracer.line("image y = imageArea y + floor((imageArea height − image height) / 2) = \(n(imageArea.y)) + floor((\(n(imageArea.height)) − \(n(ih))) / 2) = \(n(iy))")
            tracer.line("title y = titleArea y + round((titleArea height − title height) / 2) = \(n(titleArea.y)) + round((\(n(titleArea.height)) − \(n(th))) / 2) = \(n(ty))\(titleOffset < 0 ? " (negative: the title overflows its area)" : "")")
        case .fill:
            ih = imageArea.height
            th = titleArea.height
            iy = imageArea.y
            ty = titleArea.y
            tracer.line("fill: image height = imageArea height = \(n(ih)), title height = titleArea height = \(n(th))")
            tracer.line("image y = imageArea y = \(n(iy)); title y = titleArea y = \(n(ty))")
        }
        ix = grid.round(ix)
        iy = grid.round(iy)
        tx = grid.round(tx)
        ty = grid.round(ty)

        let imageView = imageSize == nil ? nil : Rect(x: ix, y: iy, width: iw, height: ih)
        let titleLabel = titleSize == nil ? nil : Rect(x: tx, y: ty, width: tw, height: th)

        // §6 the partner each element imagines beside itself.
        var virtualTitle: Rect?
        var virtualImage: Rect?
        if imageView != nil, titleLabel != nil {
            let vtY = verticalOrigin(of: th, in: imageArea, grid: grid, isTitle: true)
            virtualTitle = Rect(x: isRTL ? ix - tw : ix + iw, y: vtY.origin, width: tw, height: vtY.height)
            let viY = verticalOrigin(of: ih, in: titleArea, grid: grid, isTitle: false)
            virtualImage = Rect(x: isRTL ? tx + tw : tx - iw, y: viY.origin, width: iw, height: viY.height)
        }
        return SystemFrames(
            contentRect: contentRect, imageArea: imageArea, titleArea: titleArea,
            imageView: imageView, titleLabel: titleLabel, virtualTitle: virtualTitle, virtualImage: virtualImage
        )
    }

    /// §5's rule for one element, used to seat the virtual boxes in the other element's area.
    private func verticalOrigin(of height: Double, in area: Rect, grid: PixelGrid, isTitle: Bool) -> (origin: Double, height: Double) {
        switch contentVerticalAlignment {
        case .top: return (area.y, height)
        case .bottom: return (isTitle ? area.maxY - height : max(area.maxY - height, area.y), height)
        case .fill: return (area.y, area.height)
        case .center:
            let offset = isTitle ? grid.round((area.height - height) / 2) : max(grid.floor((area.height - height) / 2), 0)
            return (grid.round(area.y + offset), height)
        }
    }
}
