import ButtonLayout
import Testing

/// docs/configuration-model.md, "The steps": every worked example, measured on UIKit 26.1 at 3x. Integral and
/// half values are compared exactly (`==`); thirds, which the spec prints rounded to five
/// decimals, are compared to that printed precision (`pts`), and where the spec spells out the
/// IEEE arithmetic (the offsets) the rounded value is compared exactly too.
@Suite("Configuration: the worked examples of §9")
struct ConfigurationWorkedExampleTests {
    @Test("\"Configure\", medium, sized to fit: 99 × 34.33333, title at (12, 7)")
    func configureSizedToFit() throws {
        let button = configButton { $0.title = configureTitle }
        let result = try button.computeLayout()
        #expect(result.intrinsicContentSize.width == 99)
        #expect(pts(result.intrinsicContentSize.height) == "34.33333")
        #expect(result.bounds.size == result.intrinsicContentSize)
        #expect(pts(result.contentRect) == "(12, 7, 75, 20.33333)")
        #expect(pts(result.titleLabel) == "(12, 7, 75, 20.33333)")
        #expect(result.titleLabel?.origin == Point(x: 12, y: 7))
        #expect(result.offsets == nil)
        #expect(result.imageView == nil && result.subtitleLabel == nil && result.activityIndicator == nil)
        #expect(result.warnings.isEmpty)
    }

    @Test("\"Configure\" in 160 × 44: I = (12, 7, 136, 30), dx = floorPx(30.5), dy = floorPx(4.83333)")
    func configureInBounds() throws {
        let button = configButton(size: Size(width: 160, height: 44)) { $0.title = configureTitle }
        let result = try button.computeLayout()
        #expect(result.contentInsetsRect == Rect(x: 12, y: 7, width: 136, height: 30))
        let offsets = try #require(result.offsets)
        #expect(offsets.text.x == third(91))  // floor(91.5) / 3
        #expect(offsets.text.y == third(14))  // floor(14.5) / 3
        #expect(offsets.isUniform)
        #expect(pts(result.titleLabel) == "(42.33333, 11.66667, 75, 20.33333)")
        #expect(pts(result.contentRect) == "(42.33333, 11.66667, 75, 20.33333)")
        #expect(pts(result.intrinsicContentSize.height) == "34.33333")
    }

    @Test("star.fill + \"Go\", leading, imagePadding 6, sized to fit: 80 wide, image frame (12, 3.33333, 28, 26.66667), title (46, 7)")
    func symbolLeading() throws {
        let button = configButton {
            $0.title = goTitle
            $0.image = starFill
            $0.imagePadding = 6
        }
        let result = try button.computeLayout()
        #expect(result.bounds.width == 80)
        #expect(pts(result.bounds.height) == "34.33333")
        #expect(pts(result.imageAlignmentRect) == "(12, 7, 28, 20.33333)")
        #expect(pts(result.imageView) == "(12, 3.33333, 28, 26.66667)")
        #expect(pts(result.titleLabel) == "(46, 7, 22, 20.33333)")
        #expect(result.titleLabel?.origin == Point(x: 46, y: 7))
        #expect(pts(result.contentRect) == "(12, 7, 56, 20.33333)")
    }

    @Test("star.fill + \"Go\", top, imagePadding 20: title x 12 + floorPx(3) = 15, y 47.33333, height 74.66667")
    func symbolTop() throws {
        let button = configButton {
            $0.title = goTitle
            $0.image = starFill
            $0.imagePlacement = .top
            $0.imagePadding = 20
        }
        let result = try button.computeLayout()
        #expect(result.bounds.width == 52)
        #expect(pts(result.bounds.height) == "74.66667")
        #expect(pts(result.titleLabel) == "(15, 47.33333, 22, 20.33333)")
        #expect(result.titleLabel?.x == 15)
        #expect(pts(result.imageAlignmentRect) == "(12, 7, 28, 20.33333)")
        #expect(pts(result.imageView) == "(12, 3.33333, 28, 26.66667)")
    }

