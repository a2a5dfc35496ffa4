import ButtonScenario
import ButtonFiles
import ButtonLayout
import ButtonRender
import ButtonReports
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Everything `buttonlab check` was asked to do, apart from the scenarios.
public struct CheckConfiguration: Sendable {
    public var goldenDirectory: String
    public var options: ComparisonOptions
    /// nil: goldens are only read.
    public var record: RecordMode?
    /// Also fail on goldens that no scenario uses, and on SVG or JSON goldens missing beside a PNG.
    public var strict: Bool
    /// Delete goldens that no scenario uses.
    public var prune: Bool
    public var shard: Shard?
    /// Where to write the HTML report and its images; nil for none.
    public var reportDirectory: String?
    /// Whether the golden and report directories may be (or lie behind) symbolic links.
    public var followSymlinks: Bool
    /// Folders of committed `NAME.alt.txt` files (a DocC catalog's Resources) checked besides the golden directory.
    public var altTextDirectories: [String] = []

    /// The goldens compared and recorded (`--only`); the others are neither read nor written.
    public var formats: [GoldenFormat]

    /// The PNG golden is the one a scenario must have; under `--only` without png, every golden
    /// checked is, since nothing else is.
    func requires(_ format: GoldenFormat) -> Bool {
        formats.contains(.png) ? format.isRequired : formats.contains(format)
    }

    public init(
        goldenDirectory: String, options: ComparisonOptions = ComparisonOptions(), record: RecordMode? = nil,
        strict: Bool = false, shard: Shard? = nil, reportDirectory: String? = nil, followSymlinks: Bool = false,
        prune: Bool = false, formats: [GoldenFormat] = GoldenFormat.allCases
    ) {
        self.formats = formats
        self.followSymlinks = followSymlinks
        self.prune = prune
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
    /// The drawing in each figure format that keeps goldens (`GoldenFormat`).
    package var figures: FigureFiles
    /// The layout as `buttonlab layout --format json` prints it (a trace's as `trace --format json`),
    /// compared with NAME.json; nil for no JSON golden.
    public var layout: JSONValue?
    /// The figure's alt text, which a committed `NAME.alt.txt` must still say (`staleAltText`).
    public var alt: String?

    /// The line of each key of the scenario file (`name`, `button.scale`), for annotations.
    public var keyLines: [String: Int] = [:]
    /// Where the scenario came from, for its check's report.
    public var provenance: Provenance?

    package init(name: String, figures: FigureFiles, layout: JSONValue? = nil, alt: String? = nil) {
        self.name = name
        self.figures = figures
        self.layout = layout
        self.alt = alt
    }

    public init(name: String, png: [UInt8], svg: String, layout: JSONValue? = nil) {
        var figures = FigureFiles()
        figures[.png] = png
        figures[.svg] = Array(svg.utf8)
        self.init(name: name, figures: figures, layout: layout)
    }

    public var png: [UInt8] {
        get { figures[.png] ?? [] }
        set { figures[.png] = newValue }
    }

    public var svg: String {
        get { String(decoding: figures[.svg] ?? [], as: UTF8.self) }
        set { figures[.svg] = Array(newValue.utf8) }
    }
}

/// The process exit status a run calls for (README, "Commands"): 0, 1 for differences, 2 for other failures.
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
    /// The line printed for the scenario: "ok NAME", "FAIL NAME: …", "missing golden NAME: …", …; always
    /// `report.line`, kept as a stored property for the API.
    public var line: String
    /// What went wrong, without the status word and name; empty when it passed.
    public var message: String
    /// For a scenario that could not be drawn: why, as values (the message is their text).
    public var diagnostics: [Diagnostic] = []
    /// For an error found after drawing (a name that cannot name goldens, a golden that could not be
    /// written): the message as a value.
    var problemAfterDrawing: Diagnostic?
    public var png: ImageComparison?
    public var svg: TextComparison?
    public var layout: LayoutComparison?
    /// SVG or JSON goldens missing beside the PNG golden, full paths (a failure only with `strict`).
    public var incompleteGoldens: [String]
    /// Goldens written, full paths.
    public var recordedFiles: [String]
    /// A comparison ran and failed — also true when `--record failed` then re-recorded the golden.
    public var comparisonFailed: Bool
    /// Kept for the report, only when the PNG comparison failed.
    public var expectedPNG: [UInt8]?
    public var actualPNG: [UInt8]?
    /// The scenario file's line an annotation points at: the first changed key's, else `name:`'s.
    public var sourceLine: Int?
    /// How long drawing and comparing took (JUnit's `time`).
    public var seconds: Double = 0
    /// What `check` prints for it (`line` is its text), with the scenario's provenance.
    public var report = CheckFailureReport(status: .passed, subject: "", messages: [])
    /// For a difference or a missing golden: what the report's approval manifest needs.
    package var approval: ApprovalCandidate?

    /// What reports list the check under: its name, or for an error its file — a duplicate name
    /// belongs to the file that repeats it, not to the one that had it first.
    public var title: String {
        guard status != .error, let name else { return displayPath(path) }
        return name
    }

    /// Why an error happened, as values, whatever the step: `diagnostics`, or the one problem found
    /// after drawing. Empty unless the status is `error`.
    public var errorDiagnostics: [Diagnostic] {
        guard status == .error else { return [] }
        return diagnostics.isEmpty ? [problemAfterDrawing].compactMap { $0 } : diagnostics
    }
}

