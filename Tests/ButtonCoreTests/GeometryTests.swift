import ButtonCore
import Testing

/// The Core Graphics arithmetic the engines and the IB reader share.
@Suite struct GeometryTests {
    @Test func insetShrinksByPositiveInsetsAndGrowsByNegativeOnes() {
        let rect = Rect(x: 10, y: 20, width: 100, height: 44)
        #expect(rect.inset(by: EdgeInsets(top: 4, left: 8, bottom: 6, right: 2)) == Rect(x: 18, y: 24, width: 90, height: 34))
        #expect(rect.inset(by: EdgeInsets(top: -1, left: -2, bottom: -3, right: -4)) == Rect(x: 8, y: 19, width: 106, height: 48))
        // Sides may come out negative, as UIEdgeInsetsInsetRect's do.
        #expect(rect.inset(by: EdgeInsets(left: 60, right: 60)) == Rect(x: 70, y: 20, width: -20, height: 44))
    }

    @Test func edgesAndMiddles() {
        let rect = Rect(origin: Point(x: -5, y: 2.5), size: Size(width: 15, height: 5))
        #expect([rect.minX, rect.midX, rect.maxX] == [-5, 2.5, 10])
        #expect([rect.minY, rect.midY, rect.maxY] == [2.5, 5, 7.5])
        #expect(rect.origin == Point(x: -5, y: 2.5))
        #expect(rect.size == Size(width: 15, height: 5))
    }

    @Test func standardizedTurnsNegativeSidesPositive() {
        #expect(Rect(x: 10, y: 10, width: -4, height: -6).standardized == Rect(x: 6, y: 4, width: 4, height: 6))
        #expect(Rect(x: 1, y: 2, width: 3, height: 4).standardized == Rect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func emptinessFollowsCGRectIsEmpty() {
        #expect(Rect.zero.isEmpty)
        #expect(Rect(x: 0, y: 0, width: 10, height: 0).isEmpty)
        #expect(Rect(x: 0, y: 0, width: -1, height: 5).isEmpty)
        #expect(!Rect(x: 0, y: 0, width: 0.5, height: 0.5).isEmpty)
    }

    @Test func unionCoversBoth() {
        let canvas = Rect(x: 0, y: 0, width: 414, height: 896)
        #expect(canvas.union(Rect(x: 0, y: 100, width: 414, height: 1200)) == Rect(x: 0, y: 0, width: 414, height: 1300))
        #expect(Rect(x: 5, y: 5, width: 1, height: 1).union(Rect(x: -3, y: 8, width: 2, height: 2)) == Rect(x: -3, y: 5, width: 9, height: 5))
    }

    @Test func containsAllowsFloatingPointNoise() {
        let bounds = Rect(x: 0, y: 0, width: 100, height: 44)
        #expect(bounds.contains(Rect(x: 0, y: 0, width: 100 + 1e-10, height: 44)))
        #expect(!bounds.contains(Rect(x: 0, y: 0, width: 100.001, height: 44)))
    }

    @Test func overlapIsNilForRectsThatOnlyTouch() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.overlap(with: Rect(x: 10, y: 0, width: 5, height: 5)) == nil)
        #expect(a.overlap(with: Rect(x: 8, y: -2, width: 5, height: 5)) == Rect(x: 8, y: 0, width: 2, height: 3))
        #expect(a.overlap(with: Rect(x: 12, y: 4, width: -4, height: 2)) == Rect(x: 8, y: 4, width: 2, height: 2))
        #expect(a.overlap(with: Rect(x: 2, y: 2, width: 0, height: 5)) == nil)
    }

    @Test func finitenessAndZeroInsets() {
        #expect(Rect(x: 0, y: 0, width: 1, height: 1).isFinite)
        #expect(!Rect(x: .infinity, y: 0, width: 1, height: 1).isFinite)
        #expect(!Rect(x: 0, y: 0, width: .nan, height: 1).isFinite)
        #expect(EdgeInsets.zero.isZero)
        #expect(!EdgeInsets(bottom: 0.5).isZero)
    }
}
