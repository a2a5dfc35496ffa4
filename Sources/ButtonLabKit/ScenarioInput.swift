import ButtonFiles
import ButtonInterfaceBuilder
import ButtonReports
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

/// One scenario a command works on: a scenario file, one button of an Interface Builder file, or
/// the scenario read from standard input (`-` on the command line).
package enum ScenarioInput: Hashable, Sendable {
    case file(String)
    case interfaceBuilder(IBImportedButton)
    /// A scenario another format's adapter read (`InputFormat`), as a syntax tree and its provenance.
    case imported(ImportedScenario)
    /// The bytes as read, at most one more than a scenario file may have (`readStandardInput`).
    case standardInput([UInt8])

    /// What messages call standard input, in place of a file's path.
    package static let standardInputName = Provenance.standardInputName

    /// Unique within a run, for batches and checks: the scenario file's path, or `FILE:LINE:COLUMN`
    /// of the button's start tag (ids are unique only per file, and may be missing).
    package var key: String {
        switch self {
        case .file(let path): path
        case .interfaceBuilder(let button): "\(button.source.file):\(button.source.line):\(button.source.column)"
        case .imported(let scenario): "\(scenario.provenance.messagePath):\(scenario.position.line):\(scenario.position.column)"
        case .standardInput: Self.standardInputName
        }
    }

    /// The file the scenario comes from.
    package var file: String {
        switch self {
        case .file(let path): path
        case .interfaceBuilder(let button): button.source.file
        case .imported(let scenario): scenario.provenance.messagePath
        case .standardInput: Self.standardInputName
        }
    }

    /// What progress lines show: the file's name, or the button's scenario name.
    package var shortName: String {
        switch self {
        case .file(let path): path.lastPathComponent
        case .interfaceBuilder(let button): button.name
        case .imported(let scenario): scenario.name
        case .standardInput: Self.standardInputName
        }
    }

    package var interfaceBuilderButton: IBImportedButton? {
        if case .interfaceBuilder(let button) = self { return button }
        return nil
    }
}

/// Standard input, read to its end but never more than one byte past the scenario size limit, so
/// that an endless pipe cannot make a run allocate without bound; the loader then refuses it as
/// too large, like a file.
package func readStandardInput() throws(FileError) -> [UInt8] {
    let limit = ScenarioLimits.maximumFileSize + 1
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while bytes.count < limit {
        let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, min($0.count, limit - bytes.count)) }
        if count == 0 { break }
        if count < 0 {
            if errno == EINTR { continue }
            throw FileError(path: ScenarioInput.standardInputName, reason: .system(String(cString: strerror(errno))))
        }
        bytes += chunk[..<count]
    }
    return bytes
}

/// What a command's inputs turned into, in input order: scenarios to lay out, and the Interface
/// Builder problems found before any of them ran (refused or malformed files, skipped buttons, name
/// clashes), each in the place of the file it concerns.
package struct InputPlan: Sendable {
    package enum Entry: Sendable {
        case scenario(ScenarioInput)
        case failure(ScenarioFailure)
    }

    package var entries: [Entry]
    /// What the IB files gave besides buttons: the files' notes (`no-buttons`), then §9.4's warnings
    /// of the buttons laid out, coded by their tag, each in input order (the order standard error
    /// has always shown). The CLI prints them.
    package var diagnostics: [Diagnostic]
    /// §9.6's scenes of every IB file, in input order (with `--element`, only scenes holding one).
    package var scenes: [IBScene]
    /// `--element` ids no button of any file has.
    package var unmatchedElementIDs: [String]
    /// The IB files read, each as the reader returned it (before name clashes were removed).
    package var imports: [IBFileImport]

    package var scenarios: [ScenarioInput] {
        entries.compactMap { if case .scenario(let input) = $0 { input } else { nil } }
    }

    package var failures: [ScenarioFailure] {
        entries.compactMap { if case .failure(let failure) = $0 { failure } else { nil } }
    }

    /// §9.4's warnings as standard error shows them, `FILE:LINE: warning [TAG]: message (NAME)`.
    package var warnings: [String] {
        diagnostics.filter { $0.severity == .warning }.map(\.text)
    }

    /// The notes as standard error shows them, `FILE: note: no iOS buttons`.
    package var notes: [String] {
        diagnostics.filter { $0.severity == .note }.map(\.text)
    }

    package var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }

    /// One failure per `--element` id no button has (almost always a typo), code `input`.
    package var unmatchedElementFailures: [ScenarioFailure] {
        unmatchedElementIDs.map { id in
            ScenarioFailure(
                path: id, code: .input, file: nil, keyPath: "--element \(id)", message: "no button of the inputs has this id")
        }
    }
}

