import ArgumentParser
import ButtonCheck
import ButtonFiles
import ButtonLabCommandLine
import ButtonLabKit
import ButtonLayout
import ButtonRender
import ButtonReports
import ButtonScenario
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension BreakageKind: ExpressibleByArgument {}

struct SweepCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sweep",
        abstract: "Lay each button out over a grid of conditions and report where it breaks.",
        discussion: """
            The grid is the product of the axes: --categories, --titles, --widths, --directions, --states and --uikit, each replacing the \
            scenario's sweep: block's axis of that name. Breakages: truncated, wrapped, overlap, \
            outside-bounds, image-squashed, clipped (docs/sweep.md). Exit status 1 when a breakage \
            --fail-on lists occurs (default: all), 2 on errors. With GITHUB_ACTIONS=true each failing \
            kind is also printed as an ::error annotation at the scenario's sweep: line.
            """
    )

    @OptionGroup var inputs: ScenarioInputs

    @Option(help: ArgumentHelp("Content size categories to try: large, accessibilityExtraLarge, … (UIKit's names).", valueName: "c,c,…"))
    var categories: String?

    @Option(help: ArgumentHelp("Titles to try: one a line, or a .strings or .xcstrings file.", valueName: "file"))
    var titles: String?

    @Option(help: ArgumentHelp("Button widths to try, in points.", valueName: "w,w,…"))
    var widths: String?

    @Option(help: ArgumentHelp("Layout directions to try: leftToRight, rightToLeft.", valueName: "d,d"))
    var directions: String?

    @Option(help: ArgumentHelp("Control states to try: normal, highlighted, selected+highlighted, … (flags joined by +).", valueName: "s,s,…"))
    var states: String?

    @Option(help: ArgumentHelp("UIKit eras to try: \(UIKitEra.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "era,era"))
    var uikit: String?

    @Option(help: ArgumentHelp("The breakages that make the exit status 1 (default: all).", valueName: "kind,kind"))
    var failOn: String?

    @Option(help: "text or json.")
    var format: SweepFormat = .text

    @Option(help: ArgumentHelp("Also draw the matrix of conditions into this file: \(FigureFormat.fileExtensions) (one scenario only).", valueName: "file"))
    var figure: String?

    @OptionGroup var diagnostics: DiagnosticsArguments

    enum SweepFormat: String, ExpressibleByArgument, CaseIterable { case text, json }

    /// The comma lists, parsed; each bad item named.
    private var flagWidths: [Double]? {
        get throws {
            try widths.map { list in
                try commaItems(list).map { text in
                    guard let value = Double(text), value.isFinite, value > 0, value <= ScenarioLimits.maximumMagnitude else {
                        throw ValidationError("--widths takes positive widths in points up to 1000000, not '\(logEscaped(text))'")
                    }
                    return value
                }
            }
        }
    }

    /// `list`'s comma items parsed by `parse`; the first bad one named: "--flag takes EXPECTED, not 'x'".
    private func parsedItems<T>(_ list: String?, flag: String, expected: String, _ parse: (String) -> T?) throws -> [T]? {
        try list.map { list in
            try commaItems(list).map { text in
                guard let value = parse(text) else { throw ValidationError("--\(flag) takes \(expected), not '\(logEscaped(text))'") }
                return value
            }
        }
    }

    private var flagCategories: [ContentSizeCategory]? {
        get throws {
            try parsedItems(
                categories, flag: "categories", expected: ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", "),
                ContentSizeCategory.init(rawValue:))
        }
    }

    private var flagDirections: [LayoutDirection]? {
        get throws { try parsedItems(directions, flag: "directions", expected: "leftToRight and rightToLeft", LayoutDirection.init(rawValue:)) }
    }

    private var flagStates: [ControlStateSet]? {
        get throws {
            let names = ControlStateSet.names.map(\.name).joined(separator: ", ")
            return try parsedItems(states, flag: "states", expected: "\(names), joined by + for several flags", ControlStateSet.init(sweepName:))
        }
    }

    private var flagEras: [UIKitEra]? {
        get throws {
            try parsedItems(uikit, flag: "uikit", expected: UIKitEra.allCases.map(\.rawValue).joined(separator: ", "), UIKitEra.init(rawValue:))
        }
    }

    private var failingKinds: Set<BreakageKind> {
        get throws {
            guard let failOn else { return Set(BreakageKind.allCases) }
            return Set(try commaItems(failOn).map { text in
                guard let kind = BreakageKind(rawValue: text) else {
                    let names = BreakageKind.allCases.map(\.rawValue).joined(separator: ", ")
                    throw ValidationError("--fail-on takes \(names), not '\(logEscaped(text))'")
                }
                return kind
            })
        }
    }

    func validate() throws {
        _ = try flagWidths
        _ = try flagDirections
        _ = try flagCategories
        _ = try flagStates
        _ = try flagEras
        _ = try failingKinds
        if let figure, figureFormat(forPath: figure) == nil {
            throw ValidationError("--figure draws a \(FigureFormat.fileExtensions) file, not '\(logEscaped(figure))'")
        }
    }

    func run() throws {
        try reportingDiagnostics(diagnostics.diagnosticsFormat, sweep)
    }

    private func sweep() throws {
        var flags = SweepAxes(
            categories: try flagCategories, widths: try flagWidths, directions: try flagDirections, states: try flagStates,
            uikit: try flagEras)
        if let titles {
            do {
                flags.titles = try TitleList.load(path: titles)
            } catch {
                countInputs(1)
                printDiagnostics(error.diagnostics)
                throw ExitCode(ExitStatus.failure)
            }
        }
        let plan = try inputs.plan()
        let loader = makeScenarioLoader()
        let failOn = try failingKinds
        var swept: [SweptScenario] = []
        var failures: [ScenarioFailure] = []
        for entry in plan.entries {
            switch entry {
            case .scenario(let input):
                switch sweepScenario(input, loader: loader, flags: flags, failOn: failOn) {
                case .success(let one): swept.append(one)
                case .failure(let failure): failures.append(failure)
                }
            case .failure(let failure):
                failures.append(failure)
            }
        }
        switch format {
        case .json:
            let objects = swept.map(\.report.json)
            print((objects.count == 1 && plan.entries.count == 1 ? objects[0] : JSONValue.array(objects)).rendered())
        case .text:
            print(swept.map(\.report.text).joined(separator: "\n"), terminator: "")
        }
        printEnding(notes: [], errors: failures.isEmpty ? nil : FailureReport(failures: failures, total: plan.entries.count), total: plan.entries.count)
        if let figure {
            guard swept.count == 1 else {
                printDiagnostic(.input, "--figure draws one scenario's sweep, and \(swept.count) were swept")
                throw ExitCode(ExitStatus.failure)
            }
            do {
                try writeSweepFigure(swept[0], to: figure, followSymlinks: inputs.followSymlinks)
            } catch {
                printDiagnostics(error.diagnostics)
                throw ExitCode(ExitStatus.failure)
            }
        }
        let environment = ProcessInfo.processInfo.environment
        if environment["GITHUB_ACTIONS"] == "true" {
            let workspace = environment["GITHUB_WORKSPACE"].flatMap { $0.isEmpty ? nil : $0 } ?? FileManager.default.currentDirectoryPath
            let annotations = githubSweepAnnotations(
                swept.map { SweepAnnotationInput(report: $0.report, file: $0.file, line: $0.line) },
                workspace: workspace, currentDirectory: FileManager.default.currentDirectoryPath)
            for annotation in annotations { print(annotation) }
        }
        if !failures.isEmpty { throw ExitCode(ExitStatus.failure) }
        if swept.contains(where: { !$0.report.failures.isEmpty }) { throw ExitCode(ExitStatus.differences) }
    }
}

/// A comma list's items, spaces around each dropped: `--widths "320, 375"`.
private func commaItems(_ list: String) -> [String] {
    list.split(separator: ",", omittingEmptySubsequences: false).map { item in
        String(item.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
