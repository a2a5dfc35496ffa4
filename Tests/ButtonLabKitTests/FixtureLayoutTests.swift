import ButtonLabTestSupport
import Foundation
import ButtonLabKit
import ButtonLayout
import ButtonReports
import ButtonScenario
import Testing

func fixture(_ relativePath: String) throws -> LaidOutScenario {
    try layOut(path: fixturesDirectory + "/" + relativePath, loader: makeScenarioLoader()).get()
}

@Suite("Every fixture lays out as the articles and UIKit say")
struct FixtureLayoutTests {
    @Test("article 2's figures", arguments: [
        ("article2/fig01-default.yaml", rect(50, 25, 50, 50), rect(100, 37.5, 50, 25)),
        ("article2/fig02-wrong-guess.yaml", rect(50, 25, 50, 50), rect(100, 37.5, 50, 25)),
        ("article2/fig03-image-left-50.yaml", rect(75, 25, 50, 50), rect(100, 37.5, 50, 25)),
        ("article2/fig04-image-area.yaml", rect(75, 25, 50, 50), rect(100, 37.5, 50, 25)),
        ("article2/fig05-virtual-title.yaml", rect(75, 25, 50, 50), rect(100, 37.5, 50, 25)),
        ("article2/fig06-left.yaml", rect(0, 25, 50, 50), rect(50, 37.5, 50, 25)),
        ("article2/fig07-left-image-right-50.yaml", rect(0, 25, 50, 50), rect(50, 37.5, 50, 25)),
        ("article2/fig08-left-image-right-175-area.yaml", rect(0, 25, 25, 50), rect(25, 37.5, 50, 25)),
        ("article2/fig09-left-image-right-175.yaml", rect(0, 25, 25, 50), rect(25, 37.5, 50, 25)),
        ("article2/fig10-image-top-50-area.yaml", rect(50, 50, 50, 50), rect(100, 37.5, 50, 25)),
        ("article2/fig11-image-top-50.yaml", rect(50, 50, 50, 50), rect(100, 37.5, 50, 25)),
        ("measured/device-335x40.yaml", rect(124.5, 4, 32, 32), rect(156.5, 9.5, 54, 21.5)),
        ("measured/device-335x40-image-left-50.yaml", rect(149.5, 4, 32, 32), rect(156.5, 9.5, 54, 21.5)),
        ("subclasses/article1-image-on-top-rect-overrides.yaml", rect(0, 0, 100, 100), rect(0, 100, 100, 50)),
        ("subclasses/article1-image-on-top-layout-subviews.yaml", rect(0, 0, 100, 100), rect(0, 100, 100, 50)),
        ("subclasses/article4-mybutton-autosize.yaml", rect(10, 10, 40, 40), rect(60, 10, 100, 40)),
    ])
    func frames(_ path: String, image: Rect, title: Rect) throws {
        let laidOut = try fixture(path)
        #expect(laidOut.result.imageView == image)
        #expect(laidOut.result.titleLabel == title)
    }

    @Test("article 1's layoutSubviews: the rect methods still report the system's frames")
    func reportedRects() throws {
        let result = try fixture("subclasses/article1-image-on-top-layout-subviews.yaml").result
        #expect(result.reportedImageRect == rect(0, 50, 50, 50))
        #expect(result.reportedTitleRect == rect(50, 65, 50, 20))
    }

    @Test("article 4's MyButton grows to 170 × 60")
    func myButton() throws {
        #expect(try fixture("subclasses/article4-mybutton-autosize.yaml").result.bounds == rect(0, 0, 170, 60))
    }

