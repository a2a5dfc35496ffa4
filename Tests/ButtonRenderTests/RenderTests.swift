import ButtonDiagram
import ButtonLabTestSupport
import ButtonLayout
import ButtonRender
import ButtonScenario
import Testing

#if canImport(Glibc)
import Glibc
#endif

@Suite struct RasterTests {
    /// 100×60 pt at 2 px/pt: a green fill, a translucent red fill over it, a 2 pt black stroke and a hairline.
    let list = canvas(width: 100, height: 60, [
        item("green", .rect(Rect(x: 10, y: 10, width: 30, height: 20), fill: Color(rgb: 0x5AD845), stroke: nil)),
        item("red", .rect(Rect(x: 25, y: 20, width: 30, height: 30), fill: Color(rgb: 0xE64646, alpha: 0.35), stroke: nil)),
        item("bounds", .rect(Rect(x: 60, y: 10, width: 30, height: 40), fill: nil, stroke: Stroke(color: Color(rgb: 0), width: 2))),
        item("hairline", .line(from: Point(x: 5, y: 0), to: Point(x: 5, y: 60), stroke: Stroke(color: Color(rgb: 0x0000FF), width: 0.5))),
    ])

    @Test func sizeIsPointsTimesScale() throws {
        let image = try renderRaster(list)
        #expect(image.width == 200)
        #expect(image.height == 120)
        #expect(image.stride == 800)
        #expect(image.pixels.count == 800 * 120)
    }

    @Test func fillColoursAtKnownPixels() throws {
        let image = try renderRaster(list)
        #expect(image.pixel(x: 1, y: 1) == RGBA8(rgb: 0xECECEC))
        #expect(image.pixel(x: 30, y: 30) == RGBA8(rgb: 0x5AD845))
        // Edges on whole pixels stay crisp: the first pixel inside is pure, the one before untouched.
        #expect(image.pixel(x: 20, y: 20) == RGBA8(rgb: 0x5AD845))
        #expect(image.pixel(x: 19, y: 20) == RGBA8(rgb: 0xECECEC))
        // 35 % of (230, 70, 70) over the background (236, 236, 236) and over the green (90, 216, 69).
        #expect(image.pixel(x: 100, y: 90) == RGBA8(red: 234, green: 178, blue: 178))
        #expect(image.pixel(x: 60, y: 50) == RGBA8(red: 139, green: 165, blue: 69))
    }

