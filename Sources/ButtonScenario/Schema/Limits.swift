/// The limits that keep every command bounded, shared by the scenario loader, the schema, the
/// diagram builder and the command line. Each is far above anything a real scenario needs.
public enum ScenarioLimits {
    /// Scenario files larger than this are refused before parsing (they are a few hundred bytes).
    public static let maximumFileSize = 1 << 20

    /// YAML nodes in a document once its aliases are expanded (a scenario has a few dozen).
    public static let maximumNodeCount = 10_000

    /// Every number in a scenario (lengths and coordinates in points, spacings, sizes): well past
    /// any screen, far from where arithmetic on them could overflow or lose whole points.
    public static let maximumMagnitude = 1_000_000.0

    /// `diagram.pixelsPerPoint`: below a quarter pixel per point nothing is legible; above 16 the
    /// smallest button outgrows the diagram size limit.
    public static let pixelsPerPoint: ClosedRange<Double> = 0.25...16

    /// `render --pixels-per-point`: above 0 and at most the scenario's maximum.
    public static let maximumPixelsPerPoint = pixelsPerPoint.upperBound

    /// `diagram.grid` when not 0 (no grid), in points.
    public static let grid: ClosedRange<Double> = 0.1...maximumMagnitude

    /// `diagram.ticks`, in points: a finer step would mean millions of candidate labels.
    public static let ticks: ClosedRange<Double> = 0.1...maximumMagnitude

    /// A title's font size, in points.
    public static let fontSize: ClosedRange<Double> = 1...1000

    /// A configuration title's or subtitle's text, in Unicode scalars: far past any button's few words, and it
    /// bounds the work of measuring, wrapping and truncating the text (every measurement lays it out).
    public static let maximumTextLength = 5000

    /// A legacy title's text, in Unicode scalars: one line, only ever cut, so the cap is looser
    /// (every CJK ideograph, 20 902, fits) but every text a scenario holds has a bound.
    public static let maximumTitleLineLength = 32_768

    /// A legacy title label's `numberOfLines`: far past any button, and it bounds the lines drawn.
    public static let maximumTitleLines = 1000

    /// The largest diagram side, in pixels, that any command will produce.
    public static let maximumPixelSide = 8192

    /// "1 MiB", for messages.
    static var maximumFileSizeText: String {
        "\(maximumFileSize >> 20) MiB"
    }
}
