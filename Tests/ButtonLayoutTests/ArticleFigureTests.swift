import ButtonLabTestSupport
import ButtonLayout
import Testing

/// Article 2's test button: 200 × 100, a 50 × 50 image and a 50 × 25 title.
private func articleButton(
    horizontal: HorizontalAlignment = .center,
    vertical: VerticalAlignment = .center,
    imageEdgeInsets: EdgeInsets = .zero,
    direction: LayoutDirection = .leftToRight
) -> Button {
    Button(
        size: Size(width: 200, height: 100),
        layoutDirection: direction,
        contentHorizontalAlignment: horizontal,
        contentVerticalAlignment: vertical,
        imageEdgeInsets: imageEdgeInsets,
        imageSize: Size(width: 50, height: 50),
        titleSize: Size(width: 50, height: 25)
    )
}

@Suite("Article 2's figures")
struct ArticleFigureTests {
    @Test("figure 1: the default layout centres image and title as one block")
    func figure1() throws {
        let result = try articleButton().computeLayout()
        #expect(result.bounds == rect(0, 0, 200, 100))
        #expect(result.contentRect == rect(0, 0, 200, 100))
        #expect(result.imageView == rect(50, 25, 50, 50))
        #expect(result.titleLabel == rect(100, 37.5, 50, 25))
        #expect(result.intrinsicContentSize == Size(width: 100, height: 50))
        #expect(result.warnings.isEmpty)
    }

    @Test("figures 3–5: imageEdgeInsets.left = 50 moves the image by 25, not 50")
    func figures3to5() throws {
        let result = try articleButton(imageEdgeInsets: EdgeInsets(left: 50)).computeLayout()
        #expect(result.imageArea == rect(50, 0, 150, 100))
        #expect(result.titleArea == rect(0, 0, 200, 100))
        #expect(result.imageView == rect(75, 25, 50, 50))
        #expect(result.titleLabel == rect(100, 37.5, 50, 25))
        #expect(result.virtualTitle == rect(125, 37.5, 50, 25))
        #expect(result.virtualImage == rect(50, 25, 50, 50))
        // The image covers the title's left half: the article's point, and a warning.
        #expect(result.warnings == [.imageTitleOverlap(overlap: rect(100, 37.5, 25, 25))])
    }

    @Test("figure 6: left alignment puts the block at the left edge")
    func figure6() throws {
        let result = try articleButton(horizontal: .left).computeLayout()
        #expect(result.imageView == rect(0, 25, 50, 50))
        #expect(result.titleLabel == rect(50, 37.5, 50, 25))
    }

    @Test("figure 7: imageEdgeInsets.right = 50 changes nothing under left alignment")
    func figure7() throws {
        let result = try articleButton(horizontal: .left, imageEdgeInsets: EdgeInsets(right: 50)).computeLayout()
        #expect(result.imageArea == rect(0, 0, 150, 100))
        #expect(result.imageView == rect(0, 25, 50, 50))
        #expect(result.titleLabel == rect(50, 37.5, 50, 25))
    }

    @Test("figures 8–9: imageEdgeInsets.right = 175 squashes the image; the title follows the squashed width (25, not the article's 50)")
    func figures8and9() throws {
        let result = try articleButton(horizontal: .left, imageEdgeInsets: EdgeInsets(right: 175)).computeLayout()
        #expect(result.imageArea == rect(0, 0, 25, 100))
        #expect(result.imageView == rect(0, 25, 25, 50))
        #expect(result.titleLabel == rect(25, 37.5, 50, 25))
        #expect(result.warnings == [.imageSquashed(from: Size(width: 50, height: 50), to: Size(width: 25, height: 50))])
    }

    @Test("figures 10–11: imageEdgeInsets.top = 50 centres the image in the lower half")
    func figures10and11() throws {
        let result = try articleButton(imageEdgeInsets: EdgeInsets(top: 50)).computeLayout()
        #expect(result.imageArea == rect(0, 50, 200, 50))
        #expect(result.imageView == rect(50, 50, 50, 50))
        #expect(result.titleLabel == rect(100, 37.5, 50, 25))
    }
}

@Suite("Published device measurement")
struct DeviceMeasurementTests {
    // These captures round the title box to pixels (R5, `titleSizeRounding: pixels`).
    let button: Button = {
        var button = Button(
            size: Size(width: 335, height: 40), scale: .x2,
            imageSize: Size(width: 32, height: 32), titleSize: Size(width: 54, height: 21.5))
        button.titleSizeRounding = .pixels
        return button
    }()

    @Test("335 × 40 at 2x: image x 124.5, title (156.5, 9.5, 54, 21.5)")
    func measured() throws {
        let result = try button.computeLayout()
        #expect(result.imageView == rect(124.5, 4, 32, 32))
        #expect(result.titleLabel == rect(156.5, 9.5, 54, 21.5))
    }

    @Test("imageEdgeInsets.left = 50 moves only the image, to 149.5")
    func imageInsetMovesOnlyImage() throws {
        var moved = button
        moved.imageEdgeInsets = EdgeInsets(left: 50)
        let result = try moved.computeLayout()
        #expect(result.imageView == rect(149.5, 4, 32, 32))
        #expect(result.titleLabel == rect(156.5, 9.5, 54, 21.5))
    }
}

