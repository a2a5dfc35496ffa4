import ButtonScenario
import ButtonFiles
import ButtonRender
import Foundation

/// Everything `buttonlab check` was asked to do, apart from the scenarios.
public struct CheckConfiguration: Sendable {
    public var goldenDirectory: String
    public var options: ComparisonOptions
    /// nil: goldens are only read.
    public var record: RecordMode?
    /// Also fail on goldens that no scenario uses.
    public var strict: Bool
    public var shard: Shard?
    /// Where to write the HTML report and its images; nil for none.
    public var reportDirectory: String?
    /// Whether the golden and report directories may be (or lie behind) symbolic links.
    public var followSymlinks: Bool

    public init(
        goldenDirectory: String, options: ComparisonOptions = ComparisonOptions(), record: RecordMode? = nil,
        strict: Bool = false, shard: Shard? = nil, reportDirectory: String? = nil, followSymlinks: Bool = false
    ) {
        self.followSymlinks = followSymlinks
        self.goldenDirectory = goldenDirectory
        self.options = options
        self.record = record
        self.strict = strict
        self.shard = shard
        self.reportDirectory = reportDirectory
    }
}

/// One scenario drawn in memory, as the check needs it.
public struct RenderedScenario: Sendable {
    public var name: String
    public var png: [UInt8]
    public var svg: String

    public init(name: String, png: [UInt8], svg: String) {
        self.name = name
        self.png = png
        self.svg = svg
    }
}

/// The process exit status a run calls for (cli.md): 0, 1 for differences, 2 for other failures.
public enum CheckOutcome: Sendable {
    case success, differences, failure

    /// Its status in the one exit-code table.
    public var exitStatus: Int32 {
        switch self {
        case .success: ExitStatus.success
        case .differences: ExitStatus.differences
        case .failure: ExitStatus.failure
        }
    }
}

/// The check of one scenario.
public struct ScenarioCheck: Sendable {
    public enum Status: String, Sendable, Comparable {
        case passed, recorded, missingGolden, failed, error

        /// Worse statuses win when a scenario's PNG and SVG disagree.
        var severity: Int {
            switch self {
            case .passed: 0
            case .recorded: 1
            case .missingGolden: 2
            case .failed: 3
            case .error: 4
            }
        }

        public static func < (lhs: Status, rhs: Status) -> Bool { lhs.severity < rhs.severity }
    }

    public var path: String
    /// nil when the scenario could not be loaded.
    public var name: String?
    public var status: Status
    /// The line printed for the scenario: "ok NAME", "FAIL NAME: …", "missing golden NAME: …", …
    public var line: String
    /// What went wrong, without the status word and name; empty when it passed.
    public var message: String
    /// For a scenario that could not be drawn: why, as values (the message is their text).
    public var diagnostics: [ScenarioDiagnostic] = []
    public var png: ImageComparison?
    public var svg: TextComparison?
    /// Goldens written, full paths.
    public var recordedFiles: [String]
    /// A comparison ran and failed — also true when `--record failed` then re-recorded the golden.
    public var comparisonFailed: Bool
    /// Kept for the report, only when the PNG comparison failed.
    public var expectedPNG: [UInt8]?
    public var actualPNG: [UInt8]?
}

/// What a whole run found.
public struct CheckRun: Sendable {
    public var configuration: CheckConfiguration
    public var checks: [ScenarioCheck]
    /// Unused goldens (with `strict`), full paths.
    public var unusedGoldens: [String]
    /// Problems with the run itself (golden directory missing, report not written), for the CLI to print.
    public var problems: [ScenarioDiagnostic]
    /// Scenarios in all shards together.
    public var totalScenarios: Int
    /// The report's index.html, when one was written.
    public var reportPath: String?

    public func count(_ status: ScenarioCheck.Status) -> Int { checks.filter { $0.status == status }.count }

    public var failedCount: Int {
        count(.failed) + count(.missingGolden) + count(.error) + unusedGoldens.count + problems.count
    }

