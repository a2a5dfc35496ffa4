import ButtonLayout

// Formats an explanation's events as the numbered text of `buttonlab explain`. The engine only
// emits events; every sentence lives here, in the reports.

extension Explanation {
    /// Numbered sections with indented lines, for a terminal.
    public var text: String {
        var out = heading + "\n"
        var number = 0
        for event in events {
            switch event {
            case .phase(let phase):
                number += 1
                out += "\n\(number). \(phase.title)\n"
            default:
                for line in lines(for: event) { out += "   \(line)\n" }
            }
        }
        return out
    }

    /// The printed lines of one phase (the first time it runs).
    public func lines(in phase: LayoutPhase) -> [String] {
        guard let start = events.firstIndex(of: .phase(phase)) else { return [] }
        let rest = events[(start + 1)...]
        let end = rest.firstIndex { if case .phase = $0 { return true } else { return false } } ?? events.endIndex
        return events[(start + 1)..<end].flatMap { lines(for: $0) }
    }

    /// The phases in the order they ran.
    public var phases: [LayoutPhase] {
        events.compactMap { if case .phase(let phase) = $0 { return phase } else { return nil } }
    }

    /// `NAME: system layout of a 200 × 100 custom button at scale 2, left-to-right`.
    public var heading: String {
        explanationHeading(
            name: name, button: "\(button.layout.name) layout of a \(formatSize(result.bounds.size)) \(button.buttonType.rawValue) button",
            scale: button.scale, direction: button.effectiveLayoutDirection)
    }

    public func lines(for event: LayoutEvent) -> [String] {
        let scale = button.scale.factor
        switch event {
        case .phase(let phase):
            return [phase.title]
        case .step(let name, let term, let value):
            var lines = [stepLine(name: name, term: term, value: value)]
            for rounding in term.roundings(scale: scale) where rounding.before != rounding.after {
                lines.append("  \(rounding.rounding.rawValue)(\(formatNumber(rounding.before))) = \(formatNumber(rounding.after)) (\(rounding.rounding.gridDescription(scale: button.scale)))")
            }
            return lines
        case .uncertain(let uncertainty):
            return ["(uncertain: \(uncertainty.explanation))"]
        case .note(let note):
            return [note.text(button: button)]
        }
    }

    func stepLine(name: String, term: Term, value: Double) -> String {
        let symbolic = term.symbolic
        let substituted = term.substituted
        var line = "\(name) = \(symbolic)"
        if substituted != symbolic { line += " = \(substituted)" }
        let result = formatNumber(value).replacingMinus
        if result != substituted { line += " = \(result)" }
        return line
    }
}

/// Both models' explanations open alike: the name, which layout of what button, the scale and the direction.
func explanationHeading(name: String?, button: String, scale: ScreenScale, direction: LayoutDirection) -> String {
    let heading = "\(button) at scale \(scale.rawValue), " + (direction == .rightToLeft ? "right-to-left" : "left-to-right")
    return (name.map { "\($0): " } ?? "") + heading
}

extension LayoutPhase {
    public var title: String {
        switch self {
        case .intrinsicSize: "Intrinsic size: sizeThatFits: and intrinsicContentSize (R9–R11)"
        case .contentRect: "Content rect: contentRectForBounds: (R2, R3)"
        case .areas: "Image and title areas: the content rect inset by each element's insets, rounded, signed (R4.1)"
        case .sizes: "Sizes: the image is squashed to its area, the title gets what is left beside it (R4.2, R5, R6)"
        case .horizontal: "Horizontal placement: image and title as one block (R7)"
        case .vertical: "Vertical placement: each element in its own area (R8)"
        case .frames: "Frames: origins rounded to pixels, sizes kept (R8)"
        case .rectOverrides: "rectOverrides: the subclass's imageRectForContentRect: / titleRectForContentRect: replace the system's"
        case .layoutSubviews: "layoutSubviews: after super, the subclass sets the frames itself"
        case .fixedRects: "fixedRects: the rect methods return the stored rects unless they are empty (article 4's MyButton)"
        case .movement: "What the insets did: each element compared with the same button without insets"
        }
    }
}

