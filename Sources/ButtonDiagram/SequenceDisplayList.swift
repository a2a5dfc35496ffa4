import ButtonLayout
import ButtonScenario
import ButtonTrace

/// Turns the trace's sequence layout (`ButtonTrace.SequenceDiagram`, plain coordinates) into a
/// display list in the articles' look (or a theme's), so the PNG/SVG/PDF backends draw it like any
/// figure.
package struct SequenceDiagramStyle: Hashable, Sendable {
    package var background = Color(rgb: 0xECECEC)
    package var ink = Color(rgb: 0x1E1E1E)
    package var faint = Color(rgb: 0x8A8A8A)
    package var bandFill = Color(rgb: 0xFFFFFF, alpha: 0.7)
    package var layoutPass = Color(rgb: 0x4650F5)
    package var creation = Color(rgb: 0x2E8B2E)
    package var frame = Color(rgb: 0xE07B00)
    package var content = Color(rgb: 0x8A2BE2)
    package var dirty = Color(rgb: 0xC03030)
    package var alarm = Color(rgb: 0xE02424)
    package var imageViewFill = Color(rgb: 0xE64646, alpha: 0.35)
    package var titleLabelFill = Color(rgb: 0x5AD845)
    package var backgroundViewFill = Color(rgb: 0xBBBBBB)
    /// The headers of the lanes that are not subviews (the button, UIKit).
    package var laneFill = Color(rgb: 0xFFFFFF)

    package init() {}

    package static let article = SequenceDiagramStyle()

    /// `diagram.theme` / `--theme` for a sequence diagram: the layout figures' palettes
    /// (DiagramStyle), so a trace sits beside them on a slide or a dark page.
    package static func theme(_ theme: DiagramTheme) -> SequenceDiagramStyle {
        switch theme {
        case .light: article
        case .dark: dark
        case .transparent: transparent
        }
    }

    /// The dark figures' canvas and hues. Subview headers are tinted rather than filled, so the
    /// light lane titles stay legible on them.
    static let dark: SequenceDiagramStyle = {
        var s = SequenceDiagramStyle()
        s.background = Color(rgb: 0x1C1C1E)
        s.ink = Color(rgb: 0xEBEBF0)
        s.faint = Color(rgb: 0x8E8E93)
        s.bandFill = Color(rgb: 0x2C2C2E, alpha: 0.7)
        s.layoutPass = Color(rgb: 0x8C93FF)
        s.creation = Color(rgb: 0x30D158)
        s.frame = Color(rgb: 0xFFA94D)
        s.content = Color(rgb: 0xBF5AF2)
        s.dirty = Color(rgb: 0xFF6B6B)
        s.alarm = Color(rgb: 0xFF5555)
        s.imageViewFill = Color(rgb: 0xFF6B6B, alpha: 0.3)
        s.titleLabelFill = Color(rgb: 0x30D158, alpha: 0.35)
        s.backgroundViewFill = Color(rgb: 0x636366)
        s.laneFill = Color(rgb: 0x2C2C2E)
        return s
    }()

    /// The article's look without a canvas, for slides.
    static let transparent: SequenceDiagramStyle = {
        var s = SequenceDiagramStyle()
        s.background = Color(rgb: 0xFFFFFF, alpha: 0)
        return s
    }()
}

extension SequenceDiagram {
    package func displayList(pixelsPerPoint: Double = 2, style: SequenceDiagramStyle = .article) -> DisplayList {
        var builder = SequenceDisplayListBuilder(diagram: self, style: style)
        builder.build()
        return DisplayList(
            size: size, pixelsPerPoint: pixelsPerPoint, background: style.background, buttonOrigin: .zero, items: builder.items)
    }
}

private struct SequenceDisplayListBuilder {
    let diagram: SequenceDiagram
    let style: SequenceDiagramStyle
    var items: [DisplayItem] = []
    private var counter = 0

    /// The `layoutSubviews` bars, which arrow text must not cross.
    private let activations: [Rect]

    init(diagram: SequenceDiagram, style: SequenceDiagramStyle) {
        self.diagram = diagram
        self.style = style
        activations = diagram.items.compactMap { item in
            if case .activation(let rect, _) = item { return rect }
            return nil
        }
    }

    private var font: FontSpec { FontSpec(size: diagram.fontSize, weight: .regular) }
    private var bold: FontSpec { FontSpec(size: diagram.fontSize, weight: .semibold) }
    private var line: Double { diagram.fontSize + 3 }

    private mutating func add(_ kind: String, _ shape: Shape) {
        counter += 1
        items.append(DisplayItem(id: "seq-\(counter)-\(kind)", shape: shape))
    }