    /// "16 passed, 1 failed" first, for CI; then what the failures were and what was recorded.
    public var summary: String {
        var text = "\(count(.passed)) passed, \(failedCount) failed"
        var kinds: [String] = []
        if count(.failed) > 0 { kinds.append("\(count(.failed)) different") }
        if count(.missingGolden) > 0 { kinds.append("\(count(.missingGolden)) missing golden\(count(.missingGolden) == 1 ? "" : "s")") }
        if count(.error) > 0 { kinds.append("\(count(.error)) error\(count(.error) == 1 ? "" : "s")") }
        if !unusedGoldens.isEmpty { kinds.append("\(unusedGoldens.count) unused golden\(unusedGoldens.count == 1 ? "" : "s")") }
        // A run that could not start must not read as "0 failed" to a CI script.
        if !problems.isEmpty { kinds.append("\(problems.count) run error\(problems.count == 1 ? "" : "s")") }
        if !kinds.isEmpty && failedCount > 0 { text += " (" + kinds.joined(separator: ", ") + ")" }
        if count(.recorded) > 0 { text += ", \(count(.recorded)) recorded" }
        if let shard = configuration.shard {
            text += " [shard \(shard): \(checks.count) of \(totalScenarios) scenario\(totalScenarios == 1 ? "" : "s")]"
        }
        return text
    }

    public var outcome: CheckOutcome {
        if !problems.isEmpty || count(.error) > 0 { return .failure }
        if failedCount > 0 { return .differences }
        return .success
    }
}

/// Checks `paths` against the goldens in `configuration.goldenDirectory`.
///
/// - `render` draws one scenario file in memory (the caller owns loading, fonts and drawing).
/// - `scenarioName` gives a scenario's name without drawing it; with `strict` and a shard, it names
///   the scenarios of other shards so their goldens do not count as unused.
/// - `onCheck` sees each scenario's result as soon as it exists, for streaming output.
///
/// Goldens are written only under a record mode, atomically. A scenario that cannot be drawn is an
/// error (exit 2); a golden that is missing, unreadable or undecodable is a difference (exit 1),
/// since recording it again is the fix.
public func runCheck(
    paths: [String],
    configuration: CheckConfiguration,
    render: (String) -> Result<RenderedScenario, CheckError>,
    scenarioName: (String) -> String? = { _ in nil },
    onCheck: (ScenarioCheck) -> Void = { _ in }
) -> CheckRun {
    let selected = configuration.shard?.select(paths) ?? uniquePaths(paths)
    var run = CheckRun(
        configuration: configuration, checks: [], unusedGoldens: [], problems: [],
        totalScenarios: Set(paths).count, reportPath: nil)
    let store = GoldenStore(directory: configuration.goldenDirectory, followSymlinks: configuration.followSymlinks)
    if let problem = configuration.options.problem {
        run.problems.append(runProblem(.input, "\(problem)"))
        return run
    }
    if paths.isEmpty {
        // Checking nothing must not look like a pass.
        run.problems.append(runProblem(.input, "no scenarios to check"))
        return run
    }
    let storeExists: Bool
    do {
        storeExists = try store.checkExists()
    } catch {
        run.problems.append(runProblem(.file, "golden directory \(error)"))
        return run
    }
    if configuration.record == nil && !storeExists {
        run.problems.append(
            runProblem(
                .missing,
                "golden directory not found: \(displayPath(configuration.goldenDirectory)) (create it with --record missing)"))
        return run
    }

    var namesTaken: [String: (name: String, path: String)] = [:]
    for path in selected {
        var check: ScenarioCheck
        switch render(path) {
        case .failure(let error):
            check = scenarioError(path: path, name: nil, message: error.message)
            check.diagnostics = error.diagnostics
        case .success(let rendered):
            if let problem = goldenNameProblem(rendered.name) {
                check = scenarioError(path: path, name: rendered.name, message: problem)
            } else if let other = namesTaken[fileNameKey(rendered.name)] {
                check = scenarioError(
                    path: path, name: rendered.name,
                    message: "the name '\(rendered.name)' is already used by \(other.path)"
                        + (other.name == rendered.name ? "" : " as '\(other.name)' (names that differ only in case collide)")
                        + "; give one of them another `name:`")
            } else {
                namesTaken[fileNameKey(rendered.name)] = (rendered.name, path)
                check = checkScenario(path: path, rendered: rendered, store: store, configuration: configuration)
            }
        }
        run.checks.append(check)
        onCheck(check)
    }

    if configuration.strict && storeExists {
        var used = Set(run.checks.compactMap(\.name))
        let named = Set(run.checks.filter { $0.name != nil }.map(\.path))
        for path in uniquePaths(paths) where !named.contains(path) {
            // A scenario that cannot even be loaded still protects goldens named after its file.
            used.insert(scenarioName(path) ?? ((path as NSString).lastPathComponent as NSString).deletingPathExtension)
        }
        do {
            run.unusedGoldens = try store.orphans(usedNames: used)
        } catch {
            run.problems.append(
                runProblem(.file, "cannot list \(displayPath(configuration.goldenDirectory)): \(error.localizedDescription)"))
        }
    }

    if let reportDirectory = configuration.reportDirectory {
        do {
            run.reportPath = try writeHTMLReport(run, to: reportDirectory)
        } catch {
            run.problems.append(runProblem(.output, "cannot write the report to \(displayPath(reportDirectory)): \(error)"))
        }
    }
    return run
}

