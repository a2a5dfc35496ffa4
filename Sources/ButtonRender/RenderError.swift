/// Everything that can stop a render, with messages meant for the person running the tool.
package enum RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A font file the renderer relies on is not installed.
    case fontMissing(path: String)
    /// fontconfig or Pango could not be set up.
    case fontSetupFailed(String)
    /// A scenario's image cannot be opened, or is not a readable PNG or JPEG.
    case imageUnreadable(path: String, reason: String)
    /// Bytes given to `decodePNG` are not a readable PNG.
    case pngDecodeFailed(String)
    /// Bytes given to `decodeJPEG` are not a readable JPEG.
    case jpegDecodeFailed(String)
    case pngEncodeFailed(String)
    case cairoFailed(String)
    /// The display list asks for a canvas cairo cannot allocate (empty or larger than 32767 px).
    case invalidCanvas(width: Int, height: Int)
    /// A shared library of the drawing stack (cairo, Pango, fontconfig, libpng, libjpeg, zlib) cannot be loaded.
    case libraryMissing(String)

    package var description: String {
        switch self {
        case .fontMissing(let path):
            return "font file '\(path)' is missing (install the Debian font packages listed by the setup step)"
        case .fontSetupFailed(let reason):
            return "cannot set up fonts: \(reason)"
        case .imageUnreadable(let path, let reason):
            return "image file '\(path)' cannot be used: \(reason)"
        case .pngDecodeFailed(let reason):
            return "not a readable PNG: \(reason)"
        case .jpegDecodeFailed(let reason):
            return "not a readable JPEG: \(reason)"
        case .pngEncodeFailed(let reason):
            return "PNG encoding failed: \(reason)"
        case .cairoFailed(let reason):
            return "cairo failed: \(reason)"
        case .invalidCanvas(let width, let height):
            return "canvas of \(width)×\(height) px cannot be drawn (each side must be 1…32767 px)"
        case .libraryMissing(let reason):
            return "cannot load the drawing libraries: \(reason) (install the packages listed by `make deps`)"
        }
    }
}
