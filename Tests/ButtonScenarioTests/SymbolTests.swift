import ButtonLayout
import ButtonReports
import Testing

@testable import ButtonScenario

/// scenario-format.md's SF Symbols, after the spec's rule by rule: which configuration UIKit applies per button type (SY2), the estimate
/// without a measured size (SY3.2), the scenario keys (SY3.1), and the measured worked example.
@Suite("SF Symbol images")
struct SymbolTests {
    private let bodyLarge = 17 * 2444 / 2048 * 1.3

    private func fiveDigits(_ value: Double) -> Double { (value * 100_000).rounded() / 100_000 }

    @Test("SY2: a .system button applies Body + large, a .custom one scale medium only; the image's own values win")
    func configurationPerButtonType() {
        let system = SymbolImage.legacy(name: "star", own: SymbolConfiguration(), buttonType: .system, category: .large, measured: nil)
        #expect(system.applied == SymbolConfiguration(textStyle: "body", scale: .large))
        #expect(system.source == .systemButton)
        #expect(system.pointSize == 17)
        #expect(system.estimatedSize == Size(width: 26.3732421875, height: 26.3732421875))
        let custom = SymbolImage.legacy(name: "star", own: SymbolConfiguration(), buttonType: .custom, category: .large, measured: nil)
        #expect(custom.applied == SymbolConfiguration(scale: .medium))
        #expect(custom.estimatedSize == Size(width: 20.287109375, height: 20.287109375))
        // A point size of the image's own replaces the text style; its scale replaces the button's.
        let own = SymbolConfiguration(pointSize: 20, scale: .small)
        let configured = SymbolImage.legacy(name: "star", own: own, buttonType: .system, category: .large, measured: nil)
        #expect(configured.applied == SymbolConfiguration(pointSize: 20, scale: .small))
        #expect(configured.estimatedSize?.width == 19.09375)
    }

    @Test("SY2: the same symbol follows Dynamic Type in a .system button (Body) and not in a .custom one")
    func dynamicType() {
        let system = SymbolImage.legacy(name: "star", own: SymbolConfiguration(), buttonType: .system, category: .accessibilityExtraExtraExtraLarge, measured: nil)
        #expect(system.pointSize == 53)
        #expect(system.estimatedSize?.width == 53 * 2444 / 2048 * 1.3)
        let custom = SymbolImage.legacy(name: "star", own: SymbolConfiguration(), buttonType: .custom, category: .accessibilityExtraExtraExtraLarge, measured: nil)
        #expect(custom.pointSize == 17)
    }

    @Test("SY2: a configuration applies the title's text style, scale large, unless the image has its own")
    func configurationButtons() {
        let medium = SymbolImage.configuration(name: "star.fill", own: SymbolConfiguration(), titleTextStyle: .shortBody, category: .large, measured: nil)
        #expect(medium.applied == SymbolConfiguration(textStyle: "shortBody", scale: .large))
        #expect(medium.source == .configuration)
        #expect(medium.estimatedSize?.width == bodyLarge)
        let small = SymbolImage.configuration(name: "star.fill", own: SymbolConfiguration(), titleTextStyle: .shortSubheadline, category: .large, measured: nil)
        #expect(small.estimatedSize?.width == 23.2705078125)
        let own = SymbolImage.configuration(
            name: "star.fill", own: SymbolConfiguration(textStyle: "caption1", scale: .medium), titleTextStyle: .shortBody, category: .large, measured: nil)
        #expect(own.applied == SymbolConfiguration(textStyle: "caption1", scale: .medium))
        #expect(own.pointSize == 12)
    }

    @Test("SY3.2: without a measured size a .system button's symbol is laid out at the estimate, and layout says so")
    func estimateInTheLayout() throws {
        let loaded = try scenario("button:\n  buttonType: system\n  sizeToFit: true\n  image: {symbol: star}\n")
        let symbol = try #require(loaded.image?.symbol)
        #expect(loaded.button.imageSize == Size(width: 26.3732421875, height: 26.3732421875))
        #expect(symbol.textLine == "symbol: star drawn at text style body, scale large, from a .system button's default preferred symbol configuration (body, large): 17 pt; size 26.373 × 26.373 estimated")
        #expect(symbol.warning == "[symbol-estimate] SF Symbol star: 26.373 × 26.373 is an estimate (one 17-pt line × 1.3 for scale large); give its measured size (image.size) for exact frames")
        let report = LayoutReport(name: loaded.name, provenance: nil, layout: .legacy(try loaded.button.computeLayout()), symbol: symbol)
        #expect(report.text.contains("\n  symbol: star drawn at text style body, scale large"))
        guard case .object(let members) = report.json, case .object(let json)? = members.first(where: { $0.0 == "symbol" })?.1 else {
            Issue.record("no symbol object in the layout JSON")
            return
        }
        #expect(json.map(\.0) == ["name", "own", "applied", "appliedBy", "pointSize", "size", "baselineOffset"])
        #expect(json.first { $0.0 == "appliedBy" }?.1 == .string("systemButton"))
        #expect(json.first { $0.0 == "size" }?.1 == .string("estimated"))
    }

    @Test("SY3.1: a measured size wins and is no estimate; the configuration and baseline offset are kept as given")
    func measuredSymbol() throws {
        let loaded = try scenario(
            "button:\n  size: [100, 44]\n  image: {symbol: chevron.compact.down, size: [70.33333, 25.66667], baselineOffset: -10.33333, configuration: {pointSize: 64, weight: light, scale: medium}}\n")
        let symbol = try #require(loaded.image?.symbol)
        #expect(symbol.estimatedSize == nil)
        #expect(symbol.warning == nil)
        #expect(symbol.own == SymbolConfiguration(pointSize: 64, scale: .medium, weight: .light))
        #expect(symbol.baselineOffset == -10.33333)
        #expect(loaded.button.imageSize == Size(width: 70.33333, height: 25.66667))
    }

    @Test("symbols.md's worked example: star.fill measured in a configuration, (12, 3.33333, 28, 26.66667), title at 46, 80 × 34.33333")
    func workedExample() throws {
        let loaded = try scenario("""
            button:
              layout: configuration
              sizeToFit: true
              scale: 3
              configuration:
                style: gray
                imagePadding: 6
                title: {text: "Go", size: [22, 20.33333]}
                image: {symbol: star.fill, size: [28, 20.33333], alignmentInsets: {top: 3.66667, bottom: 2.66667}}

            """)
        let configuration = try #require(loaded.configuration)
        let result = try configuration.computeLayout()
        let image = try #require(result.imageView)
        #expect([image.x, image.y, image.width, image.height].map(fiveDigits) == [12, 3.33333, 28, 26.66667])
        #expect(result.titleLabel?.x == 46)
        #expect([result.bounds.width, result.bounds.height].map(fiveDigits) == [80, 34.33333])
        #expect(loaded.image?.symbol?.source == .configuration)
        #expect(loaded.image?.symbol?.applied == SymbolConfiguration(textStyle: "shortBody", scale: .large))
        #expect(loaded.image?.symbol?.estimatedSize == nil)
    }

    @Test("an unknown scale or text style is a positioned error listing the allowed values")
    func badConfiguration() {
        let messages = errors("button:\n  size: [44, 44]\n  image: {symbol: star, configuration: {scale: huge}}\n")
        #expect(messages == ["3:48: error: button.image.configuration.scale: unknown value 'huge'; expected one of: small, medium, large, unspecified"])
    }
}
