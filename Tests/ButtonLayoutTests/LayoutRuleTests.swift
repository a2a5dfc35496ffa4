import ButtonLabTestSupport
import ButtonLayout
import Testing

private func button(
    _ w: Double = 200, _ h: Double = 100,
    horizontal: HorizontalAlignment = .center, vertical: VerticalAlignment = .center,
    direction: LayoutDirection = .leftToRight, semantic: SemanticContentAttribute = .unspecified,
    image: Size? = Size(width: 50, height: 50), title: Size? = Size(width: 50, height: 25)
) -> Button {
    Button(
        size: Size(width: w, height: h), layoutDirection: direction, semanticContentAttribute: semantic,
        contentHorizontalAlignment: horizontal, contentVerticalAlignment: vertical,
        imageSize: image, titleSize: title
    )
}

@Suite("Horizontal alignment, both directions")
struct HorizontalAlignmentTests {
    @Test(arguments: [
        // alignment, direction, image x, title x
        (HorizontalAlignment.center, LayoutDirection.leftToRight, 50.0, 100.0),
        (.left, .leftToRight, 0, 50),
        (.right, .leftToRight, 100, 150),
        (.leading, .leftToRight, 0, 50),
        (.trailing, .leftToRight, 100, 150),
        (.center, .rightToLeft, 100, 50),
        (.left, .rightToLeft, 50, 0),
        (.right, .rightToLeft, 150, 100),
        (.leading, .rightToLeft, 150, 100),
        (.trailing, .rightToLeft, 50, 0),
    ])
    func alignment(_ alignment: HorizontalAlignment, _ direction: LayoutDirection, imageX: Double, titleX: Double) throws {
        let result = try button(horizontal: alignment, direction: direction).computeLayout()
        #expect(result.imageView?.x == imageX)
        #expect(result.titleLabel?.x == titleX)
        #expect(result.layoutDirection == direction)
    }

    @Test("RTL virtual boxes sit on the mirrored side")
    func rtlVirtualBoxes() throws {
        var b = button(direction: .rightToLeft)
        b.imageEdgeInsets = EdgeInsets(right: 50)
        let result = try b.computeLayout()
        // Mirror of figure 3: the image area is (0, 0, 150, 100); [title][image] centred in it.
        #expect(result.imageView == rect(75, 25, 50, 50))
        #expect(result.titleLabel == rect(50, 37.5, 50, 25))
        #expect(result.virtualTitle == rect(25, 37.5, 50, 25))
        #expect(result.virtualImage == rect(100, 25, 50, 50))
    }

    @Test("semanticContentAttribute wins over the view's direction", arguments: [
        (SemanticContentAttribute.forceLeftToRight, LayoutDirection.rightToLeft, LayoutDirection.leftToRight),
        (.playback, .rightToLeft, .leftToRight),
        (.spatial, .rightToLeft, .leftToRight),
        (.forceRightToLeft, .leftToRight, .rightToLeft),
        (.unspecified, .rightToLeft, .rightToLeft),
    ])
    func semanticAttribute(_ semantic: SemanticContentAttribute, _ view: LayoutDirection, _ effective: LayoutDirection) throws {
        let result = try button(direction: view, semantic: semantic).computeLayout()
        #expect(result.layoutDirection == effective)
        #expect(result.imageView?.x == (effective == .leftToRight ? 50 : 100))
    }

    @Test("fill stretches both in proportion to their widths")
    func fill() throws {
        let result = try button(horizontal: .fill, vertical: .fill).computeLayout()
        #expect(result.imageView == rect(0, 0, 100, 100))
        #expect(result.titleLabel == rect(100, 0, 100, 100))
    }

    @Test("fill in RTL is the same as LTR (the image stays at the area's start)")
    func fillRTL() throws {
        let result = try button(horizontal: .fill, direction: .rightToLeft).computeLayout()
        #expect(result.imageView == rect(0, 25, 100, 50))
        #expect(result.titleLabel == rect(100, 37.5, 100, 25))
    }

    @Test("fill with unequal parts: 30 + 90 over 240 gives 60 and 180")
    func fillUnequal() throws {
        let result = try button(240, 40, horizontal: .fill, image: Size(width: 30, height: 30), title: Size(width: 90, height: 20)).computeLayout()
        #expect(result.imageView == rect(0, 5, 60, 30))
        #expect(result.titleLabel == rect(60, 10, 180, 20))
    }
}

@Suite("Vertical alignment")
struct VerticalAlignmentTests {
    @Test(arguments: [
        (VerticalAlignment.center, 25.0, 37.5),
        (.top, 0, 0),
        (.bottom, 50, 75),
    ])
    func vertical(_ alignment: VerticalAlignment, imageY: Double, titleY: Double) throws {
        let result = try button(vertical: alignment).computeLayout()
        #expect(result.imageView?.y == imageY)
        #expect(result.titleLabel?.y == titleY)
    }

