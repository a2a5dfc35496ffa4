import ButtonFiles
import ButtonInterfaceBuilder
import ButtonLayout
import ButtonReports
import ButtonScenario
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Loads one imported button through the scenario loader's schema, so an IB button gets exactly the
/// checks, defaults and measurements a scenario file gets (`loadScenario(imported:loader:)`).
package func loadScenario(button: IBImportedButton, loader: ScenarioLoader) -> Result<Scenario, ScenarioFailure> {
    loadScenario(imported: button.imported, loader: loader)
}

/// Loads a scenario an adapter read. Every node of its tree is at `position`, so a problem is reported
/// in the adapter's file (what the user can edit), naming the scenario and the scenario key.
package func loadScenario(imported: ImportedScenario, loader: ScenarioLoader) -> Result<Scenario, ScenarioFailure> {
    let file = imported.provenance.messagePath
    do {
        var scenario = try loader.load(syntax: imported.syntax, file: file, defaultName: imported.name)
        scenario.provenance = imported.provenance
        scenario.importWarnings = imported.importWarnings
        return .success(scenario)
    } catch {
        let diagnostics = error.diagnostics.map { diagnostic in
            var atTag = diagnostic
            atTag.file = file
            atTag.position = imported.position
            atTag.subject = Diagnostic.Subject(provenance: imported.provenance, name: imported.name)
            return atTag
        }
        return .failure(ScenarioFailure(path: ScenarioInput.imported(imported).key, diagnostics: diagnostics))
    }
}

/// Loads any input: a scenario file from disk, or an IB button through `loadScenario(button:loader:)`.
package func loadScenario(_ input: ScenarioInput, loader: ScenarioLoader) -> Result<Scenario, ScenarioFailure> {
    switch input {
    case .file(let path): loadScenario(path: path, loader: loader)
    case .interfaceBuilder(let button): loadScenario(button: button, loader: loader)
    case .imported(let imported): loadScenario(imported: imported, loader: loader)
    case .standardInput(let bytes): loadStandardInput(bytes, loader: loader)
    }
}

/// Standard input is read like a file named `<stdin>` in the current directory: messages say
/// `<stdin>:LINE:COL`, `image.file` is relative to the current directory, and the default name is
/// `stdin`. It is JSON when its first non-blank character is `{` (a YAML flow mapping reads the same).
private func loadStandardInput(_ bytes: [UInt8], loader: ScenarioLoader) -> Result<Scenario, ScenarioFailure> {
    let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    do {
        return .success(try loader.load(
            bytes: bytes, path: ScenarioInput.standardInputName, baseName: "stdin", isJSON: first == UInt8(ascii: "{")))
    } catch {
        return .failure(ScenarioFailure(path: ScenarioInput.standardInputName, diagnostics: error.diagnostics))
    }
}

/// Loads and lays out any input; IB buttons keep their button for the gallery and figures.
package func layOut(_ input: ScenarioInput, loader: ScenarioLoader) -> Result<LaidOutScenario, ScenarioFailure> {
    guard let imported = input.imported else {
        return loadScenario(input, loader: loader).flatMap { layOut($0, path: input.key, loader: loader) }
    }
    return loadScenario(imported: imported, loader: loader).flatMap { scenario in
        do {
            var laidOut = LaidOutScenario(scenario: scenario, layout: try computeLayout(of: scenario.model, loader: loader), measurer: loader.textMeasurer)
            laidOut.interfaceBuilder = input.interfaceBuilderButton
            return .success(laidOut)
        } catch {
            return .failure(importedLayoutFailure(error, of: scenario, imported: imported))
        }
    }
}

/// `explain` of any input, with where it came from (an IB button's is headed by its name and source, §9.1).
package func explainScenario(_ input: ScenarioInput, loader: ScenarioLoader) -> Result<ExplanationReport, ScenarioFailure> {
    guard let imported = input.imported else {
        return loadScenario(input, loader: loader).flatMap { scenario in
            explainScenario(scenario, path: input.key, loader: loader).map { ExplanationReport(explanation: $0, scenario: scenario) }
        }
    }
    return loadScenario(imported: imported, loader: loader).flatMap { scenario in
        do {
            return .success(ExplanationReport(explanation: try explain(scenario, loader: loader), scenario: scenario))
        } catch {
            return .failure(importedLayoutFailure(error, of: scenario, imported: imported))
        }
    }
}

