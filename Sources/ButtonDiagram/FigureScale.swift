import ButtonLayout
import ButtonScenario

/// The scale of a figure that came out over the pixel limit, and who chose it: the message names
/// the knob the user actually set (`--pixels-per-point`, `diagram.pixelsPerPoint` where it is
/// written) or, for an automatic scale, the size of what is drawn.
package struct FigureScale: Hashable, Sendable {
    package var pixelsPerPoint: Double
    package var source: ScaleSource
    /// What the figure draws, in points: the bounds and every frame (a sequence diagram: its page).
    package var drawn: Size
    /// The button's bounds (a scene's root view, a sequence diagram's page), in points.
    package var bounds: Size
    /// Image pixels per figure pixel (`DiagramBuilder.backingScale`): 2 for DocC's `@2x` images.
    package var backingScale = 1.0

    package init(pixelsPerPoint: Double, source: ScaleSource, drawn: Size, bounds: Size? = nil) {
        self.pixelsPerPoint = pixelsPerPoint
        self.source = source
        self.drawn = drawn
        self.bounds = bounds ?? drawn
    }

    private var reachesOutside: Bool { drawn.width > bounds.width || drawn.height > bounds.height }

    /// "at --pixels-per-point 8", "at diagram.pixelsPerPoint: 8 (line 4, column 19)", "at 2 px per
    /// point, chosen for the 5000 × 44 pt frame"; a sequence diagram's automatic scale is its default.
    func setting(sequence: Bool) -> String {
        let backing = backingScale == 1 ? "" : ", \(formatNumber(backingScale))× for @\(formatNumber(backingScale))x images"
        return scaleSetting(sequence: sequence) + backing
    }

    private func scaleSetting(sequence: Bool) -> String {
        let ppp = formatNumber(pixelsPerPoint)
        switch source {
        case .commandLine:
            return "at --pixels-per-point \(ppp)"
        case .scenario(let position):
            let place = position.map { " (line \($0.line), column \($0.column))" } ?? ""
            return "at diagram.pixelsPerPoint: \(ppp)\(place)"
        case .automatic where sequence:
            return "at the default \(ppp) px per point"
        case .automatic:
            let reach = reachesOutside ? ", whose views span \(formatSize(drawn)) pt" : ""
            return "at \(ppp) px per point, chosen for the \(formatSize(bounds)) pt frame\(reach)"
        }
    }

    /// What to change: the knob that was set, else what is drawn. `smaller` is what else can shrink
    /// (the frame, the actions); views far outside the bounds are named when they are the reason.
    func remedy(smaller: String) -> String {
        let shrink = reachesOutside ? "bring the views that reach outside the bounds closer" : smaller
        return switch source {
        case .commandLine: "lower --pixels-per-point"
        case .scenario: "lower diagram.pixelsPerPoint or \(shrink)"
        case .automatic: "\(shrink), or set diagram.pixelsPerPoint below \(formatNumber(pixelsPerPoint))"
        }
    }
}
