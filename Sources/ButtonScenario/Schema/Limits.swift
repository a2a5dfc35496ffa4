/// The limits that keep every command bounded, shared by the scenario loader, the schema, the
/// diagram builder and the command line. Each is far above anything a real scenario needs.
public enum ScenarioLimits {
    /// Scenario files larger than this are refused before parsing (they are a few hundred bytes).
    public static let maximumFileSize = 1 << 20

    /// YAML nodes in a document once its aliases are expanded (a scenario has a few dozen).
    public static let maximumNodeCount = 10_000

    /// `diagram.pixelsPerPoint` and `render --pixels-per-point`: above 0 and at most this.
    public static let maximumPixelsPerPoint = 16.0

    /// The largest diagram side, in pixels, that any command will produce.
    public static let maximumPixelSide = 8192

    /// "1 MiB", for messages.
    static var maximumFileSizeText: String {
        "\(maximumFileSize >> 20) MiB"
    }
}
