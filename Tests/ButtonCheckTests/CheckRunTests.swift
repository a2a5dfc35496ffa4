import ButtonCheck
import ButtonLabTestSupport
import ButtonReports
import ButtonScenario
import Foundation
import FoundationXML
import Testing

/// `buttonlab check` as the CLI runs it, minus argument parsing: real scenarios, real renderer,
/// goldens in a temporary directory.
@Suite struct CheckRunTests {
    /// Three scenarios in `scenarios/` and an empty `goldens/`.
    struct Workspace {
        let root = makeScratch("run")
        var scenarios: String { join(root, "scenarios") }
        var goldens: String { join(root, "goldens") }
        var report: String { join(root, "report") }

        init() {
            try! FileManager.default.createDirectory(atPath: join(root, "scenarios"), withIntermediateDirectories: true)
            try! FileManager.default.createDirectory(atPath: join(root, "goldens"), withIntermediateDirectories: true)
            writeScenario(insetScenario(name: "alpha", left: 50), join(scenarios, "a.yaml"))
            writeScenario(insetScenario(name: "beta", left: 20), join(scenarios, "b.yaml"))
            writeScenario(insetScenario(name: "gamma", left: 0), join(scenarios, "c.yaml"))
        }

        var paths: [String] { ["a.yaml", "b.yaml", "c.yaml"].map { join(scenarios, $0) } }

        func run(
            _ paths: [String]? = nil, record: RecordMode? = nil, strict: Bool = false, shard: Shard? = nil,
            report: Bool = false, options: ComparisonOptions = ComparisonOptions(), prune: Bool = false
        ) -> CheckRun {
            runCheck(
                paths: paths ?? self.paths,
                configuration: CheckConfiguration(
                    goldenDirectory: goldens, options: options, record: record, strict: strict, shard: shard,
                    reportDirectory: report ? self.report : nil, prune: prune),
                render: renderForCheck, scenarioName: scenarioNameForCheck)
        }

        /// Records every golden, then changes `beta` by 1 pt so that it fails.
        func recordThenBreakBeta() {
            let recorded = run(record: .all)
            precondition(recorded.outcome == .success)
            writeScenario(insetScenario(name: "beta", left: 21), join(scenarios, "b.yaml"))
        }
    }

    @Test func missingGoldenFailsAndWritesNothing() {
        let workspace = Workspace()
        defer { removeScratch(workspace.root) }
        let run = workspace.run()
        #expect(run.outcome == .differences)
        #expect(run.checks.map(\.status) == [.missingGolden, .missingGolden, .missingGolden])
        #expect(run.checks[0].line == "missing golden alpha: \(workspace.goldens)/alpha.png (record it with --record missing)")
        #expect(run.summary == "0 passed, 3 failed (3 missing goldens)")
        #expect(listing(workspace.goldens) == [])
    }

