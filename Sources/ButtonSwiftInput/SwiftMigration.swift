import ButtonFiles
import ButtonLabKit
import ButtonLayout
import ButtonScenario
import ButtonSolve
import ButtonSwiftSource

/// `migrate FILE.swift --fix` (swift-source.md S5): the edited text, and per button what was done or why not.
package struct SwiftMigrationOutcome: Sendable {
    package var original: String
    package var edited: String
    /// One note per migrated button, saying what the check covered.
    package var migrated: [Diagnostic]
    /// One warning per legacy or configuration button left as it is, with the reason.
    package var leftAlone: [Diagnostic]
}

/// The code one migrated button gets, one line each, not yet indented. A value so that tests can
/// hand in a generator whose code breaks the file (`migrate --fix` must then refuse).
package typealias MigrationCodeGenerator = @Sendable (Migration, MigrationSite) -> [String]

/// Solve's configuration code (Snippets), with the button's own expressions carried and the name its
/// statements use (`$0`, a closure's local): one configuration variable per button, never redeclared.
package let configurationCode: MigrationCodeGenerator = { migration, site in
    let last = site.receiver.split(separator: ".").last.map(String.init) ?? site.receiver
    let name = ["$0", "self"].contains(last) ? "configuration" : last + "Configuration"
    let carried = Snippets.Carried(title: site.title, font: site.font, image: site.image, configurationName: name)
    let code = Snippets.swift(legacy: nil, configuration: migration.configurationAnswer, variable: site.receiver, carried: carried)
    return code.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
}

/// Titles a carried (unresolved) title is checked with: a short, a typical and a long localisation.
package let carriedTitleSweep = ["OK", "Share", "Mit allen Kontakten teilen"]
/// Image sizes a carried image is checked with, in points.
package let carriedImageSweep = [Size(width: 16, height: 16), Size(width: 24, height: 24), Size(width: 32, height: 32)]
/// The font a carried (unresolved) title font is laid out with on both sides of the check.
package let carriedFontSize = 17.0

/// Keys whose unresolved value is moved as an expression rather than converted.
private func isCarried(_ key: String) -> Bool { key == "title.text" || key.hasPrefix("title.font.") || key == "image" }

/// Reads `path`, migrates every legacy button it can, and checks the edited text by reading it back:
/// it must parse, and every migrated button must lay out with no visible difference for every
/// sample of its carried values. A button failing the check is left out and listed; a file that
/// would not parse is refused.
package func migrateSwiftFile(
    path: String, loader: ScenarioLoader, assets: [String] = [], code: MigrationCodeGenerator = configurationCode
) -> Result<SwiftMigrationOutcome, ScenarioFailure> {
    let text: String
    do {
        guard let decoded = String(validating: try readRegularFile(atPath: path, maximumBytes: SwiftSource.maximumFileSize), as: UTF8.self)
        else { return .failure(ScenarioFailure(path: path, code: .input, file: path, message: "the Swift file is not UTF-8")) }
        text = decoded
    } catch {
        return .failure(ScenarioFailure(path: path, code: .input, file: path, message: "cannot read the Swift file: \(error.reasonText)"))
    }
    let model: SwiftSourceFile
    switch SwiftSource.parse(text, path: path) {
    case .success(let parsed): model = parsed
    case .failure(let problem): return .failure(ScenarioFailure(path: path, diagnostics: [problem.diagnostic]))
    }
    let checker = MigrationChecker(path: path, loader: loader, assets: assets)
    let sites = MigrationSites(text: text)
    var leftAlone: [Diagnostic] = []
    func leave(_ button: SwiftButton, line: Int? = nil, severity: Diagnostic.Severity = .warning, _ why: String) {
        leftAlone.append(Diagnostic(
            severity: severity, code: "not-migrated", file: path, line: line ?? button.line, column: nil, keyPath: "",
            message: "\(button.name) left as it is: \(why)", style: .taggedCode))
    }
    var candidates: [MigrationCandidate] = []
    for button in model.buttons {
        guard button.api == .legacy else {
            leave(button, severity: button.api == .configuration ? .note : .warning, button.api == .configuration ? "it already uses a configuration" : "a subclass that places its subviews itself; a configuration would not call its overrides")
            continue
        }
        if let converted = button.unresolved.first(where: { !isCarried($0.key) }) {
            leave(button, line: converted.line, "\(converted.key) is unresolved (\(converted.why)); a configuration needs it converted, not moved")
            continue
        }
        let site: MigrationSite
        switch sites.site(of: button) {
        case .success(let found): site = found
        case .failure(let refusal):
            leave(button, line: refusal.line, refusal.why)
            continue
        }
        let samples = checker.samples(for: button)
        switch checker.migration(of: button, sample: samples[samples.count / 2]) {
        case .failure(let why): leave(button, why.text)
        case .success(let migration): candidates.append(MigrationCandidate(button: button, site: site, samples: samples, migration: migration))
        }
    }
    // Edit, read back, drop any button the check finds different, until every one left passes.
    while true {
        let edited = sites.applying(candidates.map { candidate in
            let lines = code(candidate.migration, candidate.site).map { $0.isEmpty ? "" : candidate.site.indentation + $0 }
            return (candidate.site, lines.joined(separator: "\n") + "\n")
        })
        let reread: SwiftSourceFile
        switch SwiftSource.parse(edited, path: path) {
        case .success(let parsed): reread = parsed
        case .failure(let problem):
            var refused = problem.diagnostic
            refused.message = "refused: the edited file would not parse (\(problem.diagnostic.message)); nothing written"
            return .failure(ScenarioFailure(path: path, diagnostics: [refused]))
        }
        var failed: [(Int, String)] = []
        for (index, candidate) in candidates.enumerated() {
            if let why = checker.difference(candidate, reread: reread) { failed.append((index, why)) }
        }
        for (index, why) in failed.reversed() {
            leave(candidates[index].button, "re-reading the edited file shows a difference: \(why)")
            candidates.remove(at: index)
        }
        guard failed.isEmpty else { continue }
        let migrated = candidates.map { candidate in
            Diagnostic(
                severity: .note, code: "migrated", file: path, line: candidate.button.line, column: nil, keyPath: "",
                message: "\(candidate.button.name) migrated (lines \(candidate.site.lines.map(String.init).joined(separator: ", "))): \(checker.coverage(candidate))",
                style: .taggedCode)
        }
        leftAlone.sort { ($0.line ?? 0) < ($1.line ?? 0) }
        return .success(SwiftMigrationOutcome(original: text, edited: edited, migrated: migrated, leftAlone: leftAlone))
    }
}

/// A legacy button on its way: where it is edited, the samples it is checked with, its configuration.
struct MigrationCandidate {
    var button: SwiftButton
    var site: MigrationSite
    var samples: [CarriedSample]
    var migration: Migration
}

/// Values a carried expression stands for in the check (nil: the file's own).
struct CarriedSample {
    var title: String?
    var fontSize: Double?
    var image: Size?
}
