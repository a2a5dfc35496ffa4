import ButtonLabTestSupport
import ButtonLayout
@testable import ButtonTrace
import Foundation
import Testing

/// Each fixture's short sequences and outcomes, step by step.
@Suite("Fixtures/lifecycle: the articles' situations")
struct FixtureTests {
    @Test("every fixture validates and runs as expected", arguments: lifecycleFixtureExpectations)
    func fixture(file: String, sequences expected: [String], outcome: String) {
        let scenario = FixtureScenarios.named(file)
        #expect(scenario.validate() == [])
        let run = TraceSimulator.run(scenario)
        #expect(sequences(run) == expected)
        #expect(run.outcome.rawValue == outcome)
    }

    @Test("every Swift fixture has its YAML file, with the same name and number of actions, and vice versa")
    func filesMatch() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: fixturesDirectory + "/lifecycle").filter { $0.hasSuffix(".yaml") }
        #expect(Set(files) == Set(FixtureScenarios.all.map(\.file)))
        for (file, scenario) in FixtureScenarios.all {
            let text = try String(contentsOfFile: fixturesDirectory + "/lifecycle" + "/" + file, encoding: .utf8)
            let lines = text.split(separator: "\n").map(String.init)
            #expect(lines.contains("name: \(scenario.name)"), "\(file)")
            guard let actions = lines.firstIndex(of: "  actions:") else {
                Issue.record("\(file) has no trace.actions")
                continue
            }
            let count = lines[(actions + 1)...].prefix { $0.hasPrefix("    ") }.filter { $0.hasPrefix("    - ") }.count
            #expect(count == scenario.trace.actions.count, "\(file)")
        }
    }

    @Test("article 4's MyButton ends 170 × 60 with the stored rects on screen")
    func myButton() {
        let run = TraceSimulator.run(FixtureScenarios.named("a4-mybutton-resizes-itself.yaml"))
        #expect(run.steps[4].buttonFrame == rect(0, 0, 170, 60))
        #expect(run.steps[4].subviews.map(\.frame) == [rect(10, 10, 40, 40), rect(60, 10, 100, 40)])
    }

    @Test("the xib button: decoded without subviews, the getter in init creates the label, awakeFromNib the image view")
    func xibLoading() {
        let run = TraceSimulator.run(FixtureScenarios.named("a3-xib-loading.yaml"))
        #expect(run.steps[0].events.first?.event == .frame(.button, frame: rect(0, 0, 200, 100), by: .nib))
        #expect(run.steps[0].subviews == [SubviewSnapshot(view: .titleLabel, frame: rect(100, 37.5, 50, 25), hidden: false)])
        #expect(run.steps[0].needsLayout)
        #expect(run.steps[1].subviews.map(\.view) == [.imageView, .titleLabel])
        #expect(run.steps[1].needsLayout == false)
    }
}
