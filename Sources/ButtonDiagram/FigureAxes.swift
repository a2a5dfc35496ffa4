import ButtonLayout
import ButtonScenario

/// The spacing of a figure's labelled ticks on each axis and of its grid, in button points.
struct AxisSteps: Hashable {
    /// nil: no tick labels (`ticks: 0`).
    var x: Double?
    var y: Double?
    /// nil: no grid (`grid: 0`, or lines too close to tell apart).
    var grid: Double?
}

extension DiagramBuilder {
    /// The bounds are drawn about this many pixels wide when the scenario gives no `pixelsPerPoint`…
    static let automaticBoundsWidth = 500.0
    /// …and no taller than this.
    static let automaticBoundsHeight = 400.0
    /// Never below the articles' 2 px per point, never above what a scenario may ask for (a 1-pt
    /// button is not a poster).
    static let automaticScaleRange = 2.0...ScenarioLimits.maximumPixelsPerPoint
    /// Labelled ticks per axis, counting 0, that adaptive ticks aim for.
    static let tickCountRange = 3...8
    /// Adaptive grid cells are at least this many pixels.
    static let minimumGridCellPixels = 20.0

    /// `pixelsPerPoint` when the scenario gives none: a whole number of pixels per point (so that
    /// whole points stay on pixel edges) putting the bounds at about 500 px wide, never taller
    /// than 400 px. A button without width or height is scaled by what is drawn instead.
    static func automaticScale(bounds: Rect, drawn: Rect) -> Double {
        let b = standardized(bounds)
        let width = b.width > 0 ? b.width : drawn.width
        let height = b.height > 0 ? b.height : drawn.height
        var scale = Double.infinity
        if width > 0 { scale = automaticBoundsWidth / width }
        if height > 0 { scale = min(scale, automaticBoundsHeight / height) }
        guard scale.isFinite else { return automaticScaleRange.lowerBound }
        return min(max(scale.rounded(), automaticScaleRange.lowerBound), automaticScaleRange.upperBound)
    }

    /// 0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500 … : round numbers a reader adds up
    /// at a glance, with at most one decimal (0.25 and 2.5 would need more, or sit between grid lines).
    static let niceSteps: [Double] = {
        var steps: [Double] = []
        for exponent in -1...15 {
            for mantissa in ["1", "2", "2.5", "5"] where !(mantissa == "2.5" && exponent < 1) {
                steps.append(Double("\(mantissa)e\(exponent)")!)
            }
        }
        return steps
    }()

    /// How many multiples of `step` lie in `low...high`.
    static func multipleCount(_ step: Double, _ low: Double, _ high: Double) -> Int {
        let first = (low / step - 1e-9).rounded(.up)
        let last = (high / step + 1e-9).rounded(.down)
        return first <= last ? Int(last - first) + 1 : 0
    }

    /// Tick spacing per axis over `drawn` (button points) at `ppp`, and the grid that goes with it.
    ///
    /// Adaptive (`ticks` unset): each axis takes the first nice step whose ticks, over the extent
    /// rounded out to that step, number at most 8, and whose labels are at least their own size
    /// plus two gaps apart in pixels. When one axis's step also gives the other at least 3 ticks
    /// inside the drawing, both use it, as the articles' figures do (50 on both axes of a
    /// 200 × 100 button); otherwise each keeps its own (a 335 × 40 button: 50 across, 10 down).
    /// An explicit `ticks` is used on both axes, widened (×2, ×2.5, ×2 …) only when its labels
    /// would crowd or number in the hundreds.
    func axisSteps(_ options: DiagramOptions, drawn: Rect, ppp: Double) -> AxisSteps {
        var steps = AxisSteps()
        if options.ticks != 0 {
            if let ticks = options.ticks {
                let step = explicitTickStep(ticks, extent: drawn, ppp: ppp)
                (steps.x, steps.y) = (step, step)
            } else {
                let sx = adaptiveTickStep(low: drawn.minX, high: drawn.maxX, ppp: ppp, horizontal: true)
                let sy = adaptiveTickStep(low: drawn.minY, high: drawn.maxY, ppp: ppp, horizontal: false)
                let common = max(sx, sy)
                let least = Self.tickCountRange.lowerBound
                let shared = Self.multipleCount(common, drawn.minX, drawn.maxX) >= least
                    && Self.multipleCount(common, drawn.minY, drawn.maxY) >= least
                (steps.x, steps.y) = shared ? (common, common) : (sx, sy)
            }
        }
        steps.grid = gridStep(options.grid, ticks: [steps.x, steps.y].compactMap { $0 }, ppp: ppp)
        return steps
    }