    @Test func strokesAreSnappedToPixels() throws {
        let image = try renderRaster(list)
        // 2 pt = 4 px centred on x = 120 px covers columns 118…121 fully.
        for x in 118...121 { #expect(image.pixel(x: x, y: 60) == RGBA8(rgb: 0x000000)) }
        #expect(image.pixel(x: 117, y: 60) == RGBA8(rgb: 0xECECEC))
        #expect(image.pixel(x: 122, y: 60) == RGBA8(rgb: 0xECECEC))
        // A 1 px hairline at x = 10 px covers exactly one column instead of two half-grey ones.
        #expect(image.pixel(x: 10, y: 5) == RGBA8(rgb: 0x0000FF))
        #expect(image.pixel(x: 9, y: 5) == RGBA8(rgb: 0xECECEC))
        #expect(image.pixel(x: 11, y: 5) == RGBA8(rgb: 0xECECEC))
    }

    @Test func dashedStrokeLeavesGaps() throws {
        let dashed = canvas(width: 40, height: 10, pixelsPerPoint: 1, [
            item("dash", .line(from: Point(x: 0, y: 5), to: Point(x: 40, y: 5), stroke: Stroke(color: Color(rgb: 0), width: 1, dash: [4, 4]))),
        ])
        let image = try renderRaster(dashed)
        let row = (0..<40).map { image.pixel(x: $0, y: 5) == RGBA8(rgb: 0) }
        #expect(row == (0..<40).map { ($0 / 4) % 2 == 0 })
    }

    @Test func rendersAreByteIdentical() throws {
        let first = try encodePNG(try renderRaster(sampleFigure()))
        let second = try encodePNG(try renderRaster(sampleFigure()))
        #expect(first == second)
    }

    @Test func concurrentRendersMatchSerialOnes() async throws {
        let expected = try renderRaster(sampleFigure())
        let images = try await withThrowingTaskGroup(of: RasterImage.self) { group in
            for _ in 0..<8 { group.addTask { try renderRaster(sampleFigure()) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(images.count == 8)
        #expect(images.allSatisfy { $0 == expected })
    }

    @Test func zeroSizedFramesDrawNothing() throws {
        let empty = canvas(width: 10, height: 10, [
            item("image", .image(Rect(x: 2, y: 2, width: 0, height: 5), source: .placeholder)),
            item("rect", .rect(Rect(x: 2, y: 2, width: 0, height: 0), fill: Color(rgb: 0), stroke: nil)),
        ])
        let image = try renderRaster(empty)
        #expect(countPixels(in: image, x: 0..<20, y: 0..<20) { $0 != RGBA8(rgb: 0xECECEC) } == 0)
    }

    @Test func emptyCanvasIsAnError() {
        #expect(throws: RenderError.invalidCanvas(width: 0, height: 20)) {
            try renderRaster(canvas(width: 0, height: 10, []))
        }
    }
}

@Suite struct PNGTests {
    @Test func encodeDecodeRoundTrip() throws {
        let image = try renderRaster(sampleFigure())
        let png = try encodePNG(image)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(png[25] == 2, "opaque images are written as 8-bit RGB")
        let decoded = try decodePNG(png)
        #expect(decoded == image)
    }

    @Test func everyOptionSetRoundTrips() throws {
        let image = try renderRaster(sampleFigure(pixelsPerPoint: 1))
        for options in [PNGOptions.diagram, .smallest, PNGOptions(compressionLevel: 0, filters: 0x08, strategy: 3)] {
            #expect(try decodePNG(try encodePNG(image, options: options)) == image)
        }
    }

    @Test func translucentImagesKeepAlpha() throws {
        // Premultiplied B, G, R, A: opaque red, half-transparent green (0, 255, 0, 128), clear.
        let image = RasterImage(width: 3, height: 1, stride: 12, pixels: [0, 0, 255, 255, 0, 128, 0, 128, 0, 0, 0, 0])
        let png = try encodePNG(image)
        #expect(png[25] == 6, "translucent images are written as 8-bit RGBA")
        let decoded = try decodePNG(png)
        #expect(decoded.pixel(x: 0, y: 0) == RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(decoded.pixel(x: 1, y: 0) == RGBA8(red: 0, green: 255, blue: 0, alpha: 128))
        #expect(decoded.pixel(x: 2, y: 0) == RGBA8(red: 0, green: 0, blue: 0, alpha: 0))
        #expect(decoded == image)
    }

    @Test func garbageIsNotAPNG() {
        #expect(throws: RenderError.self) { try decodePNG([1, 2, 3, 4, 5, 6, 7, 8, 9]) }
    }
}

@Suite struct ImageTests {
    @Test func fileImageIsStretchedToFillItsFrame() throws {
        let directory = makeScratch("render")
        defer { removeScratch(directory) }
        // 2×1 px: red then blue.
        let path = directory + "/two.png"
        writeFile(path, try encodePNG(RasterImage(width: 2, height: 1, stride: 8, pixels: [0, 0, 255, 255, 255, 0, 0, 255])))
        let list = canvas(width: 60, height: 60, [item("image", .image(Rect(x: 10, y: 10, width: 40, height: 20), source: .file(path: path)))])
        let image = try renderRaster(list)
        // The frame is 80×40 px: each source pixel covers 40×40 px, whatever the aspect ratio.
        #expect(image.pixel(x: 21, y: 21) == RGBA8(rgb: 0xFF0000))
        #expect(image.pixel(x: 21, y: 58) == RGBA8(rgb: 0xFF0000))
        #expect(image.pixel(x: 98, y: 21) == RGBA8(rgb: 0x0000FF))
        #expect(image.pixel(x: 98, y: 58) == RGBA8(rgb: 0x0000FF))
        #expect(image.pixel(x: 19, y: 30) == RGBA8(rgb: 0xECECEC))
        #expect(image.pixel(x: 100, y: 30) == RGBA8(rgb: 0xECECEC))
        #expect(image.pixel(x: 50, y: 60) == RGBA8(rgb: 0xECECEC))
    }

    @Test func missingFileNamesTheFile() {
        let path = "/tmp/buttonrender-no-such-dir/missing.png"
        let list = canvas(width: 20, height: 20, [item("image", .image(Rect(x: 0, y: 0, width: 10, height: 10), source: .file(path: path)))])
        do {
            _ = try renderRaster(list)
            Issue.record("a missing image must be an error")
        } catch let error as RenderError {
            guard case .imageUnreadable(let reported, let reason) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(reported == path)
            #expect(reason == "it does not exist")
            #expect(error.description.contains(path))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func corruptFileNamesTheFile() throws {
        let directory = makeScratch("render")
        defer { removeScratch(directory) }
        let truncated = directory + "/truncated.png"
        let valid = try encodePNG(try renderRaster(canvas(width: 20, height: 20, pixelsPerPoint: 1, [])))
        writeFile(truncated, Array(valid.prefix(40)))
        let text = directory + "/text.png"
        writeFile(text, Array("not a png at all".utf8))
        for path in [truncated, text] {
            for render in [{ _ = try renderRaster($0) }, { _ = try renderPDF($0) }] as [(DisplayList) throws -> Void] {
                let list = canvas(width: 20, height: 20, [item("image", .image(Rect(x: 0, y: 0, width: 10, height: 10), source: .file(path: path)))])
                do {
                    try render(list)
                    Issue.record("\(path) must be rejected")
                } catch let error as RenderError {
                    if case .imageUnreadable(let reported, _) = error { #expect(reported == path) } else { Issue.record("unexpected \(error)") }
                } catch {
                    Issue.record("unexpected \(error)")
                }
            }
        }
    }

    @Test func placeholderSquashes() throws {
        let square = Rect(x: 0, y: 0, width: 50, height: 50)
        let narrow = Rect(x: 60, y: 0, width: 25, height: 50)
        let image = try renderRaster(canvas(width: 90, height: 50, pixelsPerPoint: 1, [
            item("square", .image(square, source: .placeholder)),
            item("narrow", .image(narrow, source: .placeholder)),
        ]))
        let sun = RGBA8(rgb: 0xF7C948)
        // The sun's centre is at (0.70, 0.30) of the frame, its radii 0.12 of the frame's sides.
        #expect(image.pixel(x: 35, y: 15) == sun)
        #expect(image.pixel(x: 60 + 17, y: 15) == sun)
        // 4 px right of the centre is inside the round sun (radius 6 px), outside the squashed one (3 px across).
        #expect(image.pixel(x: 35 + 4, y: 15) == sun)
        #expect(image.pixel(x: 60 + 17 + 4, y: 15) != sun)
        let sunPixels = { (x: Range<Int>) in countPixels(in: image, x: x, y: 0..<50) { $0 == sun } }
        // Half as wide, half the area.
        let round = sunPixels(0..<50)
        let squashed = sunPixels(60..<85)
        #expect(round > 70)
        #expect(abs(2 * squashed - round) < round / 5)
    }
}

@Suite struct TextTests {
    let fonts: FontLibrary

    init() throws {
        fonts = try FontLibrary.standard()
    }

    @Test(arguments: ["titleLabel", "我是titleLabel", "زر", "مرحبا بالعالم", "שלום עולם", "Ünïcödé — “quotes” …"])
    func everyScriptHasGlyphs(_ text: String) {
        #expect(fonts.unknownGlyphCount(text, font: FontSpec()) == 0)
        let size = fonts.measure(text, font: FontSpec())
        #expect(size.width > 0)
        #expect(size.height > 18)
    }

    @Test func onlyTheGivenFontFilesAreUsed() throws {
        // Droid Sans Fallback is installed on the host, yet a library without it has no CJK.
        let latinOnly = try FontLibrary(fontFiles: ["/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"], families: "DejaVu Sans")
        #expect(latinOnly.unknownGlyphCount("我是titleLabel", font: FontSpec()) == 2)
        #expect(fonts.unknownGlyphCount("我是titleLabel", font: FontSpec()) == 0)
    }

    @Test func missingFontFileIsNamed() {
        #expect(throws: RenderError.fontMissing(path: "/usr/share/fonts/none/Nope.otf")) {
            try FontLibrary(fontFiles: ["/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/none/Nope.otf"])
        }
    }

    @Test func uncoveredCharactersAreDetected() {
        // Linear B: in none of the three fonts.
        #expect(fonts.unknownGlyphCount("𐀀𐀁", font: FontSpec()) == 2)
    }

    @Test func measurementsMatchInter() {
        // Inter's line height is 1.2102 em (ascender 0.96875 + descender 0.2415 of 2048 units).
        let size = fonts.measure("titleLabel", font: FontSpec(size: 18))
        #expect(abs(size.height - 21.78) < 0.01)
        #expect(size.width > 75 && size.width < 90)
        // Proportional in size: no hinting, no rounding of glyph positions.
        let double = fonts.measure("titleLabel", font: FontSpec(size: 36))
        #expect(abs(double.width - 2 * size.width) < 0.01)
        #expect(fonts.measure("", font: FontSpec()).width == 0)
    }

    @Test func weightsWiden() {
        let widths = FontWeight.allCases.map { fonts.measure("Button title", font: FontSpec(size: 18, weight: $0)).width }
        #expect(widths == widths.sorted())
        #expect(Set(widths).count == FontWeight.allCases.count, "each weight is a distinct Inter face")
    }

    @Test func chineseUsesTheCJKFontAndArabicIsShaped() throws {
        // CJK ideographs are square: one em wide each.
        let ideographs = fonts.measure("我是", font: FontSpec(size: 20)).width
        #expect(abs(ideographs - 40) < 0.5)
        // Arabic letters join: the shaped word is narrower than its isolated letters side by side.
        let word = fonts.measure("بيت", font: FontSpec(size: 20)).width
        let isolated = ["ب", "ي", "ت"].map { fonts.measure($0, font: FontSpec(size: 20)).width }.reduce(0, +)
        #expect(word < isolated)
    }

    @Test func textIsDrawnInsideItsBox() throws {
        let box = Rect(x: 10, y: 10, width: 80, height: 25)
        for text in ["我是titleLabel", "زر"] {
            let image = try renderRaster(canvas(width: 100, height: 45, [
                item("box", .rect(box, fill: Color(rgb: 0x5AD845), stroke: nil)),
                item("text", .text(TextRun(text: text, box: box, font: FontSpec(size: 12), color: Color(rgb: 0x1E1E1E)))),
            ]))
            let dark = { (pixel: RGBA8) in Int(pixel.red) + Int(pixel.green) + Int(pixel.blue) < 200 }
            let inside = countPixels(in: image, x: 20..<180, y: 20..<70, where: dark)
            #expect(inside > 40)
            #expect(countPixels(in: image, x: 0..<200, y: 0..<90, where: dark) == inside)
            // Centred: as much ink left of the middle as right of it, within a few percent.
            let left = countPixels(in: image, x: 20..<100, y: 20..<70, where: dark)
            #expect(abs(2 * left - inside) < inside / 4)
        }
    }

    @Test func alignment() throws {
        let box = Rect(x: 0, y: 0, width: 100, height: 20)
        func inkColumns(_ alignment: TextAlignment) throws -> ClosedRange<Int> {
            let image = try renderRaster(canvas(width: 100, height: 20, pixelsPerPoint: 1, [
                item("text", .text(TextRun(text: "Ab", box: box, alignment: alignment, font: FontSpec(size: 12), color: Color(rgb: 0)))),
            ]))
            let columns = (0..<100).filter { x in (0..<20).contains { image.pixel(x: x, y: $0) != RGBA8(rgb: 0xECECEC) } }
            return columns.first!...columns.last!
        }
        #expect(try inkColumns(.left).lowerBound <= 1)
        #expect(try inkColumns(.right).upperBound >= 98)
        let centre = try inkColumns(.center)
        #expect(abs(centre.lowerBound + centre.upperBound - 99) <= 2)
    }

    /// The diagram builder's truncation, measured with the real fonts it is drawn with.
    @Test func middleTruncation() {
        let font = FontSpec(size: 18)
        #expect(middleTruncated("titleLabel", toWidth: 1000, font: font, measurer: fonts) == "titleLabel")
        let full = fonts.measure("titleLabel", font: font).width
        #expect(middleTruncated("titleLabel", toWidth: full, font: font, measurer: fonts) == "titleLabel")
        // Exactly the width of "tit…bel": seven kept characters would be wider.
        let sixKept = fonts.measure("tit…bel", font: font).width
        #expect(fonts.measure("titl…bel", font: font).width > sixKept)
        #expect(middleTruncated("titleLabel", toWidth: sixKept, font: font, measurer: fonts) == "tit…bel")
        #expect(middleTruncated("titleLabel", toWidth: sixKept - 0.01, font: font, measurer: fonts) == "tit…el")
        // Not even "…" fits in 1 pt: nothing is drawn.
        #expect(middleTruncated("titleLabel", toWidth: 1, font: font, measurer: fonts) == "")
        #expect(middleTruncated("", toWidth: 0, font: font, measurer: fonts) == "")
        let chinese = middleTruncated("我是titleLabel", toWidth: 60, font: font, measurer: fonts)
        #expect(chinese.hasPrefix("我是"))
        #expect(chinese.hasSuffix("l"))
        #expect(chinese.contains("…"))
        #expect(fonts.measure(chinese, font: font).width <= 60)
    }

    @Test func middleTruncationKeepsGraphemeClustersWhole() {
        let family = "👨‍👩‍👧‍👦"
        let flag = "🇯🇵"
        let text = family + "abcdefgh" + "e\u{301}" + flag
        let font = FontSpec(size: 18)
        let full = fonts.measure(text, font: font).width
        for width in stride(from: 5.0, to: full, by: 3) {
            let result = middleTruncated(text, toWidth: width, font: font, measurer: fonts)
            // Narrower than "…" itself: nothing is drawn.
            if width < fonts.measure("…", font: font).width {
                #expect(result == "")
                continue
            }
            let kept = result.split(separator: "…", omittingEmptySubsequences: false)
            #expect(kept.count == 2)
            #expect(text.hasPrefix(kept[0]) && text.hasSuffix(kept[1]))
            #expect(Array(text).starts(with: Array(kept[0])))
            #expect(Array(text).reversed().starts(with: Array(kept[1]).reversed()))
        }
    }
}

@Suite struct PDFTests {
    @Test func pdfIsDeterministic() throws {
        let first = try renderPDF(sampleFigure())
        let second = try renderPDF(sampleFigure())
        #expect(Array(first.prefix(5)) == Array("%PDF-".utf8))
        #expect(first == second)
        #expect(first.count > 1000)
        let text = String(decoding: first, as: UTF8.self)
        #expect(text.contains("/MediaBox [ 0 0 280 180 ]"))
        // cairo 1.16 writes the date without the "D:" prefix; readers accept it.
        #expect(text.contains("/CreationDate (20160101000000Z)"))
    }
}
