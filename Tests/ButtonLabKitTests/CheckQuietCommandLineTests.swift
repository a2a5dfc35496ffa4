import ButtonLabTestSupport
import Foundation
import FoundationXML
import Testing

/// `buttonlab check`'s quiet failures, `--verbose`, `--only`, output folders and annotation lines, end to end.
@Suite("check: quiet failures, --only, output folders")
struct CheckQuietCommandLineTests {
    /// A scratch folder holding `everyday/01-share-44pt.yaml`'s goldens, recorded.
    struct Recorded {
        let directory = NSTemporaryDirectory() + "buttonlab-quiet-\(UUID().uuidString)"
        var goldens: String { directory + "/goldens" }
        let fixture = fixturesDirectory + "/everyday/01-share-44pt.yaml"
        let name = "everyday-01-share-44pt"

        init() throws {
            #expect(try buttonlab("check", fixture, "--golden", goldens, "--record", "missing").status == 0)
        }

        /// Puts a 1 in front of the golden's `imageView` x; returns the line `check` prints for it.
        func breakLayout() throws -> String {
            let json = goldens + "/\(name).json"
            let golden = try String(contentsOfFile: json, encoding: .utf8)
            let imageX = String(try #require(golden.components(separatedBy: "\"imageView\": {\"x\": ").last).prefix { $0 != "," })
            try golden.replacingOccurrences(of: "\"imageView\": {\"x\": ", with: "\"imageView\": {\"x\": 1")
                .write(toFile: json, atomically: true, encoding: .utf8)
            return "layout: imageView x 1\(imageX) → \(imageX)"
        }

        /// Changes every `<text` line of the SVG golden: a diff longer than the excerpt.
        func breakSVG() throws {
            let svg = goldens + "/\(name).svg"
            let golden = try String(contentsOfFile: svg, encoding: .utf8)
            let changed = golden.split(separator: "\n", omittingEmptySubsequences: false).map { $0.hasPrefix("  <") ? $0 + " " : $0 }
            try changed.joined(separator: "\n").write(toFile: svg, atomically: true, encoding: .utf8)
        }
    }

    @Test("a failure is one line on stdout and nothing on stderr; --verbose adds the diff, cut at 40 lines")
    func quietThenVerbose() throws {
        let recorded = try Recorded()
        defer { try? FileManager.default.removeItem(atPath: recorded.directory) }
        try recorded.breakSVG()
        let quiet = try buttonlab("check", recorded.fixture, "--golden", recorded.goldens)
        #expect(quiet.status == 1)
        let lines = quiet.output.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("FAIL \(recorded.name): svg: ") == true)
        #expect(lines.last == "0 passed, 1 failed (1 different)")
        #expect(quiet.errors == "")

        let verbose = try buttonlab("check", recorded.fixture, "--golden", recorded.goldens, "--verbose")
        #expect(verbose.status == 1)
        #expect(verbose.output == quiet.output)
        let details = verbose.errors.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(details.count == 41)
        #expect(details.first == "    --- \(recorded.goldens)/\(recorded.name).svg")
        #expect(details.last?.hasPrefix("    … ") == true)
        #expect(details.last?.hasSuffix(" more lines") == true)
    }

    @Test("--junit into a missing nested folder is written, and a passing run exits 0")
    func junitFolderIsCreated() throws {
        let recorded = try Recorded()
        defer { try? FileManager.default.removeItem(atPath: recorded.directory) }
        let junit = recorded.directory + "/out/ci/nested/junit.xml"
        let run = try buttonlab("check", recorded.fixture, "--golden", recorded.goldens, "--junit", junit)
        #expect(run.status == 0)
        #expect(run.output == "ok \(recorded.name)\n1 passed, 0 failed\n")
        let document = try XMLDocument(contentsOf: URL(fileURLWithPath: junit), options: [])
        #expect(try document.nodes(forXPath: "//testcase/@name").compactMap(\.stringValue) == [recorded.name])
    }

    @Test("--only png,svg skips the layout; --only layout checks it alone; --only bogus is a usage error")
    func only() throws {
        let recorded = try Recorded()
        defer { try? FileManager.default.removeItem(atPath: recorded.directory) }
        let changed = try recorded.breakLayout()
        let pictures = try buttonlab("check", recorded.fixture, "--golden", recorded.goldens, "--only", "png,svg")
        #expect(pictures.status == 0)
        #expect(pictures.output == "ok \(recorded.name)\n1 passed, 0 failed\n")
        let layout = try buttonlab("check", recorded.fixture, "--golden", recorded.goldens, "--only", "layout")
        #expect(layout.status == 1)
        #expect(layout.output == "FAIL \(recorded.name): \(changed)\n0 passed, 1 failed (1 different)\n")
        // A layout-only folder: no PNG golden needed, and none is written.
        let layoutOnly = recorded.directory + "/layout-only"
        #expect(try buttonlab("check", recorded.fixture, "--golden", layoutOnly, "--only", "layout", "--record", "missing").status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: layoutOnly) == ["\(recorded.name).json"])
        #expect(try buttonlab("check", recorded.fixture, "--golden", layoutOnly, "--only", "layout", "--strict").status == 0)
        let bogus = try buttonlab("check", recorded.fixture, "--golden", recorded.goldens, "--only", "png,bogus")
        #expect(bogus.status == 64)
        #expect(bogus.errors.contains("unknown --only value 'bogus'; choose png, svg or layout, or a comma list of them"))
    }

    @Test("GitHub annotations: the scenario line of the first changed key, the path relative to the repository")
    func annotationLines() throws {
        let recorded = try Recorded()
        defer { try? FileManager.default.removeItem(atPath: recorded.directory) }
        let changed = try recorded.breakLayout()
        let environment = ["GITHUB_ACTIONS": "true", "GITHUB_WORKSPACE": repositoryRoot, "GITHUB_STEP_SUMMARY": recorded.directory + "/new/summary.md"]
        let run = try buttonlab("check", recorded.fixture, "--golden", recorded.goldens, environment: environment)
        #expect(run.status == 1)
        // `imageView` is drawn for the scenario's `image:`, on line 8 of the fixture.
        #expect(run.output.split(separator: "\n").last == """
            ::error file=Fixtures/everyday/01-share-44pt.yaml,line=8,title=buttonlab check%3A \(recorded.name) (different)::\(changed)
            """)
        #expect(FileManager.default.fileExists(atPath: recorded.directory + "/new/summary.md"))
    }
}
