import ButtonDiagram
import ButtonLayout
import ButtonRender
import ButtonScenario
import Testing

/// `BUTTONRENDER_SAMPLE_DIR=/tmp swift test --filter writeSampleFigure` writes the sample figure
/// as PNG (1× and 2×) and PDF, to look at.
@Test(.enabled(if: environment("BUTTONRENDER_SAMPLE_DIR") != nil))
func writeSampleFigure() throws {
    let directory = environment("BUTTONRENDER_SAMPLE_DIR")!
    for scale in [1.0, 2.0] {
        writeFile("\(directory)/buttonrender-sample@\(Int(scale))x.png", try encodePNG(try renderRaster(sampleFigure(pixelsPerPoint: scale))))
    }
    writeFile("\(directory)/buttonrender-sample.pdf", try renderPDF(sampleFigure()))
    // Pixel-level close-ups (nearest neighbour ×4) of the 2× render: title text, and the grid and axes corner.
    let image = try renderRaster(sampleFigure(pixelsPerPoint: 2))
    for (name, x, y) in [("title", 270, 110), ("corner", 40, 30), ("arabic", 330, 210)] {
        writeFile("\(directory)/buttonrender-zoom-\(name).png", try encodePNG(zoomed(image, x: x, y: y, width: 200, height: 100, factor: 4)))
    }
}

private func zoomed(_ image: RasterImage, x: Int, y: Int, width: Int, height: Int, factor: Int) -> RasterImage {
    var pixels: [UInt8] = []
    pixels.reserveCapacity(width * height * factor * factor * 4)
    for row in 0..<(height * factor) {
        for column in 0..<(width * factor) {
            let offset = (y + row / factor) * image.stride + (x + column / factor) * 4
            pixels.append(contentsOf: image.pixels[offset..<(offset + 4)])
        }
    }
    return RasterImage(width: width * factor, height: height * factor, stride: width * factor * 4, pixels: pixels)
}

/// `BUTTONRENDER_BENCH=1 swift test -c release --filter benchmarkPNG`: timings behind `PNGOptions.diagram`.
@Test(.enabled(if: environment("BUTTONRENDER_BENCH") != nil))
func benchmarkPNG() throws {
    let list = sampleFigure(pixelsPerPoint: 2)
    let image = try renderRaster(list)
    let clock = ContinuousClock()
    func median(_ runs: Int, _ body: () throws -> Void) rethrows -> Double {
        var times: [Double] = []
        for _ in 0..<runs {
            let elapsed = try clock.measure(body)
            times.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000)
        }
        return times.sorted()[runs / 2]
    }
    func format(_ value: Double) -> String { String(Int((value * 100).rounded())).paddedMs }
    print("figure \(image.width)×\(image.height) px")
    let candidates: [(String, PNGOptions)] = [
        ("level 1, none", PNGOptions(compressionLevel: 1, filters: 0x08, strategy: 0)),
        ("level 1, sub", PNGOptions(compressionLevel: 1, filters: 0x10, strategy: 0)),
        ("level 2, sub", PNGOptions(compressionLevel: 2, filters: 0x10, strategy: 0)),
        ("level 3, sub", PNGOptions(compressionLevel: 3, filters: 0x10, strategy: 0)),
        ("level 1, up", PNGOptions(compressionLevel: 1, filters: 0x20, strategy: 0)),
        ("level 2, up", PNGOptions(compressionLevel: 2, filters: 0x20, strategy: 0)),
        ("level 3, up", PNGOptions(compressionLevel: 3, filters: 0x20, strategy: 0)),
        ("level 4, up", PNGOptions(compressionLevel: 4, filters: 0x20, strategy: 0)),
        ("level 1, up, rle", PNGOptions(compressionLevel: 1, filters: 0x20, strategy: 3)),
        ("level 2, up, filtered", PNGOptions(compressionLevel: 2, filters: 0x20, strategy: 1)),
        ("level 2, paeth", PNGOptions(compressionLevel: 2, filters: 0x80, strategy: 0)),
        ("level 2, none+sub+up (adaptive)", PNGOptions(compressionLevel: 2, filters: 0x38, strategy: 0)),
        ("level 1, sub, rle", PNGOptions(compressionLevel: 1, filters: 0x10, strategy: 3)),
        ("level 6, all (libpng default)", PNGOptions(compressionLevel: 6, filters: 0xF8, strategy: 0)),
        ("level 9, all", PNGOptions.smallest),
    ]
    for (name, options) in candidates {
        var bytes = 0
        let time = try median(31) { bytes = try encodePNG(image, options: options).count }
        print("encode \(name): \(format(time)) ms, \(bytes) bytes")
    }
    let render = try median(31) { _ = try renderRaster(list) }
    let encode = try median(31) { _ = try encodePNG(image) }
    let both = try median(31) { _ = try encodePNG(try renderRaster(list)) }
    print("render only \(format(render)) ms; encode only (.diagram) \(format(encode)) ms; render+encode \(format(both)) ms; ratio \(both / encode)")
    let pdf = try median(11) { _ = try renderPDF(list) }
    print("pdf \(format(pdf)) ms")
}

private extension String {
    /// "123" hundredths of a millisecond as "1.23".
    var paddedMs: String {
        let digits = String(repeating: "0", count: max(0, 3 - count)) + self
        return digits.dropLast(2) + "." + digits.suffix(2)
    }
}