    @Test("fill stretches both to their areas' heights")
    func fill() throws {
        let result = try button(vertical: .fill).computeLayout()
        #expect(result.imageView == rect(50, 0, 50, 100))
        #expect(result.titleLabel == rect(100, 0, 50, 100))
    }

    @Test("a title taller than its area overflows upwards under centre alignment")
    func titleOverflows() throws {
        let result = try button(200, 20, image: nil, title: Size(width: 50, height: 30)).computeLayout()
        #expect(result.titleLabel == rect(75, -5, 50, 30))
        #expect(result.warnings == [.contentOutsideBounds(element: .titleLabel, frame: rect(75, -5, 50, 30))])
    }
}

@Suite("Pixel rounding")
struct PixelRoundingTests {
    @Test("scale 3: floor for the image, round for the title, ceil for natural sizes")
    func scale3() throws {
        var b = button(101, 41, image: Size(width: 32, height: 32), title: Size(width: 54, height: 21.5))
        b.scale = .x3
        let result = try b.computeLayout()
        // block 86 in 101: (101 − 86) / 2 = 7.5 → floor(22.5) / 3 for the image, round(22.5) / 3 for the title;
        // vertically (41 − 32) / 2 = 4.5 → floor(13.5) / 3; the title box is 22 high (whole points),
        // (41 − 22) / 2 = 9.5 → round(28.5) / 3.
        #expect(result.imageView == rect(22.0 / 3, 13.0 / 3, 32, 32))
        #expect(result.titleLabel == rect(32 + 23.0 / 3, 29.0 / 3, 54, 22))
    }

    @Test("scale 1 and 2 differ on a half point", arguments: [(ScreenScale.x1, 12.0, 39.0), (.x2, 12.5, 38.5)])
    func halfPoint(_ scale: ScreenScale, imageX: Double, titleX: Double) throws {
        var b = button(101, 40, image: Size(width: 26, height: 26), title: Size(width: 50, height: 20))
        b.scale = scale
        let result = try b.computeLayout()
        #expect(result.imageView?.x == imageX)
        #expect(result.titleLabel?.x == titleX)
    }

    @Test("the title box is ceiled to whole points (R5): 54.2 × 20.1 is 55 × 21; to pixels, 54.5 × 20.5")
    func ceilNaturalSize() throws {
        var b = button(image: nil, title: Size(width: 54.2, height: 20.1))
        #expect(try b.computeLayout().titleLabel?.size == Size(width: 55, height: 21))
        b.titleSizeRounding = .pixels
        #expect(try b.computeLayout().titleLabel?.size == Size(width: 54.5, height: 20.5))
    }
}

@Suite("Compression")
struct CompressionTests {
    @Test("the title shrinks first, to what the image leaves")
    func titleTruncated() throws {
        let result = try button(100, 50, title: Size(width: 80, height: 20)).computeLayout()
        #expect(result.imageView == rect(0, 0, 50, 50))
        #expect(result.titleLabel == rect(50, 15, 50, 20))
        #expect(result.warnings == [.titleWidthUpperBound(width: 50)])
    }

    @Test("then the image is squashed and the title gets nothing")
    func imageSquashed() throws {
        let result = try button(40, 30, title: Size(width: 80, height: 20)).computeLayout()
        #expect(result.imageView == rect(0, 0, 40, 30))
        #expect(result.titleLabel == rect(40, 5, 0, 20))
        #expect(result.warnings.contains(.imageSquashed(from: Size(width: 50, height: 50), to: Size(width: 40, height: 30))))
        #expect(result.warnings.contains(.titleWidthUpperBound(width: 0)))
    }

    @Test("crossed insets give a signed area, never clamped; the view's frame is the rect standardised (R4.1, R8)")
    func negativeArea() throws {
        var b = button()
        b.imageEdgeInsets = EdgeInsets(left: 150, right: 150)
        let result = try b.computeLayout()
        #expect(result.imageArea == rect(150, 0, -100, 100))
        #expect(result.warnings.contains(.insetsCross(area: .imageArea, width: -100, height: 100)))
        // iw = min(50, −100) = −100; the title may use 200 + 100 = 300 and sits at −100 + 125 = 25.
        #expect(result.reportedImageRect == rect(150, 25, -100, 50))
        #expect(result.imageView == rect(50, 25, 100, 50))
        #expect(result.titleLabel == rect(25, 37.5, 50, 25))
        #expect(LayoutWarning.insetsCross(area: .imageArea, width: -100, height: 100).description
            == "imageEdgeInsets cross: the image area is -100 pt wide")
    }

    @Test("contentEdgeInsets larger than the bounds clamp the content rect the same way")
    func negativeContentRect() throws {
        var b = button(20, 20, image: nil, title: nil)
        b.contentEdgeInsets = EdgeInsets(top: 0, left: 30, bottom: 0, right: 10)
        let result = try b.computeLayout()
        #expect(result.contentRect == rect(20, 0, 0, 20))
    }
}

