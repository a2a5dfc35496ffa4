import ButtonLayout
import ButtonScenario

/// The scale of a figure that came out over the pixel limit, and who chose it: the message names
/// the knob the user actually set (`--pixels-per-point`, `diagram.pixelsPerPoint` where it is
/// written) or, for an automatic scale, the size of what is drawn.
public struct FigureScale: Hashable, Sendable {
    public var pixelsPerPoint: Double
    public var source: ScaleSource
    /// What the figure draws, in points: the bounds and every frame (a sequence diagram: its page).
    public var drawn: Size

    public init(pixelsPerPoint: Double, source: ScaleSource, drawn: Size) {
        self.pixelsPerPoint = pixelsPerPoint
        self.source = source
        self.drawn = drawn
    }

    /// "at --pixels-per-point 8", "at diagram.pixelsPerPoint: 8 (line 4, column 19)", "at 2 px per
    /// point, chosen for what it draws (5000 × 44 pt)".
    var setting: String {
        let ppp = formatNumber(pixelsPerPoint)
        switch source {
        case .commandLine:
            return "at --pixels-per-point \(ppp)"
        case .scenario(let position):
            let place = position.map { " (line \($0.line), column \($0.column))" } ?? ""
            return "at diagram.pixelsPerPoint: \(ppp)\(place)"
        case .automatic:
            return "at \(ppp) px per point, chosen for what it draws (\(formatSize(drawn)) pt)"
        }
    }

    /// What to lower; `smaller` is what else can shrink (the button, the actions).
    func remedy(smaller: String) -> String {
        switch source {
        case .commandLine: "lower --pixels-per-point"
        case .scenario: "lower diagram.pixelsPerPoint or \(smaller)"
        case .automatic: "\(smaller), or set diagram.pixelsPerPoint below \(formatNumber(pixelsPerPoint))"
        }
    }
}
