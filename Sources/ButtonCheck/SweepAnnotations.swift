import ButtonFiles
import ButtonLayout
import ButtonReports

/// One swept scenario as CI sees it: its report and the line its annotations point at.
public struct SweepAnnotationInput: Sendable {
    public var report: SweepReport
    public var file: String
    /// The `sweep:` key's line, else `name:`'s; nil: line 1.
    public var line: Int?

    public init(report: SweepReport, file: String, line: Int?) {
        self.report = report
        self.file = file
        self.line = line
    }
}

/// `sweep`'s GitHub Actions workflow commands, as `check` writes them: one `::error` per breakage
/// kind that fails the run, on the scenario file at its `sweep:` (else `name:`) line, naming the
/// first condition and its explanation.
public func githubSweepAnnotations(_ inputs: [SweepAnnotationInput], workspace: String? = nil, currentDirectory: String? = nil) -> [String] {
    inputs.flatMap { input in
        input.report.failures.compactMap { kind -> String? in
            guard let first = input.report.result.first(kind) else { return nil }
            let properties = [
                "file=" + githubEscapedProperty(repositoryPath(input.file, workspace: workspace, currentDirectory: currentDirectory)),
                "line=\(input.line ?? 1)",
                "title=" + githubEscapedProperty("buttonlab sweep: \(logEscaped(input.report.name)) (\(kind.rawValue))"),
            ]
            let message = "\(kind.rawValue) first at condition \(first.record.condition.number) (\(first.record.condition.text)): \(first.breakage.explanation)"
            return "::error \(properties.joined(separator: ","))::\(githubEscapedData(logEscaped(message)))"
        }
    }
}