    /// The pixel size a tick label of `value` takes along its axis.
    private func tickLabelLength(_ value: Double, ppp: Double, horizontal: Bool) -> Double {
        let size = measurer.measure(figureNumber(value), font: style.tickFont)
        return (horizontal ? size.width : size.height) * ppp
    }

    private func adaptiveTickStep(low: Double, high: Double, ppp: Double, horizontal: Bool) -> Double {
        let gap = 2 * style.tickGap * ppp
        for step in Self.niceSteps {
            let first = floorTo(low, step), last = ceilTo(high, step)
            guard Self.multipleCount(step, first, last) <= Self.tickCountRange.upperBound else { continue }
            let longest = [first, last].map { tickLabelLength($0, ppp: ppp, horizontal: horizontal) }.max() ?? 0
            if step * ppp >= longest + gap { return step }
        }
        return Self.niceSteps.last!
    }

    /// `ticks`, multiplied until labels neither crowd each other nor number in the hundreds.
    func explicitTickStep(_ ticks: Double, extent: Rect, ppp: Double) -> Double {
        var step = ticks
        var round = 0
        // Each round at least doubles the step, so even a tick of 1e-300 takes about a thousand
        // cheap rounds to get within reach, never a label per 1e-300 point.
        while extent.width / step + extent.height / step > Double(Self.maximumTickCount), step.isFinite {
            step *= [2.0, 2.5, 2.0][round % 3]
            round += 1
        }
        for _ in 0..<60 {
            let ends = [extent.minX, extent.maxX, extent.minY, extent.maxY].map { ($0 / step).rounded(.towardZero) * step }
            let widest = ends.map { tickLabelLength($0, ppp: ppp, horizontal: true) }.max() ?? 0
            let tallest = ends.map { tickLabelLength($0, ppp: ppp, horizontal: false) }.max() ?? 0
            let gap = style.tickGap * ppp
            if step * ppp >= widest + gap && step * ppp >= tallest + 1 { return step }
            step *= [2.0, 2.5, 2.0][round % 3]
            round += 1
        }
        return step
    }

    /// The grid: `grid` when given (and at least `minimumGridPixels` apart), none for 0; adaptive,
    /// the first nice step of at least 20 px that divides every tick step, so ticks sit on grid
    /// lines — or, when none that large does, the largest that divides them.
    func gridStep(_ grid: Double?, ticks: [Double], ppp: Double) -> Double? {
        if let grid {
            return grid > 0 && grid * ppp >= Self.minimumGridPixels ? grid : nil
        }
        func divides(_ g: Double) -> Bool {
            ticks.allSatisfy { step in
                let ratio = step / g
                return ratio >= 1 - 1e-9 && abs(ratio - ratio.rounded()) < 1e-9 * ratio
            }
        }
        let dividing = Self.niceSteps.filter { divides($0) && $0 * ppp >= Self.minimumGridPixels }
        if ticks.isEmpty {
            return Self.niceSteps.first { $0 * ppp >= Self.minimumGridCellPixels }
        }
        return dividing.first { $0 * ppp >= Self.minimumGridCellPixels } ?? dividing.last
    }
}
