import ButtonFiles
import ButtonInterfaceBuilder
import ButtonLayout
import ButtonScenario
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Loads one imported button through the scenario loader's schema, so an IB button gets exactly the
/// checks, defaults and measurements a scenario file gets. The button's tree becomes the loader's
/// syntax tree with every node at the button's start tag: a problem is reported in the IB file (what
/// the user can edit), naming the button and the scenario key.
package func loadScenario(button: IBImportedButton, loader: ScenarioLoader) -> Result<Scenario, ScenarioFailure> {
    let key = ScenarioInput.interfaceBuilder(button).key
    let position = ButtonScenario.SourcePosition(line: button.source.line, column: button.source.column)
    do {
        var scenario = try loader.load(
            syntax: syntaxTree(button.scenario, at: position), file: button.source.file, defaultName: button.name)
        scenario.sourcePath = button.source.file
        return .success(scenario)
    } catch {
        let diagnostics = error.diagnostics.map { diagnostic in
            var moved = diagnostic
            let keyPath = diagnostic.keyPath.isEmpty ? "" : diagnostic.keyPath + ": "
            moved.file = button.source.file
            moved.line = button.source.line
            moved.column = button.source.column
            moved.keyPath = ""
            moved.message = "button \(button.source.id) (\(button.name)): " + keyPath + diagnostic.message
            return moved
        }
        return .failure(ScenarioFailure(path: key, diagnostics: diagnostics))
    }
}

/// A scenario tree as the loader's syntax tree: numbers as plain scalars in their shortest round-trip
/// form (read back to the same double), strings quoted (never taken for a number or a boolean).
func syntaxTree(_ tree: ScenarioTree, at position: ButtonScenario.SourcePosition) -> SyntaxNode {
    switch tree {
    case .mapping(let entries):
        return .mapping(
            entries.map { SyntaxEntry(key: .plain($0.key, at: position), value: syntaxTree($0.value, at: position)) },
            at: position)
    case .sequence(let items):
        return .sequence(items.map { syntaxTree($0, at: position) }, at: position)
    case .number:
        return .plain(flowYAML(tree), at: position)
    case .bool(let value):
        return .plain(value ? "true" : "false", at: position)
    case .string(let text):
        return .scalar(SyntaxScalar(text, style: .doubleQuoted), at: position)
    }
}

