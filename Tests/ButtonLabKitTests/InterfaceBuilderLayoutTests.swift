import ButtonInterfaceBuilder
import ButtonLabKit
import ButtonLabTestSupport
import ButtonLayout
import ButtonRender
import ButtonReports
import ButtonScenario
import Foundation
import Testing

/// The one IB button of a fixture with this id, as a command input.
private func input(_ fixture: String, id: String, options: InterfaceBuilderOptions = .init()) throws -> ScenarioInput {
    try #require(fixturePlan(fixture, options: options).scenarios.first { $0.interfaceBuilderButton?.source.id == id })
}

private func laidOut(_ fixture: String, id: String, options: InterfaceBuilderOptions = .init()) throws -> LaidOutScenario {
    try layOut(try input(fixture, id: id, options: options), loader: makeScenarioLoader()).get()
}

private func keys(_ json: JSONValue) -> [String] {
    if case .object(let members) = json { return members.map(\.0) }
    return []
}

@Suite("Interface Builder buttons laid out: frames, the layout object, tables, explanations")
struct InterfaceBuilderLayoutTests {
    @Test("an Xcode 4.2 rounded-rect button: a 72 × 37 system button, its bold 15-pt title centred")
    func xcode42Button() throws {
        let result = try #require(try laidOut("Welcome-Xcode42.storyboard", id: "6").layout.legacy)
        #expect(result.bounds == Rect(x: 0, y: 0, width: 72, height: 37))
        let title = try #require(result.titleLabel)
        // One line of the system font at 15 pt is 15 × 2444/2048 = 17.9 pt, ceiled to 18 (R6.1).
        #expect(title.height == 18)
        #expect(title.y == (37.0 - 18) / 2)
        #expect(title.x == (72 - title.width) / 2)
        #expect(result.imageView == nil)
    }

    @Test("Interface Builder's frame and insets: the camera's title sits under its image (titleEdgeInsets -69, 61)")
    func titleUnderImage() throws {
        let laid = try laidOut("Login.xib", id: "Ttl-dd-004")
        let result = try #require(laid.layout.legacy)
        // (300, 180) in a view at (0, 48) of the top-level view.
        #expect(laid.scenario.frameOrigin == Point(x: 300, y: 228))
        #expect(result.imageView == Rect(x: 0, y: 0, width: 40, height: 28))
        #expect(result.titleArea == Rect(x: -69, y: 61, width: 109, height: -33))
    }

    @Test("a <buttonConfiguration> lays out with the configuration model: its contentInsets, padding and font")
    func configurationButton() throws {
        let result = try #require(try laidOut("Main.storyboard", id: "Cfg-bt-001").layout.configuration)
        #expect(result.bounds == Rect(x: 0, y: 0, width: 120, height: 44))
        // contentInsets top 10, leading 16, bottom 10, trailing 16 replace the default (config-insets).
        #expect(result.contentInsetsRect == Rect(x: 16, y: 10, width: 88, height: 24))
        let image = try #require(result.imageView), title = try #require(result.titleLabel)
        // imagePadding 8 between the symbol and the title, the pair inside the insets.
        #expect(title.minX - image.maxX == 8)
        #expect(result.contentRect.minX >= 16 && result.contentRect.maxX <= 104)
        // A semibold 17-pt title is one 20.5-pt line at 2x (17 × 2444/2048 = 20.29, ceiled to the grid).
        #expect(title.height == 20.5)
    }

