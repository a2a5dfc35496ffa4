import ButtonLayout
import ButtonReports
import Testing

@testable import ButtonScenario

/// states.md AS7's layout lint: per-state titles of different widths under a fixed frame, where one
/// state's title is truncated and another's fits, warned at the truncating state's `titles` key.
@Suite("AS7: truncation in one state only")
struct StateTruncationLintTests {
    /// SF's width 7.1 pt a character, through the stand-in's width model (TR5) inverted.
    struct EvenWidths: TextMeasuring {
        func measure(_ text: String, font: FontSpec) -> Size {
            let model = SystemFontMetrics.estimate(interWidth: 0, characters: text.count, font: font)
            let width = 7.1 * Double(text.count)
            return Size(width: (width / (1 - model.opticalSizeCorrection) - model.trackingWidth) / model.referenceRatio, height: font.size)
        }
    }

    private func loaded(_ body: String) throws -> Scenario {
        try scenario("button:\n" + body, path: "follow.yaml", measurer: EvenWidths())
    }

    @Test("\"Following\" (63.9 pt) truncates in a 60-wide button while \"Follow\" fits: a warning at titles.selected")
    func selectedTruncates() throws {
        let follow = try loaded("  size: [60, 44]\n  buttonType: system\n  titles: {normal: \"Follow\", selected: \"Following\"}\n")
        let message = "the .selected title (63.9 pt) is truncated to 56.8 pt in this fixed frame, while the .normal title fits: "
            + "widen the frame or size the button to fit (states.md AS7)"
        #expect(follow.lints.map(\.text) == ["follow.yaml:4:30: warning: button.titles.selected: " + message])
        #expect(follow.lints.map(\.code) == [.truncatedInOneState])
        #expect(follow.button.content?.lints.map(\.description) == [ContentLint.selectedWithoutSelectedHighlighted.description, message])
        guard case .truncatedInOneState(let state, _, _, let fitting)? = follow.button.content?.lints.last else {
            Issue.record("no truncation lint"); return
        }
        #expect(state == .selected && fitting == [.normal])
        // The report lists it among the warnings, whichever state is laid out.
        let report = LayoutReport(name: "follow", provenance: nil, layout: .legacy(try follow.button.computeLayout()), content: follow.button.content)
        #expect(report.text.contains("warning: " + message))
    }

    @Test("no lint when every state fits, every state truncates, or the button sizes itself to fit")
    func quietCases() throws {
        #expect(try loaded("  size: [100, 44]\n  titles: {normal: \"Follow\", selected: \"Following\"}\n").lints == [])
        #expect(try loaded("  size: [30, 44]\n  titles: {normal: \"Follow\", selected: \"Following\"}\n").lints == [])
        #expect(try loaded("  sizeToFit: true\n  titles: {normal: \"Follow\", selected: \"Following\"}\n").lints == [])
    }

    @Test("a normal title from title.text that truncates is warned at the title key; a quoted state key is named as written")
    func normalFromTitleBlock() throws {
        let swapped = try loaded("  size: [60, 44]\n  title: {text: \"Following\"}\n  titles: {\"selected, highlighted\": \"Follow\"}\n")
        #expect(swapped.lints.map(\.text) == [
            "follow.yaml:3:3: warning: button.title: the .normal title (63.9 pt) is truncated to 56.8 pt in this fixed frame, "
                + "while the [.highlighted, .selected] title fits: widen the frame or size the button to fit (states.md AS7)"
        ])
    }
}
