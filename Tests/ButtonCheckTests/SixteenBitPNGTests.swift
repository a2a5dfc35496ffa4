import ButtonCheck
import ButtonFiles
import ButtonRender
import Testing

/// 16-bit PNGs are sRGB-encoded like 8-bit ones (security.md §2): libpng's simplified API took
/// them for linear light and brightened grey 128 to 186.
@Suite struct SixteenBitPNGTests {
    @Test func sixteenBitSamplesAreReadAsSRGB() throws {
        let png = sixteenBitPNG(width: 2, height: 1, rgba: [0x80, 0x80, 0x80, 0xFF, 0x20, 0x40, 0xC0, 0xFF])
        let image = try decodePNG(png)
        #expect(image.pixel(x: 0, y: 0) == RGBA8(red: 0x80, green: 0x80, blue: 0x80))
        #expect(image.pixel(x: 1, y: 0) == RGBA8(red: 0x20, green: 0x40, blue: 0xC0))
    }

    @Test func aSixteenBitGoldenWithTheRenderedPixelsMatches() throws {
        var rendered = solidRaster(width: 8, height: 8)
        var rgba: [UInt8] = []
        for index in 0..<64 {
            let colour = RGBA8(red: UInt8(index * 4), green: 128, blue: UInt8(255 - index * 4))
            rendered.set(index % 8, index / 8, colour)
            rgba += [colour.red, colour.green, colour.blue, colour.alpha]
        }
        let comparison = compareImages(expected: sixteenBitPNG(width: 8, height: 8, rgba: rgba), actual: try encodePNG(rendered))
        #expect(comparison.passed)
        #expect(comparison.maxDistance == 0)
        #expect(comparison.differingPixels == 0)
    }
}

/// A 16-bit RGBA PNG (colour type 6) of 8-bit `rgba` values scaled to 16 bits (v × 257), its
/// pixels in stored deflate blocks.
func sixteenBitPNG(width: Int, height: Int, rgba: [UInt8]) -> [UInt8] {
    var raw: [UInt8] = []
    for y in 0..<height {
        raw.append(0)  // filter: none
        for value in rgba[(y * width * 4)..<((y + 1) * width * 4)] { raw += [value, value] }
    }
    var zlib: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
        let count = min(raw.count - offset, 65535)
        let last: UInt8 = offset + count == raw.count ? 1 : 0
        zlib += [last, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8(~count >> 8 & 0xFF)]
        zlib += raw[offset..<offset + count]
        offset += count
    } while offset < raw.count
    var (a, b): (UInt32, UInt32) = (1, 0)
    for byte in raw { (a, b) = ((a + UInt32(byte)) % 65521, (b + (a + UInt32(byte)) % 65521) % 65521) }
    zlib += bigEndian((b << 16) | a)
    func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }
    let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [16, 6, 0, 0, 0]
    return PNGHeader.signature + chunk("IHDR", header) + chunk("IDAT", zlib) + chunk("IEND", [])
}

private func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
}
