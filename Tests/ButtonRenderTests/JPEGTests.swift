import ButtonDiagram
import ButtonFiles
import ButtonLabTestSupport
import ButtonLayout
import ButtonRender
import Foundation
import Testing

private func fixture(_ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: URL(fileURLWithPath: testImagesDirectory + "/" + name)))
}

/// Whether `pixel` is `expected` within `tolerance` levels on each channel (JPEG is lossy), opaque.
private func near(_ pixel: RGBA8, _ expected: RGBA8, _ tolerance: Int = 3) -> Bool {
    abs(Int(pixel.red) - Int(expected.red)) <= tolerance && abs(Int(pixel.green) - Int(expected.green)) <= tolerance
        && abs(Int(pixel.blue) - Int(expected.blue)) <= tolerance && pixel.alpha == 255
}

@Suite("JPEG images: decoded by libjpeg-turbo, turned by EXIF, refused when damaged")
struct JPEGTests {
    @Test(arguments: [
        ("blue-grey-24x16.jpg", 24, 16, 0x3366CC),
        ("blue-grey-progressive-24x16.jpg", 24, 16, 0x3366CC),
        ("grey-8x8.jpg", 8, 8, 0x808080),
        ("orange-cmyk-16x8.jpg", 16, 8, 0xFF8000),
    ])
    func flatColours(_ name: String, _ width: Int, _ height: Int, _ rgb: UInt32) throws {
        let image = try decodeJPEG(fixture(name))
        #expect([image.width, image.height, image.stride] == [width, height, width * 4] as [Int])
        #expect(image.isOpaque)
        #expect(countPixels(in: image, x: 0..<width, y: 0..<height) { !near($0, RGBA8(rgb: rgb)) } == 0)
    }

    @Test func theEXIFOrientationTurnsTheImageAsUIImageShowsIt() throws {
        // Stored 32 × 16, red left and blue right; orientation 6 is a quarter turn clockwise.
        let image = try decodeJPEG(fixture("red-blue-rotated-32x16.jpg"))
        #expect([image.width, image.height] == [16, 32] as [Int])
        let red = RGBA8(rgb: 0xE02020), blue = RGBA8(rgb: 0x2020E0)
        #expect(countPixels(in: image, x: 0..<16, y: 0..<13) { !near($0, red, 6) } == 0)
        #expect(countPixels(in: image, x: 0..<16, y: 19..<32) { !near($0, blue, 6) } == 0)
    }

    @Test func everyOrientationMapsTheCorners() throws {
        // The rotated fixture's EXIF byte rewritten: where the red half lands for each orientation.
        var bytes = try fixture("red-blue-rotated-32x16.jpg")
        let at = try #require((0..<bytes.count - 1).first { bytes[$0] == 0x12 && bytes[$0 + 1] == 0x01 }) + 8
        let red = RGBA8(rgb: 0xE02020)
        let expectations: [(Int, Int, Int, (x: Int, y: Int))] = [
            (1, 32, 16, (2, 8)), (2, 32, 16, (29, 8)), (3, 32, 16, (29, 8)), (4, 32, 16, (2, 8)),
            (5, 16, 32, (8, 2)), (6, 16, 32, (8, 2)), (7, 16, 32, (8, 29)), (8, 16, 32, (8, 29)),
        ]
        for (orientation, width, height, redPoint) in expectations {
            bytes[at] = UInt8(orientation)
            let image = try decodeJPEG(bytes)
            #expect([image.width, image.height] == [width, height] as [Int], "orientation \(orientation)")
            #expect(near(image.pixel(x: redPoint.x, y: redPoint.y), red, 6), "orientation \(orientation)")
            #expect(!near(image.pixel(x: width - 1 - redPoint.x, y: height - 1 - redPoint.y), red, 6), "orientation \(orientation)")
        }
    }

