import ButtonLayout
import ButtonReports
import Foundation
import PropertyBased
import Testing

@testable import ButtonScenario

/// Whatever the text, the loader returns a Scenario or a ScenarioError whose diagnostics are usable:
/// it never crashes, hangs or hands back an empty error.
@Suite struct RobustnessTests {
    static let seeds = [
        """
        name: edge-insets-03
        caption: "imageEdgeInsets = UIEdgeInsets(top: 0, left: 50, bottom: 0, right: 0)"
        button:
          size: [200, 100]
          scale: 2
          contentHorizontalAlignment: center
          imageEdgeInsets: {left: 50}
          image: {size: [50, 50]}
          title: {text: "我是titleLabel", size: [50, 25], font: {size: 18, weight: bold}}
        diagram:
          highlight: [imageArea]
          ghosts: [{rect: [100, 25, 50, 50], label: "expected?", crossOut: true}]
        """,
        """
        button:
          frame: [0, 0, 100, 120]
          layout: rectOverrides
          imageRect: [0, 0, cw, cw]
          titleRect: [0, cw, cw, "ch - cw"]
          contentEdgeInsets: [1, 2, 3, 4]
        """,
        """
        {"button": {"size": [1, 2], "sizeToFit": true, "layout": "fixedRects", "autoSize": true,
          "imageRect": [10, 10, 40, 40], "titleEdgeInsets": {"top": -1.5e1}}, "diagram": {"labels": false}}
        """,
        "a: &a [1, 2]\nb: &b [*a, *a]\nbutton: {size: *a, title: {text: *b}}\n",
    ]

    static let fragments = [
        ":", ": ", "- ", "[", "]", "{", "}", ",", "&a ", "*a", "*b", "? ", "!!str ", "!!int ", "!x ", "\"", "'",
        "\n", "  ", "\t", "#", "|\n", ">-\n", ".nan", "-.inf", "1e999", "-5", "0", "3", "null", "~", "true", "yes",
        "size", "frame", "imageRect", "layout", "fixedRects", "configuration", "title", "text", "font", "ghosts",
        "min(", ")", "cw", "$", "\\", "\\u00", "@", "%YAML 1.1\n", "---\n", "...\n", "<<: ", "\u{0}", "\u{FEFF}",
        "é", "🙂", "\u{E000}", "\r\n", "\u{85}", "button:\n  size: [1, 1]\n",
    ]

    enum Edit {
        case insert(position: Int, fragment: String)
        case delete(position: Int, length: Int)
        case duplicate(position: Int, length: Int)
    }

    static func apply(_ edits: [Edit], to seed: String) -> String {
        var scalars = Array(seed.unicodeScalars)
        for edit in edits {
            switch edit {
            case .insert(let position, let fragment):
                scalars.insert(contentsOf: fragment.unicodeScalars, at: position % (scalars.count + 1))
            case .delete(let position, let length):
                guard !scalars.isEmpty else { continue }
                let start = position % scalars.count
                scalars.removeSubrange(start..<min(start + length, scalars.count))
            case .duplicate(let position, let length):
                guard !scalars.isEmpty else { continue }
                let start = position % scalars.count
                scalars.insert(contentsOf: scalars[start..<min(start + length, scalars.count)], at: start)
            }
        }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }

    static func checkOutcome(_ text: String, path: String? = nil) {
        do {
            _ = try ScenarioLoader().parse(text, path: path)
        } catch {
            #expect(!error.diagnostics.isEmpty, "no diagnostics for \(text.debugDescription)")
            for diagnostic in error.diagnostics {
                #expect(!diagnostic.message.isEmpty)
                #expect(
                    (diagnostic.line ?? 1) >= 1 && (diagnostic.column ?? 1) >= 1,
                    "\(diagnostic) for \(text.debugDescription)")
                #expect(!diagnostic.text.contains("\u{E000}") || text.contains("\u{E000}"))
            }
        }
    }

    static let edit = zip(Gen.int(in: 0...2), Gen.int(in: 0...10_000), Gen.element(of: fragments), Gen.int(in: 1...12))
        .map { kind, position, fragment, length -> Edit in
            switch kind {
            case 0: .insert(position: position, fragment: fragment ?? "")
            case 1: .delete(position: position, length: length)
            default: .duplicate(position: position, length: length)
            }
        }

    @Test func mutatedScenariosNeverCrash() async {
        await propertyCheck(count: 400, input: Gen.element(of: Self.seeds.indices), Self.edit.array(of: 1...8)) {
            seed, edits in
            let text = Self.apply(edits, to: Self.seeds[seed ?? 0])
            Self.checkOutcome(text)
            Self.checkOutcome(text, path: "fuzz.json")
        }
    }

    @Test func randomTextNeverCrashes() async {
        let character = Gen.unicodeScalar(in: "\u{0}"..."\u{7F}").map(Character.init)
        await propertyCheck(count: 300, input: character.string(of: 0...200)) { text in
            Self.checkOutcome(text)
        }
    }

    @Test func randomFragmentSoupNeverCrashes() async {
        await propertyCheck(count: 300, input: Gen.element(of: Self.fragments).array(of: 0...60)) { pieces in
            Self.checkOutcome(pieces.compactMap { $0 }.joined())
        }
    }
}
