import ArgumentParser
import ButtonCheck
import ButtonFiles
import ButtonInterfaceBuilder
import ButtonLabCommandLine
import ButtonLabKit
import ButtonLayout
import ButtonReports
import ButtonScenario
import ButtonSolve
import ButtonSwiftInput
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ImagePlacement: ExpressibleByArgument {}
extension PairAlignment: ExpressibleByArgument {}
extension ButtonType: ExpressibleByArgument {}
extension LayoutDirection: ExpressibleByArgument {}

struct SolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Find the settings that give the layout you want, in the legacy API and with UIButton.Configuration.",
        discussion: """
            Describe the button and the goal with flags (--image, --title, --placement, --spacing), or give \
            scenario files whose button the flags' goal applies to. Prints the legacy imageEdgeInsets, \
            titleEdgeInsets and the contentEdgeInsets that make the intrinsic size hold the pair, the \
            configuration (imagePlacement, imagePadding, contentInsets, titleAlignment), Swift and \
            Objective-C code, and the check: both answers run through the forward models.
            """
    )

    @Argument(help: ArgumentHelp("Scenario files whose button to solve for (optional).", valueName: "scenario"))
    var scenarios: [String] = []

    @Option(help: ArgumentHelp("The image's size in points.", valueName: "w,h"))
    var image: String?

    @Option(help: ArgumentHelp("The title's text (measured like SF) or its size.", valueName: "text|w,h"))
    var title: String?

    @Option(help: ArgumentHelp("The title's font size (default: the button type's, 18 or 15).", valueName: "pt"))
    var fontSize: Double?

    @Option(help: "custom or system.")
    var buttonType: ButtonType = .custom

    @Option(help: ArgumentHelp("The button's size (default: sized to fit).", valueName: "w,h"))
    var size: String?

    @Option(help: "Screen scale: 1, 2 or 3.")
    var scale: Int = 2

    @Option(help: "leftToRight or rightToLeft.")
    var direction: LayoutDirection = .leftToRight

    @Option(help: "Where the image goes relative to the title: top, bottom, leading, trailing (default: the scenario's goal, else top).")
    var placement: ImagePlacement?

    @Option(help: ArgumentHelp("The gap between image and title, in points (default 8).", valueName: "pt"))
    var spacing: Double?

    @Option(help: "Where the pair sits: center, leading, trailing, top, bottom (default center).")
    var alignment: PairAlignment?

    /// The goal the flags give, when they give one.
    private var flagGoal: SolveGoal? {
        guard placement != nil || spacing != nil || alignment != nil else { return nil }
        return .placement(placement ?? .top, spacing: spacing ?? 8, alignment: alignment ?? .center)
    }

    @Option(help: "text, json, swift or objc.")
    var format: SolveFormat = .text

    @Option(help: ArgumentHelp("Also write the solved button as a scenario file.", valueName: "file"))
    var scenario: String?

    @Option(help: ArgumentHelp("Draw the legacy and the configuration answers side by side into DIR/NAME.png and .svg.", valueName: "dir"))
    var render: String?

    @Flag(help: "Allow directories named on the command line (scenario folders, --render, the folder of --scenario) to be symbolic links. Files are never read through one.")
    var followSymlinks = false

    @OptionGroup var diagnostics: DiagnosticsArguments

    enum SolveFormat: String, ExpressibleByArgument, CaseIterable { case text, json, swift, objc }

    func validate() throws {
        guard ScreenScale(rawValue: scale) != nil else { throw ValidationError("--scale must be 1, 2 or 3, not \(scale)") }
        if let spacing, !(spacing.isFinite && spacing >= 0 && spacing <= 10_000) {
            throw ValidationError("--spacing must be between 0 and 10000")
        }
        if scenarios.isEmpty {
            guard image != nil, title != nil else {
                throw ValidationError("give --image W,H and --title TEXT|W,H (or scenario files)")
            }
        }
        if let image, SolveFlags.size(image) == nil { throw ValidationError("--image must be W,H with non-negative numbers, not '\(image)'") }
        if let size, SolveFlags.size(size) == nil { throw ValidationError("--size must be W,H with non-negative numbers, not '\(size)'") }
        if let fontSize, !(fontSize > 0 && fontSize <= 1000) { throw ValidationError("--font-size must be greater than 0 and at most 1000") }
        if let scenario {
            let name = scenario.lowercased()
            guard name.hasSuffix(".yaml") || name.hasSuffix(".yml") || name.hasSuffix(".json"), !scenario.hasSuffix("/") else {
                throw ValidationError("--scenario must name a .yaml, .yml or .json file, not '\(logEscaped(scenario))'")
            }
        }
    }

    func run() throws {
        try reportingDiagnostics(diagnostics.diagnosticsFormat, solve)
    }

    private func solve() throws {
        let loader = makeScenarioLoader()
        var answers: [SolveReport] = []
        var bases: [Scenario?] = []
        var failures: [ScenarioFailure] = []
        if scenarios.isEmpty {
            countInputs(1)
            let goal = flagGoal ?? .placement(.top, spacing: 8, alignment: .center)
            let flags = SolveFlags(
                image: SolveFlags.size(image ?? "")!, title: SolveFlags.size(title ?? "").map(SolveFlags.Either.size) ?? .text(title ?? ""),
                fontSize: fontSize, buttonType: buttonType, size: size.flatMap(SolveFlags.size), scale: ScreenScale(rawValue: scale)!,
                direction: direction, placement: placement ?? .top, spacing: spacing ?? 8, alignment: alignment ?? .center)
            do {
                answers.append(SolveReport(answer: SolveAnswer(
                    name: "solved", button: try flags.button(loader: loader), goal: goal,
                    titleMeasurer: loader.titleMeasurer, labelMeasurer: loader.labelMeasurer), provenance: nil))
                bases.append(nil)
            } catch {
                printDiagnostics(error.diagnostics)
                throw ExitCode(ExitStatus.failure)
            }
        } else {
            // A named .swift or IB file gives a scenario per button, as for every command (swift-source.md S4).
            let files = try scenarioFileList(scenarios, followSymlinks: followSymlinks)
            for entry in try makePlan(files: files, options: InterfaceBuilderOptions(), roots: scenarios).entries {
                guard case .scenario(let input) = entry else {
                    if case .failure(let failure) = entry { failures.append(failure) }
                    continue
                }
                let file = input.key
                switch loadScenario(input, loader: loader) {
                case .success(let scenario):
                    if let goal = flagGoal ?? scenario.goal {
                        answers.append(SolveReport(answer: SolveAnswer(
                            name: scenario.name, button: scenario.button, goal: goal,
                            variable: codeVariable(name: scenario.name, provenance: scenario.provenance),
                            titleMeasurer: loader.titleMeasurer, labelMeasurer: loader.labelMeasurer), provenance: scenario.provenance))
                        bases.append(scenario)
                    } else {
                        failures.append(ScenarioFailure(
                            path: file, code: .missing, file: file, keyPath: "goal",
                            message: "no goal; add a `goal:` block (placement, spacing, alignment) or give --placement and --spacing"))
                    }
                case .failure(let failure): failures.append(failure)
                }
            }
        }
        // The scenario is written (and read back as `layout` reads it) before anything is printed.
        if let scenario, let report = answers.first {
            try writeSolvedScenario(report.answer, to: scenario, loader: loader, followSymlinks: followSymlinks)
        }
        switch format {
        case .text: print(logLines(answers.map(\.text).joined(separator: "\n")), terminator: "")
        case .json: print(answers.count == 1 ? answers[0].json.rendered() : JSONValue.array(answers.map(\.json)).rendered())
        case .swift: print(logLines(answers.map(\.swift).joined(separator: "\n")), terminator: "")
        case .objc: print(logLines(answers.map(\.objectiveC).joined(separator: "\n")), terminator: "")
        }
        if let render {
            try writeComparisons(
                zip(answers, bases).map { ($0.name, solvePanels($0.answer, base: $1)) }, into: render, followSymlinks: followSymlinks)
        }
        if !failures.isEmpty {
            printFailures(failures, total: failures.count + answers.count)
            throw ExitCode(ExitStatus.failure)
        }
    }
}

