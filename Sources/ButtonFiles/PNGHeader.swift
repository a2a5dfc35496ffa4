/// The start of a PNG file, enough to know its pixel size before anything proportional to it is
/// allocated: the 8-byte signature, then the IHDR chunk, which the format requires to come first
/// (length 13, type, width, height, bit depth, colour type, compression, filter, interlace, CRC).
package struct PNGHeader: Hashable, Sendable {
    package var width: Int
    package var height: Int
    package var bitDepth: Int
    package var colorType: Int
    package var interlaced: Bool

    package var pixelCount: Int { width * height }

    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// Bytes up to and including IHDR's data; its CRC follows in the next four.
    package static let minimumByteCount = 29

    package enum Problem: Error, Hashable, Sendable, CustomStringConvertible {
        case notPNG
        case truncated
        case badSize(width: Int, height: Int)
        case badFormat(bitDepth: Int, colorType: Int)
        case badChecksum
        /// Over a limit: the sizes, the pixel count and the limit that was passed.
        case tooLarge(width: Int, height: Int, limit: String)

        package var description: String { message(path: nil) }

        /// The message, naming the file when `path` is given.
        package func message(path: String?) -> String {
            let file = path.map { ": " + displayPath($0) } ?? ""
            switch self {
            case .notPNG: return "not a PNG file\(file) (only PNG images are supported)"
            case .truncated: return "damaged PNG file\(file) (its header is missing or truncated)"
            case .badSize(let width, let height): return "damaged PNG file\(file) (it gives a size of \(width)×\(height) pixels)"
            case .badFormat(let depth, let type):
                return "damaged PNG file\(file) (bit depth \(depth) with colour type \(type) does not exist)"
            case .badChecksum: return "damaged PNG file\(file) (its header's checksum is wrong)"
            case .tooLarge(let width, let height, let limit):
                return imageTooLargeMessage(width: width, height: height, limit: limit, path: path)
            }
        }
    }

    /// Parses the first bytes of a file; more than `minimumByteCount` lets the header's CRC be checked.
    package init(parsing bytes: some Collection<UInt8>) throws(Problem) {
        let bytes = Array(bytes.prefix(33))
        guard bytes.count >= 8, Array(bytes[0..<8]) == Self.signature else { throw .notPNG }
        guard bytes.count >= Self.minimumByteCount, bigEndian(bytes, 8) == 13, Array(bytes[12..<16]) == Array("IHDR".utf8)
        else { throw .truncated }
        width = bigEndian(bytes, 16)
        height = bigEndian(bytes, 20)
        bitDepth = Int(bytes[24])
        colorType = Int(bytes[25])
        interlaced = bytes[28] == 1
        // The PNG specification limits both sizes to 1...2^31 - 1.
        guard (1...Int(Int32.max)).contains(width), (1...Int(Int32.max)).contains(height) else {
            throw .badSize(width: width, height: height)
        }
        let depths: [Int: [Int]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
        guard depths[colorType]?.contains(bitDepth) == true, bytes[26] == 0, bytes[27] == 0, bytes[28] <= 1 else {
            throw .badFormat(bitDepth: bitDepth, colorType: colorType)
        }
        if bytes.count >= 33, crc32(bytes[12..<29]) != UInt32(bigEndian(bytes, 29)) { throw .badChecksum }
    }

    /// Throws `tooLarge` when the image has more pixels than `maximumPixels` or a side longer than
    /// `maximumSide`.
    package func check(maximumPixels: Int? = nil, maximumSide: Int? = nil) throws(Problem) {
        if let limit = exceededLimit(width: width, height: height, maximumPixels: maximumPixels, maximumSide: maximumSide) {
            throw .tooLarge(width: width, height: height, limit: limit)
        }
    }
}

/// Limits on images that come from outside (scenario images, goldens), checked on the header.
package enum ImageLimits {
    /// A scenario's image: 16 Mi pixels (4096 × 4096), 64 MiB decoded.
    package static let maximumImagePixels = 1 << 24
    /// Bytes of an image file: a PNG or JPEG of that many pixels is far smaller.
    package static let maximumImageFileBytes = 64 << 20
}

private func bigEndian(_ bytes: [UInt8], _ start: Int) -> Int {
    bytes[start..<start + 4].reduce(0) { $0 << 8 | Int($1) }
}

/// CRC-32 as PNG defines it (ISO 3309, the one zlib computes).
package func crc32(_ bytes: some Collection<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }
    return ~crc
}