/// A problem with the run as a whole: about no scenario, so without a file or position.
private func runProblem(_ code: DiagnosticCode, _ message: String) -> ScenarioDiagnostic {
    ScenarioDiagnostic(code: code, file: nil, line: nil, column: nil, keyPath: "", message: message)
}

private func uniquePaths(_ paths: [String]) -> [String] {
    var seen = Set<String>()
    return paths.filter { seen.insert($0).inserted }
}

/// Paths are escaped for logs here; messages arrive escaped (diagnostics escape what they quote, and
/// a scenario's name cannot hold control characters).
private func scenarioError(path: String, name: String?, message: String) -> ScenarioCheck {
    ScenarioCheck(
        path: path, name: name, status: .error, line: "ERROR \(displayPath(path)): \(message)",
        message: message, png: nil, svg: nil,
        recordedFiles: [], comparisonFailed: false, expectedPNG: nil, actualPNG: nil)
}

/// What happened to one golden file of a scenario.
private enum PartOutcome {
    case passed(note: String?)
    case recorded(path: String, replacing: String?)
    case missing(path: String)
    case failed(String)
    case error(String)
    case skipped

    var status: ScenarioCheck.Status? {
        switch self {
        case .passed: .passed
        case .recorded: .recorded
        case .missing: .missingGolden
        case .failed: .failed
        case .error: .error
        case .skipped: nil
        }
    }
}

