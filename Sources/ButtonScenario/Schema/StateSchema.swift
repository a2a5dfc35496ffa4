import ButtonLayout

/// An attributed title's keys (states.md AS7).
enum AttributedTitleKey: String, SchemaKey {
    case runs
}

/// A run's keys.
enum AttributedRunKey: String, SchemaKey {
    case text, font, textStyle, kern, baselineOffset
}

extension ScenarioSchema {
    /// The conditions a button meets: Dynamic Type and the control state with its per-state content.
    static let conditionKeys = [
        KeySchema(
            ButtonKey.contentSizeCategory, type: .enumeration(ContentSizeCategory.self),
            doc: "UIContentSizeCategory: sizes text-style title fonts (dynamic-type.md DY1); a configuration's fonts, default insets and imageReservation follow it too (DY5).",
            defaultValue: .value(.string(ContentSizeCategory.large.rawValue))),
        KeySchema(
            ButtonKey.state, type: .list(.enumeration(ControlStateSet.names.map(\.name)), expected: "a list of states, e.g. [highlighted, selected]"),
            doc: "UIControl.State: the state whose content is laid out, always a list (states.md AS7).",
            defaultValue: .value(.array([.string("normal")]))),
        KeySchema(
            ButtonKey.titles, type: .stateMap(.string(.titleLine)),
            doc: "setTitle(_:for:): plain titles by state (`normal`, `\"selected,highlighted\"`); `normal` is the same as title.text."),
        KeySchema(
            ButtonKey.attributedTitles, type: .stateMap(.block(attributedTitle)),
            doc: "setAttributedTitle(_:for:): attributed titles by state; one set for normal hides every plain title (AS3)."),
        KeySchema(
            ButtonKey.images, type: .stateMap(.block(image)),
            doc: "setImage(_:for:): images by state; `normal` is the same as image."),
    ]

    static let attributedTitle = BlockSchema(
        name: "attributedTitle",
        expected: "a mapping {runs: [...]}",
        doc: "An NSAttributedString title: runs of text with their own attributes.",
        keys: AttributedTitleKey.self, [
            KeySchema(
                AttributedTitleKey.runs, type: .list(.block(attributedRun), expected: "a list of runs {text, font?, kern?, baselineOffset?}"),
                doc: "The runs, in order.", requirement: "give the runs, e.g. runs: [{text: \"Buy\"}]"),
        ])

    static let attributedRun = BlockSchema(
        name: "attributedRun",
        expected: "a mapping {text, font?, textStyle?, kern?, baselineOffset?}",
        doc: "One run of an attributed title.",
        keys: AttributedRunKey.self, [
            KeySchema(AttributedRunKey.text, type: .string(.titleLine), doc: "The run's text.", requirement: "give the run's text"),
            KeySchema(
                AttributedRunKey.font, type: .block(font), doc: "The run's font (.font); without one, the title's font.",
                defaultValue: .described("the title's font")),
            KeySchema(
                AttributedRunKey.textStyle, type: .enumeration(FontTextStyle.self),
                doc: "The run's font as preferredFont(forTextStyle:) at contentSizeCategory; a plain UIButton does not re-scale it later (DY4.3)."),
            KeySchema(
                AttributedRunKey.kern, type: .number(), doc: "NSAttributedString.Key.kern: points after each character.",
                defaultValue: .value(.number(0))),
            KeySchema(
                AttributedRunKey.baselineOffset, type: .number(),
                doc: "NSAttributedString.Key.baselineOffset, signed points; drawn, not counted in the size (AS4: unverified).",
                defaultValue: .value(.number(0))),
        ],
        rules: [
            BlockRule(kind: .exclusive([AttributedRunKey.font, .textStyle]), code: .conflict) { _ in
                "give either font or textStyle for a run, not both"
            },
        ])
}
