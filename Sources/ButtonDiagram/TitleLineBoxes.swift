import ButtonLayout
import ButtonScenario

/// One line of a multi-line legacy title as a figure draws it: its box in button points and its text.
package struct TitleLineBox: Hashable {
    package var box: Rect
    package var text: String
    package var alignment: TextAlignment
}

/// The lines a multi-line legacy title's label lays out in `frame` (layout-model.md R6.4 ML2), each in its
/// own box, as wide as the line and `frame.height / count` high; nil for a one-line title.
///
/// The engine's own line breaks when it made them; otherwise (`title.wrappedSize` given) each hard
/// line is wrapped again at the frame's width with the stand-in font, which the fitted `font`
/// scales to SF's widths. UIButtonLabel is created left-aligned, right-aligned only for a
/// right-aligned button (ML1), so the boxes sit at the frame's left or right edge.
package func titleLineBoxes(
    title: Title, button: Button, layout: LayoutResult, frame: Rect, font: FontSpec, measurer: any TextMeasuring
) -> [TitleLineBox]? {
    let count = layout.titleLineCount
    guard count > 1 || title.hasLineBreak else { return nil }
    var lines: [(text: String, width: Double)]
    if let known = layout.titleLines {
        lines = known.map { ($0.text, $0.width) }
    } else if count == 1 {
        let first = String(title.hardLines[0])
        lines = [(first, measurer.measure(first, font: font).width)]
    } else {
        let texts = title.hardLines.flatMap { line in
            wordWrappedLines(String(line), maxWidth: frame.width + widthTolerance) { measurer.measure($0, font: font).width }
        }
        lines = texts.prefix(count).map { ($0, measurer.measure($0, font: font).width) }
    }
    let rightAligned = switch button.contentHorizontalAlignment {
    case .right: true
    case .trailing: button.effectiveLayoutDirection == .leftToRight
    case .leading: button.effectiveLayoutDirection == .rightToLeft
    default: false
    }
    let pitch = frame.height / Double(max(count, lines.count))
    return lines.enumerated().map { index, line in
        let width = min(line.width, frame.width)
        let x = rightAligned ? frame.maxX - width : frame.x
        return TitleLineBox(
            box: Rect(x: x, y: frame.y + Double(index) * pitch, width: width, height: pitch),
            text: line.text, alignment: rightAligned ? .right : .left)
    }
}
