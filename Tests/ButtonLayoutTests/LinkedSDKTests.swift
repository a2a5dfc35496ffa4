import ButtonLabTestSupport
import ButtonLayout
import Testing

/// A configuration label measurer that keeps UILabel's contract: 7.05 pt a character, ceiled to the grid it is given.
private struct GridLabelMeasurer: LabelMeasuring {
    func size(of text: String, font: ConfigurationFont, maxWidth: Double, numberOfLines: Int, scale: ScreenScale) -> Size {
        let grid = PixelGrid(scale: scale)
        return Size(width: grid.ceil(7.05 * Double(text.count)), height: grid.ceil(font.lineHeight))
    }
}

/// layout-model.md R17 (`linkedSDK`, ER1 row 11): UILabel ceils what it measures to pixels for apps linked on recent
/// SDKs and to whole points for old ones; the title box is rounded by R5 after that.
@Suite("linkedSDK: label sizes in whole points for old SDKs (eras.md ER1 row 11)")
struct LinkedSDKTests {
    private func legacy(_ sdk: LinkedSDKAge, given: Bool = false, rounding: TitleSizeRounding = .pixels) throws -> LayoutResult {
        var button = Button(
            size: Size(width: 100, height: 44), scale: .x3,
            title: Title(text: "Log in", font: TitleFont(size: 15), naturalSize: Size(width: 45.5, height: 17.900390625), sizeIsGiven: given),
            titleSizeRounding: rounding)
        button.linkedSDK = sdk
        return try button.computeLayout()
    }

    @Test("pixel rounding: a measured 45.5-pt title is 137/3 wide for a recent SDK and 46 for an old one, in layout and intrinsic size")
    func measuredTitleWithPixels() throws {
        let recent = try legacy(.recent)
        #expect(recent.titleLabel == Rect(x: 82.0 / 3, y: 13, width: 137.0 / 3, height: 18))
        #expect(recent.sizeThatFits == Size(width: 137.0 / 3, height: 30))
        let old = try legacy(.old)
        #expect(old.titleLabel == Rect(x: 27, y: 13, width: 46, height: 18))
        #expect(old.sizeThatFits == Size(width: 46, height: 30))
    }

    @Test("a given size is the label's own report: the old SDK leaves it as written")
    func givenSizeUnchanged() throws {
        #expect(try legacy(.old, given: true).titleLabel == Rect(x: 82.0 / 3, y: 13, width: 137.0 / 3, height: 18))
    }

    @Test("whole-point rounding (R5's default) covers the label's ceiling: the old SDK changes nothing")
    func pointsUnchanged() throws {
        #expect(try legacy(.old, rounding: .points).titleLabel == legacy(.recent, rounding: .points).titleLabel)
        #expect(try legacy(.old, rounding: .points).titleLabel == Rect(x: 27, y: 13, width: 46, height: 18))
    }

    @Test("configuration: the measured \"Configure\" label is 64 × 21 for an old SDK, 191/3 × 61/3 for a recent one, at 3x")
    func configurationLabel() {
        func layout(_ sdk: LinkedSDKAge) -> ConfigurationLayoutResult {
            var button = ConfigurationButton(
                sizeToFit: true, scale: .x3, configuration: ButtonConfiguration(title: ConfigurationLabel(text: "Configure")))
            button.linkedSDK = sdk
            return button.computeLayout(measuring: GridLabelMeasurer())
        }
        // 9 × 7.05 = 63.45: ceiled to thirds, 191/3; to whole points, 64. The 17-pt line (20.287) is 61/3 or 21.
        #expect(layout(.recent).titleLabel == Rect(x: 12, y: 7, width: 191.0 / 3, height: 61.0 / 3))
        #expect(layout(.recent).bounds.size == Size(width: 263.0 / 3, height: 103.0 / 3))
        #expect(layout(.old).titleLabel == Rect(x: 12, y: 7, width: 64, height: 21))
        #expect(layout(.old).bounds.size == Size(width: 88, height: 35))
    }

    @Test("multi-line (R6.4): two 17-pt lines (40.57 pt) are 122/3 high for a recent SDK, 41 for an old one, at 3x with pixel rounding")
    func multilineBox() throws {
        func box(_ sdk: LinkedSDKAge) throws -> Rect? {
            var button = Button(
                size: Size(width: 60, height: 80), scale: .x3,
                title: Title(text: "aa bb cc", font: TitleFont(size: 17), naturalSize: Size(width: 100, height: 20.287109375)),
                titleSizeRounding: .pixels)
            button.titleLabelLines.numberOfLines = 0
            button.linkedSDK = sdk
            return try button.computeLayout().titleLabel
        }
        // Known only by its size: 100 pt in 60 makes two lines of 20.287109375.
        #expect(try box(.recent)?.height == 122.0 / 3)
        #expect(try box(.old)?.height == 41)
    }
}
