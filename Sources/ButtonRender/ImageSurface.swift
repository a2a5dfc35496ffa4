import ButtonFiles
import CDrawingStack

/// Reads a scenario's image file (PNG or JPEG, told apart by content) into a new cairo image
/// surface; the caller destroys it.
///
/// The file is read like every input (`readImageBytes`), and its header is checked against the
/// image limit (and cairo's 32767 px) before the surface is allocated. A JPEG comes out turned by
/// its EXIF orientation, as UIImage draws it.
func loadImageSurface(path: String) throws -> OpaquePointer {
    let bytes = try readImageBytes(path: path)
    let header: ImageHeader
    do {
        header = try ImageHeader(parsing: bytes)
        try header.check(maximumPixels: ImageLimits.maximumImagePixels, maximumSide: 32767)
    } catch {
        throw RenderError.imageUnreadable(path: path, reason: error.description)
    }
    switch header {
    case .png: return try loadPNGSurface(bytes, path: path)
    case .jpeg(let jpeg):
        try DrawingLibraries.jpeg.load()
        return try newImageSurface(width: jpeg.width, height: jpeg.height, path: path) { data, stride in
            readJPEG(bytes, header: jpeg, into: data, stride: Int(stride))
        }
    }
}

/// A new ARGB32 surface that `fill` paints (rows of `stride` bytes); `fill` returns why it could
/// not, and the surface is destroyed.
func newImageSurface(
    width: Int, height: Int, path: String, fill: (UnsafeMutablePointer<UInt8>, Int32) -> String?
) throws -> OpaquePointer {
    guard width > 0, height > 0, width <= 32767, height <= 32767, width * height <= ImageLimits.maximumImagePixels else {
        throw RenderError.imageUnreadable(path: path, reason: "\(width)×\(height) px is not drawable")
    }
    try DrawingLibraries.drawing.load()
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
        cairo_surface_destroy(surface)
        throw RenderError.imageUnreadable(path: path, reason: "out of memory for \(width)×\(height) px")
    }
    cairo_surface_flush(surface)
    if let reason = fill(cairo_image_surface_get_data(surface), cairo_image_surface_get_stride(surface)) {
        cairo_surface_destroy(surface)
        throw RenderError.imageUnreadable(path: path, reason: reason)
    }
    cairo_surface_mark_dirty(surface)
    return surface
}

/// An image file's bytes, read like every input: never through a symbolic link, only a regular
/// file, at most `ImageLimits.maximumImageFileBytes`.
package func readImageBytes(path: String) throws -> [UInt8] {
    do {
        return try readRegularFile(atPath: path, maximumBytes: ImageLimits.maximumImageFileBytes)
    } catch {
        throw RenderError.imageUnreadable(path: path, reason: "it " + error.reasonText)
    }
}
