import Testing

@testable import ButtonScenario

/// Configuration titles and subtitles are capped (security.md §2): measuring, wrapping and truncating lay the
/// whole text out again and again, and "lorem ipsum " × 60 000 took seconds and half a gigabyte.
@Suite struct TextLengthTests {
    static let limit = ScenarioLimits.maximumTextLength
    static let message = "the text has 5001 characters (Unicode scalars), over the limit of 5000; a button's title is a few words"

    static func configuration(title: String, subtitle: String) -> String {
        """
        button:
          layout: configuration
          size: [140, 80]
          configuration:
            title: {text: "\(title)", size: [10, 10]}
            subtitle: {text: "\(subtitle)", size: [10, 10]}
        """
    }

    @Test func aConfigurationTitleOrSubtitleOverTheLimitIsRefusedAtItsText() {
        let long = String(repeating: "é", count: Self.limit + 1)
        #expect(
            errors(Self.configuration(title: long, subtitle: "Sub")) == [
                "5:19: error: button.configuration.title.text: " + Self.message
            ])
        #expect(
            errors(Self.configuration(title: "Go", subtitle: long)) == [
                "6:22: error: button.configuration.subtitle.text: " + Self.message
            ])
    }

    @Test func aLegacyTitleOverItsLooserLimitIsRefused() throws {
        let long = String(repeating: "a", count: ScenarioLimits.maximumTitleLineLength + 1)
        #expect(
            errors("button:\n  size: [10, 10]\n  title: {text: \"\(long)\", size: [1, 1]}") == [
                "3:17: error: button.title.text: the text has 32769 characters (Unicode scalars), over the limit of 32768; a button's title is a few words"
            ])
        let longest = String(repeating: "a", count: ScenarioLimits.maximumTitleLineLength)
        #expect(try scenario("button:\n  size: [10, 10]\n  title: {text: \"\(longest)\", size: [1, 1]}").title?.text == longest)
    }

    @Test func textsUpToTheLimitAreRead() throws {
        let longest = String(repeating: "a", count: Self.limit)
        let result = try scenario(Self.configuration(title: longest, subtitle: longest))
        #expect(result.configuration?.configuration.title?.text == longest)
    }
}
