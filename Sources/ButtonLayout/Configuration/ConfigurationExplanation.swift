/// The configuration layout's events with the result they led to: `explain`'s raw material. Its
/// heading and text are ButtonReports' (`ConfigurationExplanationText.swift`).
public struct ConfigurationExplanation: Hashable, Sendable {
    /// The scenario's name, first in the JSON like every command's output; nil when not given.
    public var name: String?
    public var events: [ConfigurationEvent]
    public var result: ConfigurationLayoutResult

    init(name: String?, events: [ConfigurationEvent], result: ConfigurationLayoutResult) {
        self.name = name
        self.events = events
        self.result = result
    }
}