    @Test("the layout object gains source after name, and the import warnings after the model's")
    func layoutObject() throws {
        let laid = try laidOut("Login.xib", id: "abc-12-xyz")
        let json = laid.report.json
        #expect(keys(json) == ["name", "source", "profile"] + keys(layoutJSON(name: laid.scenario.name, layout: laid.layout)).dropFirst())
        let text = json.rendered()
        #expect(text.contains("""
              "source": {"file": "\(ibFixture("Login.xib"))", "line": 21, "id": "abc-12-xyz"},
            """))
        #expect(text.hasSuffix("""
              "warnings": ["[auto-layout-frame] frame from IB's Auto Layout pass for device retina6_1"]
            }
            """))
        // Scenario files have no source.
        let file = try layOut(.file(fixturesDirectory + "/article2/fig01-default.yaml"), loader: makeScenarioLoader()).get()
        #expect(!keys(file.report.json).contains("source"))
    }

    @Test("the table names the source under its heading and lists the import warnings")
    func table() throws {
        let laid = try laidOut("Welcome-Xcode42.storyboard", id: "6")
        let plain = layoutTable(name: laid.scenario.name, layout: laid.layout)
        var expected = plain.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        expected.insert("  source: \(ibFixture("Welcome-Xcode42.storyboard")) line 17, <button id=\"6\">", at: 1)
        expected.insert("  profile: layout: legacy, uikit 26 (strong)", at: 2)
        #expect(laid.report.text == expected.joined(separator: "\n"))

        let warned = try laidOut("Login.xib", id: "abc-12-xyz").report.text
        #expect(warned.hasSuffix("  warning: [auto-layout-frame] frame from IB's Auto Layout pass for device retina6_1\n"))
        #expect(!warned.contains("no warnings"))
    }

    @Test("explain is headed by the button's name, source and warnings")
    func explanation() throws {
        let explained = try explainScenario(try input("Login.xib", id: "abc-12-xyz"), loader: makeScenarioLoader()).get()
        #expect(explained.text.hasPrefix("""
            login-sign-in — \(ibFixture("Login.xib")) line 21, <button id="abc-12-xyz" userLabel="Sign In">
              warning: [auto-layout-frame] frame from IB's Auto Layout pass for device retina6_1
            login-sign-in: system layout of a 120 × 44 system button at scale 2, left-to-right

