import ButtonLayout

/// `diagram`'s keys (DiagramSchema.swift).
enum DiagramKey: String, SchemaKey {
    case pixelsPerPoint, grid, ticks, highlight, virtual, ghosts, labels, caption, theme, frames
}

/// `diagram.ghosts`' keys.
enum GhostKey: String, SchemaKey {
    case rect, label, crossOut
}

extension ScenarioSchema {
    /// `diagram`: how the figure is drawn; defaults are `DiagramOptions()`'s.
    static let diagram = BlockSchema(
        name: "diagram",
        expected: "a mapping of diagram options",
        doc: "How to draw the figure; every key is optional.",
        keys: DiagramKey.self, [
            KeySchema(
                DiagramKey.pixelsPerPoint,
                type: .number(
                    NumberRule(limit: .atLeastAtMost(ScenarioLimits.pixelsPerPoint), subject: "pixelsPerPoint")),
                doc: "Output resolution (render --pixels-per-point overrides it); annotations keep their size in pixels.",
                defaultValue: .described("chosen so the bounds are drawn about 500 px wide, at least 2")),
            KeySchema(
                DiagramKey.grid,
                type: .number(
                    NumberRule(
                        limit: .zeroOrFrom(ScenarioLimits.grid.lowerBound), subject: "the grid spacing",
                        note: " (0 means no grid)")),
                doc: "Minor grid spacing in points; 0 for none.",
                defaultValue: .described("1, 2, 5, 10 … pt: cells at least 20 px that divide the tick spacing")),
            KeySchema(
                DiagramKey.ticks,
                type: .number(NumberRule(limit: .positiveFrom(ScenarioLimits.ticks.lowerBound), subject: "the tick spacing")),
                doc: "Axis label spacing in points (widened when labels would collide).",
                defaultValue: .described("per axis, the first of 1, 2, 5, 10, 20, 25, 50, 100 … giving 3–8 labelled ticks")),
            KeySchema(
                DiagramKey.highlight,
                type: .list(
                    .enumeration(DiagramArea.self),
                    expected: "a list of " + DiagramArea.allCases.map(\.rawValue).joined(separator: ", ")),
                doc: "The areas to paint; [] for none.",
                defaultValue: .described("the areas whose insets are not zero")),
            KeySchema(
                DiagramKey.virtual, type: .enumeration(VirtualBoxes.self),
                doc: "Which virtual boxes to draw.",
                defaultValue: .described("each element whose own area differs from the other's")),
            KeySchema(
                DiagramKey.ghosts,
                type: .list(.block(ghost), expected: "a list of {rect: [x, y, width, height], label?, crossOut?}"),
                doc: "Extra frames to draw, e.g. a wrong guess.",
                defaultValue: .value(.array([]))),
            KeySchema(
                DiagramKey.labels, type: .bool,
                doc: "Print each frame's numbers next to it.",
                defaultValue: .value(.bool(diagramDefaults.labels))),
            KeySchema(
                DiagramKey.caption, type: .string(),
                doc: "Text under the figure.",
                defaultValue: .described("the top-level caption")),
            KeySchema(
                DiagramKey.theme, type: .enumeration(DiagramTheme.self),
                doc: "light (the articles' look), dark, or transparent (no canvas, for slides); render --theme overrides it.",
                defaultValue: .value(.string(diagramDefaults.theme.rawValue))),
            KeySchema(
                DiagramKey.frames, type: .enumeration(DiagramFrames.self),
                doc: "after: UIKit's result; before: the views where they were without the edge insets, the result as ghosts.",
                defaultValue: .value(.string(diagramDefaults.frames.rawValue))),
        ])

    /// One of `diagram.ghosts`: a frame drawn for comparison.
    static let ghost = BlockSchema(
        name: "ghost",
        expected: "a mapping {rect: [x, y, width, height], label?, crossOut?}",
        doc: "An extra frame drawn for comparison.",
        keys: GhostKey.self, [
            KeySchema(
                GhostKey.rect, type: .numbers(NumberField.rect),
                doc: "The frame [x, y, width, height] in the button's coordinates.",
                requirement: "give the ghost's frame as rect: [x, y, width, height]"),
            KeySchema(GhostKey.label, type: .string(), doc: "Text next to the frame."),
            KeySchema(
                GhostKey.crossOut, type: .bool, doc: "Cross the frame out (a wrong guess).",
                defaultValue: .value(.bool(Ghost(rect: .zero).crossOut))),
        ])

    private static let diagramDefaults = DiagramOptions()
}
