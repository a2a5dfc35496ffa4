import ButtonCheck
import ButtonDiagram
import ButtonLabTestSupport
import ButtonLayout
import ButtonRender
import ButtonScenario
import Foundation
import Testing

@Suite struct ImageComparisonTests {
    let white = RGBA8(rgb: 0xFFFFFF)
    let black = RGBA8(rgb: 0x000000)

    @Test func identicalBytesTakeTheFastPath() throws {
        let png = try encodePNG(solidRaster(width: 8, height: 4))
        let comparison = compareImages(expected: png, actual: png)
        #expect(comparison.verdict == .identical)
        #expect(comparison.passed)
        #expect(comparison.message == "identical bytes")
        #expect(comparison.expectedSize == PixelSize(width: 8, height: 4))
        #expect(comparison.diffImage == nil)
    }

    @Test func samePixelsInAnotherEncodingPass() throws {
        var image = solidRaster(width: 20, height: 20)
        image.set(3, 4, black)
        let fast = try encodePNG(image, options: .diagram)
        let small = try encodePNG(image, options: .smallest)
        #expect(fast != small)
        let comparison = compareImages(expected: fast, actual: small)
        #expect(comparison.verdict == .withinTolerance)
        #expect(comparison.differingPixels == 0)
        #expect(comparison.maxDistance == 0)
        #expect(comparison.message == "same pixels, different encoding; limits: 0 pixels, 0 %, threshold 0.1")
    }

    @Test func onePixelDiffersAndTheMessageStatesValuesAndLimits() throws {
        let expected = solidRaster(width: 10, height: 10)
        var actual = expected
        actual.set(2, 3, black)
        let comparison = compareImages(expected: expected, actual: actual)
        #expect(comparison.verdict == .different)
        #expect(!comparison.passed)
        #expect(comparison.differingPixels == 1)
        #expect(comparison.totalPixels == 100)
        #expect(comparison.ratio == 0.01)
        #expect(comparison.antiAliasedPixels == 0)
        // Black on white: sqrt(0.5053 · 255² / 35215) = 0.966.
        #expect(comparison.message == "1 pixel differs (1 %), max distance 0.966; limits: 0 pixels, 0 %, threshold 0.1")
    }

    @Test func limitsOnPixelsAndRatio() throws {
        let expected = solidRaster(width: 10, height: 10)
        var actual = expected
        actual.set(2, 3, black)
        actual.set(5, 5, black)
        func verdict(_ options: ComparisonOptions) -> ImageComparison.Verdict { compareImages(expected: expected, actual: actual, options: options).verdict }
        #expect(verdict(ComparisonOptions(maxDiffPixels: 2)) == .withinTolerance)
        #expect(verdict(ComparisonOptions(maxDiffPixels: 1)) == .different)
        #expect(verdict(ComparisonOptions(maxDiffRatio: 0.02)) == .withinTolerance)
        #expect(verdict(ComparisonOptions(maxDiffRatio: 0.019)) == .different)
        // Both given: both must hold.
        #expect(verdict(ComparisonOptions(maxDiffPixels: 5, maxDiffRatio: 0.01)) == .different)
        #expect(verdict(ComparisonOptions(maxDiffPixels: 1, maxDiffRatio: 0.5)) == .different)
        let within = compareImages(expected: expected, actual: actual, options: ComparisonOptions(maxDiffPixels: 2))
        #expect(within.message == "2 pixels differ (2 %), max distance 0.966; limits: 2 pixels, threshold 0.1")
        let both = compareImages(expected: expected, actual: actual, options: ComparisonOptions(maxDiffPixels: 5, maxDiffRatio: 0.01))
        #expect(both.message == "2 pixels differ (2 %), max distance 0.966; limits: 5 pixels, 1 %, threshold 0.1")
        #expect(both.allowedPixels == 1)
    }

