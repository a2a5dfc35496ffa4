import ButtonLayout
import ButtonReports
import Testing

@testable import ButtonScenario

/// states.md AS1–AS7 through scenarios: the state a scenario selects, the exact-key look-up with its
/// `.normal` fallback, attributed titles beating plain ones, and what `layout` reports.
@Suite("Per-state content")
struct StatesTests {
    /// SF widths as states.md AS6.1 gives them (from M), through the stand-in's width model (TR5) inverted.
    struct SFWidths: TextMeasuring {
        let widths: [String: Double] = ["Green": 41.5, "Plain Button": 82.5, "Follow": 44, "Following": 64, "Buy": 30, "Buying…": 55]
        func measure(_ text: String, font: FontSpec) -> Size {
            let model = SystemFontMetrics.estimate(interWidth: 0, characters: text.count, font: font)
            let width = widths[text] ?? 10
            return Size(width: (width / (1 - model.opticalSizeCorrection) - model.trackingWidth) / model.referenceRatio, height: font.size)
        }
    }

    private func laidOut(_ body: String) throws -> (Scenario, LayoutResult) {
        let loaded = try scenario("button:\n" + body, measurer: SFWidths())
        return (loaded, try loaded.button.computeLayout())
    }

    @Test("AS1: highlighted and disabled together are looked up as highlighted; other combinations are exact")
    func normalisation() {
        #expect(ControlStateSet([.highlighted, .disabled]).lookupKey == .highlighted)
        #expect(ControlStateSet([.selected, .highlighted, .disabled]).lookupKey == [.selected, .highlighted])
        #expect(ControlStateSet([.selected, .disabled]).lookupKey == [.selected, .disabled])
        #expect(ControlStateSet(names: ["selected", "highlighted"])?.rawValue == 5)
    }

    @Test("AS6.1: \"Green\" for .normal at (49, 13, 42, 18); \"Plain Button\" for .highlighted at (28.5, 13, 83, 18)")
    func titlePerState() throws {
        let frame = "  size: [140, 44]\n  buttonType: system\n  titles: {normal: \"Green\", highlighted: \"Plain Button\"}\n"
        let (_, normal) = try laidOut(frame)
        #expect(normal.titleLabel == Rect(x: 49, y: 13, width: 42, height: 18))
        let (highlighted, pressed) = try laidOut(frame + "  state: [highlighted]\n")
        #expect(pressed.titleLabel == Rect(x: 28.5, y: 13, width: 83, height: 18))
        #expect(highlighted.button.content?.title == ContentSource(key: .highlighted, requested: .highlighted))
        let (_, intrinsic) = try laidOut("  sizeToFit: true\n  buttonType: system\n  state: [highlighted]\n  titles: {normal: \"Green\", highlighted: \"Plain Button\"}\n")
        #expect(intrinsic.intrinsicContentSize == Size(width: 83, height: 30))
    }

    @Test("AS6.2: a selected button while pressed shows the .normal title, and the lint says why")
    func selectedHighlightedFallsBack() throws {
        let (loaded, result) = try laidOut("  sizeToFit: true\n  buttonType: system\n  state: [selected, highlighted]\n  titles: {normal: \"Follow\", selected: \"Following\"}\n")
        #expect(loaded.button.title?.text == "Follow")
        #expect(result.intrinsicContentSize.width == 44)
        let content = try #require(loaded.button.content)
        #expect(content.title?.phrase == "from .normal (no [.highlighted, .selected] entry)")
        #expect(content.lints == [.selectedWithoutSelectedHighlighted])
        let (withEntry, _) = try laidOut("  sizeToFit: true\n  state: [selected, highlighted]\n  titles: {normal: \"Follow\", selected: \"Following\", \"selected,highlighted\": \"Unfollow\"}\n")
        #expect(withEntry.button.title?.text == "Unfollow")
        #expect(withEntry.button.content?.lints == [])
    }

