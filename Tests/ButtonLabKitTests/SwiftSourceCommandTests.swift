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
}
