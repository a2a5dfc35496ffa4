import ButtonLayout
import Testing

/// docs/configuration-model.md, "The steps": the text block, the four placements in both directions,
/// paddings, the reservation, the activity indicator and cross-axis centring. Sized to fit at 3x
/// unless stated, with "Go" (22 × 20.33333) and a plain 28 × 20.33333 image.
@Suite("Configuration: placement, padding, reservation, indicator")
struct ConfigurationPlacementTests {
    private let plainImage = ConfigurationImage(size: Size(width: 28, height: third(61)))

    @Test("the four placements in LTR and RTL", arguments: [
        // placement, direction, image (x, y), title (x, y), bounds (w, h)
        (ButtonConfiguration.ImagePlacement.leading, LayoutDirection.leftToRight, "(12, 7)", "(46, 7)", "80 × 34.33333"),
        (.trailing, .leftToRight, "(40, 7)", "(12, 7)", "80 × 34.33333"),
        (.leading, .rightToLeft, "(40, 7)", "(12, 7)", "80 × 34.33333"),
        (.trailing, .rightToLeft, "(12, 7)", "(46, 7)", "80 × 34.33333"),
        (.top, .leftToRight, "(12, 7)", "(15, 33.33333)", "52 × 60.66667"),
        (.top, .rightToLeft, "(12, 7)", "(15, 33.33333)", "52 × 60.66667"),
        (.bottom, .leftToRight, "(12, 33.33333)", "(15, 7)", "52 × 60.66667"),
        (.bottom, .rightToLeft, "(12, 33.33333)", "(15, 7)", "52 × 60.66667"),
    ])
    func placements(
        placement: ButtonConfiguration.ImagePlacement, direction: LayoutDirection, image: String, title: String, bounds: String
    ) throws {
        let result = try configButton(direction: direction) {
            $0.title = goTitle
            $0.image = plainImage
            $0.imagePadding = 6
            $0.imagePlacement = placement
        }.computeLayout()
        let imageFrame = try #require(result.imageView)
        let titleFrame = try #require(result.titleLabel)
        #expect("(\(pts(imageFrame.x)), \(pts(imageFrame.y)))" == image)
        #expect("(\(pts(titleFrame.x)), \(pts(titleFrame.y)))" == title)
        #expect("\(pts(result.bounds.width)) × \(pts(result.bounds.height))" == bounds)
    }

    @Test("forceRightToLeft makes an LTR view lay out right-to-left; forceLeftToRight the reverse")
    func semanticContentAttribute() throws {
        var button = configButton {
            $0.title = goTitle
            $0.image = plainImage
            $0.imagePadding = 6
        }
        button.semanticContentAttribute = .forceRightToLeft
        #expect(try button.computeLayout().imageView?.x == 40)
        button.layoutDirection = .rightToLeft
        button.semanticContentAttribute = .forceLeftToRight
        #expect(try button.computeLayout().imageView?.x == 12)
        #expect(try button.computeLayout().layoutDirection == .leftToRight)
    }

    @Test("top/bottom: the narrower of image and text is centred by floorPx(|iw − textW| / 2)", arguments: [
        (10.0, ScreenScale.x3, 18.0), (11, .x3, 17 + third(1)), (11, .x2, 17.5), (11, .x1, 17),
    ])
    func verticalCentring(imageWidth: Double, scale: ScreenScale, imageX: Double) throws {
        let result = try configButton(scale: scale) {
            $0.title = ConfigurationLabel(text: "Go", size: Size(width: 22, height: 20))
            $0.image = ConfigurationImage(size: Size(width: imageWidth, height: 10))
            $0.imagePlacement = .top
        }.computeLayout()
        #expect(pts(result.imageView?.x ?? .nan) == pts(imageX))
        #expect(result.titleLabel?.x == 12)
    }

    @Test("horizontal: a shorter image is centred on the text block by roundPx")
    func shorterImageMoves() throws {
        let result = try configButton {
            $0.title = goTitle
            $0.subtitle = subSubtitle
            $0.image = plainImage
        }.computeLayout()
        // U = (…, 7, …, 37): d = roundPx(25.5 − 17.16667) = 8.33333.
        #expect(pts(result.imageView?.y ?? .nan) == "15.33333")
        #expect(result.titleLabel?.y == 7)
        #expect(result.intrinsicContentSize.height == 51)
    }

