import ArgumentParser
import ButtonFiles
import ButtonInterfaceBuilder
import ButtonLabKit
import ButtonLayout
import ButtonRender
import ButtonScenario
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

package struct RenderCommand: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw each scenario as an article-style diagram (PNG, SVG, PDF) with a JSON sidecar.",
        discussion: """
            Writes DIR/NAME.png (and/or .svg, .pdf) and DIR/NAME.json for each scenario. The JSON is the \
            `layout` object plus `canvas`: the pixel at which the button's point (0, 0) lands. A figure's \
            files are written all or none, atomically; bad scenarios are skipped, listed at the end, and \
            make the exit status 2. Without -o, files go into the current directory, and an existing file \
            is replaced only when it belongs to a figure ButtonLab rendered before (its NAME.json says so).

            With --scene, Interface Builder files are drawn one figure per storyboard scene or XIB \
            top-level view instead of one per button: every button laid out at its place and numbered, \
            with a legend (DIR/NAME.png, .svg, .pdf and a JSON of every button's layout in scene \
            coordinates).

            With --docc, each figure is written for a DocC catalog instead: NAME@2x.png (light) and \
            NAME~dark@2x.png (dark) with twice the pixels of the plain PNG (DocC shows them at half \
            size, so they read at the plain PNG's size), and its alt text as NAME.alt.txt, for \
            `![alt](NAME)`; -o NAME@2x.png names the light image, the others go beside it. \
            --format svg --theme auto writes one SVG that follows the reader's prefers-color-scheme.
            """
    )

    @OptionGroup package var inputs: ScenarioInputs

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Output directory (created if missing; default: the current directory, replacing only ButtonLab's own figures), or one file FILE\(FigureFormat.fileExtensions) for a single scenario, whatever its name.", valueName: "dir|file"))
    package var output: String?

    @Option(help: ArgumentHelp("Comma-separated formats: \(FigureFormat.names) (default: png, or -o FILE's extension).", valueName: "formats"))
    package var format: String?

    @Flag(help: "With -o FILE: also write the sidecar JSON beside it (FILE's name with .json).")
    package var json = false

    @Flag(help: "With -o DIR: no sidecar NAME.json.")
    package var noJSON = false

    @Option(help: ArgumentHelp("Write a make depfile: each figure written, and the scenario and images it was made from.", valueName: "file"))
    package var depfile: String?

    @Flag(help: "No closing \"rendered N of M\" line; only warnings, errors and what --prune removed.")
    package var quiet = false

    @Flag(help: "After a run where every scenario rendered, remove from the output folder the figures ButtonLab rendered there for scenarios no longer among the inputs (NAME.json proves a figure is ButtonLab's); never other files, links or folders.")
    package var prune = false

    @Option(help: ArgumentHelp("Output resolution, overriding each scenario's diagram.pixelsPerPoint.", valueName: "n"))
    package var pixelsPerPoint: Double?

    @Option(help: ArgumentHelp("Theme, overriding each scenario's diagram.theme: light, dark, transparent, or auto (SVG only: follows the reader's prefers-color-scheme).", valueName: "theme"))
    package var theme: RenderTheme?

    @Flag(help: "For a DocC catalog: NAME@2x.png (light) and NAME~dark@2x.png (dark) at twice the figure's scale, and the alt text as NAME.alt.txt.")
    package var docc = false

    @Option(help: ArgumentHelp("Scenarios rendered in parallel (default: the number of cores).", valueName: "n"))
    package var jobs: Int?

    @Flag(help: "Draw whole Interface Builder scenes (one figure per scene or top-level view), not single buttons.")
    package var scene = false

    @OptionGroup package var diagnostics: DiagnosticsArguments

    package func validate() throws {
        if scene { try validateSceneInputs(inputs.scenarios) }
        _ = try checkedOutput()
        let range = ScenarioLimits.pixelsPerPoint
        if let pixelsPerPoint, !range.contains(pixelsPerPoint) {
            throw ValidationError(
                "--pixels-per-point must be at least \(formatNumber(range.lowerBound)) and at most "
                    + "\(formatNumber(range.upperBound)), not \(formatNumber(pixelsPerPoint))")
        }
        try validateJobs(jobs)
        if docc, case .file(let path) = try checkedOutput().destination, DocCImageSet.stem(ofLightImage: path) == nil {
            throw ValidationError(
                "--docc writes a set of files (NAME@2x.png, NAME~dark@2x.png, NAME.alt.txt); give -o a directory, "
                    + "or -o NAME@2x.png (not \(displayPath(path))) to name the light image and put the others beside it")
        }
        _ = try appearance()
    }

    private func appearance() throws -> FigureAppearance {
        try figureAppearance(docc: docc, theme: theme, formats: try formats(), scene: scene)
    }

    private func checkedOutput() throws -> RenderOutput {
        try renderOutput(
            output: output, format: format, json: json, noJSON: noJSON, depfile: depfile, quiet: quiet,
            scenarios: inputs.scenarios, scene: scene, prune: prune)
    }

    private func formats() throws -> Set<FigureFormat> {
        try checkedOutput().formats
    }

    package func run() throws {
        try reportingDiagnostics(diagnostics.diagnosticsFormat) {
            if scene { return try runScenes() }
            try runRender(
                plan: { try inputs.plan() }, output: try checkedOutput(), pixelsPerPoint: pixelsPerPoint,
                appearance: try appearance(), jobs: jobs, followSymlinks: inputs.followSymlinks)
        }
    }

    /// `--scene`: one figure per scene of the IB files; walks take only IB files.
    private func runScenes() throws {
        let files: [String]
        do {
            files = try inputFiles(
                for: inputs.scenarios, selection: .interfaceBuilderOnly, followSymlinks: inputs.followSymlinks)
        } catch {
            printDiagnostics(error.diagnostics)
            throw ExitCode(ExitStatus.failure)
        }
        guard !files.isEmpty else {
            printDiagnostic(
                .input, "no Interface Builder files (.xib, .storyboard) in \(inputs.scenarios.map(displayPath).joined(separator: ", "))")
            throw ExitCode(ExitStatus.failure)
        }
        let plan = try makePlan(
            files: files, arguments: inputs.interfaceBuilder, followSymlinks: inputs.followSymlinks, roots: inputs.scenarios)
        let renderer = try makeFigureRenderer()
        let output = self.output ?? "."
        try makeOutputDirectory(output, followSymlinks: inputs.followSymlinks)
        let report = renderSceneBatch(
            plan.scenes, into: output, formats: try formats(), pixelsPerPoint: pixelsPerPoint, renderer: renderer,
            replacing: self.output == nil ? .ownFiguresOnly : .any)
        let kinds = (try formats()).map(\.name).sorted().joined(separator: ", ")
        let drawn = Set(report.written.map { $0.lastPathComponent.deletingPathExtension }).count
        if !quiet {
            print("rendered \(drawn) of \(report.scenes) scene\(report.scenes == 1 ? "" : "s") into \(displayPath(output)) (\(kinds), json)")
        }
        let failures = plan.failures + report.failures
        if !failures.isEmpty {
            printFailures(failures, total: plan.entries.count)
            throw ExitCode(ExitStatus.failure)
        }
    }
}

