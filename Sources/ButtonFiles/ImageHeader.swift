/// The header of an image file ButtonLab accepts, PNG or JPEG, told apart by its first bytes, never
/// by its name: a `.png` file with JPEG inside is a JPEG (UIImage and ImageIO sniff the same way).
package enum ImageHeader: Hashable, Sendable {
    case png(PNGHeader)
    case jpeg(JPEGHeader)

    /// The size as shown (a JPEG's EXIF orientation applied), in pixels.
    package var width: Int {
        switch self {
        case .png(let header): header.width
        case .jpeg(let header): header.width
        }
    }

    package var height: Int {
        switch self {
        case .png(let header): header.height
        case .jpeg(let header): header.height
        }
    }

    /// `image/png` or `image/jpeg`, for data URLs.
    package var mediaType: String {
        switch self {
        case .png: "image/png"
        case .jpeg: "image/jpeg"
        }
    }

    package enum Problem: Error, Hashable, Sendable, CustomStringConvertible {
        /// Neither signature.
        case unknownFormat
        case png(PNGHeader.Problem)
        case jpeg(JPEGHeader.Problem)

        package var description: String { message(path: nil) }

        package func message(path: String?) -> String {
            switch self {
            case .unknownFormat:
                return "not a PNG or JPEG file\(path.map { ": " + displayPath($0) } ?? "") (only PNG and JPEG images are supported)"
            case .png(let problem): return problem.message(path: path)
            case .jpeg(let problem): return problem.message(path: path)
            }
        }
    }

    /// Parses the first bytes of a file (`bytesNeeded` tells how many are enough).
    package init(parsing bytes: some Collection<UInt8>) throws(Problem) {
        if bytes.starts(with: PNGHeader.signature) {
            do { self = .png(try PNGHeader(parsing: bytes)) } catch { throw .png(error) }
        } else if bytes.starts(with: JPEGHeader.signature) {
            do { self = .jpeg(try JPEGHeader(parsing: bytes)) } catch { throw .jpeg(error) }
        } else {
            throw .unknownFormat
        }
    }

    /// Throws `tooLarge` (in the format's own problem) over either limit.
    package func check(maximumPixels: Int? = nil, maximumSide: Int? = nil) throws(Problem) {
        switch self {
        case .png(let header):
            do { try header.check(maximumPixels: maximumPixels, maximumSide: maximumSide) } catch { throw .png(error) }
        case .jpeg(let header):
            do { try header.check(maximumPixels: maximumPixels, maximumSide: maximumSide) } catch { throw .jpeg(error) }
        }
    }
}

extension OpenedFile {
    /// Reads what the image header needs from the start of the file: 33 bytes for a PNG; for a
    /// JPEG, doubling reads until the frame header is in them, at most `JPEGHeader.maximumSearchBytes`.
    package func readImageHeader() throws -> ImageHeader {
        var bytes = try read(upTo: 33)
        while true {
            let parsed = Result { () throws(ImageHeader.Problem) in try ImageHeader(parsing: bytes) }
            guard case .failure(.jpeg(.truncated)) = parsed, bytes.count < min(byteCount, JPEGHeader.maximumSearchBytes) else {
                return try parsed.get()
            }
            let more = try read(upTo: min(bytes.count, JPEGHeader.maximumSearchBytes - bytes.count))
            guard !more.isEmpty else { return try parsed.get() }
            bytes += more
        }
    }
}
