import ButtonLayout
import Testing

@Suite("explain: the arithmetic with numbers substituted")
struct ExplanationTests {
    @Test("figure 5's arithmetic: area width 150, block width 100, (150 − 100) / 2 = 25")
    func figure5() throws {
        let button = Button(
            size: Size(width: 200, height: 100), imageEdgeInsets: EdgeInsets(left: 50),
            imageSize: Size(width: 50, height: 50), titleSize: Size(width: 50, height: 25)
        )
        let explanation = try button.explain(name: "fig05")
        #expect(explanation.heading == "fig05: system layout of a 200 × 100 button at scale 2, left-to-right")
        #expect(explanation.sections.map(\.title) == [
            "Intrinsic content size",
            "Content rect: contentRectForBounds:",
            "Image and title areas: the content rect inset by each element's insets",
            "Sizes: the title gives way first, then the image is squashed",
            "Horizontal: center, left-to-right: the block is [image][title]",
            "Vertical: center, each element in its own area",
            "Frames",
        ])
        let horizontal = explanation.sections[4].lines
        #expect(horizontal == [
            "block width = image width + title width = 50 + 50 = 100",
            "image x = imageArea x + floor((imageArea width − block width) / 2) = 50 + floor((150 − 100) / 2) = 50 + 25 = 75",
            "title x = titleArea x + image width + round((titleArea width − block width) / 2) = 0 + 50 + round((200 − 100) / 2) = 0 + 50 + 50 = 100",
        ])
        #expect(explanation.sections[2].lines[0] == "imageArea = contentRect inset by imageEdgeInsets (0, 50, 0, 0) = (50, 0, 150, 100)")
        #expect(explanation.sections[6].lines.contains("virtual title (125, 37.5, 50, 25): the title as the image's alignment imagines it"))
        #expect(explanation.text.contains("\n5. Horizontal: center, left-to-right: the block is [image][title]\n   block width = image width + title width = 50 + 50 = 100\n"))
    }

    @Test("the squashed image of figure 9 is explained with its minimum")
    func figure9() throws {
        let button = Button(
            size: Size(width: 200, height: 100), contentHorizontalAlignment: .left,
            imageEdgeInsets: EdgeInsets(right: 175),
            imageSize: Size(width: 50, height: 50), titleSize: Size(width: 50, height: 25)
        )
        let lines = try button.explain().sections[3].lines
        #expect(lines[0] == "image width  = min(50, imageArea width 25) = 25")
        #expect(lines[2] == "title may use titleArea width − image width = 200 − 25 = 175")
    }

    @Test("overrides explain their expressions")
    func overrides() throws {
        let button = Button(
            size: Size(width: 100, height: 150), imageSize: Size(width: 50, height: 50),
            layout: .rectOverrides(
                image: RectExpression(x: .number(0), y: .number(0), width: .variable(.cw), height: .variable(.cw)), title: nil)
        )
        let explanation = try button.explain()
        let section = try #require(explanation.sections.first { $0.title.hasPrefix("rectOverrides") })
        #expect(section.lines == ["imageRect = (0, 0, cw, cw) with cx 0, cy 0, cw 100, ch 150, bw 100, bh 150 = (0, 0, 100, 100)"])
    }
}