@Suite("Intrinsic content size and sizeToFit")
struct IntrinsicSizeTests {
    @Test("image and title side by side, plus contentEdgeInsets")
    func withContentInsets() throws {
        var b = button(image: Size(width: 32, height: 32), title: Size(width: 54, height: 21.5))
        b.contentEdgeInsets = EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        b.sizeToFit = true
        let result = try b.computeLayout()
        #expect(result.intrinsicContentSize == Size(width: 106, height: 42))
        #expect(result.bounds == rect(0, 0, 106, 42))
        #expect(result.contentRect == rect(10, 5, 86, 32))
        #expect(result.imageView == rect(10, 5, 32, 32))
        #expect(result.titleLabel == rect(42, 10, 54, 22))
    }

    @Test("a title-only button sized to fit is 12 pt taller, and its title sits 6 pt down even with top alignment")
    func titlePadding() throws {
        var b = button(vertical: .top, image: nil, title: Size(width: 54, height: 21.5))
        b.sizeToFit = true
        let result = try b.computeLayout()
        #expect(result.bounds == rect(0, 0, 54, 34))
        #expect(result.contentRect == rect(0, 6, 54, 22))
        #expect(result.titleLabel == rect(0, 6, 54, 22))
    }

    @Test("a short title-only button is at least 30 wide")
    func minimumWidth() throws {
        var b = button(image: nil, title: Size(width: 20, height: 10))
        b.sizeToFit = true
        let result = try b.computeLayout()
        #expect(result.bounds == rect(0, 0, 30, 22))
        #expect(result.titleLabel == rect(5, 6, 20, 10))
    }

    @Test("a background image switches the padding off")
    func backgroundImage() throws {
        var b = button(image: nil, title: Size(width: 54, height: 21.5))
        b.backgroundImage = BackgroundImage(size: Size(width: 10, height: 10))
        b.sizeToFit = true
        let result = try b.computeLayout()
        #expect(result.bounds == rect(0, 0, 54, 22))
    }

    @Test("image and title insets are ignored by sizeToFit, and the engine says so")
    func insetsIgnored() throws {
        var b = button(image: Size(width: 32, height: 32), title: Size(width: 54, height: 21.5))
        b.imageEdgeInsets = EdgeInsets(left: 10)
        b.titleEdgeInsets = EdgeInsets(left: 20)
        b.sizeToFit = true
        let result = try b.computeLayout()
        #expect(result.bounds == rect(0, 0, 86, 32))
        #expect(result.warnings.contains(.insetsIgnoredByIntrinsicSize(insets: ["imageEdgeInsets", "titleEdgeInsets"])))
        #expect(result.warnings.contains(.contentOutsideBounds(element: .titleLabel, frame: rect(52, 5.5, 34, 21.5))) == false)
    }

    @Test("an empty custom button sized to fit is 30 × 34: it reserves an 18-pt line (R9.2)")
    func emptyButton() throws {
        var b = button(image: nil, title: nil)
        b.sizeToFit = true
        let result = try b.computeLayout()
        #expect(result.bounds.size == Size(width: 30, height: 34))
        #expect(result.imageView == nil)
        #expect(result.titleLabel == nil)
        #expect(result.virtualTitle == nil)
    }
}

@Suite("Warnings read well")
struct WarningTextTests {
    @Test func texts() {
        #expect(LayoutWarning.titleTruncated(from: 80, to: 50, line: nil).description
            == "title truncated from 80 to 50 pt wide (UIKit middle-truncates it)")
        #expect(LayoutWarning.titleTruncated(from: 309.16, to: 74.2, line: "Very long…width").description
            == "title truncated from 309.16 to 74.2 pt wide (UIKit shows \"Very long…width\")")
        #expect(LayoutWarning.imageSquashed(from: Size(width: 50, height: 50), to: Size(width: 25, height: 50)).description
            == "image squashed from 50 × 50 to 25 × 50 pt (UIKit scales it, never crops)")
        #expect(LayoutWarning.contentOutsideBounds(element: .titleLabel, frame: rect(75, -5, 50, 30)).description
            == "titleLabel (75, -5, 50, 30) reaches outside the bounds")
        #expect(LayoutWarning.insetsIgnoredByIntrinsicSize(insets: ["imageEdgeInsets"]).description
            == "imageEdgeInsets is ignored by intrinsicContentSize and sizeToFit; only contentEdgeInsets grows the button")
    }

    @Test("numbers print as the articles write them", arguments: [
        (75.0, "75"), (37.5, "37.5"), (-0.0, "0"), (0.1 + 0.2, "0.3"), (-12.25, "-12.25"), (22.0 / 3, "7.333333333"),
    ])
    func numbers(_ value: Double, _ text: String) {
        #expect(formatNumber(value) == text)
    }
}
