import ButtonFiles
import ButtonLayout
import ButtonRender

/// One kind of golden file beside a scenario: a figure format whose backend keeps goldens (its
/// `GoldenKind` says how they are compared), or the layout JSON. `checkScenario` runs the record
/// modes once, over every format, with these as the only per-format knowledge.
public struct GoldenFormat: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The figure format, or nil for the layout (`buttonlab layout --format json`, or a trace's `trace --format json`),
    /// compared structurally.
    package let figure: FigureFormat?

    /// The picture: decoded and compared pixel by pixel within the comparison options.
    public static let png = GoldenFormat(figure: .png)
    /// The drawing as text: line by line.
    public static let svg = GoldenFormat(figure: .svg)
    /// The layout, compared structurally.
    public static let json = GoldenFormat(figure: nil)

    /// Every figure format that keeps goldens, in the backends' table order, then the layout.
    public static let allCases = FigureFormat.all.filter { $0.golden != nil }.map(GoldenFormat.init) + [.json]

    /// The figure formats `check` draws: those whose backend keeps goldens.
    package static let figureFormats = Set(allCases.compactMap(\.figure))

    /// The format whose file extension is `rawValue`, as when this was an enum.
    public init?(rawValue: String) {
        guard let format = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = format
    }

    init(figure: FigureFormat?) {
        self.figure = figure
    }

    public var rawValue: String { fileExtension }
    public var description: String { rawValue }
    public var fileExtension: String { figure?.fileExtension ?? "json" }

    /// Per file: far above a diagram's PNG (at most 8192 × 8192 px), SVG or layout.
    public var maximumBytes: Int { figure?.golden?.maximumBytes ?? 4 << 20 }

    /// The PNG is the golden a scenario must have; without `--strict`, a scenario whose PNG golden
    /// exists passes with a note when its SVG or JSON golden is missing.
    var isRequired: Bool { figure?.golden?.isRequired ?? false }

    /// The word before a failure ("layout: imageView x 81 → 81.5", "png: 3 pixels differ") and
    /// the name `check --only` takes.
    public var label: String { figure?.name ?? "layout" }

    /// `check --only`'s comma list ("png,svg", "layout"), in the order given, each named once.
    public static func list(parsing text: String) throws(CheckError) -> [GoldenFormat] {
        var formats: [GoldenFormat] = []
        for name in text.split(separator: ",", omittingEmptySubsequences: false) {
            let name = String(name.trimmingSpaces)
            guard let format = allCases.first(where: { $0.label == name }) else {
                let names = allCases.map(\.label)
                throw CheckError(
                    "unknown --only value '\(logEscaped(name))'; choose \(names.dropLast().joined(separator: ", ")) or \(names.last!), "
                        + "or a comma list of them")
            }
            if !formats.contains(format) { formats.append(format) }
        }
        return formats
    }

    /// Layout differences are read first: they say in numbers what the pixels only show.
    var messageOrder: Int { figure.flatMap { FigureFormat.all.firstIndex(of: $0) }.map { $0 + 1 } ?? 0 }

    /// The golden file's contents for a render; nil when the render carries nothing of this format
    /// (a `RenderedScenario` built without a layout has no JSON golden).
    func bytes(of rendered: RenderedScenario) -> [UInt8]? {
        guard let figure else { return rendered.layout.map(Self.layoutBytes) }
        return rendered.figures[figure]
    }

    /// NAME.json's bytes for a layout: written by `check --record` and the snapshot strategies alike.
    public static func layoutBytes(_ layout: JSONValue) -> [UInt8] { Array((layout.rendered() + "\n").utf8) }

    /// Compares a present golden with the render; `goldenPath` names the golden in messages.
    func compare(golden: [UInt8], with rendered: RenderedScenario, goldenPath: String, options: ComparisonOptions) -> GoldenComparison {
        let actual = bytes(of: rendered) ?? []
        switch figure?.golden?.comparison {
        case .pixels?:
            let comparison = compareImages(expected: golden, actual: actual, options: options)
            if comparison.passed {
                return GoldenComparison(
                    result: .image(comparison), failure: nil,
                    note: comparison.verdict == .identical ? nil : "\(label) within limits: \(comparison.message)")
            }
            let message = comparison.verdict == .unreadable && comparison.message.hasPrefix("the expected image")
                ? "golden \(goldenPath) is corrupt: \(comparison.message)"
                : comparison.message
            return GoldenComparison(result: .image(comparison), failure: message, note: nil)
        case .lines?:
            guard let text = String(validating: golden, as: UTF8.self) else {
                return GoldenComparison(result: nil, failure: "golden \(goldenPath) is not UTF-8 text", note: nil)
            }
            let comparison = compareText(
                expected: text, actual: String(decoding: actual, as: UTF8.self), expectedLabel: goldenPath,
                actualLabel: "\(rendered.name).\(fileExtension) (rendered now)")
            return GoldenComparison(result: .text(comparison), failure: comparison.passed ? nil : comparison.message, note: nil)
        case nil:
            let comparison = compareLayouts(expected: golden, actual: actual, goldenPath: goldenPath)
            return GoldenComparison(result: .layout(comparison), failure: comparison.passed ? nil : comparison.message, note: nil)
        }
    }
}

/// What comparing one present golden found.
struct GoldenComparison {
    enum Result {
        case image(ImageComparison)
        case text(TextComparison)
        case layout(LayoutComparison)
    }

    /// nil when the golden could not even be compared (an SVG that is not UTF-8).
    var result: Result?
    /// Why it failed, without the format's prefix; nil when it passed.
    var failure: String?
    /// Said on the `ok` line when it passed only within limits.
    var note: String?
}
