import ButtonLayout

extension DisplayList {
    /// Several figures in one, left to right with `gap` points between them, each item's id
    /// prefixed by its panel's name (`legacy-image-view`), so a before/after or two-API comparison
    /// is one picture that diffs as clearly as its parts. Every panel must share one resolution.
    package static func sideBySide(_ panels: [(name: String, list: DisplayList)], gap: Double = 16) -> DisplayList? {
        guard let first = panels.first?.list, panels.allSatisfy({ $0.list.pixelsPerPoint == first.pixelsPerPoint }) else {
            return nil
        }
        var items: [DisplayItem] = []
        var x = 0.0
        for (index, panel) in panels.enumerated() {
            if index > 0 {
                items.append(DisplayItem(
                    id: "\(panel.name)-panel", shape: .rect(Rect(x: x, y: 0, width: panel.list.size.width, height: panel.list.size.height), fill: panel.list.background, stroke: nil)))
            }
            for item in panel.list.items {
                items.append(DisplayItem(id: "\(panel.name)-\(item.id)", shape: item.shape.offset(by: x)))
            }
            x += panel.list.size.width + gap
        }
        let width = x - gap
        let height = panels.map(\.list.size.height).max() ?? 0
        // Whole pixels on both sides, as every canvas.
        let ppp = first.pixelsPerPoint
        let size = Size(width: (width * ppp).rounded(.up) / ppp, height: (height * ppp).rounded(.up) / ppp)
        return DisplayList(size: size, pixelsPerPoint: ppp, background: first.background, buttonOrigin: first.buttonOrigin, items: items)
    }
}

extension Shape {
    func offset(by dx: Double) -> Shape {
        func move(_ r: Rect) -> Rect { Rect(x: r.x + dx, y: r.y, width: r.width, height: r.height) }
        func move(_ p: Point) -> Point { Point(x: p.x + dx, y: p.y) }
        switch self {
        case .rect(let r, let fill, let stroke): return .rect(move(r), fill: fill, stroke: stroke)
        case .roundedRect(let r, let radius, let fill, let stroke): return .roundedRect(move(r), radius: radius, fill: fill, stroke: stroke)
        case .line(let a, let b, let stroke): return .line(from: move(a), to: move(b), stroke: stroke)
        case .polygon(let points, let fill, let stroke): return .polygon(points.map(move), fill: fill, stroke: stroke)
        case .text(var run):
            run.box = move(run.box)
            return .text(run)
        case .image(let r, let source): return .image(move(r), source: source)
        }
    }
}
