import ButtonDiagram
import ButtonLabTestSupport
import ButtonLayout
import ButtonRender
import ButtonScenario
import Testing

@Suite("Every script, and colour emoji")
struct ScriptTests {
    let fonts: FontLibrary

    init() throws {
        fonts = try FontLibrary.standard()
    }

    @Test(arguments: [
        "공유하기", "설정 저장", "แชร์", "साझा करें", "শেয়ার", "பகிர்", "షేర్", "ಹಂಚಿಕೊಳ್ಳಿ", "പങ്കിടുക", "શેર", "ਸਾਂਝਾ",
        "ଅଂଶୀଦାର", "බෙදාගන්න", "ចែករំលែក", "ແບ່ງປັນ", "မျှဝေ", "გაზიარება", "Կիսվել", "ሰላም", "ᏣᎳᎩ", "😀👍🏽❤️", "👨‍👩‍👧",
    ])
    func everyScriptHasGlyphs(_ text: String) {
        #expect(fonts.unknownGlyphCount(text, font: FontSpec()) == 0)
        #expect(fonts.uncoveredCharacters(in: text) == [])
        #expect(fonts.measure(text, font: FontSpec()).width > 0)
    }

    @Test("a character no font draws is named, once, in order; joiners and plain text are not")
    func uncovered() {
        #expect(fonts.uncoveredCharacters(in: "Buy \u{F8FF} now \u{F8FF}") == ["\u{F8FF}"])
        // Linear B: historic, not among the fonts.
        #expect(fonts.uncoveredCharacters(in: "𐀀x𐀁") == ["\u{10000}", "\u{10001}"])
        #expect(fonts.uncoveredCharacters(in: "Continue") == [])
        #expect(fonts.uncoveredCharacters(in: "") == [])
    }

    @Test("an emoji is measured at the text's size, not at its bitmap's 109 px")
    func emojiSize() {
        let size = fonts.measure("😀", font: FontSpec(size: 20))
        #expect(size.width > 18 && size.width < 30)
        #expect(size.height < 30)
        // As wide at any size, proportionally.
        let large = fonts.measure("😀", font: FontSpec(size: 40))
        #expect(abs(large.width - 2 * size.width) < 0.5)
    }

    @Test("emoji are drawn in colour, within their box")
    func emojiInColour() throws {
        let run = TextRun(text: "😀", box: Rect(x: 0, y: 0, width: 40, height: 40), alignment: .center, font: FontSpec(size: 30), color: Color(rgb: 0))
        let image = try renderRaster(canvas(width: 40, height: 40, pixelsPerPoint: 2, [item("emoji", .text(run))]), fonts: fonts)
        // The face's yellow: red and green high, blue low — never in black text on grey.
        let yellow = countPixels(in: image, x: 0..<80, y: 0..<80) { $0.red > 200 && $0.green > 150 && $0.blue < 100 }
        #expect(yellow > 1000)
        // Drawn at 30 pt (60 px), not at the bitmap's 109 px: the top rows and left columns stay canvas.
        let outside = countPixels(in: image, x: 0..<80, y: 0..<4) { $0 != RGBA8(rgb: 0xECECEC) }
        #expect(outside == 0)
    }

    @Test("runs: what the system font's stand-in draws, and what a fallback font draws")
    func systemFontRuns() {
        let runs = fonts.systemFontRuns(of: "Go 공유 now")
        #expect(runs.map(\.text) == ["Go ", "공유", " now"])
        #expect(runs.map(\.isSystemFont) == [true, false, true])
        #expect(fonts.systemFontRuns(of: "Continue").map(\.text) == ["Continue"])
        #expect(fonts.systemFontRuns(of: "Ünïcödé").map(\.isSystemFont) == [true])
    }

    @Test("only runs Inter draws get SF's width ratio")
    func measuredPerRun() {
        let system = SystemFontMeasurer(base: fonts)
        let font = FontSpec(size: 17)
        let latin = system.lineWidth(of: "Go ", font: font)
        let hangul = fonts.measure("공유", font: font).width
        #expect(abs(system.lineWidth(of: "Go 공유", font: font) - (latin + hangul)) < 1e-9)
        #expect(system.lineWidth(of: "Continue", font: font) < fonts.measure("Continue", font: font).width)
    }
}

@Suite("PDF page")
struct PDFPageTests {
    @Test("the page is the PNG's pixel size at 2 px per PDF point, whatever the drawing scale")
    func pageSize() throws {
        let list = canvas(width: 100, height: 50, pixelsPerPoint: 4, [item("box", .rect(Rect(x: 10, y: 10, width: 20, height: 20), fill: Color(rgb: 0), stroke: nil))])
        let pdf = String(decoding: try renderPDF(list), as: UTF8.self)
        #expect(pdf.contains("/MediaBox [ 0 0 200 100 ]"))
    }
}
