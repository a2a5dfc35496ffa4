import ArgumentParser
import ButtonFiles
import ButtonInterfaceBuilder
import ButtonLabCommandLine
import ButtonLabKit
import ButtonLayout
import ButtonRender
import ButtonReports
import ButtonScenario

struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Simulate a button's life cycle: the messages UIKit sends it, in order, and when.",
        discussion: """
            Each scenario needs a `trace:` block, and may describe a UIButton subclass in `subclass:` \
            (docs/lifecycle.md). Prints every message with its argument, return value and UIKit caller, \
            the short sequence per action in article 4's numbering (1 layoutSubviews, 2 background, \
            3 content, 4 image, 5 title rect), the subviews after each action and the pitfalls met.

            Exit status: 0 when every scenario ran. A trace that ends in a modelled `crash` (the rect \
            override recursion) or `feedbackLoop` (setNeedsLayout during layout) is a successful \
            simulation of that pitfall and exits 0 too. 2 when a scenario is invalid, has no trace \
            block, or the diagram cannot be written.
            """
    )

    // Scenario files only: an Interface Builder button has no life cycle to describe.
    @Argument(help: ArgumentHelp("Scenario files (.yaml, .yml, .json) with a trace: block, directories, or - for standard input.", valueName: "scenario"))
    var scenarios: [String]

    @Option(help: "Output format: text (default) or json (one object for one scenario, an array for several).")
    var format: OutputFormat = .text

    @Option(help: ArgumentHelp(
        "Also draw the sequence diagram into this file: \(FigureFormat.fileExtensions) (one scenario only).", valueName: "file"))
    var diagram: String?

    @Option(help: ArgumentHelp("The diagram's resolution, overriding the scenario's diagram.pixelsPerPoint.", valueName: "n"))
    var pixelsPerPoint: Double?

    @Option(help: ArgumentHelp("The diagram's theme, overriding the scenario's diagram.theme: light, dark or transparent.", valueName: "theme"))
    var theme: DiagramTheme?

    @Flag(help: "Allow directories named on the command line (scenario folders, the diagram's folder) to be symbolic links. Files are never read through one.")
    var followSymlinks = false

    @OptionGroup var diagnostics: DiagnosticsArguments

    func validate() throws {
        if let diagram, figureFormat(forPath: diagram) == nil {
            throw ValidationError("--diagram draws a \(FigureFormat.fileExtensions) file, not '\(diagram)'")
        }
        if let pixelsPerPoint, !(pixelsPerPoint > 0 && pixelsPerPoint <= 16) {
            throw ValidationError("--pixels-per-point must be greater than 0 and at most 16, not \(pixelsPerPoint)")
        }
    }

    func run() throws {
        try reportingDiagnostics(diagnostics.diagnosticsFormat, traceScenarios)
    }

    private func traceScenarios() throws {
        let files = try scenarioFileList(scenarios, followSymlinks: followSymlinks)
        if diagram != nil, files.count > 1 {
            printDiagnostic(
                .input,
                "--diagram draws one scenario, and \(files.count) were given; `buttonlab render` draws each trace scenario as its sequence diagram")
            throw ExitCode(ExitStatus.failure)
        }
        // The diagram needs the fonts; text and JSON do not, unless a title must be measured.
        let renderer = diagram == nil ? nil : try makeFigureRenderer()
        let loader = renderer?.loader ?? makeScenarioLoader()
        var failures: [ScenarioFailure] = []
        var traces: [TracedScenario] = []
        // A named .swift file's buttons are read as every command reads them; they have no trace block, which the failure says.
        let plan = try makePlan(files: files, options: InterfaceBuilderOptions(), roots: scenarios)
        for entry in plan.entries {
            guard case .scenario(let input) = entry else {
                if case .failure(let failure) = entry { failures.append(failure) }
                continue
            }
            switch traceScenario(input, loader: loader) {
            case .success(let traced): traces.append(traced)
            case .failure(let failure): failures.append(failure)
            }
        }
        switch format {
        case .text:
            print(logLines(traces.map(\.run.text).joined(separator: "\n")), terminator: "")
        case .json:
            let objects = traces.map(\.run.json)
            if plan.entries.count == 1, let only = objects.first {
                print(only.rendered())
            } else if !objects.isEmpty || failures.isEmpty {
                print(JSONValue.array(objects).rendered())
            }
        }
        let ending = TraceBatchEnding(failures: failures, total: plan.entries.count)
        printDiagnostics(ending.note.map { [$0] } ?? [])
        if let errors = ending.errors {
            printFailures(errors)
            throw ExitCode(ExitStatus.failure)
        }
        if let diagram, let renderer, let traced = traces.first {
            do {
                try writeTraceDiagram(
                    traced, to: diagram, pixelsPerPoint: pixelsPerPoint, theme: theme, renderer: renderer,
                    followSymlinks: followSymlinks)
            } catch {
                printDiagnostics(error.diagnostics)
                throw ExitCode(ExitStatus.failure)
            }
        }
    }
}
