import ButtonCheck
import ButtonLabKit
import ButtonLabSnapshotTesting
import ButtonLabTestSupport
import Foundation
import SnapshotTesting
import Testing

/// One set of goldens for both routes: a folder recorded by `swift test` passes `buttonlab check
/// --strict`, and one recorded by `check` passes the snapshot assertion, names with dots included.
@Suite struct SharedGoldensTests {
    /// Two fixtures and a scenario named `promo.banner--v2`, in a scratch folder.
    struct Scenarios {
        let directory = makeScratch("shared-goldens")
        var goldens: String { directory + "/goldens" }
        var paths: [String] {
            [fixturesDirectory + "/everyday/01-share-44pt.yaml", fixturesDirectory + "/configuration/07-subtitle-automatic.yaml", directory + "/promo.yaml"]
        }

        init() throws {
            try "name: promo.banner--v2\nbutton: {size: [120, 44], title: {text: \"Buy\", font: {size: 17}}}\n"
                .write(toFile: directory + "/promo.yaml", atomically: true, encoding: .utf8)
        }

        func figures() throws -> [RenderedFigure] {
            try paths.map { try renderer.render(path: $0, formats: [.png, .svg]).get() }
        }
    }

    @Test func goldensRecordedBySwiftTestPassCheckStrict() throws {
        let scenarios = try Scenarios()
        defer { removeScratch(scenarios.directory) }
        for figure in try scenarios.figures() {
            #expect(verifyButtonLabGoldens(of: figure, goldenDirectory: scenarios.goldens, record: .missing).count == 3)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: scenarios.goldens).count == 9)
        let check = try buttonlab(arguments: ["check"] + scenarios.paths + ["--golden", scenarios.goldens, "--strict"])
        #expect(check.status == 0)
        #expect(check.output == """
            ok everyday-01-share-44pt
            ok configuration-07-subtitle-automatic
            ok promo.banner--v2
            3 passed, 0 failed

            """)
    }

    @Test func goldensRecordedByCheckPassTheSnapshotAssertion() throws {
        let scenarios = try Scenarios()
        defer { removeScratch(scenarios.directory) }
        let record = try buttonlab(arguments: ["check"] + scenarios.paths + ["--golden", scenarios.goldens, "--record", "missing"])
        #expect(record.status == 0)
        let before = try FileManager.default.contentsOfDirectory(atPath: scenarios.goldens).sorted()
        #expect(before.count == 9)
        for figure in try scenarios.figures() {
            #expect(verifyButtonLabGoldens(of: figure, goldenDirectory: scenarios.goldens, record: .never) == [])
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: scenarios.goldens).sorted() == before)
    }

    @Test func aChangedLayoutIsReportedInNumbersFirst() throws {
        let scenarios = try Scenarios()
        defer { removeScratch(scenarios.directory) }
        let figure = try scenarios.figures()[0]
        _ = verifyButtonLabGoldens(of: figure, goldenDirectory: scenarios.goldens, record: .missing)
        let json = scenarios.goldens + "/\(figure.name).json"
        let golden = try String(contentsOfFile: json, encoding: .utf8)
        let imageX = String(try #require(golden.components(separatedBy: "\"imageView\": {\"x\": ").last).prefix { $0 != "," })
        try golden.replacingOccurrences(of: "\"imageView\": {\"x\": ", with: "\"imageView\": {\"x\": 1")
            .write(toFile: json, atomically: true, encoding: .utf8)
        let artifacts = scenarios.directory + "/artifacts"
        let failures = verifyButtonLabGoldens(
            of: figure, goldenDirectory: scenarios.goldens, layout: .buttonLabLayout(artifactsDirectory: artifacts), record: .never)
        #expect(failures == [
            "\(figure.name).json: layout: imageView x 1\(imageX) → \(imageX)\nArtifacts: \(artifacts)/\(figure.name).actual.json"
        ])
        #expect(readBytes("\(artifacts)/\(figure.name).actual.json") == GoldenFormat.layoutBytes(figure.goldenLayout))
    }
}
