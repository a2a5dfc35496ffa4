import ButtonLabTestSupport
import Foundation
import Testing

@testable import ButtonFiles

func jpegFixture(_ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: URL(fileURLWithPath: testImagesDirectory + "/" + name)))
}

/// SOI, `segments` (marker and data, the length is added), then a frame header `marker`.
func jpegHeader(
    width: Int, height: Int, marker: UInt8 = 0xC0, precision: UInt8 = 8, components: UInt8 = 3,
    segments: [(UInt8, [UInt8])] = []
) -> [UInt8] {
    func segment(_ marker: UInt8, _ data: [UInt8]) -> [UInt8] {
        [0xFF, marker, UInt8((data.count + 2) >> 8), UInt8((data.count + 2) & 0xFF)] + data
    }
    var frame = [precision, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), components]
    for index in 0..<Int(components) { frame += [UInt8(index + 1), 0x11, 0] }
    return [0xFF, 0xD8] + segments.flatMap { segment($0.0, $0.1) } + segment(marker, frame)
}

/// An APP1 EXIF payload whose IFD0 holds one Orientation entry.
func exif(orientation: UInt16, bigEndian: Bool = false, type: UInt8 = 3) -> [UInt8] {
    let tiff: [UInt8] = bigEndian
        ? [0x4D, 0x4D, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, type, 0, 0, 0, 1, UInt8(orientation >> 8), UInt8(orientation & 0xFF), 0, 0]
        : [0x49, 0x49, 42, 0, 8, 0, 0, 0, 1, 0, 0x12, 0x01, type, 0, 1, 0, 0, 0, UInt8(orientation & 0xFF), UInt8(orientation >> 8), 0, 0]
    return Array("Exif".utf8) + [0, 0] + tiff + [0, 0, 0, 0]
}

@Suite("The JPEG header: the frame size and the EXIF orientation, before anything is decoded")
struct JPEGHeaderTests {
    @Test func theCommittedImages() throws {
        let baseline = try JPEGHeader(parsing: jpegFixture("blue-grey-24x16.jpg"))
        #expect(baseline == JPEGHeader(storedWidth: 24, storedHeight: 16, components: 3, progressive: false, orientation: 1))
        let progressive = try JPEGHeader(parsing: jpegFixture("blue-grey-progressive-24x16.jpg"))
        #expect(progressive == JPEGHeader(storedWidth: 24, storedHeight: 16, components: 3, progressive: true, orientation: 1))
        #expect(try JPEGHeader(parsing: jpegFixture("grey-8x8.jpg")).components == 1)
        #expect(try JPEGHeader(parsing: jpegFixture("orange-cmyk-16x8.jpg")).components == 4)
        let rotated = try JPEGHeader(parsing: jpegFixture("red-blue-rotated-32x16.jpg"))
        #expect([rotated.storedWidth, rotated.storedHeight, rotated.orientation] == [32, 16, 6] as [Int])
        // Turned a quarter, as UIImage.size reports it.
        #expect([rotated.width, rotated.height, rotated.pixelCount] == [16, 32, 512] as [Int])
    }

    @Test(arguments: [(1, 640, 480), (2, 640, 480), (4, 640, 480), (5, 480, 640), (8, 480, 640)])
    func orientationsFiveToEightSwapTheSides(_ orientation: Int, _ width: Int, _ height: Int) throws {
        let bytes = jpegHeader(width: 640, height: 480, segments: [(0xE1, exif(orientation: UInt16(orientation)))])
        let header = try JPEGHeader(parsing: bytes)
        #expect([header.orientation, header.width, header.height] == [orientation, width, height] as [Int])
        let bigEndian = jpegHeader(width: 640, height: 480, segments: [(0xE1, exif(orientation: UInt16(orientation), bigEndian: true))])
        #expect(try JPEGHeader(parsing: bigEndian).orientation == orientation)
    }

