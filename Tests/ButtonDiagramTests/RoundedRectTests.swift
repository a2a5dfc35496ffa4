import ButtonDiagram
import ButtonLayout
import ButtonRender
import Testing

@Suite("Rounded rects")
struct RoundedRectTests {
    private func list(_ shape: Shape) -> DisplayList {
        DisplayList(size: Size(width: 50, height: 20), pixelsPerPoint: 2, background: Color(rgb: 0xECECEC),
                    buttonOrigin: .zero, items: [DisplayItem(id: "pill", shape: shape)])
    }

    @Test("an SVG <rect> with rx and ry, its radius clamped to a capsule")
    func svg() {
        let svg = svgDocument(list(.roundedRect(Rect(x: 5, y: 2, width: 40, height: 10), radius: 30,
                                                fill: Color(rgb: 0x007AFF, alpha: 0.8), stroke: Stroke(color: Color(rgb: 0), width: 0.5))))
        #expect(svg.contains(##"<rect id="pill" x="5" y="2" width="40" height="10" rx="5" ry="5" fill="#007AFF" fill-opacity="0.8" stroke="#000000" stroke-width="0.5"/>"##))
    }

    @Test("the radius drawn: at most half the shorter side, never negative")
    func radius() {
        #expect(cornerRadius(3, of: Rect(x: 0, y: 0, width: 40, height: 10)) == 3)
        #expect(cornerRadius(30, of: Rect(x: 0, y: 0, width: 40, height: 10)) == 5)
        #expect(cornerRadius(30, of: Rect(x: 0, y: 0, width: 8, height: 10)) == 4)
        #expect(cornerRadius(-2, of: Rect(x: 0, y: 0, width: 8, height: 10)) == 0)
    }
}
