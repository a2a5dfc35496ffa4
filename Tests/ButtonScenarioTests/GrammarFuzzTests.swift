import ButtonLabTestSupport
import ButtonLayout
import Foundation
import Testing

@testable import ButtonScenario

/// Every character 7 pt wide, lines 1.2 × the font size: the fuzz harness's measurer, so measured
/// titles take their paths too.
private struct FixedWidthMeasurer: TextMeasuring {
    func measure(_ text: String, font: FontSpec) -> Size {
        Size(width: 7 * Double(text.unicodeScalars.count) * font.size / 17, height: 1.2 * font.size)
    }
}

/// The trees of every YAML and JSON fixture, in path order: the generator's seeds.
private let fixtureTrees: [JSONValue] = {
    let root = repositoryRoot + "/Fixtures"
    let paths = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [])
        .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted()
    return paths.compactMap { path in
        (try? String(contentsOfFile: root + "/" + path, encoding: .utf8)).flatMap(ScenarioGenerator.scenarioTree)
    }
}()

/// What a reading came to, without positions or order (YAML and JSON spell a tree on different lines).
private enum Outcome: Equatable {
    case layout(LayoutResult)
    case layoutError(String)
    case errors([String])
}

private func outcome(_ text: String, path: String, loader: ScenarioLoader) -> Outcome {
    do {
        let scenario = try loader.parse(text, path: path)
        do {
            let result = try scenario.button.computeLayout(measurer: loader.titleMeasurer)
            for rect in [result.bounds, result.contentRect, result.imageArea, result.titleArea] {
                #expect(rect.isFinite, "a frame with inf or nan: \(rect)")
            }
            return .layout(result)
        } catch {
            return .layoutError("\(error)")
        }
    } catch {
        for diagnostic in error.diagnostics {
            #expect(diagnostic.line != nil, "an error without a position: \(diagnostic.message)")
        }
        // Sorted: diagnostics come in file order, and the two spellings put keys on different lines.
        return .errors(error.diagnostics.map { "\($0.code) \($0.keyPath): \($0.message)" }.sorted())
    }
}

@Suite("Grammar fuzzing: generated scenarios read the same as YAML and JSON")
struct GrammarFuzzTests {
    /// The same seeds on every run: a failure names its seed, replayed by running this test.
    @Test("400 scenarios mutated from the fixtures along the schema: a finite layout or positioned errors, the same from YAML and JSON")
    func generatedScenarios() throws {
        #expect(fixtureTrees.count > 50)
        let loader = ScenarioLoader(textMeasurer: FixedWidthMeasurer())
        var layouts = 0
        for seed in UInt64(1)...400 {
            var generator = ScenarioGenerator(seed: seed)
            let tree = generator.mutate(fixtureTrees[Int(seed) % fixtureTrees.count])
            let yaml = outcome(yamlText(tree), path: "fuzz.yaml", loader: loader)
            let json = outcome(jsonText(tree), path: "fuzz.json", loader: loader)
            #expect(yaml == json, "seed \(seed):\n\(yamlText(tree))")
            if case .layout = yaml { layouts += 1 }
        }
        // Mutations keep most documents meaningful: the engine runs, not only the validator.
        #expect(layouts > 100)
    }

    /// `make fuzz` found it: diagnostics come in file order, which differs between the spellings.
    @Test("a tree without `button` gives the same errors from YAML and JSON, in another order")
    func errorsInAnotherOrder() throws {
        let tree = try #require(ScenarioGenerator.scenarioTree("image: {size: [50, 50]}\ntitle: {text: T}\n"))
        let loader = ScenarioLoader(textMeasurer: FixedWidthMeasurer())
        let yaml = outcome(yamlText(tree), path: "fuzz.yaml", loader: loader)
        #expect(yaml == outcome(jsonText(tree), path: "fuzz.json", loader: loader))
        #expect(yaml == .errors([
            "missing button: missing key `button`: every scenario describes one button",
            "unknown-key image: unknown key `image` (did you mean button.image? Button properties go under `button:`)",
            "unknown-key title: unknown key `title` (did you mean button.title? Button properties go under `button:`)",
        ]))
    }

    @Test("the two spellings of a tree")
    func spellings() {
        let tree = JSONValue.object([("name", .string("a\u{2028}b")), ("button", .object([("size", .array([.number(100), .number(0.5)]))]))])
        #expect(yamlText(tree) == "\"name\": \"a\\u2028b\"\n\"button\":\n  \"size\":\n    - 100\n    - 0.5\n")
        #expect(jsonText(tree) == "{\"name\": \"a\u{2028}b\", \"button\": {\"size\": [100, 0.5]}}")
    }
}