    @Test("horizontal: a taller image stays and the text is centred on it")
    func tallerImageStays() throws {
        let result = try configButton {
            $0.title = goTitle
            $0.image = ConfigurationImage(size: Size(width: 28, height: 40))
        }.computeLayout()
        #expect(result.imageView?.y == 7)
        #expect(result.titleLabel?.y == 17)  // d = roundPx(17.16667 − 27) = −10
        #expect(result.intrinsicContentSize.height == 54)
    }

    @Test("titlePadding is added outside max(ih, th + sh); an exact half pixel rounds away from zero")
    func titlePaddingOutsideMax() throws {
        let explanation = try configButton {
            $0.title = goTitle
            $0.subtitle = subSubtitle
            $0.image = ConfigurationImage(size: Size(width: 28, height: 50))
        }.explain()
        let result = explanation.result
        #expect(result.intrinsicContentSize.height == 65)  // 50 + 1 + 7 + 7
        // d = roundPx(25.5 − 32) = round(−19.5) / 3 = −20 / 3: the text moves down 6.66667.
        #expect(pts(result.titleLabel?.y ?? .nan) == "13.66667")
        #expect(explanation.events.contains(.uncertain(.titlePaddingOutsideMax)))
        #expect(explanation.events.contains(.uncertain(.halfPixelTie)))
    }

    @Test("title and subtitle: automatic follows the placement when there is an image", arguments: [
        (ButtonConfiguration.ImagePlacement.leading, ResolvedTitleAlignment.leading),
        (.trailing, .trailing), (.top, .center), (.bottom, .center),
    ])
    func automaticAlignment(placement: ButtonConfiguration.ImagePlacement, expected: ResolvedTitleAlignment) throws {
        let result = try configButton {
            $0.title = configureTitle
            $0.subtitle = subSubtitle
            $0.image = plainImage
            $0.imagePlacement = placement
        }.computeLayout()
        #expect(result.resolution.resolvedTitleAlignment == expected)
        let noImage = try configButton {
            $0.title = configureTitle
            $0.subtitle = subSubtitle
            $0.imagePlacement = placement
        }.computeLayout()
        #expect(noImage.resolution.resolvedTitleAlignment == ResolvedTitleAlignment.none)
    }

    @Test("the text block in RTL: leading (and none) is right-aligned, trailing left-aligned", arguments: [
        (ButtonConfiguration.TitleAlignment.automatic, LayoutDirection.rightToLeft, "63.33333"),
        (.leading, .rightToLeft, "63.33333"), (.trailing, .rightToLeft, "12"), (.center, .rightToLeft, "37.66667"),
        (.automatic, .leftToRight, "12"), (.trailing, .leftToRight, "63.33333"),
    ])
    func textBlockDirection(alignment: ButtonConfiguration.TitleAlignment, direction: LayoutDirection, subtitleX: String) throws {
        let result = try configButton(direction: direction) {
            $0.title = configureTitle
            $0.subtitle = subSubtitle
            $0.titleAlignment = alignment
        }.computeLayout()
        #expect(pts(result.subtitleLabel?.x ?? .nan) == subtitleX)
        #expect(result.titleLabel?.x == 12)
    }

    @Test("titleAlignment with a single label does nothing, and says so")
    func alignmentWithoutSubtitle() throws {
        let result = try configButton {
            $0.title = configureTitle
            $0.titleAlignment = .center
        }.computeLayout()
        #expect(result.resolution.resolvedTitleAlignment == ResolvedTitleAlignment.none)
        #expect(result.warnings == [.titleAlignmentWithoutSubtitle(.center)])
    }

    @Test("titleAlignment on a single title that wraps aligns its lines: no warning (issue 24 item 5)")
    func alignmentOfWrappedTitle() throws {
        let result = try configButton(size: Size(width: 140, height: 80)) {
            $0.title = ConfigurationLabel(
                text: "Long", size: Size(width: 180, height: third(61)), wrappedSize: Size(width: third(308), height: third(181)))
            $0.titleAlignment = .center
        }.computeLayout()
        #expect(result.titleLabel?.height == third(181))
        #expect(!result.warnings.contains(.titleAlignmentWithoutSubtitle(.center)))
    }

