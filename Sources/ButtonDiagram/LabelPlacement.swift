import ButtonLayout

/// Whether two rects share some area. Touching edges do not count, so labels may sit flush.
func overlaps(_ a: Rect, _ b: Rect) -> Bool {
    let e = 1e-9
    return a.minX < b.maxX - e && b.minX < a.maxX - e && a.minY < b.maxY - e && b.minY < a.maxY - e
}

/// Places number labels one at a time, each at the first free spot near its frame.
///
/// A label of size w × h for frame F is tried in rings k = 0, 1, 2, 3 at distance
/// d = gap + k·(h + gap) from F, and within a ring on the sides below, above, right, left, in that
/// order. Along a side the label may slide as long as it still faces F (shares some of F's x range
/// below/above, some of its y range right/left): it is tried left-aligned (top-aligned) with F
/// first, then at the positions that just clear an obstacle's end, nearest first, ties to the
/// smaller coordinate. Labels are usually wider than the frames they describe, so sliding is
/// what lets them fit between the frames and the bounds' outline.
///
/// A spot is free when the label, grown by `padding`, overlaps no obstacle (frames, text, axes,
/// outlines, tick labels, warning markers) and no label placed before: labels keep `padding` from
/// everything, and three times that from a label beside them. A spot on the first ring that would
/// read as another frame's label (as close to it, facing it more) is passed over. When no ring has
/// room, the label goes into a column just right (then left) of everything drawn, level with F;
/// failing that, below everything placed or blocked so far, left-aligned with F: always free, so
/// placement never fails. A label on the first ring sits next to its frame; any other is
/// `isAdjacent == false` and gets a leader line to it. Same input, same output.
///
/// The search costs about (nearby obstacles)² per label; past `maximumSearched` labels, or with
/// more obstacles than that nearby (only a scenario with hundreds of ghosts gets there), labels
/// are stacked directly.
struct LabelPlacer {
    private(set) var obstacles: [Rect]
    private(set) var placed: [Rect] = []
    var gap: Double
    var padding: Double
    /// Rects a label's leader line should not cross (the image, the title): a spot whose leader
    /// would is taken only when no other spot is free.
    var leadersAvoid: [Rect] = []
    /// Text a leader line must never strike through (the title's and subtitle's): a spot whose
    /// leader would enter one is never taken, unless the line ends inside it.
    var leadersNeverCross: [Rect] = []
    /// Where labels go: the canvas is sized before they are placed (docs/diagrams.md, "Canvas"),
    /// so a spot outside it is not free. nil: anywhere.
    var area: Rect?
    static let rings = 4
    static let maximumSearched = 200
    /// The lowest edge of everything so far, for the fallback.
    private var lowest: Double

    init(obstacles: [Rect], gap: Double, padding: Double? = nil, area: Rect? = nil) {
        self.obstacles = obstacles
        self.gap = gap
        self.padding = padding ?? gap
        self.area = area
        lowest = obstacles.map(\.maxY).max() ?? -Double.infinity
    }

    /// Positions along a side, preferred first: `preferred`, then the ends of every blocker, kept
    /// to those where the label of `length` still faces the span `low..<high`.
    private func slides(preferred: Double, length: Double, low: Double, high: Double, ends: [(Double, Double)]) -> [Double] {
        var positions = [preferred]
        for (start, end) in ends {
            positions.append(end + padding)
            positions.append(start - length - padding)
        }
        // Inclusive, so that a frame of zero width still has something to face.
        let facing = positions.filter { $0 <= high && $0 + length >= low }
        // A handful of positions: a linear look-up, where a Set<Double>'s first use would cost the
        // process a scan of every protocol conformance record.
        var kept: [Double] = []
        for position in facing.sorted(by: { (abs($0 - preferred), $0) < (abs($1 - preferred), $1) })
        where !kept.contains(position) {
            kept.append(position)
        }
        return kept
    }

    func candidates(for size: Size, around frame: Rect, blockers: [Rect]) -> [(rect: Rect, ring: Int)] {
        let (w, h) = (size.width, size.height)
        var xEnds = blockers.map { ($0.minX, $0.maxX) }
        // Flush with the label area's sides, where a label near them still fits.
        if let area { xEnds += [(area.minX - padding, area.minX - padding), (area.maxX + padding, area.maxX + padding)] }
        let yEnds = blockers.map { ($0.minY, $0.maxY) }
        let xs = slides(preferred: frame.minX, length: w, low: frame.minX, high: frame.maxX, ends: xEnds)
        let ys = slides(preferred: frame.midY - h / 2, length: h, low: frame.minY, high: frame.maxY, ends: yEnds)
        var result: [(Rect, Int)] = []
        for ring in 0..<Self.rings {
            let d = gap + Double(ring) * (h + gap)
            result += xs.map { (Rect(x: $0, y: frame.maxY + d, width: w, height: h), ring) }
            result += xs.map { (Rect(x: $0, y: frame.minY - d - h, width: w, height: h), ring) }
            result += ys.map { (Rect(x: frame.maxX + d, y: $0, width: w, height: h), ring) }
            result += ys.map { (Rect(x: frame.minX - d - w, y: $0, width: w, height: h), ring) }
        }
        return result
    }

