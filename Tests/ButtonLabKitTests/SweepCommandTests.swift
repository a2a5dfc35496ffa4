import ButtonLabTestSupport
import Foundation
import Testing

private let conditions = fixturesDirectory + "/conditions/"

/// `buttonlab sweep` end to end (docs/sweep.md): each breakage at its first condition, the JSON,
/// exit statuses, `--fail-on`, annotations and the figure.
@Suite("buttonlab sweep, end to end")
struct SweepCommandTests {
    /// Each crafted scenario breaks in one way, first at the condition its comment names.
    @Test(
        "each breakage kind at its first condition",
        arguments: [
            ("truncated", "2", "width 80: the title needs 100 pt but its label is 80 pt wide"),
            ("wrapped", "2", "width 100: the title takes 2 lines; the design has 1"),
            ("overlap", "2", "rightToLeft: imageView and titleLabel overlap by 8 × 21 pt at (90, 11.5)"),
            ("outside-bounds", "2", "width 60: titleLabel (-10, 11.5, 40, 21) reaches outside the bounds (0, 0, 60, 44)"),
            ("image-squashed", "2", "width 30: the 40 × 40 pt image is drawn 30 × 40 pt (UIKit scales it, never crops)"),
            ("clipped", "1", "width 200: titleLabel is 14 pt tall but its text needs 21 pt: glyphs are cut off"),
        ])
    func firstCondition(kind: String, number: String, line: String) throws {
        let run = try buttonlab("sweep", conditions + "breaks-\(kind).yaml")
        #expect(run.status == 1)
        #expect(run.errors.isEmpty)
        let firstLines = run.output.split(separator: "\n").filter { $0.hasPrefix("  \(kind) at") }
        #expect(firstLines == ["  \(kind) at #\(number) \(line)"[...]])
    }

