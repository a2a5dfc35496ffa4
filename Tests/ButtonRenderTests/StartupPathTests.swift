import ButtonLayout
import ButtonScenario
import Testing

@testable import ButtonRender

/// What start-up shortcuts rest on: the blocks `alwaysDrawn` skips are drawn whole by the standard
/// fonts, only the standard library skips them, and the layout cache keys on text and font.
@Suite("Start-up: font shortcuts")
struct FontStartupTests {
    let fonts: FontLibrary

    init() throws {
        fonts = try FontLibrary.standard()
    }

    /// Each range in one Pango layout: not one unknown glyph. (The whole CJK Symbols and
    /// Punctuation block and the last kana are not drawn: U+3004, U+3020, U+302A–302F, U+3031–303C,
    /// U+303E–303F, U+3095–3096, U+30F7–30FA have no glyph in any of the fonts.)
    @Test(arguments: [
        0x20...0x7E, 0xA0...0x17F, 0x3000...0x3003, 0x3005...0x301F, 0x3021...0x3029, 0x303D...0x303D,
        0x3041...0x3094, 0x30A1...0x30F6, 0x4E00...0x9FA5, 0xAC00...0xD7A3,
    ] as [ClosedRange<UInt32>])
    func alwaysDrawnBlocksAreDrawn(_ block: ClosedRange<UInt32>) {
        let scalars = block.compactMap(Unicode.Scalar.init)
        #expect(scalars.allSatisfy(FontLibrary.alwaysDrawn))
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars)
        #expect(fonts.unknownGlyphCount(text, font: FontSpec()) == 0)
    }

    @Test("outside the drawn ranges, characters are looked up")
    func otherCharactersLookedUp() {
        #expect(!FontLibrary.alwaysDrawn("\u{F8FF}"))
        #expect(!FontLibrary.alwaysDrawn("\u{0E01}"))
        // Characters of the CJK blocks that no font draws are looked up, and named.
        #expect(fonts.uncoveredCharacters(in: "ゕヷ〄") == ["\u{3095}", "\u{30F7}", "\u{3004}"])
        #expect(fonts.uncoveredCharacters(in: "我是titleLabel") == [])
    }

    @Test("family names get their spaces from the case of ASCII letters")
    func spacedNames() {
        #expect(FontLibrary.spaced("CanadianAboriginal") == "Canadian Aboriginal")
        #expect(FontLibrary.spaced("HanifiRohingya") == "Hanifi Rohingya")
        #expect(FontLibrary.spaced("NKo") == "NKo")
        #expect(FontLibrary.spaced("Symbols2") == "Symbols2")
        #expect(FontLibrary.spaced("Thai") == "Thai")
        #expect(FontLibrary.defaultFamilies.hasPrefix("Inter, DejaVu Sans, WenQuanYi Micro Hei, Droid Sans Fallback, Noto Sans Thai, "))
        #expect(FontLibrary.defaultFamilies.contains(", Noto Sans Canadian Aboriginal, "))
        #expect(FontLibrary.defaultFamilies.hasSuffix(", Noto Sans Math, Noto Color Emoji"))
    }

    @Test("one text in several fonts is cached per font, and past the cache's size measures the same")
    func layoutCacheKeysOnFont() {
        let regular = fonts.measure("Share", font: FontSpec(size: 17, weight: .regular))
        let bold = fonts.measure("Share", font: FontSpec(size: 17, weight: .bold))
        let larger = fonts.measure("Share", font: FontSpec(size: 34, weight: .regular))
        #expect(bold.width > regular.width)
        #expect(larger.width > regular.width)
        for index in 0..<300 { _ = fonts.measure("label \(index)", font: FontSpec(size: 12)) }
        #expect(fonts.measure("Share", font: FontSpec(size: 17, weight: .regular)) == regular)
        #expect(fonts.measure("Share", font: FontSpec(size: 17, weight: .bold)) == bold)
        #expect(fonts.measure("Share", font: FontSpec(size: 34, weight: .regular)) == larger)
    }
}

