import ButtonLayout
import ButtonScenario
import Testing

@testable import ButtonDiagram

@Suite("Configuration label text as drawn")
struct LabelLinesTests {
    // FakeMeasurer at 10 pt: 5 per character.
    private let font = FontSpec(size: 10)

    @Test("each line-break mode cuts where UILabel does")
    func truncation() {
        let m = FakeMeasurer()
        #expect(truncated("abcdefghij", mode: .byTruncatingTail, toWidth: 30, font: font, measurer: m) == "abcde…")
        #expect(truncated("abcdefghij", mode: .byTruncatingHead, toWidth: 30, font: font, measurer: m) == "…fghij")
        #expect(truncated("abcdefghij", mode: .byTruncatingMiddle, toWidth: 30, font: font, measurer: m) == "abc…ij")
        #expect(truncated("abcdefghij", mode: .byClipping, toWidth: 30, font: font, measurer: m) == "abcdef")
        #expect(truncated("abcdefghij", mode: .byTruncatingTail, toWidth: 50, font: font, measurer: m) == "abcdefghij")
        #expect(truncated("abcdefghij", mode: .byTruncatingTail, toWidth: 4, font: font, measurer: m) == "")
    }

    @Test("a wrapping label breaks at its frame's width; surplus lines join the last one, cut at its end")
    func wrapping() {
        let m = FakeMeasurer()
        // 17 pt nominal with an explicit natural size the fake font already measures: no scaling (8.5 per character).
        let nominal = ConfigurationFont(size: 17)
        let natural = Size(width: 8.5 * 17, height: 20.4)
        let three = labelLines("one two three", font: nominal, naturalSize: natural, frame: Rect(x: 0, y: 0, width: 45, height: 61),
                               lineBreakMode: .byWordWrapping, measurer: m)
        #expect(three.lines == ["one", "two", "three"])
        #expect(three.capacity == 3)
        let tops: [Double] = three.boxes(in: Rect(x: 0, y: 0, width: 45, height: 61)).map(\.y)
        let pitch: Double = 61.0 / 3
        #expect(tops == [0, pitch, 2 * pitch])

        // One line of height: the rest joins the first line and is cut.
        let one = labelLines("one two three", font: nominal, naturalSize: natural, frame: Rect(x: 0, y: 0, width: 45, height: 20.4),
                             lineBreakMode: .byCharWrapping, measurer: m)
        #expect(one.lines == ["one…"])

        let single = labelLines("one two three", font: nominal, naturalSize: natural, frame: Rect(x: 0, y: 0, width: 45, height: 20.4),
                                lineBreakMode: .byTruncatingHead, measurer: m)
        #expect(single.lines == ["…hree"])
        #expect(single.capacity == 1)
    }

    @Test("a text of many lines in a short frame is wrapped whole once, not at every font size tried")
    func manyLinesInAShortFrame() {
        // A subtitle at the 5000-character cap: 416 × "lorem ipsum ", 139 lines at 17 pt in a frame
        // of 3, so the font shrinks 3% at a time down to half without ever fitting.
        let text = String(repeating: "lorem ipsum ", count: 416)
        let tally = CountingMeasurer()
        let nominal = ConfigurationFont(size: 17)
        let lines = labelLines(text, font: nominal, naturalSize: Size(width: 8.5 * Double(text.count), height: 20.4),
                               frame: Rect(x: 0, y: 0, width: 300, height: 61), lineBreakMode: .byWordWrapping,
                               measurer: tally)
        #expect(lines.lines == [
            "lorem ipsum lorem ipsum lorem ipsum", "lorem ipsum lorem ipsum lorem ipsum", "lorem ipsum lorem ipsum lorem ipsu…",
        ])
        #expect(lines.font == FontSpec(size: 17))
        // One whole wrap, the last line's truncation and 24 tries of 4 lines each, not 24 whole wraps.
        #expect(tally.characters < 14 * text.count)
    }

    @Test("fewer lines than the frame holds are centred, a line apart")
    func centred() {
        let lines = LabelLines(lines: ["a"], font: FontSpec(size: 10), capacity: 3)
        #expect(lines.boxes(in: Rect(x: 2, y: 0, width: 10, height: 30)) == [Rect(x: 2, y: 10, width: 10, height: 10)])
    }

    @Test("figure numbers have at most two decimals")
    func numbers() {
        #expect(figureNumber(20.333333333333332) == "20.33")
        #expect(figureNumber(42.666666666666664) == "42.67")
        #expect(figureNumber(-0.001) == "0")
        #expect(figureRect(Rect(x: 12, y: 3.3333333333333335, width: 28, height: 26.666666666666668)) == "(12, 3.33, 28, 26.67)")
    }
}
