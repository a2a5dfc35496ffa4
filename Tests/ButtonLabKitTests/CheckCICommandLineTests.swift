import ButtonLabTestSupport
import Foundation
import FoundationXML
import Testing

/// `buttonlab check` in CI: its help's exit codes, --junit, and GitHub Actions' annotations and summary.
@Suite("check for CI, end to end")
struct CheckCICommandLineTests {
    @Test("check --help states the exit codes the command really uses")
    func helpStatesExitCodes() throws {
        let help = try buttonlab("check", "--help")
        let text = help.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("Exit status: 0 when everything passed (or was recorded); 1 when a layout, image or SVG differs"))
        #expect(text.contains("2 when a scenario cannot be loaded or rendered, or the run itself fails"))
        #expect(text.contains("64 when the command line is wrong"))
        let fixture = fixturesDirectory + "/everyday/01-share-44pt.yaml"
        #expect(try buttonlab("check", fixture, "--golden", "/nonexistent-goldens").status == 2)
        #expect(try buttonlab("check", fixture, "--golden", "/nonexistent-goldens", "--record", "sometimes").status == 64)
        #expect(try buttonlab("check", fixture, "--golden", "/nonexistent-goldens", "--threshold", "2").status == 64)
    }

    @Test("a changed layout: JUnit file, ::error annotation and step summary, layout first")
    func githubActions() throws {
        let directory = NSTemporaryDirectory() + "buttonlab-ci-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let goldens = directory + "/goldens"
        let fixture = fixturesDirectory + "/everyday/01-share-44pt.yaml"
        #expect(try buttonlab("check", fixture, "--golden", goldens, "--record", "missing").status == 0)
        let json = goldens + "/everyday-01-share-44pt.json"
        let golden = try String(contentsOfFile: json, encoding: .utf8)
        // The golden's imageView x, as written: a 1 goes in front of it.
        let imageX = String(try #require(golden.components(separatedBy: "\"imageView\": {\"x\": ").last).prefix { $0 != "," })
        try golden.replacingOccurrences(of: "\"imageView\": {\"x\": ", with: "\"imageView\": {\"x\": 1").write(toFile: json, atomically: true, encoding: .utf8)

        let summary = directory + "/summary.md"
        let run = try buttonlab(
            "check", fixture, "--golden", goldens, "--junit", directory + "/junit.xml",
            environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary, "GITHUB_WORKSPACE": repositoryRoot])
        #expect(run.status == 1)
        let changed = "layout: imageView x 1\(imageX) → \(imageX)"
        #expect(run.output == """
            FAIL everyday-01-share-44pt: \(changed)
            0 passed, 1 failed (1 different)
            ::error file=Fixtures/everyday/01-share-44pt.yaml,line=8,title=buttonlab check%3A everyday-01-share-44pt (different)::\(changed)

            """)
        #expect(try String(contentsOfFile: summary, encoding: .utf8) == """
            ### buttonlab check failed

            0 passed, 1 failed (1 different)

            | Scenario | Result | Details |
            |---|---|---|
            | everyday-01-share-44pt | different | \(changed) |


            """)
        let junit = try XMLDocument(contentsOf: URL(fileURLWithPath: directory + "/junit.xml"), options: [])
        #expect(try junit.nodes(forXPath: "//testcase/failure/@message").compactMap(\.stringValue) == [changed])
    }
}