    private mutating func text(
        _ kind: String, _ string: String, box: Rect, alignment: TextAlignment = .left, font: FontSpec? = nil,
        color: Color? = nil
    ) {
        guard !string.isEmpty else { return }
        add(kind, .text(TextRun(text: string, box: box, alignment: alignment, font: font ?? self.font, color: color ?? style.ink)))
    }

    /// A generous box for left-aligned text starting at `x`.
    private func box(x: Double, y: Double, _ string: String) -> Rect {
        Rect(x: x, y: y, width: max(Double(string.count) * diagram.fontSize * 0.7, 10), height: line)
    }

    mutating func build() {
        text("title", diagram.title, box: box(x: 10, y: 8, diagram.title), font: FontSpec(size: diagram.fontSize * 1.2, weight: .semibold))
        for lane in diagram.lanes { drawLane(lane) }
        for item in diagram.items { draw(item) }
    }

    private mutating func drawLane(_ lane: SequenceLane) {
        let solid = Stroke(color: lane.created ? style.ink : style.faint, width: 1, dash: lane.created ? [] : [3, 2])
        add("lifeline-\(lane.id.rawValue)", .line(
            from: Point(x: lane.x, y: lane.lifelineTop), to: Point(x: lane.x, y: lane.lifelineBottom),
            stroke: Stroke(color: style.faint, width: 0.75, dash: [4, 3])))
        let fill: Color? = switch lane.id {
        case .imageView: lane.created ? style.imageViewFill : nil
        case .titleLabel: lane.created ? style.titleLabelFill : nil
        case .backgroundView: lane.created ? style.backgroundViewFill : nil
        default: style.laneFill
        }
        add("lane-\(lane.id.rawValue)", .rect(lane.header, fill: fill, stroke: solid))
        text("lane-title-\(lane.id.rawValue)", lane.title, box: lane.header, alignment: .center, font: bold,
             color: lane.created ? style.ink : style.faint)
    }

    private mutating func draw(_ item: SequenceItem) {
        switch item {
        case .step(let band, let title, let sequence, let notRun):
            add("step", .rect(band, fill: style.bandFill, stroke: nil))
            let color = notRun ? style.faint : style.ink
            text("step-title", title, box: Rect(x: band.x + 4, y: band.y, width: band.width * 0.6, height: band.height), font: bold, color: color)
            text("step-sequence", sequence, box: Rect(x: band.x + band.width * 0.4, y: band.y, width: band.width * 0.6 - 4, height: band.height),
                 alignment: .right, color: color)
        case .arrow(let from, let to, let label, let detail, let arrowStyle):
            let color = arrowColor(arrowStyle)
            let dash: [Double] = arrowStyle == .creation ? [4, 2] : []
            add("arrow", .line(from: from, to: to, stroke: Stroke(color: color, width: 1, dash: dash)))
            arrowhead(at: to, pointing: to.x >= from.x ? 1 : -1, color: color)
            let span = Rect(x: min(from.x, to.x), y: from.y - line - 1, width: abs(to.x - from.x), height: line)
            let (column, alignment) = clearOfActivations([label, detail ?? ""], in: span, rows: from.y - line - 1...from.y + 1 + line)
            text("arrow-label", label, box: Rect(x: column.x, y: span.y, width: column.width, height: line), alignment: alignment, color: color)
            if let detail {
                text("arrow-detail", detail, box: Rect(x: column.x, y: from.y + 1, width: column.width, height: line),
                     alignment: alignment, color: style.faint)
            }
        case .selfArrow(let x, let top, let bottom, let label, let detail):
            let stroke = Stroke(color: style.ink, width: 1)
            add("self", .line(from: Point(x: x, y: top), to: Point(x: x + 16, y: top), stroke: stroke))
            add("self", .line(from: Point(x: x + 16, y: top), to: Point(x: x + 16, y: bottom), stroke: stroke))
            add("self", .line(from: Point(x: x + 16, y: bottom), to: Point(x: x, y: bottom), stroke: stroke))
            arrowhead(at: Point(x: x, y: bottom), pointing: -1, color: style.ink)
            text("self-label", label, box: box(x: x + 20, y: top - line / 2, label))
            if let detail { text("self-detail", detail, box: box(x: x + 20, y: top + line / 2, detail), color: style.faint) }
        case .activation(let rect, _):
            add("activation", .rect(rect, fill: Color(rgb: 0xFFFFFF), stroke: Stroke(color: style.layoutPass, width: 1)))
        case .note(let origin, let string, let noteStyle):
            text("note-\(noteStyle.rawValue)", string, box: box(x: origin.x, y: origin.y, string), color: noteColor(noteStyle))
        case .divider(let y, let fromX, let toX, let label):
            add("divider", .line(from: Point(x: fromX, y: y), to: Point(x: toX, y: y), stroke: Stroke(color: style.faint, width: 0.75, dash: [6, 3])))
            text("divider-label", label, box: box(x: fromX + 8, y: y - line, label), color: style.faint)
        case .crash(let center, let label):
            let stroke = Stroke(color: style.alarm, width: 2.5)
            add("crash", .line(from: Point(x: center.x - 6, y: center.y - 6), to: Point(x: center.x + 6, y: center.y + 6), stroke: stroke))
            add("crash", .line(from: Point(x: center.x - 6, y: center.y + 6), to: Point(x: center.x + 6, y: center.y - 6), stroke: stroke))
            // The label usually crosses lifelines and the open activation bar: a halo keeps it legible.
            let width = Double(label.count) * diagram.fontSize * 0.6 + 6
            add("crash-halo", .rect(
                Rect(x: center.x + 9, y: center.y - line / 2 - 1, width: width, height: line + 2),
                fill: Color(red: style.background.red, green: style.background.green, blue: style.background.blue, alpha: 0.9), stroke: nil))
            text("crash-label", label, box: box(x: center.x + 12, y: center.y - line / 2, label), font: bold, color: style.alarm)
        case .recursion(let x, let fromY, let toY, let label):
            let stroke = Stroke(color: style.alarm, width: 1.5)
            add("recursion", .line(from: Point(x: x + 6, y: fromY), to: Point(x: x - 10, y: fromY), stroke: stroke))
            add("recursion", .line(from: Point(x: x - 10, y: fromY), to: Point(x: x - 10, y: toY), stroke: stroke))
            add("recursion", .line(from: Point(x: x - 10, y: toY), to: Point(x: x + 8, y: toY), stroke: stroke))
            arrowhead(at: Point(x: x + 10, y: toY), pointing: 1, color: style.alarm)
            let width = Double(label.count) * diagram.fontSize * 0.7
            text("recursion-label", label, box: Rect(x: x - 14 - width, y: (fromY + toY) / 2 - line / 2, width: width, height: line),
                 alignment: .right, color: style.alarm)
        case .loop(let rect, let label, let isFeedbackLoop):
            let color = isFeedbackLoop ? style.alarm : style.faint
            add("loop", .rect(rect, fill: Color(rgb: isFeedbackLoop ? 0xE02424 : 0x8A8A8A, alpha: 0.06),
                              stroke: Stroke(color: color, width: 1, dash: [5, 3])))
            text("loop-label", label, box: Rect(x: rect.x + 4, y: rect.maxY - line - 2, width: rect.width - 8, height: line),
                 alignment: .right, font: isFeedbackLoop ? bold : font, color: color)
        }
    }