/// `--scene` draws IB files: a scenario file named on the command line is a usage error.
package func validateSceneInputs(_ inputs: [String]) throws {
    for input in inputs {
        if isExistingDirectory(input) { continue }
        if !InterfaceBuilder.isDocumentPath(input) {
            throw ValidationError("--scene draws Interface Builder files (.xib, .storyboard); \(displayPath(input)) is not one")
        }
    }
}

/// `--format`'s comma-separated list, or the reason it is not one.
package func figureFormats(_ list: String) throws -> Set<FigureFormat> {
    var formats = Set<FigureFormat>()
    for name in list.split(separator: ",", omittingEmptySubsequences: false) {
        // Spaces and tabs trimmed by hand: Foundation's trimming costs a cold process 0.3 ms, and
        // reversed slices instantiate generic metadata (a conformance scan) the first time.
        var name = name
        while let first = name.first, first == " " || first == "\t" { name.removeFirst() }
        while let last = name.last, last == " " || last == "\t" { name.removeLast() }
        let trimmed = String(name).lowercased()
        guard let format = FigureFormat(named: trimmed) else {
            throw ValidationError("unknown format '\(trimmed)' in --format; choose from \(FigureFormat.names) (comma-separated)")
        }
        formats.insert(format)
    }
    return formats
}

