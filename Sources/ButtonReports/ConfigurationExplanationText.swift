// One event as lines of text: the first is the step's title, the rest its arithmetic with the
// numbers substituted. Everything shown comes from the event; nothing is recomputed except the
// display of sums the layout already evaluated.

import ButtonLayout

extension ConfigurationExplanation {
    /// `NAME: configuration layout of a 160 × 44 button at scale 3, left-to-right`.
    public var heading: String {
        explanationHeading(
            name: name, button: "configuration layout of a \(formatPoints(result.bounds.width)) × \(formatPoints(result.bounds.height)) button",
            scale: result.scale, direction: result.layoutDirection)
    }

    /// Numbered steps with the numbers substituted, for a terminal.
    public var text: String {
        var out = heading + "\n"
        var step = 0
        var resolution: ConfigurationResolution?
        for event in events {
            switch event {
            case .pass(let pass):
                out += "\n" + ExplanationText.passHeading(pass) + "\n"
            case .warning(let warning):
                out += "     warning: \(warning)\n"
            case .uncertain(let uncertainty):
                out += "     uncertain (\(uncertainty.specReference)): \(uncertainty.summary)\n"
            default:
                if case .resolved(let r) = event { resolution = r }
                step += 1
                let lines = ExplanationText.lines(for: event, resolution: resolution)
                let number = step < 10 ? " \(step)" : "\(step)"
                out += "\(number). \(lines.first ?? "")\n"
                for line in lines.dropFirst() { out += "     \(line)\n" }
            }
        }
        return out
    }
}

/// Display helpers shared by the text and JSON printers.
enum ExplanationText {
    static func p(_ value: Double) -> String { formatPoints(value) }

    static func rect(_ r: Rect) -> String { "(\(p(r.x)), \(p(r.y)), \(p(r.width)), \(p(r.height)))" }

    static func size(_ s: Size) -> String { "\(p(s.width)) × \(p(s.height))" }

    static func grid(_ scale: ScreenScale) -> String {
        switch scale {
        case .x1: "the 1-pt grid at 1x"
        case .x2: "the ½-pt grid at 2x"
        case .x3: "the ⅓-pt grid at 3x"
        }
    }

    /// `floorPx(30.5) = 30.33333 (to the ⅓-pt grid at 3x)`. When the five-decimal operand would
    /// round to a different result (float noise next to a grid line), the exact double is shown with
    /// its pixel product, as the spec does for its long-title example.
    static func rounding(_ r: PixelRounding) -> String {
        let shown = p(r.value)
        if let reparsed = Double(shown), PixelRounding(r.rule, reparsed, scale: r.scale).result == r.result {
            return "\(r.rule.helperName)(\(shown)) = \(p(r.result)) (to \(grid(r.scale)))"
        }
        let product = r.value * r.scale.factor
        let shownProduct = product == product.rounded() ? formatNumber(product) : "\(product)"
        return "\(r.rule.helperName)(\(r.value)) = \(r.rule.rawValue)(\(shownProduct))/\(r.scale.rawValue) = \(p(r.result)) (to \(grid(r.scale)); IEEE double)"
    }

    /// The operand of a rounding, then its result: `floorPx(80 − 49.5) = floorPx(30.5) = 30.33333 (…)`.
    static func rounding(_ r: PixelRounding, of expression: String) -> String {
        expression == p(r.value) ? rounding(r) : "\(r.rule.helperName)(\(expression)) = " + rounding(r)
    }

    static func font(_ f: ConfigurationFont) -> String {
        let name = f.textStyle.map { "\($0.uikitName) " } ?? ""
        return "\(name)\(p(f.size)) pt \(f.weight.rawValue)"
    }

    static func direction(_ d: LayoutDirection) -> String {
        d == .rightToLeft ? "right-to-left" : "left-to-right"
    }

    static func passHeading(_ pass: ConfigurationPass) -> String {
        switch pass {
        case .intrinsic:
            "Intrinsic size pass (§6): hasW = hasH = false, the text is measured unbounded"
        case .layout(let bounds, let sizeToFit):
            sizeToFit
                ? "Layout pass in the bounds \(size(bounds)) (sizeToFit: the intrinsic size)"
                : "Layout pass in the bounds \(size(bounds))"
        }
    }
}