private func checkScenario(path: String, rendered: RenderedScenario, store: GoldenStore, configuration: CheckConfiguration) -> ScenarioCheck {
    let record = configuration.record
    var pngComparison: ImageComparison?
    var svgComparison: TextComparison?
    var comparisonFailed = false
    var expectedPNG: [UInt8]?

    func write(_ bytes: [UInt8], _ ext: String, replacing: String?) -> PartOutcome {
        do {
            return .recorded(path: try store.write(bytes, name: rendered.name, fileExtension: ext), replacing: replacing)
        } catch {
            return .error("cannot write \(error)")
        }
    }

    // PNG: always compared; a missing PNG golden is a failure unless recording.
    let pngOutcome: PartOutcome
    switch store.read(name: rendered.name, fileExtension: "png") {
    case .missing:
        pngOutcome = record == nil ? .missing(path: store.path(name: rendered.name, fileExtension: "png")) : write(rendered.png, "png", replacing: nil)
    case .unreadable(let reason):
        comparisonFailed = true
        pngOutcome = record == .failed || record == .all ? write(rendered.png, "png", replacing: reason) : .failed("golden unreadable: \(reason)")
    case .present(let golden):
        if record == .all {
            pngOutcome = golden == rendered.png ? .passed(note: nil) : write(rendered.png, "png", replacing: "png bytes differed")
        } else {
            let comparison = compareImages(expected: golden, actual: rendered.png, options: configuration.options)
            pngComparison = comparison
            if comparison.passed {
                pngOutcome = .passed(note: comparison.verdict == .identical ? nil : "png within limits: \(comparison.message)")
            } else {
                comparisonFailed = true
                expectedPNG = golden
                let message = comparison.verdict == .unreadable && comparison.message.hasPrefix("the expected image")
                    ? "golden \(store.path(name: rendered.name, fileExtension: "png")) is corrupt: \(comparison.message)"
                    : comparison.message
                pngOutcome = record == .failed ? write(rendered.png, "png", replacing: message) : .failed("png: " + message)
            }
        }
    }

    // SVG: compared when its golden exists; recording writes it too, so every golden has both.
    let svgBytes = Array(rendered.svg.utf8)
    let svgOutcome: PartOutcome
    switch store.read(name: rendered.name, fileExtension: "svg") {
    case .missing:
        svgOutcome = record == nil ? .skipped : write(svgBytes, "svg", replacing: nil)
    case .unreadable(let reason):
        comparisonFailed = true
        svgOutcome = record == .failed || record == .all ? write(svgBytes, "svg", replacing: reason) : .failed("svg golden unreadable: \(reason)")
    case .present(let golden):
        if record == .all {
            svgOutcome = golden == svgBytes ? .passed(note: nil) : write(svgBytes, "svg", replacing: "svg text differed")
        } else if let text = String(validating: golden, as: UTF8.self) {
            let comparison = compareText(
                expected: text, actual: rendered.svg, expectedLabel: store.path(name: rendered.name, fileExtension: "svg"),
                actualLabel: "\(rendered.name).svg (rendered now)")
            svgComparison = comparison
            if comparison.passed {
                svgOutcome = .passed(note: nil)
            } else {
                comparisonFailed = true
                svgOutcome = record == .failed ? write(svgBytes, "svg", replacing: "svg: " + comparison.message) : .failed("svg: " + comparison.message)
            }
        } else {
            comparisonFailed = true
            let reason = "golden \(store.path(name: rendered.name, fileExtension: "svg")) is not UTF-8 text"
            svgOutcome = record == .failed ? write(svgBytes, "svg", replacing: reason) : .failed("svg: " + reason)
        }
    }

    let parts = [pngOutcome, svgOutcome]
    let status = parts.compactMap(\.status).max() ?? .passed
    var messages: [String] = []
    var recorded: [String] = []
    for part in parts {
        switch part {
        case .recorded(let path, _): recorded.append(path)
        default: break
        }
    }
    switch status {
    case .passed:
        messages = parts.compactMap { if case .passed(let note?) = $0 { note } else { nil } }
    case .recorded:
        messages = ["wrote " + recorded.joined(separator: ", ")]
        let replaced = parts.compactMap { if case .recorded(_, let replacing?) = $0 { replacing } else { nil } }
        if !replaced.isEmpty { messages.append("was: " + replaced.joined(separator: "; ")) }
    case .missingGolden:
        messages = parts.compactMap { if case .missing(let path) = $0 { "\(path) (record it with --record missing)" } else { nil } }
    case .failed, .error:
        messages = parts.compactMap {
            switch $0 {
            case .failed(let message), .error(let message): message
            case .missing(let path): "missing golden \(path)"
            default: nil
            }
        }
    }
    let message = messages.joined(separator: "; ")
    let word: String = switch status {
    case .passed: "ok"
    case .recorded: "recorded"
    case .missingGolden: "missing golden"
    case .failed: "FAIL"
    case .error: "ERROR"
    }
    let line = message.isEmpty ? "\(word) \(rendered.name)" : "\(word) \(rendered.name): \(message)"
    let keepForReport = status == .failed || status == .missingGolden || comparisonFailed
    return ScenarioCheck(
        path: path, name: rendered.name, status: status, line: line, message: status == .passed ? "" : message,
        png: pngComparison, svg: svgComparison, recordedFiles: recorded, comparisonFailed: comparisonFailed,
        expectedPNG: keepForReport ? expectedPNG : nil, actualPNG: keepForReport ? rendered.png : nil)
}
