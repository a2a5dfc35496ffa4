import ButtonLabTestSupport
import Foundation
import FoundationXML
import Testing

/// The CI round trip of docs/visual-regression.md: record → break → check with a report → approve →
/// pass, and every refusal of `buttonlab approve`, each with its message and nothing written.
@Suite("approve from a check report, end to end")
struct ApproveCommandLineTests {
    static let name = "everyday-01-share-44pt"

    /// A folder with `scenarios/share.yaml`, its goldens recorded in `goldens/`, then the scenario
    /// broken by a 2-pt title inset and checked into `report/`: the state a failing PR leaves.
    struct FailingReport {
        let root: String
        var goldens: String { root + "/goldens" }
        var report: String { root + "/report" }
        func golden(_ ext: String) -> String { goldens + "/\(ApproveCommandLineTests.name).\(ext)" }
        func actual(_ ext: String) -> String { report + "/\(ApproveCommandLineTests.name).actual.\(ext)" }
        /// Every golden's bytes, to see that a refusal wrote nothing.
        var goldenBytes: [String: [UInt8]] {
            Dictionary(uniqueKeysWithValues: listing(goldens).map { ($0, readBytes(goldens + "/" + $0) ?? []) })
        }
    }

    func makeFailingReport() throws -> FailingReport {
        let root = makeScratch("approve")
        let setup = FailingReport(root: root)
        try FileManager.default.createDirectory(atPath: root + "/scenarios", withIntermediateDirectories: true)
        let scenario = root + "/scenarios/share.yaml"
        let original = try String(contentsOfFile: fixturesDirectory + "/everyday/01-share-44pt.yaml", encoding: .utf8)
        try original.write(toFile: scenario, atomically: true, encoding: .utf8)
        let recorded = try buttonlab("check", "scenarios", "--golden", "goldens", "--record", "missing", in: root)
        #expect(recorded.status == 0, "\(recorded.output)\(recorded.errors)")
        try (original + "  titleEdgeInsets: {left: 2}\n").write(toFile: scenario, atomically: true, encoding: .utf8)
        let check = try buttonlab("check", "scenarios", "--golden", "goldens", "--report", "report", in: root)
        #expect(check.status == 1)
        #expect(check.output.hasPrefix("FAIL \(Self.name): layout: titleArea x 0 → 2, titleArea width 160 → 158, titleLabel x 69.666666667 → 70.666666667, "))
        return setup
    }

    func sha256(_ path: String) throws -> String {
        let run = try runProcess("/usr/bin/sha256sum", [path])
        return String(run.output.prefix(64))
    }

