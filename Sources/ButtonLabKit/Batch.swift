import ButtonFiles
import ButtonLayout
import ButtonRender
import ButtonScenario
import Foundation

/// A scenario file that loaded and laid out.
public struct LaidOutScenario: Sendable {
    public var scenario: Scenario
    public var result: LayoutResult
}

/// Why one scenario of a batch produced nothing. The message is complete and ready for stderr.
public struct ScenarioFailure: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { message }
}

/// Exit statuses shared by every command (cli.md): 1 is reserved for "differences found".
public enum ExitStatus {
    public static let success: Int32 = 0
    public static let differences: Int32 = 1
    public static let failure: Int32 = 2
}

/// Loads one scenario file; every problem becomes a `ScenarioFailure`.
public func loadScenario(path: String, loader: ScenarioLoader) -> Result<Scenario, ScenarioFailure> {
    do {
        return .success(try loader.load(path: path))
    } catch {
        return .failure(ScenarioFailure(path: path, message: error.description))
    }
}

/// Loads and lays out one scenario file; every problem becomes a `ScenarioFailure`.
public func layOut(path: String, loader: ScenarioLoader) -> Result<LaidOutScenario, ScenarioFailure> {
    loadScenario(path: path, loader: loader).flatMap { scenario in
        do {
            return .success(LaidOutScenario(scenario: scenario, result: try scenario.button.computeLayout(measurer: loader.titleMeasurer)))
        } catch {
            return .failure(layoutFailure(error, path: path))
        }
    }
}

/// Loads one scenario file and lays it out with every step written down (one computation: the
/// explanation carries the result).
public func explainScenario(path: String, loader: ScenarioLoader) -> Result<Explanation, ScenarioFailure> {
    loadScenario(path: path, loader: loader).flatMap { scenario in
        do {
            return .success(try scenario.button.explain(name: scenario.name, measurer: loader.titleMeasurer))
        } catch {
            return .failure(layoutFailure(error, path: path))
        }
    }
}

private func layoutFailure(_ error: any Error, path: String) -> ScenarioFailure {
    ScenarioFailure(path: path, message: "\(displayPath(path)): error: button: \(logEscaped(String(describing: error)))")
}

/// The closing summary of a batch that had failures, listing every one. Messages are escaped for
/// logs where they are made; paths here.
public func failureSummary(_ failures: [ScenarioFailure], total: Int) -> String {
    var text = failures.map(\.message).joined(separator: "\n")
    text += "\n\(failures.count) of \(total) scenario\(total == 1 ? "" : "s") failed:"
    for failure in failures { text += "\n  \(displayPath(failure.path))" }
    return text
}

/// The loader every command uses: titles without a `size` are measured with the renderer's fonts,
/// so `layout` and `render` agree. The fonts load on the first such title, so scenarios that give
/// every size never pay for them; without the fonts installed, such titles get the loader's
/// "give a size" error instead of a wrong measurement.
public func makeScenarioLoader() -> ScenarioLoader {
    let fontsInstalled = FontLibrary.defaultFontFiles.allSatisfy { FileManager.default.isReadableFile(atPath: $0) }
    return ScenarioLoader(textMeasurer: fontsInstalled ? LazyFontMeasurer() : nil)
}

struct LazyFontMeasurer: TextMeasuring {
    func measure(_ text: String, font: FontSpec) -> Size {
        // The files were checked just before; a failure now is a broken installation.
        guard let fonts = try? FontLibrary.standard() else {
            fatalError("the fonts in \(FontLibrary.defaultFontFiles) exist but cannot be loaded")
        }
        return fonts.measure(text, font: font)
    }
}
