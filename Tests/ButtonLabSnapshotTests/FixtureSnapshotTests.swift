import ButtonCheck
import ButtonLabKit
import ButtonLabSnapshotTesting
import ButtonLabTestSupport
import ButtonScenario
import Foundation
import SnapshotTesting
import Testing

/// The goldens `buttonlab check Fixtures --golden Tests/Goldens` uses: one set for both.
let goldenDirectory = repositoryRoot + "/Tests/Goldens"

/// `$BUTTONLAB_SNAPSHOT_ARTIFACTS`, else `.build/snapshot-failures` in the package.
let artifactsDirectory: String = {
    if let directory = ProcessInfo.processInfo.environment["BUTTONLAB_SNAPSHOT_ARTIFACTS"], !directory.isEmpty { return directory }
    return repositoryRoot + "/.build/snapshot-failures"
}()

let renderer: FigureRenderer = try! FigureRenderer()

/// Every scenario under Fixtures/, relative to the package root (the test's argument label).
let fixtures: [String] = {
    let root = repositoryRoot + "/"
    return ((try? scenarioFiles(for: [repositoryRoot + "/Fixtures"])) ?? []).map { String($0.dropFirst(root.count)) }
}()

/// The fixtures also drawn in the dark theme (the Makefile's DARK_FIXTURES), against Tests/Goldens/dark.
let darkFixtures: [String] = fixtures.filter {
    $0.hasPrefix("Fixtures/everyday/") || $0 == "Fixtures/article2/fig05-virtual-title.yaml"
        || $0 == "Fixtures/configuration/07-subtitle-automatic.yaml"
}

@Suite struct FixtureSnapshotTests {
    @Test func fixturesAreFound() {
        #expect(fixtures.count >= 16)
    }

    /// Each fixture's layout, PNG and SVG against Tests/Goldens/NAME.json, NAME.png and NAME.svg.
    @Test(arguments: fixtures)
    func fixture(_ path: String) throws {
        let figure = try renderer.render(path: repositoryRoot + "/" + path, formats: [.png, .svg]).get()
        assertButtonLabGoldens(
            of: figure, goldenDirectory: goldenDirectory,
            png: .buttonLabPNG(artifactsDirectory: artifactsDirectory),
            svg: .buttonLabSVG(artifactsDirectory: artifactsDirectory),
            layout: .buttonLabLayout(artifactsDirectory: artifactsDirectory))
    }

    @Test func darkFixturesAreFound() {
        #expect(darkFixtures.count == 14)
    }

    /// The same fixtures in the dark theme: Tests/Goldens/dark/NAME.json, NAME.png and NAME.svg.
    @Test(arguments: darkFixtures)
    func darkFixture(_ path: String) throws {
        let figure = try renderer.render(path: repositoryRoot + "/" + path, formats: [.png, .svg], theme: .dark).get()
        assertButtonLabGoldens(
            of: figure, goldenDirectory: goldenDirectory + "/dark",
            png: .buttonLabPNG(artifactsDirectory: artifactsDirectory + "/dark"),
            svg: .buttonLabSVG(artifactsDirectory: artifactsDirectory + "/dark"),
            layout: .buttonLabLayout(artifactsDirectory: artifactsDirectory + "/dark"))
    }
}
