import ButtonDiagram
import ButtonLabKit
import ButtonRender
import ButtonScenario
import Foundation

/// Median of `repetitions` timings of `body`, in milliseconds.
func medianMilliseconds(_ repetitions: Int, _ body: () throws -> Void) rethrows -> Double {
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<repetitions {
        let elapsed = try clock.measure(body)
        samples.append(Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) * 1e-15)
    }
    samples.sort()
    return samples[samples.count / 2]
}

func format(_ value: Double, digits: Int = 2) -> String {
    let scale = pow(10, Double(digits))
    let rounded = (value * scale).rounded() / scale
    var text = "\(rounded)"
    let decimals = text.split(separator: ".").last.map(\.count) ?? 0
    if !text.contains(".") { text += "." }
    return text + String(repeating: "0", count: max(0, digits - decimals))
}

struct FigureTiming {
    var name: String
    var pixels: String
    var encodeFloor: Double
    var renderAndEncode: Double
    var svg: Double
}

func measureFigures(in directory: String) throws -> [FigureTiming] {
    let renderer = try FigureRenderer()
    var timings: [FigureTiming] = []
    for path in try scenarioFiles(for: [directory]) {
        guard case .success(let laidOut) = layOut(path: path, loader: renderer.loader) else { continue }
        let list = try renderer.displayList(for: laidOut)
        let raster = try renderRaster(list, fonts: renderer.fonts)
        // The floor: libpng encoding the very pixels we produce, nothing else.
        let floor = try medianMilliseconds(21) { _ = try encodePNG(raster) }
        let full = try medianMilliseconds(21) {
            let list = try renderer.displayList(for: laidOut)
            _ = try encodePNG(renderRaster(list, fonts: renderer.fonts))
        }
        let svg = try medianMilliseconds(21) { _ = svgDocument(try renderer.displayList(for: laidOut)) }
        timings.append(FigureTiming(
            name: laidOut.scenario.name, pixels: "\(raster.width)×\(raster.height)",
            encodeFloor: floor, renderAndEncode: full, svg: svg))
    }
    return timings
}

/// Wall time of whole `buttonlab` processes, as a user or a Makefile would run them.
func measureCommand(_ executable: String, _ arguments: [String], repetitions: Int) throws -> Double {
    try medianMilliseconds(repetitions) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "\(executable) \(arguments) exited \(process.terminationStatus)"])
        }
    }
}
