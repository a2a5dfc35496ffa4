import ButtonLayout
import ButtonRender
import Foundation

// `make bench`: throughput figures for the README, measured in a release build.
// Timing lives here, never in tests, so that a slow CI machine cannot fail the suite.

/// A representative mix: every alignment, both directions, compression, insets, fill, sizeToFit.
func benchmarkButtons() -> [Button] {
    var buttons: [Button] = []
    for (index, horizontal) in HorizontalAlignment.allCases.enumerated() {
        for vertical in VerticalAlignment.allCases {
            buttons.append(Button(
                size: Size(width: 200 + Double(index), height: 100),
                scale: ScreenScale.allCases[index % 3],
                layoutDirection: index % 2 == 0 ? .leftToRight : .rightToLeft,
                contentHorizontalAlignment: horizontal,
                contentVerticalAlignment: vertical,
                contentEdgeInsets: EdgeInsets(top: 2, left: 4, bottom: 2, right: 4),
                imageEdgeInsets: EdgeInsets(top: 0, left: Double(index * 10), bottom: 0, right: Double(index * 30)),
                titleEdgeInsets: EdgeInsets(top: 0, left: -5, bottom: 0, right: 0),
                imageSize: Size(width: 50, height: 50),
                titleSize: Size(width: 50 + Double(index * 20), height: 21.5),
                sizeToFit: vertical == .fill
            ))
        }
    }
    return buttons
}

func measureEngine() -> (layoutsPerSecond: Double, checksum: Double) {
    let buttons = benchmarkButtons()
    let iterations = 5_000_000
    var checksum = 0.0
    let clock = ContinuousClock()
    // Warm up caches and branch predictors before timing.
    for button in buttons { checksum += (try? button.computeLayout())?.imageView?.x ?? 0 }
    let elapsed = clock.measure {
        for i in 0..<iterations {
            if let result = try? buttons[i % buttons.count].computeLayout() {
                checksum += result.titleLabel?.x ?? 0
            }
        }
    }
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    return (Double(iterations) / seconds, checksum)
}

// Usage: buttonlab-bench [FIXTURES_DIR [BUTTONLAB_BINARY]]
let arguments = CommandLine.arguments
let fixtures = arguments.count > 1 ? arguments[1] : "Fixtures"
let binary = arguments.count > 2 ? arguments[2] : ".build/release/buttonlab"

let engine = measureEngine()
print("engine: \(String(format1: engine.layoutsPerSecond / 1e6)) million layouts/s (target ≥ 5 million)  [checksum \(Int(engine.checksum))]")

do {
    try measureInterfaceBuilder(binary: binary)
} catch {
    print("error: \(error)")
    exit(2)
}

do {
    let timings = try measureFigures(in: fixtures)
    print("")
    print("per figure, median of 21 (ms)       pixels     PNG encode floor  render+encode  ratio   SVG")
    for t in timings {
        let name = t.name.count > 36 ? String(t.name.prefix(35)) + "…" : t.name
        print("  \(name.padding(toLength: 36, withPad: " ", startingAt: 0))\(t.pixels.padding(toLength: 11, withPad: " ", startingAt: 0))\(format(t.encodeFloor).leftPadded(8))  \(format(t.renderAndEncode).leftPadded(13))  \(format(t.renderAndEncode / t.encodeFloor).leftPadded(5))×  \(format(t.svg).leftPadded(5))")
    }
    let floor = timings.map(\.encodeFloor).reduce(0, +)
    let full = timings.map(\.renderAndEncode).reduce(0, +)
    let svg = timings.map(\.svg).reduce(0, +)
    print("  all \(timings.count) figures: PNG render+encode \(format(full)) ms = \(format(full / floor))× the encode floor \(format(floor)) ms (target ≤ 1.5×); SVG \(format(svg)) ms")

    let fontSetup = try medianMilliseconds(11) { _ = try FontLibrary() }
    print("font library set-up (fontconfig scan of \(FontLibrary.defaultFontFiles.count) files + Pango), median of 11: \(format(fontSetup)) ms")

    let scratch = NSTemporaryDirectory() + "buttonlab-bench-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let single = try measureCommand(binary, ["render", fixtures + "/article2/fig05-virtual-title.yaml", "-o", scratch], count: 30)
    print("")
    print("one figure, whole CLI process (render fig05 → PNG + JSON), mean of 30: \(format(single, digits: 1)) ms (target < 15 ms)")
    let batch = try measureCommand(binary, ["render", fixtures, "-o", scratch, "--format", "png,svg,pdf"], count: 5)
    let count = (try? FileManager.default.contentsOfDirectory(atPath: scratch).filter { $0.hasSuffix(".json") }.count) ?? 0
    print("whole batch: buttonlab render \(fixtures) (\(count) scenarios, PNG + SVG + PDF + JSON), mean of 5: \(format(batch, digits: 0)) ms (target < 1000 ms)")
} catch {
    print("error: \(error)")
    exit(2)
}

extension String {
    func leftPadded(_ length: Int) -> String {
        count >= length ? self : String(repeating: " ", count: length - count) + self
    }

    init(format1 value: Double) {
        let scaled = (value * 10).rounded() / 10
        self = scaled == scaled.rounded() ? "\(Int(scaled)).0" : "\(scaled)"
    }
}
