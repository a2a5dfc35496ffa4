@testable import ButtonCheck
import ButtonLabTestSupport
import Foundation
import FoundationXML
import Testing

/// Issue 23 items 5 and 6: `--only`, capped diffs, annotation lines and paths, JUnit times.
@Suite struct QuietCheckTests {
    @Test func onlyTakesACommaListOfTheGoldenKindsAndNamesThemWhenWrong() throws {
        #expect(try GoldenFormat.list(parsing: "png,svg") == [.png, .svg])
        #expect(try GoldenFormat.list(parsing: "layout, png,layout") == [.json, .png])
        #expect(GoldenFormat.allCases.map(\.label) == ["png", "svg", "layout"])
        #expect(throws: CheckError("unknown --only value 'bogus'; choose png, svg or layout, or a comma list of them")) {
            try GoldenFormat.list(parsing: "png,bogus")
        }
        #expect(throws: CheckError("unknown --only value ''; choose png, svg or layout, or a comma list of them")) {
            try GoldenFormat.list(parsing: "")
        }
    }

    @Test func aLongDiffIsCutToFortyLinesWithACount() {
        let old = (1...60).map { "line \($0)" }.joined(separator: "\n")
        let new = (1...60).map { $0 % 2 == 0 ? "changed \($0)" : "line \($0)" }.joined(separator: "\n")
        let comparison = compareText(expected: old, actual: new)
        let total = comparison.diff.split(separator: "\n", omittingEmptySubsequences: false).count
        let excerpt = comparison.diffExcerpt().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(excerpt.count == 41)
        #expect(excerpt.last == "… \(total - 40) more lines")
        #expect(Array(excerpt.prefix(40)) == Array(comparison.diff.split(separator: "\n", omittingEmptySubsequences: false).prefix(40)))
        let short = compareText(expected: "a\nb", actual: "a\nc")
        #expect(short.diffExcerpt() == short.diff)
    }

    @Test func annotationsPointAtTheScenarioKeyBehindTheFirstChangedValueElseTheName() {
        let lines = ["name": 3, "button.size": 6, "button.scale": 7, "button.image": 8, "button.title": 9]
        func line(_ paths: [[String]]) -> Int? {
            let differences = paths.map { LayoutDifference.number(path: $0, expected: 1, actual: 2) }
            return annotationLine(layout: LayoutComparison(differences: differences), keyLines: lines)
        }
        #expect(line([["titleLabel", "x"]]) == 9)
        #expect(line([["imageView", "x"], ["titleLabel", "x"]]) == 8)
        #expect(line([["bounds", "width"]]) == 6)
        #expect(line([["scale"]]) == 7)
        // No key of the file sets `sizeThatFits`: the next difference decides, then the name.
        #expect(line([["sizeThatFits", "width"], ["virtualTitle", "y"]]) == 9)
        #expect(line([["sizeThatFits", "width"]]) == 3)
        #expect(annotationLine(layout: nil, keyLines: lines) == 3)
        #expect(annotationLine(layout: nil, keyLines: [:]) == nil)
    }

    @Test func annotationPathsAreRelativeToTheRepository() {
        #expect(repositoryPath("/repo/Fixtures/a.yaml", workspace: "/repo", currentDirectory: "/elsewhere") == "Fixtures/a.yaml")
        #expect(repositoryPath("a.yaml", workspace: "/repo/", currentDirectory: "/repo/Fixtures") == "Fixtures/a.yaml")
        #expect(repositoryPath("./x/../a.yaml", workspace: "/repo", currentDirectory: "/repo/Fixtures/") == "Fixtures/a.yaml")
        #expect(repositoryPath("/other/a.yaml", workspace: "/repo", currentDirectory: "/repo") == "/other/a.yaml")
        #expect(repositoryPath("Fixtures/a.yaml", workspace: nil, currentDirectory: nil) == "Fixtures/a.yaml")
    }

    @Test func aChangedLayoutsAnnotationIsAtItsScenarioLine() throws {
        let workspace = CheckRunTests.Workspace()
        defer { removeScratch(workspace.root) }
        _ = workspace.run(record: .all)
        // alpha's imageEdgeInsets.left 50 → 52: the first difference, `imageArea x`, is the key that changed, line 8.
        writeScenario(insetScenario(name: "alpha", left: 52), join(workspace.scenarios, "a.yaml"))
        // gamma's caption changes the picture only: no layout difference, so its `name:` line.
        writeScenario(insetScenario(name: "gamma", left: 0, title: "其他titleLabel"), join(workspace.scenarios, "c.yaml"))
        let run = workspace.run()
        #expect(run.checks.map(\.sourceLine) == [8, 1, 1])
        let annotations = githubAnnotations(run, workspace: workspace.root, currentDirectory: "/")
        #expect(annotations.map { $0.components(separatedBy: ",title=").first ?? "" } == [
            "::error file=scenarios/a.yaml,line=8",
            "::error file=scenarios/c.yaml,line=1",
        ])
    }

    @Test func junitStatesHowLongEachTestcaseAndTheSuiteTook() throws {
        let workspace = CheckRunTests.Workspace()
        defer { removeScratch(workspace.root) }
        _ = workspace.run(record: .all)
        writeScenario(insetScenario(name: "beta", left: 21), join(workspace.scenarios, "b.yaml"))
        let run = workspace.run()
        let junit = try XMLDocument(data: Data(junitXML(run).utf8), options: [])
        let times = try junit.nodes(forXPath: "//testsuites/@time | //testsuite/@time | //testcase/@time").compactMap(\.stringValue)
        #expect(times.count == 5)
        for time in times {
            #expect(time.allSatisfy { $0.isNumber || $0 == "." } && Double(time).map { $0 >= 0 } == true, "time=\"\(time)\"")
        }
        #expect(run.seconds >= run.checks.map(\.seconds).reduce(0, +) - 0.001)
    }
}
