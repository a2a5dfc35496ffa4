import ArgumentParser
import ButtonCheck
import ButtonFiles
import ButtonLabKit
import ButtonScenario
import Foundation

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Visual regression: compare each scenario's rendering with its golden PNG (and SVG).",
        discussion: """
            Renders each scenario in memory and compares it with DIR/NAME.png, and with DIR/NAME.svg \
            when that file exists. PNGs must be byte-identical or, after decoding, differ in no more \
            pixels than the limits allow (per-pixel YIQ colour distance above --threshold; \
            anti-aliasing pixels are not counted). Sizes must match. SVGs must match line for line.

            Without --record, goldens are never modified. --record missing writes goldens that do not \
            exist, --record failed also rewrites failing ones, --record all rewrites every golden whose \
            bytes changed; recording writes both NAME.png and NAME.svg, atomically.

            Prints one line per scenario and a summary ("N passed, N failed"). Exit status: 0 when \
            everything passed (or was recorded); 1 when an image or SVG differs, a golden is missing, \
            unreadable or corrupt, or (--strict) a golden is unused; 2 when a scenario cannot be \
            rendered or the run itself fails (bad options, missing golden directory, report not written).
            """
    )

    @OptionGroup var inputs: ScenarioInputs

    @Option(help: ArgumentHelp("Directory of golden NAME.png and NAME.svg files.", valueName: "dir"))
    var golden: String

    @Option(help: ArgumentHelp("Per-pixel colour distance above which a pixel differs, 0–1.", valueName: "x"))
    var threshold: Double = ComparisonOptions.defaultThreshold

    @Option(help: ArgumentHelp("Differing pixels allowed per image (default 0).", valueName: "n"))
    var maxDiffPixels: Int?

    @Option(help: ArgumentHelp("Fraction of differing pixels allowed per image, 0–1 (default 0).", valueName: "r"))
    var maxDiffRatio: Double?

    @Option(help: ArgumentHelp("Write index.html and expected/actual/diff PNGs of the failures here.", valueName: "dir"))
    var report: String?

    @Option(help: ArgumentHelp("Write goldens: missing, failed or all.", valueName: "mode"))
    var record: String?

    @Option(help: ArgumentHelp("Theme, overriding each scenario's diagram.theme (keep each theme's goldens in their own directory).", valueName: "theme"))
    var theme: DiagramTheme?

    @Flag(help: "Also fail when a golden in the golden directory belongs to no scenario.")
    var strict = false

    @Option(help: ArgumentHelp("Check only part i of n of the scenarios (1-based), e.g. 2/4.", valueName: "i/n"))
    var shard: String?

    func validate() throws {
        if let problem = options.problem { throw ValidationError("--" + problem) }
        _ = try recordMode()
        _ = try shardValue()
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
        let plan = try inputs.plan()
        // Interface Builder problems (refused files, skipped buttons, name clashes) are checks that
        // failed to render, in the place of their file: one line each, and exit 2.
        var entries: [String: InputPlan.Entry] = [:]
        var keys: [String] = []
        for entry in plan.entries {
            let key: String
            switch entry {
            case .scenario(let input): key = input.key
            case .failure(let failure): key = failure.path
            }
            if entries[key] == nil { keys.append(key) }
            entries[key] = entry
        }
        let renderer = try makeFigureRenderer()
        let configuration = CheckConfiguration(
            goldenDirectory: golden, options: options, record: try recordMode(), strict: strict,
            shard: try shardValue(), reportDirectory: report, followSymlinks: inputs.followSymlinks)

        let run = runCheck(
            paths: keys,
            configuration: configuration,
            render: { path in
                let input: ScenarioInput
                switch entries[path] {
                case .scenario(let scenario)?: input = scenario
                case .failure(let failure)?: return .failure(CheckError(diagnostics: failure.diagnostics))
                case nil: input = .file(path)
                }
                switch renderer.render(input, formats: [.png, .svg], theme: theme) {
                case .success(let figure):
                    for warning in figure.glyphWarnings { printError("\(path): warning: \(warning)") }
                    guard let png = figure.png, let svg = figure.svg else {
                        return .failure(CheckError("\(displayPath(path)): error: the renderer produced no PNG or SVG"))
                    }
                    return .success(RenderedScenario(name: figure.name, png: png, svg: svg))
                case .failure(let failure):
                    return .failure(CheckError(diagnostics: failure.diagnostics))
                }
            },
            scenarioName: { path in
                switch entries[path] {
                case .scenario(.interfaceBuilder(let button))?: button.name
                case .failure?: nil
                default: try? renderer.loader.load(path: path).name
                }
            },
            onCheck: { check in
                print(check.line)
                fflush(nil)  // keep stdout lines ahead of the stderr details when both go to one log
                if let svg = check.svg, !svg.passed, check.status == .failed {
                    // Details go to stderr so that stdout keeps one line per scenario. The diff quotes
                    // the golden, which came from outside: each line is escaped for the log.
                    printError(svg.diff.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + logEscaped(String($0)) }.joined(separator: "\n"))
                }
            }
        )
        for path in run.unusedGoldens {
            print("FAIL unused golden \(displayPath(path)): no scenario has this name (--strict)")
        }
        printDiagnostics(run.problems)
        if let reportPath = run.reportPath { print("report: \(reportPath)") }
        print(run.summary)
        switch run.outcome {
        case .success: return
        case .differences: throw ExitCode(ExitStatus.differences)
        case .failure: throw ExitCode(ExitStatus.failure)
        }
    }
}
