import ButtonLabTestSupport
import Foundation
import Testing

/// `layout`, `explain`, `render` and `check` on configuration scenarios, through the executable.
@Suite("The command line with configuration buttons")
struct ConfigurationCommandTests {
    private let configure = fixturesDirectory + "/configuration/02-configure-160x44.yaml"

    @Test("layout --format json: §12's object, name first, absent views null")
    func layoutJSON() throws {
        let run = try buttonlab("layout", configure, "--format", "json")
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(run.output.hasPrefix("{\n  \"name\": \"configuration-02-configure-160x44\",\n  \"profile\": \"layout: configuration, uikit 26\",\n  \"layout\": \"configuration\","))
        #expect(object["imageView"] is NSNull)
        #expect(object["subtitleLabel"] is NSNull)
        #expect(object["activityIndicator"] is NSNull)
        let title = try #require(object["titleLabel"] as? [String: Double])
        // JSON carries nine decimals.
        #expect(abs((title["x"] ?? 0) - (12 + 91.0 / 3)) < 1e-8)
        #expect(title["width"] == 75)
        #expect(object["imageArea"] == nil)
    }

    @Test("layout --format text: the frames with two decimals")
    func layoutText() throws {
        let run = try buttonlab("layout", configure, "--format", "text")
        #expect(run.status == 0)
        #expect(run.output == """
            configuration-02-configure-160x44  (configuration layout, tinted, medium, scale 3, left-to-right)
              profile: layout: configuration, uikit 26 (strong)
                                     x      y  width  height
              bounds                 0      0    160      44
              contentInsetsRect     12      7    136      30
              contentRect        42.33  11.67     75   20.33
              titleLabel         42.33  11.67     75   20.33
              intrinsicContentSize 99 × 34.33
              no warnings

            """)
    }

    @Test("explain: the offsets with their rounding, as text and as JSON")
    func explain() throws {
        let text = try buttonlab("explain", configure)
        #expect(text.status == 0)
        #expect(text.output.contains("configuration layout of a 160 × 44 button at scale 3, left-to-right"))
        #expect(text.output.contains("floorPx(30.5) = 30.33333"))
        let json = try buttonlab("explain", configure, "--format", "json")
        #expect(json.status == 0)
        #expect(json.output.hasPrefix("{\n  \"name\": \"configuration-02-configure-160x44\",\n  \"profile\": \"layout: configuration, uikit 26\",\n  \"heading\":"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let steps = try #require(object["steps"] as? [[String: Any]])
        #expect(steps.compactMap { $0["step"] as? String }.contains("positioning"))
        let layout = try #require(object["layout"] as? [String: Any])
        #expect(abs(((layout["titleLabel"] as? [String: Double])?["y"] ?? 0) - (7 + 14.0 / 3)) < 1e-8)
    }

    @Test("a legacy key with layout: configuration fails with exit 2 and says what to use instead")
    func legacyKeyFails() throws {
        let directory = makeScratch("config-cli")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/legacy.yaml"
        try "button:\n  layout: configuration\n  size: [100, 44]\n  contentEdgeInsets: [1, 2, 3, 4]\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        let run = try buttonlab("layout", path)
        #expect(run.status == 2)
        #expect(run.errors.contains(
            "\(path):4:3: error: button.contentEdgeInsets: contentEdgeInsets is ignored once a button has a configuration; use configuration.contentInsets {top, leading, bottom, trailing}"))
    }

    @Test("render writes the figure and its sidecar; check compares it with its golden")
    func renderAndCheck() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("config-render-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try buttonlab("render", configure, "-o", directory, "--format", "png,svg")
        #expect(run.status == 0, "\(run.errors)")
        let svg = try String(contentsOfFile: directory + "/configuration-02-configure-160x44.svg", encoding: .utf8)
        for id in ["button-background", "content-insets", "content-insets-top", "title-label", "title-text", "label-title-label"] {
            #expect(svg.contains("id=\"\(id)\""), "\(id)")
        }
        let sidecar = try String(contentsOfFile: directory + "/configuration-02-configure-160x44.json", encoding: .utf8)
        #expect(sidecar.hasPrefix("{\n  \"name\": \"configuration-02-configure-160x44\","))
        #expect(sidecar.contains("\"canvas\""))

        let goldens = fixturesDirectory + "/../Tests/Goldens"
        let check = try buttonlab("check", configure, "--golden", goldens)
        #expect(check.status == 0, "\(check.output)\(check.errors)")
    }
}
