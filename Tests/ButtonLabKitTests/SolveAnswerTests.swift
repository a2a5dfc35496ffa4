import ButtonLabTestSupport
import Foundation
import Testing

/// Issue 24 items 3–5, end to end: the check is `layout`, the code is complete and named.
@Suite("solve and migrate: answers that survive")
struct SolveAnswerTests {
    private func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("'Appareil photo' at 13 pt in 80 × 80: the check equals layout of the scenario solve writes, and names the truncation")
    func checkIsLayout() throws {
        let directory = makeScratch("solve-appareil")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = directory + "/new/folder/appareil.yaml"
        let run = try buttonlab(
            "solve", "--image", "32,32", "--title", "Appareil photo", "--font-size", "13", "--size", "80,80",
            "--placement", "top", "--spacing", "4", "--scenario", file, "--format", "json")
        #expect(run.status == 0, "\(run.errors)")
        let check = try #require(try object(run.output)["check"] as? [String: Any])
        let legacy = try #require(check["legacy"] as? [String: Any])
        let layout = try buttonlab("layout", file, "--format", "json")
        #expect(layout.status == 0, "\(layout.errors)")
        let laidOut = try object(layout.output)
        for key in ["bounds", "imageView", "titleLabel"] {
            #expect(legacy[key] as? [String: Double] == laidOut[key] as? [String: Double], "\(key)")
        }
        let residuals = try #require(legacy["residuals"] as? [String])
        #expect(!residuals.contains { $0.contains("pixel rounding") }, "\(residuals)")
        #expect(residuals.contains { $0.hasPrefix("the title needs") }, "\(residuals)")
        let configuration = try #require(check["configuration"] as? [String: Any])
        let title = try #require(configuration["titleLabel"] as? [String: Double])
        #expect(try #require(title["height"]) > 30, "a two-line title: \(title)")
        #expect((configuration["residuals"] as? [String])?.contains { $0.hasPrefix("the title wraps") } == true)
    }

    @Test("--scenario is checked before anything is printed")
    func scenarioPathChecked() throws {
        let run = try buttonlab("solve", "--image", "32,32", "--title", "51,21", "--scenario", "answer.txt")
        #expect(run.status == 64)
        #expect(run.output == "")
        #expect(run.errors.contains("--scenario must name a .yaml, .yml or .json file, not 'answer.txt'"))
    }

    @Test("--alignment leading answers contentHorizontalAlignment = .leading, with the range it holds for")
    func alignmentIsStructural() throws {
        let run = try buttonlab(
            "solve", "--image", "24,24", "--title", "60,20", "--placement", "leading", "--spacing", "8",
            "--alignment", "leading", "--size", "300,44", "--format", "json")
        #expect(run.status == 0)
        let answer = try object(run.output)
        let legacy = try #require(answer["legacy"] as? [String: Any])
        #expect(legacy["contentHorizontalAlignment"] as? String == "leading")
        #expect(legacy["imageEdgeInsets"] as? [String: Double] == ["top": 0, "left": -4, "bottom": 0, "right": 4])
        let swift = try #require(answer["swift"] as? String)
        #expect(swift.contains("solved.contentHorizontalAlignment = .leading"))
        #expect(!swift.contains("108"))
        let check = try #require(answer["check"] as? [String: Any])
        let holds = try #require((check["legacy"] as? [String: Any])?["holds"] as? [String: Any])
        #expect(holds["titleWidth"] as? NSDictionary == ["min": 0, "max": 268] as NSDictionary)
        #expect(holds["buttonWidth"] as? NSDictionary == ["min": 91.5, "max": NSNull()] as NSDictionary)
        let sweep = try #require(answer["sweep"] as? [[String: Any]])
        #expect(sweep.map { $0["title"] as? String } == ["given", "short", "typical", "long"])
        #expect(sweep.map { $0["titleWidth"] as? Double } == [60, 30, 78, 120])
    }

    @Test("an image above its title: the Swift code carries the extension that computes the insets at layout time, and parses")
    func stackingExtension() throws {
        let run = try buttonlab("solve", "--image", "32,32", "--title", "51,21", "--placement", "top", "--size", "120,80", "--format", "swift")
        #expect(run.status == 0)
        #expect(run.output.contains("\nsolved.placeImage(.top, spacing: 8)\n"))
        #expect(run.output.contains("extension UIButton {"))
        try expectSwiftParses(run.output)
    }

    /// The answer's code before the range comment in a function, the extension after it at file scope, through `swiftc -parse`.
    private func expectSwiftParses(_ code: String) throws {
        let file = NSTemporaryDirectory() + "placement-\(UUID().uuidString).swift"
        defer { try? FileManager.default.removeItem(atPath: file) }
        let statements = code.components(separatedBy: "\n// The legacy answer above")[0]
        let parts = code.components(separatedBy: "\n\nextension")
        try #require(parts.count == 2, "no extension in:\n\(code)")
        try ("func f(solved: UIButton) {\n" + statements + "}\n" + parts[1].prepending("extension"))
            .write(toFile: file, atomically: true, encoding: .utf8)
        let parsed = try runProcess("/usr/bin/env", ["swiftc", "-parse", file])
        #expect(parsed.status == 0, "\(parsed.errors)")
    }

