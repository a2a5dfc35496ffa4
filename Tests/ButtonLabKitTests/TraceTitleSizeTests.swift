import ButtonLabKit
import ButtonLabTestSupport
import ButtonLayout
import ButtonScenario
import ButtonTrace
import Testing

/// A title too wide for its 100-pt button, with its size given: `layout` shows the truncated line
/// UILabel draws; the app then sets the label to that same frame and runs the loop again.
private let givenSizeScenario = """
    name: trace-title-given-size
    button:
      size: [100, 44]
      title: {text: "A rather long title", size: [150, 20]}
    trace:
      actions:
        - init: [0, 0, 100, 44]
        - setTitle
        - addToWindow
        - runLoop
        - set: {titleLabel.frame: [5, 12, 90, 20]}
        - runLoop
    """

private func titleLabel(in step: TraceStep) -> Rect? {
    step.subviews.first { $0.view == .titleLabel }?.frame
}

private func laidOutTitleLabel(_ scenario: Scenario, path: String, loader: ScenarioLoader) throws -> Rect? {
    guard case .legacy(let result) = try layOut(scenario, path: path, loader: loader).get().layout else { return nil }
    return result.titleLabel
}

/// Item 8 of issue 22: `layout`, `explain`, `render` and `trace` give a button the same title size.
@Suite("trace and layout agree on the title")
struct TraceTitleSizeTests {
    @Test("a given title size that does not fit: trace frames the label as layout does, and pinning it there is no resize")
    func givenSizeTruncated() throws {
        let loader = makeScenarioLoader()
        let scenario = try loader.load(bytes: Array(givenSizeScenario.utf8), path: "given-size.yaml")
        #expect(try laidOutTitleLabel(scenario, path: "given-size.yaml", loader: loader) == Rect(x: 5, y: 12, width: 90, height: 20))

        let run = try #require(TracedScenario(scenario, loader: loader)).run
        let firstLoop = run.steps[3]
        #expect(firstLoop.outcome == .ok)
        #expect(titleLabel(in: firstLoop) == Rect(x: 5, y: 12, width: 90, height: 20))
        #expect(firstLoop.events.filter { if case .frame(.titleLabel, _, _) = $0.event { true } else { false } } == [
            TraceRecord(depth: 2, event: .frame(.titleLabel, frame: Rect(x: 5, y: 12, width: 90, height: 20), by: .layout))
        ])
        // The same size is no resize: nothing is marked, and the next turn has nothing to lay out.
        #expect(run.steps[4].events == [
            TraceRecord(depth: 0, event: .frame(.titleLabel, frame: Rect(x: 5, y: 12, width: 90, height: 20), by: .app))
        ])
        #expect(!run.steps[4].needsLayout)
        #expect(run.steps[5].events.isEmpty)
    }

    @Test("every trace fixture: trace's title is layout's, and a decoded button frames its label as layout does")
    func fixtures() throws {
        let loader = makeScenarioLoader()
        var traces = 0
        var laidOut = 0
        for file in try scenarioFiles(for: [fixturesDirectory]) {
            let scenario = try loadScenario(path: file, loader: loader).get()
            guard let trace = scenario.trace else { continue }
            traces += 1
            #expect(trace.button.title == scenario.button.title.map(TitleValue.init), "\(file)")
            #expect(trace.button.title?.size == scenario.button.titleSize, "\(file)")
            guard trace.button.frame != nil else { continue }
            // initWithCoder decodes the whole `button` block: the button `layout` lays out.
            var decoded = trace
            decoded.subclass = nil
            decoded.trace.actions = [.create(.initWithCoder(nil)), .addToWindow, .runLoop]
            let run = TraceSimulator.run(decoded, measurer: loader.titleMeasurer)
            let traced = try #require(run.steps.last.flatMap(titleLabel(in:)), "\(file)")
            #expect(traced == (try laidOutTitleLabel(scenario, path: file, loader: loader)), "\(file)")
            laidOut += 1
        }
        #expect(traces == 17)
        #expect(laidOut > 0)
    }
}