/// What a whole run found.
public struct CheckRun: Sendable {
    public var configuration: CheckConfiguration
    public var checks: [ScenarioCheck]
    /// Unused goldens (with `strict`), full paths.
    public var unusedGoldens: [String]
    /// Unused goldens deleted (with `prune`), full paths.
    public var prunedGoldens: [String] = []
    /// Problems with the run itself (golden directory missing, report not written), for the CLI to print.
    public var problems: [Diagnostic]
    /// Scenarios in all shards together.
    public var totalScenarios: Int
    /// The report's index.html, when one was written.
    public var reportPath: String?
    /// How long the whole run took (JUnit's `time`).
    public var seconds: Double = 0

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
        let incomplete = checks.filter { $0.status == .passed && !$0.incompleteGoldens.isEmpty }.count
        if incomplete > 0 { text += ", \(incomplete) without svg/json golden\(incomplete == 1 ? "" : "s") (--strict fails them)" }
        if !prunedGoldens.isEmpty { text += ", \(prunedGoldens.count) pruned" }
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
    let clock = ContinuousClock()
    let runStart = clock.now
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
    if configuration.record != nil && storeExists { store.recoverInterruptedRecords() }

    var namesTaken: [String: (name: String, path: String)] = [:]
    for path in selected {
        var check: ScenarioCheck
        let start = clock.now
        switch render(path) {
        case .failure(let error):
            check = scenarioError(path: path, name: nil, message: error.message)
            check.diagnostics = error.diagnostics
        case .success(let rendered):
            if let problem = goldenNameProblem(rendered.name) {
                check = scenarioError(path: path, name: rendered.name, message: problem, provenance: rendered.provenance)
                check.problemAfterDrawing = nameProblem(.value, path: path, message: problem)
            } else if let other = namesTaken[fileNameKey(rendered.name)] {
                let message = "the name '\(rendered.name)' is already used by \(other.path)"
                    + (other.name == rendered.name ? "" : " as '\(other.name)' (names that differ only in case collide)")
                    + "; give one of them another `name:`"
                check = scenarioError(path: path, name: rendered.name, message: message, provenance: rendered.provenance)
                check.problemAfterDrawing = nameProblem(.nameClash, path: path, message: message)
            } else {
                namesTaken[fileNameKey(rendered.name)] = (rendered.name, path)
                check = checkScenario(path: path, rendered: rendered, store: store, configuration: configuration)
                check = checkingAltText(
                    check, alt: rendered.alt, directories: [configuration.goldenDirectory] + configuration.altTextDirectories)
                // The only errors a comparison has: goldens that could not be written.
                if check.status == .error { check.problemAfterDrawing = runProblem(.output, check.message) }
            }
        }
        check.seconds = seconds(clock.now - start)
        run.checks.append(check)
        onCheck(check)
    }

    if (configuration.strict || configuration.prune) && storeExists {
        var used = Set(run.checks.compactMap(\.name))
        let named = Set(run.checks.filter { $0.name != nil }.map(\.path))
        for path in uniquePaths(paths) where !named.contains(path) {
            // A scenario that cannot even be loaded still protects goldens named after its file.
            used.insert(scenarioName(path) ?? path.lastPathComponent.deletingPathExtension)
        }
        do {
            let orphans = try store.orphans(usedNames: used)
            if configuration.prune {
                for orphan in orphans {
                    do {
                        try store.remove(orphan)
                        run.prunedGoldens.append(orphan)
                    } catch {
                        run.problems.append(runProblem(.output, "cannot prune \(displayPath(orphan)): \(error)"))
                    }
                }
            } else {
                run.unusedGoldens = orphans
            }
        } catch {
            run.problems.append(
                runProblem(.file, "cannot list \(displayPath(configuration.goldenDirectory)): \(listingFailure(error))"))
        }
    }

    if let reportDirectory = configuration.reportDirectory {
        do {
            run.reportPath = try writeHTMLReport(run, to: reportDirectory)
        } catch {
            run.problems.append(runProblem(.output, "cannot write the report to \(displayPath(reportDirectory)): \(error)"))
        }
    }
    run.seconds = seconds(clock.now - runStart)
    return run
}

private func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

/// A problem with the run as a whole: about no scenario, so without a file or position.
private func runProblem(_ code: DiagnosticCode, _ message: String) -> Diagnostic {
    Diagnostic(code: code, file: nil, line: nil, column: nil, keyPath: "", message: message)
}

/// A scenario's `name` that cannot name its goldens, at the scenario's file.
private func nameProblem(_ code: DiagnosticCode, path: String, message: String) -> Diagnostic {
    Diagnostic(code: code, file: path, line: nil, column: nil, keyPath: "name", message: message)
}

private func uniquePaths(_ paths: [String]) -> [String] {
    var seen = Set<String>()
    return paths.filter { seen.insert($0).inserted }
}

/// Paths are escaped for logs here; messages arrive escaped (diagnostics escape what they quote, and
/// a scenario's name cannot hold control characters).
private func scenarioError(path: String, name: String?, message: String, provenance: Provenance? = nil) -> ScenarioCheck {
    let report = CheckFailureReport(status: .error, subject: displayPath(path), provenance: provenance, messages: [message])
    var check = ScenarioCheck(
        path: path, name: name, status: .error, line: report.line,
        message: message, png: nil, svg: nil, layout: nil, incompleteGoldens: [],
        recordedFiles: [], comparisonFailed: false, expectedPNG: nil, actualPNG: nil)
    check.report = report
    return check
}

/// Why a directory listing failed, worded as every other file error (the system's errno text).
private func listingFailure(_ error: any Error) -> String {
    if let posix = (error as? CocoaError)?.underlying as? POSIXError { return errnoText(posix.code.rawValue) }
    return "\(error)"
}