    @Test("the range a constant answer holds for is read, not pasted: two decimals, where the insets keep every digit")
    func rangeInTwoDecimals() throws {
        let run = try buttonlab("solve", fixturesDirectory + "/everyday/01-share-44pt.yaml", "--placement", "trailing", "--spacing", "8", "--format", "swift")
        #expect(run.output.contains("imageEdgeInsets = UIEdgeInsets(top: 0, left: 49.333333333, bottom: 0, right: -49.333333333)"))
        #expect(run.output.contains("// The legacy answer above holds for title widths 44–44.67 pt and button widths 159.67–160 pt; "))
    }

    @Test("an image after its title, pair aligned leading: Swift and Objective-C code say where the constant insets hold, then the call and the extension")
    func imageAfterTitleExtension() throws {
        let arguments = ["solve", "--image", "24,24", "--title", "60,20", "--placement", "trailing", "--spacing", "8", "--alignment", "leading", "--size", "300,44"]
        let range = "// The legacy answer above holds for title widths 59.5–60 pt and button widths 91.5 pt and wider; "
            + "for any title, compute its insets at layout time:"
        let swift = try buttonlab(arguments: arguments + ["--format", "swift"])
        #expect(swift.status == 0, "\(swift.errors)")
        #expect(swift.output.contains("solved.contentHorizontalAlignment = .leading\nsolved.imageEdgeInsets = UIEdgeInsets(top: 0, left: 64, bottom: 0, right: -64)"))
        #expect(swift.output.contains("\n\(range)\nsolved.placeImage(.trailing, spacing: 8)\n\nextension UIButton {\n"))
        try expectSwiftParses(swift.output)
        let objectiveC = try buttonlab(arguments: arguments + ["--format", "objc"])
        #expect(objectiveC.status == 0, "\(objectiveC.errors)")
        #expect(objectiveC.output.contains(
            "\n\(range)\n[solved buttonlab_placeImage:NSDirectionalRectEdgeTrailing spacing:8];\n\n@interface UIButton (ButtonLabStacking)\n"))
        #expect(objectiveC.output.contains("\n@implementation UIButton (ButtonLabStacking)\n- (void)buttonlab_placeImage:(NSDirectionalRectEdge)placement spacing:(CGFloat)spacing {\n"))
        #expect(objectiveC.output.hasSuffix("}\n@end\n"))
        // The text answer prints both, each with its call.
        let text = try buttonlab(arguments: arguments)
        #expect(text.output.contains("solved.placeImage(.trailing, spacing: 8)") && text.output.contains("[solved buttonlab_placeImage:NSDirectionalRectEdgeTrailing spacing:8];"))
    }

    @Test("the image leading its title is UIKit's own order: no extension, in either language")
    func leadingNeedsNoExtension() throws {
        for format in ["swift", "objc"] {
            let run = try buttonlab("solve", "--image", "24,24", "--title", "60,20", "--placement", "leading", "--spacing", "8", "--format", format)
            #expect(run.status == 0)
            #expect(!run.output.contains("placeImage") && !run.output.contains("layout time"), "\(format)")
        }
    }

    @Test("migrate's code for several buttons: each named after its scenario, the font carried, no name declared twice")
    func migrateNamesButtons() throws {
        let directory = makeScratch("migrate-names")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for (name, spacing) in [("share-button", 8), ("photo-button", 6)] {
            try """
                name: \(name)
                button:
                  size: [200, 44]
                  image: {size: [24, 24]}
                  title: {text: "Share", size: [50, 20], font: {size: 15, weight: semibold}}
                  imageEdgeInsets: {left: -\(spacing / 2), right: \(spacing / 2)}
                  titleEdgeInsets: {left: \(spacing / 2), right: -\(spacing / 2)}
                """.write(toFile: "\(directory)/\(name).yaml", atomically: true, encoding: .utf8)
        }
        let run = try buttonlab("migrate", directory, "--format", "swift")
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("var shareButtonConfiguration = UIButton.Configuration.plain()"))
        #expect(run.output.contains("var photoButtonConfiguration = UIButton.Configuration.plain()"))
        #expect(run.output.contains("shareButton.configuration = shareButtonConfiguration"))
        #expect(run.output.contains("    attributes.font = UIFont.systemFont(ofSize: 15, weight: .semibold)"))
        #expect(run.output.contains("shareButtonConfiguration.image = shareButton.image(for: .normal)"))
        #expect(!run.output.contains("var configuration"))
        let file = directory + "/code.swift"
        try ("func f(shareButton: UIButton, photoButton: UIButton) {\n" + run.output + "}\n").write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try runProcess("/usr/bin/env", ["swiftc", "-parse", file]).status == 0)
        let text = try buttonlab("migrate", directory)
        #expect(text.output.contains("note: tint: a plain configuration draws the title and the image in the button's tintColor"))
    }
}

extension String {
    fileprivate func prepending(_ prefix: String) -> String { prefix + self }
}
