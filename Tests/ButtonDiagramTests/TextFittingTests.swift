import ButtonDiagram
import ButtonLayout
import ButtonScenario
import Testing

@Suite("Middle truncation")
struct MiddleTruncationTests {
    let measurer = FakeMeasurer()
    /// 5 pt per grapheme cluster.
    let font = FontSpec(size: 10)

    @Test("text that fits is unchanged, also at exactly its width")
    func fits() {
        #expect(middleTruncated("abcdef", toWidth: 30, font: font, measurer: measurer) == "abcdef")
        #expect(middleTruncated("abcdef", toWidth: 100, font: font, measurer: measurer) == "abcdef")
        #expect(middleTruncated("", toWidth: 0, font: font, measurer: measurer) == "")
    }

    @Test("Abc…xyz: one more cluster kept at the start than at the end", arguments: [
        (30.0, "abc…ij"), (29.9, "ab…ij"), (25, "ab…ij"), (20, "ab…j"), (15, "a…j"), (10, "a…"), (5, "…"), (4.9, ""), (0, ""),
    ])
    func truncates(width: Double, expected: String) {
        #expect(middleTruncated("abcdefghij", toWidth: width, font: font, measurer: measurer) == expected)
    }

    @Test("cuts only between grapheme clusters: emoji sequences and combining marks stay whole")
    func graphemes() {
        let family = "👨‍👩‍👧‍👦"
        let text = "\(family)e\u{301}xyz\(family)"
        // 6 clusters; 4 fit (3 kept + the ellipsis).
        let result = middleTruncated(text, toWidth: 20, font: font, measurer: measurer)
        #expect(result == "\(family)e\u{301}…\(family)")
        #expect(result.unicodeScalars.filter { $0 == "\u{200D}" }.count == 6)
    }

    @Test("CJK and right-to-left text truncate by cluster too")
    func scripts() {
        #expect(middleTruncated("我是titleLabel", toWidth: 30, font: font, measurer: measurer) == "我是t…el")
        #expect(middleTruncated("مرحبا بالعالم", toWidth: 25, font: font, measurer: measurer) == "مر…لم")
    }

    @Test("a long text is truncated with a logarithmic number of measurements")
    func longText() {
        let counter = CountingMeasurer()
        let text = String(repeating: "a", count: 10_000) + "z"
        let result = middleTruncated(text, toWidth: 50, font: font, measurer: counter)
        #expect(result == "aaaaa…aaaz")
        #expect(counter.count < 30)
    }
}

@Suite("Title font")
struct TitleFontTests {
    let measurer = FakeMeasurer()

    @Test("an explicit size scales the font down until the text measures that size")
    func scalesDown() {
        let title = Title(text: articleTitle, font: FontSpec(), naturalSize: Size(width: 50, height: 25), sizeIsGiven: true)
        #expect(titleFont(for: title, measurer: measurer) == FontSpec(size: 8.33))
    }

    @Test("never scaled up, and a measured size keeps the scenario's font")
    func keeps() {
        let roomy = Title(text: "OK", font: FontSpec(size: 12, weight: .bold), naturalSize: Size(width: 100, height: 40), sizeIsGiven: true)
        #expect(titleFont(for: roomy, measurer: measurer) == FontSpec(size: 12, weight: .bold))
        let measured = Title(text: articleTitle, font: FontSpec(), naturalSize: Size(width: 108, height: 21.6), sizeIsGiven: false)
        #expect(titleFont(for: measured, measurer: measurer) == FontSpec())
    }

    @Test("a title frame narrower than its text shows Abc…xyz in the diagram")
    func truncatedInDiagram() throws {
        // "Hello World" at 10 pt measures 55 × 12; 20 pt of content insets leave a 40 pt frame.
        let scenario = Scenario(
            name: "truncated",
            button: Button(size: Size(width: 60, height: 30), contentEdgeInsets: EdgeInsets(left: 20), titleSize: Size(width: 55, height: 12)),
            title: Title(text: "Hello World", font: FontSpec(size: 10), naturalSize: Size(width: 55, height: 12), sizeIsGiven: false))
        let list = try diagram(scenario)
        #expect(list.rectOf("title-label")?.width == 40)
        guard case .text(let run)? = list.item("title-text") else { Issue.record("no title text"); return }
        #expect(run.text == "Hell…rld")
        #expect(run.font == FontSpec(size: 10))
    }
}
