import ButtonLayout

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

let engine = measureEngine()
print("engine: \(Int(engine.layoutsPerSecond / 1000) * 1000) layouts/s (\(String(format1: engine.layoutsPerSecond / 1e6)) million; target ≥ 5 million)  [checksum \(Int(engine.checksum))]")

extension String {
    init(format1 value: Double) {
        let scaled = (value * 10).rounded() / 10
        self = scaled == scaled.rounded() ? "\(Int(scaled)).0" : "\(scaled)"
    }
}
