import ButtonLayout
import ButtonReports
import Testing

@testable import ButtonScenario

@Suite("The source map: where the values the engine can fail on were written")
struct SourceMapTests {
    @Test("each override rect component is at its value, in flow and block lists")
    func rectComponents() throws {
        let loaded = try scenario(
            """
            button:
              size: [100, 40]
              layout: rectOverrides
              imageRect: [0, "cy", cw / 0, 10]
              titleRect:
                - 1
                - ch - 2
                - 3
                - "4"
            """, path: "map.yaml")
        #expect(loaded.sourceMap.positions == [
            "button.imageRect[0]": SourcePosition(line: 4, column: 15),
            "button.imageRect[1]": SourcePosition(line: 4, column: 18),
            "button.imageRect[2]": SourcePosition(line: 4, column: 24),
            "button.imageRect[3]": SourcePosition(line: 4, column: 32),
            "button.titleRect[0]": SourcePosition(line: 6, column: 7),
            "button.titleRect[1]": SourcePosition(line: 7, column: 7),
            "button.titleRect[2]": SourcePosition(line: 8, column: 7),
            "button.titleRect[3]": SourcePosition(line: 9, column: 7),
        ])
    }

    @Test("JSON files are mapped like YAML ones")
    func json() throws {
        let loaded = try scenario(
            """
            {"button": {"size": [100, 40], "layout": "fixedRects",
                        "titleRect": [0, 0, "bw", 20]}}
            """, path: "map.json")
        #expect(loaded.sourceMap.positions == [
            "button.titleRect[0]": SourcePosition(line: 2, column: 27),
            "button.titleRect[1]": SourcePosition(line: 2, column: 30),
            "button.titleRect[2]": SourcePosition(line: 2, column: 33),
            "button.titleRect[3]": SourcePosition(line: 2, column: 39),
        ])
    }

    @Test("a configuration's labels are mapped at their blocks")
    func configurationLabels() throws {
        let loaded = try scenario(
            """
            button:
              size: [200, 60]
              layout: configuration
              configuration:
                title: {text: Go, size: [20, 18]}
                subtitle:
                  text: Now
                  size: [24, 14]
            """)
        #expect(loaded.sourceMap.positions == [
            "button.configuration.title": SourcePosition(line: 5, column: 12),
            "button.configuration.subtitle": SourcePosition(line: 7, column: 7),
        ])
    }

    @Test("the map takes no part in equality: the same button written twice is one scenario")
    func equality() throws {
        let one = try scenario("button: {size: [100, 40], layout: rectOverrides, imageRect: [0, 0, 1, 1]}\n")
        let two = try scenario("button:\n  size: [100, 40]\n  layout: rectOverrides\n  imageRect: [0, 0, 1, 1]\n")
        #expect(one.sourceMap.positions != two.sourceMap.positions)
        #expect(one == two)
    }

    @Test("an engine error becomes a diagnostic at its component, code layout")
    func layoutErrorDiagnostic() throws {
        let loaded = try scenario(
            """
            button:
              size: [100, 40]
              image: {size: [20, 20]}
              layout: layoutSubviews
              imageRect: [0, 0, cw / 0, 10]
            """, path: "bad.yaml")
        guard case .legacy(let button) = loaded.model else { throw ExpectationFailed() }
        let error = try #require(throws: LayoutError.self) { try button.computeLayout() }
        #expect(error.rectName == "imageView.frame")
        let diagnostic = loaded.diagnostic(for: error)
        #expect(diagnostic.code == .layout)
        #expect(diagnostic.file == "bad.yaml")
        #expect(diagnostic.line == 5)
        #expect(diagnostic.column == 21)
        #expect(diagnostic.keyPath == "button.imageRect[2]")
        #expect(diagnostic.text
            == "bad.yaml:5:21: error: button.imageRect[2]: imageView.frame width = cw / 0 evaluates to inf; a frame needs finite numbers")
    }

    @Test("a configuration label without a size, in a scenario built in code: at the label's key path, no position")
    func configurationErrorDiagnostic() {
        let built = Scenario(name: "code", button: Button())
        let diagnostic = built.diagnostic(for: ConfigurationLayoutError(label: .subtitle))
        #expect(diagnostic.code == .layout)
        #expect(diagnostic.text
            == "error: button.configuration.subtitle: the subtitle has no size: give `size` or lay the button out with a LabelMeasuring")
    }
}

private struct ExpectationFailed: Error {}