@Suite("Articles 1 and 4: subclasses that override the layout")
struct OverriddenLayoutTests {
    let imageOnTop = RectExpression(x: .number(0), y: .number(0), width: .variable(.cw), height: .variable(.cw))
    let titleBelow = RectExpression(
        x: .number(0), y: .variable(.cw), width: .variable(.cw),
        height: .binary(.subtract, .variable(.ch), .variable(.cw))
    )

    func subclass(_ model: LayoutModel) -> Button {
        Button(
            size: Size(width: 100, height: 150),
            imageSize: Size(width: 50, height: 50), titleSize: Size(width: 50, height: 20),
            layout: model
        )
    }

    @Test("article 1's rect overrides: a square image on top, the title below")
    func rectOverrides() throws {
        let result = try subclass(.rectOverrides(image: imageOnTop, title: titleBelow)).computeLayout()
        #expect(result.imageView == rect(0, 0, 100, 100))
        #expect(result.titleLabel == rect(0, 100, 100, 50))
        #expect(result.reportedImageRect == rect(0, 0, 100, 100))
        #expect(result.reportedTitleRect == rect(0, 100, 100, 50))
        #expect(result.virtualTitle == nil)
        #expect(result.model == .rectOverrides)
    }

    @Test("article 1's layoutSubviews: same frames on screen, but the rect methods still report the system's")
    func layoutSubviews() throws {
        let result = try subclass(.layoutSubviews(image: imageOnTop, title: titleBelow)).computeLayout()
        #expect(result.imageView == rect(0, 0, 100, 100))
        #expect(result.titleLabel == rect(0, 100, 100, 50))
        #expect(result.reportedImageRect == rect(0, 50, 50, 50))
        #expect(result.reportedTitleRect == rect(50, 65, 50, 20))
    }

    @Test("article 4's MyButton: image (10, 10, 40, 40) and title (60, 10, 100, 40) make a 170 × 60 button")
    func fixedRectsAutoSize() throws {
        let button = Button(
            size: .zero, imageSize: Size(width: 40, height: 40), titleSize: Size(width: 30, height: 20),
            layout: .fixedRects(
                image: RectExpression(rect(10, 10, 40, 40)), title: RectExpression(rect(60, 10, 100, 40)), autoSize: true)
        )
        let result = try button.computeLayout()
        #expect(result.bounds == rect(0, 0, 170, 60))
        #expect(result.imageView == rect(10, 10, 40, 40))
        #expect(result.titleLabel == rect(60, 10, 100, 40))
        #expect(result.reportedImageRect == rect(10, 10, 40, 40))
        #expect(result.warnings.isEmpty)
    }

    @Test("MyButton without autoSize keeps its zero frame: everything is outside the bounds")
    func fixedRectsWithoutAutoSize() throws {
        let button = Button(
            size: .zero, imageSize: Size(width: 40, height: 40), titleSize: Size(width: 30, height: 20),
            layout: .fixedRects(image: RectExpression(rect(10, 10, 40, 40)), title: RectExpression(rect(60, 10, 100, 40)), autoSize: false)
        )
        let result = try button.computeLayout()
        #expect(result.bounds == rect(0, 0, 0, 0))
        #expect(result.imageView == rect(10, 10, 40, 40))
        #expect(result.warnings.contains(.contentOutsideBounds(element: .titleLabel, frame: rect(60, 10, 100, 40))))
    }

    @Test("an empty fixed rect falls back to the system's rect, as CGRectIsEmpty does in MyButton")
    func emptyFixedRectFallsBack() throws {
        let button = Button(
            size: Size(width: 200, height: 100), imageSize: Size(width: 50, height: 50), titleSize: Size(width: 50, height: 25),
            layout: .fixedRects(image: RectExpression(rect(10, 10, 0, 40)), title: nil, autoSize: false)
        )
        let result = try button.computeLayout()
        #expect(result.imageView == rect(50, 25, 50, 50))
    }

    @Test("only an image rect with autoSize: the union takes in the origin, as CGRectUnion with CGRectZero does")
    func autoSizeWithOneRect() throws {
        let button = Button(
            size: .zero, imageSize: Size(width: 40, height: 40),
            layout: .fixedRects(image: RectExpression(rect(10, 10, 40, 40)), title: nil, autoSize: true)
        )
        let result = try button.computeLayout()
        #expect(result.bounds == rect(0, 0, 50, 50))
    }

    @Test("a division by zero in an override is an error naming the rect and the component")
    func nonFiniteExpression() throws {
        let bad = RectExpression(x: .number(0), y: .number(0), width: .binary(.divide, .variable(.cw), .number(0)), height: .number(10))
        #expect(throws: LayoutError(rectName: "imageRect", component: "width", expression: bad.width, value: .infinity)) {
            try subclass(.rectOverrides(image: bad, title: nil)).computeLayout()
        }
    }
}
