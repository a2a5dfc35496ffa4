import ButtonScenario
import Testing

@testable import ButtonRender

/// Pango's extents are 32-bit counts of 1/1024 pt: a line past 2 097 152 pt wrapped around (issue 21's
/// `"lorem ipsum "` × 70 000 measured 0 wide and was never wrapped).
@Suite("FontLibrary.measure: a line wider than Pango's 32-bit extents is measured in pieces")
struct WideTextTests {
    @Test func aTextPastTheLimitMeasuresAsItsPiecesAdded() throws {
        let fonts = try FontLibrary.standard()
        let font = FontSpec(size: 1000, weight: .regular)
        let one = fonts.measure("lorem ipsum ", font: font)
        // 300 × about 5 400 pt is some 1.6 million pt (measured whole) — 3 000 × is 16 million (in pieces).
        let short = fonts.measure(String(repeating: "lorem ipsum ", count: 300), font: font)
        #expect(abs(short.width - 300 * one.width) < 0.01 * 300 * one.width)
        let long = fonts.measure(String(repeating: "lorem ipsum ", count: 3000), font: font)
        #expect(abs(long.width - 3000 * one.width) < 0.01 * 3000 * one.width)
        #expect(long.width > 2_097_152)
        #expect(long.height == one.height)
    }

    @Test func piecesHoldFewerCharactersAtLargerSizes() {
        #expect(FontLibrary.longestSafePiece(font: FontSpec(size: 17, weight: .regular)) == 14_705)
        #expect(FontLibrary.longestSafePiece(font: FontSpec(size: 1000, weight: .regular)) == 250)
    }
}