    func isFree(_ rect: Rect, blockers: [Rect]) -> Bool {
        let e = 1e-9
        if let area, rect.minX < area.minX - e || rect.maxX > area.maxX + e || rect.minY < area.minY - e || rect.maxY > area.maxY + e {
            return false
        }
        let grown = Rect(x: rect.x - padding, y: rect.y - padding, width: rect.width + 2 * padding, height: rect.height + 2 * padding)
        return !blockers.contains { overlaps(grown, $0) }
    }

    /// `extra`: rects only this label must avoid (an area, whose inside other labels may use).
    mutating func place(_ size: Size, around frame: Rect, avoiding extra: [Rect] = []) -> Rect {
        placeLabel(size, around: frame, avoiding: extra).rect
    }

    /// The label's rect, and whether it sits right next to its frame (else it needs a leader).
    /// `others`: the other frames with labels. A spot next to the frame that sits as close to one of
    /// them and faces it more ("titleLabel …" under the virtual title beside the title) would be
    /// read as that frame's label; it is passed over for one further out, with a leader.
    mutating func placeLabel(
        _ size: Size, around frame: Rect, avoiding extra: [Rect] = [], distinctFrom others: [Rect] = []
    ) -> (rect: Rect, isAdjacent: Bool) {
        // Only what lies within reach of a candidate can block one; the rest is left out of the search.
        let reach = gap + Double(Self.rings - 1) * (size.height + gap) + padding
        let neighbourhood = Rect(
            x: frame.minX - size.width - reach, y: frame.minY - size.height - reach,
            width: frame.width + 2 * (size.width + reach), height: frame.height + 2 * (size.height + reach))
        let near = (obstacles + placed + extra).filter { overlaps($0, neighbourhood) }
        if placed.count < Self.maximumSearched, near.count <= Self.maximumSearched {
            // A spot whose leader would cross the image or the title is kept only as a last resort.
            var crossing: (rect: Rect, ring: Int)?
            for candidate in candidates(for: size, around: frame, blockers: near) where isFree(candidate.rect, blockers: near) {
                if strikesText(from: candidate.rect, to: frame) { continue }
                if candidate.ring == 0, isAmbiguous(candidate.rect, frame: frame, others: others) { continue }
                if candidate.ring > 0, leaderCrosses(from: candidate.rect, to: frame) {
                    if crossing == nil { crossing = candidate }
                    continue
                }
                return (record(candidate.rect), candidate.ring == 0)
            }
            if let beside = besideTheDrawing(size, facing: frame, extra: extra, clearLeader: true) { return (record(beside), false) }
            if let crossing { return (record(crossing.rect), false) }
            if let beside = besideTheDrawing(size, facing: frame, extra: extra, clearLeader: false) { return (record(beside), false) }
        }
        let floor = max(lowest, frame.maxY, extra.map(\.maxY).max() ?? -Double.infinity)
        let rows = stacked(size, below: floor + gap + padding, facing: frame)
        if let clear = rows.first(where: { !strikesText(from: $0, to: frame) }) { return (record(clear), false) }
        // From below, the line would strike through text (a subtitle under its title): the label goes
        // level with its frame beside the drawing, outside the label area, which grows by it.
        var unbounded = self
        unbounded.area = nil
        for clearLeader in [true, false] {
            if let beside = unbounded.besideTheDrawing(size, facing: frame, extra: extra, clearLeader: clearLeader) {
                return (record(beside), false)
            }
        }
        return (record(rows[0]), false)
    }

    /// The last resort's spots, a row below everything: left-aligned with the frame, then slid
    /// along the row (to the area's sides, beside the text), kept inside the label area's sides.
    private func stacked(_ size: Size, below y: Double, facing frame: Rect) -> [Rect] {
        var xs = [frame.minX, frame.maxX - size.width]
        if let area { xs += [area.minX, area.maxX - size.width] }
        for text in leadersNeverCross { xs += [text.minX - gap - size.width, text.maxX + gap] }
        return xs.map { x in
            let inside = area.map { max($0.minX, min(x, $0.maxX - size.width)) } ?? x
            return Rect(x: inside, y: y, width: size.width, height: size.height)
        }
    }

    /// Whether the leader from `label` to `frame` would strike through text it must never cross:
    /// enter a text rect whose inside it does not end in.
    private func strikesText(from label: Rect, to frame: Rect) -> Bool {
        guard let line = leaderLine(from: label, to: frame) else { return false }
        return leadersNeverCross.contains { text in
            let end = line.to
            let endsInside = end.x > text.minX && end.x < text.maxX && end.y > text.minY && end.y < text.maxY
            return !endsInside && segmentEntersInterior(line.from, line.to, text)
        }
    }

