import ButtonLabSnapshotTesting
import Testing

/// This package's folder, found from this file so that `swift test` works from any directory.
let packageDirectory = #filePath.split(separator: "/").dropLast(3).map { "/" + $0 }.joined()

/// One test per scenario, run in parallel: each asserts Goldens/NAME.json, NAME.png and NAME.svg,
/// NAME being the scenario's `name:`, so no snapshot depends on another or on the test order.
@Test(arguments: ["toolbar-share", "checkout-pay", "profile-edit"])
func button(_ scenario: String) {
    assertButtonLabGoldens(
        ofScenarioAt: "\(packageDirectory)/Scenarios/\(scenario).yaml",
        goldenDirectory: "\(packageDirectory)/Goldens")
}
