import CDrawingStack

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// zlib/libpng knobs for `encodePNG`.
package struct PNGOptions: Hashable, Sendable {
    /// zlib level 0…9.
    package var compressionLevel: Int32
    /// A mask of PNG_FILTER_NONE/SUB/UP/AVG/PAETH; several bits let libpng pick per row.
    package var filters: Int32
    /// Z_DEFAULT_STRATEGY 0, Z_FILTERED 1, Z_HUFFMAN_ONLY 2, Z_RLE 3.
    package var strategy: Int32

    package init(compressionLevel: Int32, filters: Int32, strategy: Int32) {
        self.compressionLevel = compressionLevel
        self.filters = filters
        self.strategy = strategy
    }

    /// Tuned on diagrams (large flat fills, a grid, antialiased text) — see `encodePNG` for numbers.
    package static let diagram = PNGOptions(compressionLevel: 3, filters: Int32(PNG_FILTER_UP), strategy: 0)

    /// Small files when time does not matter (libpng's adaptive filtering, zlib 9).
    package static let smallest = PNGOptions(compressionLevel: 9, filters: 0xF8 /* PNG_ALL_FILTERS */, strategy: 0)
}

/// Encodes without cairo's PNG writer: cairo's own PNG writer keeps libpng's defaults (zlib 6, adaptive
/// filters — the 4.5 ms row below) and unpremultiplies every row on top, over 3× slower here.
///
/// Output is 8-bit RGB when every pixel is opaque — diagrams always are, their background being
/// opaque — and 8-bit RGBA otherwise; no time, gamma or text chunks, so the bytes depend on the
/// pixels only.
///
/// Default options (`PNGOptions.diagram`): zlib level 3, the UP filter on every row, the default
/// strategy. Diagrams are mostly rows that repeat the row above (fills, vertical grid lines), which
/// UP turns into runs of zeros that even a fast zlib level compresses well; libpng's adaptive
/// filter choice costs more time than it saves bytes here. Medians of 31 runs on the 560×360 px
/// test figure (release build, one core; `BUTTONRENDER_BENCH=1 swift test -c release --filter benchmarkPNG`):
///
/// | options                            | encode  | bytes  |
/// |------------------------------------|---------|--------|
/// | level 1, NONE                      | 1.25 ms | 25 160 |
/// | level 2, SUB                       | 1.41 ms | 26 578 |
/// | level 1, UP                        | 1.38 ms | 22 789 |
/// | **level 3, UP** (default)          | 1.40 ms | 21 821 |
/// | level 4, UP                        | 2.05 ms | 20 064 |
/// | level 2, adaptive NONE/SUB/UP      | 2.44 ms | 22 081 |
/// | level 1, UP, Z_RLE                 | 1.36 ms | 34 170 |
/// | level 6, all filters (libpng's)    | 4.54 ms | 19 327 |
/// | level 9, all filters (`.smallest`) | 18.7 ms | 18 443 |
///
/// Rendering that figure takes about 0.2 ms, so render + encode (1.65 ms) is about 1.25× encode alone.
///
/// With one filter for every row (the default, or NONE), the encoder is ButtonLab's own one pass
/// over the pixels — B, G, R, X to R, G, B, the filter, straight into zlib with libpng's parameters
/// and 8 KB IDAT chunks — which writes the very bytes libpng writes (tests compare the two on
/// random images of every shape) without libpng's row transformations, and needs only zlib
/// loaded. Other filter masks go through libpng.
package func encodePNG(_ image: RasterImage, options: PNGOptions = .diagram) throws -> [UInt8] {
    // One filter for every row is what the one-pass encoder does; libpng's per-row choice is libpng's.
    switch options.filters {
    case Int32(PNG_FILTER_UP): try encodePNG(image, options: options, encoder: .onePass(filter: 2))
    case Int32(PNG_FILTER_NONE): try encodePNG(image, options: options, encoder: .onePass(filter: 0))
    default: try encodePNG(image, options: options, encoder: .libpng)
    }
}

package enum PNGEncoder: Equatable, Sendable {
    /// `buttonlab_png_encode_fast`: swizzle, filter and deflate in one pass over the pixels (zlib only).
    case onePass(filter: Int32)
    case libpng
}

package func encodePNG(_ image: RasterImage, options: PNGOptions, encoder: PNGEncoder) throws -> [UInt8] {
    guard image.width > 0, image.height > 0 else {
        throw RenderError.pngEncodeFailed("an image of \(image.width)×\(image.height) px has no pixels")
    }
    try (encoder == .libpng ? DrawingLibraries.png : DrawingLibraries.zlib).load()
    let opaque = image.pixels.withUnsafeBufferPointer {
        buttonlab_is_opaque($0.baseAddress, Int32(image.width), Int32(image.height), Int32(image.stride)) != 0
    }
    // PNG stores straight alpha; only translucent images need their premultiplication undone.
    let source = opaque ? image.pixels : unpremultiplied(image)
    var buffer = buttonlab_png_buffer()
    defer { free(buffer.data) }
    let status = source.withUnsafeBufferPointer { pixels in
        switch encoder {
        case .onePass(let filter):
            buttonlab_png_encode_fast(
                pixels.baseAddress, Int32(image.width), Int32(image.height), Int32(image.stride),
                opaque ? 0 : 1, options.compressionLevel, filter, options.strategy, &buffer)
        case .libpng:
            buttonlab_png_encode(
                pixels.baseAddress, Int32(image.width), Int32(image.height), Int32(image.stride),
                opaque ? 0 : 1, options.compressionLevel, options.filters, options.strategy, &buffer)
        }
    }
    guard status == 0 else {
        throw RenderError.pngEncodeFailed(withUnsafeBytes(of: buffer.error) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) })
    }
    return Array(UnsafeBufferPointer(start: buffer.data, count: buffer.size))
}

private func unpremultiplied(_ image: RasterImage) -> [UInt8] {
    var bytes = image.pixels
    for y in 0..<image.height {
        for x in 0..<image.width {
            let offset = y * image.stride + x * 4
            let alpha = Int(bytes[offset + 3])
            guard alpha != 255 else { continue }
            for channel in 0..<3 {
                bytes[offset + channel] = alpha == 0 ? 0 : UInt8(min(255, (Int(bytes[offset + channel]) * 255 + alpha / 2) / alpha))
            }
        }
    }
    return bytes
}

