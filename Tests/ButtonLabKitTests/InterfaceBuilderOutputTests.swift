import ButtonDiagram
import ButtonInterfaceBuilder
import ButtonLabKit
import ButtonLabTestSupport
import ButtonLayout
import ButtonRender
import ButtonScenario
import Foundation
import Testing

/// Every IB fixture that is read, for the round trip.
private let readableFixtures = ["Login.xib", "Settings-Xcode6.xib", "Welcome-Xcode42.storyboard", "Main.storyboard"]

@Suite("buttonlab import: editable scenario files that give the IB file's frames")
struct InterfaceBuilderImportTests {
    @Test("every button's imported file lays out exactly as the button read from its IB file")
    func roundTrip() throws {
        let output = makeScratch("ib")
        let plan = planInputs(files: readableFixtures.map(ibFixture))
        let report = importScenarioFiles(plan, into: output, force: false)
        #expect(report.failures.map(\.message) == [])
        #expect(report.written.count == plan.scenarios.count)
        #expect(report.written.count == 20)
        let loader = makeScenarioLoader()
        var compared = 0
        for (input, file) in zip(plan.scenarios, report.written) {
            let button = try #require(input.interfaceBuilderButton)
            #expect(file == output + "/\(button.name).yaml")
            let fromIB = layOut(input, loader: loader)
            let fromFile = layOut(path: file, loader: loader)
            switch (fromIB, fromFile) {
            case (.success(let ib), .success(let imported)):
                #expect(ib.layout == imported.layout, "\(button.name)")
                #expect(ib.scenario.frameOrigin == imported.scenario.frameOrigin, "\(button.name)")
                #expect(ib.scenario.name == imported.scenario.name)
                compared += 1
            default:
                Issue.record("\(button.name): the IB file and its imported scenario disagree: \(fromIB) / \(fromFile)")
            }
        }
        #expect(compared == 20)
    }

