import ButtonScenario
import ButtonFiles

/// What `check` prints about one scenario, built from the comparison's values and the scenario's
/// provenance: the one line (`FAIL NAME: layout: imageView x 74 → 75`; a pass's `ok NAME` is the same
/// report with no failure) and, with `--verbose`, the details under a failure. `check` has no JSON
/// output of its own (its diagnostics' JSON is `Diagnostic.json`), so the report has only a text renderer.
public struct CheckFailureReport: Hashable, Sendable {
    public var status: ScenarioCheck.Status
    /// The scenario's name; for a scenario that could not be drawn or named, its file as messages print it.
    public var subject: String
    /// Where the scenario came from; nil when it could not be loaded, or the caller gave none.
    public var provenance: Provenance?
    /// What went wrong (or, for a pass, what CI should still hear), in the order the line lists them.
    public var messages: [String]
    /// Every layout difference, when a failure has more than the line shows (`LayoutComparison.messageLimit`).
    public var layoutDifferences: [String]
    /// The SVG diff's first `TextComparison.excerptLines` lines, when the SVG comparison failed.
    public var svgDiffExcerpt: String?

    public init(
        status: ScenarioCheck.Status, subject: String, provenance: Provenance? = nil, messages: [String],
        layout: LayoutComparison? = nil, svg: TextComparison? = nil
    ) {
        self.status = status
        self.subject = subject
        self.provenance = provenance
        self.messages = messages
        let failed = status == .failed
        if let layout, failed, layout.differences.count > LayoutComparison.messageLimit {
            layoutDifferences = layout.differences.map(\.description)
        } else {
            layoutDifferences = []
        }
        svgDiffExcerpt = svg.flatMap { failed && !$0.passed ? $0.diffExcerpt() : nil }
    }

    /// The status as the line's first word.
    public var word: String {
        switch status {
        case .passed: "ok"
        case .recorded: "recorded"
        case .missingGolden: "missing golden"
        case .failed: "FAIL"
        case .error: "ERROR"
        }
    }

    /// The line before escaping, as `ScenarioCheck.line` keeps it.
    public var line: String {
        messages.isEmpty ? "\(word) \(subject)" : "\(word) \(subject): \(messages.joined(separator: "; "))"
    }

    /// The line for stdout and, when `verbose`, the details for stderr (nil when there are none); both
    /// escaped for logs, since they quote names, golden paths and golden values.
    public func text(verbose: Bool) -> CheckFailureText {
        guard verbose else { return CheckFailureText(line: logEscaped(line), details: nil) }
        let layout = layoutDifferences.map { "    layout: " + logEscaped($0) }
        let svg = svgDiffExcerpt.map { excerpt in
            excerpt.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + logEscaped(String($0)) }
        } ?? []
        // The layout's and the SVG's details are printed apart, as two blocks of lines.
        let blocks = [layout, svg].filter { !$0.isEmpty }.map { $0.joined(separator: "\n") }
        return CheckFailureText(line: logEscaped(line), details: blocks.isEmpty ? nil : blocks.joined(separator: "\n"))
    }
}

/// A check report as text: the line for stdout, and the `--verbose` details for stderr.
public struct CheckFailureText: Hashable, Sendable {
    public var line: String
    public var details: String?

    public init(line: String, details: String?) {
        self.line = line
        self.details = details
    }
}
