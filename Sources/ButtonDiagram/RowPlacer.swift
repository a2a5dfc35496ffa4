import ButtonLayout
import ButtonTrace

/// Gives the rows coordinates, top to bottom.
struct RowPlacer {
    let layout: SequenceLayout
    let xs: [SequenceLaneID: Double]
    var width: Double
    var y: Double = 0
    /// Bands, loops and activation bars: painted first, under the arrows.
    var background: [SequenceItem] = []
    var foreground: [SequenceItem] = []
    /// Where each subview's head box goes.
    var creations: [SequenceLaneID: Double] = [:]
    private var rowY: [Double] = []
    private var openActivations: [(depth: Int, top: Double)] = []

    init(layout: SequenceLayout, xs: [SequenceLaneID: Double], width: Double) {
        self.layout = layout
        self.xs = xs
        self.width = width
    }

    var items: [SequenceItem] { background + foreground }

    private var line: Double { layout.fontSize + 3 }

    private func x(_ lane: SequenceLaneID) -> Double { xs[lane] ?? 0 }

    /// Half the head box of a lane, so a creation arrow stops at the box.
    private func headerHalfWidth(_ lane: SequenceLaneID) -> Double {
        let title = lane == .backgroundView ? "backgroundView" : lane.rawValue
        return max(layout.textWidth(title) + 12, 64) / 2
    }

    mutating func place(_ row: SequenceRow) {
        rowY.append(y)
        let left = layout.margin
        let right = width - layout.margin
        switch row {
        case .step(let number, let title, let sequence, let notRun):
            y += 6
            let band = Rect(x: left, y: y, width: right - left, height: line + 6)
            background.append(.step(band: band, title: "\(number). \(title)", sequence: sequence, notRun: notRun))
            rowY[rowY.count - 1] = y
            y += band.height + 6
        case .arrow(let from, let to, let label, let detail, let style):
            y += line
            var end = x(to)
            if style == .creation {
                creations[to] = y
                end += x(from) < x(to) ? -headerHalfWidth(to) : headerHalfWidth(to)
            }
            foreground.append(.arrow(from: Point(x: x(from), y: y), to: Point(x: end, y: y), label: label, detail: detail, style: style))
            y += detail == nil ? 4 : line + 2
            if style == .creation { y += 4 }
        case .selfArrow(let lane, let label, let detail):
            y += 4
            let top = y
            y += line * 2
            foreground.append(.selfArrow(x: x(lane), top: top, bottom: y - 2, label: label, detail: detail))
            y += 2
        case .note(let lane, let text, let style, let detail):
            foreground.append(.note(origin: Point(x: x(lane) + 6, y: y + 1), text: text, style: style))
            y += line
            if let detail {
                foreground.append(.note(origin: Point(x: x(lane) + 6, y: y), text: detail, style: style))
                y += line
            }
            y += 1
        case .beginPass(let depth, let label):
            y += line
            openActivations.append((depth, y))
            foreground.append(.arrow(
                from: Point(x: x(.button), y: y), to: Point(x: x(.layoutPass) - 4, y: y), label: label, detail: nil,
                style: .layoutPass))
            y += 4
        case .endPass:
            y += 2
            closeActivation()
        case .divider(let label):
            // The label sits above the line, clear of a loop box that starts at this row's top.
            y += line + 4
            foreground.append(.divider(y: y, fromX: left, toX: right, label: label))
            y += 4
        case .crash(let label, let target):
            y += line + 4
            let center = Point(x: x(.button), y: y)
            foreground.append(.crash(center: center, label: label))
            if let target, target < rowY.count {
                foreground.append(.recursion(
                    x: x(.button) - 12, fromY: y, toY: rowY[target] + line,
                    label: "the getter re-enters the creation"))
            }
            y += line
        case .collapsed(let label, let fromRow):
            y += line + 2
            let top = fromRow.map { rowY[$0] + 1 } ?? y - line
            background.append(.loop(Rect(x: left + 2, y: top, width: right - left - 4, height: y + 4 - top), label: label, isFeedbackLoop: false))
            y += 8
        case .feedbackLoop(let label, let fromRow):
            closeActivations()
            y += line + 2
            let top = fromRow.map { rowY[$0] } ?? y - line
            background.append(.loop(Rect(x: left, y: top, width: right - left, height: y + 6 - top), label: label, isFeedbackLoop: true))
            y += 10
        }
    }

    private mutating func closeActivation() {
        guard let open = openActivations.popLast() else { return }
        let offset = Double(open.depth - 1) * 4
        background.append(.activation(
            Rect(x: x(.layoutPass) - 4 + offset, y: open.top, width: 8, height: max(y - open.top, 2)), depth: open.depth))
    }

    /// Bars still open when the trace stopped inside a pass.
    mutating func closeActivations() {
        while !openActivations.isEmpty { closeActivation() }
    }
}
