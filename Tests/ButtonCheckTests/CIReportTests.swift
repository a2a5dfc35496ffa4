@testable import ButtonCheck
import ButtonLabTestSupport
import ButtonLayout
import Foundation
import FoundationXML
import Testing

/// JUnit XML, GitHub annotations and the step summary, from one run with every kind of entry.
@Suite struct CIReportTests {
    static func check(_ path: String, _ name: String?, _ status: ScenarioCheck.Status, _ message: String, incomplete: [String] = []) -> ScenarioCheck {
        ScenarioCheck(
            path: path, name: name, status: status, line: "", message: message, png: nil, svg: nil, layout: nil,
            incompleteGoldens: incomplete, recordedFiles: [], comparisonFailed: false, expectedPNG: nil, actualPNG: nil)
    }

    /// A pass, a layout failure with characters every format escapes, a duplicate name, a pass with
    /// a missing SVG golden, and an unused golden.
    static let run = CheckRun(
        configuration: CheckConfiguration(goldenDirectory: "Tests/Goldens", strict: true),
        checks: [
            check("Fixtures/a.yaml", "a", .passed, ""),
            check("Fixtures/b.yaml", "b <1>", .failed, "layout: imageView x 81 → 81.5, 100% \"off\"\nnext"),
            check("Fixtures/c,d.yaml", "a", .error, "the name 'a' is already used by Fixtures/a.yaml; give one of them another `name:`"),
            check("Fixtures/e.yaml", "e", .passed, "missing svg golden Tests/Goldens/e.svg", incomplete: ["Tests/Goldens/e.svg"]),
        ],
        unusedGoldens: ["Tests/Goldens/old.png"], problems: [], totalScenarios: 4, reportPath: nil)

