import ButtonLabTestSupport
import Foundation
import Testing

/// `.swift` files through the command line (docs/swift-source.md): `layout`, `import --list`, `import -o`, refusals.
@Suite struct SwiftSourceCommandTests {
    let shareBar = fixturesDirectory + "/swift/ShareBar.swift"

    @Test func layoutReadsEachButtonAsAScenario() throws {
        let run = try buttonlab("layout", "ShareBar.swift", "--format", "text", in: fixturesDirectory + "/swift")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("""
            sharebar-share-button  (system layout, scale 2, left-to-right)
              source: ShareBar.swift line 13, shareButton
              profile: layout: legacy, uikit 26 (strong)
                            x   y  width  height
              bounds        0   0    120      44
              contentRect   8   0    104      44
            """))
        #expect(run.output.contains("""
            sharebar-follow-button  (configuration layout, filled, medium, scale 2, left-to-right)
              source: ShareBar.swift line 23, followButton
            """))
        #expect(run.errors == "ShareBar.swift:23: warning [intrinsic-size]: no frame in the file (Auto Layout): laid out at its intrinsic size (sizeToFit) (sharebar-follow-button)\n")
    }

    @Test func listPrintsTheSpecJSON() throws {
        let run = try buttonlab("import", "ShareBar.swift", "--list", in: fixturesDirectory + "/swift")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output == """
            [
              {
                "file": "ShareBar.swift",
                "buttons": [
                  {
                    "name": "shareButton",
                    "line": 13,
                    "api": "legacy",
                    "class": "UIButton",
                    "properties": {
                      "buttonType": "system",
                      "title.text": "Share",
                      "title.font.size": 15,
                      "title.font.weight": "semibold",
                      "contentEdgeInsets": [0, 8, 0, 8],
                      "imageEdgeInsets": [0, -4, 0, 4],
                      "frame": [0, 0, 120, 44]
                    },
                    "unresolved": [],
                    "scenario": "sharebar-share-button"
                  },
                  {
                    "name": "followButton",
                    "line": 23,
                    "api": "configuration",
                    "class": "UIButton",
                    "properties": {"buttonType": "system", "configuration.style": "filled", "configuration.title.text": "Follow", "configuration.imagePadding": 6},
                    "unresolved": [],
                    "scenario": "sharebar-follow-button"
                  }
                ],
                "diagnostics": []
              }
            ]

            """)
    }

    @Test func objectiveCIsRefusedNamingTheFile() throws {
        let run = try buttonlab("layout", "Objective.m", in: fixturesDirectory + "/swift")
        #expect(run.status == 2)
        #expect(run.errors.contains("Objective.m: error: refused: Objective-C is not read; only Swift source (.swift) is"))
    }

    @Test func parseErrorIsPositionedOnTheCommandLine() throws {
        let directory = makeScratch("swift-parse")
        defer { removeScratch(directory) }
        try "import UIKit\nlet button = UIButton(\nfunc f() {}\n".write(toFile: directory + "/Broken.swift", atomically: true, encoding: .utf8)
        let run = try buttonlab("layout", "Broken.swift", in: directory)
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("Broken.swift:2:23: error: the Swift file does not parse: expected an expression and `)` here\n"))
    }

    @Test func importWritesOneEditableScenarioPerButton() throws {
        let directory = makeScratch("swift-import")
        defer { removeScratch(directory) }
        let run = try buttonlab("import", "ShareBar.swift", "-o", directory + "/out", in: fixturesDirectory + "/swift")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.hasSuffix("2 buttons from 1 file, 1 warning\n"))
        let share = try String(contentsOfFile: directory + "/out/sharebar-share-button.yaml", encoding: .utf8)
        #expect(share == """
            # from ShareBar.swift:13
            name: sharebar-share-button
            button:
              buttonType: system
              title: {text: Share, font: {size: 15, weight: semibold}}
              contentEdgeInsets: {top: 0, left: 8, bottom: 0, right: 8}
              imageEdgeInsets: {top: 0, left: -4, bottom: 0, right: 4}
              size: [120, 44]

            """)
        let follow = try String(contentsOfFile: directory + "/out/sharebar-follow-button.yaml", encoding: .utf8)
        #expect(follow.hasPrefix("# from ShareBar.swift:23\n# intrinsic-size: no frame in the file (Auto Layout)"))
    }

    @Test("import --list --format text: one line per button, its properties and unresolved keys indented")
    func listAsText() throws {
        let run = try buttonlab("import", "ShareBar.swift", "--list", "--format", "text", in: fixturesDirectory + "/swift")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output == """
            ShareBar.swift:13: shareButton (legacy, UIButton) → sharebar-share-button
                buttonType = "system"
                title.text = "Share"
                title.font.size = 15
                title.font.weight = "semibold"
                contentEdgeInsets = [0, 8, 0, 8]
                imageEdgeInsets = [0, -4, 0, 4]
                frame = [0, 0, 120, 44]
            ShareBar.swift:23: followButton (configuration, UIButton) → sharebar-follow-button
                buttonType = "system"
                configuration.style = "filled"
                configuration.title.text = "Follow"
                configuration.imagePadding = 6

            """)
    }

    /// Article 1's CYLButton in a package whose images live in a catalog beside it, outside the package root.
    private func cylProject() throws -> String {
        let root = makeScratch("swift-assets")
        let imageset = root + "/Design/Icons.xcassets/photo.imageset"
        try FileManager.default.createDirectory(atPath: imageset, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/App/Sources", withIntermediateDirectories: true)
        try "".write(toFile: root + "/App/Package.swift", atomically: true, encoding: .utf8)
        try #"{"images": [{"filename": "photo.png", "scale": "1x"}]}"#.write(toFile: imageset + "/Contents.json", atomically: true, encoding: .utf8)
        try Data(pngHeader(width: 50, height: 50)).write(to: URL(fileURLWithPath: imageset + "/photo.png"))
        try """
            import UIKit