    @Test func aBrokenOrMissingOrientationIsOne() throws {
        for segment in [exif(orientation: 9), exif(orientation: 6, type: 4), Array(exif(orientation: 6).prefix(20)), Array("XMP".utf8)] {
            #expect(try JPEGHeader(parsing: jpegHeader(width: 9, height: 7, segments: [(0xE1, segment)])).orientation == 1)
        }
        // Only the first EXIF counts; fill bytes and standalone markers on the way are skipped.
        var bytes = jpegHeader(width: 9, height: 7, segments: [(0xE1, exif(orientation: 3)), (0xE1, exif(orientation: 6))])
        bytes.insert(contentsOf: [0xFF, 0xFF, 0xD0], at: 2)
        #expect(try JPEGHeader(parsing: bytes).orientation == 3)
    }

    @Test(arguments: [
        (Array("GIF89a".utf8), JPEGHeader.Problem.notJPEG),
        ([0xFF, 0xD8, 0xFF], .truncated),
        (Array(jpegHeader(width: 9, height: 7).dropLast(4)), .truncated),
        (jpegHeader(width: 0, height: 7), .badSize(width: 0, height: 7)),
        (jpegHeader(width: 9, height: 0), .badSize(width: 9, height: 0)),
        (jpegHeader(width: 9, height: 7, precision: 12), .unsupported("12-bit samples; only 8-bit JPEGs are supported")),
        (jpegHeader(width: 9, height: 7, marker: 0xC3), .unsupported("lossless JPEG")),
        (jpegHeader(width: 9, height: 7, marker: 0xC5), .unsupported("hierarchical JPEG")),
        (jpegHeader(width: 9, height: 7, components: 2), .unsupported("2 colour components; grey, colour and CMYK JPEGs are supported")),
        ([0xFF, 0xD8, 0xFF, 0xDA, 0, 2], .badSegment(offset: 2)),
        ([0xFF, 0xD8, 0xFF, 0xFE, 0, 1], .badSegment(offset: 4)),
        ([0xFF, 0xD8, 0xFF, 0xFE, 0, 2, 0x12], .badSegment(offset: 6)),
        // A frame header too short for its three components.
        ([0xFF, 0xD8, 0xFF, 0xC0, 0, 11, 8, 0, 7, 0, 9, 3, 1, 0x11, 0], .badSegment(offset: 4)),
    ])
    func problems(_ bytes: [UInt8], _ problem: JPEGHeader.Problem) {
        #expect(throws: problem) { try JPEGHeader(parsing: bytes) }
    }

    @Test func theFrameHeaderMustComeWithinOneMebibyte() throws {
        let comment = [UInt8](repeating: 0x20, count: 65_533)
        let bytes = jpegHeader(width: 9, height: 7, segments: Array(repeating: (0xFE, comment), count: 17))
        #expect(throws: JPEGHeader.Problem.noFrameHeader(withinBytes: 1_048_576)) { try JPEGHeader(parsing: bytes) }
        #expect(
            JPEGHeader.Problem.noFrameHeader(withinBytes: 1_048_576).message(path: "a/b.jpg")
                == "damaged JPEG file: a/b.jpg (no frame header in its first 1048576 bytes)")
        let fewer = jpegHeader(width: 9, height: 7, segments: Array(repeating: (0xFE, comment), count: 15))
        #expect(try JPEGHeader(parsing: fewer).width == 9)
    }

    @Test func aDecompressionBombIsRefusedByItsDeclaredSize() throws {
        let header = try JPEGHeader(parsing: jpegHeader(width: 65_535, height: 65_535))
        #expect(throws: JPEGHeader.Problem.tooLarge(width: 65_535, height: 65_535, limit: "16777216 pixels")) {
            try header.check(maximumPixels: ImageLimits.maximumImagePixels)
        }
        #expect(
            ImageHeader.Problem.jpeg(.tooLarge(width: 65_535, height: 65_535, limit: "16777216 pixels")).message(path: "a/bomb.jpg")
                == "image too large: a/bomb.jpg is 65535×65535 pixels (4294836225 pixels), over the limit of "
                + "16777216 pixels; it is refused before decoding")
        try JPEGHeader(parsing: jpegHeader(width: 4096, height: 4096)).check(maximumPixels: ImageLimits.maximumImagePixels)
        #expect(throws: JPEGHeader.Problem.tooLarge(width: 100, height: 9000, limit: "8192 pixels on a side")) {
            try JPEGHeader(parsing: jpegHeader(width: 9000, height: 100, segments: [(0xE1, exif(orientation: 6))])).check(maximumSide: 8192)
        }
    }

    @Test func messagesNameTheFile() {
        #expect(JPEGHeader.Problem.truncated.message(path: "i/a.jpg") == "damaged JPEG file: i/a.jpg (its header is missing or truncated)")
        #expect(JPEGHeader.Problem.badSegment(offset: 4).description == "damaged JPEG file (its marker segments are broken at byte 4)")
        #expect(
            JPEGHeader.Problem.unsupported("lossless JPEG").message(path: "a.jpg") == "unsupported JPEG file: a.jpg (lossless JPEG)")
        #expect(JPEGHeader.Problem.badSize(width: 0, height: 7).description == "damaged JPEG file (it gives a size of 0×7 pixels)")
    }
}

