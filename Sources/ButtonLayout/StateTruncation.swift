// AS7's lint that needs a layout: per-state titles of different widths under a fixed frame, where
// one state's title is truncated and another's fits.

/// One per-state title laid out in the button's fixed frame (AS1–AS3, R6.3).
public struct StateTitleFit: Hashable, Sendable {
    /// The `titles` key laid out.
    public var state: ControlStateSet
    /// The title's natural width.
    public var natural: Double
    /// The width it is shown in when truncated; nil when it fits.
    public var truncatedTo: Double?

    public var isTruncated: Bool { truncatedTo != nil }
}

extension Button {
    /// Each key of the per-state `titles` table laid out in this frame, in key order (normal first);
    /// empty for a button that sizes itself to fit, lays out with an override, or has fewer than two keys.
    public func titleFitByState(measurer: any TitleMeasuring) throws(LayoutError) -> [StateTitleFit] {
        guard let states, states.titles.entries.count > 1, !sizeToFit, case .system = layout else { return [] }
        let cache = TitleWidthCache(measurer)
        var fits: [StateTitleFit] = []
        for state in states.titles.entries.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
            var button = self
            Sweep.applyState(state, to: &button, cache: cache)
            let result = try button.computeLayout(measurer: cache)
            let natural = button.title?.naturalSize.width ?? 0
            let shown = result.warnings.lazy.compactMap { warning -> Double? in
                switch warning {
                case .titleTruncated(_, let to, _): to
                case .titleWidthUpperBound(let width): width
                default: nil
                }
            }.first
            fits.append(StateTitleFit(state: state, natural: natural, truncatedTo: shown))
        }
        return fits
    }
}