/// Writes the solved button to `path`, creating its folder, after checking that `layout` reads it.
private func writeSolvedScenario(_ answer: SolveAnswer, to path: String, loader: ScenarioLoader, followSymlinks: Bool) throws {
    let text = solvedScenarioYAML(name: answer.name, answer: answer)
    do {
        _ = try loader.parse(text, path: path)
    } catch {
        printDiagnostics(error.diagnostics)
        throw ExitCode(ExitStatus.failure)
    }
    do {
        // The user named the file: what is there is replaced (a link too, never written through).
        let directory = path.deletingLastPathComponent
        if !directory.isEmpty { try createDirectory(directory, followSymlinks: followSymlinks) }
        try writeFileAtomically(Array(text.utf8), to: path)
    } catch {
        printDiagnostic(.output, "cannot write \(displayPath(path)): \(error)")
        throw ExitCode(ExitStatus.failure)
    }
}

struct MigrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate",
        abstract: "The UIButton.Configuration that reproduces each legacy button, and what still differs.",
        discussion: "Exit status: 0 when every button migrates with no visible difference, 1 when some differ, 2 on errors."
    )

    @OptionGroup var inputs: ScenarioInputs

    @Option(help: "text, json, swift or objc.")
    var format: SolveCommand.SolveFormat = .text

    @Option(help: ArgumentHelp("Draw each button before and after side by side into DIR/NAME.png and .svg.", valueName: "dir"))
    var render: String?

    @Flag(help: "Swift files: replace each legacy button's inset, alignment, title and image statements by one configuration; print a unified diff.")
    var fix = false

    @Flag(help: "With --fix: edit the files in place (atomically) instead of printing the diff.")
    var write = false

    @OptionGroup var diagnostics: DiagnosticsArguments

    func validate() throws {
        if write && !fix { throw ValidationError("--write edits Swift files in place and needs --fix") }
        if fix && (render != nil || format != .text) { throw ValidationError("--fix prints a diff; --render and --format do not apply") }
    }

    func run() throws {
        try reportingDiagnostics(diagnostics.diagnosticsFormat, fix ? fixSwiftFiles : migrate)
    }

    /// `--fix`: each Swift file migrated in place (swift-source.md S5), checked by reading it back.
    private func fixSwiftFiles() throws {
        let loader = makeScenarioLoader()
        let assets = try inputs.interfaceBuilder.assetFolders(followSymlinks: inputs.followSymlinks)
        var failed = false
        var leftAlone = false
        for path in inputs.scenarios {
            guard path.lowercased().hasSuffix(".swift") else {
                printDiagnostic(.input, file: path, "--fix edits Swift source (.swift) only")
                failed = true
                continue
            }
            switch migrateSwiftFile(path: path, loader: loader, assets: assets) {
            case .failure(let failure):
                printDiagnostics(failure.diagnostics)
                failed = true
            case .success(let outcome):
                printDiagnostics(outcome.migrated + outcome.leftAlone)
                leftAlone = leftAlone || outcome.leftAlone.contains { $0.severity == .warning }
                guard outcome.edited != outcome.original else { continue }
                if write {
                    do {
                        try writeFileAtomically(Array(outcome.edited.utf8), to: path)
                    } catch {
                        printDiagnostic(.output, file: path, "cannot write the migrated file: \(error.reasonText)")
                        failed = true
                    }
                } else {
                    let layout = TextDiffLayout(contextLines: 3, maxDataURILength: .max, maxDiffLines: .max)
                    let diff = compareText(expected: outcome.original, actual: outcome.edited, expectedLabel: "a/" + path, actualLabel: "b/" + path, layout: layout)
                    print(logLines(diff.diff))
                }
            }
        }
        if failed { throw ExitCode(ExitStatus.failure) }
        if leftAlone { throw ExitCode(ExitStatus.differences) }
    }

    private func migrate() throws {
        let plan = try inputs.plan()
        let loader = makeScenarioLoader()
        var failures: [ScenarioFailure] = []
        var reports: [MigrationReport] = []
        var figures: [(String, [(name: String, scenario: Scenario)])] = []
        for entry in plan.entries {
            guard case .scenario(let input) = entry else {
                if case .failure(let failure) = entry { failures.append(failure) }
                continue
            }
            // An IB file mixes both kinds: its configuration buttons have nothing to migrate.
            if let button = input.interfaceBuilderButton, button.isConfiguration {
                printDiagnostic(
                    .notApplicable, severity: .note, file: button.source.file, line: button.source.line,
                    "\(button.name) already uses a configuration; nothing to migrate")
                continue
            }
            switch loadScenario(input, loader: loader) {
            case .success(let scenario):
                if scenario.configuration != nil {
                    failures.append(ScenarioFailure(
                        path: input.key, code: .notApplicable, file: input.key,
                        message: "\(scenario.name) already uses a configuration; migrate reads legacy buttons"))
                } else {
                    let migration = Migrator.migrate(scenario.button)
                    reports.append(MigrationReport(name: scenario.name, provenance: scenario.provenance, migration: migration))
                    figures.append((scenario.name, migrationPanels(migration, scenario: scenario)))
                }
            case .failure(let failure): failures.append(failure)
            }
        }
        reports = reports.uniquingVariables()
        switch format {
        case .json:
            let objects = reports.map(\.json)
            print(objects.count == 1 ? objects[0].rendered() : JSONValue.array(objects).rendered())
        case .text: print(logLines(reports.map(\.text).joined(separator: "\n")), terminator: "")
        case .swift: print(logLines(reports.map(\.swift).joined(separator: "\n")), terminator: "")
        case .objc: print(logLines(reports.map(\.objectiveC).joined(separator: "\n")), terminator: "")
        }
        if let render { try writeComparisons(figures, into: render, followSymlinks: inputs.followSymlinks) }
        if !failures.isEmpty {
            printFailures(failures, total: plan.entries.count)
            throw ExitCode(ExitStatus.failure)
        }
        if reports.contains(where: { !$0.migration.isMigratable }) { throw ExitCode(ExitStatus.differences) }
    }
}

/// Draws each comparison into DIR/NAME.png and DIR/NAME.svg, the two written all or none. The
/// directory follows the rules of every output directory (`prepareOutputDirectory`).
func writeComparisons(
    _ figures: [(String, [(name: String, scenario: Scenario)])], into directory: String, followSymlinks: Bool
) throws {
    let renderer = try makeFigureRenderer()
    try makeOutputDirectory(directory, followSymlinks: followSymlinks)
    for (name, panels) in figures {
        do {
            let list = try comparisonFigure(panels, renderer: renderer)
            let files = try renderer.encode(list, formats: [.png, .svg]).map { file in
                FileWrite(path: directory.appendingPathComponent(name + "." + file.fileExtension), bytes: file.bytes)
            }
            try writeFilesAtomically(files)
        } catch {
            printDiagnostic(.render, "cannot draw \(name): \(error)")
            throw ExitCode(ExitStatus.failure)
        }
    }
}
