import ButtonCheck
import ButtonLabKit
@testable import ButtonLabSnapshotTesting
import ButtonLabTestSupport
import Foundation
import SnapshotTesting
import Synchronization
import Testing

/// `verifyButtonLabGoldens` / `assertButtonLabGoldens`: named files, record modes, messages.
@Suite struct GoldenAssertionTests {
    let directory = (NSTemporaryDirectory() as NSString).appendingPathComponent("buttonlab-goldens-\(UUID().uuidString)")

    func figure(_ fixture: String) throws -> RenderedFigure {
        try renderer.render(path: repositoryRoot + "/Fixtures/" + fixture, formats: [.png, .svg]).get()
    }

    func files() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    }

    @Test func aMissingGoldenUnderNeverFailsSayingWhichFileAndWhatToDo() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let a = try figure("everyday/04-close-30x30.yaml")
        let failures = verifyButtonLabGoldens(of: a, goldenDirectory: directory, record: .never)
        #expect(failures == [
            "everyday-04-close-30x30.json: no golden at \(directory)/everyday-04-close-30x30.json, and the record mode is 'never' "
                + "so none was written. Record it with SNAPSHOT_TESTING_RECORD=missing, review it, and commit it.",
            "everyday-04-close-30x30.png: no golden at \(directory)/everyday-04-close-30x30.png, and the record mode is 'never' "
                + "so none was written. Record it with SNAPSHOT_TESTING_RECORD=missing, review it, and commit it.",
            "everyday-04-close-30x30.svg: no golden at \(directory)/everyday-04-close-30x30.svg, and the record mode is 'never' "
                + "so none was written. Record it with SNAPSHOT_TESTING_RECORD=missing, review it, and commit it.",
        ])
        // Never recording touches nothing, not even the folder.
        #expect(!FileManager.default.fileExists(atPath: directory))
    }

    @Test func recordingMissingWritesExactlyTheNamedFileThenPasses() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let a = try figure("everyday/04-close-30x30.yaml")
        let recorded = verifyButtonLabGoldens(of: a, goldenDirectory: directory, svg: nil, record: .missing)
        // As in the library, the run that records fails, so a new golden is never a silent pass.
        #expect(recorded == ["json", "png"].map {
            "everyday-04-close-30x30.\($0): no golden existed; recorded \(directory)/everyday-04-close-30x30.\($0) (record mode 'missing'). "
                + "Review it, commit it, and run again."
        })
        #expect(try files() == ["everyday-04-close-30x30.json", "everyday-04-close-30x30.png"])
        #expect([UInt8](try Data(contentsOf: URL(fileURLWithPath: "\(directory)/everyday-04-close-30x30.png"))) == a.png)
        #expect(verifyButtonLabGoldens(of: a, goldenDirectory: directory, svg: nil, record: .never) == [])
    }

    @Test func aDifferentGoldenFailsWithTheComparisonAndItsArtifacts() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let a = try figure("article2/fig03-image-left-50.yaml")
        let b = try figure("article2/fig01-default.yaml")
        let artifacts = directory + "/artifacts"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try Data(b.png!).write(to: URL(fileURLWithPath: "\(directory)/\(a.name).png"))
        let failures = verifyButtonLabGoldens(
            of: a, goldenDirectory: directory, png: .buttonLabPNG(artifactsDirectory: artifacts), svg: nil, layout: nil, record: .never)
        let comparison = compareImages(expected: b.png!, actual: a.png!)
        let paths = ["expected", "actual", "diff"].map { "\(artifacts)/\(a.name).\($0).png" }
        #expect(failures == ["\(a.name).png: \(comparison.message)\nArtifacts: \(paths.joined(separator: ", "))"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: artifacts).sorted() == paths.map { ($0 as NSString).lastPathComponent }.sorted())
        // Never recording means the golden is left as it was.
        #expect([UInt8](try Data(contentsOf: URL(fileURLWithPath: "\(directory)/\(a.name).png"))) == b.png)
    }

    @Test func theAssertionReportsEachFormatAsItsOwnIssue() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let a = try figure("everyday/04-close-30x30.yaml")
        // The matcher is @Sendable: the issues' comments are gathered under a lock.
        let comments = Mutex<[String]>([])
        withKnownIssue {
            withSnapshotTesting(record: .never) {
                assertButtonLabGoldens(of: a, goldenDirectory: directory)
            }
        } matching: { issue in
            comments.withLock { $0 += issue.comments.map(\.rawValue) }
            return true
        }
        #expect(comments.withLock { $0 }.map { $0.prefix(while: { $0 != ":" }) } == ["everyday-04-close-30x30.json", "everyday-04-close-30x30.png", "everyday-04-close-30x30.svg"])
    }

    @Test func aScenarioThatDoesNotLoadIsOneIssueWithButtonLabsMessage() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // The matcher is @Sendable: the issues' comments are gathered under a lock.
        let comments = Mutex<[String]>([])
        withKnownIssue {
            assertButtonLabGoldens(ofScenarioAt: directory + "/absent.yaml", goldenDirectory: directory, record: .never)
        } matching: { issue in
            comments.withLock { $0 += issue.comments.map(\.rawValue) }
            return true
        }
        let messages = comments.withLock { $0 }
        #expect(messages == ["\(directory)/absent.yaml: error: no such file"])
        #expect(!FileManager.default.fileExists(atPath: directory))
    }

    @Test func namesCheckAcceptsNameTheirGoldensAsTheyAreAndOthersAreRefusedInCheckWords() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for name in ["close button", "promo.banner--v2"] {
            let path = directory + "/scenario.yaml"
            try "name: \(name)\nbutton: {size: [30, 30], image: {size: [14, 14]}}\n".write(toFile: path, atomically: true, encoding: .utf8)
            let figure = try renderer.render(path: path, formats: [.png, .svg]).get()
            #expect(verifyButtonLabGoldens(of: figure, goldenDirectory: directory, record: .missing).count == 3)
            #expect(verifyButtonLabGoldens(of: figure, goldenDirectory: directory, record: .never) == [])
        }
        #expect(try files() == [
            "close button.json", "close button.png", "close button.svg",
            "promo.banner--v2.json", "promo.banner--v2.png", "promo.banner--v2.svg", "scenario.yaml",
        ])
        let hidden = directory + "/hidden.yaml"
        try "name: .hidden\nbutton: {size: [30, 30], image: {size: [14, 14]}}\n".write(toFile: hidden, atomically: true, encoding: .utf8)
        let figure = try renderer.render(path: hidden, formats: [.png, .svg]).get()
        #expect(verifyButtonLabGoldens(of: figure, goldenDirectory: directory, record: .missing) == [
            "the name '.hidden' starts with '.'; golden files would be hidden"
        ])
    }
}

