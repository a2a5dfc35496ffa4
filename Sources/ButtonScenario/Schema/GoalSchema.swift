import ButtonLayout
import ButtonSolve

/// `goal`'s keys (GoalSchema.swift).
enum GoalKey: String, SchemaKey {
    case placement, spacing, alignment, imageView, titleLabel
}

extension ScenarioSchema {
    /// `goal`: what `buttonlab solve` should achieve (docs/scenario-format.md, "`goal`"): a placement with a gap,
    /// or exact frames.
    static let goal = BlockSchema(
        name: "goal",
        expected: "a mapping {placement, spacing, alignment} or {imageView, titleLabel}",
        doc: "What `buttonlab solve` should achieve for this button.",
        keys: GoalKey.self, [
            KeySchema(
                GoalKey.placement, type: .enumeration(ImagePlacement.self),
                doc: "Where the image goes relative to the title; leading and trailing follow the reading direction."),
            KeySchema(
                GoalKey.spacing, type: .number(NumberRule(limit: .nonNegative, subject: "the spacing")),
                doc: "The gap between image and title, in points.", defaultValue: .value(.number(8))),
            KeySchema(
                GoalKey.alignment, type: .enumeration(PairAlignment.self),
                doc: "Where the image–title pair sits in the button.",
                defaultValue: .value(.string(PairAlignment.center.rawValue))),
            KeySchema(
                GoalKey.imageView, type: .numbers(NumberField.rect),
                doc: "An exact frame [x, y, width, height] for the image view."),
            KeySchema(
                GoalKey.titleLabel, type: .numbers(NumberField.rect),
                doc: "An exact frame [x, y, width, height] for the title label."),
        ],
        rules: [
            BlockRule(kind: .requiresOneOf([GoalKey.placement, .imageView, .titleLabel], when: .all([]), reportedAt: .block(key: GoalKey.placement)), code: .missing) { _ in
                "missing goal: give placement (with spacing and alignment), or exact frames as imageView and/or titleLabel"
            },
            BlockRule(kind: .onlyWhen([GoalKey.spacing, .alignment], .given(GoalKey.placement)), code: .conflict) { context in
                "\(context.subject) goes with placement; exact frames (imageView, titleLabel) need neither"
            },
            BlockRule(kind: .onlyWhen([GoalKey.imageView, .titleLabel], .not(.given(GoalKey.placement))), code: .conflict) { context in
                "give either a placement or exact frames, not both (\(context.subject) is an exact frame)"
            },
        ])
}
