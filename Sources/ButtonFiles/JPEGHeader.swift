/// The start of a JPEG file, enough to know its pixel size before anything proportional to it is
/// allocated: the marker segments from SOI up to the frame header (SOFn: precision, height, width,
/// components), and the EXIF orientation of an APP1 segment on the way, which UIImage honours.
package struct JPEGHeader: Hashable, Sendable {
    /// The size stored in the frame header, before the EXIF orientation turns it.
    package var storedWidth: Int
    package var storedHeight: Int
    /// 1 (grey), 3 (YCbCr or RGB) or 4 (CMYK or YCCK).
    package var components: Int
    package var progressive: Bool
    /// EXIF orientation 1…8; 1 when there is none or it cannot be read (ImageIO ignores a broken EXIF too).
    package var orientation: Int

    /// The size as shown: orientations 5–8 turn the image a quarter, like UIImage's `size`.
    package var width: Int { orientation >= 5 ? storedHeight : storedWidth }
    package var height: Int { orientation >= 5 ? storedWidth : storedHeight }
    package var pixelCount: Int { storedWidth * storedHeight }

    /// SOI and the first byte of the next marker: every JPEG (JFIF, EXIF, Adobe, raw) starts so.
    package static let signature: [UInt8] = [0xFF, 0xD8, 0xFF]
    /// The frame header must start within this many bytes: room for EXIF (64 KiB at most) and
    /// several ICC profile segments before it, bounded so a file of comments cannot make us read it all.
    package static let maximumSearchBytes = 1 << 20

    package enum Problem: Error, Hashable, Sendable, CustomStringConvertible {
        case notJPEG
        /// The bytes end before the frame header.
        case truncated
        /// A marker segment's length, or what stands where a marker should, is wrong.
        case badSegment(offset: Int)
        case noFrameHeader(withinBytes: Int)
        case badSize(width: Int, height: Int)
        /// A valid JPEG that libjpeg-turbo's 8-bit decoder does not read (lossless, hierarchical, 12-bit, …).
        case unsupported(String)
        case tooLarge(width: Int, height: Int, limit: String)

        package var description: String { message(path: nil) }

        /// The message, naming the file when `path` is given.
        package func message(path: String?) -> String {
            let file = path.map { ": " + displayPath($0) } ?? ""
            switch self {
            case .notJPEG: return "not a JPEG file\(file)"
            case .truncated: return "damaged JPEG file\(file) (its header is missing or truncated)"
            case .badSegment(let offset): return "damaged JPEG file\(file) (its marker segments are broken at byte \(offset))"
            case .noFrameHeader(let limit):
                return "damaged JPEG file\(file) (no frame header in its first \(limit) bytes)"
            case .badSize(let width, let height): return "damaged JPEG file\(file) (it gives a size of \(width)×\(height) pixels)"
            case .unsupported(let what): return "unsupported JPEG file\(file) (\(what))"
            case .tooLarge(let width, let height, let limit):
                return imageTooLargeMessage(width: width, height: height, limit: limit, path: path)
            }
        }
    }

}