    @Test func junitHasOneTestcasePerScenarioWithEscapedMessages() throws {
        let xml = junitXML(Self.run)
        #expect(xml == """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="buttonlab check" tests="5" failures="2" errors="1" skipped="0" time="0">
              <testsuite name="buttonlab check" tests="5" failures="2" errors="1" skipped="0" time="0">
                <properties><property name="goldens" value="Tests/Goldens"/></properties>
                <testcase name="a" classname="buttonlab.check" time="0" file="Fixtures/a.yaml"/>
                <testcase name="b &lt;1&gt;" classname="buttonlab.check" time="0" file="Fixtures/b.yaml">
                  <failure message="layout: imageView x 81 → 81.5, 100% &quot;off&quot;&#10;next" type="different"/>
                </testcase>
                <testcase name="Fixtures/c,d.yaml" classname="buttonlab.check" time="0" file="Fixtures/c,d.yaml">
                  <error message="the name &apos;a&apos; is already used by Fixtures/a.yaml; give one of them another `name:`" type="error"/>
                </testcase>
                <testcase name="e" classname="buttonlab.check" time="0" file="Fixtures/e.yaml">
                  <system-out>missing svg golden Tests/Goldens/e.svg</system-out>
                </testcase>
                <testcase name="unused golden old.png" classname="buttonlab.check" time="0" file="Tests/Goldens/old.png">
                  <failure message="no scenario has this name (--strict)" type="unused golden"/>
                </testcase>
              </testsuite>
            </testsuites>

            """)
        // An XML parser reads the message back as it was, line break included.
        let document = try XMLDocument(data: Data(xml.utf8), options: [])
        let messages = try document.nodes(forXPath: "//failure/@message").compactMap(\.stringValue)
        #expect(messages == ["layout: imageView x 81 → 81.5, 100% \"off\"\nnext", "no scenario has this name (--strict)"])
    }

    @Test func githubAnnotationsEscapeDataAndProperties() {
        #expect(githubAnnotations(Self.run) == [
            "::error file=Fixtures/b.yaml,line=1,title=buttonlab check%3A b <1> (different)::layout: imageView x 81 → 81.5, 100%25 \"off\"%0Anext",
            "::error file=Fixtures/c%2Cd.yaml,line=1,title=buttonlab check%3A Fixtures/c%2Cd.yaml (error)::the name 'a' is already used by Fixtures/a.yaml; give one of them another `name:`",
            "::error file=Tests/Goldens/old.png,line=1,title=buttonlab check%3A unused golden old.png (unused golden)::no scenario has this name (--strict)",
        ])
        #expect(githubEscapedData("a%b\r\nc:d,e") == "a%25b%0D%0Ac:d,e")
        #expect(githubEscapedProperty("a%b\r\nc:d,e") == "a%25b%0D%0Ac%3Ad%2Ce")
    }

    @Test func stepSummaryIsAMarkdownTableOfWhatDidNotPass() {
        #expect(githubStepSummary(Self.run) == """
            ### buttonlab check failed

            2 passed, 3 failed (1 different, 1 error, 1 unused golden), 1 without svg/json golden (--strict fails them)

            | Scenario | Result | Details |
            |---|---|---|
            | b &lt;1> | different | layout: imageView x 81 → 81.5, 100% "off"<br>next |
            | Fixtures/c,d.yaml | error | the name 'a' is already used by Fixtures/a.yaml; give one of them another `name:` |
            | unused golden old.png | unused golden | no scenario has this name (--strict) |


            """)
        var passed = Self.run
        passed.checks = [Self.run.checks[0]]
        passed.unusedGoldens = []
        #expect(githubStepSummary(passed) == "### buttonlab check passed\n\n1 passed, 0 failed\n\n")
    }

    @Test func aRealRunsJUnitCountsAndTheReportFileNamesAndScales() throws {
        let workspace = CheckRunTests.Workspace()
        defer { removeScratch(workspace.root) }
        _ = workspace.run(record: .all)
        // beta grows by 20 pt, and e.yaml repeats alpha's name.
        writeScenario(insetScenario(name: "beta", left: 20).replacingOccurrences(of: "[200, 100]", with: "[220, 100]"), join(workspace.scenarios, "b.yaml"))
        writeScenario(insetScenario(name: "alpha", left: 50), join(workspace.scenarios, "e.yaml"))
        let run = workspace.run(workspace.paths + [join(workspace.scenarios, "e.yaml")], report: true)
        #expect(run.checks.map(\.status) == [.passed, .failed, .passed, .error])
        #expect(run.checks[3].title == "\(workspace.scenarios)/e.yaml")

        let junit = try XMLDocument(data: Data(junitXML(run).utf8), options: [])
        let suite = try #require(try junit.nodes(forXPath: "/testsuites/testsuite").first as? XMLElement)
        #expect(suite.attribute(forName: "tests")?.stringValue == "4")
        #expect(suite.attribute(forName: "failures")?.stringValue == "1")
        #expect(suite.attribute(forName: "errors")?.stringValue == "1")
        #expect(try junit.nodes(forXPath: "//testcase/@name").compactMap(\.stringValue) == ["alpha", "beta", "gamma", "\(workspace.scenarios)/e.yaml"])
        let failure = try #require(try junit.nodes(forXPath: "//failure").first as? XMLElement)
        #expect(failure.attribute(forName: "message")?.stringValue == run.checks[1].message)
        // The body: every layout difference (more than the message names), then the SVG diff.
        let body = failure.stringValue ?? ""
        #expect(body.hasPrefix("layout: bounds width 200 → 220\n"))
        #expect(body.contains("\n--- \(workspace.goldens)/beta.svg\n+++ beta.svg (rendered now)\n"))

        let html = try XMLDocument(data: Data(readBytes(join(workspace.report, "index.html"))!), options: [])
        let headings = try html.nodes(forXPath: "//*[local-name()='section']/*[local-name()='h2']").map { $0.stringValue ?? "" }
        #expect(headings == ["beta different", "\(workspace.scenarios)/e.yaml error"])
        let layoutItems = try html.nodes(forXPath: "//*[local-name()='ul'][@class='layout']/*").map { $0.stringValue ?? "" }
        #expect(layoutItems.first == "bounds width 200 → 220")
        // Side by side at one scale: the narrower golden is drawn narrower, by the ratio of the widths.
        let expectedSize = try #require(run.checks[1].png?.expectedSize)
        let actualSize = try #require(run.checks[1].png?.actualSize)
        #expect(actualSize.width > expectedSize.width)
        let styles = try html.nodes(forXPath: "//*[local-name()='div'][@class='side']//*[local-name()='img']/@style").compactMap(\.stringValue)
        let share = formatNumber(Double(expectedSize.width) / Double(actualSize.width) * 100, maximumFractionDigits: 3)
        #expect(styles == ["width: \(share)%", "width: 100%", "width: 100%"])
    }
}
