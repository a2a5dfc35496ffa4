import ButtonLayout
import ButtonReports
import Testing

@testable import ButtonScenario

/// layout-model.md R17 through scenarios: `button.uikit`, its title-box rounding per era, configuration's
/// absence before iOS 15, and the profile every report names.
@Suite("UIKit eras (layout-model.md R17)")
struct EraTests {
    /// The measured pre-15 example: a 45.6667 × 18 label at 3x keeps its pixel-exact width.
    private func titleBox(_ uikit: String?, rounding: String? = nil) throws -> Rect? {
        var body = "button:\n  size: [100, 44]\n  scale: 3\n  title: {text: Go, size: [45.6667, 18]}\n"
        if let uikit { body += "  uikit: \(uikit)\n" }
        if let rounding { body += "  titleSizeRounding: \(rounding)\n" }
        return try scenario(body).button.computeLayout().titleLabel
    }

    @Test("ER3: uikit 14, 13 and 9 round the title box to pixels; 26, 18 and 15 to whole points")
    func titleRoundingPerEra() throws {
        // The 45 ⅔-wide label keeps its width with pixels; whole points make it 46.
        #expect(try titleBox("14")?.width == 137.0 / 3)
        #expect(try titleBox("\"13\"")?.width == 137.0 / 3)
        #expect(try titleBox("9")?.width == 137.0 / 3)
        #expect(try titleBox("legacy-pixel")?.width == 137.0 / 3)
        #expect(try titleBox(nil)?.width == 46)
        #expect(try titleBox("26")?.width == 46)
        #expect(try titleBox("18")?.width == 46)
        #expect(try titleBox("\"15\"")?.width == 46)
    }

    @Test("an explicit titleSizeRounding wins over the era's default")
    func explicitRoundingWins() throws {
        #expect(try titleBox("14", rounding: "points")?.width == 46)
        #expect(try titleBox("26", rounding: "pixels")?.width == 137.0 / 3)
    }

    @Test("title.size within 1e-3 pt of the pixel grid snaps to it: 45.6667 at 3x is 137/3")
    func sizeSnapsToPixels() throws {
        let snapped = try scenario("button:\n  size: [100, 44]\n  scale: 3\n  title: {text: Go, size: [45.6667, 18.0004]}\n")
        #expect(snapped.button.title?.naturalSize == Size(width: 137.0 / 3, height: 18))
        // 0.1667 from the 2x grid: kept as written.
        let kept = try scenario("button:\n  size: [100, 44]\n  scale: 2\n  title: {text: Go, size: [45.6667, 18]}\n")
        #expect(kept.button.title?.naturalSize.width == 45.6667)
    }

