import ButtonDiagram
import ButtonLayout
import ButtonRender
import ButtonScenario
import Testing

/// The banded, overlapped PNG path on its own: failures mid-drawing, and lists it must not band.
@Suite("renderPNG: drawing in bands while encoding")
struct OverlappedEncodingTests {
    /// 100 × 80 pt at 2 px/pt = 160 rows: four bands.
    private func list(_ items: [DisplayItem]) -> DisplayList { canvas(width: 100, height: 80, items) }

    @Test("an image that cannot be read fails the PNG with the file's name, after the encoder stopped")
    func failureMidDrawing() {
        let path = "/tmp/buttonrender-no-such-dir/missing.png"
        let broken = list([
            item("fill", .rect(Rect(x: 0, y: 0, width: 100, height: 30), fill: Color(rgb: 0x5AD845), stroke: nil)),
            item("image", .image(Rect(x: 10, y: 50, width: 20, height: 20), source: .file(path: path))),
        ])
        #expect(rowBands(height: broken.pixelHeight, keepingWhole: imageRows(of: broken)).count == 4)
        #expect(throws: RenderError.imageUnreadable(path: path, reason: "it does not exist")) {
            _ = try renderPNG(broken, overlapped: true)
        }
    }

    @Test("shapes crossing every band boundary, text on them: the bytes of one pass")
    func shapesAcrossBands() throws {
        let drawing = list([
            item("red", .rect(Rect(x: 5.25, y: 3.5, width: 60, height: 70.75), fill: Color(rgb: 0xE64646, alpha: 0.35), stroke: Stroke(color: Color(rgb: 0), width: 0.5))),
            item("diagonal", .line(from: Point(x: 0, y: 0), to: Point(x: 100, y: 80), stroke: Stroke(color: Color(rgb: 0x0000FF), width: 1.5, dash: [3, 2]))),
            item("label", .text(TextRun(text: "imageView (75, 25, 50, 50)", box: Rect(x: 10, y: 35, width: 80, height: 12), font: FontSpec(size: 9), color: Color(rgb: 0)))),
            item("picture", .image(Rect(x: 60, y: 17.3, width: 30, height: 45.1), source: .placeholder)),
        ])
        #expect(try renderPNG(drawing, overlapped: true) == encodePNG(renderRaster(drawing)))
    }

    @Test("not banded: short canvases, translucent backgrounds, libpng's filters; the same bytes")
    func fallsBackWhereItMust() throws {
        let short = canvas(width: 100, height: 20, [item("fill", .rect(Rect(x: 0, y: 0, width: 50, height: 20), fill: Color(rgb: 0x5AD845), stroke: nil))])
        #expect(rowBands(height: short.pixelHeight) == [])
        #expect(try renderPNG(short, overlapped: true) == encodePNG(renderRaster(short)))
        var clear = list([])
        clear.background = Color(rgb: 0xFFFFFF, alpha: 0)
        #expect(try renderPNG(clear, overlapped: true) == encodePNG(renderRaster(clear)))
        let tall = list([])
        #expect(try renderPNG(tall, options: .smallest, overlapped: true) == encodePNG(renderRaster(tall), options: .smallest))
    }
}
