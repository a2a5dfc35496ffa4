import Testing

@testable import ButtonFiles

/// What a figure embeds of a scenario's JPEG: the segments that draw its pixels, nothing a file can add.
@Suite("pixelsOnly: a JPEG keeps its pixels, its orientation and Adobe's colour transform, nothing else")
struct PixelsOnlyJPEGTests {
    /// SOI, then `segments` (marker and data, the length added), then everything of `image` after its SOI.
    private func inserting(_ segments: [(UInt8, [UInt8])], into image: [UInt8]) -> [UInt8] {
        var result: [UInt8] = [0xFF, 0xD8]
        for (marker, data) in segments {
            result += [0xFF, marker, UInt8((data.count + 2) >> 8), UInt8((data.count + 2) & 0xFF)] + data
        }
        return result + image[2...]
    }

    @Test func metadataSegmentsAreDroppedAndTheOrientationKept() throws {
        let original = try jpegFixture("red-blue-rotated-32x16.jpg")
        let comment = Array(repeating: UInt8(ascii: "x"), count: 60_000)
        let padded = inserting(
            [(0xFE, comment), (0xE2, Array("ICC_PROFILE\0".utf8) + [1, 1] + Array(repeating: 7, count: 500)),
             (0xED, Array("Photoshop 3.0\0".utf8)), (0xE0, Array("JFXX\0".utf8) + [0x10])],
            into: original)
        let header = try ImageHeader(parsing: padded)
        let kept = try pixelsOnly(padded, header: header)
        // The minimal EXIF of the orientation, then from the first segment that is not APPn or COM on, the file as it was.
        #expect(Array(kept.prefix(4)) == [0xFF, 0xD8, 0xFF, 0xE1])
        let exifLength = Int(kept[4]) << 8 | Int(kept[5])
        let rest = Array(kept[(4 + exifLength)...])
        let firstPixelSegment = try #require(firstNonMetadataSegment(original))
        #expect(rest == Array(original[firstPixelSegment...]))
        #expect(kept.count < 1_000)
        guard case .jpeg(let jpeg) = try ImageHeader(parsing: kept) else { Issue.record("not a JPEG"); return }
        #expect([jpeg.storedWidth, jpeg.storedHeight, jpeg.orientation] == [32, 16, 6] as [Int])
    }

    @Test func theFirstAdobeSegmentStaysAndAnUprightImageGetsNoEXIF() throws {
        let original = try jpegFixture("grey-8x8.jpg")
        let adobe = Array("Adobe".utf8) + [0, 100, 0, 0, 0, 0, 2]
        let padded = inserting([(0xEE, adobe), (0xEE, Array("Adobe".utf8) + [0, 1, 0, 0, 0, 0, 0]), (0xE1, Array("http://ns.adobe.com/xap/1.0/\0".utf8))], into: original)
        let kept = try pixelsOnly(padded, header: try ImageHeader(parsing: padded))
        let segment: [UInt8] = [0xFF, 0xEE, 0, UInt8(adobe.count + 2)] + adobe
        #expect(Array(kept.prefix(2 + segment.count)) == [0xFF, 0xD8] + segment)
        #expect(Array(kept[(2 + segment.count)...]) == Array(original[try #require(firstNonMetadataSegment(original))...]))
    }

    @Test func aTruncatedSegmentIsAnError() throws {
        let original = try jpegFixture("grey-8x8.jpg")
        let cut = Array(original.prefix(30))
        #expect(throws: ImageHeader.Problem.self) { try pixelsOnly(cut, header: try ImageHeader(parsing: original)) }
    }

    /// The offset of the first marker after SOI that is neither APPn nor a comment.
    private func firstNonMetadataSegment(_ bytes: [UInt8]) -> Int? {
        var offset = 2
        while offset + 4 <= bytes.count, bytes[offset] == 0xFF {
            let marker = bytes[offset + 1]
            if !(0xE0...0xEF).contains(marker) && marker != 0xFE { return offset }
            offset += 2 + (Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3]))
        }
        return nil
    }
}
