import ButtonLayout
import Testing

@Suite("explain: the arithmetic with numbers substituted")
struct ExplanationTests {
    private let figure5 = Button(
        size: Size(width: 200, height: 100), imageEdgeInsets: EdgeInsets(left: 50),
        imageSize: Size(width: 50, height: 50), titleSize: Size(width: 50, height: 25)
    )

    @Test("figure 5's arithmetic: area width 150, block width 100, (150 − 100) / 2 = 25")
    func figure5Steps() throws {
        let explanation = try figure5.explain(name: "fig05")
        #expect(explanation.heading == "fig05: system layout of a 200 × 100 custom button at scale 2, left-to-right")
        #expect(explanation.phases == [.intrinsicSize, .contentRect, .areas, .sizes, .horizontal, .vertical, .frames, .movement])
        #expect(explanation.lines(in: .horizontal) == [
            "center, left-to-right: the block is [image][title]",
            "ix = IR.x + max(floorPx((IR.w − iw − tw) / 2), 0) = 50 + max(floorPx((150 − 50 − 50) / 2), 0) = 75",
            "tx = TR.x + iw + roundPx((TR.w − iw − tw) / 2) = 0 + 50 + roundPx((200 − 50 − 50) / 2) = 100",
        ])
        #expect(explanation.lines(in: .areas)[0] == "IR.x = roundPx(C.x + IE.left) = roundPx(0 + 50) = 50")
        #expect(explanation.lines(in: .frames).contains("virtualTitle       (125, 37.5, 50, 25)"))
        #expect(explanation.lines(in: .movement) == ["the image moved 25 pt right, not 50", "the title did not move"])
        #expect(explanation.text.contains("\n5. Horizontal placement: image and title as one block (R7)\n   center, left-to-right: the block is [image][title]\n"))
    }

    @Test("the squashed image of figure 9 is explained with its minimum")
    func figure9() throws {
        let button = Button(
            size: Size(width: 200, height: 100), contentHorizontalAlignment: .left,
            imageEdgeInsets: EdgeInsets(right: 175),
            imageSize: Size(width: 50, height: 50), titleSize: Size(width: 50, height: 25)
        )
        let lines = try button.explain().lines(in: .sizes)
        #expect(lines[0] == "iw = min(iw0, IR.w) = min(50, 25) = 25")
        #expect(lines[2] == "the image area is smaller than the image: it is squashed, never cropped")
        #expect(lines[3] == "maxTW = max(TR.w − iw, 0) = max(200 − 25, 0) = 175")
    }

    @Test("rounding is written as what it is, with the value before it")
    func roundingLines() throws {
        // "Fixed Frame Button": a 133.5-wide label in a 200 × 44 system button at 2x.
        let button = Button(
            size: Size(width: 200, height: 44), buttonType: .system,
            title: Title(text: "Fixed Frame Button", font: TitleFont(size: 15), naturalSize: Size(width: 133.5, height: 17.900390625)))
        let lines = try button.explain().lines(in: .sizes)
        #expect(lines.contains("tw = ceil(min(wm, maxTW)) = ceil(133.5) = 134"))
        #expect(lines.contains("  ceil(133.5) = 134 (up to whole points)"))
        var atTwo = figure5
        atTwo.imageEdgeInsets = EdgeInsets(left: 50.25)
        let areas = try atTwo.explain().lines(in: .areas)
        #expect(areas.contains("  roundPx(50.25) = 50.5 (to the ½-pt grid at 2x)"))
    }

    @Test("an empty system button's line box, and uncertain branches, are written out")
    func emptyTitleAndUncertainty() throws {
        let button = Button(size: Size(width: 30, height: 30), buttonType: .system, title: Title(text: "", font: TitleFont(size: 15), naturalSize: .zero), titleSizeRounding: .pixels)
        let lines = try button.explain().lines(in: .intrinsicSize)
        #expect(lines.contains("the title is empty, but a system button is likely to have one: it reserves one line of the 15-pt font, 15 × 2444/2048 = 17.900390625 high (R9.2)"))
        #expect(lines.contains("(uncertain: titleSizeRounding: pixels reproduces one published series of captures; which iOS versions used it is unknown)"))
        #expect(lines.contains("th0 = ceilPx(line height) = ceilPx(17.900390625) = 18"))
    }

    @Test("overrides explain their expressions")
    func overrides() throws {
        let button = Button(
            size: Size(width: 100, height: 150), imageSize: Size(width: 50, height: 50), titleSize: nil,
            layout: .rectOverrides(
                image: RectExpression(x: .number(0), y: .number(0), width: .variable(.cw), height: .variable(.cw)), title: nil)
        )
        let lines = try button.explain().lines(in: .rectOverrides)
        #expect(lines.first == "imageRect = (0, 0, cw, cw) with cx 0, cy 0, cw 100, ch 150, bw 100, bh 150 = (0, 0, 100, 100)")
    }
}
