import ButtonCheck
import ButtonLabKit
import ButtonScenario
import Foundation
import SnapshotTesting
import Testing

/// The repository root, found from this file so the tests run from any directory.
let packageRoot: String = {
    var components = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    components.removeLast(3)
    return components.joined(separator: "/")
}()

/// The goldens `buttonlab check Fixtures --golden Tests/Goldens` uses: one set for both.
let goldenDirectory = packageRoot + "/Tests/Goldens"

/// `$BUTTONLAB_SNAPSHOT_ARTIFACTS`, else `.build/snapshot-failures` in the package.
let artifactsDirectory: String = {
    if let directory = ProcessInfo.processInfo.environment["BUTTONLAB_SNAPSHOT_ARTIFACTS"], !directory.isEmpty { return directory }
    return packageRoot + "/.build/snapshot-failures"
}()

let renderer: FigureRenderer = try! FigureRenderer()

/// Every scenario under Fixtures/, relative to the package root (the test's argument label).
let fixtures: [String] = {
    let root = packageRoot + "/"
    return ((try? scenarioFiles(for: [packageRoot + "/Fixtures"])) ?? []).map { String($0.dropFirst(root.count)) }
}()

@Suite struct FixtureSnapshotTests {
    @Test func fixturesAreFound() {
        #expect(fixtures.count >= 16)
    }

    /// Each fixture's PNG and SVG against Tests/Goldens/NAME.png and NAME.svg.
    @Test(arguments: fixtures)
    func fixture(_ path: String) throws {
        let figure = try renderer.render(path: packageRoot + "/" + path, formats: [.png, .svg]).get()
        assertButtonLabGoldens(
            of: figure, goldenDirectory: goldenDirectory,
            png: .buttonLabPNG(artifactsDirectory: artifactsDirectory),
            svg: .buttonLabSVG(artifactsDirectory: artifactsDirectory))
    }
}
