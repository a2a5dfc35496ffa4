import ButtonLayout
import Testing

/// docs/configuration-model.md, "Text: given sizes or measured": the width offered to the labels, wrapping (re-flow
/// through M at ceilPx(textAvail)) versus truncating (cut to exactly textAvail), and the edge cases.
@Suite("Configuration: measuring the labels")
struct ConfigurationMeasuringTests {
    private func natural(_ width: Double) -> (String, Double, Int) -> Size {
        { _, maxWidth, lines in
            if lines == 0, width > maxWidth { return Size(width: 100, height: 61) }
            return Size(width: width, height: third(61))
        }
    }

    @Test("a wrapping title is measured again at ceilPx(textAvail) and takes the size M returns")
    func wrappingReflows() throws {
        let measurer = RecordingMeasurer(answer: natural(200))
        let result = configButton(size: Size(width: 150.1, height: 90)) {
            $0.title = ConfigurationLabel(text: "Wrapping")
        }.computeLayout(measuring: measurer)
        #expect(measurer.calls.map(\.maxWidth) == [.infinity, third(379)])  // ceilPx(126.1) = 126.33333
        #expect(measurer.calls.map(\.numberOfLines) == [0, 0])
        #expect(result.titleLabel?.size == Size(width: 100, height: 61))
        #expect(result.warnings == [.labelWrapped(.title, naturalWidth: 200, size: Size(width: 100, height: 61))])
    }

    @Test("a truncating title is measured on one line and cut to exactly textAvail (not ceiled)")
    func truncatingIsCut() throws {
        let measurer = RecordingMeasurer(answer: natural(200))
        let result = configButton(size: Size(width: 150.1, height: 90)) {
            $0.title = ConfigurationLabel(text: "Truncating")
            $0.titleLineBreakMode = .byTruncatingMiddle
        }.computeLayout(measuring: measurer)
        // Two passes, then the warning's line: the text, the text again, "…" (200 wide: nothing fits).
        #expect(measurer.calls.map(\.numberOfLines) == [1, 1, 1, 1, 1])
        #expect(result.titleLabel?.width == 150.1 - 12 - 12)
        #expect(result.titleLabel?.height == third(61))
        #expect(result.warnings == [.labelTruncated(.title, from: 200, to: 150.1 - 12 - 12, line: "")])
    }

    @Test("every non-wrapping mode cuts; both wrapping modes re-flow", arguments: LineBreakMode.allCases)
    func modes(mode: LineBreakMode) throws {
        let result = configButton(size: Size(width: 100, height: 90)) {
            $0.title = ConfigurationLabel(text: "Title")
            $0.titleLineBreakMode = mode
        }.computeLayout(measuring: RecordingMeasurer(answer: natural(200)))
        #expect(result.titleLabel?.width == (mode.wraps ? 100 : 76))
        #expect(mode.wraps == (mode == .byWordWrapping || mode == .byCharWrapping))
    }

    @Test("a title that fits is neither cut nor re-flowed; one that exactly fills textAvail is 'cut' to itself")
    func fits() throws {
        let fits = try configButton(size: Size(width: 160, height: 44)) {
            $0.title = configureTitle
            $0.titleLineBreakMode = .byTruncatingTail
        }.computeLayout()
        #expect(fits.titleLabel?.width == 75 && fits.warnings.isEmpty)
        let exact = try configButton(size: Size(width: 99, height: 44)) {
            $0.title = configureTitle
            $0.titleLineBreakMode = .byTruncatingTail
        }.explain()
        #expect(exact.result.titleLabel?.width == 75 && exact.result.warnings.isEmpty)
        let cuts = exact.events.compactMap { event -> Double?? in
            if case .measured(let step) = event { return step.cutTo } else { return nil }
        }
        #expect(cuts == [nil, 75])
    }

    @Test("a horizontal image takes ip + iw from the width; a vertical one does not")
    func imageTakesWidth() throws {
        for (placement, expected) in [(ButtonConfiguration.ImagePlacement.leading, 92.0), (.trailing, 92), (.top, 126), (.bottom, 126)] {
            let measurer = RecordingMeasurer(answer: natural(40))
            _ = configButton(size: Size(width: 150, height: 90)) {
                $0.title = ConfigurationLabel(text: "T")
                $0.image = ConfigurationImage(size: Size(width: 28, height: 20))
                $0.imagePadding = 6
                $0.imagePlacement = placement
            }.computeLayout(measuring: measurer)
            #expect(measurer.calls.last?.maxWidth == expected)
        }
    }

    @Test("the reservation does not reduce the text's width (iw, not max(iw, res))")
    func reservationIgnoredForWidth() throws {
        let measurer = RecordingMeasurer(answer: natural(40))
        _ = configButton(size: Size(width: 150, height: 90)) {
            $0.title = ConfigurationLabel(text: "T")
            $0.image = ConfigurationImage(size: Size(width: 28, height: 20))
            $0.imagePadding = 6
            $0.imageReservation = 60
        }.computeLayout(measuring: measurer)
        #expect(measurer.calls.last?.maxWidth == 92)
    }

