import ButtonLabKit
import ButtonLabTestSupport
import ButtonLayout
import ButtonRender
import Foundation
import Testing

private let dejaVu = "/usr/share/fonts/truetype/dejavu"

/// A scenario file in a scratch folder, for the commands.
private func scenarioFile(_ text: String) throws -> String {
    let path = makeScratch("fonts") + "/fonts.yaml"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
}

/// The number after `"key": ` in the first line that has it.
private func number(_ key: String, in json: String, after anchor: String) -> Double? {
    guard let start = json.range(of: anchor) else { return nil }
    let rest = json[start.upperBound...]
    guard let keyRange = rest.range(of: "\"\(key)\": ") else { return nil }
    let digits = rest[keyRange.upperBound...].prefix { "0123456789.-".contains($0) }
    return Double(digits)
}

/// "Fonts you bring" (text-metrics.md): title.font.name from --fonts, --system-font and
/// BUTTONLAB_SYSTEM_FONT, and the error when BUTTONLAB_FONTS lacks the stand-in fonts.
@Suite("Fonts you bring, end to end")
struct UserFontsCommandTests {
    private let named = """
        button:
          size: [200, 44]
          title: {text: Hello, font: {size: 20, name: DejaVuSans-Bold}}
        """

    @Test("title.font.name: measured from --fonts DIR like an IB title (DejaVu Sans Bold \"Hello\" at 20 pt)")
    func namedFace() throws {
        let run = try buttonlab("layout", "--format", "json", "--fonts", dejaVu, try scenarioFile(named))
        #expect(run.status == 0, "\(run.errors)")
        // 5914/2048 × 20 = 57.75 wide, 2384/2048 × 20 = 23.28 high: a 58 × 24 title box.
        #expect(number("width", in: run.output, after: "\"titleLabel\"") == 58)
        #expect(number("height", in: run.output, after: "\"titleLabel\"") == 24)
    }

    @Test("title.font.name without --fonts, or a face the folder lacks: a positioned error naming it")
    func missingFace() throws {
        let file = try scenarioFile(named)
        let without = try buttonlab("layout", file)
        #expect(without.status == 2)
        #expect(without.errors.contains(":3:47: error: button.title.font.name: the font 'DejaVuSans-Bold' must be measured from its file: pass --fonts DIR with a folder that holds it"))
        let elsewhere = try buttonlab("layout", "--fonts", "/usr/share/fonts/truetype/wqy", file)
        #expect(elsewhere.status == 2)
        #expect(elsewhere.errors.contains("error: button.title.font.name: no font file in --fonts /usr/share/fonts/truetype/wqy has the face 'DejaVuSans-Bold'"))
    }

    @Test("--system-font FILE and BUTTONLAB_SYSTEM_FONT: the file's width plus SF's tracking")
    func systemFontFile() throws {
        let fontFile = dejaVu + "/DejaVuSans.ttf"
        let catalog = try FontFaceCatalog(file: fontFile)
        let plain = try #require(catalog.measure("Continue", postScriptName: "DejaVuSans", pointSize: 15))
        // 8 characters × −15.625/1000 em × 15 pt of tracking.
        let expected = (plain.width - 8 * 15.625 * 15 / 1000).rounded(.up)
        let file = try scenarioFile("button:\n  size: [200, 44]\n  buttonType: system\n  title: {text: Continue}\n")
        let flag = try buttonlab("layout", "--format", "json", "--system-font", fontFile, file)
        #expect(flag.status == 0, "\(flag.errors)")
        #expect(number("width", in: flag.output, after: "\"titleLabel\"") == expected)
        let environment = try buttonlab("layout", "--format", "json", file, environment: ["BUTTONLAB_SYSTEM_FONT": fontFile])
        #expect(number("width", in: environment.output, after: "\"titleLabel\"") == expected)
        let stand = try buttonlab("layout", "--format", "json", file)
        #expect(number("width", in: stand.output, after: "\"titleLabel\"") != expected)
        let broken = try buttonlab("layout", "--system-font", "/nonexistent.ttf", file)
        #expect(broken.status == 2)
        #expect(broken.errors.contains("--system-font: "))
    }

    @Test("BUTTONLAB_FONTS without the stand-in fonts: the error names the folder and the first missing file")
    func missingStandInFonts() throws {
        let empty = makeScratch("no-fonts")
        let file = try scenarioFile("button:\n  size: [200, 44]\n  title: {text: Continue}\n")
        let run = try buttonlab("layout", file, environment: ["BUTTONLAB_FONTS": empty])
        #expect(run.status == 2)
        let more = FontLibrary.defaultFontFiles.count - 1
        #expect(run.errors.contains(
            "missing size: give the title's natural single-line size as size: [width, height], or install the fonts that measure it: "
                + "BUTTONLAB_FONTS (\(empty)) lacks opentype/inter/Inter-Thin.otf and \(more) more font files "
                + "(run `make deps`, or point BUTTONLAB_FONTS at a copy of Debian's font tree)"))
        #expect(!run.errors.contains("comes with the renderer"))
    }

    @Test("sweep --states and --uikit: a row per state and era, named in the table and the JSON")
    func sweepStatesAndEras() throws {
        let file = try scenarioFile("""
            button:
              size: [60, 44]
              scale: 3
              buttonType: system
              titles: {normal: Follow, selected: Following}
            """)
        let run = try buttonlab("sweep", "--states", "normal,selected,selected+highlighted", "--uikit", "26,14", file)
        #expect(run.status == 1, "\(run.errors)")
        let header = run.output.split(separator: "\n").first { $0.contains("#") }
        #expect(header?.contains("state") == true && header?.contains("uikit") == true)
        #expect(run.output.contains("  truncated at #3 state selected, uikit 26: "))
        let json = try buttonlab("sweep", "--format", "json", "--states", "selected", "--uikit", "14", file)
        #expect(json.output.contains("\"state\": \"selected\",\n      \"uikit\": \"14\","))
        let bad = try buttonlab("sweep", "--states", "pressed", file)
        #expect(bad.status == 64)
        #expect(bad.errors.contains("--states takes normal, highlighted, selected, disabled, focused, joined by + for several flags, not 'pressed'"))
    }
}