/// Turns input files into scenarios, each file through its format's adapter in `formats` (a file
/// of no format is a scenario file; docs/interface-builder.md, "How the commands use IB files"). Never
/// fails as a whole; every problem is a failure entry. A file named `-` is the scenario read from
/// standard input, `standardInput`. `roots` are the inputs named on the command line, which the
/// buttons' `source.file` is stated from.
package func planInputs(
    files: [String], formats: InputFormats = .builtIn, options: InterfaceBuilderOptions = .init(), standardInput: [UInt8]? = nil,
    roots: [String] = [], assets: [String] = []
) -> InputPlan {
    var entries: [Int: [InputPlan.Entry]] = [:]
    var byFormat: [String: [(index: Int, path: String)]] = [:]
    for (index, file) in files.enumerated() {
        if file == "-", let standardInput {
            entries[index] = [.scenario(.standardInput(standardInput))]
        } else {
            byFormat[(formats.format(forPath: file) ?? .scenarioFile).name, default: []].append((index, file))
        }
    }
    var plan = InputPlan(entries: [], diagnostics: [], scenes: [], unmatchedElementIDs: [], imports: [])
    var matchedIDs = Set<String>()
    var notes: [Diagnostic] = [], warnings: [Diagnostic] = []
    let context = InputContext(options: options, roots: roots, assets: assets)
    for format in formats.formats {
        guard let formatFiles = byFormat[format.name] else { continue }
        let formatPlan = format.plan(formatFiles, context)
        entries.merge(formatPlan.entries) { $0 + $1 }
        notes += formatPlan.notes
        warnings += formatPlan.warnings
        plan.scenes += formatPlan.scenes
        plan.imports += formatPlan.imports
        matchedIDs.formUnion(formatPlan.matchedIDs)
    }
    plan.entries = files.indices.flatMap { entries[$0] ?? [] }
    plan.diagnostics = notes + warnings
    if let wanted = options.elementIDs {
        plan.unmatchedElementIDs = wanted.subtracting(matchedIDs).sorted()
    }
    return plan
}

/// The IB adapter: reads each file with the context's options. Name clashes between IB files are found
/// here, before anything is laid out or written: the later button is dropped with an error naming both.
func planInterfaceBuilderFiles(_ files: [(index: Int, path: String)], context: InputContext) -> FormatPlan {
    let imports = files.map { file in
        var result = InterfaceBuilder.importFile(atPath: file.path, options: context.options)
        result.stateSources(as: stableSourcePath(file.path, roots: context.roots))
        return result
    }
    // Each clash is positioned at the later button's tag, which is that button's key.
    var clashes: [String: Diagnostic] = [:]
    for clash in nameClashes(in: imports) {
        clashes["\(clash.file ?? ""):\(clash.line ?? 0):\(clash.column ?? 0)"] = clash
    }
    var plan = FormatPlan()
    plan.imports = imports
    for (file, result) in zip(files, imports) {
        var entries: [InputPlan.Entry] = []
        for error in result.errors {
            // A skipped button is named like a button (FILE:LINE:COLUMN), so that each is its own entry.
            let path = error.position.map { "\(file.path):\($0.line):\($0.column)" } ?? file.path
            entries.append(.failure(ScenarioFailure(path: path, diagnostics: [error])))
        }
        for note in result.notes {
            plan.notes.append(
                Diagnostic(
                    severity: .note, code: .noButtons, file: file.path, line: nil, column: nil, keyPath: "", message: note))
        }
        for button in result.buttons {
            plan.matchedIDs.insert(button.source.id)
            let input = ScenarioInput.interfaceBuilder(button)
            if let clash = clashes[input.key] {
                entries.append(.failure(ScenarioFailure(path: input.key, diagnostics: [clash])))
                continue
            }
            plan.warnings += button.warnings.map { Diagnostic($0, file: file.path, buttonName: button.name) }
            entries.append(.scenario(input))
        }
        plan.entries[file.index] = entries
        plan.scenes += result.scenes
    }
    return plan
}

extension Diagnostic {
    /// An Interface Builder import warning (§9.4): code = its tag, at its line, the button's
    /// scenario name closing the message as in `FILE:LINE: warning [TAG]: message (NAME)`, so the
    /// value says which button it is about even where buttons share a line.
    package init(_ warning: IBWarning, file: String, buttonName: String) {
        self.init(
            severity: .warning, code: DiagnosticCode(rawValue: warning.tag.rawValue), file: file, line: warning.line,
            column: nil, keyPath: "", message: "\(warning.message) (\(buttonName))", style: .taggedCode)
    }
}