extension Rounding {
    public func gridDescription(scale: ScreenScale) -> String {
        let grid = switch scale {
        case .x1: "the 1-pt grid at 1x"
        case .x2: "the ½-pt grid at 2x"
        case .x3: "the ⅓-pt grid at 3x"
        }
        return switch self {
        case .roundPx: "to \(grid)"
        case .floorPx: "down to \(grid)"
        case .ceilPx: scale == .x1 ? "up to whole points" : "up to \(grid): the title box is whole pixels"
        case .roundUpPx: "to \(grid), halves up"
        case .ceil: "up to whole points"
        }
    }
}

extension Uncertainty {
    public var explanation: String {
        switch self {
        case .pixelTitleRounding: "titleSizeRounding: pixels reproduces one published series of captures; which iOS versions used it is unknown"
        case .perComponentInsetRounding: "contentEdgeInsets are rounded one by one, ties up; one measured case"
        case .zeroAxisIsNoIntrinsicMetric: "an axis of exactly 0 is reported as noIntrinsicMetric (−1); sizeThatFits keeps 0"
        case .truncatedTitleHugging: "a truncated title hugging its middle-truncated line was measured on Mac Catalyst only"
        case .centerRightToLeft: "centre alignment in right-to-left: the arguments are inferred, not measured"
        case .unroundedImageSize: "the image size is used unrounded (read in the decompiled code, not measured)"
        case .titleOnlyImageInsets: "crossing imageEdgeInsets shift a title-only button's title (decompiled code only)"
        case .negativeHalves: "how roundPx rounds a negative half"
        case .backgroundImage: "background images are not measured"
        case .lineBreakInOneLineLabel: "what a one-line label shows of a title with a line break (its first line is assumed; layout-model.md R6.4, open question 2)"
        case .engineLineBreaks: "the line breaks are the engine's greedy word wrap with SF's widths, not CoreText's: give title.wrappedSize as UIKit measured it"
        }
    }
}

