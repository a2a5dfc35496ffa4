import ButtonLayout
import ButtonScenario

/// A label's text as UILabel shows it in its frame: one or more lines, each already cut to the frame.
struct LabelLines: Hashable {
    var lines: [String]
    var font: FontSpec
    /// The size the lines were measured at when `font` only scales them (`TextRun.measuredSize`).
    var measuredSize: Double? = nil
    /// How many lines the frame holds: the lines are drawn this far apart, centred as a block.
    var capacity: Int

    /// Each line's box in `frame`, top to bottom.
    func boxes(in frame: Rect) -> [Rect] {
        let pitch = frame.height / Double(max(capacity, lines.count))
        let top = frame.y + (frame.height - pitch * Double(lines.count)) / 2
        return lines.indices.map { Rect(x: frame.x, y: top + Double($0) * pitch, width: frame.width, height: pitch) }
    }
}

/// The text a configuration label shows in `frame`, drawn with the stand-in font.
///
/// The font is scaled down (never up) until the text measures the label's natural single-line
/// size — given in the scenario, or what SF would measure — as the legacy title is. A wrapping
/// label is broken into lines at the frame's width with that font: the same greedy breaks the
/// measurer made, since the scale makes the stand-in's widths SF's. The frame holds as many lines
/// as its height makes at the font's line height, to the nearest line (UIKit's multi-line labels
/// advance a little less than one line height per line); when the text needs more (sizes UIKit
/// measured can break elsewhere) the font shrinks until it fits, and what still does not joins the
/// last line, cut at its end.
/// A non-wrapping label is one line cut as its line-break mode says.
func labelLines(
    _ text: String, font nominal: ConfigurationFont, naturalSize: Size?, frame: Rect,
    lineBreakMode: LineBreakMode, measurer: any TextMeasuring
) -> LabelLines {
    let spec = FontSpec(size: nominal.size, weight: nominal.weight)
    let natural = naturalSize ?? SystemFontMeasurer(base: measurer).naturalSize(of: text, font: spec)
    var font = titleFont(for: Title(text: text, font: spec, naturalSize: natural, sizeIsGiven: true), measurer: measurer)
    let width = frame.width

    guard lineBreakMode.wraps else {
        // One line: measured in the label's own font, which the fitted size only scales (drawn so
        // too), so no other font size is loaded for it.
        let line = truncated(text, mode: lineBreakMode, toWidth: width, drawnAt: font, measuredIn: spec, measurer: measurer)
        return LabelLines(lines: [line], font: font, measuredSize: spec.size, capacity: 1)
    }
    let capacity = max(1, Int((frame.height / nominal.lineHeight).rounded()))
    // Up to one line more than the frame holds tells whether the text fits: a subtitle of
    // thousands of lines is not wrapped whole at each font size the search below tries.
    func wrapped(_ font: FontSpec, maximumLines: Int = capacity + 1) -> [String] {
        wordWrappedLines(text, maxWidth: width + widthTolerance, maximumLines: maximumLines) {
            measurer.measure($0, font: font).width
        }
    }
    var lines = wrapped(font)
    // A size UIKit measured may break where the stand-in font does not: shrink the font a little
    // at a time (down to half) until the text takes no more lines than the frame holds.
    let smallest = font.size / 2
    var candidate = font
    while lines.count > capacity, candidate.size * 0.97 >= smallest {
        candidate.size = (candidate.size * 97).rounded(.down) / 100
        let attempt = wrapped(candidate)
        if attempt.count <= capacity {
            font = candidate
            lines = attempt
        }
    }
    if lines.count > capacity {
        lines = wrapped(font, maximumLines: .max)
        let last = lines[(capacity - 1)...].joined(separator: " ")
        lines = Array(lines[..<(capacity - 1)]) + [last]
    }
    lines = lines.map { truncated($0, mode: .byTruncatingTail, toWidth: width, font: font, measurer: measurer) }
    return LabelLines(lines: lines, font: font, capacity: capacity)
}

/// One line cut to `width` as NSLineBreakMode says: "Abc…" (tail), "…xyz" (head), "Abc…xyz"
/// (middle), or the characters that fit without an ellipsis (clipping). Cuts between grapheme
/// clusters; "" when not even the ellipsis fits.
func truncated(_ text: String, mode: LineBreakMode, toWidth width: Double, font: FontSpec, measurer: any TextMeasuring) -> String {
    truncatedLine(text, mode: mode, toFit: width + widthTolerance) { measurer.measure($0, font: font).width }.text
}

/// `text` as it fits in `width` when drawn at `font`, a size fitted down from `measured`: measured
/// in `measured` against the width scaled back to it, as the run draws it (`TextRun.measuredSize`:
/// the layout at `measured`, scaled to `font`), so the figure loads no second size of the font.
func truncated(
    _ text: String, mode: LineBreakMode, toWidth width: Double, drawnAt font: FontSpec, measuredIn measured: FontSpec,
    measurer: any TextMeasuring
) -> String {
    truncated(text, mode: mode, toWidth: width * measured.size / font.size, font: measured, measurer: measurer)
}