            """))
        #expect(keys(explained.json).prefix(3) == ["name", "source", "importWarnings"])
    }

    @Test("a scenario problem is reported at the button's tag in the IB file, naming the key")
    func problemsPointAtTheButton() throws {
        var button = try #require(try input("Login.xib", id: "abc-12-xyz").interfaceBuilderButton)
        button.scenario = .mapping([
            .init("name", .string(button.name)),
            .init("button", .mapping([.init("frame", .sequence([.number(0), .number(0), .number(-5), .number(44)]))])),
        ])
        let failure = try #require(layOut(.interfaceBuilder(button), loader: makeScenarioLoader()).failure)
        #expect(failure.path == ibFixture("Login.xib") + ":21:25")
        #expect(failure.message.hasPrefix("\(ibFixture("Login.xib")):21:25: error: button abc-12-xyz (login-sign-in): button.frame"))
        // The key path stays data; the button is a typed subject, not text written into the message.
        #expect(failure.diagnostics.map(\.keyPath) == ["button.frame[2]"])
        #expect(failure.diagnostics.map(\.subject) == [Diagnostic.Subject(provenance: button.provenance, name: "login-sign-in")])
        #expect(failure.diagnostics.allSatisfy { !$0.message.hasPrefix("button ") })
    }

    @Test("an engine error is at the button's tag (no IB attribute supplies a rect override), naming the engine's key path")
    func engineErrorsNameTheValue() throws {
        var button = try #require(try input("Login.xib", id: "abc-12-xyz").interfaceBuilderButton)
        // Only a client editing the tree can give an IB button a rect override: the IB reader writes none.
        button.scenario = .mapping([
            .init("name", .string(button.name)),
            .init("button", .mapping([
                .init("frame", .sequence([.number(0), .number(0), .number(120), .number(44)])),
                .init("image", .mapping([.init("size", .sequence([.number(20), .number(20)]))])),
                .init("layout", .string("rectOverrides")),
                .init("imageRect", .sequence([.number(0), .number(0), .string("1 / 0"), .number(10)])),
            ])),
        ])
        let failure = try #require(layOut(.interfaceBuilder(button), loader: makeScenarioLoader()).failure)
        #expect(failure.diagnostics.map(\.keyPath) == ["button.imageRect[2]"])
        #expect(failure.diagnostics.map(\.position) == [SourcePosition(line: 21, column: 25)])
        #expect(failure.message.hasPrefix("\(ibFixture("Login.xib")):21:25: error: button abc-12-xyz (login-sign-in): button.imageRect[2]: "))
    }

    @Test("--fonts: a title in a face found by PostScript name gets the size measured from its file")
    func fontFaces() throws {
        let directory = "/usr/share/fonts/truetype/dejavu"
        let catalog = try FontFaceCatalog(directory: directory)
        #expect(catalog.faces["DejaVuSans-Bold"]?.path == directory + "/DejaVuSans-Bold.ttf")
        let xib = xib(
            titledButton(
                id: "f", title: "Hello", font: #"<fontDescription key="fontDescription" name="DejaVuSans-Bold" family="DejaVu Sans" pointSize="20"/>"#))
        let root = makeScratch("ib")
        try writeFile(xib, root, "Fonts.xib")
        let options = InterfaceBuilderOptions(fontFaces: FontFaceMeasurer(catalog: catalog))
        let button = try #require(planInputs(files: [root + "/Fonts.xib"], options: options).scenarios.first?.interfaceBuilderButton)
        let measured = try #require(catalog.measure("Hello", postScriptName: "DejaVuSans-Bold", pointSize: 20))
        #expect(flowYAML(try #require(button.scenario["button"]?["title"])) == """
            {text: Hello, size: [\(formatShortestForTest(measured.width)), \(formatShortestForTest(measured.height))], \
            font: {size: 20, weight: bold}}
            """)
        #expect(!button.warnings.map(\.tag).contains(.fontStandIn))
        // DejaVu Sans Bold (read from its head, hhea, OS/2, cmap and hmtx tables): 2048 units per em, hhea
        // ascender 1901, descender −483, no line gap, and OS/2 does not ask for its typo metrics.
        #expect(measured.height == Double(1901 + 483) / 2048 * 20)
        // H e l l o: advances 1714 + 1389 + 702 + 702 + 1407 units (no kerning between these pairs).
        #expect(measured.width == Double(1714 + 1389 + 702 + 702 + 1407) / 2048 * 20)
        #expect(catalog.measure("Hello", postScriptName: "NoSuchFace", pointSize: 20) == nil)
    }

    @Test("--symbols files: sizes and alignment insets by symbol name, every problem positioned")
    func symbolFiles() throws {
        let metrics = try parseSymbolMetrics(
            """
            trash: {size: [17.5, 20]}
            "square.and.arrow.up": {size: [18, 22], alignmentInsets: {top: 0.5, bottom: 1}}
            """, path: "symbols.yaml")
        #expect(metrics == [
            "trash": IBSymbolMetrics(width: 17.5, height: 20),
            "square.and.arrow.up": IBSymbolMetrics(width: 18, height: 22, alignmentInsets: (0.5, 0, 1, 0)),
        ])
        #expect(throws: OptionFileError.self) { try parseSymbolMetrics("trash: {size: [a, -1], color: red}\nfolder: {}\n", path: "s.yaml") }
        do {
            _ = try parseSymbolMetrics("trash: {size: [a, 2], color: red}\nfolder: {}\n", path: "s.yaml")
        } catch {
            #expect(error.description == """
                s.yaml:1:16: error: trash.size[0]: expected a number
                s.yaml:1:23: error: trash: unknown key `color`; expected size, alignmentInsets
                s.yaml:2:9: error: folder: missing size: [width, height]
                """)
        }
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}

/// Shortest round-trip decimal, as the importer writes numbers.
func formatShortestForTest(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
}