    @Test("\"Configure\" + \"Sub\" in 260 × 60, for each titleAlignment", arguments: [
        (ButtonConfiguration.TitleAlignment.automatic, "92.33333"),
        (.leading, "92.33333"),
        (.center, "118"),
        (.trailing, "143.66667"),
    ])
    func titleAndSubtitle(alignment: ButtonConfiguration.TitleAlignment, subtitleX: String) throws {
        let button = configButton(size: Size(width: 260, height: 60)) {
            $0.title = configureTitle
            $0.subtitle = subSubtitle
            $0.titleAlignment = alignment
        }
        let result = try button.computeLayout()
        let offsets = try #require(result.offsets)
        #expect(offsets.text.x == third(241))  // floorPx(130 − 49.5 = 80.5)
        #expect(offsets.text.y == third(13))  // floorPx(30 − 25.5 = 4.5)
        #expect(pts(result.contentRect) == "(92.33333, 11.33333, 75, 37)")
        #expect(result.contentRect.size == Size(width: 75, height: 37))
        #expect(pts(result.titleLabel) == "(92.33333, 11.33333, 75, 20.33333)")
        #expect(pts(result.subtitleLabel) == "(\(subtitleX), 32.66667, 23.66667, 15.66667)")
    }

    @Test("long title in 140 × 80, word wrap: M(…, 116) = 102.66667 × 60.33333, x 18.33333 (IEEE, not 18.66667), y 9.66667")
    func longTitleWraps() throws {
        let measurer = RecordingMeasurer { _, maxWidth, lines in
            maxWidth.isFinite ? Size(width: third(308), height: third(181)) : Size(width: 180, height: third(61))
        }
        let button = configButton(size: Size(width: 140, height: 80)) {
            $0.title = ConfigurationLabel(text: "A title long enough to wrap onto three lines")
        }
        let result = button.computeLayout(measuring: measurer)
        // The intrinsic pass asks unbounded, the layout pass at ceilPx(140 − 12 − 12) = 116.
        #expect(measurer.calls.map(\.maxWidth) == [.infinity, 116])
        #expect(measurer.calls.map(\.numberOfLines) == [0, 0])
        let offsets = try #require(result.offsets)
        #expect(offsets.text.x == third(19))  // floor(19.999999999999993) / 3
        #expect(offsets.text.y == third(8))
        #expect(pts(result.titleLabel) == "(18.33333, 9.66667, 102.66667, 60.33333)")
        #expect(result.warnings.contains(.labelWrapped(.title, naturalWidth: 180, size: Size(width: third(308), height: third(181)))))
    }

    @Test("the same long title given as sizes: size and wrappedSize give the same frames")
    func longTitleGivenSizes() throws {
        let button = configButton(size: Size(width: 140, height: 80)) {
            $0.title = ConfigurationLabel(
                text: "A title long enough to wrap onto three lines", size: Size(width: 180, height: third(61)),
                wrappedSize: Size(width: third(308), height: third(181))
            )
        }
        let result = try button.computeLayout()
        #expect(pts(result.titleLabel) == "(18.33333, 9.66667, 102.66667, 60.33333)")
        #expect(result.intrinsicContentSize == Size(width: 204, height: third(103)))
    }

    @Test("long title, byTruncatingTail: cut to textAvail, title (12, 29.66667, 116, 20.33333)")
    func longTitleTruncates() throws {
        let button = configButton(size: Size(width: 140, height: 80)) {
            $0.title = ConfigurationLabel(text: "A title long enough to wrap onto three lines", size: Size(width: 180, height: third(61)))
            $0.titleLineBreakMode = .byTruncatingTail
        }
        let result = try button.computeLayout()
        #expect(result.titleLabel?.width == 116)
        #expect(pts(result.titleLabel) == "(12, 29.66667, 116, 20.33333)")
        #expect(result.warnings == [.labelTruncated(.title, from: 180, to: 116)])
    }

    @Test("model prediction, right-to-left 160 × 44: x = 12 + ceilPx(30.5) = 42.66667")
    func rightToLeftInBounds() throws {
        let button = configButton(size: Size(width: 160, height: 44), direction: .rightToLeft) { $0.title = configureTitle }
        let result = try button.computeLayout()
        #expect(result.offsets?.text.x == third(92))
        #expect(pts(result.titleLabel) == "(42.66667, 11.66667, 75, 20.33333)")
    }

    @Test("model prediction, right-to-left leading, imagePadding 6, sized to fit: title (12, 7), image frame (40, 3.33333)")
    func rightToLeftLeadingSymbol() throws {
        let button = configButton(direction: .rightToLeft) {
            $0.title = goTitle
            $0.image = starFill
            $0.imagePadding = 6
        }
        let result = try button.computeLayout()
        #expect(result.bounds.width == 80)
        #expect(result.titleLabel?.origin == Point(x: 12, y: 7))
        #expect(pts(result.imageView) == "(40, 3.33333, 28, 26.66667)")
    }
}
