/// The title label's line settings of a legacy button (layout-model.md R6.4 ML1, ML6): shared by every
/// state, like the label's font.
public struct TitleLabelLines: Hashable, Sendable {
    /// `titleLabel.numberOfLines`: 1 (UILabel's default), 0 (as many as the text needs) or a cap.
    public var numberOfLines: Int
    /// `titleLabel.lineBreakMode`: UIButtonLabel is created with `.byTruncatingMiddle` (ML1).
    public var lineBreakMode: LineBreakMode
    /// The label's size at the width the layout offers it, as UIKit measured it (ML6); nil: the
    /// engine wraps the text itself, with approximate line breaks.
    public var wrappedSize: Size?

    public init(numberOfLines: Int = 1, lineBreakMode: LineBreakMode = .byTruncatingMiddle, wrappedSize: Size? = nil) {
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        self.wrappedSize = wrappedSize
    }
}

/// What the multi-line measurement (ML2) found: the label's size before `roundSize`, and its lines.
struct MeasuredTitleLines: Hashable {
    var size: Size
    /// How many lines the label lays out.
    var count: Int
    /// The lines' text and width when the engine broke them itself; nil when the size was given.
    var lines: [TitleLine]?
}

/// One laid-out line of a multi-line title: its text and width in the title's units, the same
/// value as the one line a truncated title shows.
public typealias TitleLine = TruncatedLine

extension Title {
    /// The title's hard lines: UIKit lays a line break out as a new line whatever `numberOfLines` is
    /// when it measures the intrinsic size (ML4.2).
    public var hardLines: [Substring] { text.split(separator: "\n", omittingEmptySubsequences: false) }

    /// Whether the text holds a line break.
    public var hasLineBreak: Bool { text.contains("\n") }
}

extension Button {
    /// Whether the title goes through ML2's multi-line measurement rather than R6's single line.
    var titleIsMultiline: Bool {
        guard let title, !title.isEmpty else { return false }
        return titleLabelLines.numberOfLines != 1 || title.hasLineBreak
    }

    /// ML2: the label's own text layout in `maxTW × ∞`, limited to `numberOfLines`, both sides
    /// ceiled to the pixel grid. The natural height counts the hard lines, so one line's height is
    /// that height over their number (ML2.2 for a measured title).
    func measureTitleLines<T: LayoutTracing>(
        _ title: Title, maxTW: Double, measurer: (any TitleMeasuring)?, tracer: inout T,
        warnings: inout LayoutWarningList
    ) -> MeasuredTitleLines {
        let s = scale.factor
        let settings = titleLabelLines
        let hard = title.hardLines
        let lineHeight = title.naturalSize.height / Double(hard.count)
        let measure = titleWidthMeasure(title, measurer: measurer)

        if hard.count == 1, title.naturalSize.width <= maxTW {
            // One line that fits is R6's single line whatever numberOfLines allows (ML5.4): no
            // re-measurement whose rounding could wrap a line exactly as wide as maxTW.
            tracer.note(.titleFits)
            return MeasuredTitleLines(size: title.naturalSize, count: 1, lines: nil)
        }
        if settings.numberOfLines == 1 {
            // ML4.2: the intrinsic size counts every hard line, the label lays out the first one.
            tracer.uncertain(.lineBreakInOneLineLabel)
            let first = measure.map { $0(String(hard[0])) } ?? title.naturalSize.width
            let width = tracer.step("wm", min(first, maxTW), .minimum(op("w(first line)", first), op("maxTW", maxTW)))
            tracer.note(.titleLines(count: 1, hardLines: hard.count, lineHeight: lineHeight, source: .firstLine))
            warnings.appendWarning(.lineBreakInOneLineTitle(hardLines: hard.count))
            return MeasuredTitleLines(size: Size(width: width, height: lineHeight), count: 1, lines: nil)
        }
        if let given = settings.wrappedSize {
            let count = max(1, Int((given.height / lineHeight).rounded()))
            tracer.note(.titleLines(count: count, hardLines: hard.count, lineHeight: lineHeight, source: .given))
            return MeasuredTitleLines(size: given, count: count, lines: nil)
        }
        guard let measure else {
            // Known only by its size: each hard line is as wide as the widest, an upper bound.
            let perLine = maxTW > 0 ? max(1, Int((title.naturalSize.width / maxTW).rounded(.up))) : 1
            var count = hard.count * perLine
            if settings.numberOfLines > 0 { count = min(count, settings.numberOfLines) }
            let width = min(title.naturalSize.width, maxTW)
            tracer.note(.titleLines(count: count, hardLines: hard.count, lineHeight: lineHeight, source: .estimated))
            let height = linkedSDK.labelRounding.apply(Double(count) * lineHeight, scale: s)
            return MeasuredTitleLines(size: Size(width: width, height: height), count: count, lines: nil)
        }
        var texts = hard.flatMap { wordWrappedLines(String($0), maxWidth: maxTW, width: measure) }
        let limit = settings.numberOfLines
        if limit > 0, texts.count > limit {
            // ML2.1: the text wraps, and only the last permitted line is cut, with the label's mode.
            let rest = texts[(limit - 1)...].joined(separator: " ")
            let last = truncatedLine(rest, mode: settings.lineBreakMode, toFit: maxTW, measure: measure)
            texts = Array(texts[..<(limit - 1)]) + [last.text]
        }
        let lines = texts.map { TitleLine(text: $0, width: measure($0)) }
        let widest = lines.map(\.width).max() ?? 0
        tracer.uncertain(.engineLineBreaks)
        tracer.note(.titleLines(count: lines.count, hardLines: hard.count, lineHeight: lineHeight, source: .wrapped, lines: texts))
        let width = tracer.step("wm", linkedSDK.labelRounding.apply(widest, scale: s), .rounded(linkedSDK.labelRounding, op("widest line", widest)))
        let height = tracer.step(
            "hm", linkedSDK.labelRounding.apply(Double(lines.count) * lineHeight, scale: s),
            .rounded(linkedSDK.labelRounding, .constant(Double(lines.count)) * op("line height", lineHeight)))
        return MeasuredTitleLines(size: Size(width: width, height: height), count: lines.count, lines: lines)
    }

    /// SF's width of a line of the title, scaled like the natural size when that size was given;
    /// nil when the text cannot be measured.
    private func titleWidthMeasure(_ title: Title, measurer: (any TitleMeasuring)?) -> ((String) -> Double)? {
        guard let measurer, title.isMeasurable else { return nil }
        let widest = title.hardLines.map { measurer.lineWidth(of: String($0), font: title.font) }.max() ?? 0
        let factor = title.sizeIsGiven && widest > 0 ? title.naturalSize.width / widest : 1
        return { measurer.lineWidth(of: $0, font: title.font) * factor }
    }

    /// The warnings a multi-line title earns once its frame is known (ML4.1, ML1).
    func multilineWarnings(_ measured: MeasuredTitleLines, title: Title, warnings: inout LayoutWarningList) {
        let hardLines = title.hardLines.count
        if measured.count > hardLines {
            warnings.appendWarning(.titleWrapped(lines: measured.count, height: measured.size.height, intrinsicLines: hardLines))
        }
        // Created `.left`, re-set only when the alignment changes from its default `.center` (ML1).
        let widthsDiffer = measured.lines.map { Set($0.map(\.width)).count > 1 } ?? true
        if measured.count > 1, contentHorizontalAlignment == .center || contentHorizontalAlignment == .fill, widthsDiffer {
            warnings.appendWarning(.multilineTitleLeftAligned(lines: measured.count))
        }
    }
}