    /// Where an arrow's text goes (the x range and alignment of its label and detail): centred
    /// on the arrow, unless that puts it across a `layoutSubviews` bar the arrow passes (a frame
    /// set by an override after `super`); then beside the bar, on the side with room. Widths are
    /// estimated, as the layout's are.
    private func clearOfActivations(
        _ strings: [String], in span: Rect, rows: ClosedRange<Double>
    ) -> (column: Rect, alignment: TextAlignment) {
        let width = (strings.map { Double($0.count) }.max() ?? 0) * diagram.fontSize * 0.56
        let left = span.midX - width / 2
        let crossed = activations.first { bar in
            bar.x < left + width && left < bar.maxX && bar.y < rows.upperBound && rows.lowerBound < bar.maxY
        }
        guard let bar = crossed else { return (span, .center) }
        if bar.maxX + 6 + width <= span.maxX - 10 {
            return (Rect(x: bar.maxX + 6, y: span.y, width: span.maxX - bar.maxX - 6, height: span.height), .left)
        }
        if bar.x - 6 - width >= span.x + 10 {
            return (Rect(x: span.x, y: span.y, width: bar.x - 6 - span.x, height: span.height), .right)
        }
        return (span, .center)
    }

    private mutating func arrowhead(at tip: Point, pointing direction: Double, color: Color) {
        let back = tip.x - direction * 6
        add("head", .polygon(
            [tip, Point(x: back, y: tip.y - 3), Point(x: back, y: tip.y + 3)], fill: color, stroke: nil))
    }

    private func arrowColor(_ arrowStyle: SequenceArrowStyle) -> Color {
        switch arrowStyle {
        case .message: style.ink
        case .layoutPass: style.layoutPass
        case .creation: style.creation
        case .frame: style.frame
        case .content: style.content
        }
    }

    private func noteColor(_ noteStyle: SequenceNoteStyle) -> Color {
        switch noteStyle {
        case .setNeedsLayout: style.dirty
        case .hidden, .superviewPass: style.faint
        case .internalRoutine: style.layoutPass
        case .pitfall: style.frame
        }
    }
}