extension JPEGHeader {
    /// Parses the marker segments up to the frame header.
    package init(parsing bytes: some Collection<UInt8>) throws(Problem) {
        let bytes = Array(bytes.prefix(Self.maximumSearchBytes))
        guard bytes.count >= 3, Array(bytes[0..<3]) == Self.signature else { throw .notJPEG }
        var orientation = 1
        var offset = 2
        while true {
            // A marker is 0xFF, any number of 0xFF fill bytes, then its code.
            guard offset < bytes.count else { throw Self.endProblem(bytes.count) }
            guard bytes[offset] == 0xFF else { throw .badSegment(offset: offset) }
            while offset < bytes.count, bytes[offset] == 0xFF { offset += 1 }
            guard offset < bytes.count else { throw Self.endProblem(bytes.count) }
            let marker = bytes[offset]
            offset += 1
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { continue }  // standalone: no length
            // SOS or EOI before any frame header; SOI again, or 0x00 (a stuffed byte) where a marker should be.
            guard ![0xDA, 0xD9, 0xD8, 0x00].contains(marker) else { throw .badSegment(offset: offset - 2) }
            guard offset + 2 <= bytes.count else { throw Self.endProblem(bytes.count) }
            let length = Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
            guard length >= 2 else { throw .badSegment(offset: offset) }
            let end = offset + length
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard length >= 8, end <= bytes.count else { throw length >= 8 ? .truncated : .badSegment(offset: offset) }
                try self.init(frame: Array(bytes[offset + 2..<end]), at: offset, marker: marker, orientation: orientation)
                return
            }
            if marker == 0xE1, orientation == 1, end <= bytes.count {
                orientation = exifOrientation(bytes[offset + 2..<end]) ?? 1
            }
            offset = end
        }
    }

    private static func endProblem(_ count: Int) -> Problem {
        count >= maximumSearchBytes ? .noFrameHeader(withinBytes: maximumSearchBytes) : .truncated
    }

    /// A frame header's fields (after its length, which is at `offset`): precision, height, width,
    /// component count, components.
    private init(frame: [UInt8], at offset: Int, marker: UInt8, orientation: Int) throws(Problem) {
        let precision = Int(frame[0])
        storedHeight = Int(frame[1]) << 8 | Int(frame[2])
        storedWidth = Int(frame[3]) << 8 | Int(frame[4])
        components = Int(frame[5])
        progressive = marker == 0xC2 || marker == 0xCA
        self.orientation = orientation
        switch marker {
        case 0xC3, 0xCB: throw .unsupported("lossless JPEG")
        case 0xC5, 0xC6, 0xC7, 0xCD, 0xCE, 0xCF: throw .unsupported("hierarchical JPEG")
        default: break
        }
        guard precision == 8 else { throw .unsupported("\(precision)-bit samples; only 8-bit JPEGs are supported") }
        // A height of 0 defers it to a DNL marker after the first scan, which libjpeg does not support.
        guard storedWidth > 0, storedHeight > 0 else { throw .badSize(width: storedWidth, height: storedHeight) }
        guard [1, 3, 4].contains(components) else {
            throw .unsupported("\(components) colour components; grey, colour and CMYK JPEGs are supported")
        }
        guard frame.count >= 6 + 3 * components else { throw .badSegment(offset: offset) }
    }


    /// Throws `tooLarge` when the image has more pixels than `maximumPixels` or a side longer than
    /// `maximumSide`.
    package func check(maximumPixels: Int? = nil, maximumSide: Int? = nil) throws(Problem) {
        if let limit = exceededLimit(width: width, height: height, maximumPixels: maximumPixels, maximumSide: maximumSide) {
            throw .tooLarge(width: width, height: height, limit: limit)
        }
    }
}

/// The Orientation tag (0x0112) of IFD0 in an APP1 segment's data ("Exif\0\0" and a TIFF
/// structure); nil when the segment is not EXIF, is broken, or holds no value 1…8.
func exifOrientation(_ segment: ArraySlice<UInt8>) -> Int? {
    let data = Array(segment)
    guard data.count >= 14, Array(data[0..<6]) == Array("Exif".utf8) + [0, 0] else { return nil }
    let tiff = Array(data[6...])
    let littleEndian: Bool
    switch (tiff[0], tiff[1]) {
    case (0x49, 0x49): littleEndian = true
    case (0x4D, 0x4D): littleEndian = false
    default: return nil
    }
    func number(_ at: Int, _ size: Int) -> Int? {
        guard at >= 0, at + size <= tiff.count else { return nil }
        let field = tiff[at..<at + size]
        return (littleEndian ? field.reversed() : Array(field)).reduce(0) { $0 << 8 | Int($1) }
    }
    guard number(2, 2) == 42, let ifd = number(4, 4), let count = number(ifd, 2) else { return nil }
    for entry in 0..<count {
        let at = ifd + 2 + 12 * entry
        guard let tag = number(at, 2) else { return nil }
        // Type SHORT (3), one value, stored in the first two bytes of the value field.
        guard tag == 0x0112 else { continue }
        guard number(at + 2, 2) == 3, number(at + 4, 4) == 1, let value = number(at + 8, 2), (1...8).contains(value) else {
            return nil
        }
        return value
    }
    return nil
}

/// The limit a width × height image is over, as the messages name it; nil within both.
func exceededLimit(width: Int, height: Int, maximumPixels: Int?, maximumSide: Int?) -> String? {
    if let maximumPixels, width * height > maximumPixels { return "\(maximumPixels) pixels" }
    if let maximumSide, width > maximumSide || height > maximumSide { return "\(maximumSide) pixels on a side" }
    return nil
}

/// "image too large: …", the one wording for every format's size limit.
func imageTooLargeMessage(width: Int, height: Int, limit: String, path: String?) -> String {
    let subject = path.map { displayPath($0) + " is " } ?? ""
    return "image too large: \(subject)\(width)×\(height) pixels (\(width * height) pixels), over the limit "
        + "of \(limit); it is refused before decoding"
}
