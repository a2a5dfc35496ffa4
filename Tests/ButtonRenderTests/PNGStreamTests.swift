import ButtonRender
import CDrawingStack
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The stream fed rows filtered elsewhere (`buttonlab_png_filter_rows` + `_stream_filtered`, as the
/// overlapped PNG does) writes the bytes of the stream fed pixels, in any split of the rows.
@Suite("PNG stream: filtered rows")
struct PNGStreamTests {
    /// A pseudo-random BGRA canvas with smooth runs (as drawings have) and noise.
    func pixels(width: Int, height: Int, stride: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        var bytes = [UInt8](repeating: 0, count: stride * height)
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                let noise = UInt8(truncatingIfNeeded: state >> 59)
                let base = (y * stride) + x * 4
                bytes[base] = UInt8(truncatingIfNeeded: x / 7) &+ noise
                bytes[base + 1] = UInt8(truncatingIfNeeded: y / 3)
                bytes[base + 2] = UInt8(truncatingIfNeeded: (x + y) / 11)
                bytes[base + 3] = x % 17 == 0 ? 128 : 255
            }
        }
        return bytes
    }

    func encode(_ pixels: [UInt8], width: Int, height: Int, stride: Int, alpha: Bool, filter: Int32, splits: [Int]?) -> [UInt8] {
        var buffer = buttonlab_png_buffer()
        defer { free(buffer.data) }
        guard let stream = buttonlab_png_stream_begin(Int32(width), Int32(height), alpha ? 1 : 0, 3, filter, 0, &buffer) else { return [] }
        let status: Int32 = pixels.withUnsafeBufferPointer { source in
            guard let splits else { return buttonlab_png_stream_rows(stream, source.baseAddress, Int32(stride), Int32(height)) }
            let rowBytes = width * (alpha ? 4 : 3) + 1
            var filtered = [UInt8](repeating: 0, count: rowBytes * height)
            var first = 0
            for end in splits + [height] {
                filtered.withUnsafeMutableBufferPointer {
                    buttonlab_png_filter_rows(source.baseAddress, Int32(stride), Int32(width), alpha ? 1 : 0, filter, Int32(first), Int32(end), $0.baseAddress)
                }
                let status = filtered.withUnsafeBufferPointer { buttonlab_png_stream_filtered(stream, $0.baseAddress, Int32(end)) }
                if status != 0 { return status }
                first = end
            }
            return 0
        }
        guard status == 0, buttonlab_png_stream_finish(stream) == 0 else { return [] }
        return Array(UnsafeBufferPointer(start: buffer.data, count: buffer.size))
    }

    @Test("RGB and RGBA, Up and no filter, whole or in bands: the same bytes", arguments: [
        (false, Int32(2)), (false, 0), (true, 2), (true, 0),
    ])
    func sameBytes(alpha: Bool, filter: Int32) throws {
        try #require(bl_load(BL_GROUP_ZLIB) == 0)
        let (width, height, stride) = (97, 70, 97 * 4 + 12)
        let source = pixels(width: width, height: height, stride: stride, seed: 9)
        let whole = encode(source, width: width, height: height, stride: stride, alpha: alpha, filter: filter, splits: nil)
        #expect(whole.count > 1000)
        for splits in [[], [1], [35], [1, 2, 3, 64, 69], [10, 20, 30, 40, 50, 60]] {
            #expect(encode(source, width: width, height: height, stride: stride, alpha: alpha, filter: filter, splits: splits) == whole)
        }
    }
}
