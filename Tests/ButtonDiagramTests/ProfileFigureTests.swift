import ButtonLayout
import ButtonScenario
import Testing

@testable import ButtonDiagram

/// layout-model.md R17's "every output names its profile" in figures: a small line under the caption, only for a
/// profile other than the default (uikit 26, a recent SDK), so everyday figures stay as they were.
@Suite("The profile in figures")
struct ProfileFigureTests {
    private func profileRun(_ scenario: Scenario) throws -> TextRun? {
        if case .text(let run)? = try diagram(scenario).item("profile") { return run }
        return nil
    }

    @Test("uikit 14: \"layout: legacy, uikit 14\" in the label font and caption colour, centred under the caption")
    func nonDefaultEra() throws {
        let plain = articleScenario(caption: "Centred")
        var old = plain
        old.uikit = .ios14
        let list = try diagram(old)
        guard case .text(let run)? = list.item("profile"), case .text(let caption)? = list.item("caption") else {
            Issue.record("no profile or caption"); return
        }
        // At 2 px per point the style's 12-px label font is 6 pt and the 14-px caption gap 7 pt.
        #expect(run.text == "layout: legacy, uikit 14")
        #expect(run.font == FontSpec(size: 6, weight: .regular))
        #expect(run.color == caption.color)
        #expect(run.alignment == .center)
        #expect(run.box.minY == caption.box.maxY + 7)
        #expect(run.box.height == 1.2 * 6)
        let plainHeight = try diagram(plain).size.height
        #expect(list.size.height - plainHeight == 14.5)
    }

    @Test("the default profile is not drawn; an old linked SDK is, after the era; a configuration button names its model")
    func whenDrawn() throws {
        #expect(try profileRun(articleScenario()) == nil)
        var old = articleScenario()
        old.button.linkedSDK = .old
        #expect(try profileRun(old)?.text == "layout: legacy, uikit 26, linkedSDK old")
        var pixel = articleScenario()
        pixel.uikit = .legacyPixel
        #expect(try profileRun(pixel)?.text == "layout: legacy, uikit legacy-pixel")
    }
}
