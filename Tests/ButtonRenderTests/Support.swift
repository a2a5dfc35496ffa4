import ButtonDiagram
import ButtonLabTestSupport
import ButtonLayout
import ButtonRender
import ButtonScenario

#if canImport(Glibc)
import Glibc
#endif

let background = Color(rgb: 0xECECEC)

func canvas(width: Double, height: Double, pixelsPerPoint: Double = 2, _ items: [DisplayItem]) -> DisplayList {
    DisplayList(
        size: Size(width: width, height: height), pixelsPerPoint: pixelsPerPoint, background: background,
        buttonOrigin: Point(x: 0, y: 0), items: items
    )
}

func item(_ id: String, _ shape: Shape) -> DisplayItem { DisplayItem(id: id, shape: shape) }

func writeFile(_ path: String, _ bytes: [UInt8]) {
    let file = fopen(path, "wb")!
    _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
    fclose(file)
}

/// Pixels differing from `colour` inside a pixel rectangle.
func countPixels(in image: RasterImage, x: Range<Int>, y: Range<Int>, where predicate: (RGBA8) -> Bool) -> Int {
    var count = 0
    for row in y {
        for column in x where predicate(image.pixel(x: column, y: row)) { count += 1 }
    }
    return count
}

func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
}

/// A figure like the articles': grid, axes with ticks, bounds, a translucent area, the placeholder
/// image squashed and not, a CJK title, an Arabic title and frame labels. 280×180 pt.
func sampleFigure(pixelsPerPoint: Double = 2) -> DisplayList {
    let origin = Point(x: 30, y: 30)
    var items: [DisplayItem] = []
    let grid = Stroke(color: Color(rgb: 0xD2D2D2), width: 0.5)
    for x in stride(from: 0.0, through: 280, by: 10) {
        items.append(item("grid.x\(Int(x))", .line(from: Point(x: x, y: 0), to: Point(x: x, y: 180), stroke: grid)))
    }
    for y in stride(from: 0.0, through: 180, by: 10) {
        items.append(item("grid.y\(Int(y))", .line(from: Point(x: 0, y: y), to: Point(x: 280, y: y), stroke: grid)))
    }
    let axis = Stroke(color: Color(rgb: 0x000000), width: 1)
    items.append(item("axis.x", .line(from: Point(x: origin.x, y: origin.y), to: Point(x: 270, y: origin.y), stroke: axis)))
    items.append(item("axis.x.head", .polygon([Point(x: 276, y: 30), Point(x: 268, y: 27), Point(x: 268, y: 33)], fill: Color(rgb: 0), stroke: nil)))
    items.append(item("axis.y", .line(from: Point(x: origin.x, y: origin.y), to: Point(x: origin.x, y: 170), stroke: axis)))
    items.append(item("axis.y.head", .polygon([Point(x: 30, y: 176), Point(x: 27, y: 168), Point(x: 33, y: 168)], fill: Color(rgb: 0), stroke: nil)))
    let tickFont = FontSpec(size: 7, weight: .regular)
    for value in stride(from: 0, through: 200, by: 50) {
        items.append(item("tick.x\(value)", .text(TextRun(
            text: "\(value)", box: Rect(x: origin.x + Double(value) - 15, y: 18, width: 30, height: 10),
            font: tickFont, color: Color(rgb: 0)))))
    }
    for value in stride(from: 50, through: 100, by: 50) {
        items.append(item("tick.y\(value)", .text(TextRun(
            text: "\(value)", box: Rect(x: 0, y: origin.y + Double(value) - 5, width: 27, height: 10),
            alignment: .right, font: tickFont, color: Color(rgb: 0)))))
    }
    func at(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
        Rect(x: origin.x + x, y: origin.y + y, width: w, height: h)
    }
    items.append(item("imageArea", .rect(at(50, 0, 150, 100), fill: Color(rgb: 0xE64646, alpha: 0.35),
                                         stroke: Stroke(color: Color(rgb: 0xD83A3A), width: 1))))
    items.append(item("contentRect", .rect(at(5, 5, 190, 90), fill: nil,
                                           stroke: Stroke(color: Color(rgb: 0x555555), width: 0.5, dash: [3, 2]))))
    items.append(item("imageView", .image(at(60, 25, 50, 50), source: .placeholder)))
    items.append(item("imageView.squashed", .image(at(10, 25, 25, 50), source: .placeholder)))
    items.append(item("titleLabel", .rect(at(110, 37.5, 80, 25), fill: Color(rgb: 0x5AD845), stroke: nil)))
    items.append(item("titleLabel.text", .text(TextRun(
        text: "我是titleLabel", box: at(110, 37.5, 80, 25), font: FontSpec(size: 11), color: Color(rgb: 0x1E1E1E)))))
    items.append(item("virtualTitle", .rect(at(150, 80, 40, 18), fill: Color(red: 70 / 255, green: 80 / 255, blue: 245 / 255, alpha: 0.85), stroke: nil)))
    items.append(item("virtualTitle.text", .text(TextRun(
        text: "زر عربي", box: at(150, 80, 40, 18), font: FontSpec(size: 10, weight: .semibold), color: Color(rgb: 0xFFFFFF)))))
    items.append(item("hebrew", .text(TextRun(
        text: "כפתור", box: at(110, 80, 38, 18), font: FontSpec(size: 10, weight: .bold), color: Color(rgb: 0x1E1E1E)))))
    items.append(item("bounds", .rect(at(0, 0, 200, 100), fill: nil, stroke: Stroke(color: Color(rgb: 0), width: 1.5))))
    items.append(item("label.imageView", .text(TextRun(
        text: "imageView (60, 25, 50, 50)", box: at(60, 102, 100, 10), alignment: .left,
        font: FontSpec(size: 6), color: Color(rgb: 0x333333)))))
    items.append(item("caption", .text(TextRun(
        text: "Thin · Regular · Bold · Black — middle: " + ((try? FontLibrary.standard()).map { middleTruncated("我是titleLabel of a button", toWidth: 70, font: FontSpec(size: 7), measurer: $0) } ?? "?"),
        box: Rect(x: 0, y: 165, width: 280, height: 14), font: FontSpec(size: 7, weight: .medium), color: Color(rgb: 0x1E1E1E)))))
    return DisplayList(size: Size(width: 280, height: 180), pixelsPerPoint: pixelsPerPoint, background: background,
                       buttonOrigin: origin, items: items)
}

