import ButtonDiagram
import ButtonInterfaceBuilder
import ButtonLayout
import ButtonRender
import ButtonReports
import ButtonScenario
import Foundation
import Testing

/// What `make fuzz` runs on each input (Sources/buttonlab-fuzz), on the inputs that crashed, hung or
/// overflowed before: each must now end, quickly, in a scenario or an error, never a crash, and
/// never with inf or nan in a frame or the SVG.
@Suite("Fuzz regressions: the loader, the engine and the diagram on hostile text")
struct FuzzRegressionTests {
    static let inputs: [(label: String, text: String)] = [
        // Expression.evaluate recursed once per `+`: 200 000 of them overflowed the stack (signal 11).
        ("a chain of 200000 additions", "button: {size: [100, 50], layout: rectOverrides, image: {size: [10, 10]}, imageRect: [0, 0, \""
            + Array(repeating: "cw", count: 200_000).joined(separator: "+") + "\", 10]}"),
        ("100000 unary minuses", "button: {size: [100, 50], layout: fixedRects, imageRect: [0, 0, \"" + String(repeating: "-", count: 100_000) + "1\", 10]}"),
        // A tick step of 1e-26 made the diagram enumerate about 1e28 labels (a hang).
        ("a tick step of 1e-26", "button: {size: [100, 50]}\ndiagram: {ticks: 1e-26}"),
        ("a grid of 1e-26", "button: {size: [100, 50]}\ndiagram: {grid: 1e-26}"),
        // formatNumber snapped 1e300 by multiplying it by 1e9: "inf" in the layout JSON.
        ("sizes of 1e300", "button: {size: [1e300, 1e300]}"),
        ("insets of -1e308", "button: {size: [10, 10], contentEdgeInsets: [-1e308, -1e308, 1e308, 1e308]}"),
        ("an expression dividing by zero", "button: {size: [100, 50], layout: fixedRects, image: {size: [1, 1]}, imageRect: [0, 0, \"1/0\", \"0/0\"]}"),
        ("an expression overflowing", "button: {size: [100, 50], layout: fixedRects, image: {size: [1, 1]}, imageRect: [0, 0, \"999999*999999*999999*999999*999999*999999*999999*999999*999999*999999*999999*999999*999999*999999*999999*999999*999999*999999*999999*999999*999999*999999*999999*999999*999999*999999*999999\", 1]}"),
        ("non-characters and controls in every text", "name: n\ncaption: \"\\uFFFE\\0\\e\"\nbutton: {size: [100, 50], title: {text: \"a\\uFFFFb\\uFDD0\", font: {size: 17}}}\ndiagram: {ghosts: [{rect: [0, 0, 1, 1], label: \"\\x07\"}]}"),
        ("pixelsPerPoint at its smallest with a large button", "button: {size: [30000, 30000]}\ndiagram: {pixelsPerPoint: 0.25}"),
        ("a billion laughs", "a: &a [x, x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]\nbutton: {size: [1, 1], title: {text: *d}}"),
    ]

    struct Measurer: TextMeasuring {
        func measure(_ text: String, font: FontSpec) -> Size {
            Size(width: 7 * Double(text.unicodeScalars.count) * font.size / 17, height: 1.2 * font.size)
        }
    }

    @Test(arguments: inputs.map(\.label))
    func endsCleanly(_ label: String) throws {
        let text = try #require(Self.inputs.first { $0.label == label }?.text)
        let loader = ScenarioLoader(textMeasurer: Measurer())
        let start = Date()
        for path in ["fuzz.yaml", "fuzz.json"] {
            guard let scenario = try? loader.parse(text, path: path),
                let result = try? scenario.button.computeLayout(measurer: loader.titleMeasurer)
            else { continue }
            _ = try? scenario.button.explain(name: scenario.name, measurer: loader.titleMeasurer).text
            for rect in [result.bounds, result.contentRect, result.imageArea, result.titleArea] + [result.imageView, result.titleLabel].compactMap({ $0 }) {
                #expect(rect.isFinite)
            }
            guard let list = try? DiagramBuilder(measurer: Measurer()).build(scenario: scenario, layout: result) else { continue }
            let tokens = svgDocument(list).split(whereSeparator: { " \n\",=();:".contains($0) })
            #expect(!tokens.contains { ["nan", "-nan", "inf", "-inf"].contains($0.lowercased()) })
        }
        #expect(Date().timeIntervalSince(start) < 10)
    }

    /// Interface Builder documents that crashed or hung the reader, replayed as `make fuzz` reads
    /// every input (Tests/FuzzCorpus keeps the files): each ends in an error naming the problem.
    static let documents: [(label: String, bytes: [UInt8], error: String)] = [
        // libxml2 guessed UCS-4 and was stopped from inside its own error callback (signal 11).
        ("UCS-4 first bytes", [0x00, 0x00, 0x00, 0x3C] + Array("xxxxxxxx".utf8),
         "fuzz.xib:1:1: error: the file starts with the bytes 00 00 00 3C, which read as UCS-4; Interface Builder files are UTF-8"),
        // libxml2 2.9 compares every attribute of a tag with every earlier one (160 s for 700 000).
        ("one element with 200000 attributes", Array(("<document " + (0..<200_000).map { "a\($0)=\"\"" }.joined(separator: " ") + "/>").utf8),
         "fuzz.xib:1:1: error: the start tag <document> has more than 1024 attributes; the limit protects parsing time (Interface Builder writes a few dozen at most)"),
    ]

    @Test(arguments: documents.map(\.label))
    func interfaceBuilderDocumentEndsCleanly(_ label: String) throws {
        let document = try #require(Self.documents.first { $0.label == label })
        let imported = InterfaceBuilder.importDocument(document.bytes, path: "fuzz.xib")
        #expect(imported.errors.map(\.text) == [document.error])
        #expect(imported.buttons.isEmpty)
    }
}
