import ButtonDiagram
import ButtonFiles
import ButtonInterfaceBuilder
import ButtonLayout
import ButtonRender
import ButtonReports
import ButtonScenario
import ButtonSolve
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A scenario file that loaded and laid out.
package struct LaidOutScenario: Sendable {
    package var scenario: Scenario
    /// The result of the scenario's model, behind the one seam every command reads.
    package var layout: ModelLayout
    /// Known broken inset recipes recognised in a legacy button (`buttonlab solve` fixes them).
    package var recipeWarnings: [String]
    /// Characters no bundled font draws, per piece of text the figure shows (`U+E000` named).
    package var glyphWarnings: [String]
    /// The Interface Builder button the scenario was imported from; nil for scenario files.
    package var interfaceBuilder: IBImportedButton?

    /// What `layout`, `render` and `check` add to the model's own warnings.
    package var extraWarnings: [String] { recipeWarnings + glyphWarnings }

    /// The glyph warnings as diagnostics (code `missing-glyph`) for standard error: at the scenario
    /// file `path`, or at the start tag of the IB button the scenario came from.
    package func glyphDiagnostics(path: String) -> [Diagnostic] {
        let source = interfaceBuilder?.source
        return glyphWarnings.map { warning in
            Diagnostic(
                severity: .warning, code: .missingGlyph, file: source?.file ?? path, line: source?.line,
                column: source?.column, keyPath: "", message: warning)
        }
    }

    /// `measurer` finds the characters no font draws; without one (no fonts installed), none are reported.
    package init(
        scenario: Scenario, layout: ModelLayout, interfaceBuilder: IBImportedButton? = nil,
        measurer: (any TextMeasuring)? = nil
    ) {
        self.scenario = scenario
        self.layout = layout
        self.interfaceBuilder = interfaceBuilder
        if case .legacy(let result) = layout {
            recipeWarnings = RecipeLint.warnings(for: scenario.button, result: result).map(\.description)
        } else {
            recipeWarnings = []
        }
        glyphWarnings = measurer.map { uncoveredCharacterWarnings(in: scenario, measurer: $0) } ?? []
    }
}

/// The texts a scenario's figure shows, each with the warning for characters no font draws.
package func uncoveredCharacterWarnings(in scenario: Scenario, measurer: any TextMeasuring) -> [String] {
    var texts: [(String, String?)] = [("the title", scenario.title?.text)]
    if let configuration = scenario.configuration?.configuration {
        texts = [("the title", configuration.title?.text), ("the subtitle", configuration.subtitle?.text)]
    }
    texts.append(("the caption", scenario.diagram.caption ?? scenario.caption))
    texts += scenario.diagram.ghosts.map { ("a ghost's label", $0.label) }
    return texts.compactMap { place, text in
        guard let text, !text.isEmpty else { return nil }
        let missing = measurer.uncoveredCharacters(in: text)
        return missing.isEmpty ? nil : uncoveredCharactersWarning(missing, in: place)
    }
}

/// Why one scenario of a batch produced nothing: its diagnostics, as values; the CLI formats them.
package struct ScenarioFailure: Error, Sendable, CustomStringConvertible {
    /// The input the failure is about (a file, an IB button's key, an output path), for the
    /// closing summary.
    package var path: String
    package var diagnostics: [Diagnostic]
    /// A trace scenario without a button size: nothing wrong with the file, only nothing for
    /// `layout`/`explain` to lay out. Those commands print the diagnostic as a note and go on.
    package var isTraceWithoutButton: Bool
    /// A scenario without a `trace:` block: nothing for `trace` to simulate; in a batch it is skipped.
    package var isWithoutTrace: Bool

    package init(
        path: String, diagnostics: [Diagnostic], isTraceWithoutButton: Bool = false, isWithoutTrace: Bool = false
    ) {
        self.path = path
        self.diagnostics = diagnostics
        self.isTraceWithoutButton = isTraceWithoutButton
        self.isWithoutTrace = isWithoutTrace
    }

    /// One error about `path`: `file: error: message`, or `error: message` when `file` is nil.
    package init(
        path: String, code: DiagnosticCode, file: String?, line: Int? = nil, keyPath: String = "", message: String
    ) {
        self.init(
            path: path,
            diagnostics: [Diagnostic(code: code, file: file, line: line, column: nil, keyPath: keyPath, message: message)])
    }

    /// The diagnostics as stderr shows them, one line each (notes on lines of their own).
    package var message: String { diagnostics.map(\.text).joined(separator: "\n") }

    package var description: String { message }
}