    /// A spot in a column just right (then left) of everything drawn, level with the frame or slid
    /// up or down to the nearest free place: a short leader across the drawing's edge rather than a
    /// long one down through it to the stack below.
    /// `clearLeader`: only spots whose leader crosses nothing in `leadersAvoid`.
    private func besideTheDrawing(_ size: Size, facing frame: Rect, extra: [Rect], clearLeader: Bool) -> Rect? {
        let all = obstacles + placed + extra
        guard let first = obstacles.first else { return nil }
        // The column starts at the drawing's edge (labels placed there before share the column).
        let drawing = (obstacles + extra).dropFirst().reduce(first) { $0.union($1) }
        for x in [drawing.maxX + gap, drawing.minX - gap - size.width] {
            let column = Rect(x: x - padding, y: drawing.minY - size.height, width: size.width + 2 * padding, height: drawing.height + 2 * size.height)
            let blockers = all.filter { overlaps($0, column) }
            var ys = [frame.midY - size.height / 2]
            for b in blockers { ys += [b.maxY + padding, b.minY - size.height - padding] }
            let preferred = ys[0]
            for y in ys.sorted(by: { (abs($0 - preferred), $0) < (abs($1 - preferred), $1) }) {
                let candidate = Rect(x: x, y: y, width: size.width, height: size.height)
                if y >= drawing.minY - size.height, y <= drawing.maxY, isFree(candidate, blockers: blockers),
                    !strikesText(from: candidate, to: frame), !(clearLeader && leaderCrosses(from: candidate, to: frame))
                {
                    return candidate
                }
            }
        }
        return nil
    }

    /// Whether the leader from `label` to `frame` would run through the inside of a rect it must
    /// not cross. Running along an edge or ending on it does not count, nor does a rect the frame
    /// lies in (the alignment rect's leader has to enter the image).
    private func leaderCrosses(from label: Rect, to frame: Rect) -> Bool {
        guard let line = leaderLine(from: label, to: frame) else { return false }
        return leadersAvoid.contains { !overlaps($0, frame) && segmentEntersInterior(line.from, line.to, $0) }
    }

    private func isAmbiguous(_ label: Rect, frame: Rect, others: [Rect]) -> Bool {
        func distance(_ a: Rect, _ b: Rect) -> Double {
            max(0, max(a.minX - b.maxX, b.minX - a.maxX), max(a.minY - b.maxY, b.minY - a.maxY))
        }
        func facing(_ a: Rect, _ b: Rect) -> Double {
            max(0, min(a.maxX, b.maxX) - max(a.minX, b.minX)) + max(0, min(a.maxY, b.maxY) - max(a.minY, b.minY))
        }
        let own = (distance(label, frame), facing(label, frame))
        return others.contains { other in
            other != frame && distance(label, other) <= own.0 + 1e-9 && facing(label, other) > own.1 + 1e-9
        }
    }

    /// Something drawn after the placer was made that later labels must keep off (a leader line).
    mutating func addObstacle(_ rect: Rect) {
        obstacles.append(rect)
        lowest = max(lowest, rect.maxY)
    }

    /// Side by side, two labels `padding` apart would read as one line of text: each label placed
    /// keeps the next one this much further away to its left and right.
    var sideSeparation: Double { 2 * gap }

    private mutating func record(_ rect: Rect) -> Rect {
        placed.append(Rect(x: rect.x - sideSeparation, y: rect.y, width: rect.width + 2 * sideSeparation, height: rect.height))
        lowest = max(lowest, rect.maxY)
        return rect
    }
}

/// The thin line from a label placed away from its frame to the frame: from the frame's nearest
/// point to the label's centre, to the label's nearest point to that. nil when they touch.
func leaderLine(from label: Rect, to frame: Rect) -> (from: Point, to: Point)? {
    func clamp(_ p: Point, to r: Rect) -> Point {
        Point(x: min(max(p.x, r.minX), r.maxX), y: min(max(p.y, r.minY), r.maxY))
    }
    let onFrame = clamp(Point(x: label.midX, y: label.midY), to: frame)
    let onLabel = clamp(onFrame, to: label)
    guard onFrame != onLabel else { return nil }
    return (onLabel, onFrame)
}

/// Whether the segment a–b passes through the open interior of `rect` (Liang–Barsky clipping,
/// strict: a segment along an edge or ending on it stays outside).
func segmentEntersInterior(_ a: Point, _ b: Point, _ rect: Rect) -> Bool {
    let e = 1e-9
    let (dx, dy) = (b.x - a.x, b.y - a.y)
    var (low, high) = (0.0, 1.0)
    for (p, q) in [(-dx, a.x - rect.minX - e), (dx, rect.maxX - e - a.x), (-dy, a.y - rect.minY - e), (dy, rect.maxY - e - a.y)] {
        if p == 0 {
            if q <= 0 { return false }
            continue
        }
        let t = q / p
        if p < 0 { low = max(low, t) } else { high = min(high, t) }
        if low >= high { return false }
    }
    return true
}
