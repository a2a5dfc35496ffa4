import ButtonLayout
import Testing

@testable import ButtonDiagram

/// The backgrounds per configuration style, stored per style instead of in a dictionary.
@Suite("Configuration style backgrounds")
struct StyleBackgroundsTests {
    @Test("the light look: blue for the filled styles, none for plain and borderless, a hairline for glass")
    func lightBackgrounds() {
        let look = ConfigurationDiagramStyle.light.backgrounds
        #expect(look[.filled] == .init(fill: Color(rgb: 0x007AFF, alpha: 0.8)))
        #expect(look[.borderedProminent] == .init(fill: Color(rgb: 0x007AFF, alpha: 0.8)))
        #expect(look[.tinted] == .init(fill: Color(rgb: 0x007AFF, alpha: 0.18)))
        #expect(look[.borderedTinted] == .init(fill: Color(rgb: 0x007AFF, alpha: 0.18)))
        #expect(look[.gray] == .init(fill: Color(rgb: 0x787880, alpha: 0.2)))
        #expect(look[.bordered] == .init(fill: Color(rgb: 0x787880, alpha: 0.2)))
        #expect(look[.glass]?.stroke == Stroke(color: Color(rgb: 0x000000, alpha: 0.18), width: 1))
        #expect(look[.plain] == nil)
        #expect(look[.borderless] == nil)
    }

    @Test("each style is its own slot")
    func slots() {
        var backgrounds: ConfigurationDiagramStyle.StyleBackgrounds = [:]
        for (index, style) in ButtonConfiguration.Style.allCases.enumerated() {
            backgrounds[style] = .init(fill: Color(rgb: UInt32(index)))
        }
        for (index, style) in ButtonConfiguration.Style.allCases.enumerated() {
            #expect(backgrounds[style] == .init(fill: Color(rgb: UInt32(index))))
        }
        backgrounds[.gray] = nil
        #expect(backgrounds[.gray] == nil)
        #expect(backgrounds[.tinted] == .init(fill: Color(rgb: UInt32(ButtonConfiguration.Style.allCases.firstIndex(of: .tinted)!))))
    }

    @Test("in points, only the hairlines scale")
    func inPoints() {
        let scaled = ConfigurationDiagramStyle.light.inPoints(2)
        #expect(scaled.backgrounds[.glass]?.stroke?.width == 0.5)
        #expect(scaled.backgrounds[.filled] == ConfigurationDiagramStyle.light.backgrounds[.filled])
        #expect(scaled.backgrounds[.plain] == nil)
    }
}
