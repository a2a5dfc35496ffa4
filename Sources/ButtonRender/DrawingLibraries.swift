import CDrawingStack

/// The C libraries behind rendering, loaded on first use instead of at start-up (CDrawingStack.h):
/// commands that never draw or measure text never map them.
package enum DrawingLibraries {
    /// zlib alone: enough to encode a PNG with the default options.
    case zlib
    /// libpng: decoding, and encoding with filter choices the one-pass encoder does not make.
    case png
    /// libjpeg (libjpeg-turbo): decoding JPEG images.
    case jpeg
    /// cairo, Pango, fontconfig and everything they bring: text and drawing.
    case drawing
    /// fontconfig (with FreeType and expat): building the font configuration.
    case fontconfig

    var group: bl_group {
        switch self {
        case .zlib: BL_GROUP_ZLIB
        case .png: BL_GROUP_PNG
        case .drawing: BL_GROUP_DRAWING
        case .jpeg: BL_GROUP_JPEG
        case .fontconfig: BL_GROUP_FONTCONFIG
        }
    }

    /// Loads the group once per process; throws `RenderError.libraryMissing` naming what failed.
    func load() throws {
        guard bl_load(group) == 0 else {
            throw RenderError.libraryMissing(String(cString: bl_load_error(group)))
        }
    }

    /// Whether this process has loaded the group (tests and the bench prove light paths with it).
    package var isLoaded: Bool { bl_is_loaded(group) != 0 }
}
