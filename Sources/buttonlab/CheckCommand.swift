import ArgumentParser
import ButtonCheck
import ButtonFiles
import ButtonLabKit
import ButtonLayout
import ButtonRender
import ButtonReports
import ButtonScenario
import ButtonServe
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Visual regression: compare each scenario's layout, rendering and SVG with its goldens.",
        discussion: """
            Renders each scenario in memory and compares it with DIR/NAME.json (the layout, as \
            `layout --format json` prints it), DIR/NAME.png and DIR/NAME.svg. Layouts must be equal \
            value for value; their differences are printed first, in numbers ("imageView x 81 → 81.5"). \
            PNGs must be byte-identical or, after decoding, differ in no more pixels than the limits \
            allow (per-pixel YIQ colour distance above --threshold; anti-aliasing pixels are not \
            counted). Sizes must match. SVGs must match line for line. A missing PNG golden fails; a \
            missing SVG or JSON golden beside a PNG is reported ("missing svg golden") and fails with --strict.

            Without --record or --prune, goldens are never modified. --record missing writes goldens \
            that do not exist, --record failed also rewrites failing ones, --record all rewrites every \
            golden whose bytes changed; recording writes NAME.png, NAME.svg and NAME.json, atomically. \
            --prune deletes goldens that belong to no scenario.

            --only compares and records only the goldens named (png, svg, layout; a comma list).

            Prints one line per scenario and a summary ("N passed, N failed"); --verbose adds, under \
            a failure, every layout difference and the SVG diff (its first \(TextComparison.excerptLines) \
            lines). --junit writes JUnit XML (creating its folder); with GITHUB_ACTIONS=true, failures \
            are also printed as ::error annotations at the scenario line of the first changed key, and a \
            Markdown summary is appended to $GITHUB_STEP_SUMMARY.

            Exit status: 0 when everything passed (or was recorded); 1 when a layout, image or SVG \
            differs, a golden is missing, unreadable or corrupt, or (--strict) a golden is unused or an \
            SVG or JSON golden is missing; 2 when a scenario cannot be loaded or rendered, or the run \
            itself fails (no scenarios, missing golden directory, report or JUnit file not written, a golden --prune cannot delete); \
            64 when the command line is wrong (unknown option, bad --record mode, --threshold, \
            --max-diff-pixels, --max-diff-ratio or --shard).
            """
    )

    @OptionGroup var inputs: ScenarioInputs

    @Option(help: ArgumentHelp("Directory of golden NAME.png, NAME.svg and NAME.json files.", valueName: "dir"))
    var golden: String

    @Option(help: ArgumentHelp("Per-pixel colour distance above which a pixel differs, 0–1.", valueName: "x"))
    var threshold: Double = ComparisonOptions.defaultThreshold

    @Option(help: ArgumentHelp("Differing pixels allowed per image (default 0).", valueName: "n"))
    var maxDiffPixels: Int?

    @Option(help: ArgumentHelp("Fraction of differing pixels allowed per image, 0–1 (default 0).", valueName: "r"))
    var maxDiffRatio: Double?

    @Option(help: ArgumentHelp("Write index.html, the failures' expected/actual/diff PNGs and fresh files, and manifest.json (for `approve`) here.", valueName: "dir"))
    var report: String?

    @Option(help: ArgumentHelp("Write goldens: missing, failed or all.", valueName: "mode"))
    var record: String?

    @Option(help: ArgumentHelp("Theme, overriding each scenario's diagram.theme (keep each theme's goldens in their own directory).", valueName: "theme"))
    var theme: DiagramTheme?

    @Flag(help: "Also fail when a golden belongs to no scenario, or a scenario's SVG or JSON golden is missing.")
    var strict = false

    @Flag(help: "Delete goldens in the golden directory that belong to no scenario.")
    var prune = false

    @Option(help: ArgumentHelp("Also fail when a committed NAME.alt.txt in this folder (a DocC catalog's Resources; repeatable) differs from the figure's alt text, as in the golden directory.", valueName: "dir"))
    var altText: [String] = []

    @Option(help: ArgumentHelp("Write a JUnit XML report here (one testcase per scenario).", valueName: "file"))
    var junit: String?

    @Option(help: ArgumentHelp(
        "Compare and record only these goldens: \(GoldenFormat.allCases.map(\.label).joined(separator: ", ")) (a comma list).",
        valueName: "kinds"))
    var only: String?

    @Flag(help: "Under each failure, also print every layout difference and the SVG diff (its first \(TextComparison.excerptLines) lines).")
    var verbose = false

    @Option(help: ArgumentHelp("Check only part i of n of the scenarios (1-based), e.g. 2/4.", valueName: "i/n"))
    var shard: String?

    @OptionGroup var diagnostics: DiagnosticsArguments

    func validate() throws {
        if let problem = options.problem { throw ValidationError("--" + problem) }
        _ = try recordMode()
        _ = try shardValue()
        _ = try formats()
    }

    private func formats() throws -> [GoldenFormat] {
        guard let only else { return GoldenFormat.allCases }
        do {
            return try GoldenFormat.list(parsing: only)
        } catch {
            throw ValidationError(error.message)
        }
    }

    private var options: ComparisonOptions {
        ComparisonOptions(threshold: threshold, maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio)
    }

    private func recordMode() throws -> RecordMode? {
        guard let record else { return nil }
        guard let mode = RecordMode(rawValue: record) else {
            throw ValidationError("unknown --record mode '\(record)'; choose missing, failed or all")
        }
        return mode
    }

    private func shardValue() throws -> Shard? {
        guard let shard else { return nil }
        do {
            return try Shard(parsing: shard)
        } catch {
            throw ValidationError("--\(error.message)")
        }
    }

    func run() throws {
        try reportingDiagnostics(diagnostics.diagnosticsFormat, checkScenarios)
    }

    private func checkScenarios() throws {
        let plan = try inputs.plan()
        let checkInputs = CheckInputs(plan: plan)
        let renderer = try makeFigureRenderer()
        var configuration = CheckConfiguration(
            goldenDirectory: golden, options: options, record: try recordMode(), strict: strict,
            shard: try shardValue(), reportDirectory: report, followSymlinks: inputs.followSymlinks, prune: prune,
            formats: try formats())
        configuration.altTextDirectories = altText
        // `--only layout` draws no figure at all.
        let figureFormats = GoldenFormat.figureFormats.intersection(configuration.formats.compactMap(\.figure))

        var run = runCheck(
            paths: checkInputs.keys,
            configuration: configuration,
            render: { key in
                checkInputs.render(key, renderer: renderer, formats: figureFormats, theme: theme, glyphs: printDiagnostics)
            },
            scenarioName: { checkInputs.scenarioName($0, renderer: renderer) },
            onCheck: { check in
                // The details are text for people, on request; with JSON they are in --report's page only.
                let text = check.report.text(verbose: verbose && !diagnosticsAreJSON)
                print(text.line)
                fflush(nil)  // keep stdout lines ahead of the stderr details when both go to one log
                // In text the ERROR line above says it all; JSON carries the same as values.
                if check.status == .error { keepForJSON(check.errorDiagnostics, failedPaths: [check.path]) }
                // Details go to stderr so that stdout keeps one line per scenario.
                if let details = text.details { printError(details) }
            }
        )
        for path in run.unusedGoldens {
            print("FAIL unused golden \(displayPath(path)): no scenario has this name (--strict)")
        }
        for path in run.prunedGoldens { print("pruned \(displayPath(path))") }
        if let junit {
            do {
                // Like --report's folder, the JUnit file's is made when missing.
                let folder = junit.deletingLastPathComponent
                if !folder.isEmpty { try createDirectory(folder, followSymlinks: inputs.followSymlinks) }
                try writeFileAtomically(Array(junitXML(run).utf8), to: junit)
            } catch {
                run.problems.append(Diagnostic(
                    code: .output, file: nil, line: nil, column: nil, keyPath: "",
                    message: "cannot write the JUnit report: \(error)"))
            }
        }
        countInputs(run.checks.count)
        printDiagnostics(run.problems)
        if let reportPath = run.reportPath { print("report: \(displayPath(reportPath))") }
        print(run.summary)
        let environment = ProcessInfo.processInfo.environment
        if environment["GITHUB_ACTIONS"] == "true" {
            let workspace = environment["GITHUB_WORKSPACE"].flatMap { $0.isEmpty ? nil : $0 } ?? FileManager.default.currentDirectoryPath
            for annotation in githubAnnotations(run, workspace: workspace, currentDirectory: FileManager.default.currentDirectoryPath) {
                print(annotation)
            }
            if let summaryPath = environment["GITHUB_STEP_SUMMARY"], !summaryPath.isEmpty {
                appendStepSummary(githubStepSummary(run), to: summaryPath)
            }
        }
        switch run.outcome {
        case .success: return
        case .differences: throw ExitCode(ExitStatus.differences)
        case .failure: throw ExitCode(ExitStatus.failure)
        }
    }
}

/// GitHub's runner gives each step its own summary file and reads it after the step: appending is
/// its documented use. A summary that cannot be written is only a warning; the check's outcome stands.
private func appendStepSummary(_ text: String, to path: String) {
    // The runner's folder, made when missing like every output folder; a failure shows below as the open's.
    if !path.deletingLastPathComponent.isEmpty { try? createDirectory(path.deletingLastPathComponent, followSymlinks: true) }
    let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
        printDiagnostic(.output, severity: .warning, "cannot write the step summary to \(displayPath(path))")
        return
    }
    defer { close(descriptor) }
    var text = text
    if let failure = text.withUTF8({ writeAll(UnsafeRawBufferPointer($0), to: descriptor) }) {
        printDiagnostic(.output, severity: .warning, "cannot write the step summary to \(displayPath(path)): \(errnoText(failure))")
    }
}
