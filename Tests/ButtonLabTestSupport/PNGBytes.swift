/// The PNG signature and an IHDR chunk for `width` × `height` (8-bit RGBA unless told), with the chunk's
/// CRC when `crc`: all that a header reader reads.
public func pngHeader(width: UInt32, height: UInt32, crc: Bool = true, colorType: UInt8 = 6, bitDepth: UInt8 = 8) -> [UInt8] {
    var chunk = Array("IHDR".utf8) + bigEndian(width) + bigEndian(height) + [bitDepth, colorType, 0, 0, 0]
    if crc { chunk += bigEndian(pngCRC(chunk)) }
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + [0, 0, 0, 13] + chunk
}

/// A whole PNG that claims `width` × `height` pixels and holds none: a decompression bomb's header and IEND.
public func bombPNG(width: UInt32, height: UInt32) -> [UInt8] {
    pngHeader(width: width, height: height) + [0, 0, 0, 0] + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82]
}

/// CRC-32 as PNG's chunks use it, written out here so the tests do not check the code with itself.
public func pngCRC(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }
    return ~crc
}

private func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
}
