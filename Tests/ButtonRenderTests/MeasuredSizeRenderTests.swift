import ButtonDiagram
import ButtonLayout
import ButtonRender
import ButtonScenario
import Testing

/// A run with a measured size is its layout at that size, scaled by cairo to the run's font size:
/// drawn at 2 px/pt it is, pixel for pixel, the same text laid out at 18 pt drawn at 1 px/pt.
@Suite("Text drawn from its measured size")
struct MeasuredSizeRenderTests {
    let colour = Color(rgb: 0x1E1E1E)

    @Test("a 9-pt run measured at 18 pt, at 2 px/pt, draws the 18-pt layout at 1 px/pt", arguments: [
        TextAlignment.left, .center, .right,
    ])
    func scaledLayout(alignment: TextAlignment) throws {
        let text = "我是titleLabel"
        let scaled = canvas(width: 60, height: 20, pixelsPerPoint: 2, [
            item("t", .text(TextRun(
                text: text, box: Rect(x: 3, y: 2, width: 54, height: 16), alignment: alignment,
                font: FontSpec(size: 9), color: colour, measuredSize: 18))),
        ])
        let native = canvas(width: 120, height: 40, pixelsPerPoint: 1, [
            item("t", .text(TextRun(
                text: text, box: Rect(x: 6, y: 4, width: 108, height: 32), alignment: alignment,
                font: FontSpec(size: 18), color: colour))),
        ])
        let a = try renderRaster(scaled)
        let b = try renderRaster(native)
        #expect(a.width == 120 && a.height == 40)
        #expect(a.pixels == b.pixels)
        // Something was drawn: dark pixels in the box.
        #expect(countPixels(in: a, x: 6..<114, y: 4..<36) { $0.red < 0x80 } > 50)
    }
}