    @Test func recordMissingWritesPNGSVGAndJSONThenPasses() throws {
        let workspace = Workspace()
        defer { removeScratch(workspace.root) }
        let recorded = workspace.run(record: .missing)
        #expect(recorded.outcome == .success)
        #expect(recorded.checks.map(\.status) == [.recorded, .recorded, .recorded])
        #expect(recorded.summary == "0 passed, 0 failed, 3 recorded")
        #expect(listing(workspace.goldens) == [
            "alpha.json", "alpha.png", "alpha.svg", "beta.json", "beta.png", "beta.svg", "gamma.json", "gamma.png", "gamma.svg",
        ])
        // What was written is exactly what the renderer draws.
        let figure = try figureRenderer.render(path: workspace.paths[0], formats: [.png, .svg]).get()
        #expect(readBytes(join(workspace.goldens, "alpha.png")) == figure.png)
        #expect(readBytes(join(workspace.goldens, "alpha.svg")) == Array(figure.svg!.utf8))

        let checked = workspace.run()
        #expect(checked.outcome == .success)
        #expect(checked.checks.map(\.line) == ["ok alpha", "ok beta", "ok gamma"])
        #expect(checked.summary == "3 passed, 0 failed")
    }

    @Test func recordMissingLeavesExistingGoldensAlone() {
        let workspace = Workspace()
        defer { removeScratch(workspace.root) }
        workspace.recordThenBreakBeta()
        removeScratch(join(workspace.goldens, "gamma.png"))
        let before = directoryState(workspace.goldens)
        let run = workspace.run(record: .missing)
        #expect(run.checks.map(\.status) == [.passed, .failed, .recorded])
        #expect(run.outcome == .differences)
        let after = directoryState(workspace.goldens)
        #expect(Set(after.keys) == Set(before.keys).union(["gamma.png"]))
        #expect(sameState(after.filter { $0.key != "gamma.png" }, before))
    }

    @Test func failingCheckLeavesGoldensByteIdentical() {
        let workspace = Workspace()
        defer { removeScratch(workspace.root) }
        workspace.recordThenBreakBeta()
        let before = directoryState(workspace.goldens)
        let run = workspace.run(report: true)
        #expect(run.outcome == .differences)
        #expect(run.checks.map(\.status) == [.passed, .failed, .passed])
        // The layout first, in numbers: 1 pt more inset moves the image by half a point.
        #expect(run.checks[1].line.hasPrefix("""
            FAIL beta: layout: imageArea x 20 → 21, imageArea width 180 → 179, imageView x 60 → 60.5, virtualTitle x 110 → 110.5, \
            warnings[0] "imageView and titleLabel overlap by 10 × 25 pt at (100, 37.5): the image covers… → \
            "imageView and titleLabel overlap by 10.5 × 25 pt at (100, 37.5): the image cove…; png:\u{20}
            """))
        #expect(run.checks[1].line.contains("limits: 0 pixels, 0 %, threshold 0.1; svg: "))
        #expect(run.summary == "2 passed, 1 failed (1 different)")
        #expect(sameState(directoryState(workspace.goldens), before))
    }

    @Test func recordFailedRewritesOnlyTheFailingGolden() throws {
        let workspace = Workspace()
        defer { removeScratch(workspace.root) }
        workspace.recordThenBreakBeta()
        let before = directoryState(workspace.goldens)
        let run = workspace.run(record: .failed)
        #expect(run.outcome == .success)
        #expect(run.checks.map(\.status) == [.passed, .recorded, .passed])
        #expect(run.checks[1].line.hasPrefix("recorded beta: wrote \(workspace.goldens)/beta.png, \(workspace.goldens)/beta.svg, \(workspace.goldens)/beta.json; was: "))
        #expect(run.checks[1].comparisonFailed)
        let after = directoryState(workspace.goldens)
        #expect(sameState(after.filter { !$0.key.hasPrefix("beta.") }, before.filter { !$0.key.hasPrefix("beta.") }))
        let figure = try figureRenderer.render(path: workspace.paths[1], formats: [.png]).get()
        #expect(readBytes(join(workspace.goldens, "beta.png")) == figure.png)
        #expect(workspace.run().outcome == .success)
    }

    @Test func recordAllRewritesWhatChangedOnly() {
        let workspace = Workspace()
        defer { removeScratch(workspace.root) }
        workspace.recordThenBreakBeta()
        // A golden that still matches within the limits but not byte for byte is rewritten too.
        let before = directoryState(workspace.goldens)
        let run = workspace.run(record: .all)
        #expect(run.checks.map(\.status) == [.passed, .recorded, .passed])
        #expect(run.outcome == .success)
        let after = directoryState(workspace.goldens)
        #expect(sameState(after.filter { !$0.key.hasPrefix("beta.") }, before.filter { !$0.key.hasPrefix("beta.") }))
        #expect(after["beta.png"]!.0 != before["beta.png"]!.0)
    }

    @Test func corruptGoldenFailsWithAClearMessage() {
        let workspace = Workspace()
        defer { removeScratch(workspace.root) }
        _ = workspace.run(record: .all)
        writeBytes(Array("this is not a PNG".utf8), join(workspace.goldens, "alpha.png"))
        let before = directoryState(workspace.goldens)
        let run = workspace.run(report: true)
        #expect(run.outcome == .differences)
        #expect(run.checks[0].status == .failed)
        #expect(run.checks[0].line.hasPrefix("FAIL alpha: png: golden \(workspace.goldens)/alpha.png is corrupt: the expected image is not a readable PNG ("))
        #expect(sameState(directoryState(workspace.goldens), before))
        // A golden that is a directory cannot be read at all.
        removeScratch(join(workspace.goldens, "alpha.png"))
        try! FileManager.default.createDirectory(atPath: join(workspace.goldens, "alpha.png"), withIntermediateDirectories: false)
        let unreadable = workspace.run()
        #expect(unreadable.checks[0].line == "FAIL alpha: png golden unreadable: \(workspace.goldens)/alpha.png is a directory, not a regular file")
    }

    @Test func svgGoldensAreComparedAsText() {
        let workspace = Workspace()
        defer { removeScratch(workspace.root) }
        _ = workspace.run(record: .all)
        let path = join(workspace.goldens, "gamma.svg")
        let svg = String(decoding: readBytes(path)!, as: UTF8.self)
        writeBytes(Array(svg.replacingOccurrences(of: "fill=\"#5AD845\"", with: "fill=\"#00FF00\"").utf8), path)
        let run = workspace.run()
        #expect(run.checks[2].status == .failed)
        #expect(run.checks[2].line == "FAIL gamma: svg: 1 line removed, 1 added")
        let diff = run.checks[2].svg!.diff
        #expect(diff.contains("\n-  <rect id=\"title-label\""))
        #expect(diff.contains("fill=\"#00FF00\"/>\n+  <rect id=\"title-label\""))
        // Without an SVG golden only the PNG is compared.
        removeScratch(path)
        #expect(workspace.run().checks[2].status == .passed)
    }

    @Test func badScenariosAreErrorsNotDifferences() {
        let workspace = Workspace()
        defer { removeScratch(workspace.root) }
        _ = workspace.run(record: .all)
        writeScenario("name: broken\nbutton: {size: [10]}\n", join(workspace.scenarios, "d.yaml"))
        writeScenario(insetScenario(name: "alpha", left: 50), join(workspace.scenarios, "e.yaml"))
        let run = workspace.run(workspace.paths + [join(workspace.scenarios, "d.yaml"), join(workspace.scenarios, "e.yaml")])
        #expect(run.checks.map(\.status) == [.passed, .passed, .passed, .error, .error])
        #expect(run.checks[3].line.hasPrefix("ERROR \(workspace.scenarios)/d.yaml: "))
        #expect(run.checks[3].diagnostics.map(\.code) == [.type])
        #expect(run.checks[3].diagnostics.map(\.line) == [2])
        #expect(run.checks[4].diagnostics.isEmpty)
        #expect(run.checks[4].line == "ERROR \(workspace.scenarios)/e.yaml: the name 'alpha' is already used by \(workspace.scenarios)/a.yaml; give one of them another `name:`")
        #expect(run.outcome == .failure)
        #expect(run.summary == "3 passed, 2 failed (2 errors)")
    }

    @Test func runProblemsFailClosed() {
        let workspace = Workspace()
        defer { removeScratch(workspace.root) }
        let none = workspace.run([])
        #expect(none.outcome == .failure)
        #expect(none.problems.map(\.text) == ["error: no scenarios to check"])
        #expect(none.problems.map(\.code) == [.input])
        #expect(none.summary == "0 passed, 1 failed (1 run error)")
        let noDirectory = runCheck(
            paths: workspace.paths, configuration: CheckConfiguration(goldenDirectory: join(workspace.root, "typo")),
            render: renderForCheck)
        #expect(noDirectory.outcome == .failure)
        #expect(noDirectory.problems.map(\.text) == ["error: golden directory not found: \(workspace.root)/typo (create it with --record missing)"])
        #expect(noDirectory.problems.map(\.code) == [.missing])
        #expect(!FileManager.default.fileExists(atPath: join(workspace.root, "typo")))
        let badOptions = workspace.run(options: ComparisonOptions(threshold: 3))
        #expect(badOptions.outcome == .failure)
    }

    @Test func strictFailsOnUnusedGoldens() {
        let workspace = Workspace()
        defer { removeScratch(workspace.root) }
        _ = workspace.run(record: .all)
        writeBytes(readBytes(join(workspace.goldens, "alpha.png"))!, join(workspace.goldens, "retired.png"))
        writeBytes([], join(workspace.goldens, "README.md"))
        #expect(workspace.run().outcome == .success)
        let strict = workspace.run(strict: true)
        #expect(strict.outcome == .differences)
        #expect(strict.unusedGoldens == [join(workspace.goldens, "retired.png")])
        #expect(strict.summary == "3 passed, 1 failed (1 unused golden)")
        // Sharded: the goldens of the other shards' scenarios are used, not orphans.
        for index in 1...3 {
            let shard = workspace.run(strict: true, shard: try! Shard(index: index, count: 3))
            #expect(shard.checks.count == 1)
            #expect(shard.unusedGoldens == [join(workspace.goldens, "retired.png")])
        }
    }

    @Test func shardsSplitTheRun() throws {
        let workspace = Workspace()
        defer { removeScratch(workspace.root) }
        _ = workspace.run(record: .all)
        let first = workspace.run(shard: try Shard(index: 1, count: 2))
        let second = workspace.run(shard: try Shard(index: 2, count: 2))
        #expect(first.checks.map(\.name) == ["alpha", "gamma"])
        #expect(second.checks.map(\.name) == ["beta"])
        #expect(first.summary == "2 passed, 0 failed [shard 1/2: 2 of 3 scenarios]")
        #expect(second.summary == "1 passed, 0 failed [shard 2/2: 1 of 3 scenarios]")
    }

    @Test func htmlReportIsWellFormedAndNamesEveryFailure() throws {
        let workspace = Workspace()
        defer { removeScratch(workspace.root) }
        _ = workspace.run(record: .all)
        // beta differs, gamma's golden is missing, delta cannot be drawn, a name needing escaping differs,
        // and an unused golden lingers.
        writeScenario(insetScenario(name: "beta", left: 21), join(workspace.scenarios, "b.yaml"))
        removeScratch(join(workspace.goldens, "gamma.png"))
        writeScenario("name: delta\nbutton: {size: [10]}\n", join(workspace.scenarios, "d.yaml"))
        writeScenario(insetScenario(name: "a&b <c>", left: 30), join(workspace.scenarios, "e.yaml"))
        writeBytes(readBytes(join(workspace.goldens, "alpha.png"))!, join(workspace.goldens, "a&b <c>.png"))
        writeBytes(readBytes(join(workspace.goldens, "alpha.png"))!, join(workspace.goldens, "retired.png"))
        let paths = workspace.paths + ["d.yaml", "e.yaml"].map { join(workspace.scenarios, $0) }
        let run = runCheck(
            paths: paths,
            configuration: CheckConfiguration(goldenDirectory: workspace.goldens, strict: true, reportDirectory: workspace.report),
            render: renderForCheck, scenarioName: scenarioNameForCheck)
        #expect(run.checks.map(\.status) == [.passed, .failed, .missingGolden, .error, .failed])
        #expect(run.reportPath == join(workspace.report, "index.html"))

        // Each difference and missing golden also keeps its fresh files for `approve`, listed in the manifest.
        #expect(listing(workspace.report) == [
            "a&b <c>.actual.json", "a&b <c>.actual.png", "a&b <c>.actual.svg", "a&b <c>.diff.png", "a&b <c>.expected.png",
            "beta.actual.json", "beta.actual.png", "beta.actual.svg", "beta.diff.png", "beta.expected.png",
            "gamma.actual.json", "gamma.actual.png", "gamma.actual.svg", "index.html", "manifest.json",
        ])
        let html = String(decoding: readBytes(join(workspace.report, "index.html"))!, as: UTF8.self)
        let document = try XMLDocument(data: Data(html.utf8), options: [])
        let sections = try document.nodes(forXPath: "//*[local-name()='section']")
        #expect(sections.count == 5)
        let headings = try document.nodes(forXPath: "//*[local-name()='section']/*[local-name()='h2']").map { $0.stringValue ?? "" }
        #expect(headings == [
            "beta different", "gamma missing golden", "\(workspace.scenarios)/d.yaml error", "a&b <c> different",
            "retired.png unused golden",
        ])
        for check in run.checks where check.status != .passed {
            #expect(try document.nodes(forXPath: "//*[local-name()='p'][@class='message']").contains { $0.stringValue == check.message })
        }
        // Side by side and overlay for each differing PNG, with the images the page refers to.
        let sources = try document.nodes(forXPath: "//*[local-name()='img']/@src").compactMap(\.stringValue)
        #expect(sources.contains("a&b%20%3Cc%3E.diff.png"))
        for source in sources {
            #expect(FileManager.default.fileExists(atPath: join(workspace.report, source.removingPercentEncoding!)))
        }
        let sliders = try document.nodes(forXPath: "//*[local-name()='input'][@type='range']")
        #expect(sliders.count == 2)
        #expect(html.contains("<pre class=\"diff\">"))
        // Nothing loaded from elsewhere (namespaces, also in the SVG diff's lines, are names, not links).
        #expect(!html.contains("href=\"http") && !html.contains("src=\"http"))
        #expect(try document.nodes(forXPath: "//*[local-name()='p'][@class='summary']").first?.stringValue == run.summary)
    }

    @Test func reportWithoutFailuresSaysSo() throws {
        let workspace = Workspace()
        defer { removeScratch(workspace.root) }
        _ = workspace.run(record: .all)
        let run = workspace.run(report: true)
        #expect(run.outcome == .success)
        #expect(listing(workspace.report) == ["index.html", "manifest.json"])
        #expect(String(decoding: readBytes(join(workspace.report, "manifest.json"))!, as: UTF8.self)
            == "{\n  \"manifestVersion\": 1,\n  \"goldenDirectory\": \"\(workspace.goldens)\",\n  \"failures\": []\n}\n")
        let document = try XMLDocument(data: Data(readBytes(join(workspace.report, "index.html"))!), options: [])
        #expect(try document.nodes(forXPath: "//*[local-name()='p'][@class='allgood']").first?.stringValue == "No failures.")
    }
}