@Suite("ImageHeader: PNG or JPEG by the first bytes, never by the name")
struct ImageHeaderTests {
    @Test func dispatchByMagicBytes() throws {
        let jpeg = try ImageHeader(parsing: jpegFixture("red-blue-rotated-32x16.jpg"))
        guard case .jpeg(let header) = jpeg else { Issue.record("not read as a JPEG"); return }
        #expect(header.orientation == 6)
        #expect([jpeg.width, jpeg.height] == [16, 32] as [Int])
        #expect(jpeg.mediaType == "image/jpeg")
        let png = try ImageHeader(parsing: pngHeader(width: 640, height: 480))
        #expect(png == .png(try PNGHeader(parsing: pngHeader(width: 640, height: 480))))
        #expect([png.width, png.height] == [640, 480] as [Int])
        #expect(png.mediaType == "image/png")
    }

    @Test func problemsKeepTheirFormat() {
        #expect(throws: ImageHeader.Problem.unknownFormat) { try ImageHeader(parsing: Array("GIF89a".utf8)) }
        #expect(throws: ImageHeader.Problem.unknownFormat) { try ImageHeader(parsing: []) }
        #expect(
            ImageHeader.Problem.unknownFormat.message(path: "i/a.gif")
                == "not a PNG or JPEG file: i/a.gif (only PNG and JPEG images are supported)")
        #expect(throws: ImageHeader.Problem.png(.truncated)) { try ImageHeader(parsing: PNGHeader.signature) }
        #expect(throws: ImageHeader.Problem.jpeg(.truncated)) { try ImageHeader(parsing: JPEGHeader.signature) }
        #expect(throws: ImageHeader.Problem.png(.tooLarge(width: 9000, height: 9000, limit: "16777216 pixels"))) {
            try ImageHeader(parsing: pngHeader(width: 9000, height: 9000)).check(maximumPixels: ImageLimits.maximumImagePixels)
        }
    }

    @Test func aFileIsReadOnlyAsFarAsItsHeader() throws {
        let directory = makeScratch("files")
        defer { removeScratch(directory) }
        // 200 KB of comment before the frame header: read in doubling steps, not in one 1 MiB read.
        let comment = [UInt8](repeating: 0x20, count: 50_000)
        var bytes = jpegHeader(width: 300, height: 200, segments: Array(repeating: (0xFE, comment), count: 4))
        bytes += [UInt8](repeating: 0, count: 2_000_000)
        try Data(bytes).write(to: URL(fileURLWithPath: directory + "/far.jpg"))
        #expect(try OpenedFile.open(atPath: directory + "/far.jpg").readImageHeader().width == 300)
        try Data(pngHeader(width: 5, height: 6)).write(to: URL(fileURLWithPath: directory + "/small.png"))
        #expect(try OpenedFile.open(atPath: directory + "/small.png").readImageHeader().height == 6)
        // A JPEG that ends before its frame header.
        try Data(bytes.prefix(120_000)).write(to: URL(fileURLWithPath: directory + "/cut.jpg"))
        #expect(throws: ImageHeader.Problem.jpeg(.truncated)) { try OpenedFile.open(atPath: directory + "/cut.jpg").readImageHeader() }
    }
}