            class CYLButton: UIButton {
                override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
                    CGRect(x: 0, y: contentRect.width, width: contentRect.width, height: contentRect.height - contentRect.width)
                }

                override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
                    CGRect(x: 0, y: 0, width: contentRect.width, height: contentRect.width)
                }
            }

            final class Card: UIView {
                let photoButton = CYLButton(frame: CGRect(x: 0, y: 0, width: 100, height: 150))

                func setUp() {
                    photoButton.setTitle("Photo", for: .normal)
                    photoButton.setImage(UIImage(named: "photo"), for: .normal)
                }
            }
            """.write(toFile: root + "/App/Sources/Card.swift", atomically: true, encoding: .utf8)
        return root
    }

    @Test("a subclass's rect overrides lay its instance out as article 1's fixture; --assets finds the catalog the walk does not")
    func subclassOverridesAndAssetsFolder() throws {
        let root = try cylProject()
        defer { removeScratch(root) }
        let without = try buttonlab("layout", "Sources/Card.swift", "--format", "text", in: root + "/App")
        #expect(without.status == 0)
        #expect(without.output.contains("""
              imageView          —
              titleLabel         0  100    100      50
            """))
        #expect(without.errors.contains("warning [image-size-unknown]: image \"photo\" left out: no asset catalog (*.xcassets) under the project root (card-photo-button)"))
        let with = try buttonlab("layout", "Sources/Card.swift", "--format", "text", "--assets", "../Design", in: root + "/App")
        #expect(with.status == 0, "\(with.errors)")
        #expect(with.output.hasSuffix("""
            card-photo-button  (rectOverrides layout, scale 2, left-to-right)
              source: Sources/Card.swift line 14, photoButton
              profile: layout: legacy, uikit 26 (strong)
                                 x    y  width  height
              bounds             0    0    100     150
              contentRect        0    0    100     150
              imageArea          0    0    100     150
              titleArea          0    0    100     150
              imageView          0    0    100     100
              titleLabel         0  100    100      50
              reportedImageRect  0    0    100     100
              reportedTitleRect  0  100    100      50
              intrinsicContentSize 98 × 50
              no warnings

            """))
        let missing = try buttonlab("layout", "Sources/Card.swift", "--assets", "../Nope", in: root + "/App")
        #expect(missing.status == 2)
        #expect(missing.errors == "error: --assets ../Nope: no such directory\n")
    }

    @Test("migrate's Swift code names the button after its variable, not its scenario")
    func migrateNamesTheVariable() throws {
        let run = try buttonlab("migrate", "ShareBar.swift", "--format", "swift", in: fixturesDirectory + "/swift")
        #expect(run.output.hasPrefix("""
            // iOS 15 and later
            var shareButtonConfiguration = UIButton.Configuration.plain()
            shareButtonConfiguration.title = "Share"
            """))
        #expect(run.output.hasSuffix("shareButton.configuration = shareButtonConfiguration\n"))
    }

    @Test("the teaching toolbar through render, check, explain, solve and trace")
    func toolbarThroughEveryCommand() throws {
        let directory = makeScratch("swift-toolbar")
        defer { removeScratch(directory) }
        let toolbar = fixturesDirectory + "/swift/Toolbar.swift"
        let names = ["toolbar-stacked-button", "toolbar-undo-button", "toolbar-done-button"]
        let render = try buttonlab("render", toolbar, "-o", directory + "/figures")
        #expect(render.status == 0, "\(render.errors)")
        #expect(listing(directory + "/figures") == names.sorted().flatMap { [$0 + ".json", $0 + ".png"] })
        let record = try buttonlab("check", toolbar, "--golden", directory + "/goldens", "--record", "missing")
        #expect(record.status == 0)
        #expect(record.output.hasSuffix("0 passed, 0 failed, 3 recorded\n"))
        let check = try buttonlab("check", toolbar, "--golden", directory + "/goldens")
        #expect(check.status == 0)
        #expect(check.output == "ok toolbar-stacked-button\nok toolbar-undo-button\nok toolbar-done-button\n3 passed, 0 failed\n")
        let explain = try buttonlab("explain", "Toolbar.swift", in: fixturesDirectory + "/swift")
        #expect(explain.status == 0)
        #expect(explain.output.contains("""
            toolbar-done-button — Toolbar.swift line 31, doneButton
            Symbol image (symbols.md SY2, SY3)
              symbol: checkmark drawn at text style body, scale large, from a .system button's default preferred symbol configuration (body, large): 17 pt; size 26.373 × 26.373 estimated
              warning: [symbol-estimate] SF Symbol checkmark: 26.373 × 26.373 is an estimate (one 17-pt line × 1.3 for scale large); give its measured size (image.size) for exact frames

            """))
        let solve = try buttonlab("solve", toolbar, "--placement", "leading", "--spacing", "6", "--format", "swift")
        #expect(solve.output.contains("var doneButtonConfiguration = UIButton.Configuration.plain()\n"))
        #expect(solve.output.contains("undoButton.configuration = undoButtonConfiguration\n"))
        #expect(!solve.output.contains("toolbarDoneButton"))
        let trace = try buttonlab("trace", toolbar)
        #expect(trace.status == 2)
        #expect(trace.errors.hasSuffix("error: nothing to trace: none of the 3 scenarios has a `trace:` block\n"))
    }
}
