import ButtonLayout
import Testing

@testable import ButtonDiagram

@Suite("Leader lines keep off the image and the text")
struct LeaderRoutingTests {
    private let image = Rect(x: 10, y: 10, width: 20, height: 20)

    @Test("a segment enters a rect only through its inside: along an edge or ending on one is outside")
    func segments() {
        #expect(segmentEntersInterior(Point(x: 0, y: 20), Point(x: 40, y: 20), image))
        #expect(segmentEntersInterior(Point(x: 0, y: 0), Point(x: 40, y: 40), image))
        #expect(!segmentEntersInterior(Point(x: 0, y: 10), Point(x: 40, y: 10), image))  // along the top edge
        #expect(!segmentEntersInterior(Point(x: 0, y: 20), Point(x: 10, y: 20), image))  // ends on the left edge
        #expect(!segmentEntersInterior(Point(x: 0, y: 40), Point(x: 40, y: 40), image))
        #expect(!segmentEntersInterior(Point(x: 20, y: 0), Point(x: 20, y: 5), image))  // stops short
    }

    @Test("a spot whose leader would cross the image is passed over for one that does not")
    func placerRoutesAround() {
        // The frame's own first ring is blocked everywhere but far from the image; the image sits
        // right of the frame, where the first ring-1 spot (below, slid right) would reach across it.
        let frame = Rect(x: 40, y: 14, width: 4, height: 4)
        let size = Size(width: 6, height: 2)
        var free = LabelPlacer(obstacles: [frame], gap: 1, padding: 0.5)
        var routed = free
        routed.leadersAvoid = [Rect(x: 30, y: 10, width: 9, height: 40)]
        let plain = free.placeLabel(size, around: frame)
        let around = routed.placeLabel(size, around: frame)
        // Unobstructed, the label sits next to its frame either way.
        #expect(plain.isAdjacent && around.isAdjacent && plain.rect == around.rect)

        // Ring 0 blocked all round: the first spot further out is below, its line straight up
        // through a picture between them; the routed placer takes the one above, whose line is clear.
        let ring = [
            Rect(x: 30, y: 18.5, width: 30, height: 2.5), Rect(x: 30, y: 9, width: 30, height: 4.5),
            Rect(x: 44.5, y: 9, width: 8, height: 12), Rect(x: 31, y: 9, width: 8.5, height: 12),
        ]
        free = LabelPlacer(obstacles: [frame] + ring, gap: 1, padding: 0.5)
        routed = free
        let picture = Rect(x: 38, y: 19, width: 10, height: 2)
        routed.leadersAvoid = [picture]
        let first = free.placeLabel(size, around: frame)
        let clear = routed.placeLabel(size, around: frame)
        #expect(first.rect == Rect(x: 40, y: 22, width: 6, height: 2) && !first.isAdjacent)
        #expect(leaderLine(from: first.rect, to: frame)! == (Point(x: 43, y: 22), Point(x: 43, y: 18)))
        #expect(clear.rect == Rect(x: 40, y: 5, width: 6, height: 2) && !clear.isAdjacent)
        #expect(leaderLine(from: clear.rect, to: frame)! == (Point(x: 43, y: 7), Point(x: 43, y: 14)))
    }

    @Test("a frame inside the avoided rect may be reached through it (the alignment rect in the image)")
    func insideIsReachable() {
        let frame = Rect(x: 14, y: 14, width: 4, height: 4)
        var placer = LabelPlacer(obstacles: [image], gap: 1, padding: 0.5)
        placer.leadersAvoid = [image]
        let placed = placer.placeLabel(Size(width: 6, height: 2), around: frame)
        var plain = LabelPlacer(obstacles: [image], gap: 1, padding: 0.5)
        #expect(placed == plain.placeLabel(Size(width: 6, height: 2), around: frame))
    }
}
