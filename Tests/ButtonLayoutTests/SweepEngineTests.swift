import ButtonLayout
import Testing

/// SF widths stood in by 10 pt a character, counting each measurement.
private final class CountingMeasurer: TitleMeasuring, @unchecked Sendable {
    var calls: [String] = []
    func lineWidth(of text: String, font: TitleFont) -> Double {
        calls.append(text)
        return Double(text.count) * 10
    }
}

/// The sweep engine (docs/sweep.md): the grid's order, titles measured once, typed breakages.
@Suite("Sweep engine")
struct SweepEngineTests {
    @Test("the grid: titles slowest, directions fastest, numbered from 1")
    func gridOrder() {
        let axes = SweepAxes(titles: ["A", "B"], widths: [100, 50], directions: [.leftToRight, .rightToLeft])
        #expect(axes.count == 8)
        #expect(axes.conditions.map(\.number) == Array(1...8))
        #expect(axes.conditions[5] == SweepCondition(number: 6, title: "B", width: 100, direction: .rightToLeft))
        #expect(SweepAxes().conditions == [SweepCondition(number: 1)])
        #expect(SweepAxes(widths: [1]).overridden(by: SweepAxes(widths: [2], directions: [.rightToLeft])) == SweepAxes(widths: [2], directions: [.rightToLeft]))
    }

    @Test("each title is measured once for the whole grid, however many widths and directions")
    func measuredOnce() throws {
        let measurer = CountingMeasurer()
        let button = Button(size: Size(width: 200, height: 44), title: Title(text: "Go", font: TitleFont(size: 17), naturalSize: Size(width: 20, height: 21)))
        let axes = SweepAxes(titles: ["Settings", "Einstellungen"], widths: [300, 250, 200], directions: [.leftToRight, .rightToLeft])
        let result = try Sweep.run(.legacy(button), axes: axes, titleMeasurer: measurer)
        #expect(result.records.count == 12)
        #expect(measurer.calls == ["Settings", "Einstellungen"])
        #expect(result.kinds.isEmpty)
    }

    @Test("a truncated title: the first condition, its numbers and the shown line, exactly")
    func truncated() throws {
        let button = Button(size: Size(width: 200, height: 44), title: Title(text: "Go", font: TitleFont(size: 17), naturalSize: Size(width: 20, height: 21)))
        let axes = SweepAxes(titles: ["Settings", "Einstellungen"], widths: [100])
        let result = try Sweep.run(.legacy(button), axes: axes, titleMeasurer: CountingMeasurer())
        let first = try #require(result.first(.truncated))
        #expect(first.record.condition == SweepCondition(number: 2, title: "Einstellungen", width: 100))
        #expect(first.breakage == .truncated(natural: 130, shown: 100, line: "Einst…ngen"))
        #expect(result.records[0].breakages.isEmpty)
    }

    @Test("titles need a measurer; sizes given need none")
    func needsMeasurer() throws {
        let button = Button(size: Size(width: 200, height: 44), titleSize: Size(width: 50, height: 21))
        #expect(throws: SweepError.titlesNeedMeasurer) { try Sweep.run(.legacy(button), axes: SweepAxes(titles: ["A"])) }
        #expect(try Sweep.run(.legacy(button), axes: SweepAxes(widths: [40])).first(.truncated)?.breakage == .truncated(natural: 50, shown: 40, line: nil))
    }

    @Test("a sized-to-fit button keeps its fitted height (with R2's 6-pt padding) at a swept width")
    func sizedToFit() throws {
        let button = Button(titleSize: Size(width: 50, height: 21), sizeToFit: true)
        let record = try Sweep.run(.legacy(button), axes: SweepAxes(widths: [80])).records[0]
        #expect(record.bounds == Rect(x: 0, y: 0, width: 80, height: 33))
        #expect(record.titleLabel == Rect(x: 15, y: 6, width: 50, height: 21))
    }
}
