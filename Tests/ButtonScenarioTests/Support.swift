import ButtonLayout
import ButtonReports
import Foundation
import Testing

@testable import ButtonScenario

/// Parses scenario text that must be valid.
func scenario(
    _ text: String, path: String? = nil, measurer: (any TextMeasuring)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> Scenario {
    do {
        return try ScenarioLoader(textMeasurer: measurer).parse(text, path: path)
    } catch {
        Issue.record("unexpected error:\n\(error)", sourceLocation: sourceLocation)
        throw error
    }
}

/// The diagnostics of scenario text that must be invalid, rendered as `line:column: error: ...`.
func errors(
    _ text: String, path: String? = nil, measurer: (any TextMeasuring)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) -> [String] {
    do {
        let scenario = try ScenarioLoader(textMeasurer: measurer).parse(text, path: path)
        Issue.record("expected an error, got \(scenario)", sourceLocation: sourceLocation)
        return []
    } catch {
        return error.diagnostics.map(\.text)
    }
}

/// The one diagnostic of a scenario whose `button` section is `buttonBody` (indented by the caller).
func buttonErrors(_ buttonBody: String, sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
    errors("button:\n" + buttonBody, sourceLocation: sourceLocation)
}

/// A minimal valid button section, for tests about other keys.
let validButton = """
    button:
      size: [200, 100]

    """

struct FixedMeasurer: TextMeasuring {
    var size: Size
    func measure(_ text: String, font: FontSpec) -> Size {
        Size(width: size.width * Double(text.count), height: font.size * size.height)
    }
}
