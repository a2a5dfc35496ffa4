import ButtonDiagram
import ButtonLayout
import ButtonScenario
import CDrawingStack

/// Draws `list` at `list.pixelWidth × list.pixelHeight` pixels: the whole canvas scaled by
/// `pixelsPerPoint` (so text and curves are drawn at full resolution, not upscaled), antialiased.
///
/// Strokes of axis-aligned lines and rectangles are snapped to the pixel grid (a hairline covers
/// exactly one pixel column instead of two half-grey ones); everything else lands where the
/// display list says. The same list gives the same pixels with the same cairo/pixman/Pango/font
/// packages.
///
/// Throws `RenderError.imageUnreadable` naming the file when an image file is missing or not a PNG.
package func renderRaster(_ list: DisplayList, fonts: FontLibrary? = nil) throws -> RasterImage {
    let fonts = try fonts ?? FontLibrary.standard()
    let (width, height, stride) = try rasterGeometry(list)
    // Cairo draws straight into the array's storage; the background paint covers every byte.
    let pixels = try [UInt8](unsafeUninitializedCapacity: stride * height) { buffer, count in
        try drawRaster(list, into: UnsafeMutableRawPointer(buffer.baseAddress!), stride: stride, fonts: fonts)
        count = stride * height
    }
    return RasterImage(width: width, height: height, stride: stride, pixels: pixels)
}

/// The canvas in pixels and the ARGB32 row stride; `RenderError.invalidCanvas` when cairo could not
/// draw it.
func rasterGeometry(_ list: DisplayList) throws -> (width: Int, height: Int, stride: Int) {
    let width = list.pixelWidth
    let height = list.pixelHeight
    guard (1...32767).contains(width), (1...32767).contains(height), list.pixelsPerPoint > 0 else {
        throw RenderError.invalidCanvas(width: width, height: height)
    }
    return (width, height, Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width))))
}

/// `list` as a PNG: drawn in one pass, then encoded (`encodePNG`).
package func renderPNG(_ list: DisplayList, fonts: FontLibrary? = nil, options: PNGOptions = .diagram) throws -> [UInt8] {
    try encodePNG(renderRaster(list, fonts: fonts), options: options)
}

/// Draws `list` into `pixels` (ARGB32 rows of `stride` bytes).
func drawRaster(_ list: DisplayList, into pixels: UnsafeMutableRawPointer, stride: Int, fonts: FontLibrary) throws {
    guard let surface = cairo_image_surface_create_for_data(
        pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(list.pixelWidth),
        Int32(list.pixelHeight), Int32(stride))
    else { throw RenderError.cairoFailed("no image surface") }
    defer { cairo_surface_destroy(surface) }
    try checkSurface(surface)
    let cr = cairo_create(surface)!
    defer { cairo_destroy(cr) }
    cairo_scale(cr, list.pixelsPerPoint, list.pixelsPerPoint)
    try Painter(cr: cr, snapScale: list.pixelsPerPoint, fonts: fonts).paint(list)
    cairo_surface_flush(surface)
    try checkSurface(surface)
}

/// The same drawing as a one-page PDF (vector shapes, embedded font subsets, images at their own
/// resolution), its page the PNG's pixel size at 2 pixels per PDF point: annotations keep their
/// size in pixels whatever the button's scale, so they keep it in the PDF too.
///
/// Deterministic: cairo 1.16 stamps /CreationDate with the current time unless told otherwise,
/// so a fixed date is set; the remaining content (font subset tags, object order) is a pure
/// function of the drawing, and two renders give identical bytes.
package func renderPDF(_ list: DisplayList, fonts: FontLibrary? = nil) throws -> [UInt8] {
    let fonts = try fonts ?? FontLibrary.standard()
    guard list.size.width > 0, list.size.height > 0 else {
        throw RenderError.invalidCanvas(width: list.pixelWidth, height: list.pixelHeight)
    }
    final class Sink { var bytes: [UInt8] = [] }
    let sink = Sink()
    let written: cairo_write_func_t = { closure, data, length in
        let sink = Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue()
        sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
        return CAIRO_STATUS_SUCCESS
    }
    try withExtendedLifetime(sink) {
        let pageScale = list.pixelsPerPoint / 2
        let surface = cairo_pdf_surface_create_for_stream(
            written, Unmanaged.passUnretained(sink).toOpaque(), list.size.width * pageScale, list.size.height * pageScale)!
        // The surface keeps the glyphs it was shown until the page is emitted: showing the page,
        // finishing (font subsets) and destroying it use scaled fonts, so under CairoFontLock.
        defer { CairoFontLock.withLock { cairo_surface_destroy(surface) } }
        try checkSurface(surface)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, fixedPDFDate)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "ButtonLab")
        let cr = cairo_create(surface)!
        defer { CairoFontLock.withLock { cairo_destroy(cr) } }
        cairo_scale(cr, pageScale, pageScale)
        try Painter(cr: cr, snapScale: nil, fonts: fonts).paint(list)
        CairoFontLock.withLock {
            cairo_show_page(cr)
            cairo_surface_finish(surface)
        }
        try checkSurface(surface)
    }
    return sink.bytes
}

