import ButtonDiagram
import ButtonFiles
import ButtonInterfaceBuilder
import ButtonLayout
import ButtonRender
import ButtonReports
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
    for path in ["fuzz.yaml", "fuzz.json"] { _ = fuzzScenario(text, path: path) }
    fuzzGrammar(text, seed: bytes.reduce(14_695_981_039_346_656_037) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 })
}

/// What one reading came to, without positions: the layout, or the errors' codes and messages (sorted).
enum FuzzOutcome: Equatable {
    case layout(LayoutResult)
    case notLaidOut(String)
    case errors([String])
}

/// One text through the loader, the layout, its explanation, the diagram and the SVG.
func fuzzScenario(_ text: String, path: String) -> FuzzOutcome {
    let scenario: Scenario
    do {
        scenario = try loader.parse(text, path: path)
    } catch {
        // Sorted: diagnostics come in file order, and the two spellings put keys on different lines.
        return .errors(error.diagnostics.map { "\($0.code) \($0.keyPath): \($0.message)" }.sorted())
    }
    let titles = loader.titleMeasurer
    let result: LayoutResult
    do {
        result = try scenario.button.computeLayout(measurer: titles)
    } catch {
        return .notLaidOut("\(error)")
    }
    _ = try? scenario.button.explain(name: scenario.name, measurer: titles).text
    for rect in [result.bounds, result.contentRect, result.imageArea, result.titleArea] {
        precondition(rect.isFinite, "a frame with inf or nan: \(rect)")
    }
    if let list = try? diagrams.build(scenario: scenario, layout: result) {
        let svg = svgDocument(list)
        // As a number, not inside a word like "maintenance": between quotes, spaces, commas or parentheses.
        let tokens = svg.split(whereSeparator: { " \n\",=();:".contains($0) })
        precondition(!tokens.contains { ["nan", "-nan", "inf", "-inf"].contains($0.lowercased()) }, "inf or nan in the SVG")
    }
    return .layout(result)
}

/// The grammar fuzzer: an input that reads as a scenario tree (the fixtures seed the corpus) is
/// mutated along the schema (`ScenarioGenerator`, seeded by the input's bytes), written as YAML
/// and as JSON, and both go through `fuzzScenario`; the two readings must agree.
func fuzzGrammar(_ text: String, seed: UInt64) {
    guard let tree = ScenarioGenerator.scenarioTree(text), case .object = tree else { return }
    var generator = ScenarioGenerator(seed: seed)
    let mutated = generator.mutate(tree)
    let yaml = fuzzScenario(yamlText(mutated), path: "fuzz.yaml")
    let json = fuzzScenario(jsonText(mutated), path: "fuzz.json")
    precondition(yaml == json, "YAML and JSON read the same tree differently:\n\(yaml)\n\(json)\n\(jsonText(mutated))")
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
