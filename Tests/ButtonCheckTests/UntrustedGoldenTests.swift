import ButtonCheck
import ButtonFiles
import ButtonLabTestSupport
import ButtonRender
import ButtonReports
import Foundation
import FoundationXML
import Testing

/// Goldens and the report from a pull request: nothing read through a link, nothing blocking,
/// nothing decoded that is larger than a diagram, nothing written behind a link.
@Suite("check with untrusted goldens")
struct UntrustedGoldenTests {
    typealias Workspace = CheckRunTests.Workspace

    func run(_ workspace: Workspace, follow: Bool = false, report: Bool = false, record: RecordMode? = nil) -> CheckRun {
        runCheck(
            paths: workspace.paths,
            configuration: CheckConfiguration(
                goldenDirectory: workspace.goldens, record: record, reportDirectory: report ? workspace.report : nil,
                followSymlinks: follow),
            render: renderForCheck, scenarioName: scenarioNameForCheck)
    }

    @Test func aGoldenThatIsALinkIsNotRead() throws {
        let workspace = Workspace()
        defer { removeScratch(workspace.root) }
        #expect(run(workspace, record: .all).outcome == .success)
        try FileManager.default.removeItem(atPath: join(workspace.goldens, "alpha.svg"))
        try FileManager.default.createSymbolicLink(atPath: join(workspace.goldens, "alpha.svg"), withDestinationPath: "/etc/passwd")
        let result = run(workspace)
        #expect(result.outcome == .differences)
        #expect(
            result.checks[0].line
                == "FAIL alpha: svg golden unreadable: \(workspace.goldens)/alpha.svg is a symbolic link, which ButtonLab does not follow")
        #expect(!result.checks[0].line.contains("root:"))
    }

    @Test func aGoldenThatIsAFIFODoesNotBlock() throws {
        let workspace = Workspace()
        defer { removeScratch(workspace.root) }
        #expect(mkfifo(join(workspace.goldens, "alpha.png"), 0o644) == 0)
        let start = Date()
        let result = run(workspace)
        #expect(Date().timeIntervalSince(start) < 20)
        #expect(
            result.checks[0].line
                == "FAIL alpha: png golden unreadable: \(workspace.goldens)/alpha.png is a FIFO (named pipe), not a regular file")
    }

    @Test func anOversizedGoldenIsRefusedUnread() throws {
        let workspace = Workspace()
        defer { removeScratch(workspace.root) }
        // A sparse file: 65 MiB by its size, nothing on disk.
        let path = join(workspace.goldens, "alpha.png")
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: 65 << 20)
        try handle.close()
        #expect(
            run(workspace).checks[0].line
                == "FAIL alpha: png golden unreadable: \(workspace.goldens)/alpha.png is larger than 64 MiB")
    }

    @Test func aGoldenDecompressionBombNamesItsSize() throws {
        let workspace = Workspace()
        defer { removeScratch(workspace.root) }
        writeBytes(bombPNG(width: 100_000, height: 100_000), join(workspace.goldens, "alpha.png"))
        let result = run(workspace)
        #expect(result.outcome == .differences)
        #expect(
            result.checks[0].line
                == "FAIL alpha: png: golden \(workspace.goldens)/alpha.png is corrupt: the expected image is not a readable PNG "
                + "(not a readable PNG: image too large: 100000×100000 pixels (10000000000 pixels), over the limit of "
                + "8192 pixels on a side; it is refused before decoding)")
    }

    /// A golden a check would refuse as too large is not recorded: record and check share the limit.
    @Test func recordWritesNoGoldenThatCheckWouldRefuse() throws {
        let workspace = Workspace()
        defer { removeScratch(workspace.root) }
        let png = try encodePNG(solidRaster(width: 4, height: 4))
        let svg = String(repeating: "x", count: (16 << 20) + 1)
        let result = runCheck(
            paths: ["big.yaml"], configuration: CheckConfiguration(goldenDirectory: workspace.goldens, record: .all),
            render: { _ in .success(RenderedScenario(name: "big", png: png, svg: svg)) })
        #expect(result.outcome == .failure)
        #expect(result.checks[0].line == "ERROR big: cannot write \(workspace.goldens)/big.svg is larger than 16 MiB")
        #expect(!listing(workspace.goldens).contains("big.svg"))
        // Within the limit it is written, and read back by the next check.
        let fits = String(repeating: "x", count: 16 << 20)
        let recorded = runCheck(
            paths: ["big.yaml"], configuration: CheckConfiguration(goldenDirectory: workspace.goldens, record: .all),
            render: { _ in .success(RenderedScenario(name: "big", png: png, svg: fits)) })
        #expect(recorded.outcome == .success)
        let checked = runCheck(
            paths: ["big.yaml"], configuration: CheckConfiguration(goldenDirectory: workspace.goldens),
            render: { _ in .success(RenderedScenario(name: "big", png: png, svg: fits)) })
        #expect(checked.checks[0].line == "ok big")
    }

    @Test func aLinkedGoldenDirectoryIsRefusedUnlessFollowed() throws {
        let workspace = Workspace()
        defer { removeScratch(workspace.root) }
        #expect(run(workspace, record: .all).outcome == .success)
        let linked = join(workspace.root, "linked-goldens")
        try FileManager.default.createSymbolicLink(atPath: linked, withDestinationPath: workspace.goldens)
        let configuration = { (follow: Bool) in CheckConfiguration(goldenDirectory: linked, followSymlinks: follow) }
        let refused = runCheck(paths: workspace.paths, configuration: configuration(false), render: renderForCheck)
        #expect(refused.outcome == .failure)
        #expect(refused.problems.map(\.text) == ["error: golden directory \(linked) is a symbolic link, which ButtonLab does not follow"])
        #expect(refused.checks.isEmpty)
        let followed = runCheck(paths: workspace.paths, configuration: configuration(true), render: renderForCheck)
        #expect(followed.outcome == .success)
    }

    @Test func aLinkedReportDirectoryIsNotWrittenInto() throws {
        let workspace = Workspace()
        defer { removeScratch(workspace.root) }
        let elsewhere = makeScratch("elsewhere")
        defer { removeScratch(elsewhere) }
        try FileManager.default.createSymbolicLink(atPath: workspace.report, withDestinationPath: elsewhere)
        let result = run(workspace, report: true)
        #expect(result.problems.map(\.text) == [
            "error: cannot write the report to \(workspace.report): \(workspace.report) is a symbolic link, which ButtonLab does not follow"
        ])
        #expect(result.outcome == .failure)
        #expect(listing(elsewhere) == [])
        let followed = run(workspace, follow: true, report: true)
        #expect(followed.problems.isEmpty)
        #expect(listing(elsewhere).contains("index.html"))
        #expect(!listing(elsewhere).contains { $0.hasSuffix(temporaryFileSuffix) })
    }

    @Test func namesThatDifferOnlyInCaseCollide() {
        let workspace = Workspace()
        defer { removeScratch(workspace.root) }
        writeScenario(insetScenario(name: "Alpha", left: 10), join(workspace.scenarios, "b.yaml"))
        let result = run(workspace, record: .all)
        #expect(
            result.checks[1].line
                == "ERROR \(workspace.scenarios)/b.yaml: the name 'Alpha' is already used by \(workspace.scenarios)/a.yaml "
                + "as 'alpha' (names that differ only in case collide); give one of them another `name:`")
        #expect(listing(workspace.goldens) == ["alpha.json", "alpha.png", "alpha.svg", "gamma.json", "gamma.png", "gamma.svg"])
    }

    @Test func theReportEscapesWhatItQuotes() throws {
        let workspace = Workspace()
        defer { removeScratch(workspace.root) }
        writeScenario(insetScenario(name: "<img src=x onerror=alert(1)>&x", left: 10), join(workspace.scenarios, "b.yaml"))
        let result = run(workspace, report: true)
        #expect(result.reportPath == join(workspace.report, "index.html"))
        let html = String(decoding: readBytes(join(workspace.report, "index.html"))!, as: UTF8.self)
        #expect(!html.contains("<img src=x"))
        #expect(html.contains("<h2>&lt;img src=x onerror=alert(1)&gt;&amp;x <span class=\"status missingGolden\">"))
        #expect(try XMLDocument(data: Data(html.utf8), options: []).rootElement()?.name == "html")
    }
}

