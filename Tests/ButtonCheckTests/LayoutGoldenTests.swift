@testable import ButtonCheck
import ButtonLabTestSupport
import ButtonLayout
import ButtonReports
import Foundation
import Testing

private func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> JSONValue {
    .object([("x", .number(x)), ("y", .number(y)), ("width", .number(width)), ("height", .number(height))])
}

/// NAME.json: the layout compared value by value, its differences in numbers and first.
@Suite struct LayoutGoldenTests {
    @Test func numbersFirstThenEveryOtherKindOfDifference() {
        let golden = JSONValue.object([
            ("name", .string("b")), ("layout", .string("legacy")), ("imageView", rect(81, 10, 30, 30)),
            ("titleLabel", rect(120, 10, 52, 20)), ("virtualTitle", .null), ("warnings", .array([])),
            ("sizeThatFits", .object([("width", .number(1)), ("height", .number(2))])),
        ])
        let fresh = JSONValue.object([
            ("name", .string("b")), ("layout", .string("configuration")), ("imageView", rect(81.5, 10, 30, 30)),
            ("titleLabel", rect(120, 10, 50, 20)), ("virtualTitle", rect(1, 2, 3, 4)), ("warnings", .array([.string("too wide")])),
        ])
        let comparison = compareLayouts(expected: golden, actual: fresh)
        #expect(!comparison.passed)
        #expect(comparison.differences == [
            .number(path: ["imageView", "x"], expected: 81, actual: 81.5),
            .number(path: ["titleLabel", "width"], expected: 52, actual: 50),
            .value(path: ["layout"], expected: .string("legacy"), actual: .string("configuration")),
            .value(path: ["virtualTitle"], expected: .null, actual: rect(1, 2, 3, 4)),
            .added(path: ["warnings", "[0]"], actual: .string("too wide")),
            .removed(path: ["sizeThatFits"], expected: .object([("width", .number(1)), ("height", .number(2))])),
        ])
        #expect(comparison.message == """
            imageView x 81 → 81.5, titleLabel width 52 → 50, layout "legacy" → "configuration", \
            virtualTitle null → {"x": 1, "y": 2, "width": 3, "height": 4}, warnings[0] added: "too wide", \
            sizeThatFits removed (was {"width": 1, "height": 2})
            """)
        // Key order is not a difference; a seventh difference is counted, not listed.
        let reordered = JSONValue.object([("imageView", rect(81, 10, 30, 30)), ("name", .string("b"))])
        #expect(compareLayouts(expected: reordered, actual: .object([("name", .string("b")), ("imageView", rect(81, 10, 30, 30))])).passed)
        let seven = compareLayouts(expected: .array((1...7).map { .number(Double($0)) }), actual: .array((1...7).map { .number(Double($0) + 0.5) }))
        #expect(seven.message == "[0] 1 → 1.5, [1] 2 → 2.5, [2] 3 → 3.5, [3] 4 → 4.5, [4] 5 → 5.5, [5] 6 → 6.5, … and 1 more")
    }

    @Test func goldenTextIsParsedExactlyAndRefusedWhenNotJSON() throws {
        let text = #"{"name": "a\"b\\c\u00e9\ud83d\ude00", "n": [-0.5, 1e3, 45.333333333], "ok": true, "no": false, "x": null, "o": {}}"#
        let parsed = try JSONValue(parsing: Array(text.utf8))
        #expect(parsed == .object([
            ("name", .string("a\"b\\cé😀")), ("n", .array([.number(-0.5), .number(1000), .number(45.333333333)])),
            ("ok", .bool(true)), ("no", .bool(false)), ("x", .null), ("o", .object([])),
        ]))
        // What the layout writer prints reads back as the same value.
        #expect(try JSONValue(parsing: Array(parsed.rendered().utf8)) == parsed)
        for (bad, message) in [
            ("{\"a\": 1,}", "expected a key at byte 8"), ("[1 2]", "expected ',' or ']' at byte 3"), ("nan", "invalid literal at byte 0"),
            ("{\"a\": inf}", "invalid value at byte 6"), ("\"\u{1}\"", "control character in a string at byte 1"), ("[] x", "unexpected text after the document at byte 3"),
            (String(repeating: "[", count: 65), "nested deeper than 64 levels at byte 64"),
        ] {
            #expect(throws: JSONParseError.self) { try JSONValue(parsing: Array(bad.utf8)) }
            do { _ = try JSONValue(parsing: Array(bad.utf8)) } catch { #expect(error.message == message) }
        }
        let notJSON = compareLayouts(expected: Array("{".utf8), actual: Array("{}\n".utf8), goldenPath: "g/a.json")
        #expect(notJSON.message == "golden g/a.json is not JSON: expected a key at byte 1")
    }

    @Test func aChangedLayoutFailsFirstAndTheGoldenIsLeftAlone() throws {
        let workspace = CheckRunTests.Workspace()
        defer { removeScratch(workspace.root) }
        _ = workspace.run(record: .all)
        let golden = join(workspace.goldens, "alpha.json")
        let original = try #require(readBytes(golden))
        let edited = String(decoding: original, as: UTF8.self).replacingOccurrences(of: "\"imageView\": {\"x\": 75", with: "\"imageView\": {\"x\": 74")
        #expect(edited != String(decoding: original, as: UTF8.self))
        writeBytes(Array(edited.utf8), golden)
        let run = workspace.run()
        #expect(run.checks.map(\.status) == [.failed, .passed, .passed])
        #expect(run.checks[0].line == "FAIL alpha: layout: imageView x 74 → 75")
        #expect(run.checks[0].layout?.differences == [.number(path: ["imageView", "x"], expected: 74, actual: 75)])
        #expect(readBytes(golden) == Array(edited.utf8))
        // `--record failed` puts the layout back, byte for byte.
        let recorded = workspace.run(record: .failed)
        #expect(recorded.checks[0].line == "recorded alpha: wrote \(golden); was: layout: imageView x 74 → 75")
        #expect(readBytes(golden) == original)
    }

    @Test func missingSVGOrJSONBesideAPNGIsReportedAndFailsOnlyWhenStrict() {
        let workspace = CheckRunTests.Workspace()
        defer { removeScratch(workspace.root) }
        _ = workspace.run(record: .all)
        removeScratch(join(workspace.goldens, "alpha.svg"))
        removeScratch(join(workspace.goldens, "alpha.json"))
        let lenient = workspace.run()
        #expect(lenient.outcome == .success)
        #expect(lenient.checks[0].line == "ok alpha: missing json golden \(workspace.goldens)/alpha.json; missing svg golden \(workspace.goldens)/alpha.svg")
        #expect(lenient.checks[0].message == "missing json golden \(workspace.goldens)/alpha.json; missing svg golden \(workspace.goldens)/alpha.svg")
        #expect(lenient.summary == "3 passed, 0 failed, 1 without svg/json golden (--strict fails them)")
        let strict = workspace.run(strict: true)
        #expect(strict.outcome == .differences)
        #expect(strict.checks[0].status == .missingGolden)
        #expect(strict.checks[0].line == """
            missing golden alpha: missing json golden \(workspace.goldens)/alpha.json (record it with --record missing); \
            missing svg golden \(workspace.goldens)/alpha.svg (record it with --record missing)
            """)
        #expect(strict.summary == "2 passed, 1 failed (1 missing golden)")
        // `--record missing` writes exactly the two missing files.
        let before = directoryState(workspace.goldens)
        let recorded = workspace.run(record: .missing)
        #expect(recorded.checks[0].line == "recorded alpha: wrote \(workspace.goldens)/alpha.svg, \(workspace.goldens)/alpha.json")
        let after = directoryState(workspace.goldens)
        #expect(sameState(after.filter { $0.key != "alpha.svg" && $0.key != "alpha.json" }, before))
        #expect(workspace.run(strict: true).outcome == .success)
    }

    @Test func pruneDeletesOnlyUnusedGoldensAndOnlyWhenAsked() {
        let workspace = CheckRunTests.Workspace()
        defer { removeScratch(workspace.root) }
        _ = workspace.run(record: .all)
        for file in ["retired.png", "retired.svg", "retired.json"] { writeBytes([1], join(workspace.goldens, file)) }
        writeBytes([], join(workspace.goldens, "README.md"))
        try! FileManager.default.createDirectory(atPath: join(workspace.goldens, "dark.png"), withIntermediateDirectories: true)
        #expect(workspace.run().prunedGoldens == [])
        #expect(listing(workspace.goldens).contains("retired.json"))
        let pruned = workspace.run(prune: true)
        #expect(pruned.outcome == .failure)
        #expect(pruned.prunedGoldens == ["retired.json", "retired.png", "retired.svg"].map { join(workspace.goldens, $0) })
        #expect(pruned.problems.map(\.text) == ["error: cannot prune \(workspace.goldens)/dark.png: \(workspace.goldens)/dark.png is not a regular file"])
        #expect(pruned.summary == "3 passed, 1 failed (1 run error), 3 pruned")
        #expect(listing(workspace.goldens) == [
            "README.md", "alpha.json", "alpha.png", "alpha.svg", "beta.json", "beta.png", "beta.svg", "dark.png",
            "gamma.json", "gamma.png", "gamma.svg",
        ])
    }

    @Test func oneNumberFormatterWithAPrecision() {
        #expect(formatNumber(0.96634, maximumFractionDigits: 3) == "0.966")
        #expect(formatNumber(16.666666, maximumFractionDigits: 2) == "16.67")
        #expect(formatNumber(0.1, maximumFractionDigits: 3) == "0.1")
        #expect(formatNumber(2, maximumFractionDigits: 3) == "2")
        #expect(formatNumber(-0.0004, maximumFractionDigits: 3) == "0")
        #expect(formatNumber(.infinity, maximumFractionDigits: 3) == "inf")
        #expect(formatNumber(1e306, maximumFractionDigits: 3) == formatNumber(1e306))
    }
}