    @Test("UIKit 26's rules, one teaching fixture each (layout-model.md v2)", arguments: [
        ("uikit26/01-whole-point-title.yaml", nil, rect(33, 13, 134, 18), Size(width: 200, height: 44), Size(width: 134, height: 30)),
        ("uikit26/02-pixel-title-box.yaml", nil, rect(140.5, 9.5, 54, 21.5), Size(width: 335, height: 40), Size(width: 54, height: 33.5)),
        ("uikit26/03-empty-system-button.yaml", nil, rect(0, 0, 0, 0), Size(width: 30, height: 30), Size(width: 30, height: 30)),
        ("uikit26/04-empty-custom-button.yaml", nil, nil, Size(width: 30, height: 34), Size(width: 30, height: 34)),
        ("uikit26/05-image-content-insets.yaml", rect(5, 9, 10, 6), nil, Size(width: 26, height: 28), Size(width: 26, height: 28)),
        ("uikit26/06-padding-after-query.yaml", nil, rect(36.5, 6, 47, 18), Size(width: 120, height: 44), Size(width: 47, height: 30)),
        ("uikit26/07-crossed-content-insets-3x.yaml", rect(28.0 / 3, 13.0 / 3, 1.0 / 3, 1.0 / 3), nil, Size(width: 20, height: 10), Size(width: 37, height: 39)),
        ("uikit26/08-crossed-image-insets.yaml", rect(130, 10, 20, 40), rect(70, 19, 40, 22), Size(width: 200, height: 60), Size(width: 80, height: 40)),
        ("uikit26/09-title-only-image-insets.yaml", nil, rect(25, 11, 50, 22), Size(width: 200, height: 44), Size(width: 50, height: 34)),
        ("uikit26/11-unrounded-image-3x.yaml", rect(35, 35.0 / 3, 20.4, 20.4), rect(167.0 / 3, 13, 29, 18), Size(width: 120, height: 44), Size(width: 148.0 / 3, height: 61.0 / 3)),
        ("uikit26/12-no-intrinsic-metric.yaml", nil, nil, Size(width: 0, height: 0), Size(width: -1, height: -1)),
    ] as [(String, Rect?, Rect?, Size, Size)])
    func uikit26(_ path: String, image: Rect?, title: Rect?, bounds: Size, intrinsic: Size) throws {
        let result = try fixture(path).result
        #expect(result.imageView == image)
        #expect(result.titleLabel == title)
        #expect(result.bounds.size == bounds)
        #expect(result.intrinsicContentSize == intrinsic)
    }

    @Test("a title measured from its text hugs its middle-truncated line")
    func truncatedFixture() throws {
        let result = try fixture("uikit26/10-truncated-title-hugs.yaml").result
        #expect(result.truncatedTitle == "Continu…ccount")
        #expect(result.titleLabel == rect(3.5, 13, 113, 18))
    }

    @Test("figure 2 carries its wrong guess as a crossed-out ghost")
    func wrongGuess() throws {
        let scenario = try fixture("article2/fig02-wrong-guess.yaml").scenario
        #expect(scenario.diagram.ghosts == [Ghost(rect: rect(100, 25, 50, 50), label: "guess", crossOut: true)])
    }

    @Test("every fixture loads and lays out; a trace scenario runs, and lays out too when it has a size")
    func allFixturesLoad() throws {
        let files = try scenarioFiles(for: [fixturesDirectory])
        #expect(files.count >= 16)
        let loader = makeScenarioLoader()
        var traces = 0
        for file in files {
            let scenario = try loadScenario(path: file, loader: loader).get()
            if let traced = TracedScenario(scenario, loader: loader) {
                traces += 1
                #expect(traced.run.steps.count == scenario.trace?.trace.actions.count, "\(file)")
                guard scenario.trace?.button.frame != nil else {
                    guard case .failure(let skipped) = layOut(path: file, loader: loader), skipped.isTraceWithoutButton else {
                        Issue.record("\(file): a trace scenario without a size was laid out")
                        continue
                    }
                    continue
                }
            }
            if case .failure(let failure) = layOut(path: file, loader: loader) { Issue.record("\(failure)") }
        }
        #expect(traces == 17)
    }
}

