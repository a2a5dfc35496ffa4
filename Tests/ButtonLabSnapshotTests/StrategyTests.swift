import ButtonCheck
import ButtonLabKit
import ButtonLabSnapshotTesting
import ButtonLabTestSupport
import ButtonRender
import Foundation
import SnapshotTesting
import Testing

/// The strategies themselves: they fail closed and leave artifacts where they say.
@Suite struct StrategyTests {

    func figure(_ fixture: String) throws -> RenderedFigure {
        try renderer.render(path: repositoryRoot + "/Fixtures/" + fixture, formats: [.png, .svg]).get()
    }

    @Test func pngDiffingFailsClosedAndWritesArtifacts() throws {
        let directory = makeScratch("snapshot")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let a = try figure("article2/fig03-image-left-50.yaml")
        let b = try figure("article2/fig01-default.yaml")
        let diffing = Diffing<ButtonLabPNG>.buttonLabPNG(options: ComparisonOptions(), artifactsDirectory: directory)
        let same = ButtonLabPNG(bytes: a.png!, name: a.name)
        #expect(diffing.diffV2(ButtonLabPNG(bytes: a.png!, name: nil), same) == nil)

        let corrupt = try #require(diffing.diffV2(ButtonLabPNG(bytes: Array("junk".utf8), name: nil), same))
        #expect(corrupt.0.hasPrefix("the expected image is not a readable PNG ("))
        #expect(corrupt.0.contains("Artifacts: \(directory)/\(a.name).expected.png, \(directory)/\(a.name).actual.png"))

        let other = try #require(diffing.diffV2(ButtonLabPNG(bytes: b.png!, name: nil), same))
        #expect(other.0.contains("limits: 0 pixels, 0 %, threshold 0.1"))
        #expect(other.1.count == 3)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        #expect(files == ["\(a.name).actual.png", "\(a.name).diff.png", "\(a.name).expected.png"])
        #expect(try decodePNG([UInt8](Data(contentsOf: URL(fileURLWithPath: "\(directory)/\(a.name).diff.png")))).width > 0)
        // A figure rendered without PNG cannot pass.
        #expect(diffing.diffV2(ButtonLabPNG(bytes: a.png!, name: nil), ButtonLabPNG(bytes: [], name: a.name)) != nil)
    }

    @Test func svgDiffingShowsALineDiff() throws {
        let directory = makeScratch("snapshot")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let a = try figure("article2/fig03-image-left-50.yaml")
        let diffing = Diffing<ButtonLabSVG>.buttonLabSVG(artifactsDirectory: directory)
        let changed = ButtonLabSVG(text: a.svg!.replacingOccurrences(of: "#5AD845", with: "#00FF00"), name: a.name)
        let failure = try #require(diffing.diffV2(ButtonLabSVG(text: a.svg!, name: nil), changed))
        #expect(failure.0.hasPrefix("svg: 1 line removed, 1 added\nArtifacts: "))
        #expect(failure.0.contains("\n+  <rect id=\"title-label\""))
        #expect(FileManager.default.fileExists(atPath: "\(directory)/\(a.name).svg.diff"))
    }
}
