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

    @Option(help: ArgumentHelp("Theme, overriding each scenario's diagram.theme: light, dark or transparent.", valueName: "theme"))
    var theme: DiagramTheme?

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
        var formats = Set<FigureFormat>()
        for name in format.split(separator: ",", omittingEmptySubsequences: false) {
            let trimmed = name.trimmingCharacters(in: .whitespaces).lowercased()
            guard let format = FigureFormat(rawValue: trimmed) else {
                throw ValidationError("unknown format '\(trimmed)' in --format; choose from png, svg, pdf (comma-separated)")
            }
            formats.insert(format)
        }
        return formats
    }

    func run() throws {
        let files = try inputs.files()
        let renderer = try makeFigureRenderer()
        try makeOutputDirectory(output)
        let showProgress = isatty(STDERR_FILENO) == 1 && files.count > 1
        let report = renderBatch(
            paths: files, into: output, formats: try formats(), pixelsPerPoint: pixelsPerPoint, theme: theme,
            jobs: jobs, renderer: renderer,
            progress: { finished, total, name in
                if showProgress { printError("\u{1B}[2K\rrendering \(finished)/\(total) \(name)", terminator: "") }
            }
        )
        if showProgress { printError("\u{1B}[2K\r", terminator: "") }
        for (path, laidOut) in report.rendered {
            for warning in laidOut.glyphWarnings { printError("\(path): warning: \(warning)") }
        }
        let rendered = report.total - report.failures.count
        let kinds = (try formats()).map(\.rawValue).sorted().joined(separator: ", ")
        print("rendered \(rendered) of \(report.total) scenario\(report.total == 1 ? "" : "s") into \(output) (\(kinds), json)")
        if !report.failures.isEmpty {
            printError(failureSummary(report.failures, total: report.total))
            throw ExitCode(ExitStatus.failure)
        }
    }
}
