import ButtonLabTestSupport
import Foundation
import Testing

/// layout-model.md R17 (ER1 row 11) end to end with the project's fonts: `linkedSDK: old` ceils measured label sizes
/// to whole points, where pixel rounding (uikit 14) or a configuration button would keep thirds at 3x.
@Suite("buttonlab layout: linkedSDK with measured titles")
struct LinkedSDKCommandTests {
    private func lines(_ scenario: String, sdk: String) throws -> [String] {
        let folder = makeScratch("linked-sdk")
        defer { removeScratch(folder) }
        try scenario.replacingOccurrences(of: ": SDK", with: ": " + sdk).write(toFile: folder + "/a.yaml", atomically: true, encoding: .utf8)
        let run = try buttonlab("layout", "--format", "text", folder + "/a.yaml")
        #expect(run.status == 0)
        return run.output.split(separator: "\n").map(String.init).filter { $0.contains("profile:") || $0.contains("titleLabel") || $0.contains("intrinsicContentSize") }
    }

    @Test("uikit 14 at 3x: \"Log in\" is 49 × 22 for an old SDK, 48.67 × 21.67 for a recent one")
    func legacyWithPixels() throws {
        let scenario = "name: a\nbutton:\n  size: [100, 44]\n  scale: 3\n  uikit: 14\n  linkedSDK: SDK\n  title: {text: \"Log in\"}\n"
        #expect(try lines(scenario, sdk: "old") == [
            "  profile: layout: legacy, uikit 14, linkedSDK old (moderate)", "  titleLabel   25.67  11     49      22", "  intrinsicContentSize 49 × 34",
        ])
        #expect(try lines(scenario, sdk: "recent") == [
            "  profile: layout: legacy, uikit 14 (moderate)", "  titleLabel   25.67  11.33  48.67   21.67", "  intrinsicContentSize 48.67 × 33.67",
        ])
    }

    @Test("a configuration button sized to fit: \"Configure\" is 75 × 21 for an old SDK, 74.67 × 20.33 for a recent one")
    func configuration() throws {
        let scenario = "name: c\nbutton:\n  sizeToFit: true\n  scale: 3\n  layout: configuration\n  linkedSDK: SDK\n  configuration: {style: filled, title: {text: Configure}}\n"
        #expect(try lines(scenario, sdk: "old") == [
            "  profile: layout: configuration, uikit 26, linkedSDK old (strong)", "  titleLabel         12  7     75      21", "  intrinsicContentSize 99 × 35",
        ])
        #expect(try lines(scenario, sdk: "recent") == [
            "  profile: layout: configuration, uikit 26 (strong)", "  titleLabel         12  7  74.67   20.33", "  intrinsicContentSize 98.67 × 34.33",
        ])
    }
}