/// Loads one scenario file; every problem becomes a `ScenarioFailure`.
package func loadScenario(path: String, loader: ScenarioLoader) -> Result<Scenario, ScenarioFailure> {
    do {
        return .success(try loader.load(path: path))
    } catch {
        return .failure(ScenarioFailure(path: path, diagnostics: error.diagnostics))
    }
}

/// Loads and lays out one scenario file; every problem becomes a `ScenarioFailure`.
package func layOut(path: String, loader: ScenarioLoader) -> Result<LaidOutScenario, ScenarioFailure> {
    loadScenario(path: path, loader: loader).flatMap { layOut($0, path: path, loader: loader) }
}

/// Lays out a loaded scenario. A trace scenario is laid out when its `button` block has a size.
package func layOut(_ scenario: Scenario, path: String, loader: ScenarioLoader) -> Result<LaidOutScenario, ScenarioFailure> {
    if let skipped = traceWithoutButtonFailure(scenario, path: path) { return .failure(skipped) }
    do {
        return .success(LaidOutScenario(
            scenario: scenario, layout: try computeLayout(of: scenario.model, loader: loader), measurer: loader.textMeasurer))
    } catch {
        return .failure(layoutFailure(error, of: scenario, path: path))
    }
}

/// Runs the model behind the seam, with the loader's measurers for text the scenario did not size.
package func computeLayout(of model: ModelButton, loader: ScenarioLoader) throws -> ModelLayout {
    switch model {
    case .legacy(let button):
        return .legacy(try button.computeLayout(measurer: loader.titleMeasurer))
    case .configuration(let button):
        if let measurer = loader.labelMeasurer { return .configuration(button.computeLayout(measuring: measurer)) }
        return .configuration(try button.computeLayout())
    }
}

/// Loads one scenario file and lays it out with every step written down (one computation: the
/// explanation carries the result).
package func explainScenario(path: String, loader: ScenarioLoader) -> Result<ModelExplanation, ScenarioFailure> {
    loadScenario(path: path, loader: loader).flatMap { explainScenario($0, path: path, loader: loader) }
}

/// Explains a loaded scenario; `path` names it in messages.
package func explainScenario(_ scenario: Scenario, path: String, loader: ScenarioLoader) -> Result<ModelExplanation, ScenarioFailure> {
    if let skipped = traceWithoutButtonFailure(scenario, path: path) { return .failure(skipped) }
    do {
        switch scenario.model {
        case .legacy(let button):
            return .success(.legacy(try button.explain(name: scenario.name, measurer: loader.titleMeasurer)))
        case .configuration(let button):
            if let measurer = loader.labelMeasurer {
                return .success(.configuration(button.explain(name: scenario.name, measuring: measurer)))
            }
            return .success(.configuration(try button.explain(name: scenario.name)))
        }
    } catch {
        return .failure(layoutFailure(error, of: scenario, path: path))
    }
}

/// An engine error at the value that caused it (the scenario's source map).
private func layoutFailure(_ error: any Error, of scenario: Scenario, path: String) -> ScenarioFailure {
    var diagnostic = scenario.diagnostic(forLayoutError: error)
    diagnostic.file = path
    return ScenarioFailure(path: path, diagnostics: [diagnostic])
}

