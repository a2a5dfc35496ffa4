import ButtonDiagram
import ButtonFiles
import ButtonLabKit
import ButtonLabTestSupport
import ButtonLayout
import ButtonRender
import ButtonScenario
import Foundation
import Testing

/// The PNG of a fixture, decoded, with the transform from button points to its pixels.
private func renderedFixture(_ path: String) throws -> (image: RasterImage, canvas: CanvasTransform, result: LayoutResult) {
    let renderer = try FigureRenderer()
    let laidOut = try layOut(path: fixturesDirectory + "/" + path, loader: renderer.loader).get()
    let figure = try renderer.render(laidOut, formats: [.png])
    return (try decodePNG(try #require(figure.png)), figure.canvas, laidOut.result)
}

private func probe(_ image: RasterImage, _ canvas: CanvasTransform, _ x: Double, _ y: Double) -> RGBA8 {
    let pixel = canvas.pixel(of: Point(x: x, y: y))
    return image.pixel(x: Int(pixel.x), y: Int(pixel.y))
}

private func isClose(_ a: RGBA8, _ b: RGBA8, tolerance: Int = 2) -> Bool {
    abs(Int(a.red) - Int(b.red)) <= tolerance && abs(Int(a.green) - Int(b.green)) <= tolerance
        && abs(Int(a.blue) - Int(b.blue)) <= tolerance
}

@Suite("Rendered figures: colours where the layout says")
struct RenderedPixelTests {
    @Test("figure 5: green title, red image area, faint blue virtual title, black bounds, grey canvas")
    func figure5() throws {
        let (image, canvas, result) = try renderedFixture("article2/fig05-virtual-title.yaml")
        #expect(result.titleLabel == Rect(x: 100, y: 37.5, width: 50, height: 25))
        // A 200-pt button is drawn 600 px wide.
        #expect(canvas.pixelsPerPoint == 3)
        // Inside the title, clear of its text.
        #expect(probe(image, canvas, 102, 39) == RGBA8(rgb: 0x5AD845))
        // Inside the image area, clear of the frames and grid: rgba(230, 70, 70, 0.35) over #ECECEC.
        #expect(isClose(probe(image, canvas, 57, 12), RGBA8(red: 234, green: 178, blue: 178)))
        // The virtual title's right half lies over the area, faint: rgba(70, 80, 245, 0.12) over that pink.
        #expect(isClose(probe(image, canvas, 172, 39), RGBA8(red: 214, green: 166, blue: 186)))
        // The bounds' left edge and bottom edge.
        #expect(probe(image, canvas, 0, 63) == RGBA8(rgb: 0x000000))
        #expect(probe(image, canvas, 33, 100) == RGBA8(rgb: 0x000000))
        // Outside the button: the canvas.
        #expect(probe(image, canvas, 33, 107) == RGBA8(rgb: 0xECECEC))
    }

    @Test("figure 9: the image is squashed to its 25-pt area; the title starts at 25")
    func figure9() throws {
        let (image, canvas, _) = try renderedFixture("article2/fig09-left-image-right-175.yaml")
        // Left of x = 25 inside the image frame is the placeholder (not green); right of it is the title.
        #expect(probe(image, canvas, 27, 39) == RGBA8(rgb: 0x5AD845))
        #expect(probe(image, canvas, 22, 39) != RGBA8(rgb: 0x5AD845))
    }

    @Test("the same scenario renders to the same bytes, in every format")
    func deterministic() throws {
        let renderer = try FigureRenderer()
        let laidOut = try layOut(path: fixturesDirectory + "/article2/fig05-virtual-title.yaml", loader: renderer.loader).get()
        let first = try renderer.render(laidOut, formats: [.png, .svg, .pdf])
        let second = try renderer.render(laidOut, formats: [.png, .svg, .pdf])
        #expect(first.png == second.png)
        #expect(first.svg == second.svg)
        #expect(first.pdf == second.pdf)
        #expect(first.pdf?.starts(with: Array("%PDF".utf8)) == true)
    }

    @Test("the sidecar is the layout object plus the canvas transform")
    func sidecar() throws {
        let renderer = try FigureRenderer()
        let laidOut = try layOut(path: fixturesDirectory + "/article2/fig01-default.yaml", loader: renderer.loader).get()
        let figure = try renderer.render(laidOut, formats: [.png])
        let text = figure.sidecar.rendered()
        #expect(text.hasPrefix("{\n  \"name\": \"edge-insets-01-default\",\n  \"profile\": \"layout: legacy, uikit 26\",\n  \"layout\": \"system\","))
        #expect(text.hasSuffix("""
              "warnings": [],
              "canvas": {"width": \(figure.canvas.width), "height": \(figure.canvas.height), "pixelsPerPoint": 3, "originX": \(formatNumber(figure.canvas.originX)), "originY": \(formatNumber(figure.canvas.originY))},
              "theme": "light",
              "alt": "A 200 × 100 pt button titled “我是titleLabel” with a 50 × 50 pt image, drawn at 2x scale. Its content is aligned center horizontally and center vertically. The image view is at (50, 25), 50 × 50. The title label is at (100, 37.5), 50 × 25. The image sits right against the title, on its left.",
              "generator": "buttonlab \(buttonLabVersion)"
            }
            """))
        let image = try decodePNG(try #require(figure.png))
        #expect(image.width == figure.canvas.width && image.height == figure.canvas.height)
        #expect(figure.canvas.originX == figure.canvas.originX.rounded())
    }

    @Test("SVG images are embedded, so a figure is one self-contained file")
    func embeddedImage() throws {
        let renderer = try FigureRenderer()
        let laidOut = try layOut(path: fixturesDirectory + "/gallery/align-01-left.yaml", loader: renderer.loader).get()
        let svg = try #require(try renderer.render(laidOut, formats: [.svg]).svg)
        #expect(svg.contains("xlink:href=\"data:image/png;base64,iVBORw0KGgo"))
    }

    /// 20 000 text chunks once went into the SVG as they were (27 MB): only pixels are copied now.
    @Test("an embedded PNG carries its pixels only, not its ancillary chunks")
    func embeddedImageWithoutMetadata() throws {
        let folder = NSTemporaryDirectory() + "buttonlab-embed-\(UInt64.random(in: 0...UInt64.max))"
        try FileManager.default.createDirectory(atPath: folder + "/images", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let original = [UInt8](try Data(contentsOf: URL(fileURLWithPath: fixturesDirectory + "/gallery/images/play@2x.png")))
        // After IHDR (8 + 25 bytes): text chunks, a time stamp and a private chunk; pixels unchanged.
        var chunks: [UInt8] = []
        for index in 0..<2000 { chunks += pngChunk("tEXt", Array("Comment\0note \(index)".utf8)) }
        chunks += pngChunk("tIME", [7, 233, 1, 1, 0, 0, 0]) + pngChunk("prVt", Array(repeating: 0x41, count: 100))
        let padded = Array(original[..<33]) + chunks + Array(original[33...])
        try Data(padded).write(to: URL(fileURLWithPath: folder + "/images/play@2x.png"))
        let scenario = try String(contentsOfFile: fixturesDirectory + "/gallery/align-01-left.yaml", encoding: .utf8)
        try scenario.write(toFile: folder + "/scenario.yaml", atomically: true, encoding: .utf8)
        let renderer = try FigureRenderer()
        let laidOut = try layOut(path: folder + "/scenario.yaml", loader: renderer.loader).get()
        let svg = try #require(try renderer.render(laidOut, formats: [.svg]).svg)
        #expect(svg.contains("xlink:href=\"data:image/png;base64,\(Data(original).base64EncodedString())\""))
        #expect(svg.utf8.count < 8000)
    }
}

/// One PNG chunk: length, type, data and the CRC over type and data.
private func pngChunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    let crc = crc32(body)
    let length = UInt32(data.count)
    return [UInt8(length >> 24), UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF)] + body
        + [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
}

@Suite("render batches")
struct RenderBatchTests {

    private func write(_ text: String, to path: String) throws {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    @Test("bad scenarios are skipped and listed; good ones are written; nothing of a bad one is written")
    func continuesPastFailures() throws {
        let input = makeScratch("test"), output = makeScratch("test")
        try write("button: {size: [100, 40], title: {text: Hi, size: [20, 20]}}\n", to: input + "/a-good.yaml")
        try write("button: {size: [100, 40], scael: 2}\n", to: input + "/b-bad.yaml")
        try write("button: {size: [5000, 40]}\ndiagram: {pixelsPerPoint: 4}\n", to: input + "/c-huge.yaml")
        let files = try scenarioFiles(for: [input])
        let report = renderBatch(paths: files, into: output, formats: [.png, .svg], pixelsPerPoint: nil, jobs: 2, renderer: try FigureRenderer())
        #expect(report.total == 3)
        #expect(report.failures.map { ($0.path as NSString).lastPathComponent } == ["b-bad.yaml", "c-huge.yaml"])
        #expect(report.failures[0].message.contains("b-bad.yaml:1:27: error: button.scael: unknown key `scael` (did you mean scale?)"))
        #expect(report.failures[1].message.contains("over the limit of 8192 px on a side"))
        let written = try FileManager.default.contentsOfDirectory(atPath: output).sorted()
        #expect(written == ["a-good.json", "a-good.png", "a-good.svg"])
    }

    @Test("two scenarios with one name: the later fails instead of overwriting")
    func duplicateNames() throws {
        let input = makeScratch("test"), output = makeScratch("test")
        try write("name: same\nbutton: {size: [100, 40]}\n", to: input + "/a.yaml")
        try write("name: same\nbutton: {size: [120, 40]}\n", to: input + "/b.yaml")
        let report = renderBatch(paths: try scenarioFiles(for: [input]), into: output, formats: [.png], pixelsPerPoint: nil, jobs: 1, renderer: try FigureRenderer())
        #expect(report.failures.count == 1)
        #expect(report.failures[0].message.contains("name 'same' is already used by"))
    }

    @Test("parallel and serial batches write the same bytes")
    func parallelMatchesSerial() throws {
        let serial = makeScratch("test"), parallel = makeScratch("test")
        let files = try scenarioFiles(for: [fixturesDirectory + "/article2"])
        let renderer = try FigureRenderer()
        _ = renderBatch(paths: files, into: serial, formats: [.png], pixelsPerPoint: nil, jobs: 1, renderer: renderer)
        _ = renderBatch(paths: files, into: parallel, formats: [.png], pixelsPerPoint: nil, jobs: 4, renderer: renderer)
        for name in try FileManager.default.contentsOfDirectory(atPath: serial) {
            #expect(FileManager.default.contentsEqual(atPath: serial + "/" + name, andPath: parallel + "/" + name), "\(name)")
        }
    }
}

@Suite("the gallery page")
struct GalleryPageTests {
    @Test("each figure with its caption, picture, scenario and frames, links relative to the page")
    func markdown() {
        let entry = GalleryEntry(
            scenarioPath: "/repo/Fixtures/article2/fig01-default.yaml", figurePath: "/repo/docs/figures/fig01.png",
            name: "fig01", caption: "Default", scenarioSource: "button: {size: [200, 100]}\n", frames: "fig01 table\n")
        let page = galleryMarkdown([entry], pageDirectory: "/repo/docs")
        #expect(page.contains("""
            ## `../Fixtures/article2/`

            ### fig01

            Default

            ![fig01](figures/fig01.png)

            <details><summary>Scenario <code>../Fixtures/article2/fig01-default.yaml</code> and frames</summary>

            ```yaml
            button: {size: [200, 100]}
            ```

            ```
            fig01 table
            ```

            </details>
            """))
    }
}
