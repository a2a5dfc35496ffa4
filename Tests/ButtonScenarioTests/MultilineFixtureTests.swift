import ButtonLabTestSupport
import ButtonLayout
import Foundation
import Testing

@testable import ButtonScenario

/// Every Fixtures/multiline scenario loads and lays out with exact frames (multiline.md ML5; the
/// spec's values where it gives them, the stand-in font's widths otherwise).
@Suite("Fixtures/multiline")
struct MultilineFixtureTests {
    struct Expected {
        var bounds: Rect
        var titleLabel: Rect
        var intrinsic: Size
        var lines: Int
    }

    static let expected: [String: Expected] = [:]

    @Test("each fixture's bounds, title frame, intrinsic size and line count; no fixture without expectations", .disabled("UNFINISHED: expectations not filled in yet (session 12 multiline25 ran out of time)"))
    func fixturesLayOut() throws {
        let directory = fixturesDirectory + "/multiline"
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".yaml") }.sorted()
        #expect(files == Self.expected.keys.sorted())
        let loader = ScenarioLoader()
        for file in files {
            let scenario = try loader.load(path: directory + "/" + file)
            let result = try scenario.button.computeLayout(measurer: loader.titleMeasurer)
            print("FIXTURE \(file) bounds \(result.bounds) title \(String(describing: result.titleLabel)) intrinsic \(result.intrinsicContentSize) lines \(result.titleLineCount) \(String(describing: result.titleLines)) \(result.warnings)")
            guard let expected = Self.expected[file] else { continue }
            #expect(result.bounds == expected.bounds, "\(file)")
            #expect(result.titleLabel == expected.titleLabel, "\(file)")
            #expect(result.intrinsicContentSize == expected.intrinsic, "\(file)")
            #expect(result.titleLineCount == expected.lines, "\(file)")
        }
    }
}