    @Test("a reservation without an image: leading moves the title and widens; trailing widens; top/bottom only heighten", arguments: [
        (ButtonConfiguration.ImagePlacement.leading, 52.0, 139.0, "34.33333"),
        (.trailing, 12, 139, "34.33333"),
        (.top, 12, 99, "74.33333"),
        (.bottom, 12, 99, "74.33333"),
    ])
    func reservationWithoutImage(placement: ButtonConfiguration.ImagePlacement, titleX: Double, width: Double, height: String) throws {
        let explanation = try configButton {
            $0.title = configureTitle
            $0.imageReservation = 40
            $0.imagePlacement = placement
        }.explain()
        #expect(explanation.result.titleLabel?.origin == Point(x: titleX, y: 7))
        #expect(explanation.result.bounds.width == width)
        #expect(pts(explanation.result.bounds.height) == height)
        #expect(explanation.events.contains(.uncertain(.reservationWithoutImage)))
    }

    @Test("an image narrower than the reservation is centred in it by roundPx", arguments: [
        (28.0, 18.0, 58.0), (27, 18 + third(2), 58),
    ])
    func reservationCentring(imageWidth: Double, imageX: Double, titleX: Double) throws {
        let result = try configButton {
            $0.title = goTitle
            $0.image = ConfigurationImage(size: Size(width: imageWidth, height: third(61)))
            $0.imagePadding = 6
            $0.imageReservation = 40
        }.computeLayout()
        #expect(pts(result.imageView?.x ?? .nan) == pts(imageX))
        #expect(result.titleLabel?.x == titleX)
        #expect(result.bounds.width == 92)
    }

    @Test("top placement with a reservation taller than the image: text below the reservation, image centred in it")
    func verticalReservation() throws {
        let result = try configButton {
            $0.title = goTitle
            $0.image = plainImage
            $0.imagePadding = 6
            $0.imagePlacement = .top
            $0.imageReservation = 40
        }.computeLayout()
        #expect(result.titleLabel?.y == 53)  // 7 + 6 + 40
        #expect(result.imageView?.y == 17)  // 7 + roundPx(9.83333) = 7 + round(29.5) / 3
        #expect(pts(result.bounds.height) == "80.33333")  // 20.33333 + 6 + 40 + 14
    }

    @Test("the activity indicator: a square of roundPx(title line height) in the image slot", arguments: [
        (ScreenScale.x3, ButtonConfiguration.ButtonSize.medium, third(61)), (.x2, .medium, 20.5), (.x3, .small, 18),
    ])
    func activityIndicator(scale: ScreenScale, buttonSize: ButtonConfiguration.ButtonSize, side: Double) throws {
        let result = try configButton(scale: scale) {
            $0.title = goTitle
            $0.buttonSize = buttonSize
            $0.showsActivityIndicator = true
            $0.imagePadding = 6
        }.computeLayout()
        let insets = buttonSize.defaultContentInsets
        let indicator = try #require(result.activityIndicator)
        #expect(indicator.size == Size(width: side, height: side))
        #expect(indicator.x == insets.leading)
        #expect(pts(result.titleLabel?.x ?? .nan) == pts(insets.leading + side + 6))
        #expect(result.imageView == nil)
        #expect(result.resolution.activityIndicatorSide?.result == side)
    }

    @Test("the indicator replaces the image, and stands alone without padding")
    func indicatorReplacesImage() throws {
        let replaced = try configButton {
            $0.title = goTitle
            $0.image = plainImage
            $0.showsActivityIndicator = true
        }.computeLayout()
        #expect(replaced.imageView == nil && replaced.imageAlignmentRect == nil)
        #expect(replaced.warnings == [.activityIndicatorReplacesImage])
        let alone = try configButton {
            $0.showsActivityIndicator = true
            $0.imagePadding = 6
        }.computeLayout()
        #expect(pts(alone.bounds) == "(0, 0, 44.33333, 34.33333)")
        #expect(alone.activityIndicator == Rect(x: 12, y: 7, width: third(61), height: third(61)))
    }

    @Test("image alignment insets grow the frame around the placed alignment rect")
    func alignmentInsets() throws {
        let result = try configButton {
            $0.image = ConfigurationImage(size: Size(width: 20, height: 20), alignmentInsets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        }.computeLayout()
        #expect(result.imageAlignmentRect == Rect(x: 12, y: 7, width: 20, height: 20))
        #expect(result.imageView == Rect(x: 10, y: 6, width: 26, height: 24))
        #expect(result.intrinsicContentSize == Size(width: 44, height: 34))  // insets do not count
    }
}
