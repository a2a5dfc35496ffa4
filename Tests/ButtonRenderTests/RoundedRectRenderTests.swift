import ButtonDiagram
import ButtonLayout
import ButtonRender
import Testing

@Suite("Rounded rects in pixels")
struct RoundedRectRenderTests {
    @Test("a capsule fills its middle and leaves its corners to the background")
    func capsule() throws {
        let red = Color(rgb: 0xE02424)
        let list = canvas(width: 40, height: 20, pixelsPerPoint: 1, [
            item("pill", .roundedRect(Rect(x: 0, y: 0, width: 40, height: 20), radius: 100, fill: red, stroke: nil)),
        ])
        let image = try renderRaster(list)
        #expect(image.pixel(x: 20, y: 10) == RGBA8(rgb: 0xE02424))
        #expect(image.pixel(x: 3, y: 10) == RGBA8(rgb: 0xE02424))
        #expect(image.pixel(x: 0, y: 0) == RGBA8(rgb: 0xECECEC))
        #expect(image.pixel(x: 39, y: 19) == RGBA8(rgb: 0xECECEC))
        // A square corner would be red here; the round one is not.
        #expect(image.pixel(x: 1, y: 1) == RGBA8(rgb: 0xECECEC))
    }
}