extension LayoutNote {
    func text(button: Button) -> String {
        switch self {
        case .titleNaturalSize(let size, let given):
            return "title natural size (w0, h0) = \(formatSize(size))" + (given ? ", given in the scenario" : ", measured like SF: line height = font size × 2444/2048, "
                + "width = the stand-in font's width W_I × SF's ratio r0, plus SF's tracking t (1/1000 em) per character, "
                + "less the optical-size correction δ above 17 pt (text-metrics.md TR5)")
        case .emptyTitleLine(let fontSize, let lineHeight, let empty):
            return "\(empty ? "the title is empty" : "there is no title"), but a \(button.buttonType.rawValue) button is likely to have one: it reserves one line of the \(formatNumber(fontSize))-pt font, \(formatNumber(fontSize)) × 2444/2048 = \(formatNumber(lineHeight)) high (R9.2)"
        case .emptyTitleNotCounted:
            return "no title, and a custom button with a non-resizable background image is not likely to have one: it counts 0 × 0 (R9.2)"
        case .intrinsicPadding(_, let reason):
            switch reason {
            case .applies: return "no image, no background image, zero contentEdgeInsets: the 6-pt title padding applies, +12 in height and at least 30 wide (R2, R11)"
            case .hasImage: return "the button has an image: no title padding"
            case .hasBackgroundImage: return "the button has a background image: no title padding"
            case .hasContentEdgeInsets: return "contentEdgeInsets are not zero: no title padding"
            }
        case .layoutPadding(let inUse, let queried):
            if inUse { return "the intrinsic size was queried (sizeToFit, Auto Layout), which left the 6-pt padding on: P = padding (6, 0, 6, 0)" }
            return queried ? "P = contentEdgeInsets (the padding does not apply to this button)" : "P = contentEdgeInsets (nothing queried the intrinsic size, so the 6-pt padding is off)"
        case .imageAndTitleInsetsIgnored:
            return "imageEdgeInsets and titleEdgeInsets do not count"
        case .noIntrinsicMetric(let width, let height):
            let axes = [width ? "width" : nil, height ? "height" : nil].compactMap { $0 }.joined(separator: " and ")
            return "intrinsicContentSize reports the zero \(axes) as noIntrinsicMetric (−1)"
        case .nonResizableBackgroundMinimum(let size):
            return "a non-resizable background image of \(formatSize(size)) is the minimum size (R9.3)"
        case .sizeToFit(let size):
            return "sizeToFit: the bounds become \(formatSize(size))"
        case .contentCollapsed(let width, let height):
            let axes = [width ? "horizontal" : nil, height ? "vertical" : nil].compactMap { $0 }.joined(separator: " and ")
            return "the \(axes) insets cross: the content rect collapses to their midpoint, then snaps outward to the pixel grid"
        case .areaCrossed(let element, let width, let height):
            let name = element == .imageArea ? "image area" : "title area"
            var sides: [String] = []
            if width < 0 { sides.append("\(formatNumber(width)) pt wide") }
            if height < 0 { sides.append("\(formatNumber(height)) pt high") }
            return "the insets cross: the \(name) is \(sides.joined(separator: " and ")), and stays negative (never clamped)"
        case .noImage:
            return "no image: iw0 = ih0 = 0"
        case .noTitle(let empty):
            return empty ? "the title is empty: the label is hidden, its rect is (0, 0, 0, 0)" : "no title"
        case .titleFits:
            return "the title fits: (wm, hm) = (w0, h0)"
        case .titleTruncated(let natural, let available, let line):
            if let line { return "the title (\(formatNumber(natural)) wide) does not fit in \(formatNumber(available)): the label hugs its middle-truncated line \"\(line)\"" }
            return "the title (\(formatNumber(natural)) wide) does not fit in \(formatNumber(available)): it takes the whole available width"
        case .titleWidthIsUpperBound:
            return "the title does not fit and its text cannot be measured: wm = maxTW, an upper bound"
        case .titleLines(let count, let hardLines, let lineHeight, let source, let lines):
            let settings = button.titleLabelLines
            let label = "numberOfLines = \(settings.numberOfLines), lineBreakMode = \(settings.lineBreakMode.rawValue)"
            let height = "\(count) × \(formatNumber(lineHeight)) (one line of the natural height's \(hardLines))"
            switch source {
            case .firstLine:
                return "\(label): the label lays out 1 of the title's \(hardLines) hard lines, its first; hm = one line, \(formatNumber(lineHeight)) (ML4.2)"
            case .given:
                return "\(label): the label's size at maxTW is title.wrappedSize, as UIKit measured it: (wm, hm) = \(formatSize(settings.wrappedSize ?? .zero)), \(count) line\(count == 1 ? "" : "s") (ML2)"
            case .estimated:
                return "\(label): the title is known only by its size, so it is split evenly at maxTW: \(height), an estimate (ML2)"
            case .wrapped:
                let shown = (lines ?? []).map { "\"\($0)\"" }.joined(separator: " / ")
                return "\(label): the label wraps at maxTW into \(count) line\(count == 1 ? "" : "s") \(shown); hm = \(height), both sides ceiled to pixels (ML2, ML2.2)"
            }
        case .intrinsicIgnoresWrapping(let hardLines, let numberOfLines):
            return "the intrinsic size measures the title without a width limit and without numberOfLines (\(numberOfLines)): \(hardLines) hard line\(hardLines == 1 ? "" : "s"), soft wraps never count, so a wrapped title never grows the button (ML4)"
        case .imageSquashed:
            return "the image area is smaller than the image: it is squashed, never cropped"
        case .alignment(let alignment, let resolved, let rtl):
            let order = rtl ? "right-to-left: the block is [title][image]" : "left-to-right: the block is [image][title]"
            let how = alignment == resolved ? alignment.rawValue : "\(alignment.rawValue) = \(resolved.rawValue)"
            return resolved == .fill ? "fill: each area is shared in proportion to the widths (not mirrored)" : "\(how), \(order)"
        case .verticalAlignment(let alignment):
            return "contentVerticalAlignment = \(alignment.rawValue)"
        case .titleOverflowsArea:
            return "the title is taller than its area: it overflows above and below"
        case .frame(let name, let rect):
            return "\(name.rawValue.padding(toLength: 18)) \(rect.map(formatRect) ?? "none")"
        case .moved(let element, let dx, let dy, let insetDx, let insetDy):
            let name = element == .imageView ? "the image" : "the title"
            let parts = [
                movement(dx, insetDx, "right", "left"), movement(dy, insetDy, "down", "up"),
            ].compactMap { $0 }
            return parts.isEmpty ? "\(name) did not move" : "\(name) moved \(parts.joined(separator: " and "))"
        case .overrideRect(let name, let source, let c, let bounds, let result):
            return "\(name) = (\(source.joined(separator: ", "))) with cx \(formatNumber(c.x)), cy \(formatNumber(c.y)), cw \(formatNumber(c.width)), ch \(formatNumber(c.height)), bw \(formatNumber(bounds.width)), bh \(formatNumber(bounds.height)) = \(formatRect(result))"
        case .overrideRectEmpty(let name, let rect):
            return "\(name) \(formatRect(rect)) is empty: the system's rect is used"
        case .reportedRectsUnchanged(let image, let title):
            return "imageRectForContentRect: and titleRectForContentRect: still return the system's rects: \(image.map(formatRect) ?? "none") and \(title.map(formatRect) ?? "none")"
        case .autoSize(let union, let size):
            return "autoSize: union of the rects = \(formatRect(union)); size = union size + 2 × union origin = \(formatSize(size))"
        case .autoSizeRelayout(let size):
            return "the new size \(formatSize(size)) runs layoutSubviews again"
        case .autoSizeUnsettled:
            return "autoSize did not settle after 8 layout passes; the last size is kept"
        case .warning(let warning):
            return "warning: \(warning)"
        }
    }