    @Test("ER3: an SF Symbol is an error in uikit 9 (symbols arrived in iOS 13), named at the symbol key; 13 takes it")
    func noSymbolsBefore13() throws {
        let found = errors("""
            button:
              size: [44, 44]
              uikit: 9
              image: {symbol: star.fill}
            """)
        #expect(found == [
            "4:19: error: button.image.symbol: SF Symbols need iOS 13 or later: uikit 9 has no symbol images (layout-model.md R17); give the image's size instead, or choose uikit 13 or later"
        ])
        #expect(try scenario("""
            button:
              size: [44, 44]
              uikit: 13
              image: {symbol: star.fill}
            """).image?.symbol?.name == "star.fill")
    }

    @Test("ER2: layout: configuration is an error before iOS 15, named at the uikit key")
    func noConfigurationBefore15() {
        let found = errors("""
            button:
              size: [160, 44]
              layout: configuration
              uikit: 14
              configuration: {style: filled, title: {text: Go, size: [20, 18]}}
            """)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("4:10: error: button.uikit: layout: configuration needs iOS 15 or later: UIButton.Configuration does not exist in uikit 14 (layout-model.md R17)") == true)
    }

    @Test("an unknown era lists the valid ones")
    func unknownEra() {
        let found = buttonErrors("  size: [10, 10]\n  uikit: 17\n")
        #expect(found.count == 1)
        #expect(found.first?.contains("26, 18, 15, 14, 13, 9, legacy-pixel") == true)
    }

    @Test("every report names its profile; an era that assumes rules lists them")
    func reportsNameTheProfile() throws {
        let plain = try scenario("button:\n  size: [100, 44]\n  title: {text: Go, size: [20, 18]}\n")
        let report = LayoutReport(name: "go", provenance: nil, layout: .legacy(try plain.button.computeLayout()), uikit: plain.uikit)
        #expect(report.text.contains("\n  profile: layout: legacy, uikit 26 (strong)\n"))
        #expect(!report.text.contains("assumes rather than reads"))
        guard case .object(let members) = report.json else { Issue.record("not an object"); return }
        #expect(members.map(\.0).prefix(2) == ["name", "profile"])
        #expect(members[1].1 == .string("layout: legacy, uikit 26"))

        let old = try scenario("button:\n  size: [100, 44]\n  uikit: \"15\"\n  title: {text: Go, size: [20, 18]}\n")
        #expect(old.uikit == .ios15)
        let oldReport = LayoutReport(name: "go", provenance: nil, layout: .legacy(try old.button.computeLayout()), uikit: old.uikit)
        #expect(oldReport.text.contains("profile: layout: legacy, uikit 15 (weak–moderate)"))
        #expect(oldReport.text.contains("note: uikit 15 assumes rather than reads: R5 title box in whole points (row 1); "))
        guard case .object(let oldMembers) = oldReport.json else { Issue.record("not an object"); return }
        #expect(oldMembers.map(\.0).prefix(3) == ["name", "profile", "assumedRules"])
    }

    @Test("ER1: the rules each era assumes rather than reads")
    func assumedRules() {
        #expect(UIKitEra.ios26.assumedRules.isEmpty)
        #expect(UIKitEra.ios18.assumedRules.count == 3)
        #expect(UIKitEra.ios15.assumedRules.first == "R5 title box in whole points (row 1)")
        #expect(UIKitEra.ios13.assumedRules.last?.contains("widths are approximate") == true)
        #expect(!UIKitEra.ios14.hasConfiguration && UIKitEra.ios15.hasConfiguration)
    }
    /// "Continue with your Apple Account" at 15 pt, 7 pt a character in the stand-in, in a 100-wide button at 3x.
    private func truncatedTitle(_ uikit: String, rounding: String? = nil) throws -> Rect? {
        var body = "button:\n  size: [100, 44]\n  scale: 3\n  buttonType: system\n  uikit: \(uikit)\n  title: {text: \"Continue with your Apple Account\"}\n"
        if let rounding { body += "  titleSizeRounding: \(rounding)\n" }
        let measurer = FixedMeasurer(size: Size(width: 7, height: 1))
        return try scenario(body, measurer: measurer).button.computeLayout(measurer: SystemFontMeasurer(base: measurer)).titleLabel
    }

    @Test("ER3: legacy-pixel gives a title that does not fit the whole width (R6.3); 14 rounds to pixels but hugs its line like 26")
    func legacyPixelTakesTheWholeWidth() throws {
        let legacyPixel = try truncatedTitle("legacy-pixel")
        let pixels14 = try truncatedTitle("14")
        let points26 = try truncatedTitle("26")
        #expect(legacyPixel == Rect(x: 0, y: 13, width: 100, height: 18))
        // The middle-truncated line the label hugs is ceiled to thirds by uikit 14, to whole points by 26.
        #expect(pixels14 == Rect(x: 3, y: 13, width: 283.0 / 3, height: 18))
        #expect(points26 == Rect(x: 8.0 / 3, y: 13, width: 95, height: 18))
        // An explicit pixel rounding brings R6.3 as layout-model.md writes it, whatever the era.
        #expect(try truncatedTitle("14", rounding: "pixels") == Rect(x: 0, y: 13, width: 100, height: 18))
    }

    @Test("ER1 row 11: linkedSDK is recent by default, old on request, passed to configuration buttons, and named in the profile")
    func linkedSDK() throws {
        #expect(try scenario("button:\n  size: [100, 44]\n").button.linkedSDK == .recent)
        let old = try scenario("button:\n  size: [100, 44]\n  uikit: 14\n  linkedSDK: old\n  title: {text: Go, size: [20, 18]}\n")
        #expect(old.button.linkedSDK == .old)
        let report = LayoutReport(name: "go", provenance: nil, layout: .legacy(try old.button.computeLayout()), uikit: old.uikit, linkedSDK: old.button.linkedSDK)
        #expect(report.text.contains("\n  profile: layout: legacy, uikit 14, linkedSDK old (moderate)\n"))
        guard case .object(let members) = report.json else { Issue.record("not an object"); return }
        #expect(members[1].1 == .string("layout: legacy, uikit 14, linkedSDK old"))
        let configured = try scenario("""
            button:
              size: [160, 44]
              layout: configuration
              linkedSDK: old
              configuration: {style: filled, title: {text: Go, size: [20, 18]}}
            """)
        #expect(configured.configuration?.linkedSDK == .old)
    }

    @Test("linkedSDK accepts recent and old only, with a positioned error that lists them")
    func linkedSDKError() {
        #expect(buttonErrors("  size: [10, 10]\n  linkedSDK: ios12\n") == ["3:14: error: button.linkedSDK: unknown value 'ios12'; expected one of: recent, old"])
    }
}
