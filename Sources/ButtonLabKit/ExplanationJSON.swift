import ButtonLayout

/// `buttonlab explain --format json`: the same events as the text, as data. Each phase lists its
/// entries in order: steps (name, formula, substituted formula, value, the roundings inside it),
/// notes (a sentence) and uncertainties (an id and a sentence).
package func explanationJSON(_ explanation: Explanation) -> JSONValue {
    let scale = explanation.button.scale.factor
    var phases: [JSONValue] = []
    var current: (phase: LayoutPhase, entries: [JSONValue])?
    func flush() {
        if let current {
            phases.append(.object([
                ("phase", .string(current.phase.rawValue)), ("title", .string(current.phase.title)),
                ("entries", .array(current.entries)),
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
                .object([
                    ("function", .string(rounding.rounding.rawValue)), ("before", .number(rounding.before)),
                    ("after", .number(rounding.after)),
                    ("grid", .string(rounding.rounding.gridDescription(scale: explanation.button.scale))),
                ])
            }
            entry = .object([
                ("kind", .string("step")), ("name", .string(name)), ("formula", .string(term.symbolic)),
                ("substituted", .string(term.substituted)), ("value", .number(value)), ("roundings", .array(roundings)),
            ])
        case .note:
            entry = .object([("kind", .string("note")), ("text", .string(explanation.lines(for: event).joined()))])
        case .uncertain(let uncertainty):
            entry = .object([
                ("kind", .string("uncertain")), ("id", .string(uncertainty.rawValue)),
                ("text", .string(uncertainty.explanation)),
            ])
        }
        current?.entries.append(entry)
    }
    flush()
    return .object([
        ("name", explanation.name.map(JSONValue.string) ?? .null),
        ("heading", .string(explanation.heading)),
        ("phases", .array(phases)),
        ("result", layoutJSON(name: explanation.name ?? "", result: explanation.result)),
    ])
}
