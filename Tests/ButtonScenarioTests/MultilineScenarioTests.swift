import ButtonLayout
import Testing

@testable import ButtonScenario

/// layout-model.md R6.4 ML6 through scenarios: `title.numberOfLines`, `title.lineBreakMode` and
/// `title.wrappedSize`, and the line feeds a legacy title's text may hold (ML4.2).
@Suite("Multi-line title keys")
struct MultilineScenarioTests {
    @Test("ML6: the three keys reach the engine; ML5.1's scenario lays out the title at (7, −14, 186, 61)")
    func keys() throws {
        let loaded = try scenario("""
            button:
              size: [200, 33]
              buttonType: system
              intrinsicSizeQueried: true
              title:
                text: "The quick brown fox jumps over the lazy dog near the river bank"
                size: [486, 20.287109375]
                font: {size: 17}
                numberOfLines: 0
                lineBreakMode: byWordWrapping
                wrappedSize: [185.5, 61]
            """)
        #expect(loaded.button.titleLabelLines == TitleLabelLines(
            numberOfLines: 0, lineBreakMode: .byWordWrapping, wrappedSize: Size(width: 185.5, height: 61)))
        #expect(try loaded.button.computeLayout().titleLabel == Rect(x: 7, y: -14, width: 186, height: 61))
    }

    @Test("defaults: numberOfLines 1 and byTruncatingMiddle (ML1)")
    func defaults() throws {
        let loaded = try scenario("button:\n  size: [100, 44]\n  title: {text: Hi, size: [15, 18]}\n")
        #expect(loaded.button.titleLabelLines == TitleLabelLines(numberOfLines: 1, lineBreakMode: .byTruncatingMiddle))
    }

    @Test("a line feed is a hard line; other control characters are still refused; numberOfLines is whole")
    func refusals() throws {
        let loaded = try scenario("button:\n  size: [100, 60]\n  title: {text: \"Line one\\nLine two\", size: [60.5, 35.80078125]}\n")
        #expect(loaded.button.title?.hardLines == ["Line one", "Line two"])
        #expect(buttonErrors("  size: [100, 44]\n  title: {text: \"a\\u001Bb\", size: [10, 18]}\n") == [
            "3:17: error: button.title.text: a title cannot contain control characters (U+001B at character 2): only a line feed (\\n) may break it",
        ])
        #expect(buttonErrors("  size: [100, 44]\n  title: {text: a, size: [10, 18], numberOfLines: 1.5}\n") == [
            "3:51: error: button.title.numberOfLines: numberOfLines must be a whole number of lines, found 1.5",
        ])
    }
}