    @Test("when nothing is left for text it is measured unbounded: truncating gets 0, wrapping its full width")
    func nothingLeft() throws {
        for width in [30.0, 20.0] {  // the image leaves nothing; the insets leave nothing
            let measurer = RecordingMeasurer(answer: natural(40))
            let truncating = configButton(size: Size(width: width, height: 44)) {
                $0.title = ConfigurationLabel(text: "T")
                $0.image = width == 30 ? ConfigurationImage(size: Size(width: 28, height: 20)) : nil
                $0.imagePadding = 6
                $0.titleLineBreakMode = .byClipping
            }.computeLayout(measuring: measurer)
            #expect(measurer.calls.last?.maxWidth == .infinity)
            #expect(truncating.titleLabel?.width == 0)
            let wrapping = configButton(size: Size(width: width, height: 44)) {
                $0.title = ConfigurationLabel(text: "T")
                $0.image = width == 30 ? ConfigurationImage(size: Size(width: 28, height: 20)) : nil
                $0.imagePadding = 6
            }.computeLayout(measuring: RecordingMeasurer(answer: natural(40)))
            #expect(wrapping.titleLabel?.width == 40)
        }
    }

    @Test("without a usable width (0 × h, or the intrinsic pass) nothing is cut")
    func noWidthNoCut() throws {
        let result = try configButton(size: Size(width: 0, height: 44)) {
            $0.title = configureTitle
            $0.titleLineBreakMode = .byTruncatingTail
        }.computeLayout()
        #expect(result.titleLabel == Rect(x: 12, y: 7, width: 75, height: third(61)))
        #expect(result.offsets == nil)
    }

    @Test("the subtitle's line count follows the title's wrap mode; its cut follows its own mode")
    func subtitleLineCount() throws {
        let measurer = RecordingMeasurer(answer: natural(200))
        let result = configButton(size: Size(width: 150, height: 120)) {
            $0.title = ConfigurationLabel(text: "Title")
            $0.subtitle = ConfigurationLabel(text: "Subtitle")
            $0.titleLineBreakMode = .byTruncatingTail
            $0.subtitleLineBreakMode = .byWordWrapping
        }.computeLayout(measuring: measurer)
        #expect(measurer.calls.filter { $0.text == "Subtitle" }.map(\.numberOfLines) == [1, 1])
        #expect(result.titleLabel?.width == 126)
        #expect(result.subtitleLabel?.width == 200)  // one line, and a wrapping mode is never cut

        let reverse = RecordingMeasurer(answer: natural(200))
        let reversed = configButton(size: Size(width: 150, height: 120)) {
            $0.title = ConfigurationLabel(text: "Title")
            $0.subtitle = ConfigurationLabel(text: "Subtitle")
            $0.subtitleLineBreakMode = .byTruncatingTail
        }.computeLayout(measuring: reverse)
        #expect(reverse.calls.filter { $0.text == "Subtitle" }.map(\.numberOfLines) == [0, 0])
        #expect(reversed.subtitleLabel?.size == Size(width: 100, height: 61))  // wrapped, then not ≥ textAvail
    }

    @Test("a given single-line size that would wrap, without wrappedSize, stays on one line with a warning")
    func wrappedSizeMissing() throws {
        let result = try configButton(size: Size(width: 140, height: 80)) {
            $0.title = ConfigurationLabel(text: "Long", size: Size(width: 180, height: third(61)))
        }.computeLayout()
        #expect(result.titleLabel?.width == 180)
        #expect(result.warnings.first == .wrappedSizeMissing(.title, naturalWidth: 180, maxWidth: 116))
        #expect(result.warnings.contains { if case .contentOutsideBounds(.titleLabel, _) = $0 { true } else { false } })
    }

    @Test("given sizes are used as they are: no re-measuring, no rounding")
    func givenSizes() throws {
        let result = try configButton(size: Size(width: 160, height: 44)) {
            $0.title = ConfigurationLabel(text: "Odd", size: Size(width: 40.1, height: 20.2))
        }.computeLayout()
        #expect(result.titleLabel?.size == Size(width: 40.1, height: 20.2))
    }

    @Test("a monospaced measurer re-flows to the width offered, line by line")
    func monospaced() {
        let result = configButton(size: Size(width: 104, height: 120)) {
            $0.title = ConfigurationLabel(text: String(repeating: "x", count: 25))
        }.computeLayout(measuring: MonospacedMeasurer())
        // textAvail 80 → 10 characters a line → 3 lines of 20.28711 → ceilPx = 61 at 3x.
        #expect(result.titleLabel?.size == Size(width: 80, height: 61))
    }
}

@Suite("Configuration: printed inputs back on the pixel grid")
struct ConfigurationSnappingTests {
    @Test("printed thirds snap to the grid; other values stay", arguments: [
        (23.66667, ScreenScale.x3, third(71)), (20.33333, .x3, third(61)), (23.667, .x3, third(71)), (102.66667, .x3, third(308)),
        (8.5, .x3, 8.5), (12.001, .x3, 12.001), (20.5, .x2, 20.5), (20.33333, .x2, 20.33333), (-3.66667, .x3, -third(11)),
    ])
    func snapping(value: Double, scale: ScreenScale, expected: Double) {
        #expect(PixelGrid(scale: scale).snapPrinted(value) == expected)
    }

    @Test("why scenarios snap measured sizes: a printed 23.66667 puts a trailing subtitle one pixel short")
    func printedSubtitle() throws {
        func subtitleX(_ width: Double) throws -> String {
            let result = try configButton(size: Size(width: 260, height: 60)) {
                $0.title = configureTitle
                $0.subtitle = ConfigurationLabel(text: "Sub", size: Size(width: width, height: third(47)))
                $0.titleAlignment = .trailing
            }.computeLayout()
            return pts(result.subtitleLabel?.x ?? .nan)
        }
        #expect(try subtitleX(23.66667) == "143.33333")
        #expect(try subtitleX(PixelGrid(scale: .x3).snapPrinted(23.66667)) == "143.66667")
    }
}
