import ButtonFiles
import CDrawingStack

/// Pixels in cairo's ARGB32 layout: 32-bit native-endian words 0xAARRGGBB with premultiplied
/// alpha, i.e. bytes B, G, R, A on the little-endian machines we run on. Rows are `stride` bytes
/// apart (`stride == width * 4` for images made here). Kept in cairo's layout so rendering and
/// encoding need no conversion pass.
package struct RasterImage: Hashable, Sendable {
    package var width: Int
    package var height: Int
    package var stride: Int
    package var pixels: [UInt8]

    package init(width: Int, height: Int, stride: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && stride >= width * 4 && pixels.count >= stride * height)
        self.width = width
        self.height = height
        self.stride = stride
        self.pixels = pixels
    }

    /// One pixel as straight (un-premultiplied) 8-bit RGBA.
    package func pixel(x: Int, y: Int) -> RGBA8 {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        let offset = y * stride + x * 4
        let alpha = pixels[offset + 3]
        func straight(_ value: UInt8) -> UInt8 {
            guard alpha != 255 else { return value }
            guard alpha != 0 else { return 0 }
            return UInt8(min(255, (Int(value) * 255 + Int(alpha) / 2) / Int(alpha)))
        }
        return RGBA8(
            red: straight(pixels[offset + 2]), green: straight(pixels[offset + 1]),
            blue: straight(pixels[offset]), alpha: alpha
        )
    }

    /// True when every pixel has alpha 255.
    package var isOpaque: Bool {
        pixels.withUnsafeBytes { raw in
            for y in 0..<height {
                let row = raw.baseAddress! + y * stride
                for x in 0..<width where row.load(fromByteOffset: x * 4 + 3, as: UInt8.self) != 255 {
                    return false
                }
            }
            return true
        }
    }
}

package struct RGBA8: Hashable, Sendable, CustomStringConvertible {
    package var red: UInt8
    package var green: UInt8
    package var blue: UInt8
    package var alpha: UInt8

    package init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `RGBA8(rgb: 0x5AD845)`.
    package init(rgb: UInt32, alpha: UInt8 = 255) {
        self.init(red: UInt8((rgb >> 16) & 0xFF), green: UInt8((rgb >> 8) & 0xFF), blue: UInt8(rgb & 0xFF), alpha: alpha)
    }

    package var description: String {
        let hex = (Int(red) << 16) | (Int(green) << 8) | Int(blue)
        let digits = String(hex, radix: 16, uppercase: true)
        let padded = String(repeating: "0", count: 6 - digits.count) + digits
        return alpha == 255 ? "#\(padded)" : "#\(padded)@\(alpha)"
    }
}

/// Decodes any PNG (palette, grey, 16-bit, interlaced, with or without alpha) into a
/// `RasterImage` in cairo's layout, e.g. to compare a golden file with a fresh render.
///
/// The header is read first: an image with more than `maximumPixels` pixels or a side over
/// `maximumSide` is refused, naming its size, before anything proportional to it is allocated, so
/// a small file that declares a huge image (a decompression bomb) costs nothing. Decoding then
/// needs 4 bytes per pixel plus libpng's row buffers; libpng bounds its own ancillary chunks.
package func decodePNG(
    _ bytes: [UInt8], maximumPixels: Int = ImageLimits.maximumImagePixels, maximumSide: Int? = nil
) throws -> RasterImage {
    do {
        try PNGHeader(parsing: bytes).check(maximumPixels: maximumPixels, maximumSide: maximumSide)
    } catch {
        throw RenderError.pngDecodeFailed(error.description)
    }
    try DrawingLibraries.png.load()
    return try bytes.withUnsafeBytes { raw in
        var image = png_image()
        guard buttonlab_png_begin(&image, nil, raw.baseAddress, raw.count) != 0 else {
            throw RenderError.pngDecodeFailed(String(cString: buttonlab_png_message(&image)))
        }
        defer { buttonlab_png_free(&image) }
        let width = Int(image.width)
        let height = Int(image.height)
        guard width * height <= maximumPixels, width <= maximumSide ?? width, height <= maximumSide ?? height else {
            throw RenderError.pngDecodeFailed("libpng reads a size of \(width)×\(height) pixels, over the limit")
        }
        let stride = width * 4
        var failure: String?
        let pixels = [UInt8](unsafeUninitializedCapacity: stride * height) { buffer, count in
            if buttonlab_png_finish_premultiplied(&image, buffer.baseAddress, Int32(stride)) != 0 {
                count = stride * height
            } else {
                failure = String(cString: buttonlab_png_message(&image))
            }
        }
        if let failure { throw RenderError.pngDecodeFailed(failure) }
        return RasterImage(width: width, height: height, stride: stride, pixels: pixels)
    }
}

/// A PNG file's pixels in a new cairo image surface (the caller destroys it), through libpng's
/// simplified API rather than cairo's reader, for libpng's precise reason on failure. `bytes`
/// passed `loadImageSurface`'s header check.
func loadPNGSurface(_ bytes: [UInt8], path: String) throws -> OpaquePointer {
    try DrawingLibraries.png.load()
    // One closure for the whole read: libpng reads from `bytes` until the image is finished.
    return try bytes.withUnsafeBytes { raw in
        var image = png_image()
        guard buttonlab_png_begin(&image, nil, raw.baseAddress, raw.count) != 0 else {
            let reason = String(cString: buttonlab_png_message(&image))
            throw RenderError.imageUnreadable(path: path, reason: reason.isEmpty ? "not a readable PNG" : reason)
        }
        defer { buttonlab_png_free(&image) }
        return try newImageSurface(width: Int(image.width), height: Int(image.height), path: path) { data, stride in
            buttonlab_png_finish_premultiplied(&image, data, stride) != 0 ? nil : String(cString: buttonlab_png_message(&image))
        }
    }
}