extension PixelRounding: CustomStringConvertible {
    /// `floorPx(12.345) = 12.33333 (to the ⅓-pt grid at 3x)`.
    public var description: String { ExplanationText.rounding(self) }
}

extension ExplanationText {
    static func lines(for event: ConfigurationEvent, resolution: ConfigurationResolution?) -> [String] {
        switch event {
        case .resolved(let r): resolved(r)
        case .availableWidth(let step): availableWidth(step)
        case .measured(let step): measured(step)
        case .textBlock(let step): textBlock(step)
        case .placement(.horizontal(let step)): horizontalPlacement(step, resolution)
        case .placement(.vertical(let step)): verticalPlacement(step, resolution)
        case .insets(let step): insets(step, resolution)
        case .crossAxis(.horizontal(let step)): horizontalCentering(step, resolution)
        case .crossAxis(.vertical(let step)): verticalStacking(step, resolution)
        case .idealSize(let step): idealSize(step)
        case .positioning(let step): positioning(step)
        case .frames(let frames): framesLines(frames)
        case .pass(let pass): [passHeading(pass)]
        case .warning(let warning): ["warning: \(warning)"]
        case .uncertain(let u): ["uncertain (\(u.specReference)): \(u.summary)"]
        }
    }

    private static func resolved(_ r: ConfigurationResolution) -> [String] {
        let i = r.contentInsets
        var lines = ["Resolve (§1): \(r.buttonSize.rawValue) button, \(r.style.rawValue) style, \(direction(r.layoutDirection))"]
        var insets = "contentInsets (top \(p(i.top)), leading \(p(i.leading)), bottom \(p(i.bottom)), trailing \(p(i.trailing)))"
        switch r.contentInsetsSource {
        case .custom: insets += ": set by the configuration, replacing the \(r.buttonSize.rawValue) default"
        case .buttonSizeDefault:
            insets += ": the \(r.buttonSize.rawValue) default"
            if r.accessibilityInsetIncrease > 0 { insets += ", leading and trailing + \(p(r.accessibilityInsetIncrease)) at an accessibility text size" }
        }
        lines.append(insets)
        lines.append("on screen: left \(p(r.physicalInsets.left)), right \(p(r.physicalInsets.right)) (leading is the \(r.layoutDirection == .rightToLeft ? "right" : "left") side)")
        if r.contentSizeCategory != .large {
            lines.append("contentSizeCategory \(r.contentSizeCategory.rawValue): text-style fonts at their \(r.contentSizeCategory.shortName) sizes (DY1, DY5.1)")
        }
        lines.append("title font \(font(r.titleFont)), \(r.titleLineBreakMode.rawValue) (\(r.titleWraps ? "wraps" : "one line, cut to fit"))")
        if r.hasSubtitle {
            lines.append("subtitle font \(font(r.subtitleFont)), \(r.subtitleLineBreakMode.rawValue) (\(r.subtitleWraps ? "wraps" : "one line, cut to fit"))")
        }
        if let side = r.activityIndicatorSide {
            lines.append("activity indicator in the image slot: side = roundPx(title line height) = " + rounding(side))
        } else if r.hasImage {
            lines.append("image alignment size iw × ih = \(size(r.imageSize))")
        }
        let ip = r.imagePadding == r.configuredImagePadding
            ? "imagePadding ip = \(p(r.imagePadding))"
            : "imagePadding ip = 0 (configured \(p(r.configuredImagePadding)); it needs both an image and text)"
        let tp = r.titlePadding == r.configuredTitlePadding
            ? "titlePadding tp = \(p(r.titlePadding))"
            : "titlePadding tp = 0 (configured \(p(r.configuredTitlePadding)); it needs both a title and a subtitle)"
        let scaled = r.configuredImageReservation == r.imageReservation ? ""
            : " (\(p(r.configuredImageReservation)) through UIFontMetrics at \(r.contentSizeCategory.rawValue), DY5.3)"
        lines.append(ip + "; " + tp + "; imageReservation res = \(p(r.imageReservation))" + scaled)
        let order: String =
            switch r.imagePlacement {
            case .leading, .trailing: r.imageOnLeft ? "[image][ip][text]" : "[text][ip][image]"
            case .top: "image above the text"
            case .bottom: "image below the text"
            }
        lines.append("imagePlacement \(r.imagePlacement.rawValue) in \(direction(r.layoutDirection)): \(order)")
        if r.hasTitle && r.hasSubtitle {
            let note = r.resolvedTitleAlignment == .none ? " (lays out like leading)" : ""
            lines.append("titleAlignment \(r.titleAlignment.rawValue) → \(r.resolvedTitleAlignment.rawValue)\(note)")
        }
        return lines
    }