/// Eight scenarios recorded into one directory and checked at once, in parallel: named snapshots
/// never share a counter, so each test writes and reads only its own NAME.png and NAME.svg.
let parallelDirectory = (NSTemporaryDirectory() as NSString).appendingPathComponent("buttonlab-parallel-\(UUID().uuidString)")

@Suite struct ParallelGoldenTests {
    @Test(arguments: [
        "01-share-44pt", "02-spacing-8pt-recipe", "03-image-right-semantic", "04-close-30x30",
        "05-long-localised-title", "06-sharee-3x", "07-configuration-filled", "08-configuration-icon-title",
    ])
    func scenario(_ file: String) throws {
        let figure = try renderer.render(path: "\(repositoryRoot)/Fixtures/everyday/\(file).yaml", formats: [.png, .svg]).get()
        #expect(figure.name == "everyday-\(file)")
        let recorded = verifyButtonLabGoldens(of: figure, goldenDirectory: parallelDirectory, record: .missing)
        #expect(recorded.map { $0.prefix(while: { $0 != ":" }) } == ["\(figure.name).json", "\(figure.name).png", "\(figure.name).svg"])
        let png = [UInt8](try Data(contentsOf: URL(fileURLWithPath: "\(parallelDirectory)/\(figure.name).png")))
        let svg = try String(contentsOfFile: "\(parallelDirectory)/\(figure.name).svg", encoding: .utf8)
        #expect(png == figure.png)
        #expect(svg == figure.svg)
        #expect(verifyButtonLabGoldens(of: figure, goldenDirectory: parallelDirectory, record: .never) == [])
    }
}
