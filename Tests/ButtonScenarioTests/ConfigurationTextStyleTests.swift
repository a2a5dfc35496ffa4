import ButtonLayout
import Testing

@testable import ButtonScenario

/// `configuration.title.textStyle` (dynamic-type.md DY5.1, DY6): a transformer's
/// `preferredFont(forTextStyle:)` replaces the configuration's Short style.
@Suite("Configuration labels with a text style")
struct ConfigurationTextStyleTests {
    private func title(_ label: String, category: String = "large") throws -> ConfigurationLabel? {
        let result = try scenario(
            "button:\n  layout: configuration\n  sizeToFit: true\n  contentSizeCategory: \(category)\n"
                + "  configuration:\n    title: \(label)\n")
        return result.configuration?.configuration.title
    }

    @Test("the style's DY1 size at the category and the style's weight: body 17 at large, headline 28 semibold at AX1")
    func sizes() throws {
        #expect(try title(#"{text: "Go", size: [20, 20], textStyle: body}"#)?.font == ConfigurationFont(size: 17, weight: .regular))
        #expect(try title(#"{text: "Go", size: [20, 20], textStyle: headline}"#, category: "accessibilityMedium")?.font
            == ConfigurationFont(size: 28, weight: .semibold))
        #expect(try title(#"{text: "Go", size: [20, 20], textStyle: caption2}"#, category: "extraSmall")?.font
            == ConfigurationFont(size: 11, weight: .regular))
        // Without one, the Short style stays (font nil: the style's).
        #expect(try title(#"{text: "Go", size: [20, 20]}"#)?.font == nil)
    }

    @Test("font and textStyle are exclusive")
    func exclusive() {
        let found = errors("button:\n  layout: configuration\n  sizeToFit: true\n  configuration:\n    title: {text: \"Go\", size: [20, 20], font: {size: 12}, textStyle: body}\n")
        #expect(found.count == 1)
        #expect(found.first?.contains("give either font (a fixed size) or textStyle (a Dynamic Type font), not both") == true)
    }
}