    @Test("a file opens with its source, warnings and dropped values, then the scenario")
    func fileText() throws {
        let output = makeScratch("ib")
        let report = importScenarioFiles(fixturePlan("Login.xib"), into: output, force: false)
        let text = try String(contentsOfFile: output + "/login-sign-in.yaml", encoding: .utf8)
        #expect(text == """
            # source: \(ibFixture("Login.xib")) line 21, <button id="abc-12-xyz" userLabel="Sign In"> (toolsVersion 22505)
            # warning [auto-layout-frame]: frame from IB's Auto Layout pass for device retina6_1
            name: login-sign-in
            caption: "Login.xib · abc-12-xyz · Sign in"
            button:
              frame: [16, 120, 120, 44]
              buttonType: system
              intrinsicSizeQueried: true
              image: {size: [24, 24]}
              title: {text: "Sign in", font: {size: 17, weight: semibold}}

            """)
        #expect(report.summary == "4 buttons from 1 file, 4 warnings")
    }

    @Test("existing files are kept without --force and replaced with it")
    func force() throws {
        let output = makeScratch("ib")
        try writeFile("edited\n", output, "login-camera.yaml")
        let kept = importScenarioFiles(fixturePlan("Login.xib"), into: output, force: false)
        #expect(kept.kept == [output + "/login-camera.yaml"])
        #expect(kept.written.count == 3)
        #expect(try String(contentsOfFile: output + "/login-camera.yaml", encoding: .utf8) == "edited\n")
        let forced = importScenarioFiles(fixturePlan("Login.xib"), into: output, force: true)
        #expect(forced.kept.isEmpty && forced.written.count == 4)
        #expect(try String(contentsOfFile: output + "/login-camera.yaml", encoding: .utf8).hasPrefix("# source: "))
    }

    @Test("refused files and scenario files are failures; nothing is written for them")
    func failures() throws {
        let output = makeScratch("ib")
        let plan = planInputs(files: [refusedDocument("TVMenu.storyboard"), fixturesDirectory + "/article2/fig01-default.yaml"])
        let report = importScenarioFiles(plan, into: output, force: false)
        #expect(report.failures.map(\.message) == [
            "\(refusedDocument("TVMenu.storyboard")): error: refused: tvOS document: tvOS button metrics are not modelled",
            "\(fixturesDirectory)/article2/fig01-default.yaml: error: not an Interface Builder file (.xib, .storyboard) or Swift source (.swift); import reads only those",
        ])
        #expect(try FileManager.default.contentsOfDirectory(atPath: output).isEmpty)
        #expect(report.summary == "0 buttons from 0 files, 0 warnings")
    }
}

@Suite("render --scene: a whole scene, every button numbered, with its legend")
struct SceneFigureTests {
    @Test("the Login scene: JSON in scene coordinates, numbered buttons, legend under the drawing")
    func loginScene() throws {
        let renderer = try FigureRenderer()
        let scene = try #require(fixturePlan("Login.xib").scenes.first)
        let rendered = try renderer.renderScene(scene, formats: [.png, .svg]).get()
        #expect(rendered.name == "login-scene-login")
        #expect(rendered.failures.isEmpty)
        let json = rendered.sidecar.rendered()
        let sceneLine = #"  "scene": {"file": "\#(ibFixture("Login.xib"))", "line": 14, "id": "iN0-l3-epB", "name": "login-scene-login"},"#
        #expect(json.hasPrefix("{\n" + sceneLine + "\n  \"canvas\": {\"width\": "))
        // The camera (button 4) sits at (300, 180) in a view at (0, 48): its bounds and image view move to (300, 228).
        #expect(json.contains("""
                  "number": 4,
                  "name": "login-camera",
            """))
        #expect(json.contains(#""bounds": {"x": 300, "y": 228, "width": 40, "height": 28},"#))
        #expect(json.contains(#""imageView": {"x": 300, "y": 228, "width": 40, "height": 28},"#))
        // The title area (−69, 61, 109, −33) in the button is (231, 289, 109, −33) in the scene.
        #expect(json.contains(#""titleArea": {"x": 231, "y": 289, "width": 109, "height": -33},"#))
        // Sizes stay sizes.
        #expect(json.contains(#""intrinsicContentSize": {"width": 84, "height": 28},"#))

        let svg = String(decoding: try #require(rendered.figures[.svg]), as: UTF8.self)
        for id in ["root", "button-1", "button-1-badge", "button-1-number", "button-4-image-view", "legend-1", "legend-4", "caption"] {
            #expect(svg.contains("id=\"\(id)\""), "\(id)")
        }
        #expect(scene.legend == [
            "1 · login-sign-in · abc-12-xyz · \"Sign in\" · system · auto-layout-frame",
            "2 · login-forgot-it · Fgt-bb-002 · \"Forgot it?\" · custom · attributed-title font-stand-in",
            "3 · login-share-with-gap · Gap-cc-003 · \"Share & save\" · custom · auto-layout-frame",
            "4 · login-camera · Ttl-dd-004 · \"Camera\" · custom",
        ])
    }

    @Test("a wrapped title is drawn as its lines in the scene, as in the button's own figure (not one line with a stray glyph)")
    func wrappedTitleInTheScene() throws {
        let renderer = try FigureRenderer()
        let scene = try #require(fixturePlan("States.xib").scenes.first)
        let rendered = try renderer.renderScene(scene, formats: [.svg]).get()
        let svg = String(decoding: rendered.figures[.svg] ?? [], as: UTF8.self)
        #expect(svg.contains(">Line one</text>"))
        #expect(svg.contains(">Line two</text>"))
        #expect(!svg.contains("Line one\u{FFFD}"))
    }

    @Test("the scene display list: the root as a screen, views as hairlines, hidden buttons dashed, badges on corners")
    func displayList() throws {
        let fonts = try FontLibrary.standard()
        let builder = DiagramBuilder(measurer: fonts)
        let drawing = SceneDrawing(
            root: Rect(x: 0, y: 0, width: 200, height: 100),
            views: [SceneDrawing.View(frame: Rect(x: 10, y: 10, width: 180, height: 60), isHidden: false)],
            buttons: [
                SceneButtonDrawing(
                    number: 1, bounds: Rect(x: 20, y: 20, width: 80, height: 30), isHidden: false,
                    imageView: Rect(x: 25, y: 25, width: 20, height: 20),
                    labels: [.init(frame: Rect(x: 50, y: 26, width: 40, height: 18), text: "Go", font: FontSpec(size: 15))]),
                SceneButtonDrawing(
                    number: 2, bounds: Rect(x: 120, y: 20, width: 0, height: 30), isHidden: true, imageView: nil, labels: []),
            ],
            legend: ["1 · a", "2 · b"], caption: "scene")
        let list = try builder.buildScene(drawing)
        #expect(list.pixelsPerPoint == 2)
        func item(_ id: String) -> Shape? { list.items.first { $0.id == id }?.shape }
        let origin = list.buttonOrigin
        guard case .rect(let root, let fill, _)? = item("root") else { Issue.record("no root"); return }
        #expect(root == Rect(x: origin.x, y: origin.y, width: 200, height: 100))
        #expect(fill == Color(rgb: 0xFFFFFF))
        guard case .rect(let view, nil, let hairline?)? = item("view-1") else { Issue.record("no view"); return }
        #expect(view.x == origin.x + 10 && hairline.width == 0.5 && hairline.dash.isEmpty)
        guard case .rect(_, nil, let solid?)? = item("button-1"), case .rect(_, nil, let dashed?)? = item("button-2") else {
            Issue.record("no buttons")
            return
        }
        #expect(solid.dash.isEmpty && !dashed.dash.isEmpty)
        guard case .rect(let badge, _, _)? = item("button-1-badge") else { Issue.record("no badge"); return }
        #expect(badge.midX == origin.x + 20 && badge.midY == origin.y + 20)
        guard case .text(let title)? = item("button-1-title-label-text") else { Issue.record("no title"); return }
        #expect(title.text == "Go")
        // Paint order: the subviews, then the outline, then the badge on top.
        let ids = list.items.map(\.id)
        #expect(ids.firstIndex(of: "button-1-image-view")! < ids.firstIndex(of: "button-1")!)
        #expect(ids.firstIndex(of: "button-1")! < ids.firstIndex(of: "button-1-badge")!)
        // Ticks: the content spans −10 … 200 pt (the first badge reaches above and left of the root);
        // adaptive ticks (3–8 labels per axis from 1, 2, 5, 10, 20, 25, 50 …) give 50 pt, 5 labels.
        #expect(ids.filter { $0.hasPrefix("tick-x-") } == (0...4).map { "tick-x-\($0 * 50)" })
        // The legend, then the caption, at the bottom.
        #expect(Array(ids.suffix(3)) == ["legend-1", "legend-2", "caption"])
    }

    @Test("a scene too large for 2 px/pt is drawn at the largest resolution that fits")
    func largeScenes() throws {
        let builder = DiagramBuilder(measurer: try FontLibrary.standard())
        let drawing = SceneDrawing(root: Rect(x: 0, y: 0, width: 414, height: 6000), views: [], buttons: [], legend: [], caption: nil)
        let list = try builder.buildScene(drawing)
        #expect(list.pixelsPerPoint < 2)
        #expect(list.pixelHeight <= DiagramOptions.maximumPixelSide)
    }
}
