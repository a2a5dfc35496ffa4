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

/// Mean wall time of one whole `buttonlab` process, as a Makefile runs it: a shell loop of
/// `count` calls, timed as one and divided. (Timing each spawn from here measured far slower than
/// the same calls from a shell, so the shell is the honest yardstick.)
func measureCommand(_ executable: String, _ arguments: [String], count: Int) throws -> Double {
    let quoted = ([executable] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
    let script = "i=0; while [ $i -lt \(count) ]; do \(quoted) >/dev/null 2>&1 || exit 1; i=$((i+1)); done"
    let total = try medianMilliseconds(1) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "\(quoted) failed"])
        }
    }
    return total / Double(count)
}