    @Test("record, break by a 2-pt inset, check fails with a report, approve, check passes")
    func roundTrip() throws {
        let setup = try makeFailingReport()
        defer { removeScratch(setup.root) }

        // The manifest: the goldens' digests as compared (coreutils' sha256sum agrees), the report's files with theirs.
        let manifest = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: setup.report + "/manifest.json"))) as? [String: Any])
        #expect(manifest["manifestVersion"] as? Int == 1)
        #expect(manifest["goldenDirectory"] as? String == "goldens")
        let failures = try #require(manifest["failures"] as? [[String: Any]])
        #expect(failures.count == 1)
        #expect(failures[0]["name"] as? String == Self.name)
        let files = try #require(failures[0]["files"] as? [[String: Any]])
        #expect(files.map { $0["format"] as? String } == ["png", "svg", "json"])
        for (file, ext) in zip(files, ["png", "svg", "json"]) {
            let golden = try #require(file["golden"] as? [String: Any])
            let actual = try #require(file["actual"] as? [String: Any])
            #expect(golden["path"] as? String == "\(Self.name).\(ext)")
            #expect(golden["sha256"] as? String == (try sha256(setup.golden(ext))))
            #expect(actual["path"] as? String == "\(Self.name).actual.\(ext)")
            #expect(actual["sha256"] as? String == (try sha256(setup.actual(ext))))
        }

        let approved = try buttonlab("approve", "report", in: setup.root)
        #expect(approved.errors == "")
        #expect(approved.output == """
            approved \(Self.name): wrote goldens/\(Self.name).png, goldens/\(Self.name).svg, goldens/\(Self.name).json
            1 approved

            """)
        #expect(approved.status == 0)
        for ext in ["png", "svg", "json"] { #expect(readBytes(setup.golden(ext)) == readBytes(setup.actual(ext))) }
        let again = try buttonlab("check", "scenarios", "--golden", "goldens", in: setup.root)
        #expect(again.output == "ok \(Self.name)\n1 passed, 0 failed\n")
        #expect(again.status == 0)
    }

    /// Runs approve, expects exit 2 with exactly `errors` on standard error, and no golden changed.
    func expectRefusal(_ setup: FailingReport, _ arguments: [String], errors: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let before = setup.goldenBytes
        let run = try buttonlab(arguments: ["approve"] + arguments, in: setup.root)
        #expect(run.errors == errors + "nothing was approved\n", sourceLocation: sourceLocation)
        #expect(run.output == "", sourceLocation: sourceLocation)
        #expect(run.status == 2, sourceLocation: sourceLocation)
        #expect(setup.goldenBytes == before, sourceLocation: sourceLocation)
        #expect(listing(setup.root) == ["goldens", "report", "scenarios"], sourceLocation: sourceLocation)
    }

    @Test("a golden changed since the report: refused, nothing written")
    func goldenChanged() throws {
        let setup = try makeFailingReport()
        defer { removeScratch(setup.root) }
        let compared = try sha256(setup.golden("json"))
        try Data("{}\n".utf8).write(to: URL(fileURLWithPath: setup.golden("json")))
        try expectRefusal(setup, ["report"], errors: """
            goldens/\(Self.name).json: error: changed since the report was written: its SHA-256 is \(try sha256(setup.golden("json"))), \
            and when compared it was \(compared); run check again for a new report

            """)
    }

    @Test("a report file altered after the report was written: refused, nothing written")
    func reportFileAltered() throws {
        let setup = try makeFailingReport()
        defer { removeScratch(setup.root) }
        let written = try sha256(setup.actual("svg"))
        try Data("<svg/>\n".utf8).write(to: URL(fileURLWithPath: setup.actual("svg")))
        try expectRefusal(setup, ["report", Self.name], errors: """
            report/\(Self.name).actual.svg: error: was altered after the report was written: its SHA-256 is \
            \(try sha256(setup.actual("svg"))), the manifest's failures[0].files[1].actual.sha256 is \(written)

            """)
    }

    @Test("a NAME the report does not list: refused, nothing written")
    func unknownName() throws {
        let setup = try makeFailingReport()
        defer { removeScratch(setup.root) }
        try expectRefusal(setup, ["report", Self.name, "everyday-02-missing"], errors: """
            report/manifest.json: error: 'everyday-02-missing' is not a failure in this report; it lists '\(Self.name)'

            """)
    }

    @Test("a manifest whose golden path leaves the golden folder: refused, nothing written anywhere")
    func escapingPath() throws {
        let setup = try makeFailingReport()
        defer { removeScratch(setup.root) }
        let path = setup.report + "/manifest.json"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try text.replacingOccurrences(of: "\"path\": \"\(Self.name).png\"", with: "\"path\": \"../\(Self.name).png\"")
            .write(toFile: path, atomically: true, encoding: .utf8)
        try expectRefusal(setup, ["report"], errors: """
            report/manifest.json: error: failures[0].files[0].golden.path: '../\(Self.name).png' leads out of the golden folder; \
            approve writes and reads only inside it

            """)
        // A golden folder taken from the manifest must not lead out either.
        try text.replacingOccurrences(of: "\"goldenDirectory\": \"goldens\"", with: "\"goldenDirectory\": \"../goldens\"")
            .write(toFile: path, atomically: true, encoding: .utf8)
        try expectRefusal(setup, ["report"], errors: """
            report/manifest.json: error: goldenDirectory: '../goldens' leads out of the current folder ('..'); approve takes a \
            golden folder from a manifest only when it is a plain folder below the current one: give it with --golden

            """)
    }

    @Test("a manifest that is a symbolic link: refused, nothing written")
    func manifestSymlink() throws {
        let setup = try makeFailingReport()
        defer { removeScratch(setup.root) }
        let path = setup.report + "/manifest.json"
        try FileManager.default.moveItem(atPath: path, toPath: setup.root + "/scenarios/elsewhere.json")
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "../scenarios/elsewhere.json")
        try expectRefusal(setup, ["report"], errors: """
            report/manifest.json: error: cannot read the manifest: it is a symbolic link, which ButtonLab does not follow

            """)
    }

    @Test("the report shows each failure's approve command and, moved elsewhere as an artifact, has only working relative links")
    func reportAsArtifact() throws {
        let setup = try makeFailingReport()
        defer { removeScratch(setup.root) }
        let moved = makeScratch("artifact") + "/downloaded report"
        defer { removeScratch((moved as NSString).deletingLastPathComponent) }
        try FileManager.default.moveItem(atPath: setup.report, toPath: moved)
        let page = try XMLDocument(contentsOf: URL(fileURLWithPath: moved + "/index.html"), options: [])
        let commands = try page.nodes(forXPath: "//*[local-name()='p'][@class='approve']/*[local-name()='code']").compactMap(\.stringValue)
        #expect(commands == ["buttonlab approve report", "buttonlab approve report \(Self.name)"])
        let ids = Set(try page.nodes(forXPath: "//@id").compactMap(\.stringValue))
        let links = try page.nodes(forXPath: "//@href | //@src").compactMap(\.stringValue)
        #expect(links.count == 9)  // the contents entry, the three actual files, five pictures (three side by side, two in the overlay)
        for link in links {
            if link.hasPrefix("#") {
                #expect(ids.contains(String(link.dropFirst())), "\(link)")
                continue
            }
            #expect(!link.contains(":") && !link.hasPrefix("/"), "not relative: \(link)")
            let file = try #require(link.removingPercentEncoding)
            #expect(FileManager.default.fileExists(atPath: moved + "/" + file), "\(link)")
        }
    }
}