    @Test("AS6.3: a disabled button forced highlighted shows the .highlighted title, not the .disabled one")
    func disabledHighlighted() throws {
        let (loaded, _) = try laidOut("  size: [140, 44]\n  state: [disabled, highlighted]\n  titles: {normal: \"Green\", highlighted: \"Follow\", disabled: \"Buy\"}\n")
        #expect(loaded.button.title?.text == "Follow")
        #expect(loaded.button.content?.title == ContentSource(key: .highlighted, requested: .highlighted))
    }

    @Test("AS3/AS6.4: an attributed title for .normal hides the plain .highlighted title; AS4 measures its runs with kern")
    func attributedBeatsPlain() throws {
        let (loaded, result) = try laidOut("""
              sizeToFit: true
              buttonType: system
              state: [highlighted]
              titles: {highlighted: "Buying…"}
              attributedTitles: {normal: {runs: [{text: "Buy", font: {size: 17, weight: semibold}, kern: 0.5}]}}

            """)
        #expect(loaded.button.title?.text == "Buy")
        #expect(loaded.button.title?.naturalSize == Size(width: 31.5, height: SystemFontMetrics.lineHeight(ofSize: 17)))
        #expect(result.titleLabel?.width == 32)
        let content = try #require(loaded.button.content)
        #expect(content.titleIsAttributed)
        #expect(content.lints == [.plainTitlesHidden([.highlighted])])
    }

    @Test("AS2: images by state, with the .normal fallback, and `image` as the .normal entry")
    func imagesPerState() throws {
        let body = "  size: [100, 44]\n  image: {size: [20, 20]}\n  images: {highlighted: {size: [24, 24]}}\n"
        let (_, normal) = try laidOut(body + "  state: [selected]\n")
        #expect(normal.imageView?.size == Size(width: 20, height: 20))
        let (loaded, pressed) = try laidOut(body + "  state: [highlighted]\n")
        #expect(pressed.imageView?.size == Size(width: 24, height: 24))
        #expect(loaded.button.content?.image == ContentSource(key: .highlighted, requested: .highlighted))
    }

    @Test("layout reports the state and each piece's key in `content`, and the lint among the warnings")
    func layoutReport() throws {
        let (loaded, result) = try laidOut("  size: [140, 44]\n  state: [selected, highlighted]\n  titles: {normal: \"Follow\", selected: \"Following\"}\n")
        let report = LayoutReport(name: "s", provenance: nil, layout: .legacy(result), content: loaded.button.content)
        let json = (report.json["content"]?.rendered() ?? "").filter { !$0.isWhitespace }
        #expect(json.contains(#"{"state":["highlighted","selected"],"lookupState":["highlighted","selected"],"title":{"key":["normal"],"attributed":false,"fallback":true},"image":null,"font":null}"#))
        #expect(report.text.contains("  title: title from .normal (no [.highlighted, .selected] entry)\n"))
        #expect(report.text.contains("warning: a .selected title without a [.selected, .highlighted] entry"))
    }

    @Test("scenario errors: state is a list; unknown or repeated state keys; title and titles.normal both")
    func errorsArePositioned() {
        #expect(buttonErrors("  size: [10, 10]\n  state: highlighted\n").first?.contains("expected a list of states, e.g. [highlighted, selected]") == true)
        #expect(buttonErrors("  size: [10, 10]\n  titles: {pressed: \"A\"}\n").first?.contains("unknown state `pressed`") == true)
        #expect(buttonErrors("  size: [10, 10]\n  titles: {\"selected,highlighted\": \"A\", \"highlighted, selected\": \"B\"}\n").first?
            .contains("is the same state as `selected,highlighted`") == true)
        #expect(errors("button:\n  size: [10, 10]\n  title: {text: \"A\", size: [10, 10]}\n  titles: {normal: \"B\"}\n", measurer: SFWidths()).first?
            .contains("give the normal title once") == true)
    }
}
