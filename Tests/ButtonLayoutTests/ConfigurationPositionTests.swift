import ButtonLayout
import Testing

/// docs/configuration-model.md, "The steps": the ideal size, and the content block shifted as a whole within
/// the bounds, floored in LTR, ceiled in RTL, always floored vertically.
@Suite("Configuration: ideal size and position in the bounds")
struct ConfigurationPositionTests {
    private func configure(_ c: inout ButtonConfiguration) { c.title = configureTitle }

    @Test("horizontal alignments, LTR and RTL, \"Configure\" in 160 × 44", arguments: [
        (HorizontalAlignment.left, LayoutDirection.leftToRight, "12"),
        (.right, .leftToRight, "73"),
        (.leading, .leftToRight, "12"),
        (.trailing, .leftToRight, "73"),
        (.center, .leftToRight, "42.33333"),
        (.fill, .leftToRight, "42.33333"),
        (.left, .rightToLeft, "12"),
        (.right, .rightToLeft, "73"),
        (.leading, .rightToLeft, "73"),
        (.trailing, .rightToLeft, "12"),
        (.center, .rightToLeft, "42.66667"),
        (.fill, .rightToLeft, "42.66667"),
    ])
    func horizontal(alignment: HorizontalAlignment, direction: LayoutDirection, titleX: String) throws {
        let result = try configButton(size: Size(width: 160, height: 44), direction: direction, horizontal: alignment, configure).computeLayout()
        #expect(pts(result.titleLabel?.x ?? .nan) == titleX)
        #expect(pts(result.titleLabel?.y ?? .nan) == "11.66667")  // vertical floors in both directions
    }

    @Test("vertical alignments always floor", arguments: [
        (VerticalAlignment.top, "7"), (.bottom, "16.66667"), (.center, "11.66667"), (.fill, "11.66667"),
    ])
    func vertical(alignment: VerticalAlignment, titleY: String) throws {
        for direction in LayoutDirection.allCases {
            let result = try configButton(size: Size(width: 160, height: 44), direction: direction, vertical: alignment, configure).computeLayout()
            #expect(pts(result.titleLabel?.y ?? .nan) == titleY)
        }
    }

    @Test("content larger than the bounds: negative offsets, biased one pixel left (LTR) or right (RTL), and up")
    func overflow() throws {
        let ltr = try configButton(size: Size(width: 60, height: 20), configure).computeLayout()
        #expect(ltr.offsets?.text == Point(x: -third(59), y: -third(22)))  // floor(−58.5), floor(−21.5)
        #expect(pts(ltr.titleLabel) == "(-7.66667, -0.33333, 75, 20.33333)")
        #expect(ltr.warnings == [
            .wrappedSizeMissing(.title, naturalWidth: 75, maxWidth: 36),
            .contentOutsideBounds(.titleLabel, frame: try #require(ltr.titleLabel)),
        ])
        let rtl = try configButton(size: Size(width: 60, height: 20), direction: .rightToLeft, configure).computeLayout()
        #expect(rtl.offsets?.text == Point(x: -third(58), y: -third(22)))  // ceil(−58.5)
        #expect(pts(rtl.titleLabel) == "(-7.33333, -0.33333, 75, 20.33333)")
        #expect(rtl.contentInsetsRect == Rect(x: 12, y: 7, width: 36, height: 6))
    }

    @Test("crossed insets give I a negative size, not clamped")
    func negativeInsetsRect() throws {
        let result = try configButton(size: Size(width: 20, height: 10), configure).computeLayout()
        #expect(result.contentInsetsRect == Rect(x: 12, y: 7, width: -4, height: -4))
    }

    @Test("fill with an image and text beside it: the left element takes the min edge, the right one the max edge")
    func horizontalFillSplits() throws {
        for direction in LayoutDirection.allCases {
            let explanation = try configButton(size: Size(width: 200, height: 44), direction: direction, horizontal: .fill) {
                $0.title = goTitle
                $0.image = ConfigurationImage(size: Size(width: 28, height: third(61)))
                $0.imagePadding = 6
            }.explain()
            let result = explanation.result
            let image = try #require(result.imageView)
            let title = try #require(result.titleLabel)
            if direction == .leftToRight {
                #expect(image.x == 12 && title.maxX == 188)
            } else {
                #expect(title.x == 12 && image.maxX == 188)
            }
            #expect(result.contentRect.x == 12 && result.contentRect.width == 176)
            #expect(result.offsets?.isUniform == false)
            #expect(explanation.events.contains(.uncertain(.fillAssignment)))
        }
    }

    @Test("fill with top placement: the image takes the top edge, the text the bottom one")
    func verticalFillSplits() throws {
        let result = try configButton(size: Size(width: 100, height: 120), vertical: .fill) {
            $0.title = goTitle
            $0.image = ConfigurationImage(size: Size(width: 28, height: third(61)))
            $0.imagePadding = 6
            $0.imagePlacement = .top
        }.computeLayout()
        #expect(result.imageView?.y == 7)
        #expect(pts(result.titleLabel?.y ?? .nan) == "92.66667")  // 7 + 6 + 20.33333 + floorPx(59.33333)
        #expect(pts(result.titleLabel?.maxY ?? .nan) == "113")
        #expect(result.imageView?.x == 36)  // 12 + floorPx(50 − 26)
        #expect(result.offsets?.image == Point(x: 24, y: 0))
    }

    @Test("fill without the special case centres: title only, or the placement across the fill axis")
    func fillCentres() throws {
        let across = try configButton(size: Size(width: 200, height: 44), horizontal: .fill) {
            $0.title = goTitle
            $0.image = ConfigurationImage(size: Size(width: 28, height: third(61)))
            $0.imagePlacement = .top
        }.computeLayout()
        #expect(across.offsets?.isUniform == true)
        #expect(across.imageView?.x == 86)  // 12 + floorPx(100 − 26)
    }

    @Test("bounds exactly the ideal size, or without a usable width or height: §5's frames are final")
    func finalFrames() throws {
        let exact = try configButton(size: Size(width: 99, height: third(103)), horizontal: .right, configure).computeLayout()
        #expect(exact.offsets == nil && exact.titleLabel?.origin == Point(x: 12, y: 7))
        let noHeight = try configButton(size: Size(width: 300, height: 0), horizontal: .right, configure).computeLayout()
        #expect(noHeight.offsets == nil && noHeight.titleLabel?.origin == Point(x: 12, y: 7))
        let infinite = try configButton(size: Size(width: .infinity, height: 44), configure).computeLayout()
        #expect(infinite.offsets == nil && infinite.titleLabel?.origin == Point(x: 12, y: 7))
    }

    @Test("the same size reached with different insets: bounds equal to the ideal size skip §7 even with right alignment")
    func idealSizeComparison() throws {
        let result = try configButton(size: Size(width: 99, height: 44), horizontal: .right, configure).computeLayout()
        // Not the ideal height: §7 runs, and right alignment of an exactly fitting width moves nothing.
        #expect(result.offsets?.text.x == 0)
        #expect(result.titleLabel?.x == 12)
    }

    @Test("the ideal size is roundPx of content + insets, per axis")
    func idealSizeRounds() throws {
        let result = try configButton(scale: .x2) {
            $0.title = ConfigurationLabel(text: "Odd", size: Size(width: 40.3, height: 20.2))
            $0.contentInsets = DirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        }.computeLayout()
        #expect(result.intrinsicContentSize == Size(width: 42.5, height: 22))  // round(84.6)/2, round(44.4)/2
    }
}
