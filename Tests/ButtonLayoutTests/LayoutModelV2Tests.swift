import ButtonLabTestSupport
import ButtonLayout
import Testing

/// The worked examples and rules of layout-model.md v2 (UIKit 26), each with its exact value.
@Suite("Layout model v2: the spec's worked examples")
struct LayoutModelV2Tests {

    @Test("\"Fixed Frame Button\", 15-pt system title in 200 × 44 at 2x: title (33, 13, 134, 18), intrinsic 134 × 30 (R5)")
    func fixedFrameButton() throws {
        let button = Button(
            size: Size(width: 200, height: 44), buttonType: .system,
            title: Title(text: "Fixed Frame Button", font: TitleFont(size: 15), naturalSize: Size(width: 133.5, height: 18)))
        let result = try button.computeLayout()
        #expect(result.titleLabel == rect(33, 13, 134, 18))
        #expect(result.intrinsicContentSize == Size(width: 134, height: 30))
    }

    @Test("crossed contentEdgeInsets collapse to the midpoint and snap outward at 3x (R3)")
    func crossedContentInsets() throws {
        var button = Button(size: Size(width: 20, height: 10), scale: .x3, contentEdgeInsets: EdgeInsets(top: 8, left: 15, bottom: 9, right: 16))
        #expect(try button.computeLayout().contentRect == rect(28.0 / 3, 13.0 / 3, 1.0 / 3, 1.0 / 3))
        button.contentEdgeInsets = EdgeInsets(top: 1.2, left: 2.2, bottom: 3.7, right: 4.7)
        #expect(try button.computeLayout().contentRect == rect(2, 1, 40.0 / 3, 16.0 / 3))
    }

    @Test("a 10 × 6 image with CE (3, 5, 7, 11) in a system button is 26 × 28: the empty title still reserves 18 (R9.2)")
    func imageWithContentInsets() throws {
        let button = Button(
            buttonType: .system, contentEdgeInsets: EdgeInsets(top: 3, left: 5, bottom: 7, right: 11),
            imageSize: Size(width: 10, height: 6), sizeToFit: true)
        #expect(try button.computeLayout().intrinsicContentSize == Size(width: 26, height: 28))
    }

    @Test("empty buttons: system 30 × 30, custom 30 × 34, with or without an empty title (R9.2)", arguments: [
        (ButtonType.system, false, 30.0), (.system, true, 30), (.custom, false, 34), (.custom, true, 34),
    ])
    func emptyButtons(_ type: ButtonType, _ emptyTitle: Bool, height: Double) throws {
        let font = type.defaultTitleFont
        let button = Button(buttonType: type, title: emptyTitle ? Title(text: "", font: font, naturalSize: .zero) : nil, sizeToFit: true)
        let result = try button.computeLayout()
        #expect(result.intrinsicContentSize == Size(width: 30, height: height))
        #expect(result.bounds.size == Size(width: 30, height: height))
        // The label of an empty title is hidden and its rect is zero; there is no label without a title.
        #expect(result.titleLabel == (emptyTitle ? .zero : nil))
    }

    @Test("an empty custom button with a non-resizable background image is not likely to have a title (R9.2, R9.3)")
    func backgroundImageButton() throws {
        var button = Button(backgroundImage: BackgroundImage(size: Size(width: 0, height: 0)), sizeToFit: true)
        var result = try button.computeLayout()
        // Both axes exactly 0: noIntrinsicMetric in intrinsicContentSize, 0 in sizeThatFits (R11).
        #expect(result.intrinsicContentSize == Size(width: -1, height: -1))
        #expect(result.sizeThatFits == .zero)
        button.backgroundImage = BackgroundImage(size: Size(width: 44, height: 10), resizable: true)
        result = try button.computeLayout()
        // Resizable: likely to have a title (22-pt line), no minimum from the image, no padding.
        #expect(result.sizeThatFits == Size(width: 0, height: 22))
        #expect(result.intrinsicContentSize == Size(width: -1, height: 22))
    }

    @Test("335 × 40 at 2x, a 54 × 21.5 label rounded to pixels: title y 9.5 (R5 pixels)")
    func pixelRounding() throws {
        let button = Button(
            size: Size(width: 335, height: 40),
            title: Title(text: "Button", font: TitleFont(size: 18), naturalSize: Size(width: 54, height: 21.5)),
            titleSizeRounding: .pixels)
        let title = try #require(try button.computeLayout().titleLabel)
        #expect(title == rect(140.5, 9.5, 54, 21.5))
    }

    @Test("contentEdgeInsets count per component in the intrinsic size: CE (1, −0.5, 0, 0.5) at 3x is 1⁄3 wide (R10)")
    func perComponentRounding() throws {
        let button = Button(scale: .x3, contentEdgeInsets: EdgeInsets(top: 1, left: -0.5, bottom: 0, right: 0.5), sizeToFit: true)
        #expect(try button.computeLayout().sizeThatFits.width == 1.0 / 3)
    }

