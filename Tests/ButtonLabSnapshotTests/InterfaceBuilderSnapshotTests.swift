import ButtonCheck
import ButtonInterfaceBuilder
import ButtonLabKit
import ButtonLabSnapshotTesting
import ButtonLabTestSupport
import ButtonRender
import Foundation
import SnapshotTesting
import Testing

/// Every button of Fixtures/interface-builder, as `buttonlab check Fixtures` finds it.
/// Figures show file names only (captions, legends), so absolute paths draw what `check` draws.
let interfaceBuilderPlan = planInputs(files: (try? inputFiles(for: [repositoryRoot + "/Fixtures/interface-builder"])) ?? [])

/// `Tests/Goldens/scenes`: scene figures are not scenarios, so `check --strict` never sees them.
let sceneGoldenDirectory = goldenDirectory + "/scenes"

@Suite struct InterfaceBuilderSnapshotTests {
    @Test func theFixturesAreRead() {
        #expect(interfaceBuilderPlan.failures.map(\.message) == [])
        #expect(interfaceBuilderPlan.scenarios.count == 27)
        #expect(interfaceBuilderPlan.scenes.count == 8)
    }

    /// Each IB button's figure against Tests/Goldens/NAME.png and NAME.svg (`buttonlab check`'s goldens).
    @Test(arguments: interfaceBuilderPlan.scenarios.map(\.key))
    func button(_ key: String) throws {
        let input = try #require(interfaceBuilderPlan.scenarios.first { $0.key == key })
        let figure = try renderer.render(input, formats: [.png, .svg]).get()
        assertButtonLabGoldens(
            of: figure, goldenDirectory: goldenDirectory,
            png: .buttonLabPNG(artifactsDirectory: artifactsDirectory),
            svg: .buttonLabSVG(artifactsDirectory: artifactsDirectory),
            // The layout golden states `source.file` from the root `check` was given ("Fixtures/…");
            // this plan is read from an absolute path, so `make check` compares the layouts.
            layout: nil)
    }

    /// Each scene's figure against Tests/Goldens/scenes/NAME.png and NAME.svg.
    @Test(arguments: interfaceBuilderPlan.scenes.map(\.name))
    func scene(_ name: String) throws {
        let scene = try #require(interfaceBuilderPlan.scenes.first { $0.name == name })
        let rendered = try renderer.renderScene(scene, formats: [.png, .svg]).get()
        let png = Snapshotting<RenderedScene, ButtonLabPNG>(
            pathExtension: nil,
            diffing: .buttonLabPNG(options: ComparisonOptions(), artifactsDirectory: artifactsDirectory),
            snapshot: { ButtonLabPNG(bytes: $0.figures[.png] ?? [], name: $0.name) })
        let svg = Snapshotting<RenderedScene, ButtonLabSVG>(
            pathExtension: nil, diffing: .buttonLabSVG(artifactsDirectory: artifactsDirectory),
            snapshot: { ButtonLabSVG(text: String(decoding: $0.figures[.svg] ?? [], as: UTF8.self), name: $0.name) })
        for (format, message) in [
            ("png", verifySnapshot(of: rendered, as: png, named: "png", snapshotDirectory: sceneGoldenDirectory, testName: name)),
            ("svg", verifySnapshot(of: rendered, as: svg, named: "svg", snapshotDirectory: sceneGoldenDirectory, testName: name)),
        ] {
            if let message { Issue.record(Comment(rawValue: "\(name).\(format): \(message)")) }
        }
    }
}
