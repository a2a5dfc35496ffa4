import ButtonFiles
import CDrawingStack

/// Decodes a JPEG (baseline, progressive or arithmetic-coded; grey, colour or CMYK) into an
/// opaque `RasterImage` in cairo's layout, turned by its EXIF orientation as UIImage shows it.
///
/// As for PNGs, the header is read first and an image over `maximumPixels` pixels or with a side
/// over `maximumSide` is refused before anything proportional to it is allocated. A truncated or
/// damaged file is refused, not patched with grey as libjpeg would by default.
package func decodeJPEG(
    _ bytes: [UInt8], maximumPixels: Int = ImageLimits.maximumImagePixels, maximumSide: Int? = nil,
    budget: JPEGWorkBudget = .shared
) throws -> RasterImage {
    let header: JPEGHeader
    do {
        header = try JPEGHeader(parsing: bytes)
        try header.check(maximumPixels: maximumPixels, maximumSide: maximumSide)
    } catch {
        throw RenderError.jpegDecodeFailed(error.description)
    }
    try DrawingLibraries.jpeg.load()
    let stride = header.width * 4
    var failure: String?
    let pixels = [UInt8](unsafeUninitializedCapacity: stride * header.height) { buffer, count in
        failure = readJPEG(bytes, header: header, into: buffer.baseAddress!, stride: stride, budget: budget)
        count = failure == nil ? stride * header.height : 0
    }
    if let failure { throw RenderError.jpegDecodeFailed(failure) }
    return RasterImage(width: header.width, height: header.height, stride: stride, pixels: pixels)
}

/// Decodes `bytes`, whose header is `header`, into `header.height` rows of `stride` bytes at
/// `buffer`, within `budget`; nil, or why it failed in libjpeg's words. Needs `DrawingLibraries.jpeg` loaded.
func readJPEG(
    _ bytes: [UInt8], header: JPEGHeader, into buffer: UnsafeMutablePointer<UInt8>, stride: Int, budget: JPEGWorkBudget = .shared
) -> String? {
    budget.withAllowance { allowance in
        bytes.withUnsafeBufferPointer { raw -> (result: String?, used: Int) in
            guard let reader = buttonlab_jpeg_create(raw.baseAddress, raw.count, Int64(allowance)) else { return ("out of memory", 0) }
            defer { buttonlab_jpeg_destroy(reader) }
            let failure = decode(reader, header: header, into: buffer, stride: stride)
            let used = Int(buttonlab_jpeg_work(reader))
            return (used > allowance ? budget.refusal(allowance: allowance) : failure, used)
        }
    }
}

/// Reads the header and decodes; nil, or libjpeg's reason.
private func decode(
    _ reader: OpaquePointer, header: JPEGHeader, into buffer: UnsafeMutablePointer<UInt8>, stride: Int
) -> String? {
    var width: Int32 = 0
    var height: Int32 = 0
    guard buttonlab_jpeg_read_header(reader, &width, &height) != 0 else {
        return String(cString: buttonlab_jpeg_message(reader))
    }
    // libjpeg must read the frame header the size was checked on (not a second one further on).
    guard Int(width) == header.storedWidth, Int(height) == header.storedHeight else {
        return "libjpeg reads a size of \(width)×\(height) pixels, not the header's \(header.storedWidth)×\(header.storedHeight)"
    }
    guard buttonlab_jpeg_finish(reader, buffer, Int32(stride), Int32(header.orientation)) != 0 else {
        return String(cString: buttonlab_jpeg_message(reader))
    }
    return nil
}
