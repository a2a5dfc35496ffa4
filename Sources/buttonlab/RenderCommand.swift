import ArgumentParser
import ButtonLabKit
import ButtonLayout
import ButtonScenario
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw each scenario as an article-style diagram (PNG, SVG, PDF) with a JSON sidecar.",
        discussion: """
            Writes DIR/NAME.png (and/or .svg, .pdf) and DIR/NAME.json for each scenario. The JSON is the \
            `layout` object plus `canvas`: the pixel at which the button's point (0, 0) lands. Files are \
            written atomically; bad scenarios are skipped, listed at the end, and make the exit status 2.
            """
    )

    @OptionGroup var inputs: ScenarioInputs

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Output directory (created if missing).", valueName: "dir"))
    var output: String = "."

    @Option(help: ArgumentHelp("Comma-separated formats: png, svg, pdf.", valueName: "formats"))
    var format: String = "png"

    @Option(help: ArgumentHelp("Output resolution, overriding each scenario's diagram.pixelsPerPoint.", valueName: "n"))
    var pixelsPerPoint: Double?

    @Option(help: ArgumentHelp("Scenarios rendered in parallel (default: the number of cores).", valueName: "n"))
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    func validate() throws {
        _ = try formats()
        let maximum = ScenarioLimits.maximumPixelsPerPoint
        if let pixelsPerPoint, !(pixelsPerPoint > 0 && pixelsPerPoint <= maximum) {
            throw ValidationError(
                "--pixels-per-point must be greater than 0 and at most \(formatNumber(maximum)), not \(pixelsPerPoint)")
        }
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1, not \(jobs)") }
    }

    private func formats() throws -> Set<FigureFormat> {
        try figureFormats(format)
    }

    func run() throws {
        try runRender(scenarios: inputs.scenarios, output: output, formats: try formats(), pixelsPerPoint: pixelsPerPoint, jobs: jobs)
    }
}

/// `--format`'s comma-separated list, or the reason it is not one.
func figureFormats(_ list: String) throws -> Set<FigureFormat> {
    var formats = Set<FigureFormat>()
    for name in list.split(separator: ",", omittingEmptySubsequences: false) {
        // Spaces and tabs trimmed by hand: Foundation's trimming costs a cold process 0.3 ms.
        let trimmed = String(name.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
            .lowercased()
        guard let format = FigureFormat(rawValue: trimmed) else {
            throw ValidationError("unknown format '\(trimmed)' in --format; choose from png, svg, pdf (comma-separated)")
        }
        formats.insert(format)
    }
    return formats
}

/// `render` itself, shared by the parsed command and the fast path (FastPath.swift).
/// `jobs` nil: one per core, asked only when there are several files (a single figure runs on this thread).
func runRender(scenarios: [String], output: String, formats: Set<FigureFormat>, pixelsPerPoint: Double?, jobs: Int?) throws {
    // The fonts load on another core while this one reads and lays out the first scenario.
    prepareFiguresInBackground()
    let files = try scenarioFileList(scenarios)
    let jobs = jobs ?? (files.count > 1 ? ProcessInfo.processInfo.activeProcessorCount : 1)
    try makeOutputDirectory(output)
    var laidOut: [String: LaidOutScenario] = [:]
    if let first = files.first, case .success(let scenario) = layOut(path: first, loader: makeScenarioLoader()) {
        laidOut[first] = scenario
    }
    let renderer = try makeFigureRenderer()
    let showProgress = isatty(STDERR_FILENO) == 1 && files.count > 1
    let report = renderBatch(
        paths: files, into: output, formats: formats, pixelsPerPoint: pixelsPerPoint,
        jobs: jobs, renderer: renderer, laidOut: laidOut,
        progress: { finished, total, name in
            if showProgress { printError("\u{1B}[2K\rrendering \(finished)/\(total) \(name)", terminator: "") }
        }
    )
    if showProgress { printError("\u{1B}[2K\r", terminator: "") }
    let rendered = report.total - report.failures.count
    let kinds = formats.map(\.rawValue).sorted().joined(separator: ", ")
    print("rendered \(rendered) of \(report.total) scenario\(report.total == 1 ? "" : "s") into \(output) (\(kinds), json)")
    if !report.failures.isEmpty {
        printError(failureSummary(report.failures, total: report.total))
        throw ExitCode(ExitStatus.failure)
    }
}
