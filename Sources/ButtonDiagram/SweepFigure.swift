import ButtonLayout

// `sweep --figure` (docs/sweep.md, "The figure"): a matrix of small figures, one per condition,
// each button drawn from its record's frames, broken cells framed and labelled in red.

extension DisplayList {
    /// The sweep as a matrix: one row per title (or per `columns` cells), each cell headed by its
    /// condition and footed by its breakages. Every button is drawn at one scale so widths compare;
    /// the heading names the profile the cells were laid out with (layout-model.md R17: every output names it).
    package static func sweepMatrix(
        name: String, profile: String, records: [SweepRecord], columns: Int, describe: (SweepCondition) -> String,
        pixelsPerPoint: Double = 2
    ) -> DisplayList {
        let style = SweepFigureStyle()
        let columns = max(1, min(columns, 8))
        let widest = records.map(\.bounds.width).max() ?? 1
        let tallest = records.map(\.bounds.height).max() ?? 1
        let scale = min(1, style.buttonWidth / max(widest, 1), style.buttonHeight / max(tallest, 1))
        let cellHeight = style.header + tallest * scale + style.footer + 2 * style.padding
        var items: [DisplayItem] = [
            DisplayItem(id: "title", shape: .text(TextRun(
                text: "\(name): \(records.count) conditions · \(profile)", box: Rect(x: style.margin, y: 4, width: 600, height: style.titleHeight),
                alignment: .left, font: TitleFont(size: 13, weight: .semibold), color: style.ink))),
        ]
        for (index, record) in records.enumerated() {
            let origin = Point(
                x: style.margin + Double(index % columns) * (style.cellWidth + style.gap),
                y: style.titleHeight + 8 + Double(index / columns) * (cellHeight + style.gap))
            items += cell(record, at: origin, height: cellHeight, scale: scale, describe: describe, style: style)
        }
        let rows = (records.count + columns - 1) / columns
        let width = 2 * style.margin + Double(min(columns, max(records.count, 1))) * (style.cellWidth + style.gap) - style.gap
        let height = style.titleHeight + 8 + Double(rows) * (cellHeight + style.gap) + style.margin
        let size = Size(width: (max(width, 320) * pixelsPerPoint).rounded(.up) / pixelsPerPoint, height: (height * pixelsPerPoint).rounded(.up) / pixelsPerPoint)
        let broken = records.filter { !$0.breakages.isEmpty }.count
        return DisplayList(
            size: size, pixelsPerPoint: pixelsPerPoint, background: style.background, buttonOrigin: .zero, items: items,
            title: name, altText: "\(name) swept over \(records.count) conditions; \(broken) break.")
    }

    private static func cell(
        _ record: SweepRecord, at origin: Point, height: Double, scale: Double, describe: (SweepCondition) -> String,
        style: SweepFigureStyle
    ) -> [DisplayItem] {
        let id = "c\(record.condition.number)"
        let broken = !record.breakages.isEmpty
        let frame = Rect(x: origin.x, y: origin.y, width: style.cellWidth, height: height)
        var items = [
            DisplayItem(id: "\(id)-cell", shape: .rect(frame, fill: broken ? style.brokenFill : style.cellFill, stroke: Stroke(color: broken ? style.broken : style.rule, width: broken ? 1.5 : 0.5))),
            DisplayItem(id: "\(id)-condition", shape: .text(TextRun(
                text: clipped("\(record.condition.number). \(describe(record.condition))", to: 34),
                box: Rect(x: origin.x + style.padding, y: origin.y + style.padding, width: style.cellWidth - 2 * style.padding, height: style.header - 2),
                alignment: .left, font: TitleFont(size: 9), color: style.ink))),
        ]
        // The button at the shared scale, centred in its row; frames relative to its bounds' origin.
        let buttonOrigin = Point(
            x: origin.x + (style.cellWidth - record.bounds.width * scale) / 2,
            y: origin.y + style.padding + style.header)
        func place(_ rect: Rect) -> Rect {
            Rect(x: buttonOrigin.x + (rect.x - record.bounds.x) * scale, y: buttonOrigin.y + (rect.y - record.bounds.y) * scale, width: rect.width * scale, height: rect.height * scale)
        }
        items.append(DisplayItem(id: "\(id)-bounds", shape: .roundedRect(place(record.bounds), radius: 4 * scale, fill: style.buttonFill, stroke: Stroke(color: style.rule, width: 0.75))))
        if let image = record.imageView {
            items.append(DisplayItem(id: "\(id)-image-view", shape: .rect(place(image), fill: style.image, stroke: nil)))
        }
        if let title = record.titleLabel {
            items.append(DisplayItem(id: "\(id)-title-label", shape: .rect(place(title), fill: style.title, stroke: Stroke(color: style.titleStroke, width: 0.5))))
        }
        let footer = broken ? record.breakages.map(\.kind.rawValue).joined(separator: ", ") : "ok"
        items.append(DisplayItem(id: "\(id)-breakages", shape: .text(TextRun(
            text: clipped(footer, to: 36),
            box: Rect(x: origin.x + style.padding, y: frame.maxY - style.padding - style.footer + 2, width: style.cellWidth - 2 * style.padding, height: style.footer - 2),
            alignment: .left, font: TitleFont(size: 9, weight: broken ? .semibold : .regular), color: broken ? style.broken : style.quiet))))
        return items
    }

    private static func clipped(_ text: String, to length: Int) -> String {
        text.count > length ? String(text.prefix(length - 1)) + "…" : text
    }
}

/// The matrix's sizes (points) and colours: the cells hold a 150 × 60 pt button drawn at most at 1×.
private struct SweepFigureStyle {
    let cellWidth = 190.0, buttonWidth = 170.0, buttonHeight = 60.0
    let header = 16.0, footer = 16.0, padding = 6.0, gap = 8.0, margin = 12.0, titleHeight = 22.0
    let background = Color(rgb: 0xFFFFFF)
    let ink = Color(rgb: 0x1C1C1E)
    let quiet = Color(rgb: 0x6E6E73)
    let rule = Color(rgb: 0xC7C7CC)
    let cellFill = Color(rgb: 0xFAFAFA)
    let brokenFill = Color(rgb: 0xFFF1F0)
    let broken = Color(rgb: 0xD70015)
    let buttonFill = Color(rgb: 0xE5E5EA)
    let image = Color(rgb: 0x0A84FF, alpha: 0.55)
    let title = Color(rgb: 0x34C759, alpha: 0.45)
    let titleStroke = Color(rgb: 0x248A3D)
}
