import ButtonLayout
import ButtonTrace

/// Lays a trace out as a sequence diagram in two passes: the events become abstract rows (who
/// talks to whom, with which text), then the rows get coordinates — lanes spaced so each arrow's
/// text fits between its ends, rows stacked top to bottom.
package struct SequenceLayout: Sendable {
    package var fontSize: Double
    package var margin: Double

    package init(fontSize: Double = 8, margin: Double = 10) {
        self.fontSize = fontSize
        self.margin = margin
    }

    /// An estimate of a label's width: the diagrams' sans-serif averages about 0.56 em per
    /// character for these ASCII labels; renderers measure properly.
    package func textWidth(_ text: String, scale: Double = 1) -> Double {
        Double(text.count) * fontSize * scale * 0.56
    }

    package func diagram(for run: TraceRun) -> SequenceDiagram {
        let rows = SequenceRows(run: run).rows
        var lanes = laneOrder(rows)
        let xs = laneXs(lanes, rows: rows)
        var placer = RowPlacer(layout: self, xs: xs, width: 0)
        let top = margin + fontSize * 1.2 + 10
        let headerHeight = fontSize + 10
        placer.y = top + headerHeight + 10
        placer.width = (xs.values.max() ?? 0) + maxRightOverhang(rows, lanes: lanes) + margin
        for row in rows { placer.place(row) }
        placer.closeActivations()
        let bottom = placer.y + 6

        for index in lanes.indices {
            let id = lanes[index].id
            let x = xs[id] ?? 0
            let width = max(textWidth(lanes[index].title) + 12, 64)
            if let createdAt = placer.creations[id] {
                lanes[index].header = Rect(x: x - width / 2, y: createdAt - headerHeight / 2, width: width, height: headerHeight)
                lanes[index].created = true
            } else {
                lanes[index].header = Rect(x: x - width / 2, y: top, width: width, height: headerHeight)
                lanes[index].created = !(id == .backgroundView || id == .imageView || id == .titleLabel)
            }
            lanes[index].x = x
            lanes[index].lifelineTop = lanes[index].header.maxY
            lanes[index].lifelineBottom = bottom
        }
        let lastHeader = lanes.last.map { $0.header.maxX } ?? 0
        let width = max(placer.width, lastHeader + margin)
        var title = "trace \(run.name): \(run.className), uikit \(run.options.uikit.rawValue), sdk \(run.options.sdk.rawValue)"
        if run.outcome != .ok { title += " — \(run.outcome.rawValue)" }
        return SequenceDiagram(
            size: Size(width: width.rounded(.up), height: (bottom + margin).rounded(.up)), title: title, lanes: lanes,
            items: placer.items, fontSize: fontSize)
    }

    /// app, the button, its layout pass, then the subviews (the background view only if it appears).
    private func laneOrder(_ rows: [SequenceRow]) -> [SequenceLane] {
        let usesBackground = rows.contains { $0.lanes.contains(.backgroundView) }
        return SequenceLaneID.allCases.filter { $0 != .backgroundView || usesBackground }.map { id in
            SequenceLane(
                id: id, title: laneTitle(id), x: 0, header: .zero, created: true, lifelineTop: 0, lifelineBottom: 0)
        }
    }

    private func laneTitle(_ id: SequenceLaneID) -> String {
        switch id {
        case .app: "app"
        case .button: "UIButton"
        case .layoutPass: "layout pass"
        case .backgroundView: "backgroundView"
        case .imageView: "imageView"
        case .titleLabel: "titleLabel"
        }
    }

    /// Gaps between neighbouring lanes wide enough for every arrow's text and every note.
    private func laneXs(_ lanes: [SequenceLane], rows: [SequenceRow]) -> [SequenceLaneID: Double] {
        let ids = lanes.map(\.id)
        var gaps = [Double](repeating: 120, count: max(ids.count - 1, 0))
        var spans: [(from: Int, to: Int, width: Double)] = []
        for row in rows {
            switch row {
            case .arrow(let from, let to, let label, let detail, let style):
                guard let a = ids.firstIndex(of: from), let b = ids.firstIndex(of: to), a != b else { continue }
                // A creation arrow stops at the new lane's head box, half a box short of the lane.
                let head = style == .creation ? 40.0 : 0
                spans.append((min(a, b), max(a, b), max(textWidth(label), textWidth(detail ?? "")) + 16 + head))
            case .selfArrow(let lane, let label, let detail), .note(let lane, let label, _ , let detail):
                guard let a = ids.firstIndex(of: lane), a + 1 < ids.count else { continue }
                spans.append((a, a + 1, max(textWidth(label), textWidth(detail ?? "")) + 36))
            default: continue
            }
        }
        for span in spans.sorted(by: { $0.to - $0.from < $1.to - $1.from }) {
            let total = gaps[span.from..<span.to].reduce(0, +)
            if total < span.width { gaps[span.to - 1] += span.width - total }
        }
        var xs: [SequenceLaneID: Double] = [:]
        var x = margin + 40
        for (index, id) in ids.enumerated() {
            xs[id] = x
            if index < gaps.count { x += gaps[index] }
        }
        return xs
    }

    /// How far text beside the last lane reaches past it.
    private func maxRightOverhang(_ rows: [SequenceRow], lanes: [SequenceLane]) -> Double {
        guard let last = lanes.last?.id else { return 0 }
        var overhang = 60.0
        for row in rows {
            if case .note(let lane, let text, _, let detail) = row, lane == last {
                overhang = max(overhang, max(textWidth(text), textWidth(detail ?? "")) + 16)
            }
        }
        return overhang
    }
}
