import ButtonDiagram
import ButtonLabTestSupport
import ButtonLayout
import ButtonRender
import ButtonScenario
import Testing

/// The banded, overlapped PNG path on its own: failures mid-drawing, and lists it must not band.
@Suite("renderPNG: drawing in bands while encoding")
struct OverlappedEncodingTests {
    /// 100 × 80 pt at 2 px/pt = 160 rows: five bands.
    private func list(_ items: [DisplayItem]) -> DisplayList { canvas(width: 100, height: 80, items) }

    @Test("an image that cannot be read fails the PNG with the file's name, after the encoder stopped")
    func failureMidDrawing() {
        let path = "/tmp/buttonrender-no-such-dir/missing.png"
        let broken = list([
            item("fill", .rect(Rect(x: 0, y: 0, width: 100, height: 30), fill: Color(rgb: 0x5AD845), stroke: nil)),
            item("image", .image(Rect(x: 10, y: 50, width: 20, height: 20), source: .file(path: path))),
        ])
        #expect(rowBands(height: broken.pixelHeight, keepingWhole: rowsKeptWhole(of: broken)) == [0..<32, 32..<64, 64..<96, 96..<142, 142..<160])
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

    /// Random drawings: every kind of shape at fractional positions, strokes of every width,
    /// dashes, translucent fills, text and pictures, at 1, 2 and 3 px/pt, cut into bands wherever
    /// `rowBands` puts them. A seeded generator, so a failure names a drawing that fails again.
    @Test("random drawings: the bytes of one pass", arguments: 0..<6)
    func randomDrawings(batch: UInt64) throws {
        for seed in (batch * 25)..<((batch + 1) * 25) {
            var random = SplitMix(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ 1)
            let width = 60 + random.unit() * 140, height = 70 + random.unit() * 110
            var items: [DisplayItem] = []
            for index in 0..<(8 + random.below(20)) {
                let x = random.unit() * width - 10, y = random.unit() * height - 10
                let w = random.unit() * width * 0.6, h = random.unit() * height * 0.6
                let frame = Rect(x: x, y: y, width: w, height: h)
                let color = Color(rgb: UInt32(random.below(0xFFFFFF)), alpha: [1, 0.35, 0.8][random.below(3)])
                let stroke = Stroke(color: Color(rgb: UInt32(random.below(0xFFFFFF))), width: [0.5, 1, 1.5, 2, 3.25][random.below(5)],
                                    dash: random.below(4) == 0 ? [3, 2] : [])
                let shape: Shape
                switch random.below(7) {
                case 0: shape = .rect(frame, fill: color, stroke: nil)
                case 1: shape = .rect(frame, fill: random.below(2) == 0 ? color : nil, stroke: stroke)
                case 2: shape = .roundedRect(frame, radius: random.unit() * 8, fill: color, stroke: random.below(2) == 0 ? stroke : nil)
                case 3: shape = .line(from: Point(x: x, y: y), to: random.below(2) == 0 ? Point(x: x, y: y + h) : Point(x: x + w, y: y + h), stroke: stroke)
                case 4: shape = .polygon([Point(x: x, y: y), Point(x: x + w, y: y + h / 2), Point(x: x, y: y + h)], fill: color, stroke: random.below(2) == 0 ? stroke : nil)
                case 5: shape = .text(TextRun(text: ["imageView (75, 25, 50, 50)", "我是titleLabel", "Ag", "…"][random.below(4)], box: frame,
                                               font: FontSpec(size: 4 + random.unit() * 14), color: color))
                default: shape = .image(frame, source: .placeholder)
                }
                items.append(item("item-\(index)", shape))
            }
            let drawing = canvas(width: width, height: height, pixelsPerPoint: Double(1 + random.below(3)), items)
            #expect(try renderPNG(drawing, overlapped: true) == encodePNG(renderRaster(drawing)), "seed \(seed)")
        }
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
