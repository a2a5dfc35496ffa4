import ButtonLayout

/// The top level's keys (DocumentSchema.swift).
enum DocumentKey: String, SchemaKey {
    case schema = "$schema"
    case name, caption, button, goal, sweep, subclass, trace, diagram
}

extension ScenarioSchema {
    /// The top level of a scenario file.
    static let document = BlockSchema(
        name: "scenario",
        expected: "a mapping of name, caption, button and diagram",
        doc: "A ButtonLab scenario: one UIButton and how to draw it; one file, one figure.",
        keys: DocumentKey.self, [
            KeySchema(
                DocumentKey.schema, type: .string(),
                doc: "The JSON Schema editors check this file against; ignored by ButtonLab.",
                isHidden: true),
            KeySchema(
                DocumentKey.name, type: .string(.fileName),
                doc: "The figure's name, used for output files (NAME.png).",
                defaultValue: .described("the file's base name")),
            KeySchema(
                DocumentKey.caption, type: .string(),
                doc: "Text under the figure; diagram.caption overrides it."),
            KeySchema(
                DocumentKey.button, type: .block(button),
                doc: "The button: UIKit's properties by their names.",
                requirement: "every scenario describes one button"),
            KeySchema(
                DocumentKey.goal, type: .block(goal),
                doc: "What `buttonlab solve` should achieve: a placement with a gap, or exact frames."),
            KeySchema(
                DocumentKey.sweep, type: .block(sweep),
                doc: "The conditions `buttonlab sweep` lays the button out under: each key a list of values."),
            KeySchema(
                DocumentKey.subclass, type: .block(subclass),
                doc: "A trace scenario's UIButton subclass: its overrides and bodies (docs/lifecycle.md)."),
            KeySchema(
                DocumentKey.trace, type: .block(trace),
                doc: "Makes this a trace scenario: `buttonlab trace` simulates the actions; figures are sequence diagrams."),
            KeySchema(
                DocumentKey.diagram, type: .block(diagram),
                doc: "How to draw the figure; an empty `diagram:` means the defaults.",
                isNullable: true),
        ],
        rules: [
            BlockRule(kind: .onlyWhen([DocumentKey.subclass], .given(DocumentKey.trace)), code: .conflict) { _ in
                "a subclass only runs in a trace scenario: add a `trace:` block with its actions (docs/lifecycle.md)"
            }
        ],
        redirects: [
            Redirect(key: DocumentKey.button, hint: "Button properties go under `button:`"),
            Redirect(key: DocumentKey.diagram, hint: "Diagram options go under `diagram:`"),
        ])
}
