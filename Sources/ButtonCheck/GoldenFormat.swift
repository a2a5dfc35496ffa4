import ButtonLayout

/// One kind of golden file beside a scenario: how its bytes come from a render, how a golden of it
/// is compared, and how the check words its absence. `checkScenario` runs the record modes once,
/// over every format, with these as the only per-format knowledge.
public enum GoldenFormat: String, CaseIterable, Hashable, Sendable {
    /// The picture: decoded and compared pixel by pixel within the comparison options.
    case png
    /// The drawing as text: line by line.
    case svg
    /// The layout (`buttonlab layout --format json`, or a trace's `trace --format json`): structurally.
    case json

    public var fileExtension: String { rawValue }

    /// Per file: far above a diagram's PNG (at most 8192 × 8192 px), SVG or layout.
    public var maximumBytes: Int {
        switch self {
        case .png: 64 << 20
        case .svg: 16 << 20
        case .json: 4 << 20
        }
    }

    /// The PNG is the golden a scenario must have; without `--strict`, a scenario whose PNG golden
    /// exists passes with a note when its SVG or JSON golden is missing.
    var isRequired: Bool { self == .png }

    /// The golden file's contents for a render; nil when the render carries nothing of this format
    /// (a `RenderedScenario` built without a layout has no JSON golden).
    func bytes(of rendered: RenderedScenario) -> [UInt8]? {
        switch self {
        case .png: rendered.png
        case .svg: Array(rendered.svg.utf8)
        case .json: rendered.layout.map { Array(($0.rendered() + "\n").utf8) }
        }
    }

    /// Compares a present golden with the render; `goldenPath` names the golden in messages.
    func compare(golden: [UInt8], with rendered: RenderedScenario, goldenPath: String, options: ComparisonOptions) -> GoldenComparison {
        switch self {
        case .png:
            let comparison = compareImages(expected: golden, actual: rendered.png, options: options)
            if comparison.passed {
                return GoldenComparison(
                    result: .png(comparison), failure: nil,
                    note: comparison.verdict == .identical ? nil : "png within limits: \(comparison.message)")
            }
            let message = comparison.verdict == .unreadable && comparison.message.hasPrefix("the expected image")
                ? "golden \(goldenPath) is corrupt: \(comparison.message)"
                : comparison.message
            return GoldenComparison(result: .png(comparison), failure: message, note: nil)
        case .svg:
            guard let text = String(validating: golden, as: UTF8.self) else {
                return GoldenComparison(result: nil, failure: "golden \(goldenPath) is not UTF-8 text", note: nil)
            }
            let comparison = compareText(
                expected: text, actual: rendered.svg, expectedLabel: goldenPath, actualLabel: "\(rendered.name).svg (rendered now)")
            return GoldenComparison(result: .svg(comparison), failure: comparison.passed ? nil : comparison.message, note: nil)
        case .json:
            let comparison = compareLayouts(expected: golden, actual: bytes(of: rendered) ?? [], goldenPath: goldenPath)
            return GoldenComparison(result: .json(comparison), failure: comparison.passed ? nil : comparison.message, note: nil)
        }
    }
}

/// What comparing one present golden found.
struct GoldenComparison {
    enum Result {
        case png(ImageComparison)
        case svg(TextComparison)
        case json(LayoutComparison)
    }

    /// nil when the golden could not even be compared (an SVG that is not UTF-8).
    var result: Result?
    /// Why it failed, without the format's prefix; nil when it passed.
    var failure: String?
    /// Said on the `ok` line when it passed only within limits.
    var note: String?
}