    @Test func aTruncatedFileIsRefusedNotPaintedGrey() throws {
        let bytes = try fixture("blue-grey-24x16.jpg")
        #expect(throws: RenderError.jpegDecodeFailed("Premature end of JPEG file")) {
            try decodeJPEG(Array(bytes.dropLast(60)))
        }
        #expect(throws: RenderError.jpegDecodeFailed("damaged JPEG file (its header is missing or truncated)")) {
            try decodeJPEG(Array(bytes.prefix(100)))
        }
    }

    @Test func damagedDataIsRefusedWithLibjpegsReason() throws {
        let bytes = try fixture("blue-grey-24x16.jpg")
        // The quantisation table's marker overwritten: libjpeg's header reader stops on it.
        var noTables = bytes
        let dqt = try #require((0..<bytes.count - 1).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xDB })
        noTables[dqt + 1] = 0xFE
        #expect(throws: RenderError.jpegDecodeFailed("Quantization table 0x00 was not defined")) { try decodeJPEG(noTables) }
        // A stray marker in the entropy-coded data.
        var stray = bytes
        stray[bytes.count - 20] = 0xFF
        stray[bytes.count - 19] = 0xD9
        #expect(throws: RenderError.self) { try decodeJPEG(stray) }
    }

    @Test func aFileOfManyTinyScansIsStoppedAtFiveHundred() throws {
        // 568 valid scans over an 8 × 8 grey image: each would be a pass over all coefficients.
        let bytes = try fixture("grey-568-scans-8x8.jpg")
        let header = try JPEGHeader(parsing: bytes)
        #expect(header.progressive && header.components == 1)
        #expect(throws: RenderError.jpegDecodeFailed("more than 500 progressive scans")) { try decodeJPEG(bytes) }
    }

    @Test func aDecompressionBombIsRefusedBeforeDecoding() {
        // 65 535 × 65 535 declared in 20 bytes.
        let bomb: [UInt8] = [0xFF, 0xD8, 0xFF, 0xC0, 0, 17, 8, 0xFF, 0xFF, 0xFF, 0xFF, 3, 1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0]
        #expect(throws: RenderError.jpegDecodeFailed(
            "image too large: 65535×65535 pixels (4294836225 pixels), over the limit of 16777216 pixels; it is refused before decoding"
        )) { try decodeJPEG(bomb) }
        #expect(throws: RenderError.jpegDecodeFailed("not a JPEG file")) { try decodeJPEG(Array("GIF89a".utf8)) }
    }

    @Test func aJPEGFileIsDrawnInItsFrame() throws {
        let directory = makeScratch("render")
        defer { removeScratch(directory) }
        // Named .png on purpose: the content decides, not the name.
        writeFile(directory + "/photo.png", try fixture("red-blue-rotated-32x16.jpg"))
        let list = canvas(width: 40, height: 40, pixelsPerPoint: 1, [
            item("image", .image(Rect(x: 4, y: 4, width: 16, height: 32), source: .file(path: directory + "/photo.png"))),
        ])
        let raster = try renderRaster(list)
        #expect(near(raster.pixel(x: 12, y: 10), RGBA8(rgb: 0xE02020), 8))
        #expect(near(raster.pixel(x: 12, y: 30), RGBA8(rgb: 0x2020E0), 8))
        #expect(raster.pixel(x: 30, y: 30) == RGBA8(rgb: 0xECECEC))
        #expect(DrawingLibraries.jpeg.isLoaded)
        writeFile(directory + "/cut.jpg", Array(try fixture("blue-grey-24x16.jpg").dropLast(60)))
        let cut = canvas(width: 40, height: 40, [
            item("image", .image(Rect(x: 4, y: 4, width: 16, height: 16), source: .file(path: directory + "/cut.jpg"))),
        ])
        #expect(throws: RenderError.imageUnreadable(path: directory + "/cut.jpg", reason: "Premature end of JPEG file")) {
            try renderRaster(cut)
        }
    }
}