/// How a batch's failures end on standard error, as values: every diagnostic in order, then the
/// inputs that failed (`N of M scenarios failed:` and one indented path a line). The CLI prints it.
package struct FailureReport: Sendable {
    package var diagnostics: [Diagnostic]
    /// The inputs the closing list names; empty for a report that is its diagnostics alone.
    package var failedPaths: [String]
    /// How many inputs the batch had.
    package var total: Int

    package init(diagnostics: [Diagnostic], failedPaths: [String] = [], total: Int) {
        self.diagnostics = diagnostics
        self.failedPaths = failedPaths
        self.total = total
    }

    /// Every failure's diagnostics, then the list of the failed inputs.
    package init(failures: [ScenarioFailure], total: Int) {
        self.init(diagnostics: failures.flatMap(\.diagnostics), failedPaths: failures.map(\.path), total: total)
    }

    /// `N of M scenario(s) failed:` and the paths, escaped for logs; nil without failed inputs.
    package var summary: String? {
        guard !failedPaths.isEmpty else { return nil }
        var text = "\(failedPaths.count) of \(total) scenario\(total == 1 ? "" : "s") failed:"
        for path in failedPaths { text += "\n  \(displayPath(path))" }
        return text
    }

    /// The diagnostics, one a line, then the summary: what standard error shows.
    package var text: String {
        (diagnostics.map(\.text) + [summary].compactMap { $0 }).joined(separator: "\n")
    }

    /// `{"diagnostics": [...], "failed": [paths], "total": M}`: the diagnostics as data for tools
    /// (`--diagnostics-format json`), each as `Diagnostic.json` writes it.
    package var json: JSONValue {
        .object([
            ("diagnostics", .array(diagnostics.map(\.json))),
            ("failed", .array(failedPaths.map(JSONValue.string))),
            ("total", .number(Double(total))),
        ])
    }
}

/// The loader every command uses: titles without a `size` are measured with the renderer's fonts,
/// so `layout` and `render` agree. The fonts load on the first such title, so scenarios that give
/// every size never pay for them; without the fonts installed, such titles get the loader's
/// "give a size" error instead of a wrong measurement.
package func makeScenarioLoader() -> ScenarioLoader {
    let missing = FontLibrary.defaultFontFiles.filter { !FileManager.default.isReadableFile(atPath: $0) }
    var loader = ScenarioLoader(textMeasurer: missing.isEmpty ? LazyFontMeasurer() : nil)
    loader.measuringUnavailable = missingFontsReason(missing)
    loader.userFonts = currentUserFonts()
    return loader
}

/// Which stand-in font files are missing, and where they were looked for: `BUTTONLAB_FONTS` or /usr/share/fonts.
package func missingFontsReason(_ missing: [String]) -> String? {
    guard let first = missing.first else { return nil }
    let root = FontLibrary.fontsRoot
    let relative = first.hasPrefix(root + "/") ? String(first.dropFirst(root.count + 1)) : first
    let place = root == "/usr/share/fonts" ? "/usr/share/fonts" : "BUTTONLAB_FONTS (\(displayPath(root)))"
    let more = missing.count > 1 ? " and \(missing.count - 1) more font file\(missing.count == 2 ? "" : "s")" : ""
    return "\(place) lacks \(relative)\(more) (run `make deps`, or point BUTTONLAB_FONTS at a copy of Debian's font tree)"
}

/// Starts loading the drawing stack's libraries on another core
/// (`FontLibrary.prepareStandardInBackground`): for commands that will draw, while they read their
/// scenarios and build the font configuration.
package func prepareFiguresInBackground() {
    FontLibrary.prepareStandardInBackground()
}

struct LazyFontMeasurer: TextMeasuring {
    private var fonts: FontLibrary {
        // The files were checked just before; a failure now is a broken installation.
        guard let fonts = try? FontLibrary.standard() else {
            fatalError("the fonts in \(FontLibrary.defaultFontFiles) exist but cannot be loaded")
        }
        return fonts
    }

    func measure(_ text: String, font: FontSpec) -> Size {
        fonts.measure(text, font: font)
    }

    /// Text made only of characters the bundled fonts certainly draw (`alwaysDrawn`) never loads the
    /// fonts: `layout` of a sized scenario stays clear of cairo, Pango and fontconfig.
    func uncoveredCharacters(in text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.allSatisfy(FontLibrary.alwaysDrawn) ? [] : fonts.uncoveredCharacters(in: text)
    }

    func systemFontRuns(of text: String) -> [(text: String, isSystemFont: Bool)] {
        text.unicodeScalars.allSatisfy(\.isASCII) ? [(text, true)] : fonts.systemFontRuns(of: text)
    }
}
