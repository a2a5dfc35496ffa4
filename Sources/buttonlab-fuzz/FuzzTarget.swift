import ButtonDiagram
import ButtonFiles
import ButtonInterfaceBuilder
import ButtonLayout
import ButtonScenario

/// Measures text without fonts: every character 7 pt wide, lines 1.2 × the font size. Enough for
/// the loader, the engine and the diagram builder to take every path that measuring opens.
struct FixedWidthMeasurer: TextMeasuring {
    func measure(_ text: String, font: FontSpec) -> Size {
        Size(width: 7 * Double(text.unicodeScalars.count) * font.size / 17, height: 1.2 * font.size)
    }
}

let measurer = FixedWidthMeasurer()
let loader = ScenarioLoader(textMeasurer: measurer)
let diagrams = DiagramBuilder(measurer: measurer)

/// One input, as YAML and as JSON, through everything that takes a scenario's text: the loader,
/// the layout (with and without its explanation), the diagram and its SVG. Any outcome but a
/// crash, a hang or an unbounded allocation is fine; an SVG or a frame with inf or nan is a crash.
func fuzzOne(_ bytes: UnsafeBufferPointer<UInt8>) {
    fuzzInterfaceBuilder(Array(bytes))
    fuzzImageHeaders(Array(bytes))
    guard let text = String(validating: bytes, as: UTF8.self) else { return }
    for path in ["fuzz.yaml", "fuzz.json"] {
        guard let scenario = try? loader.parse(text, path: path) else { continue }
        let titles = loader.titleMeasurer
        guard let result = try? scenario.button.computeLayout(measurer: titles) else { continue }
        _ = try? scenario.button.explain(name: scenario.name, measurer: titles).text
        for rect in [result.bounds, result.contentRect, result.imageArea, result.titleArea] {
            precondition(rect.isFinite, "a frame with inf or nan: \(rect)")
        }
        guard let list = try? diagrams.build(scenario: scenario, layout: result) else { continue }
        let svg = svgDocument(list)
        // As a number, not inside a word like "maintenance": between quotes, spaces, commas or parentheses.
        let tokens = svg.split(whereSeparator: { " \n\",=();:".contains($0) })
        precondition(!tokens.contains { ["nan", "-nan", "inf", "-inf"].contains($0.lowercased()) }, "inf or nan in the SVG")
    }
}

/// The same bytes as an image header (PNG, JPEG or neither), and after a JPEG's SOI so that every
/// input reaches the marker walk and the EXIF reader. A header that parses has a positive size.
func fuzzImageHeaders(_ bytes: [UInt8]) {
    for input in [bytes, [0xFF, 0xD8] + bytes] {
        guard let header = try? ImageHeader(parsing: input) else { continue }
        precondition(header.width > 0 && header.height > 0, "an image header with an empty size: \(header)")
        _ = try? header.check(maximumPixels: ImageLimits.maximumImagePixels, maximumSide: 32767)
    }
}

/// The same bytes as an Interface Builder document (Fixtures/interface-builder seeds the corpus):
/// the XML reader, the mapping, each button's editable YAML, and that YAML through the loader.
func fuzzInterfaceBuilder(_ bytes: [UInt8]) {
    for path in ["fuzz.xib", "fuzz.storyboard"] {
        let imported = InterfaceBuilder.importDocument(bytes, path: path)
        for button in imported.buttons {
            let yaml = scenarioYAML(for: button)
            if let scenario = try? loader.parse(yaml, path: "\(button.name).yaml") {
                _ = try? scenario.button.computeLayout(measurer: loader.titleMeasurer)
            }
        }
    }
}
