import ButtonCore
import ButtonLayout

/// A model's explanation: each model has its own events and printers.
public enum ModelExplanation: Sendable {
    case legacy(Explanation)
    case configuration(ConfigurationExplanation)

    public var text: String {
        switch self {
        case .legacy(let explanation): explanation.text
        case .configuration(let explanation): explanation.text
        }
    }

    public var json: JSONValue {
        switch self {
        case .legacy(let explanation): explanationJSON(explanation)
        case .configuration(let explanation): explanation.json
        }
    }
}

/// What `explain` prints for one scenario: the explanation and where the input came from. A
/// button of a larger file (an IB document) is headed by its name, source and import warnings.
public struct ExplanationReport: Sendable {
    public var explanation: ModelExplanation
    public var name: String
    public var provenance: Provenance?
    public var importWarnings: [Diagnostic]
    /// The state and Dynamic Type resolution of a legacy button, printed as the first step.
    public var content: ContentResolution?
    /// The iOS release laid out for, named under the heading (layout-model.md R17).
    public var uikit: UIKitEra
    /// The SDK the app was linked against, named in the profile when old (layout-model.md R17).
    public var linkedSDK: LinkedSDKAge
    /// The image's SF Symbol (scenario-format.md's SF Symbols, after the spec's), printed as a step before the layout's.
    public var symbol: SymbolImage?

    public init(
        explanation: ModelExplanation, name: String, provenance: Provenance?, importWarnings: [Diagnostic] = [],
        content: ContentResolution? = nil, uikit: UIKitEra = .ios26, linkedSDK: LinkedSDKAge = .recent, symbol: SymbolImage? = nil
    ) {
        self.content = content
        self.uikit = uikit
        self.linkedSDK = linkedSDK
        self.symbol = symbol
        self.explanation = explanation
        self.name = name
        self.provenance = provenance
        self.importWarnings = importWarnings
    }

    /// "configuration" or "legacy", and the era.
    public var profile: ReportProfile {
        switch explanation {
        case .legacy: ReportProfile(model: "legacy", uikit: uikit, linkedSDK: linkedSDK)
        case .configuration: ReportProfile(model: "configuration", uikit: uikit, linkedSDK: linkedSDK)
        }
    }

    /// The explanation's text; a button of a larger file's starts with `NAME — SOURCE` and its
    /// import warnings, one `  warning: [TAG] message` a line.
    public var text: String {
        // The content step comes first: the rules below lay out what it chose (states.md AS5).
        var body = insertingAfterHeading(profile.textLines, into: explanation.text)
        if let content {
            var step = "Content (states.md AS1–AS3, dynamic-type.md DY1, DY4)\n"
            for line in content.textLines { step += "  \(line)\n" }
            for lint in content.lints { step += "  warning: \(lint)\n" }
            body = step + "\n" + body
        }
        if let symbol {
            // Which configuration UIKit applies decides the image's size, which every rule below uses.
            var step = "Symbol image (symbols.md SY2, SY3)\n  \(symbol.textLine)\n"
            if let warning = symbol.warning { step += "  warning: \(warning)\n" }
            body = step + "\n" + body
        }
        guard let source = provenance, source.isButtonInFile else { return body }
        var header = "\(name) — \(source.text)\n"
        for warning in importWarnings { header += "  warning: \(importWarningText(warning))\n" }
        return header + body
    }

    /// The explanation's JSON; a button of a larger file's has `source` and `importWarnings` after `name`.
    public var json: JSONValue {
        var json = explanation.json
        if let content, case .object(var members) = json {
            members.insert((LayoutKey.content.rawValue, content.json), at: min(1, members.count))
            json = .object(members)
        }
        if let symbol, case .object(var members) = json {
            members.insert((LayoutKey.symbol.rawValue, symbol.json), at: min(1, members.count))
            json = .object(members)
        }
        json = json.inserting(profile, after: 1)
        guard let source = provenance, source.isButtonInFile, case .object(var members) = json else { return json }
        let added: [(ExplanationKey, JSONValue)] = [
            (.source, source.json), (.importWarnings, .array(importWarnings.map { .string(importWarningText($0)) })),
        ]
        members.insert(contentsOf: added.map { ($0.0.rawValue, $0.1) }, at: 1)
        return .object(members)
    }
}


/// `buttonlab explain --format json`: the same events as the text, as data. Each phase lists its
/// entries in order: steps (name, formula, substituted formula, value, the roundings inside it),
/// notes (a sentence) and uncertainties (an id and a sentence).
package func explanationJSON(_ explanation: Explanation) -> JSONValue {
    let scale = explanation.button.scale.factor
    var phases: [JSONValue] = []
    var current: (phase: LayoutPhase, entries: [JSONValue])?
    func flush() {
        if let current {
            phases.append(ExplanationPhaseKey.object([
                (.phase, .string(current.phase.rawValue)), (.title, .string(current.phase.title)),
                (.entries, .array(current.entries)),
            ]))
        }
    }
    for event in explanation.events {
        let entry: JSONValue
        switch event {
        case .phase(let phase):
            flush()
            current = (phase, [])
            continue
        case .step(let name, let term, let value):
            let roundings = term.roundings(scale: scale).map { rounding -> JSONValue in
                RoundingKey.object([
                    (.function, .string(rounding.rounding.rawValue)), (.before, .number(rounding.before)),
                    (.after, .number(rounding.after)),
                    (.grid, .string(rounding.rounding.gridDescription(scale: explanation.button.scale))),
                ])
            }
            entry = ExplanationEntryKey.object([
                (.kind, .string("step")), (.name, .string(name)), (.formula, .string(term.symbolic)),
                (.substituted, .string(term.substituted)), (.value, .number(value)), (.roundings, .array(roundings)),
            ])
        case .note:
            entry = ExplanationEntryKey.object([(.kind, .string("note")), (.text, .string(explanation.lines(for: event).joined()))])
        case .uncertain(let uncertainty):
            entry = ExplanationEntryKey.object([
                (.kind, .string("uncertain")), (.id, .string(uncertainty.rawValue)),
                (.text, .string(uncertainty.explanation)),
            ])
        }
        current?.entries.append(entry)
    }
    flush()
    return ExplanationKey.object([
        (.name, explanation.name.map(JSONValue.string) ?? .null),
        (.heading, .string(explanation.heading)),
        (.phases, .array(phases)),
        (.result, layoutJSON(name: explanation.name ?? "", result: explanation.result)),
    ])
}
