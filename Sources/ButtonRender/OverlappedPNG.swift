import ButtonDiagram
import CDrawingStack

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `list` as a PNG: `encodePNG(renderRaster(list))`, byte for byte.
///
/// With `overlapped`, drawing and encoding run at the same time. The canvas is drawn in horizontal
/// bands, and another core encodes each band while this thread draws the next. For one figure in a
/// process, drawing and encoding cost about the same (~3 ms each for a 688 × 455 px figure), and
/// the other core is otherwise idle by then. A batch keeps both cores busy with figures and leaves
/// this off.
///
/// The bands give the same pixels as one pass. Each band replays the whole display list with the
/// one pass's transform under a clip of whole pixel rows, and no boundary crosses the rows where a
/// clip would change what cairo draws (`rowsKeptWhole`: images, stroke corners and ends); tests
/// compare every fixture and random drawings both ways. The PNG is the same because the encoder is
/// fed the same rows in the same order (`buttonlab_png_stream_*`).
///
/// Used only where the one-pass encoder applies (UP or NONE filters) and the image is surely opaque
/// (an opaque background); otherwise this draws, then encodes.
package func renderPNG(
    _ list: DisplayList, fonts: FontLibrary? = nil, options: PNGOptions = .diagram, overlapped: Bool
) throws -> [UInt8] {
    let filter: Int32
    switch options.filters {
    case Int32(PNG_FILTER_UP): filter = 2
    case Int32(PNG_FILTER_NONE): filter = 0
    default: filter = -1
    }
    let bands = overlapped ? rowBands(height: list.pixelHeight, keepingWhole: rowsKeptWhole(of: list)) : []
    guard bands.count > 1, filter >= 0, list.background.alpha == 1 else {
        return try encodePNG(renderRaster(list, fonts: fonts), options: options)
    }
    let fonts = try fonts ?? FontLibrary.standard()
    let (width, height, stride) = try rasterGeometry(list)
    try DrawingLibraries.zlib.load()
    var buffer = buttonlab_png_buffer()
    defer { free(buffer.data) }
    guard let stream = buttonlab_png_stream_begin(
        Int32(width), Int32(height), 0, options.compressionLevel, filter, options.strategy, &buffer)
    else { throw RenderError.pngEncodeFailed(pngError(buffer)) }
    // Freed on return, after the encoder has stopped reading them (every path below waits for it).
    let pixels = UnsafeMutableRawPointer.allocate(byteCount: stride * height, alignment: 16)
    defer { pixels.deallocate() }
    // The drawing thread also filters each band it drew (the PNG's byte order and Up filter, a
    // sixth of the encoding), so the encoder, the slower side, only compresses.
    let filtered = UnsafeMutableRawPointer.allocate(byteCount: (width * 3 + 1) * height, alignment: 16)
    defer { filtered.deallocate() }
    // Text is shaped (and its fonts loaded) before the first band, so that band is as quick as the
    // others and the encoder starts early; drawing reuses the shaped layouts.
    for item in list.items {
        if case .text(let run) = item.shape { _ = fonts.measure(run.text, font: run.layoutFont) }
    }
    let encoder = BandEncoder(stream: stream, filtered: filtered, height: height)
    // Without a second thread the rows are compressed here, after drawing: the same bytes.
    let encodesBeside = encoder.start()
    var filteredRows = 0
    do {
        try drawRaster(list, into: pixels, stride: stride, fonts: fonts, bands: bands) { rows in
            buttonlab_png_filter_rows(
                pixels, Int32(stride), Int32(width), 0, filter, Int32(filteredRows), Int32(rows), filtered)
            filteredRows = rows
            if encodesBeside { encoder.publish(rows: rows) }
        }
    } catch {
        if encodesBeside { encoder.finishEarly() }
        buttonlab_png_stream_discard(stream)
        throw error
    }
    let encoded = encodesBeside
        ? encoder.waitUntilEncoded() : buttonlab_png_stream_filtered(stream, filtered.assumingMemoryBound(to: UInt8.self), Int32(height)) == 0
    guard encoded else {
        buttonlab_png_stream_discard(stream)
        throw RenderError.pngEncodeFailed(pngError(buffer))
    }
    guard buttonlab_png_stream_finish(stream) == 0 else { throw RenderError.pngEncodeFailed(pngError(buffer)) }
    return Array(UnsafeBufferPointer(start: buffer.data, count: buffer.size))
}

