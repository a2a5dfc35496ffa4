import ButtonLabTestSupport
import Foundation
import Testing

@Suite("The buttonlab command line, end to end")
struct CommandLineTests {
    @Test("--version prints the version")
    func version() throws {
        let run = try buttonlab("--version")
        #expect(run.status == 0)
        #expect(run.output == "0.1.0\n")
    }

    @Test("layout of one scenario prints one object; of several, an array in input order")
    func layoutShapes() throws {
        let one = try buttonlab("layout", fixturesDirectory + "/article2/fig01-default.yaml", "--format", "json")
        #expect(one.status == 0)
        #expect(one.output.hasPrefix("{\n  \"name\": \"edge-insets-01-default\","))
        let two = try buttonlab("layout", fixturesDirectory + "/article2/fig03-image-left-50.yaml", fixturesDirectory + "/article2/fig01-default.yaml", "--format", "json")
        #expect(two.status == 0)
        #expect(two.output.hasPrefix("[\n  {\n    \"name\": \"edge-insets-03-image-left-50\","))
        #expect(two.output.contains("\"name\": \"edge-insets-01-default\""))
        #expect(two.errors.isEmpty)
    }

    @Test("JSON is the default when standard output is not a terminal")
    func jsonWhenPiped() throws {
        let run = try buttonlab("layout", fixturesDirectory + "/article2/fig01-default.yaml")
        #expect(run.output.hasPrefix("{"))
    }

    @Test("a bad scenario: the good ones still print, every failure is listed, exit 2")
    func badScenarioInBatch() throws {
        let directory = makeScratch("cli")
        try "button: {size: [100, 40]}\n".write(toFile: directory + "/a.yaml", atomically: true, encoding: .utf8)
        try "button: {size: [100, 40], scale: 4}\n".write(toFile: directory + "/b.yaml", atomically: true, encoding: .utf8)
        let run = try buttonlab("layout", directory, "--format", "json")
        #expect(run.status == 2)
        #expect(run.output.hasPrefix("[\n  {\n    \"name\": \"a\","))
        #expect(run.errors.contains("b.yaml:1:34: error: button.scale: the scale must be 1, 2 or 3, found 4"))
        #expect(run.errors.hasSuffix("1 of 2 scenarios failed:\n  \(directory)/b.yaml\n"))
    }

    @Test("a missing file and an empty directory are errors, not silent successes")
    func missingInputs() throws {
        let missing = try buttonlab("layout", "/nonexistent/scenario.yaml")
        #expect(missing.status == 2)
        #expect(missing.errors.contains("/nonexistent/scenario.yaml: error: no such file or directory"))
        let empty = makeScratch("empty")
        let run = try buttonlab("render", empty, "-o", empty)
        #expect(run.status == 2)
        #expect(run.errors == "error: no scenario files (.yaml, .yml, .json, .xib, .storyboard) in \(empty)\n")
    }

    @Test("usage errors exit 64, as swift-argument-parser does")
    func usageError() throws {
        let run = try buttonlab("render", fixturesDirectory + "/article2/fig01-default.yaml", "--format", "gif")
        #expect(run.status == 64)
        #expect(run.errors.hasPrefix("Error: unknown format 'gif' in --format; choose from png, svg, pdf (comma-separated)"))
    }

    @Test("explain prints the arithmetic")
    func explain() throws {
        let run = try buttonlab("explain", fixturesDirectory + "/article2/fig05-virtual-title.yaml")
        #expect(run.status == 0)
        #expect(run.output.contains("ix = IR.x + max(floorPx((IR.w − iw − tw) / 2), 0) = 50 + max(floorPx((150 − 50 − 50) / 2), 0) = 75"))
        #expect(run.output.contains("the image moved 25 pt right, not 50"))
    }

    @Test("render writes the picture and its sidecar, and check passes against the goldens")
    func renderAndCheck() throws {
        let output = NSTemporaryDirectory() + "buttonlab-render-\(UInt64.random(in: 0...UInt64.max))"
        let render = try buttonlab("render", fixturesDirectory + "/article2/fig09-left-image-right-175.yaml", "-o", output, "--format", "png,svg,pdf")
        #expect(render.status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: output).sorted()
        #expect(files == ["edge-insets-09-left-image-right-175.json", "edge-insets-09-left-image-right-175.pdf",
                          "edge-insets-09-left-image-right-175.png", "edge-insets-09-left-image-right-175.svg"])
        let root = (fixturesDirectory as NSString).deletingLastPathComponent
        let check = try buttonlab("check", fixturesDirectory + "/article2", "--golden", root + "/Tests/Goldens")
        #expect(check.status == 0)
        #expect(check.output.hasSuffix("11 passed, 0 failed\n"))
    }
}