    private static func availableWidth(_ s: AvailableWidthStep) -> [String] {
        guard let width = s.boundsWidth else {
            return ["Available width (§2): no usable width, so avail = 0 and maxWidth = ∞"]
        }
        var lines = ["Available width (§2): avail = W = \(p(width))"]
        if s.subtractsImage {
            lines.append("avail = max(avail − ip − iw, 0) = max(\(p(width)) − \(p(s.imagePadding)) − \(p(s.imageWidth)), 0) = \(p(s.available))")
        }
        if s.available > 0 {
            lines.append("textAvail = max(avail − leading − trailing, 0) = max(\(p(s.available)) − \(p(s.leading)) − \(p(s.trailing)), 0) = \(p(s.textAvailable))")
        } else {
            lines.append("textAvail = avail = 0")
        }
        if let maxWidth = s.maxWidth {
            lines.append("maxWidth mw = " + rounding(maxWidth))
        } else {
            lines.append("textAvail is 0: the labels are measured unbounded (maxWidth ∞)")
        }
        return lines
    }

    private static func measured(_ s: LabelMeasurementStep) -> [String] {
        let source: String =
            switch s.source {
            case .given: "the given size"
            case .wrappedSize: "the given wrappedSize"
            case .measured: "measured"
            }
        let maxWidth = s.maxWidth.isFinite ? p(s.maxWidth) : "∞"
        var lines = [
            "\(s.label.rawValue) \"\(s.text)\": M(\(font(s.font)), maxWidth \(maxWidth), numberOfLines \(s.numberOfLines)) = \(size(s.measured)) (\(source))",
        ]
        if let cut = s.cutTo {
            lines.append("\(s.lineBreakMode.rawValue) does not wrap and \(p(s.measured.width)) ≥ textAvail \(p(cut)): width = \(p(cut))")
        }
        return lines
    }

    private static func textBlock(_ s: TextBlockStep) -> [String] {
        let (tw, sw) = (s.titleSize.width, s.subtitleSize.width)
        var lines = [
            "Text block (§3): title \(size(s.titleSize)) above subtitle \(size(s.subtitleSize))",
            "d = |tw − sw| = |\(p(tw)) − \(p(sw))| = \(p(s.difference))",
        ]
        let who = s.narrower.rawValue
        if let offset = s.offset {
            let why = s.halved ? "center" : "right-aligned (\(s.alignment.rawValue) in \(direction(s.direction)))"
            let operand = s.halved ? "\(p(s.difference)) / 2" : p(s.difference)
            lines.append("\(why): the narrower \(who) x = " + rounding(offset, of: operand))
        } else {
            lines.append("left-aligned (\(s.alignment.rawValue) in \(direction(s.direction))): the narrower \(who) x = 0")
        }
        lines.append("subtitle y = th + tp = \(p(s.titleSize.height)) + \(p(s.titlePadding)) = \(p(s.subtitleY))")
        return lines
    }