    @Test("JSON: one record per condition with its breakages, the first of each kind, failed")
    func json() throws {
        let run = try buttonlab("sweep", conditions + "breaks-truncated.yaml", "--format", "json")
        #expect(run.status == 1)
        #expect(run.output == """
            {
              "name": "breaks-truncated",
              "profile": "layout: legacy, uikit 26",
              "conditions": [
                {
                  "condition": 1,
                  "category": null,
                  "title": null,
                  "width": 140,
                  "direction": null,
                  "bounds": {"x": 0, "y": 0, "width": 140, "height": 44},
                  "imageView": null,
                  "titleLabel": {"x": 20, "y": 11.5, "width": 100, "height": 21},
                  "breakages": []
                },
                {
                  "condition": 2,
                  "category": null,
                  "title": null,
                  "width": 80,
                  "direction": null,
                  "bounds": {"x": 0, "y": 0, "width": 80, "height": 44},
                  "imageView": null,
                  "titleLabel": {"x": 0, "y": 11.5, "width": 80, "height": 21},
                  "breakages": [
                    {"kind": "truncated", "explanation": "the title needs 100 pt but its label is 80 pt wide"}
                  ]
                }
              ],
              "first": {
                "truncated": {"condition": 2, "explanation": "the title needs 100 pt but its label is 80 pt wide"}
              },
              "failed": true
            }

            """)
    }

    @Test("exit status: 1 for a listed breakage, 0 when --fail-on leaves it out or nothing breaks, 64 for a bad kind, 2 for a bad file")
    func exitStatuses() throws {
        #expect(try buttonlab("sweep", conditions + "breaks-truncated.yaml", "--fail-on", "truncated").status == 1)
        let unlisted = try buttonlab("sweep", conditions + "breaks-truncated.yaml", "--fail-on", "overlap, clipped")
        #expect(unlisted.status == 0)
        #expect(unlisted.output.contains("  truncated at #2 width 80: the title needs 100 pt but its label is 80 pt wide (not in --fail-on)\n"))
        #expect(try buttonlab("sweep", conditions + "breaks-truncated.yaml", "--widths", "140,120").status == 0)
        let bad = try buttonlab("sweep", conditions + "breaks-truncated.yaml", "--fail-on", "squashed")
        #expect(bad.status == 64)
        #expect(bad.errors.contains("--fail-on takes truncated, wrapped, overlap, outside-bounds, image-squashed, clipped, not 'squashed'"))
        #expect(try buttonlab("sweep", conditions + "breaks-truncated.yaml", "--widths", "140,-3").status == 64)
        let missing = try buttonlab("sweep", conditions + "breaks-truncated.yaml", "--titles", conditions + "no-such-titles.txt")
        #expect(missing.status == 2)
        #expect(missing.errors == conditions + "no-such-titles.txt: error: no such file\n")
    }

    @Test("flags replace the scenario's axes: --widths over the sweep: block's")
    func flagsOverride() throws {
        let run = try buttonlab("sweep", conditions + "breaks-truncated.yaml", "--widths", "60", "--directions", "rightToLeft")
        #expect(run.output == """
            breaks-truncated  (\(conditions)breaks-truncated.yaml)
              profile: layout: legacy, uikit 26 (strong)
              #  width  direction    breakages
              1  60     rightToLeft  truncated
            first breakages:
              truncated at #1 width 60, rightToLeft: the title needs 100 pt but its label is 60 pt wide
            1 of 1 conditions break

            """)
    }

    @Test("the report names the scenario's profile: uikit 14's line and note under the heading, profile and assumedRules in JSON")
    func profile() throws {
        let run = try buttonlab("sweep", conditions + "uikit14-title-pixels.yaml", "--widths", "100")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines[1] == "  profile: layout: legacy, uikit 14 (moderate)")
        #expect(lines[2].hasPrefix("  note: uikit 14 assumes rather than reads: R2/R11 6-pt padding, +12 height, minimum width 30 (row 3); "))
        let json = try buttonlab("sweep", conditions + "uikit14-title-pixels.yaml", "--widths", "100", "--format", "json")
        #expect(json.output.hasPrefix(
            "{\n  \"name\": \"uikit14-title-pixels\",\n  \"profile\": \"layout: legacy, uikit 14\",\n  \"assumedRules\": [\"R2/R11 6-pt padding, "))
    }

    @Test("the README tour: the German title truncates first at AX3, as the body style grows")
    func germanAtAX3() throws {
        let run = try buttonlab("sweep", conditions + "german-settings.yaml", "--titles", conditions + "titles-de.txt", "--fail-on", "truncated")
        #expect(run.status == 1)
        let firstLines = run.output.split(separator: "\n").filter { $0.hasPrefix("  truncated at") }
        #expect(firstLines == [
            "  truncated at #10 AX3, title \"Einstellungen\": the title needs 225.84119 pt but its label is 196.26886 pt wide (UIKit shows \"Einst…ngen\")"
        ])
        let json = try buttonlab("sweep", conditions + "german-settings.yaml", "--titles", conditions + "titles-de.txt", "--categories", "accessibilityLarge", "--format", "json")
        #expect(json.output.contains("\"category\": \"accessibilityLarge\",\n      \"title\": \"Einstellungen\""))
    }

    @Test("GitHub Actions: one ::error per failing kind at the sweep: line, like check's")
    func annotations() throws {
        let run = try buttonlab(
            "sweep", conditions + "breaks-overlap.yaml", in: repositoryRoot,
            environment: ["GITHUB_ACTIONS": "true", "GITHUB_WORKSPACE": repositoryRoot])
        #expect(run.status == 1)
        let annotations = run.output.split(separator: "\n").filter { $0.hasPrefix("::") }
        #expect(annotations == [
            "::error file=Fixtures/conditions/breaks-overlap.yaml,line=5,title=buttonlab sweep%3A breaks-overlap (overlap)::overlap first at condition 2 (rightToLeft): imageView and titleLabel overlap by 8 × 21 pt at (90, 11.5)"
        ])
    }

    @Test("--figure writes the matrix as a PNG; more than one scenario is refused")
    func figure() throws {
        let scratch = makeScratch("sweep-figure")
        defer { removeScratch(scratch) }
        let run = try buttonlab("sweep", conditions + "breaks-overlap.yaml", "--figure", scratch + "/out/matrix.png")
        #expect(run.status == 1)
        let bytes = readBytes(scratch + "/out/matrix.png") ?? []
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let two = try buttonlab("sweep", conditions + "breaks-overlap.yaml", conditions + "breaks-clipped.yaml", "--figure", scratch + "/two.png")
        #expect(two.status == 2)
        #expect(two.errors == "error: --figure draws one scenario's sweep, and 2 were swept\n")
    }

    @Test("the matrix's heading names the profile, as every output does (layout-model.md R17)")
    func figureNamesTheProfile() throws {
        let scratch = makeScratch("sweep-figure-profile")
        defer { removeScratch(scratch) }
        _ = try buttonlab("sweep", conditions + "breaks-overlap.yaml", "--uikit", "26,14", "--figure", scratch + "/matrix.svg")
        let svg = String(decoding: readBytes(scratch + "/matrix.svg") ?? [], as: UTF8.self)
        #expect(svg.contains(">breaks-overlap: 4 conditions · layout: legacy, uikit 26</text>"))
    }
}
