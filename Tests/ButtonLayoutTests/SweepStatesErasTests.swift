import ButtonLayout
import Testing

/// SF widths stood in by 10 pt a character.
private struct TenPerCharacter: TitleMeasuring {
    func lineWidth(of text: String, font: TitleFont) -> Double { Double(text.count) * 10 }
}

/// `sweep --states` (states.md AS1–AS3) and `sweep --uikit` (layout-model.md R17) in the engine.
@Suite("Sweep over states and eras")
struct SweepStatesErasTests {
    /// states.md AS6.2's button: titles for .normal and .selected, laid out in .normal.
    private var followButton: Button {
        var button = Button(
            size: Size(width: 60, height: 44), buttonType: .system,
            title: Title(text: "Follow", font: TitleFont(size: 15), naturalSize: Size(width: 60, height: 17.900390625), sizeIsGiven: false))
        button.states = StateContent(titles: StateTable([.normal: "Follow", .selected: "Following"]))
        button.content = ContentResolution(state: .normal)
        return button
    }

    @Test("the grid: states and eras vary fastest, after directions")
    func gridOrder() {
        let axes = SweepAxes(widths: [100], states: [.normal, [.selected, .highlighted]], uikit: [.ios26, .ios14])
        #expect(axes.count == 4)
        #expect(axes.conditions[1] == SweepCondition(number: 2, width: 100, state: .normal, uikit: .ios14))
        #expect(axes.conditions[2] == SweepCondition(number: 3, width: 100, state: [.selected, .highlighted], uikit: .ios26))
        #expect(ControlStateSet(sweepName: "selected+highlighted") == [.selected, .highlighted])
        #expect(ControlStateSet(sweepName: "selected,highlighted")?.sweepName == "highlighted+selected")
        #expect(ControlStateSet(sweepName: "pressed") == nil)
    }

    @Test("AS1: each state shows its own title; [selected, highlighted] falls back to .normal's \"Follow\"")
    func statesResolveTheirTitles() throws {
        let axes = SweepAxes(states: [.normal, .selected, [.selected, .highlighted], [.highlighted, .disabled]])
        let result = try Sweep.run(.legacy(followButton), axes: axes, titleMeasurer: TenPerCharacter())
        // "Following" (90 pt) does not fit the 60-wide button: truncated in .selected only.
        #expect(result.records.map { $0.breakages.map(\.kind) } == [[], [.truncated], [], []])
        #expect(result.first(.truncated)?.record.condition == SweepCondition(number: 2, state: .selected))
        #expect(result.records[1].breakages.first == .truncated(natural: 90, shown: 60, line: "Fol…ng"))
    }

    @Test("states need a measurer when the button has per-state titles")
    func statesNeedMeasurer() {
        #expect(throws: SweepError.titlesNeedMeasurer) {
            try Sweep.run(.legacy(followButton), axes: SweepAxes(states: [.selected]))
        }
    }

    @Test("ER3: uikit 14 rounds the title box to pixels, 26 to whole points")
    func erasRoundTheTitleBox() throws {
        let button = Button(
            size: Size(width: 100, height: 44), scale: .x3,
            title: Title(text: "Go", font: TitleFont(size: 15), naturalSize: Size(width: 137.0 / 3, height: 18)))
        let result = try Sweep.run(.legacy(button), axes: SweepAxes(uikit: [.ios26, .ios14]))
        #expect(result.records.map { $0.titleLabel?.width } == [46, 137.0 / 3])
    }
}