/// An engine error of an imported scenario, at its position (an IB button's start tag) with the engine's
/// key path (`button.imageRect[2]`) and the button as its subject, like a load error: no IB element or
/// attribute supplies the values an engine can fail on (rect overrides, unmeasured labels), so the tag
/// is the finest position there is (docs/architecture.md).
private func importedLayoutFailure(_ error: any Error, of scenario: Scenario, imported: ImportedScenario) -> ScenarioFailure {
    var diagnostic = scenario.diagnostic(forLayoutError: error)
    diagnostic.file = imported.provenance.messagePath
    diagnostic.position = imported.position
    diagnostic.subject = Diagnostic.Subject(provenance: imported.provenance, name: imported.name)
    return ScenarioFailure(path: ScenarioInput.imported(imported).key, diagnostics: [diagnostic])
}

private func explain(_ scenario: Scenario, loader: ScenarioLoader) throws -> ModelExplanation {
    switch scenario.model {
    case .legacy(let button):
        return .legacy(try button.explain(name: scenario.name, measurer: loader.titleMeasurer))
    case .configuration(let button):
        if let measurer = loader.labelMeasurer {
            return .configuration(button.explain(name: scenario.name, measuring: measurer))
        }
        return .configuration(try button.explain(name: scenario.name))
    }
}

extension ExplanationReport {
    package init(explanation: ModelExplanation, scenario: Scenario) {
        self.init(
            explanation: explanation, name: scenario.name, provenance: scenario.provenance, importWarnings: scenario.importWarnings,
            content: scenario.configuration == nil ? scenario.button.content : nil, uikit: scenario.uikit,
            linkedSDK: scenario.button.linkedSDK, symbol: scenario.image?.symbol)
    }
}

extension LaidOutScenario {
    /// What `layout` prints for it: the layout object and table, with its provenance and warnings.
    package var report: LayoutReport {
        LayoutReport(
            name: scenario.name, provenance: scenario.provenance, layout: layout, extraWarnings: extraWarnings,
            importWarnings: scenario.importWarnings, content: scenario.configuration == nil ? scenario.button.content : nil,
            uikit: scenario.uikit, linkedSDK: scenario.button.linkedSDK, symbol: scenario.image?.symbol)
    }
}

extension ScenarioInput {
    /// The input as a syntax tree and provenance, for every input an adapter read (IB buttons too).
    var imported: ImportedScenario? {
        switch self {
        case .file, .standardInput: nil
        case .interfaceBuilder(let button): button.imported
        case .imported(let imported): imported
        }
    }
}

extension IBImportedButton {
    /// The button as the IB adapter gives it to the loader.
    var imported: ImportedScenario {
        ImportedScenario(syntax: syntaxNode, provenance: provenance, name: name, position: position, importWarnings: importWarnings)
    }

    /// The `<button` start tag, where every diagnostic about the button points.
    package var position: SourcePosition { SourcePosition(line: source.line, column: source.column) }

    /// The IB adapter's provenance: the file as given and as stated, the start tag's line, column and id.
    package var provenance: Provenance {
        .interfaceBuilder(
            file: SourceFile(path: source.file, stated: source.stableFile), line: source.line, column: source.column, id: source.id,
            startTag: sourceElement, outlet: outlet)
    }

    /// §9.4's warnings as data: code = tag, at the line each is about.
    var importWarnings: [Diagnostic] {
        warnings.map {
            Diagnostic(
                severity: .warning, code: DiagnosticCode(rawValue: $0.tag.rawValue), file: source.file, line: $0.line, column: nil,
                keyPath: "", message: $0.message, style: .taggedCode)
        }
    }
}