    private static func horizontalPlacement(_ s: HorizontalPlacementStep, _ r: ConfigurationResolution?) -> [String] {
        var lines = ["Placement (§4): \(s.imageOnLeft ? "[image][ip][text]" : "[text][ip][image]"), in the content's own coordinates"]
        lines.append("R = max(iw, res) = max(\(p(s.imageWidth)), \(p(s.reservation))) = \(p(s.slotWidth))")
        if let offset = s.reservationOffset {
            lines.append("rOff = " + rounding(offset, of: "(\(p(s.reservation)) − \(p(s.imageWidth))) / 2"))
        }
        let rOff = p(s.reservationOffset?.result ?? 0)
        if s.imageOnLeft {
            lines.append("image x = rOff = \(rOff); text x += R + ip = \(p(s.slotWidth)) + \(p(s.imagePadding))" + textXs(s.titleX, s.subtitleX, r))
        } else {
            lines.append("image x = textW + ip + rOff = \(p(s.textWidth)) + \(p(s.imagePadding)) + \(rOff) = \(p(s.imageX))")
        }
        lines.append("cw = textW + ip + R = \(p(s.textWidth)) + \(p(s.imagePadding)) + \(p(s.slotWidth)) = \(p(s.contentWidth))")
        lines.append("ch = max(ih, th + sh) + tp = max(\(p(s.imageHeight)), \(p(s.titleHeight)) + \(p(s.subtitleHeight))) + \(p(s.titlePadding)) = \(p(s.contentHeight))")
        return lines
    }

    private static func verticalPlacement(_ s: VerticalPlacementStep, _ r: ConfigurationResolution?) -> [String] {
        var lines = ["Placement (§4): image \(r?.imagePlacement == .bottom ? "below" : "above") the text, in the content's own coordinates"]
        lines.append("cw = max(iw, textW) = max(\(p(s.imageWidth)), \(p(s.textWidth))) = \(p(s.contentWidth))")
        if let k = s.centering {
            let moved = s.imageIsWider ? "text x += k" + textXs(s.titleX, s.subtitleX, r) : "image x = k"
            lines.append("k = " + rounding(k, of: "|\(p(s.imageWidth)) − \(p(s.textWidth))| / 2") + "; \(moved)")
        }
        lines.append("ch = th + tp + sh + ip + max(ih, res) = \(p(s.titleHeight)) + \(p(s.titlePadding)) + \(p(s.subtitleHeight)) + \(p(s.imagePadding)) + max(\(p(s.imageHeight)), \(p(s.reservation))) = \(p(s.contentHeight))")
        return lines
    }

    private static func textXs(_ titleX: Double, _ subtitleX: Double, _ r: ConfigurationResolution?) -> String {
        var parts: [String] = []
        if r?.hasTitle ?? true { parts.append("title x \(p(titleX))") }
        if r?.hasSubtitle ?? false { parts.append("subtitle x \(p(subtitleX))") }
        return parts.isEmpty ? "" : " → " + parts.joined(separator: ", ")
    }

    private static func insets(_ s: InsetsStep, _ r: ConfigurationResolution?) -> [String] {
        var placed: [String] = []
        if r?.hasImage ?? true { placed.append("image (\(p(s.image.x)), \(p(s.image.y)))") }
        if r?.hasTitle ?? true { placed.append("title (\(p(s.title.x)), \(p(s.title.y)))") }
        if r?.hasSubtitle ?? false { placed.append("subtitle (\(p(s.subtitle.x)), \(p(s.subtitle.y)))") }
        return [
            "Insets (§5): move by left \(p(s.left)) and top \(p(s.top)), no rounding",
            "content rect C = (left, top, cw, ch) = \(rect(s.contentRect))",
        ] + (placed.isEmpty ? [] : [placed.joined(separator: ", ")])
    }

    private static func horizontalCentering(_ s: HorizontalCentering, _ r: ConfigurationResolution?) -> [String] {
        let operand = "\(p(s.textBlock.midY)) − \(p(s.image.midY))"
        var lines = [
            "Cross-axis centring (§5): text block U = \(rect(s.textBlock)), image \(rect(s.image))",
            "d = roundPx(midY(U) − midY(image)) = " + rounding(s.offset, of: operand),
        ]
        switch s.moved {
        case .none: lines.append("d = 0: nothing moves")
        case .image:
            lines.append("the image is not taller (\(p(s.image.height)) ≤ \(p(s.textBlock.height))): image y += d → \(p(s.imageY))")
        case .text:
            var moved = "the image is taller (\(p(s.image.height)) > \(p(s.textBlock.height))): text y −= d → title y \(p(s.titleY))"
            if r?.hasSubtitle ?? false { moved += ", subtitle y \(p(s.subtitleY))" }
            lines.append(moved)
        }
        return lines
    }