    @Test("the 6-pt padding moves a top-aligned title only after an intrinsic-size query (R2)")
    func paddingAfterQuery() throws {
        var button = Button(
            size: Size(width: 100, height: 50), contentVerticalAlignment: .top,
            title: Title(text: "Go", font: TitleFont(size: 18), naturalSize: Size(width: 20, height: 22)))
        #expect(try button.computeLayout().titleLabel?.y == 0)
        button.intrinsicSizeQueried = true
        #expect(try button.computeLayout().titleLabel?.y == 6)
        #expect(try button.computeLayout().contentRect == rect(0, 6, 100, 38))
    }

    @Test("image sizes are not rounded (R4.2)")
    func unroundedImage() throws {
        let button = Button(size: Size(width: 100, height: 50), imageSize: Size(width: 10.3, height: 10.3))
        let image = try #require(try button.computeLayout().imageView)
        #expect(image.size == Size(width: 10.3, height: 10.3))
        // (100 − 10.3) / 2 = 44.85 → floorPx = 44.5; (50 − 10.3) / 2 = 19.85 → 19.5.
        #expect(image.origin == Point(x: 44.5, y: 19.5))
    }

    @Test("crossing imageEdgeInsets shift a title-only button's title through iw = min(0, IR.w) (R4.2)")
    func titleOnlyImageInsets() throws {
        var button = Button(
            size: Size(width: 200, height: 44),
            title: Title(text: "Go", font: TitleFont(size: 18), naturalSize: Size(width: 50, height: 22)))
        #expect(try button.computeLayout().titleLabel?.x == 75)
        button.imageEdgeInsets = EdgeInsets(left: 150, right: 150)
        // IR.w = −100, so iw = −100 and tx = 0 − 100 + round((200 + 100 − 50) / 2) = 25.
        let result = try button.computeLayout()
        #expect(result.titleLabel?.x == 25)
        #expect(result.warnings.contains(.insetsCross(area: .imageArea, width: -100, height: 44)))
    }

    @Test("a title that does not fit hugs its middle-truncated line (R6.3): label (2.5, 6.5, 75, 17)")
    func truncatedTitleHugsItsLine() throws {
        // Every character 10 pt, the ellipsis 4.3: 7 characters and "…" fit in 80 (74.3 → 75).
        let text = "Very long title that does not fit"
        let button = Button(
            size: Size(width: 80, height: 30),
            title: Title(text: text, font: TitleFont(size: 14), naturalSize: Size(width: 330, height: 16.70703125), sizeIsGiven: false))
        let result = try button.computeLayout(measurer: FixedWidthMeasurer())
        #expect(result.titleLabel == rect(2.5, 6.5, 75, 17))
        #expect(result.truncatedTitle == "Very…fit")
        #expect(result.warnings == [.titleTruncated(from: 330, to: 74.3, line: "Very…fit")])
        // Without a measurer the width is an upper bound, said in a warning.
        let bound = try button.computeLayout()
        #expect(bound.titleLabel == rect(0, 6.5, 80, 17))
        #expect(bound.warnings == [.titleWidthUpperBound(width: 80)])
    }

    @Test("a title given as a size is truncated in proportion to its measured text")
    func givenSizeTruncatesInProportion() throws {
        // Measured 330 (33 × 10) but given as 165: every measured width counts half.
        let button = Button(
            size: Size(width: 80, height: 30),
            title: Title(text: "Very long title that does not fit", font: TitleFont(size: 14), naturalSize: Size(width: 165, height: 17)))
        let result = try button.computeLayout(measurer: FixedWidthMeasurer())
        // 15 characters (5 × 15 + 2.15 = 77.15) fit in 80 at half width.
        #expect(result.truncatedTitle == "Very lon…not fit")
        #expect(result.titleLabel?.width == 78)
        #expect(result.warnings == [.titleTruncated(from: 165, to: 77.15, line: "Very lon…not fit")])
    }

    @Test("a negative half under roundPx is marked uncertain (R1), and negative operands read (−0.5)")
    func negativeHalves() throws {
        let button = Button(
            size: Size(width: 100, height: 20), scale: .x1,
            title: Title(text: "Tall", font: TitleFont(size: 18), naturalSize: Size(width: 40, height: 21)))
        let explanation = try button.explain()
        #expect(explanation.result.titleLabel?.y == -1)
        let vertical = explanation.lines(in: .vertical)
        #expect(vertical.contains("ty = TR.y + roundPx((TR.h − th) / 2) = 0 + roundPx((20 − 21) / 2) = −1"))
        #expect(vertical.contains("(uncertain: how roundPx rounds a negative half)"))
        #expect(vertical.contains("  roundPx(−0.5) = −1 (to the 1-pt grid at 1x)") || vertical.contains("  roundPx(-0.5) = -1 (to the 1-pt grid at 1x)"))
    }

    @Test("SF's line height is size × 2444/2048")
    func systemFontLineHeight() {
        #expect(SystemFontMetrics.lineHeight(ofSize: 15) == 17.900390625)
        #expect(SystemFontMetrics.lineHeight(ofSize: 17) == 20.287109375)
    }
}

/// Every character 10 pt wide, the ellipsis 4.3.
struct FixedWidthMeasurer: TitleMeasuring {
    func lineWidth(of text: String, font: TitleFont) -> Double {
        text.reduce(0) { $0 + ($1 == "…" ? 4.3 : 10) }
    }
}