@Suite("buttonlab layout's JSON")
struct LayoutJSONTests {
    @Test("figure 3 prints exactly the object of docs/scenario-format.md")
    func cliExample() throws {
        let laidOut = try fixture("article2/fig03-image-left-50.yaml")
        let json = layoutJSON(name: laidOut.scenario.name, result: laidOut.result).rendered()
        #expect(json == """
            {
              "name": "edge-insets-03-image-left-50",
              "layout": "system",
              "scale": 2,
              "layoutDirection": "leftToRight",
              "bounds": {"x": 0, "y": 0, "width": 200, "height": 100},
              "contentRect": {"x": 0, "y": 0, "width": 200, "height": 100},
              "imageArea": {"x": 50, "y": 0, "width": 150, "height": 100},
              "titleArea": {"x": 0, "y": 0, "width": 200, "height": 100},
              "imageView": {"x": 75, "y": 25, "width": 50, "height": 50},
              "titleLabel": {"x": 100, "y": 37.5, "width": 50, "height": 25},
              "virtualTitle": {"x": 125, "y": 37.5, "width": 50, "height": 25},
              "virtualImage": {"x": 50, "y": 25, "width": 50, "height": 50},
              "intrinsicContentSize": {"width": 100, "height": 50},
              "sizeThatFits": {"width": 100, "height": 50},
              "warnings": ["imageView and titleLabel overlap by 25 × 25 pt at (100, 37.5): the image covers part of the title"]
            }
            """)
    }

    @Test("overridden layouts add the reported rects; absent things are null")
    func overriddenKeys() throws {
        let laidOut = try fixture("subclasses/article1-image-on-top-layout-subviews.yaml")
        let json = layoutJSON(name: laidOut.scenario.name, result: laidOut.result).rendered()
        #expect(json.contains("\"layout\": \"layoutSubviews\""))
        #expect(json.contains("\"virtualTitle\": null"))
        #expect(json.contains("\"reportedImageRect\": {\"x\": 0, \"y\": 50, \"width\": 50, \"height\": 50}"))
    }

    @Test("warnings are human-readable strings")
    func warnings() throws {
        let laidOut = try fixture("article2/fig09-left-image-right-175.yaml")
        let json = layoutJSON(name: laidOut.scenario.name, result: laidOut.result).rendered()
        #expect(json.hasSuffix("""
              "warnings": ["image squashed from 50 × 50 to 25 × 50 pt (UIKit scales it, never crops)"]
            }
            """))
    }

    @Test("strings are escaped")
    func escaping() {
        #expect(JSONValue.string("a\"b\\c\nd\u{1}").rendered() == #""a\"b\\c\nd\u0001""#)
    }
}

@Suite("buttonlab layout's table")
struct LayoutTableTests {
    @Test("figure 3 as a table")
    func figure3() throws {
        let laidOut = try fixture("article2/fig03-image-left-50.yaml")
        #expect(layoutTable(name: laidOut.scenario.name, result: laidOut.result) == """
            edge-insets-03-image-left-50  (system layout, scale 2, left-to-right)
                              x     y  width  height
              bounds          0     0    200     100
              contentRect     0     0    200     100
              imageArea      50     0    150     100
              titleArea       0     0    200     100
              imageView      75    25     50      50
              titleLabel    100  37.5     50      25
              virtualTitle  125  37.5     50      25
              virtualImage   50    25     50      50
              intrinsicContentSize 100 × 50
              warning: imageView and titleLabel overlap by 25 × 25 pt at (100, 37.5): the image covers part of the title

            """)
    }
}

@Suite("Committed documentation figures")
struct DocumentationFigureTests {
    /// docs/figures and the goldens are the same renders of the same fixtures: a difference means
    /// someone changed the drawing and forgot `make figures` (or `make goldens`).
    @Test("docs/figures are byte-identical to the goldens")
    func figuresAreCurrent() throws {
        let root = (fixturesDirectory as NSString).deletingLastPathComponent
        let pngs = try FileManager.default.contentsOfDirectory(atPath: root + "/docs/figures").filter { $0.hasSuffix(".png") }
        let figures = pngs.filter { !$0.hasSuffix("~dark.png") }
        // The gallery's dark halves: those with a dark golden match it byte for byte.
        for dark in pngs where dark.hasSuffix("~dark.png") {
            let golden = root + "/Tests/Goldens/dark/" + dark.replacingOccurrences(of: "~dark.png", with: ".png")
            guard FileManager.default.fileExists(atPath: golden) else { continue }
            #expect(
                FileManager.default.contentsEqual(atPath: root + "/docs/figures/" + dark, andPath: golden),
                "docs/figures/\(dark) is stale: run `make figures`")
        }
        // One figure per scenario file and per Interface Builder button, plus one per IB scene, whose
        // goldens live in Tests/Goldens/scenes.
        let plan = planInputs(files: try inputFiles(for: [fixturesDirectory]))
        let scenes = Set(plan.scenes.map { $0.name + ".png" })
        #expect(figures.count == plan.scenarios.count + scenes.count)
        for name in figures {
            let golden = root + "/Tests/Goldens/" + (scenes.contains(name) ? "scenes/" : "") + name
            #expect(
                FileManager.default.contentsEqual(atPath: root + "/docs/figures/" + name, andPath: golden),
                "docs/figures/\(name) is stale: run `make figures`")
        }
    }
}

extension LaidOutScenario {
    /// The legacy result of a fixture the test knows is legacy.
    var result: LayoutResult {
        guard let result = layout.legacy else { preconditionFailure("\(scenario.name) is not a legacy scenario") }
        return result
    }
}
