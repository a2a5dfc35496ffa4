import ButtonLayout
import Testing

/// configuration-model.md, Defaults and §1–§2: what a configuration resolves to, and how labels
/// are measured (wrapping re-flows through M, truncating is cut).
@Suite("Configuration: defaults, resolution and measuring")
struct ConfigurationDefaultsTests {
    @Test("default contentInsets per buttonSize", arguments: [
        (ButtonConfiguration.ButtonSize.medium, DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)),
        (.large, DirectionalEdgeInsets(top: 15, leading: 20, bottom: 15, trailing: 20)),
        (.small, DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)),
        (.mini, DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)),
    ])
    func defaultInsets(buttonSize: ButtonConfiguration.ButtonSize, insets: DirectionalEdgeInsets) throws {
        #expect(buttonSize.defaultContentInsets == insets)
        let result = try configButton {
            $0.buttonSize = buttonSize
            $0.title = configureTitle
        }.computeLayout()
        #expect(result.resolution.contentInsets == insets)
        #expect(result.resolution.contentInsetsSource == .buttonSizeDefault)
        #expect(result.titleLabel?.origin == Point(x: insets.leading, y: insets.top))
        #expect(result.intrinsicContentSize.width == 75 + insets.leading + insets.trailing)
        #expect(pts(result.intrinsicContentSize.height) == pts(third(61) + insets.top + insets.bottom))
    }

    @Test("text styles per buttonSize and role", arguments: [
        (ButtonConfiguration.ButtonSize.medium, ButtonRole.normal, TextStyle.shortBody, TextStyle.shortFootnote),
        (.large, .normal, .shortBody, .shortFootnote),
        (.medium, .primary, .shortEmphasizedBody, .shortFootnote),
        (.large, .primary, .shortEmphasizedBody, .shortFootnote),
        (.small, .normal, .shortSubheadline, .shortCaption1),
        (.mini, .normal, .shortSubheadline, .shortCaption1),
        (.small, .primary, .shortEmphasizedSubhead, .shortCaption1),
        (.mini, .destructive, .shortSubheadline, .shortCaption1),
    ])
    func textStyles(buttonSize: ButtonConfiguration.ButtonSize, role: ButtonRole, title: TextStyle, subtitle: TextStyle) {
        var button = configButton {
            $0.buttonSize = buttonSize
            $0.title = ConfigurationLabel(text: "Title")
            $0.subtitle = ConfigurationLabel(text: "Subtitle")
        }
        button.role = role
        let measurer = RecordingMeasurer { _, _, _ in Size(width: 40, height: 18) }
        let result = button.computeLayout(measuring: measurer)
        #expect(result.resolution.titleFont == title.font)
        #expect(result.resolution.subtitleFont == subtitle.font)
        #expect(measurer.calls.first { $0.text == "Title" }?.font == title.font)
        #expect(measurer.calls.first { $0.text == "Subtitle" }?.font == subtitle.font)
    }

    @Test("the text styles' sizes and weights")
    func textStyleFonts() {
        #expect(TextStyle.shortBody.font.size == 17 && TextStyle.shortBody.font.weight == .regular)
        #expect(TextStyle.shortEmphasizedBody.font.size == 17 && TextStyle.shortEmphasizedBody.font.weight == .semibold)
        #expect(TextStyle.shortSubheadline.font.size == 15 && TextStyle.shortEmphasizedSubhead.font.weight == .semibold)
        #expect(TextStyle.shortFootnote.font.size == 13 && TextStyle.shortCaption1.font.size == 12)
        #expect(TextStyle.shortEmphasizedSubhead.uikitName == "ShortEmphasizedSubhead")
    }

    @Test("a font override replaces the text style and is what the label is measured with")
    func fontOverride() {
        let font = ConfigurationFont(size: 20, weight: .bold)
        let measurer = RecordingMeasurer { _, _, _ in Size(width: 50, height: 24) }
        let result = configButton { $0.title = ConfigurationLabel(text: "Big", font: font) }.computeLayout(measuring: measurer)
        #expect(result.resolution.titleFont == font)
        #expect(measurer.calls.allSatisfy { $0.font == font })
    }

    @Test("single-line label heights: ceilPx of size × 2444/2048")
    func singleLineHeights() {
        #expect(TextStyle.shortBody.font.singleLineHeight(scale: .x3) == third(61))
        #expect(TextStyle.shortSubheadline.font.singleLineHeight(scale: .x3) == 18)
        #expect(TextStyle.shortFootnote.font.singleLineHeight(scale: .x3) == third(47))
        #expect(TextStyle.shortBody.font.singleLineHeight(scale: .x2) == 20.5)
        #expect(TextStyle.shortSubheadline.font.singleLineHeight(scale: .x2) == 18)
        #expect(TextStyle.shortFootnote.font.singleLineHeight(scale: .x2) == 16)
        #expect(TextStyle.shortBody.font.lineHeight == 20.287109375)
    }

    @Test("ButtonConfiguration() has UIKit's defaults")
    func configurationDefaults() {
        let c = ButtonConfiguration()
        #expect(c.style == .plain && c.buttonSize == .medium && c.contentInsets == nil)
        #expect(c.imagePlacement == .leading && c.imagePadding == 0 && c.titlePadding == 1 && c.imageReservation == 0)
        #expect(c.titleAlignment == .automatic && !c.showsActivityIndicator)
        #expect(c.titleLineBreakMode == .byWordWrapping && c.subtitleLineBreakMode == .byWordWrapping)
    }

    @Test("style does not change the layout", arguments: ButtonConfiguration.Style.allCases)
    func styleHasNoEffect(style: ButtonConfiguration.Style) throws {
        let plain = try configButton(size: Size(width: 160, height: 44)) { $0.title = configureTitle }.computeLayout()
        var styled = try configButton(size: Size(width: 160, height: 44)) {
            $0.title = configureTitle
            $0.style = style
        }.computeLayout()
        #expect(styled.resolution.style == style)
        styled.resolution.style = .plain
        #expect(styled == plain)
    }

    @Test("accessibility text sizes widen the default leading and trailing insets by 2…10 pt", arguments: [
        (ContentSizeCategory.large, 0.0), (.accessibilityMedium, 2), (.accessibilityLarge, 4),
        (.accessibilityExtraLarge, 6), (.accessibilityExtraExtraLarge, 8), (.accessibilityExtraExtraExtraLarge, 10),
    ])
    func accessibilityInsets(category: ContentSizeCategory, increase: Double) throws {
        var button = configButton { $0.title = configureTitle }
        button.contentSizeCategory = category
        let result = try button.computeLayout()
        #expect(result.resolution.contentInsets == DirectionalEdgeInsets(top: 7, leading: 12 + increase, bottom: 7, trailing: 12 + increase))
        #expect(result.intrinsicContentSize.width == 99 + 2 * increase)
        #expect(pts(result.intrinsicContentSize.height) == "34.33333")
        // A custom value replaces the default, accessibility increase included.
        button.configuration.contentInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(try button.computeLayout().resolution.contentInsets == DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    }

    @Test("contentInsets replace the default: .zero gives zero, and a custom value survives a buttonSize change")
    func customInsets() throws {
        let zero = try configButton {
            $0.title = configureTitle
            $0.contentInsets = .zero
        }.computeLayout()
        #expect(zero.intrinsicContentSize == Size(width: 75, height: third(61)))
        #expect(zero.titleLabel?.origin == .zero)
        let custom = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let large = try configButton {
            $0.title = configureTitle
            $0.contentInsets = custom
            $0.buttonSize = .large
        }.computeLayout()
        #expect(large.resolution.contentInsets == custom)
        #expect(large.resolution.contentInsetsSource == .custom)
        #expect(large.titleLabel?.origin == Point(x: 2, y: 1))
        #expect(large.intrinsicContentSize.width == 81)
    }

    @Test("insets are not rounded (8.5 stays 8.5); the ideal size is")
    func insetsNotRounded() throws {
        let half = try configButton {
            $0.title = configureTitle
            $0.contentInsets = DirectionalEdgeInsets(top: 7, leading: 8.5, bottom: 7, trailing: 8.5)
        }.computeLayout()
        #expect(half.titleLabel?.x == 8.5)
        #expect(half.intrinsicContentSize.width == 92)
        // 75 + 8.4 + 8.4 = 91.8 → roundPx at 3x = 91.66667; the title still starts at 8.4.
        let offGrid = try configButton {
            $0.title = configureTitle
            $0.contentInsets = DirectionalEdgeInsets(top: 7, leading: 8.4, bottom: 7, trailing: 8.4)
        }.computeLayout()
        #expect(offGrid.intrinsicContentSize.width == third(275))
        #expect(offGrid.titleLabel == Rect(x: 8.4, y: 7, width: 75, height: third(61)))
    }

    @Test("sizeToFit lays out again at the fitted width: a truncating title can lose the ideal size's rounding")
    func sizeToFitRemeasures() throws {
        let result = try configButton {
            $0.title = configureTitle
            $0.titleLineBreakMode = .byTruncatingTail
            $0.contentInsets = DirectionalEdgeInsets(top: 7, leading: 8.4, bottom: 7, trailing: 8.4)
        }.computeLayout()
        #expect(result.bounds.width == third(275))
        #expect(result.titleLabel?.width == third(275) - 8.4 - 8.4)
        #expect(result.warnings == [.labelTruncated(.title, from: 75, to: third(275) - 8.4 - 8.4)])
    }

    @Test("imagePadding needs an image and text; titlePadding needs a title and a subtitle")
    func paddingsNeedPairs() throws {
        let imageOnly = try configButton {
            $0.image = ConfigurationImage(size: Size(width: 28, height: 20))
            $0.imagePadding = 6
        }.computeLayout()
        #expect(imageOnly.resolution.imagePadding == 0 && imageOnly.resolution.configuredImagePadding == 6)
        #expect(imageOnly.intrinsicContentSize == Size(width: 52, height: 34))
        let titleOnly = try configButton {
            $0.title = configureTitle
            $0.imagePadding = 6
            $0.titlePadding = 10
        }.computeLayout()
        #expect(titleOnly.resolution.imagePadding == 0 && titleOnly.resolution.titlePadding == 0)
        #expect(titleOnly.intrinsicContentSize.width == 99)
        #expect(pts(titleOnly.intrinsicContentSize.height) == "34.33333")
        let both = try configButton {
            $0.title = configureTitle
            $0.subtitle = subSubtitle
            $0.titlePadding = 10
        }.computeLayout()
        #expect(both.subtitleLabel?.y == 7 + third(61) + 10)
        #expect(both.intrinsicContentSize.height == 60)
    }

    @Test("an empty title is no title")
    func emptyTitle() throws {
        let result = try configButton { $0.title = ConfigurationLabel(text: "", size: Size(width: 30, height: 20)) }.computeLayout()
        #expect(result.titleLabel == nil)
        #expect(result.intrinsicContentSize == Size(width: 24, height: 14))
    }

    @Test("computeLayout() without a measurer needs every label's size")
    func missingSize() {
        let button = configButton {
            $0.title = configureTitle
            $0.subtitle = ConfigurationLabel(text: "Unmeasured")
        }
        #expect(throws: ConfigurationLayoutError(label: .subtitle)) { try button.computeLayout() }
        #expect(throws: ConfigurationLayoutError(label: .subtitle)) { try button.explain() }
    }
}