/// `render` of single figures, shared by the parsed command and the fast path (FastPath.swift).
/// `jobs` nil: one per core, asked only when there are several scenarios.
package func runRender(
    plan makePlan: () throws -> InputPlan, output: RenderOutput, pixelsPerPoint: Double?,
    appearance: FigureAppearance = .theme(nil), jobs: Int?, followSymlinks: Bool
) throws {
    // The drawing libraries load on another core while this one reads the inputs.
    prepareFiguresInBackground()
    let plan = try makePlan()
    // A single scenario file is read here, meanwhile, rather than after the fonts are ready.
    // Its loader measures with the same fonts when it has to (waiting for them then), so the
    // scenario is the one the renderer's loader would read.
    var preloaded: (ScenarioInput, Result<Scenario, ScenarioFailure>)?
    if plan.scenarios.count == 1, let input = plan.scenarios.first, input.interfaceBuilderButton == nil {
        preloaded = (input, loadScenario(input, loader: makeScenarioLoader()))
    }
    var renderer = try makeFigureRenderer()
    if let (input, scenario) = preloaded { renderer = renderer.preloading(input, loaded: scenario) }
    let formats = output.formats
    var outputFile: String?
    let directory: String
    switch output.destination {
    case .directory(let path): directory = path ?? "."
    case .file(let path):
        try checkSingleFigure(plan, file: path)
        outputFile = path
        directory = path.deletingLastPathComponent
    }
    if !directory.isEmpty { try makeOutputDirectory(directory, followSymlinks: followSymlinks) }
    let scenarios = plan.scenarios
    let jobs = jobs ?? (scenarios.count > 1 ? ProcessInfo.processInfo.activeProcessorCount : 1)
    // A progress line would break the one JSON object standard error holds with --diagnostics-format json.
    let showProgress = isatty(STDERR_FILENO) == 1 && scenarios.count > 1 && !output.quiet && !diagnosticsAreJSON
    // A depfile make could not read fails its figure before it is written (make.md).
    let refuseUnspellableDependencies: @Sendable (ScenarioInput, FigureSubject, [String]) -> ScenarioFailure? = { input, subject, files in
        depfileRefusal(targets: files, input: input, subject: subject)
    }
    let batch = renderBatch(
        inputs: scenarios, into: directory, outputFile: outputFile, sidecar: output.sidecar, formats: formats,
        pixelsPerPoint: pixelsPerPoint, appearance: appearance, jobs: jobs, renderer: renderer,
        replacing: output.destination == .directory(nil) ? .ownFiguresOnly : .any,
        refusing: output.depfile == nil ? nil : refuseUnspellableDependencies,
        progress: { finished, total, name in
            if showProgress { printError("\u{1B}[2K\rrendering \(finished)/\(total) \(name)", terminator: "") }
        }
    )
    if showProgress { printError("\u{1B}[2K\r", terminator: "") }
    printDiagnostics(batch.warnings)
    var report = batch
    report.failures = plan.failures + batch.failures
    report.total = batch.total + plan.failures.count
    let rendered = batch.total - batch.failures.count
    // After a failure the old depfile stays: it still names what the older figures were made from.
    if let depfile = output.depfile, report.failures.isEmpty { try writeDepfile(depfile, batch: batch, inputs: scenarios, followSymlinks: followSymlinks) }
    if output.prune { try pruneStaleFigures(in: directory.isEmpty ? "." : directory, batch: batch, failures: report.failures.count) }
    if !output.quiet {
        let files = appearance == .docc ? ["@2x.png", "~dark@2x.png", "alt.txt"] : formats.map(\.name).sorted()
        let kinds = (files + (output.sidecar ? ["json"] : [])).joined(separator: ", ")
        let place = outputFile ?? directory
        print("rendered \(rendered) of \(report.total) scenario\(report.total == 1 ? "" : "s") into \(displayPath(place)) (\(kinds))")
    }
    if !report.failures.isEmpty {
        printFailures(report.failures, total: report.total)
        throw ExitCode(ExitStatus.failure)
    }
}

/// `--prune`: removes the figures of scenarios no longer among the inputs (`staleFigureFiles`), one
/// `pruned PATH` line each. A run where a scenario failed prunes nothing: a scenario that did not
/// load has no name to keep its figure by.
private func pruneStaleFigures(in directory: String, batch: RenderBatchReport, failures: Int) throws {
    guard failures == 0 else {
        printDiagnostic(.output, severity: .warning, "nothing pruned: \(failures) scenario\(failures == 1 ? "" : "s") did not render, and their figures are kept")
        return
    }
    let stale: [String]
    do {
        stale = try staleFigureFiles(in: directory, keeping: batch.rendered.map(\.subject.scenario.name))
    } catch {
        printDiagnostic(.output, "cannot list \(displayPath(directory)) to prune it: \(error)")
        throw ExitCode(ExitStatus.failure)
    }
    let (removed, failed) = removeFiles(stale)
    for path in removed { print("pruned \(displayPath(path))") }
    for failure in failed { printDiagnostic(.output, "cannot prune \(displayPath(failure.path)): \(failure.reason)") }
    if !failed.isEmpty { throw ExitCode(ExitStatus.failure) }
}

/// `-o FILE` holds one figure: an Interface Builder file of several buttons is refused before any
/// is drawn (a usage error, like several inputs).
private func checkSingleFigure(_ plan: InputPlan, file: String) throws {
    guard plan.entries.count > 1 else { return }
    let input = plan.scenarios.first?.file ?? plan.failures.first?.path ?? ""
    printDiagnostic(
        .input,
        "-o \(displayPath(file)) names one file, but \(displayPath(input)) holds \(plan.entries.count) buttons; "
            + "pick one with --element ID, or give a directory for -o")
    throw ExitCode(ExitStatus.usage)
}
