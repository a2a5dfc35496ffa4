import ArgumentParser
import ButtonFiles
import ButtonLabCommandLine
import ButtonLabKit
import ButtonScenario
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render scenarios into a folder and write a Markdown page showing each with its scenario and frames.",
        discussion: "For documentation: `make figures` runs `buttonlab gallery Fixtures -o docs/figures --page docs/gallery.md`."
    )

    @OptionGroup var inputs: ScenarioInputs

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Where the figures go (created if missing).", valueName: "dir"))
    var output: String

    @Option(help: ArgumentHelp("The Markdown page to write.", valueName: "file"))
    var page: String

    @Option(help: ArgumentHelp("The page's title.", valueName: "text"))
    var title = "Gallery"

    @Option(help: ArgumentHelp("The page's introduction, one paragraph of plain text, before the colour legend (default: what the page shows).", valueName: "text"))
    var intro: String?

    @Option(help: ArgumentHelp("One theme for every figure, overriding each scenario's diagram.theme: light, dark or transparent (default: NAME.png light and NAME~dark.png dark, shown as the reader's appearance asks).", valueName: "theme"))
    var theme: DiagramTheme?

    @Option(help: ArgumentHelp("Write a make depfile: the page, and every scenario, Interface Builder file and image it was made from.", valueName: "file"))
    var depfile: String?

    @Option(help: ArgumentHelp("Scenarios rendered in parallel (default: the number of cores).", valueName: "n"))
    var jobs: Int?

    @OptionGroup var diagnostics: DiagnosticsArguments

    func validate() throws {
        try validateJobs(jobs)
        // The page quotes each figure's scenario file, which standard input is not.
        if inputs.scenarios.contains("-") {
            throw ValidationError("gallery shows each scenario's file beside its figure; `-` (standard input) has none")
        }
        if let depfile, depfile.isEmpty || depfile.hasSuffix("/") {
            throw ValidationError("--depfile needs a file name, not '\(displayPath(depfile))'")
        }
    }

    func run() throws {
        try reportingDiagnostics(diagnostics.diagnosticsFormat, runGallery)
    }

    private func runGallery() throws {
        let plan = try inputs.plan()
        let renderer = try makeFigureRenderer()
        try makeOutputDirectory(output, followSymlinks: inputs.followSymlinks)
        let pageDirectory = page.deletingLastPathComponent
        if !pageDirectory.isEmpty { try makeOutputDirectory(pageDirectory, followSymlinks: inputs.followSymlinks) }
        var (report, figures): (RenderBatchReport, Int)
        do {
            (report, figures) = try makeGallery(
                inputs: plan.scenarios, scenes: plan.scenes, into: output, pagePath: page, title: title, introduction: intro,
                theme: theme, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, renderer: renderer)
        } catch {
            printFailure(error)
            throw ExitCode(ExitStatus.failure)
        }
        printDiagnostics(report.warnings)
        // After a failure the old depfile stays, as render's does (make.md).
        if let depfile, report.failures.isEmpty, plan.failures.isEmpty {
            try writeDepfile(
                depfile, batch: report, inputs: plan.scenarios, page: page, sceneFiles: plan.scenes.map(\.file),
                followSymlinks: inputs.followSymlinks)
        }
        report.failures = plan.failures + report.failures
        report.total += plan.failures.count
        print("rendered \(figures) of \(report.total) figures into \(displayPath(output)); wrote \(displayPath(page))")
        if !report.failures.isEmpty {
            printFailures(report.failures, total: report.total)
            throw ExitCode(ExitStatus.failure)
        }
    }
}
