/// The exit status of every command, declared once (README, "Commands"): 1 is reserved for "differences found"
/// (`check`, `migrate`); usage errors are swift-argument-parser's 64.
public enum ExitStatus {
    public static let success: Int32 = 0
    public static let differences: Int32 = 1
    public static let failure: Int32 = 2
    public static let usage: Int32 = 64
}
