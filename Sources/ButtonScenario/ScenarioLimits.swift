/// The ranges a scenario's numbers must lie in, so that any file that validates lays out and draws
/// in bounded time with finite numbers. Checked at validation; the diagram and the CLI share them.
public enum ScenarioLimits {
    /// Every number in a scenario (lengths and coordinates in points, spacings, sizes): well past
    /// any screen, far from where arithmetic on them could overflow or lose whole points.
    public static let maximumMagnitude = 1_000_000.0
    /// `diagram.pixelsPerPoint`: below a quarter pixel per point nothing is legible; above 16 the
    /// smallest button outgrows the diagram size limit.
    public static let pixelsPerPoint: ClosedRange<Double> = 0.25...16
    /// `diagram.grid` when not 0 (no grid), in points.
    public static let grid: ClosedRange<Double> = 0.1...maximumMagnitude
    /// `diagram.ticks`, in points: a finer step would mean millions of candidate labels.
    public static let ticks: ClosedRange<Double> = 0.1...maximumMagnitude
    /// `title.font.size`, in points.
    public static let fontSize: ClosedRange<Double> = 1...1000
}
