import ButtonLabTestSupport
import Foundation
import Testing

@Suite("buttonlab solve and migrate, end to end")
struct SolveCommandTests {
    @Test("solve answers in the JSON shape of the issue, in both APIs, and says the check passed")
    func solveJSON() throws {
        let run = try buttonlab("solve", "--image", "32,32", "--title", "51,21", "--placement", "top", "--spacing", "8", "--size", "120,80", "--format", "json")
        #expect(run.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["name", "legacy", "configuration", "check", "swift", "objc", "sweep", "notes"])
        let legacy = try #require(object["legacy"] as? [String: Any])
        #expect(legacy["contentEdgeInsets"] as? [String: Double] == ["top": 14.5, "left": -16, "bottom": 14.5, "right": -16])
        let configuration = try #require(object["configuration"] as? [String: Any])
        #expect(configuration["imagePlacement"] as? String == "top")
        #expect(configuration["imagePadding"] as? Double == 8)
        #expect(configuration["contentInsets"] as? [String: Double] == ["top": 0, "leading": 0, "bottom": 0, "trailing": 0])
        let check = try #require(object["check"] as? [String: Any])
        let legacyCheck = try #require(check["legacy"] as? [String: Any])
        #expect(legacyCheck["gap"] as? Double == 8)
        #expect((legacyCheck["residuals"] as? [String])?.isEmpty == true)
        #expect(run.output.contains("\"imageView\": {\"x\": 44, \"y\": 9.5, \"width\": 32, \"height\": 32}"))
    }

    @Test("the Swift snippet parses (swiftc -parse)")
    func swiftSnippetParses() throws {
        let run = try buttonlab("solve", "--image", "24,24", "--title", "60,20", "--placement", "trailing", "--spacing", "6", "--format", "swift")
        #expect(run.status == 0)
        let file = NSTemporaryDirectory() + "snippet-\(UUID().uuidString).swift"
        defer { try? FileManager.default.removeItem(atPath: file) }
        try ("let button = UIButton()\n" + run.output).write(toFile: file, atomically: true, encoding: .utf8)
        let parsed = try runProcess("/usr/bin/env", ["swiftc", "-parse", file])
        #expect(parsed.status == 0, "\(parsed.errors)")
        #expect(run.output.contains("solvedConfiguration.imagePlacement = .trailing"))
    }

    @Test("solve --scenario writes the solved button, and migrate reproduces it (exit 0) or says what differs (exit 1)")
    func scenarioAndMigrate() throws {
        let directory = makeScratch("solve")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let solved = directory + "/solved.yaml"
        let run = try buttonlab("solve", "--image", "32,32", "--title", "52,21", "--placement", "leading", "--spacing", "10", "--scenario", solved, "--format", "json")
        #expect(run.status == 0)
        let migrate = try buttonlab("migrate", solved, "--format", "json")
        #expect(migrate.status == 0, "\(migrate.output)")
        #expect(migrate.output.contains("\"imagePadding\": 10"))
        #expect(migrate.output.contains("\"migratable\": true"))
        let squashed = try buttonlab("migrate", fixturesDirectory + "/article2/fig09-left-image-right-175.yaml")
        #expect(squashed.status == 1)
        #expect(squashed.output.contains("why: the legacy layout squashes the image from 50 × 50 to 25 × 50; a configuration never squashes its image"))
    }

    @Test("--render draws the two answers, and migrate's before and after, side by side")
    func render() throws {
        let directory = NSTemporaryDirectory() + "solve-render-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(try buttonlab("solve", "--image", "32,32", "--title", "52,21", "--placement", "top", "--size", "140,100", "--render", directory).status == 0)
        #expect(try buttonlab("migrate", fixturesDirectory + "/article2/fig09-left-image-right-175.yaml", "--render", directory).status == 1)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        #expect(files == ["edge-insets-09-left-image-right-175.png", "edge-insets-09-left-image-right-175.svg", "solved.png", "solved.svg"])
        let svg = try String(contentsOfFile: directory + "/solved.svg", encoding: .utf8)
        #expect(svg.contains("id=\"legacy-image-view\""))
        #expect(svg.contains("id=\"configuration-image-view\""))
    }

    @Test("layout recognises the one-sided spacing recipe and points to solve")
    func recipeLint() throws {
        let file = NSTemporaryDirectory() + "recipe-\(UUID().uuidString).yaml"
        defer { try? FileManager.default.removeItem(atPath: file) }
        try """
            button:
              size: [200, 60]
              image: {size: [24, 24]}
              title: {text: "Share", size: [50, 22]}
              imageEdgeInsets: {right: 8}
              titleEdgeInsets: {left: 8}
            """.write(toFile: file, atomically: true, encoding: .utf8)
        let run = try buttonlab("layout", file, "--format", "json")
        #expect(run.status == 0)
        #expect(run.output.contains("these one-sided insets look like a 16-pt gap, but a one-sided inset moves centred content by half of it: the gap is 8 pt"))
    }

    @Test("bad flags are usage errors")
    func badFlags() throws {
        #expect(try buttonlab("solve", "--image", "32", "--title", "Go").status == 64)
        #expect(try buttonlab("solve", "--title", "Go").status == 64)
    }
}

@Suite("the goal block")
struct GoalBlockTests {
    @Test("solve reads a scenario's goal; a bad goal gets positioned errors")
    func goalBlock() throws {
        let directory = makeScratch("goal")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try """
            name: goal-top
            button: {size: [120, 80], image: {size: [32, 32]}, title: {text: "Photos", size: [51, 21]}}
            goal: {placement: top, spacing: 8}
            """.write(toFile: directory + "/good.yaml", atomically: true, encoding: .utf8)
        let good = try buttonlab("solve", directory + "/good.yaml", "--format", "json")
        #expect(good.status == 0)
        #expect(good.output.contains("\"imageView\": {\"x\": 44, \"y\": 9.5, \"width\": 32, \"height\": 32}"))
        try """
            button: {size: [120, 80], image: {size: [32, 32]}, title: {text: "Photos", size: [51, 21]}}
            goal: {placment: top, spacing: 8, imageView: [0, 0, 32, 32]}
            """.write(toFile: directory + "/bad.yaml", atomically: true, encoding: .utf8)
        let bad = try buttonlab("solve", directory + "/bad.yaml")
        #expect(bad.status == 2)
        #expect(bad.errors.contains("bad.yaml:2:8: error: goal.placment: unknown key `placment` (did you mean placement?)"))
        #expect(bad.errors.contains("bad.yaml:2:23: error: goal.spacing: spacing goes with placement; exact frames (imageView, titleLabel) need neither"))
    }
}