    @Test func thresholdIsAColourDistance() throws {
        let expected = solidRaster(width: 4, height: 4)
        var actual = expected
        actual.set(1, 1, RGBA8(rgb: 0xF0F0F0))
        // White against #F0F0F0: sqrt(0.5053 · 15² / 35215) = 0.0568.
        let loose = compareImages(expected: expected, actual: actual)
        #expect(loose.verdict == .withinTolerance)
        #expect(loose.differingPixels == 0)
        #expect(loose.message == "0 pixels differ (0 %), max distance 0.057; limits: 0 pixels, 0 %, threshold 0.1")
        let strict = compareImages(expected: expected, actual: actual, options: ComparisonOptions(threshold: 0.05))
        #expect(strict.verdict == .different)
        #expect(strict.differingPixels == 1)
        let zero = compareImages(expected: expected, actual: actual, options: ComparisonOptions(threshold: 0))
        #expect(zero.differingPixels == 1)
    }

    @Test func translucentPixelsAreComparedAsSeenOnWhite() throws {
        // Fully transparent black and opaque white look the same on white.
        let expected = solidRaster(width: 3, height: 3, RGBA8(red: 0, green: 0, blue: 0, alpha: 0))
        let actual = solidRaster(width: 3, height: 3, white)
        let comparison = compareImages(expected: expected, actual: actual)
        #expect(comparison.verdict == .withinTolerance)
        #expect(comparison.maxDistance == 0)
    }

    @Test func diffImageColours() throws {
        var expected = solidRaster(width: 6, height: 3, RGBA8(rgb: 0x808080))
        expected.set(0, 0, black)
        var actual = expected
        actual.set(1, 1, black)  // darker
        actual.set(2, 1, white)  // lighter
        // Same luma, other colour: Y is unchanged only for exact swaps, so build one.
        actual.set(3, 1, RGBA8(rgb: 0x808080))
        let comparison = compareImages(expected: expected, actual: actual)
        let diff = try #require(comparison.diffImage)
        #expect(diff.width == 6 && diff.height == 3)
        #expect(diff.pixel(x: 1, y: 1) == DiffColors.darker)
        #expect(diff.pixel(x: 2, y: 1) == DiffColors.lighter)
        // Unchanged pixels: a faded grey copy of the expected image (20 % of its darkness).
        #expect(diff.pixel(x: 0, y: 0) == RGBA8(rgb: 0xCCCCCC))
        #expect(diff.pixel(x: 5, y: 2) == RGBA8(rgb: 0xE6E6E6))
        #expect(comparison.differingPixels == 2)
    }

    @Test func sizeMismatchFailsWithADiffOverTheLargerCanvas() throws {
        let expected = solidRaster(width: 10, height: 8)
        let actual = solidRaster(width: 12, height: 8)
        let comparison = compareImages(expected: try encodePNG(expected), actual: try encodePNG(actual))
        #expect(comparison.verdict == .sizeMismatch)
        #expect(!comparison.passed)
        #expect(comparison.expectedSize == PixelSize(width: 10, height: 8))
        #expect(comparison.actualSize == PixelSize(width: 12, height: 8))
        #expect(comparison.differingPixels == 16)
        #expect(comparison.message == "size differs: expected 10×8 px, actual 12×8 px (sizes must match); on the larger canvas 16 pixels differ (16.67 %), max distance 1; limits: 0 pixels, 0 %, threshold 0.1")
        let diff = try #require(comparison.diffImage)
        #expect(diff.width == 12 && diff.height == 8)
        #expect(diff.pixel(x: 11, y: 0) == DiffColors.outside)
        // Even limits that would allow every pixel do not make different sizes pass.
        let lenient = compareImages(expected: expected, actual: actual, options: ComparisonOptions(threshold: 1, maxDiffRatio: 1))
        #expect(lenient.verdict == .sizeMismatch)
    }

