import ButtonDiagram
import ButtonLabTestSupport
import ButtonLayout
import ButtonScenario
import Testing

@testable import ButtonRender

#if canImport(Glibc)
import Glibc
#endif


/// Premultiplied B, G, R, A pixels: runs of repeated rows and flat colours like a diagram, plus
/// noise; `opaque` false makes some pixels translucent (premultiplied, so no channel exceeds alpha).
private func randomImage(width: Int, height: Int, padding: Int, opaque: Bool, seed: UInt64) -> RasterImage {
    var random = SplitMix(seed: seed)
    let stride = width * 4 + padding
    var pixels = [UInt8](repeating: 0xAB, count: stride * height)
    for y in 0..<height {
        let repeatRow = y > 0 && random.next() % 3 == 0
        for x in 0..<width {
            let offset = y * stride + x * 4
            if repeatRow {
                for channel in 0..<4 { pixels[offset + channel] = pixels[offset - stride + channel] }
                continue
            }
            let value = random.next()
            let alpha: UInt8 = opaque || value % 4 != 0 ? 255 : UInt8(truncatingIfNeeded: value >> 56)
            let flat = value % 5 < 3
            for channel in 0..<3 {
                let component = flat ? UInt8(0xE0 + channel * 7) : UInt8(truncatingIfNeeded: value >> (8 * channel + 8))
                pixels[offset + channel] = alpha == 255 ? component : UInt8(Int(component) * Int(alpha) / 255)
            }
            pixels[offset + 3] = alpha
        }
    }
    return RasterImage(width: width, height: height, stride: stride, pixels: pixels)
}

@Suite("Fast paths give the old bytes")
struct PerformancePathTests {
    @Test("the one-pass encoder writes libpng's bytes for every shape, level, filter and alpha")
    func onePassEncoderMatchesLibpng() throws {
        // One row (Up becomes None), one column, tiny (zlib window shrunk), and sizes past 16 KB
        // and past several 8 KB IDAT chunks; padded strides; opaque (RGB) and translucent (RGBA).
        let shapes = [(1, 1), (1, 7), (9, 1), (3, 2), (17, 13), (64, 40), (200, 90), (561, 123)]
        var seed: UInt64 = 1
        for (width, height) in shapes {
            for opaque in [true, false] {
                let image = randomImage(width: width, height: height, padding: width % 3 * 4, opaque: opaque, seed: seed)
                seed += 1
                for (level, strategy) in [(3, 0), (0, 0), (1, 3), (6, 1), (9, 0)] {
                    for (mask, filter): (Int32, Int32) in [(0x20, 2), (0x08, 0)] {
                        let options = PNGOptions(compressionLevel: Int32(level), filters: mask, strategy: Int32(strategy))
                        let fast = try encodePNG(image, options: options, encoder: .onePass(filter: filter))
                        let libpng = try encodePNG(image, options: options, encoder: .libpng)
                        #expect(fast == libpng, "\(width)×\(height) opaque \(opaque) level \(level) strategy \(strategy) filter \(filter)")
                    }
                }
                if opaque {
                    let unpadded = (0..<height).flatMap { image.pixels[($0 * image.stride)..<($0 * image.stride + width * 4)] }
                    #expect(try decodePNG(try encodePNG(image)).pixels == unpadded)
                }
            }
        }
    }

    @Test("the default options take the one-pass encoder, other filter masks libpng")
    func encoderChoice() throws {
        let image = randomImage(width: 40, height: 30, padding: 0, opaque: true, seed: 99)
        #expect(try encodePNG(image) == encodePNG(image, options: .diagram, encoder: .libpng))
        #expect(try encodePNG(image, options: .smallest) == encodePNG(image, options: .smallest, encoder: .libpng))
    }

    @Test("fonts described by fontconfig's caches measure and draw exactly as scanned fonts")
    func cachedFontsMatchScannedFonts() throws {
        let scanned = try FontLibrary(cacheDirectories: [])
        #expect(scanned.usesFontCaches == false)
        let standard = try FontLibrary.standard()
        let texts = ["Button", "我是titleLabel", "زر الإرسال", "כפתור", "A very long title that overflows", "→ ✓"]
        for text in texts {
            for weight in FontWeight.allCases {
                let font = FontSpec(size: 17, weight: weight)
                #expect(standard.measure(text, font: font) == scanned.measure(text, font: font), "\(text) \(weight)")
                #expect(standard.unknownGlyphCount(text, font: font) == scanned.unknownGlyphCount(text, font: font))
            }
        }
        let figure = sampleFigure(pixelsPerPoint: 3)
        #expect(try encodePNG(renderRaster(figure, fonts: standard)) == encodePNG(renderRaster(figure, fonts: scanned)))
        #expect(try renderPDF(figure, fonts: standard) == renderPDF(figure, fonts: scanned))
    }

    @Test("a directory without a fontconfig cache falls back to scanning its files")
    func missingCacheFallsBack() throws {
        let directory = makeScratch("render")
        defer { removeScratch(directory); rmdir(directory) }
        let source = FontLibrary.defaultFontFiles[3]
        let copy = directory + "/Inter-Regular.otf"
        let bytes = try #require(readBytes(source))
        writeFile(copy, bytes)
        let fonts = try FontLibrary(fontFiles: [copy], families: "Inter")
        #expect(fonts.usesFontCaches == false)
        let reference = try FontLibrary(fontFiles: [source], families: "Inter")
        #expect(fonts.measure("Button", font: FontSpec(size: 18, weight: .regular))
            == reference.measure("Button", font: FontSpec(size: 18, weight: .regular)))
        // A cache directory that does not exist is the same as no cache.
        #expect(try FontLibrary(fontFiles: [source], families: "Inter", cacheDirectories: [directory + "/none"]).usesFontCaches == false)
    }

    @Test("drawing loads the drawing stack; the library groups report it")
    func librariesLoadOnDemand() throws {
        _ = try renderRaster(sampleFigure(pixelsPerPoint: 1))
        #expect(DrawingLibraries.drawing.isLoaded)
        _ = try encodePNG(randomImage(width: 2, height: 2, padding: 0, opaque: true, seed: 5))
        #expect(DrawingLibraries.zlib.isLoaded)
    }
}