/// Any fixed date works; this one is the first article's era and obviously not a real timestamp.
private let fixedPDFDate = "2016-01-01T00:00:00Z"

private func checkSurface(_ surface: OpaquePointer) throws {
    let status = cairo_surface_status(surface)
    if status != CAIRO_STATUS_SUCCESS {
        throw RenderError.cairoFailed(String(cString: cairo_status_to_string(status)))
    }
}

/// Paints display items on a cairo context whose user space is canvas points.
struct Painter {
    let cr: OpaquePointer
    /// Device pixels per point when drawing pixels; nil for vector output (no snapping).
    let snapScale: Double?
    let fonts: FontLibrary

    func paint(_ list: DisplayList) throws {
        let background = list.background
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgba(cr, background.red, background.green, background.blue, background.alpha)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        for item in list.items {
            try paint(item.shape)
            let status = cairo_status(cr)
            if status != CAIRO_STATUS_SUCCESS {
                throw RenderError.cairoFailed("drawing '\(item.id)': \(String(cString: cairo_status_to_string(status)))")
            }
        }
    }

    private func paint(_ shape: Shape) throws {
        switch shape {
        case .rect(let rect, let fill, let stroke):
            if let fill {
                cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
                fillPath(fill)
            }
            if let stroke {
                let left = snap(rect.x, stroke.width)
                let top = snap(rect.y, stroke.width)
                let right = snap(rect.x + rect.width, stroke.width)
                let bottom = snap(rect.y + rect.height, stroke.width)
                cairo_rectangle(cr, left, top, right - left, bottom - top)
                strokePath(stroke)
            }
        case .roundedRect(let rect, let radius, let fill, let stroke):
            let r = cornerRadius(radius, of: rect)
            func trace() {
                let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
                cairo_new_sub_path(cr)
                cairo_arc(cr, maxX - r, minY + r, r, -Double.pi / 2, 0)
                cairo_arc(cr, maxX - r, maxY - r, r, 0, Double.pi / 2)
                cairo_arc(cr, minX + r, maxY - r, r, Double.pi / 2, Double.pi)
                cairo_arc(cr, minX + r, minY + r, r, Double.pi, 3 * Double.pi / 2)
                cairo_close_path(cr)
            }
            fillAndStroke(trace, fill: fill, stroke: stroke)
        case .line(var from, var to, let stroke):
            if from.x == to.x {
                from.x = snap(from.x, stroke.width)
                to.x = from.x
            }
            if from.y == to.y {
                from.y = snap(from.y, stroke.width)
                to.y = from.y
            }
            cairo_move_to(cr, from.x, from.y)
            cairo_line_to(cr, to.x, to.y)
            strokePath(stroke)
        case .polygon(let points, let fill, let stroke):
            guard let first = points.first else { return }
            func trace() {
                cairo_move_to(cr, first.x, first.y)
                for point in points.dropFirst() { cairo_line_to(cr, point.x, point.y) }
                cairo_close_path(cr)
            }
            fillAndStroke(trace, fill: fill, stroke: stroke)
        case .text(let run):
            fonts.draw(run, on: cr)
        case .image(let frame, let source):
            try paintImage(source, in: frame)
        }
    }

