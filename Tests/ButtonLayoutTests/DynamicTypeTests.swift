import ButtonLayout
import Testing

/// dynamic-type.md: the size table (DY1), UIFontMetrics' body curve (DY3), the legacy text-style
/// font (DY4.2) and the configuration's fonts, insets and reservation (DY5), with the spec's values.
@Suite("Dynamic Type")
struct DynamicTypeTests {
    @Test("DY1: preferredFont sizes, every style at xS, L and AX5, and the body row in full")
    func sizeTable() {
        let body = ContentSizeCategory.allCases.map { FontTextStyle.body.pointSize(in: $0) }
        #expect(body == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        let corners = FontTextStyle.allCases.map { style in
            [ContentSizeCategory.extraSmall, .large, .accessibilityExtraExtraExtraLarge].map { style.pointSize(in: $0) }
        }
        #expect(corners == [
            [31, 34, 60], [25, 28, 58], [19, 22, 56], [17, 20, 55], [14, 17, 53], [14, 17, 53],
            [13, 16, 51], [12, 15, 49], [12, 13, 44], [11, 12, 43], [11, 11, 40],
        ])
        #expect(FontTextStyle.headline.weight == .semibold)
        #expect(FontTextStyle.body.font(in: .accessibilityExtraExtraExtraLarge) == TitleFont(size: 53, weight: .regular))
    }

    @Test("DY2: the line height is size × 2444/2048 (31 → 36.994140625, 60 → 71.6015625)")
    func lineHeights() {
        #expect(SystemFontMetrics.lineHeight(ofSize: 31) == 36.994140625)
        #expect(SystemFontMetrics.lineHeight(ofSize: 60) == 71.6015625)
    }

    @Test("DY3/DY5.3: a reservation of 40 is 61.667 at AX1 and 112.667 at AX5 (3x); 17 is 48 at AX5; L is the identity")
    func fontMetricsCurve() {
        #expect(FontMetricsCurve.scaledValue(40, in: .accessibilityMedium, scale: .x3) == third(185))
        #expect(FontMetricsCurve.scaledValue(40, in: .accessibilityExtraExtraExtraLarge, scale: .x3) == third(338))
        #expect(FontMetricsCurve.scaledValue(17, in: .accessibilityExtraExtraExtraLarge, scale: .x3) == 48)
        #expect(FontMetricsCurve.scaledValue(15, in: .extraSmall, scale: .x3) == 13)
        #expect(FontMetricsCurve.scaledValue(33, in: .large, scale: .x3) == 33)
        // Between measured bases: linear, then the nearest pixel (16 at AX5: (127 + 144) / 2 / 3 = 45.1667 → 45.1667 at 3x).
        #expect(FontMetricsCurve.scaledValue(16, in: .accessibilityExtraExtraExtraLarge, scale: .x3) == third(136))
    }

    @Test("DY4.2: a text-style font follows the category only with adjustsFontForContentSizeCategory")
    func legacyTextStyleFont() {
        let adjusting = TitleFontResolution(textStyle: .body, contentSizeCategory: .accessibilityExtraExtraExtraLarge, adjustsFontForContentSizeCategory: true)
        #expect(adjusting.font.size == 53)
        let frozen = TitleFontResolution(
            textStyle: .body, contentSizeCategory: .accessibilityExtraExtraExtraLarge, adjustsFontForContentSizeCategory: false,
            fontCreatedAtCategory: .large)
        #expect(frozen.font.size == 17)
        #expect(frozen.fontCategory == .large)
    }

    @Test("DY4 worked example: a .system button with a body font and an empty title is 33 tall at L, 60 at AX3, 29 at xS")
    func legacyWorkedExample() throws {
        let heights = try [ContentSizeCategory.large, .accessibilityExtraLarge, .extraSmall].map { category in
            let font = FontTextStyle.body.font(in: category)
            let button = Button(
                scale: .x2, buttonType: .system,
                title: Title(text: "", font: font, naturalSize: Size(width: 0, height: SystemFontMetrics.lineHeight(ofSize: font.size)), sizeIsGiven: false),
                sizeToFit: true)
            return try button.computeLayout().intrinsicContentSize.height
        }
        #expect(heights == [33, 60, 29])
    }

    @Test("DY4.5: nothing else scales: with insets, AX5 adds only the line height's difference to L")
    func legacyInsetsDoNotScale() throws {
        let heights = try [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge].map { category in
            let font = FontTextStyle.body.font(in: category)
            let button = Button(
                buttonType: .system, contentEdgeInsets: EdgeInsets(top: 4, left: 8, bottom: 4, right: 8),
                title: Title(text: "", font: font, naturalSize: Size(width: 0, height: SystemFontMetrics.lineHeight(ofSize: font.size)), sizeIsGiven: false),
                sizeToFit: true)
            return try button.computeLayout().intrinsicContentSize.height
        }
        // ceil(63.2421875) − ceil(20.287109375)
        #expect(heights[1] - heights[0] == 64 - 21)
    }

    @Test("DY5 worked example: a medium configuration at AX1 has insets (7, 14, 7, 14), a 28-pt ShortBody title, height 47.66667")
    func configurationWorkedExample() {
        struct Measurer: LabelMeasuring {
            func size(of text: String, font: ConfigurationFont, maxWidth: Double, numberOfLines: Int, scale: ScreenScale) -> Size {
                Size(width: 124, height: font.singleLineHeight(scale: scale))
            }
        }
        var button = configButton { $0.title = ConfigurationLabel(text: "Configure") }
        button.sizeToFit = true
        button.contentSizeCategory = .accessibilityMedium
        let result = button.computeLayout(measuring: Measurer())
        #expect(result.resolution.contentInsets == DirectionalEdgeInsets(top: 7, leading: 14, bottom: 7, trailing: 14))
        #expect(result.resolution.titleFont.size == 28)
        #expect(result.titleLabel?.height == third(101))
        #expect(result.intrinsicContentSize.height == third(143))
    }

    @Test("DY5.3: the configuration's imageReservation goes through the body curve; imagePadding does not")
    func configurationReservation() {
        var button = configButton {
            $0.imageReservation = 40
            $0.imagePadding = 8
            $0.title = ConfigurationLabel(text: "A", size: Size(width: 10, height: 20))
        }
        button.contentSizeCategory = .accessibilityMedium
        let r = button.computeLayout(measuring: NoMeasurer()).resolution
        #expect(r.imageReservation == third(185))
        #expect(r.configuredImageReservation == 40)
        #expect(r.configuredImagePadding == 8)
    }

    private struct NoMeasurer: LabelMeasuring {
        func size(of text: String, font: ConfigurationFont, maxWidth: Double, numberOfLines: Int, scale: ScreenScale) -> Size { .zero }
    }
}