    /// A 261 KB golden declaring 8192 × 8192 px once cost 1.6 GB (decoded, then diffed on its canvas).
    @Test func aGoldenInflatingTheCanvasFailsOnItsHeaderUndecoded() throws {
        let actual = try encodePNG(solidRaster(width: 10, height: 8))
        let comparison = compareImages(expected: bombPNG(width: 8192, height: 8192), actual: actual)
        #expect(comparison.verdict == .sizeMismatch)
        #expect(comparison.expectedSize == PixelSize(width: 8192, height: 8192))
        #expect(comparison.actualSize == PixelSize(width: 10, height: 8))
        #expect(comparison.diffImage == nil)
        #expect(
            comparison.message
                == "size differs: expected 8192×8192 px, actual 10×8 px (sizes must match); "
                + "no diff drawn: the larger canvas has over twice the actual image's pixels")
    }

    /// Parallel comparisons share one budget: what they hold together never exceeds it.
    @Test func parallelComparisonsWaitForTheSharedBudget() {
        let budget = ComparisonBudget(capacityPixels: 4 * ComparisonBudget.pixelsPerUnit)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            budget.withReservation(pixels: 3 * ComparisonBudget.pixelsPerUnit) { _ = usleep(2000) }
        }
        #expect(budget.peakUnits == 3)
        // A request over the capacity holds all of it rather than waiting forever.
        budget.withReservation(pixels: 100 * ComparisonBudget.pixelsPerUnit) {}
        #expect(budget.peakUnits == 4)
    }

    @Test func undecodableFilesFailWithTheReason() throws {
        let good = try encodePNG(solidRaster(width: 4, height: 4))
        let garbage = Array("not a png".utf8)
        let corruptExpected = compareImages(expected: garbage, actual: good)
        #expect(corruptExpected.verdict == .unreadable)
        #expect(!corruptExpected.passed)
        #expect(corruptExpected.message.hasPrefix("the expected image is not a readable PNG ("))
        let truncated = Array(good.prefix(good.count - 20))
        let corruptActual = compareImages(expected: good, actual: truncated)
        #expect(corruptActual.verdict == .unreadable)
        #expect(corruptActual.message.hasPrefix("the actual image is not a readable PNG ("))
        #expect(compareImages(expected: [], actual: good).verdict == .unreadable)
    }

    @Test func unusableOptionsFailInsteadOfPassing() throws {
        let a = try encodePNG(solidRaster(width: 4, height: 4))
        var image = solidRaster(width: 4, height: 4)
        image.set(0, 0, black)
        let b = try encodePNG(image)
        for options in [ComparisonOptions(threshold: .nan), ComparisonOptions(threshold: 2), ComparisonOptions(maxDiffPixels: -1), ComparisonOptions(maxDiffRatio: .infinity)] {
            let comparison = compareImages(expected: a, actual: b, options: options)
            #expect(comparison.verdict == .unreadable)
            #expect(comparison.message.hasPrefix("cannot compare: "))
        }
    }

    // MARK: Anti-aliasing

    /// A diagonal line, a filled rectangle and a triangle (the diagrams' arrowheads), off the pixel grid.
    func shapes(dx: Double) -> DisplayList {
        whiteCanvas(width: 100, height: 40, [
            DisplayItem(id: "line", shape: .line(from: Point(x: 5 + dx, y: 3), to: Point(x: 90 + dx, y: 35), stroke: Stroke(color: Color(rgb: 0), width: 2))),
            DisplayItem(id: "box", shape: .rect(Rect(x: 10.25 + dx, y: 20, width: 30, height: 12), fill: Color(rgb: 0x5AD845), stroke: nil)),
            DisplayItem(id: "arrow", shape: .polygon([Point(x: 60 + dx, y: 5), Point(x: 80 + dx, y: 12), Point(x: 62 + dx, y: 18)], fill: Color(rgb: 0xE64646), stroke: nil)),
        ])
    }

    @Test func halfPixelShiftOfAntialiasedShapesPasses() throws {
        let expected = try renderRaster(shapes(dx: 0), fonts: figureRenderer.fonts)
        let actual = try renderRaster(shapes(dx: 0.5), fonts: figureRenderer.fonts)
        #expect(expected.pixels != actual.pixels)
        let comparison = compareImages(expected: try encodePNG(expected), actual: try encodePNG(actual))
        #expect(comparison.verdict == .withinTolerance)
        #expect(comparison.differingPixels == 0)
        #expect(comparison.antiAliasedPixels == AA.halfPixelShapes)
        // Counting anti-aliasing makes the same pair fail.
        let counted = compareImages(expected: expected, actual: actual, options: ComparisonOptions(countAntiAliased: true))
        #expect(counted.verdict == .different)
        #expect(counted.differingPixels == AA.halfPixelShapes)
    }

    /// A one-pixel move of shapes that are all antialiased edge (a diagonal, a triangle, an
    /// off-grid fill) re-blends every edge pixel between the same colours: rasteriser noise.
    @Test func onePixelShiftOfAntialiasedShapesIsNoise() throws {
        let expected = try renderRaster(shapes(dx: 0), fonts: figureRenderer.fonts)
        let actual = try renderRaster(shapes(dx: 1), fonts: figureRenderer.fonts)
        let comparison = compareImages(expected: expected, actual: actual)
        #expect(comparison.verdict == .withinTolerance)
        #expect(comparison.antiAliasedPixels == AA.onePixelShapes)
    }

    @Test func twoPixelShiftOfTheSameShapesFails() throws {
        let expected = try renderRaster(shapes(dx: 0), fonts: figureRenderer.fonts)
        let actual = try renderRaster(shapes(dx: 2), fonts: figureRenderer.fonts)
        let comparison = compareImages(expected: expected, actual: actual)
        #expect(comparison.verdict == .different)
        #expect(comparison.differingPixels == AA.twoPixelShapes)
    }

    /// Frames are drawn crisp (snapped to pixels), so moving one by a single pixel swaps one
    /// extreme for another — never noise.
    @Test func onePixelMoveOfACrispFrameFails() throws {
        func frame(_ x: Double) -> DisplayList {
            whiteCanvas(width: 60, height: 30, [
                DisplayItem(id: "bounds", shape: .rect(Rect(x: x, y: 5, width: 40, height: 20), fill: nil, stroke: Stroke(color: Color(rgb: 0), width: 2))),
            ])
        }
        let comparison = compareImages(
            expected: try renderRaster(frame(10), fonts: figureRenderer.fonts),
            actual: try renderRaster(frame(11), fonts: figureRenderer.fonts))
        #expect(comparison.verdict == .different)
        #expect(comparison.differingPixels == AA.onePixelFrame)
    }

    /// What another rasteriser (FreeType version, gamma) does to text: the same glyphs, with the
    /// edge pixels — those between a darker and a brighter neighbour — blended 12 % darker, which
    /// takes many of them past the colour threshold. (Thin CJK strokes have edge pixels with no flat
    /// region next to them; there the same noise is reported, as pixelmatch would.)
    ///
    @Test func antialiasingNoiseOnATextRunPasses() throws {
        let list = whiteCanvas(width: 200, height: 40, pixelsPerPoint: 2, [
            DisplayItem(id: "title", shape: .text(TextRun(text: "titleLabel", box: Rect(x: 10, y: 5, width: 180, height: 30), font: FontSpec(size: 14), color: Color(rgb: 0x1E1E1E)))),
        ])
        let expected = try renderRaster(list, fonts: figureRenderer.fonts)
        var actual = expected
        var changed = 0
        for y in 1..<(expected.height - 1) {
            for x in 1..<(expected.width - 1) {
                let centre = expected.pixel(x: x, y: y).green
                let around = [(-1, 0), (1, 0), (0, -1), (0, 1)].map { expected.pixel(x: x + $0.0, y: y + $0.1).green }
                guard around.contains(where: { $0 < centre }), around.contains(where: { $0 > centre }) else { continue }
                let value = UInt8(Double(centre) * 0.88)
                actual.set(x, y, RGBA8(red: value, green: value, blue: value))
                changed += 1
            }
        }
        #expect(changed == AA.textEdgePixels)
        let comparison = compareImages(expected: expected, actual: actual)
        #expect(comparison.verdict == .withinTolerance)
        #expect(comparison.differingPixels == 0)
        #expect(comparison.antiAliasedPixels == AA.textNoise)
    }

    /// The 1-pt change the issue names: imageEdgeInsets.left 50 → 51 on article 2's figure 3.
    @Test func onePointInsetChangeFailsWithADiffImage() throws {
        let directory = makeScratch("inset")
        defer { removeScratch(directory) }
        writeScenario(insetScenario(name: "left-50", left: 50), join(directory, "a.yaml"))
        writeScenario(insetScenario(name: "left-51", left: 51), join(directory, "b.yaml"))
        let a = try figureRenderer.render(path: join(directory, "a.yaml"), formats: [.png]).get()
        let b = try figureRenderer.render(path: join(directory, "b.yaml"), formats: [.png]).get()
        let comparison = compareImages(expected: try #require(a.png), actual: try #require(b.png))
        #expect(!comparison.passed)
        #expect(comparison.verdict == .different)
        #expect(comparison.expectedSize == PixelSize(width: 488, height: 391))
        #expect(comparison.actualSize == PixelSize(width: 488, height: 391))
        let diff = try #require(comparison.diffImage)
        #expect(diff.width == 488 && diff.height == 391)
        #expect(comparison.differingPixels == AA.insetDifferingPixels)
        // The diff marks both directions of the move.
        var colours = Set<RGBA8>()
        for y in 0..<diff.height { for x in 0..<diff.width { colours.insert(diff.pixel(x: x, y: y)) } }
        #expect(colours.contains(DiffColors.darker))
        #expect(colours.contains(DiffColors.lighter))
        #expect(colours.contains(DiffColors.antiAliased))
    }

    /// The same 1-pt change where the canvas keeps its size: the title moves, nothing else does.
    @Test func onePointTitleInsetChangeFailsWithADiffImage() throws {
        let directory = makeScratch("title-inset")
        defer { removeScratch(directory) }
        func scenario(_ left: Double) -> String {
            """
            name: title-\(Int(left))
            button:
              size: [200, 100]
              scale: 2
              image: {size: [50, 50]}
              title: {text: "title", size: [50, 25]}
              titleEdgeInsets: {left: \(left)}
            diagram:
              pixelsPerPoint: 2
              highlight: []
              virtual: none

            """
        }
        writeScenario(scenario(20), join(directory, "a.yaml"))
        writeScenario(scenario(21), join(directory, "b.yaml"))
        let a = try figureRenderer.render(path: join(directory, "a.yaml"), formats: [.png]).get()
        let b = try figureRenderer.render(path: join(directory, "b.yaml"), formats: [.png]).get()
        let comparison = compareImages(expected: try #require(a.png), actual: try #require(b.png))
        #expect(comparison.verdict == .different)
        #expect(comparison.expectedSize == comparison.actualSize)
        #expect(comparison.differingPixels == AA.titleInsetDifferingPixels)
        #expect(comparison.diffImage != nil)
    }
}

/// Measured counts. They depend on cairo, pixman, Pango and the font files, like the goldens do.
enum AA {
    static let halfPixelShapes = 227
    static let onePixelShapes = 308
    static let twoPixelShapes = 36
    static let onePixelFrame = 80
    static let textEdgePixels = 736
    static let textNoise = 126
    static let insetDifferingPixels = 196
    static let titleInsetDifferingPixels = 128
}

@Suite struct TextShiftTests {
    /// The issue's own example of anti-aliasing noise: the same text run half a pixel to the right.
    /// cairo 1.16 puts each glyph on a whole pixel, so some glyphs jump a pixel and others stay;
    /// the sub-pixel rule recognises both as the same text re-blended.
    @Test(arguments: ["titleLabel", "我是titleLabel", "Continue with your Apple Account"])
    func halfPixelShiftOfATextRunPasses(_ text: String) throws {
        func raster(dx: Double) throws -> RasterImage {
            try renderRaster(whiteCanvas(width: 240, height: 40, pixelsPerPoint: 2, [
                DisplayItem(id: "title", shape: .text(TextRun(
                    text: text, box: Rect(x: 10 + dx, y: 5, width: 220, height: 30), alignment: .left,
                    font: FontSpec(size: 14), color: Color(rgb: 0x1E1E1E)))),
            ]), fonts: figureRenderer.fonts)
        }
        let expected = try raster(dx: 0)
        let actual = try raster(dx: 0.25)  // 0.25 pt = half a pixel at 2 px per point
        #expect(expected.pixels != actual.pixels)
        let comparison = compareImages(expected: expected, actual: actual)
        #expect(comparison.verdict == .withinTolerance, "\(comparison.message)")
        #expect(comparison.differingPixels == 0)
    }
}
