/// An image file reduced to what draws its pixels, for copying into a figure (an SVG's data URL):
/// text, time, profiles, EXIF and private chunks of a scenario's image never reach a golden, and
/// a file of many metadata chunks cannot inflate the figure.
///
/// The kept parts are copied byte for byte, not re-encoded, so an image without metadata is
/// embedded exactly as before.
package func pixelsOnly(_ bytes: [UInt8], header: ImageHeader) throws(ImageHeader.Problem) -> [UInt8] {
    switch header {
    case .png: try pngPixelChunks(bytes)
    case .jpeg(let jpeg): try jpegPixelSegments(bytes, orientation: jpeg.orientation)
    }
}

/// The PNG's critical chunks and tRNS (transparency is pixels), in file order, up to IEND.
private func pngPixelChunks(_ bytes: [UInt8]) throws(ImageHeader.Problem) -> [UInt8] {
    let kept: Set<String> = ["IHDR", "PLTE", "tRNS", "IDAT", "IEND"]
    var result = PNGHeader.signature
    var offset = PNGHeader.signature.count
    while offset + 12 <= bytes.count {
        let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        let end = offset + 12 + length
        guard end <= bytes.count else { break }
        let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
        if kept.contains(type) { result += bytes[offset..<end] }
        if type == "IEND" { return result }
        offset = end
    }
    throw .png(.truncated)
}

/// The JPEG's segments but APPn and comments, an Adobe APP14 kept (it tells the decoder the colour
/// transform) and the EXIF orientation kept as a minimal EXIF segment; from the first scan on, the
/// file as it is.
private func jpegPixelSegments(_ bytes: [UInt8], orientation: Int) throws(ImageHeader.Problem) -> [UInt8] {
    var result: [UInt8] = [0xFF, 0xD8]
    if orientation != 1 { result += minimalEXIF(orientation: orientation) }
    var offset = 2
    var keptAdobe = false
    while offset + 4 <= bytes.count, bytes[offset] == 0xFF {
        let marker = bytes[offset + 1]
        if marker == 0xFF { offset += 1; continue }  // a fill byte
        if marker == 0xDA { return result + bytes[offset...] }
        let end = offset + 2 + (Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3]))
        guard end <= bytes.count, end >= offset + 4 else { break }
        let isAdobe = marker == 0xEE && bytes[offset + 4..<end].starts(with: Array("Adobe".utf8))
        if isAdobe && !keptAdobe {
            keptAdobe = true
            result += bytes[offset..<end]
        } else if !(0xE0...0xEF).contains(marker) && marker != 0xFE {
            result += bytes[offset..<end]
        }
        offset = end
    }
    throw .jpeg(.badSegment(offset: offset))
}

/// APP1 with "Exif", a big-endian TIFF header and one IFD holding only the Orientation tag.
private func minimalEXIF(orientation: Int) -> [UInt8] {
    let tiff: [UInt8] = [0x4D, 0x4D, 0x00, 0x2A, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, UInt8(orientation), 0, 0, 0, 0, 0, 0]
    let data = Array("Exif".utf8) + [0, 0] + tiff
    let length = data.count + 2
    return [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + data
}