    /// "25 pt right, not 50": the move, and what the insets seem to say when it differs; nil when
    /// neither moved nor was asked to.
    private func movement(_ delta: Double, _ inset: Double, _ positive: String, _ negative: String) -> String? {
        if delta == 0 && inset == 0 { return nil }
        let axis = positive == "right" ? "left − right" : "top − bottom"
        let moved = delta == 0 ? "0 pt \(positive == "right" ? "sideways" : "up or down")" : "\(formatNumber(abs(delta))) pt \(delta > 0 ? positive : negative)"
        guard delta != inset else { return moved }
        if delta != 0 && inset != 0 && (delta > 0) == (inset > 0) { return moved + ", not \(formatNumber(abs(inset)))" }
        return moved + " (insets \(axis) = \(formatNumber(inset).replacingMinus))"
    }
}

extension Term {
    /// How tightly the term binds; a negative number written out binds like a negation, so it is
    /// parenthesised after an operator: `200 − (−20)`.
    private func precedence(substituting: Bool) -> Int {
        switch self {
        case .add, .subtract: 1
        case .multiply, .divide: 2
        case .negate: 3
        case .operand(_, let value): substituting && value < 0 ? 0 : 4
        case .constant(let value): value < 0 ? 0 : 4
        case .minimum, .maximum, .rounded, .integralLength: 4
        }
    }

    /// The formula with names: `IR.x + floorPx((IR.w − iw − tw) / 2)`.
    public var symbolic: String { render(substituting: false) }

    /// The formula with the values: `50 + floorPx((150 − 50 − 50) / 2)`.
    public var substituted: String { render(substituting: true) }

    private func render(substituting: Bool) -> String {
        func child(_ term: Term, _ minimum: Int) -> String {
            let text = term.render(substituting: substituting)
            return term.precedence(substituting: substituting) < minimum ? "(\(text))" : text
        }
        switch self {
        case .operand(let name, let value):
            return substituting ? formatNumber(value).replacingMinus : name
        case .constant(let value):
            return formatNumber(value).replacingMinus
        case .add(let a, let b): return "\(child(a, 1)) + \(child(b, 2))"
        case .subtract(let a, let b): return "\(child(a, 1)) − \(child(b, 2))"
        case .multiply(let a, let b): return "\(child(a, 2)) × \(child(b, 3))"
        case .divide(let a, let b): return "\(child(a, 2)) / \(child(b, 3))"
        case .negate(let a): return "−\(child(a, 3))"
        case .minimum(let a, let b): return "min(\(child(a, 0)), \(child(b, 0)))"
        case .maximum(let a, let b): return "max(\(child(a, 0)), \(child(b, 0)))"
        case .rounded(let rounding, let a): return "\(rounding.rawValue)(\(child(a, 0)))"
        case .integralLength(let origin, let length):
            let o = child(origin, 1)
            return "ceilPx(\(o) + \(child(length, 2))) − floorPx(\(o))"
        }
    }
}

extension String {
    /// A typographic minus for negative numbers in formulas.
    var replacingMinus: String { hasPrefix("-") ? "−" + dropFirst() : self }
}