    private static func verticalStacking(_ s: VerticalStacking, _ r: ConfigurationResolution?) -> [String] {
        var lines = ["Stacking (§5): Rv = max(ih, res) = \(p(s.reservedHeight))"]
        if let offset = s.reservationOffset {
            lines.append("rv = roundPx((res − ih) / 2) = " + rounding(offset))
        }
        let rv = p(s.reservationOffset?.result ?? 0)
        if s.placement == .top {
            var moved = "text y += ip + Rv = \(p(s.imagePadding)) + \(p(s.reservedHeight)) → title y \(p(s.titleY))"
            if r?.hasSubtitle ?? false { moved += ", subtitle y \(p(s.subtitleY))" }
            lines.append(moved + "; image y += rv → \(p(s.imageY))")
        } else {
            lines.append("image y = sy + sh + ip + rv = \(p(s.subtitleY)) + \(p(s.subtitleHeight)) + \(p(s.imagePadding)) + \(rv) = \(p(s.imageY)) (below the last label)")
        }
        return lines
    }

    private static func idealSize(_ s: IdealSizeStep) -> [String] {
        [
            "Ideal size (§6): \(size(s.size))",
            "IW = roundPx(cw + leading + trailing) = " + rounding(s.width, of: "\(p(s.contentWidth)) + \(p(s.leading)) + \(p(s.trailing))"),
            "IH = roundPx(ch + top + bottom) = " + rounding(s.height, of: "\(p(s.contentHeight)) + \(p(s.top)) + \(p(s.bottom))"),
        ]
    }

    private static func positioning(_ s: PositioningStep) -> [String] {
        switch s {
        case .unbounded(let bounds):
            return ["Position (§7): the bounds \(size(bounds)) have no usable width or height, so §5's frames are final"]
        case .idealSize(let ideal):
            return ["Position (§7): the bounds are exactly the ideal size \(size(ideal)), so §5's frames are final"]
        case .shifted(let shift):
            let rule = shift.direction == .rightToLeft ? "ceilPx in right-to-left" : "floorPx in left-to-right"
            return [
                "Position (§7): I = bounds inset by the content insets = \(rect(shift.insetsRect)), C = \(rect(shift.contentRect))",
                "horizontal \(shift.horizontalAlignment.rawValue) (\(rule)): " + axis(shift.horizontal, "dx", "X"),
                "vertical \(shift.verticalAlignment.rawValue) (always floorPx): " + axis(shift.vertical, "dy", "Y"),
            ]
        }
    }

    private static func axis(_ shift: AxisShift, _ name: String, _ axis: String) -> String {
        func match(_ m: EdgeMatch) -> String {
            "\(m.offset.rule.helperName)(\(m.anchor.rawValue)\(axis)(I) − \(m.anchor.rawValue)\(axis)(C)) = "
                + rounding(m.offset, of: "\(p(m.target)) − \(p(m.content))")
        }
        switch shift {
        case .uniform(let m):
            return "\(name) = " + match(m)
        case .split(let first, let second, let firstPart):
            let other: ContentPart = firstPart == .image ? .text : .image
            return "fill splits: \(firstPart.rawValue) \(name) = " + match(first) + "; \(other.rawValue) \(name) = " + match(second)
        }
    }

    private static func framesLines(_ f: ConfigurationFrames) -> [String] {
        func frame(_ name: String, _ r: Rect?) -> String {
            let padded = name + String(repeating: " ", count: max(0, 18 - name.count))
            return padded + (r.map(rect) ?? "none")
        }
        var lines = ["Frames (§8), no final rounding", frame("bounds", f.bounds), frame("contentRect", f.contentRect)]
        if let alignment = f.imageAlignmentRect, let view = f.imageView {
            lines.append(frame("imageView", view) + " (alignment rect \(rect(alignment)) grown by the image's alignment insets)")
        } else {
            lines.append(frame("imageView", nil))
        }
        if let indicator = f.activityIndicator { lines.append(frame("activityIndicator", indicator)) }
        lines.append(frame("titleLabel", f.titleLabel))
        lines.append(frame("subtitleLabel", f.subtitleLabel))
        return lines
    }
}
