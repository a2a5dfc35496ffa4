import ButtonLayout

/// The widths over which a constant answer keeps its goal, found by running the forward model at
/// every pixel step (docs/solve.md, "Where an answer holds").
public struct WidthRange: Hashable, Sendable {
    public var lower: Double
    /// nil: it holds up to the widest width tried (`Robustness.widest`).
    public var upper: Double?

    public init(lower: Double, upper: Double?) {
        self.lower = lower
        self.upper = upper
    }
}

/// Where one answer holds: the title widths at the button's width and, for a button of fixed
/// size, the button widths at the title's width (nil when sized to fit: the width follows the title).
public struct Validity: Hashable, Sendable {
    /// nil: the answer misses its goal at the given title already.
    public var titleWidth: WidthRange?
    public var buttonWidth: WidthRange?
    public var sizedToFit: Bool
}

/// One title width of the sweep and what each answer does with it.
public struct SweepPoint: Hashable, Sendable {
    /// `given`, `short`, `typical` or `long`.
    public var label: String
    public var titleWidth: Double
    /// nil: the answer keeps its goal; else what breaks.
    public var legacy: Residual?
    public var configuration: Residual?
}

public enum Robustness {
    /// The widest title or button tried, in points.
    public static let widest = 2000.0
    /// A localisation's width relative to the given title: short (English to Chinese or Japanese),
    /// typical (+30 %, the usual expansion from English) and long (German, Finnish, Russian: ×2).
    public static let localisations: [(label: String, factor: Double)] = [("short", 0.5), ("typical", 1.3), ("long", 2)]

    /// What breaks when the legacy answer meets a title `width` points wide in a button `buttonWidth`
    /// wide (nil: the solved button's size), or nil when the goal still holds to within a pixel.
    public static func legacyBreak(
        _ solution: LegacySolution, goal: SolveGoal, titleWidth: Double, buttonWidth: Double? = nil, measurer: (any TitleMeasuring)? = nil
    ) -> Residual? {
        var button = solution.button
        guard var title = button.title else { return nil }
        title.naturalSize.width = titleWidth
        button.title = title
        if let buttonWidth { button.size.width = buttonWidth; button.sizeToFit = false }
        if button.sizeToFit { button.size = systemLayout(button).sizeThatFits; button.sizeToFit = false }
        let result = systemLayout(button, measurer: measurer)
        let image = button.imageSize ?? .zero, box = LegacySolver.titleBox(button)
        let grid = PixelGrid(scale: button.scale)
        let targets = LegacySolver.targetFrames(goal, bounds: result.bounds.size, image: image, title: box, button: button, grid: grid)
        if let frame = result.titleLabel, frame.width < box.width - 1e-9 {
            return .titleTruncated(natural: titleWidth, shown: frame.width)
        }
        let pixel = 1 / button.scale.factor
        for (element, target, frame) in [(ButtonElement.imageView, targets.image, result.imageView), (.titleLabel, targets.title, result.titleLabel)] {
            guard let target, let frame else { continue }
            let d = (frame.x - target.x, frame.y - target.y, frame.width - target.width, frame.height - target.height)
            if [d.0, d.1, d.2, d.3].contains(where: { abs($0) >= pixel - 1e-9 }) {
                return .offTarget(element, dx: d.0, dy: d.1, dw: d.2, dh: d.3)
            }
        }
        return nil
    }

    /// The same for the configuration answer: its title keeps one line and its whole width, and the
    /// gap is the padding (the placement and alignment are properties, so they always hold).
    public static func configurationBreak(_ solution: ConfigurationSolution, titleWidth: Double, buttonWidth: Double? = nil) -> Residual? {
        var button = solution.button
        guard var title = button.configuration.title else { return nil }
        let grid = PixelGrid(scale: button.scale)
        let height = title.size?.height ?? 0
        title.size = Size(width: grid.ceil(titleWidth), height: height)
        title.wrappedSize = nil
        button.configuration.title = title
        if let buttonWidth { button.size.width = buttonWidth; button.sizeToFit = false }
        let result = ConfigurationSolver.layout(button)
        for warning in result.warnings {
            switch warning {
            case .labelTruncated(.title, let from, let to, _): return .titleTruncated(natural: from, shown: to)
            case .wrappedSizeMissing(.title, let natural, let maxWidth): return .titleWraps(natural: natural, available: maxWidth)
            case .contentOutsideBounds(let element, let frame):
                return .unreachable(element == .imageView ? .imageView : .titleLabel, asked: frame, nearest: frame, reason: "outside the bounds")
            default: continue
            }
        }
        return nil
    }

    /// The contiguous run of widths around `given`, at pixel steps, where `holds` is true; nil when
    /// it does not hold at `given` itself.
    static func range(around given: Double, pixel: Double, holds: (Double) -> Bool) -> WidthRange? {
        guard holds(given) else { return nil }
        let start = (given / pixel).rounded(.down) * pixel
        var lower = start
        while lower - pixel >= 0, holds(lower - pixel) { lower -= pixel }
        var upper = start
        while upper + pixel <= widest, holds(upper + pixel) { upper += pixel }
        return WidthRange(lower: lower, upper: upper + pixel > widest ? nil : upper)
    }

    public static func legacyValidity(_ solution: LegacySolution, goal: SolveGoal, original: Button) -> Validity {
        let pixel = 1 / original.scale.factor
        let given = original.title?.naturalSize.width ?? 0
        let titles = range(around: given, pixel: pixel) { legacyBreak(solution, goal: goal, titleWidth: $0) == nil }
        let buttons = original.sizeToFit ? nil : range(around: solution.result.bounds.width, pixel: pixel) {
            legacyBreak(solution, goal: goal, titleWidth: given, buttonWidth: $0) == nil
        }
        return Validity(titleWidth: titles, buttonWidth: buttons, sizedToFit: original.sizeToFit)
    }

    public static func configurationValidity(_ solution: ConfigurationSolution, original: Button) -> Validity {
        let pixel = 1 / original.scale.factor
        let given = original.title?.naturalSize.width ?? 0
        let titles = range(around: given, pixel: pixel) { configurationBreak(solution, titleWidth: $0) == nil }
        let buttons = original.sizeToFit ? nil : range(around: solution.result.bounds.width, pixel: pixel) {
            configurationBreak(solution, titleWidth: given, buttonWidth: $0) == nil
        }
        return Validity(titleWidth: titles, buttonWidth: buttons, sizedToFit: original.sizeToFit)
    }

    /// The given title and the three localisations, each through both answers.
    public static func sweep(
        legacy: LegacySolution, configuration: ConfigurationSolution?, goal: SolveGoal, original: Button, measurer: (any TitleMeasuring)? = nil
    ) -> [SweepPoint] {
        guard let given = original.title?.naturalSize.width, case .placement = goal else { return [] }
        let grid = PixelGrid(scale: original.scale)
        return ([("given", 1.0)] + localisations).map { label, factor in
            let width = factor == 1 ? given : grid.ceil(given * factor)
            return SweepPoint(
                label: label, titleWidth: width, legacy: legacyBreak(legacy, goal: goal, titleWidth: width, measurer: measurer),
                configuration: configuration.flatMap { configurationBreak($0, titleWidth: width) })
        }
    }
}
