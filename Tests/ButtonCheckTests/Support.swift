import ButtonCheck
import ButtonDiagram
import ButtonLabKit
import ButtonLabTestSupport
import ButtonLayout
import ButtonRender
import ButtonReports
import ButtonScenario
import Foundation

/// One renderer for every test: loading the fonts is the slow part.
let figureRenderer: FigureRenderer = try! FigureRenderer()

func join(_ directory: String, _ file: String) -> String { (directory as NSString).appendingPathComponent(file) }

func writeBytes(_ bytes: [UInt8], _ path: String) { try! Data(bytes).write(to: URL(fileURLWithPath: path)) }

/// Every file of a directory with its bytes and modification date: equal snapshots mean nothing
/// was written, not even the same bytes again.
func directoryState(_ directory: String) -> [String: ([UInt8], Date)] {
    var state: [String: ([UInt8], Date)] = [:]
    for file in listing(directory) {
        let path = join(directory, file)
        let date = (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date) ?? .distantPast
        state[file] = (readBytes(path) ?? [], date)
    }
    return state
}

func sameState(_ a: [String: ([UInt8], Date)], _ b: [String: ([UInt8], Date)]) -> Bool {
    a.count == b.count && a.allSatisfy { key, value in b[key].map { $0.0 == value.0 && $0.1 == value.1 } ?? false }
}

/// Article 2's figure 3 with `imageEdgeInsets.left` as given: the scenario behind the 1-pt test.
func insetScenario(name: String, left: Double, title: String = "我是titleLabel") -> String {
    """
    name: \(name)
    caption: "imageEdgeInsets"
    button:
      size: [200, 100]
      scale: 2
      image: {size: [50, 50]}
      title: {text: "\(title)", size: [50, 25]}
      imageEdgeInsets: {left: \(left)}
    diagram:
      pixelsPerPoint: 2
      highlight: []
      virtual: none

    """
}

func writeScenario(_ text: String, _ path: String) { try! Data(text.utf8).write(to: URL(fileURLWithPath: path)) }

/// The check's `render` closure over the real renderer, as `buttonlab check` builds it.
func renderForCheck(_ path: String) -> Result<RenderedScenario, CheckError> {
    switch figureRenderer.render(path: path, formats: [.png, .svg]) {
    case .success(let figure):
        var rendered = RenderedScenario(name: figure.name, png: figure.png!, svg: figure.svg!, layout: figure.goldenLayout)
        rendered.keyLines = figure.keyLines
        return .success(rendered)
    case .failure(let failure): return .failure(CheckError(diagnostics: failure.diagnostics))
    }
}

func scenarioNameForCheck(_ path: String) -> String? { try? figureRenderer.loader.load(path: path).name }

/// A white canvas of `width`×`height` points at 1 pixel per point with the given items.
func whiteCanvas(width: Double, height: Double, pixelsPerPoint: Double = 1, _ items: [DisplayItem]) -> DisplayList {
    DisplayList(
        size: Size(width: width, height: height), pixelsPerPoint: pixelsPerPoint, background: Color(rgb: 0xFFFFFF),
        buttonOrigin: Point(x: 0, y: 0), items: items)
}

/// A raster filled with one colour, in cairo's layout.
func solidRaster(width: Int, height: Int, _ colour: RGBA8 = RGBA8(rgb: 0xFFFFFF)) -> RasterImage {
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for index in 0..<(width * height) {
        pixels[index * 4] = colour.blue
        pixels[index * 4 + 1] = colour.green
        pixels[index * 4 + 2] = colour.red
        pixels[index * 4 + 3] = colour.alpha
    }
    return RasterImage(width: width, height: height, stride: width * 4, pixels: pixels)
}

extension RasterImage {
    mutating func set(_ x: Int, _ y: Int, _ colour: RGBA8) {
        let offset = y * stride + x * 4
        pixels[offset] = colour.blue
        pixels[offset + 1] = colour.green
        pixels[offset + 2] = colour.red
        pixels[offset + 3] = colour.alpha
    }
}