/// Up to eight bands of at least 32 whole rows, or none for a canvas under 64 rows. The encoder
/// starts once the first band is drawn, and is the slower side, so the first band should be short;
/// each band replays the display list (~0.15 ms for fig05), so not many more. No band boundary cuts
/// through `keepingWhole`: a boundary that would is moved past the rows it falls in.
package func rowBands(height: Int, keepingWhole: [Range<Int>] = []) -> [Range<Int>] {
    let count = min(8, height / 32)
    guard count >= 2 else { return [] }
    var boundaries: [Int] = []
    for index in 1..<count {
        var boundary = height * index / count
        // Moving a boundary can land it in another range; each pass moves it only forward.
        while let range = keepingWhole.first(where: { $0.lowerBound < boundary && boundary < $0.upperBound }) {
            boundary = range.upperBound
        }
        if boundary < height && boundary > (boundaries.last ?? 0) { boundaries.append(boundary) }
    }
    let edges = [0] + boundaries + [height]
    return zip(edges, edges.dropFirst()).map { $0..<$1 }
}

/// Rows no band boundary may cut, where a clip would change what cairo draws:
/// - each image's rows: a scaled image is sampled through another path when a clip cuts it, which
///   rounds some pixels differently (a boundary through fit-02's image changed 1 682 of its
///   pixels by one level);
/// - the rows around each corner and end of a stroke: cairo strokes a rectilinear path as boxes,
///   and a clip through a corner's boxes moved the corner by a row (inset-03, dark, at 1 px/pt).
/// Straight runs of strokes, fills, text and the background cross boundaries unchanged (every
/// fixture and random drawings are compared both ways in the tests). Two rows to spare each side.
package func rowsKeptWhole(of list: DisplayList) -> [Range<Int>] {
    let k = list.pixelsPerPoint
    func rows(_ top: Double, _ bottom: Double, spare: Double) -> Range<Int>? {
        let low = Int((top * k - spare).rounded(.down)) - 2
        let high = Int((bottom * k + spare).rounded(.up)) + 2
        return low < high ? low..<high : nil
    }
    var kept: [Range<Int>] = []
    for item in list.items {
        switch item.shape {
        case .image(let frame, _):
            kept += [rows(frame.minY, frame.maxY, spare: 0)].compactMap { $0 }
        case .rect(let frame, _, let stroke?), .roundedRect(let frame, _, _, let stroke?):
            let spare = stroke.width * k
            kept += [rows(frame.minY, frame.minY, spare: spare), rows(frame.maxY, frame.maxY, spare: spare)].compactMap { $0 }
        case .line(let from, let to, let stroke):
            let spare = stroke.width * k
            kept += [rows(from.y, from.y, spare: spare), rows(to.y, to.y, spare: spare)].compactMap { $0 }
        case .polygon(let points, _, let stroke?):
            kept += points.compactMap { rows($0.y, $0.y, spare: stroke.width * k) }
        default:
            break
        }
    }
    return kept
}

private func pngError(_ buffer: buttonlab_png_buffer) -> String {
    withUnsafeBytes(of: buffer.error) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
}

/// The encoding side: a thread that compresses every row drawn (and filtered) so far, sleeping
/// until more are. Rows below `drawnRows` are final (their band was drawn, flushed and filtered
/// before they were published, under the lock), so the encoder reads them while the next band is drawn.
private final class BandEncoder: @unchecked Sendable {
    private let stream: OpaquePointer
    private let filtered: UnsafeMutableRawPointer
    private let height: Int
    private let state = ConditionLock()
    /// Guarded by `state`.
    private var drawnRows = 0
    private var stopped = false
    private var finished = false
    private var failed = false

    init(stream: OpaquePointer, filtered: UnsafeMutableRawPointer, height: Int) {
        (self.stream, self.filtered, self.height) = (stream, filtered, height)
    }

    /// Starts the encoding thread; false when none could be started.
    func start() -> Bool {
        let context = Unmanaged.passRetained(self).toOpaque()
        let status = bl_spawn_beside({ context in
            let encoder = Unmanaged<BandEncoder>.fromOpaque(context!).takeRetainedValue()
            encoder.run()
            return nil
        }, context)
        if status != 0 { Unmanaged<BandEncoder>.fromOpaque(context).release() }
        return status == 0
    }

    func publish(rows: Int) {
        state.withLock {
            drawnRows = rows
            state.broadcast()
        }
    }

    /// After a drawing error: the thread stops at the next band and is waited for, so that the
    /// stream and pixels can be freed.
    func finishEarly() {
        state.withLock {
            stopped = true
            state.broadcast()
            while !finished { state.wait() }
        }
    }

    /// Waits until every row is encoded; false when zlib failed.
    func waitUntilEncoded() -> Bool {
        state.withLock {
            while !finished { state.wait() }
            return !failed
        }
    }

    private func run() {
        var encoded = 0
        state.lock()
        while encoded < height && !stopped {
            if drawnRows == encoded {
                state.wait()
                continue
            }
            let upTo = drawnRows
            state.unlock()
            let status = buttonlab_png_stream_filtered(stream, filtered.assumingMemoryBound(to: UInt8.self), Int32(upTo))
            state.lock()
            if status != 0 {
                failed = true
                break
            }
            encoded = upTo
        }
        finished = true
        state.broadcast()
        state.unlock()
    }
}