    fileprivate func setSource(_ color: Color) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    }

    /// Fills, then strokes, the path `trace` makes (cairo consumes a path with each).
    private func fillAndStroke(_ trace: () -> Void, fill: Color?, stroke: Stroke?) {
        if let fill {
            trace()
            fillPath(fill)
        }
        if let stroke {
            trace()
            strokePath(stroke)
        }
    }

    fileprivate func fillPath(_ color: Color) {
        setSource(color)
        cairo_fill(cr)
    }

    private func strokePath(_ stroke: Stroke) {
        setSource(stroke.color)
        cairo_set_line_width(cr, stroke.width)
        if stroke.dash.isEmpty || stroke.dash.allSatisfy({ $0 <= 0 }) {
            cairo_set_dash(cr, nil, 0, 0)
        } else {
            cairo_set_dash(cr, stroke.dash, Int32(stroke.dash.count), 0)
        }
        cairo_stroke(cr)
    }

    /// Moves a stroke's centre line so the stroke's edges fall on device pixel boundaries: odd
    /// pixel widths centre on a pixel's middle, even ones on a boundary; strokes thinner than a
    /// pixel centre on a pixel so they stay one pixel wide. Non-integral widths are left alone.
    private func snap(_ value: Double, _ strokeWidth: Double) -> Double {
        guard let scale = snapScale else { return value }
        let devicePixels = strokeWidth * scale
        let whole = devicePixels.rounded()
        let device = value * scale
        if devicePixels < 1 || (abs(devicePixels - whole) < 0.01 && Int(whole) % 2 == 1) {
            return ((device - 0.5).rounded() + 0.5) / scale
        }
        if abs(devicePixels - whole) < 0.01 {
            return device.rounded() / scale
        }
        return value
    }

    private func paintImage(_ source: ImageSource, in frame: Rect) throws {
        guard frame.width > 0, frame.height > 0 else {
            // Still report a broken file even when there is nothing to draw.
            if case .file(let path) = source { cairo_surface_destroy(try loadImageSurface(path: path)) }
            return
        }
        switch source {
        case .placeholder:
            drawPlaceholder(PlaceholderPicture(frame: frame))
        case .file(let path):
            let image = try loadImageSurface(path: path)
            defer { cairo_surface_destroy(image) }
            let imageWidth = Double(cairo_image_surface_get_width(image))
            let imageHeight = Double(cairo_image_surface_get_height(image))
            cairo_save(cr)
            cairo_translate(cr, frame.x, frame.y)
            // Independent x and y factors: the picture fills its frame and squashes like UIImageView's
            // default .scaleToFill.
            cairo_scale(cr, frame.width / imageWidth, frame.height / imageHeight)
            cairo_set_source_surface(cr, image, 0, 0)
            let pattern = cairo_get_source(cr)
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
            // PAD keeps the edge pixels opaque instead of fading them into the background.
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_rectangle(cr, 0, 0, imageWidth, imageHeight)
            cairo_fill(cr)
            cairo_restore(cr)
        }
    }
}

extension Painter {
    /// The picture is defined in ButtonDiagram so that PNG, PDF and SVG show the same one.
    fileprivate func drawPlaceholder(_ picture: PlaceholderPicture) {
        cairo_save(cr)
        cairo_rectangle(cr, picture.sky.x, picture.sky.y, picture.sky.width, picture.sky.height)
        cairo_clip_preserve(cr)
        fillPath(picture.skyColor)

        let sun = picture.sun
        if sun.radiusX > 0, sun.radiusY > 0 {
            cairo_save(cr)
            cairo_translate(cr, sun.center.x, sun.center.y)
            cairo_scale(cr, sun.radiusX, sun.radiusY)
            cairo_arc(cr, 0, 0, 1, 0, 2 * Double.pi)
            cairo_restore(cr)
            fillPath(picture.sunColor)
        }

        if let first = picture.hills.first {
            cairo_move_to(cr, first.x, first.y)
            for point in picture.hills.dropFirst() { cairo_line_to(cr, point.x, point.y) }
            cairo_close_path(cr)
            fillPath(picture.hillColor)
        }
        cairo_restore(cr)
    }
}
