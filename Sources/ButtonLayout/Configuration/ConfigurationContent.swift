// §2–§6 of configuration-model.md: one pass that measures the labels, builds the content block in
// its own coordinates, moves it by the insets, centres the cross axis and derives the ideal size.
// Every expression keeps the spec's operand order: IEEE double results depend on it (§9).

/// The content block of one pass, in button coordinates before §7's shift.
struct ContentBlock {
    var titleSize: Size
    var subtitleSize: Size
    /// The image slot: the image's alignment rect or the indicator's square.
    var image: Rect
    var title: Point
    var subtitle: Point
    /// C of §5.
    var content: Rect
    /// (IW, IH) of §6.
    var ideal: Size
}

/// How a pass sees the bounds' width: `nil` when it has no usable width (hasW false).
struct PassInput {
    var width: Double?
    /// The layout pass only: the unbounded sizes from the intrinsic pass, to tell when a label
    /// wrapped. Warnings are collected in the layout pass alone.
    var natural: (title: Size, subtitle: Size)?

    var collectsWarnings: Bool { natural != nil }
}

extension ConfigurationButton {
    func layoutContent<T: ConfigurationTracing>(
        _ input: PassInput, _ r: ConfigurationResolution, measurer: (any LabelMeasuring)?,
        tracer: inout T, warnings: inout [ConfigurationWarning]
    ) -> ContentBlock {
        let insets = r.contentInsets
        let (iw, ih) = (r.imageSize.width, r.imageSize.height)
        let ip = r.imagePadding
        let tp = r.titlePadding
        let res = r.imageReservation
        let horizontal = r.imagePlacement.isHorizontal
        let left = r.physicalInsets.left

        // §2 Measure.
        let hasW = input.width != nil
        var avail = input.width ?? 0
        let subtractsImage = avail > 0 && r.hasImage && horizontal
        if subtractsImage { avail = max(avail - ip - iw, 0) }
        let textAvail = avail > 0 ? max(avail - insets.leading - insets.trailing, 0) : avail
        let maxWidthRounding = textAvail > 0 ? PixelRounding(.ceil, textAvail, scale: scale) : nil
        let mw = maxWidthRounding?.result ?? .infinity
        tracer.record(.availableWidth(AvailableWidthStep(
            boundsWidth: input.width, subtractsImage: subtractsImage, imagePadding: ip, imageWidth: iw,
            available: avail, leading: insets.leading, trailing: insets.trailing, textAvailable: textAvail,
            maxWidth: maxWidthRounding
        )))
        if hasW, horizontal, res > iw { tracer.record(.uncertain(.textWidthIgnoresReservation)) }

        let titleLines = r.titleWraps ? 0 : 1
        let (tw, th) = measureLabel(
            .title, present: r.hasTitle, font: r.titleFont, mode: r.titleLineBreakMode, numberOfLines: titleLines,
            maxWidth: mw, textAvailable: textAvail, hasW: hasW, input: input, measurer: measurer,
            tracer: &tracer, warnings: &warnings
        )
        // §13.13: UIKit gives the subtitle the title's line count; only the cut follows its own mode.
        let (sw, sh) = measureLabel(
            .subtitle, present: r.hasSubtitle, font: r.subtitleFont, mode: r.subtitleLineBreakMode,
            numberOfLines: titleLines, maxWidth: mw, textAvailable: textAvail, hasW: hasW, input: input,
            measurer: measurer, tracer: &tracer, warnings: &warnings
        )
        if r.hasSubtitle, r.titleWraps != r.subtitleWraps { tracer.record(.uncertain(.subtitleLineCount)) }
        let textW = max(tw, sw)

        // §3 Text block.
        var tx = 0.0
        var sx = 0.0
        if r.hasTitle && r.hasSubtitle {
            let d = abs(tw - sw)
            let alignment = r.resolvedTitleAlignment
            let rightAligned = (r.layoutDirection == .rightToLeft) != (alignment == .trailing)
            let offset: PixelRounding? =
                alignment == .center ? PixelRounding(.floor, d / 2, scale: scale)
                : rightAligned ? PixelRounding(.floor, d, scale: scale)
                : nil
            let narrower: ConfigurationLabelRole = tw < sw ? .title : .subtitle
            if narrower == .title { tx = offset?.result ?? 0 } else { sx = offset?.result ?? 0 }
            tracer.record(.textBlock(TextBlockStep(
                titleSize: Size(width: tw, height: th), subtitleSize: Size(width: sw, height: sh), difference: d,
                alignment: alignment, direction: r.layoutDirection, offset: offset, halved: alignment == .center,
                narrower: narrower, titlePadding: tp, subtitleY: th + tp
            )))
            if offset != nil { tracer.record(.uncertain(.textBlockRounding)) }
        }

        // §4 Place image and text.
        var ix = 0.0
        let cw: Double
        let ch: Double
        if horizontal {
            let slot = max(iw, res)
            let reservationOffset = res > iw ? PixelRounding(.round, (res - iw) / 2, scale: scale) : nil
            let rOff = reservationOffset?.result ?? 0
            if r.imageOnLeft {
                ix = rOff
                tx += slot + ip
                sx += slot + ip
            } else {
                ix = textW + ip + rOff
            }
            cw = textW + ip + slot
            ch = max(ih, th + sh) + tp
            tracer.record(.placement(.horizontal(HorizontalPlacementStep(
                imageWidth: iw, reservation: res, slotWidth: slot, reservationOffset: reservationOffset,
                imageOnLeft: r.imageOnLeft, imagePadding: ip, textWidth: textW, imageX: ix, titleX: tx, subtitleX: sx,
                contentWidth: cw, imageHeight: ih, titleHeight: th, subtitleHeight: sh, titlePadding: tp, contentHeight: ch
            ))))
            tracer.noteTies(reservationOffset)
            if reservationOffset != nil { tracer.record(.uncertain(.reservationCentering)) }
            if tp > 0 { tracer.record(.uncertain(.titlePaddingOutsideMax)) }
        } else {
            cw = max(iw, textW)
            var centering: PixelRounding?
            if r.hasImage && r.hasText && iw != textW {
                let k = PixelRounding(.floor, abs(iw - textW) / 2, scale: scale)
                centering = k
                if iw >= textW {
                    tx += k.result
                    sx += k.result
                } else {
                    ix = k.result
                }
            }
            ch = th + tp + sh + ip + max(ih, res)
            tracer.record(.placement(.vertical(VerticalPlacementStep(
                imageWidth: iw, textWidth: textW, centering: centering, imageIsWider: iw >= textW, imageX: ix,
                titleX: tx, subtitleX: sx, contentWidth: cw, titleHeight: th, titlePadding: tp, subtitleHeight: sh,
                imagePadding: ip, imageHeight: ih, reservation: res, contentHeight: ch
            ))))
            if centering != nil { tracer.record(.uncertain(.verticalPlacementCentering)) }
        }
        if res > 0, !r.hasImage { tracer.record(.uncertain(.reservationWithoutImage)) }

        // §5 Insets (no rounding), then cross-axis centring.
        let top = insets.top
        ix += left
        tx += left
        sx += left
        var iy = top
        var ty = top
        var sy = top + th + tp
        let content = Rect(x: left, y: top, width: cw, height: ch)
        tracer.record(.insets(InsetsStep(
            left: left, top: top, contentRect: content, image: Rect(x: ix, y: iy, width: iw, height: ih),
            title: Point(x: tx, y: ty), subtitle: Point(x: sx, y: sy)
        )))

        if r.hasImage && r.hasText {
            if horizontal {
                let titleRect = Rect(x: tx, y: ty, width: tw, height: th)
                let subtitleRect = Rect(x: sx, y: sy, width: sw, height: sh)
                let u = r.hasTitle && r.hasSubtitle ? titleRect.union(subtitleRect) : (r.hasTitle ? titleRect : subtitleRect)
                let imageRect = Rect(x: ix, y: iy, width: iw, height: ih)
                let d = PixelRounding(.round, u.midY - imageRect.midY, scale: scale)
                var moved = HorizontalCentering.Moved.none
                if d.result != 0 {
                    if ih <= u.height {
                        iy += d.result
                        moved = .image
                    } else {
                        ty -= d.result
                        sy -= d.result
                        moved = .text
                    }
                }
                tracer.record(.crossAxis(.horizontal(HorizontalCentering(
                    textBlock: u, image: imageRect, offset: d, moved: moved, imageY: iy, titleY: ty, subtitleY: sy
                ))))
                tracer.noteTies(d)
            } else {
                let rv = max(ih, res)
                let reservationOffset = res > ih ? PixelRounding(.round, (res - ih) / 2, scale: scale) : nil
                let rOff = reservationOffset?.result ?? 0
                if r.imagePlacement == .top {
                    ty += ip + rv
                    sy += ip + rv
                    iy += rOff
                } else {
                    iy = sy + sh + ip + rOff
                }
                tracer.record(.crossAxis(.vertical(VerticalStacking(
                    placement: r.imagePlacement, imagePadding: ip, reservedHeight: rv, reservationOffset: reservationOffset,
                    subtitleHeight: sh, imageY: iy, titleY: ty, subtitleY: sy
                ))))
                tracer.noteTies(reservationOffset)
                if reservationOffset != nil { tracer.record(.uncertain(.reservationCentering)) }
            }
        }

        // §6 Ideal size.
        let idealWidth = PixelRounding(.round, cw + insets.leading + insets.trailing, scale: scale)
        let idealHeight = PixelRounding(.round, ch + insets.top + insets.bottom, scale: scale)
        tracer.record(.idealSize(IdealSizeStep(
            contentWidth: cw, leading: insets.leading, trailing: insets.trailing, width: idealWidth,
            contentHeight: ch, top: insets.top, bottom: insets.bottom, height: idealHeight
        )))
        tracer.noteTies(idealWidth, idealHeight)

        return ContentBlock(
            titleSize: Size(width: tw, height: th), subtitleSize: Size(width: sw, height: sh),
            image: Rect(x: ix, y: iy, width: iw, height: ih), title: Point(x: tx, y: ty), subtitle: Point(x: sx, y: sy),
            content: content, ideal: Size(width: idealWidth.result, height: idealHeight.result)
        )
    }
}
