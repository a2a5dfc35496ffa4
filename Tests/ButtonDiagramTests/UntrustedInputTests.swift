import ButtonDiagram
import ButtonLayout
import ButtonRender
import ButtonScenario
import Foundation
import Testing

@testable import ButtonDiagram

/// The diagram builder also runs on options that never went through validation (a library caller):
/// there too, no step makes the work unbounded.
@Suite("Diagrams of unchecked options: bounded work, drawable text")
struct DiagramBoundsTests {
    @Test func aTickStepOf1e26StillDrawsAFewLabelsAtOnce() throws {
        let start = Date()
        let list = try diagram(articleScenario(diagram: DiagramOptions(grid: 0, ticks: 1e-26)))
        #expect(Date().timeIntervalSince(start) < 5)
        let ticks = list.items.filter { $0.id.hasPrefix("tick-") }
        #expect(ticks.count > 0 && ticks.count <= DiagramBuilder.maximumTickCount)
    }

    @Test func multiplesRefuseToEnumerateMillions() {
        #expect(multiples(of: 1e-6, from: 0, to: 200).isEmpty)
        #expect(multiples(of: 50, from: -10, to: 200) == [0, 50, 100, 150, 200])
        #expect(multiples(of: 0.01, from: 0, to: 200).count == 20_001)
    }

    @Test func textThatNoBackendCanDrawIsReplaced() {
        #expect(
            drawableText(scalars(0x61, 0xFFFE, 0x62, 0xFFFF, 0x63, 0xFDD0, 0x64, 0x1FFFE, 0x65, 0x10FFFF))
                == "a\u{FFFD}b\u{FFFD}c\u{FFFD}d\u{FFFD}e\u{FFFD}")
        #expect(drawableText("nul\u{0}esc\u{1B}bel\u{7}") == "nul\u{FFFD}esc\u{FFFD}bel\u{FFFD}")
        #expect(drawableText("我是titleLabel ☃ \u{FFFD} \u{FDCF}") == "我是titleLabel ☃ \u{FFFD} \u{FDCF}")
        let run = TextRun(text: scalars(0x78, 0xFFFE), box: .zero, font: FontSpec(), color: Color(rgb: 0))
        #expect(run.text == "x\u{FFFD}")
    }

    @Test func aCaptionWithNonCharactersGivesWellFormedSVG() throws {
        let list = try diagram(articleScenario(caption: "cap " + scalars(0xFFFE, 0, 0x1B) + "[31m"))
        let svg = svgDocument(list)
        #expect(svg.contains(">cap \u{FFFD}\u{FFFD}\u{FFFD}[31m</text>"))
        #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }
}

/// A string of the given code points, for those a Swift literal cannot hold (non-characters).
func scalars(_ values: UInt32...) -> String {
    String(String.UnicodeScalarView(values.map { Unicode.Scalar($0)! }))
}