/// Loads any input: a scenario file from disk, or an IB button through `loadScenario(button:loader:)`.
package func loadScenario(_ input: ScenarioInput, loader: ScenarioLoader) -> Result<Scenario, ScenarioFailure> {
    switch input {
    case .file(let path): loadScenario(path: path, loader: loader)
    case .interfaceBuilder(let button): loadScenario(button: button, loader: loader)
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

/// Loads and lays out any input; IB buttons keep where they came from for the layout object.
package func layOut(_ input: ScenarioInput, loader: ScenarioLoader) -> Result<LaidOutScenario, ScenarioFailure> {
    guard case .interfaceBuilder(let button) = input else {
        return loadScenario(input, loader: loader).flatMap { layOut($0, path: input.key, loader: loader) }
    }
    return loadScenario(input, loader: loader).flatMap { scenario in
        do {
            var laidOut = LaidOutScenario(scenario: scenario, layout: try computeLayout(of: scenario.model, loader: loader), measurer: loader.textMeasurer)
            laidOut.interfaceBuilder = input.interfaceBuilderButton
            return .success(laidOut)
        } catch {
            return .failure(interfaceBuilderLayoutFailure(error, of: scenario, button: button))
        }
    }
}

/// `explain` of any input. An IB button's explanation is headed by its name and source (§9.1).
package func explainScenario(_ input: ScenarioInput, loader: ScenarioLoader) -> Result<SourcedExplanation, ScenarioFailure> {
    switch input {
    case .file, .standardInput:
        return loadScenario(input, loader: loader).flatMap { explainScenario($0, path: input.key, loader: loader) }
            .map { SourcedExplanation(explanation: $0, button: nil) }
    case .interfaceBuilder(let button):
        return loadScenario(button: button, loader: loader).flatMap { scenario in
            do {
                return .success(SourcedExplanation(explanation: try explain(scenario, loader: loader), button: button))
            } catch {
                return .failure(interfaceBuilderLayoutFailure(error, of: scenario, button: button))
            }
        }
    }
}

/// An engine error of an IB button, at the button's start tag: its syntax tree has every value
/// there, so no finer position exists.
private func interfaceBuilderLayoutFailure(_ error: any Error, of scenario: Scenario, button: IBImportedButton) -> ScenarioFailure {
    var diagnostic = scenario.diagnostic(forLayoutError: error)
    diagnostic.file = button.source.file
    diagnostic.line = button.source.line
    diagnostic.column = button.source.column
    diagnostic.keyPath = "button"
    return ScenarioFailure(path: ScenarioInput.interfaceBuilder(button).key, diagnostics: [diagnostic])
}

/// An explanation and, for an IB button, where the button came from.
package struct SourcedExplanation: Sendable {
    package var explanation: ModelExplanation
    package var button: IBImportedButton?

    /// The explanation's text; an IB button's starts with `NAME — FILE line N, <button id=…>` and its
    /// import warnings.
    package var text: String {
        guard let button else { return explanation.text }
        var header = "\(button.name) — \(sourceDescription(button))\n"
        for warning in button.warnings { header += "  warning: \(warning)\n" }
        return header + explanation.text
    }

    /// The explanation's JSON; an IB button's gains `source` and `importWarnings` after `name`.
    package var json: JSONValue {
        let json = explanation.json
        guard let button, case .object(let members) = json else { return json }
        return .object(
            insertingAfterName(
                members,
                [("source", sourceJSON(button)), ("importWarnings", .array(button.warnings.map { .string($0.description) }))]))
    }
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

/// `FILE line N, <button id="…" userLabel="…">`.
func sourceDescription(_ button: IBImportedButton) -> String {
    "\(button.source.file) line \(button.source.line), \(button.sourceElement)"
}

/// §9.1's `"source": {"file", "line", "id"}`.
func sourceJSON(_ button: IBImportedButton) -> JSONValue {
    .object([
        ("file", .string(button.source.stableFile ?? button.source.file)), ("line", .number(Double(button.source.line))),
        ("id", .string(button.source.id)),
    ])
}

func insertingAfterName(_ members: [(String, JSONValue)], _ inserted: [(String, JSONValue)]) -> [(String, JSONValue)] {
    guard let name = members.firstIndex(where: { $0.0 == "name" }) else { return inserted + members }
    var result = members
    result.insert(contentsOf: inserted, at: name + 1)
    return result
}

/// The layout object of §9.1: `layoutJSON(name:layout:)`, plus, for an IB button, `source` after
/// `name` and the import warnings as `"[TAG] message"` after the model's own warnings.
package func layoutJSON(_ laidOut: LaidOutScenario) -> JSONValue {
    let json = layoutJSON(name: laidOut.scenario.name, layout: laidOut.layout, extraWarnings: laidOut.extraWarnings)
    guard let button = laidOut.interfaceBuilder, case .object(var members) = json else { return json }
    let imported = button.warnings.map { JSONValue.string($0.description) }
    if let index = members.firstIndex(where: { $0.0 == "warnings" }), case .array(let own) = members[index].1 {
        members[index].1 = .array(own + imported)
    } else {
        members.append(("warnings", .array(imported)))
    }
    return .object(insertingAfterName(members, [("source", sourceJSON(button))]))
}

/// `layoutTable(name:layout:)`, plus, for an IB button, its source under the heading and its import
/// warnings with the model's.
package func layoutTable(_ laidOut: LaidOutScenario) -> String {
    let table = layoutTable(name: laidOut.scenario.name, layout: laidOut.layout, extraWarnings: laidOut.extraWarnings)
    guard let button = laidOut.interfaceBuilder else { return table }
    var lines = table.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    lines.insert("  source: \(sourceDescription(button))", at: 1)
    if !button.warnings.isEmpty {
        lines.removeAll { $0 == "  no warnings" }
        // The table ends with "\n", so the last element is empty: warnings go before it.
        lines.insert(contentsOf: button.warnings.map { "  warning: \($0)" }, at: lines.count - 1)
    }
    return lines.joined(separator: "\n")
}

/// A `migrate` object of an IB button: `source` after `name`.
package func interfaceBuilderMigrationJSON(_ json: JSONValue, button: IBImportedButton?) -> JSONValue {
    guard let button, case .object(let members) = json else { return json }
    return .object(insertingAfterName(members, [("source", sourceJSON(button))]))
}

/// A `migrate` text of an IB button, headed by its name and source as `explain`'s is.
package func interfaceBuilderMigrationText(_ text: String, button: IBImportedButton?) -> String {
    guard let button else { return text }
    return "\(button.name) — \(sourceDescription(button))\n" + text
}
