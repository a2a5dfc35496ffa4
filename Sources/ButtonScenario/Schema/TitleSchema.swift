import ButtonLayout

/// `button.title`'s keys (TitleSchema.swift).
enum TitleKey: String, SchemaKey {
    case text, size, font
}

/// `button.title.font`'s keys.
enum FontKey: String, SchemaKey {
    case size, weight
}

extension ScenarioSchema {
    /// `button.title`: any of text, size and font (scenario-format.md, "title").
    static let title = BlockSchema(
        name: "title",
        expected: "a mapping {text, size?, font?}",
        doc: "The title: its text, natural single-line size and font.",
        keys: TitleKey.self, [
            KeySchema(
                TitleKey.text, type: .string(.titleLine),
                doc: "The title's text, in any script, on one line; \"\" is an empty title (setTitle(\"\"))."),
            KeySchema(
                TitleKey.size, type: .numbers(NumberField.size),
                doc: "The natural single-line size [width, height]; without it the text is measured.",
                defaultValue: .described("measured from text and font")),
            KeySchema(
                TitleKey.font, type: .block(font),
                doc: "The system font's size and weight; alone, the font of the line an absent title reserves."),
        ],
        emptyMessage: "give the title's text (\"\" for an empty title), and optionally its size and font")

    /// `button.title.font`: the system font at a size and weight.
    static let font = BlockSchema(
        name: "font",
        expected: "a mapping {size, weight}",
        doc: "The system font at a size and weight.",
        keys: FontKey.self, [
            KeySchema(
                FontKey.size, type: .number(
                    NumberRule(limit: .positiveWithin(ScenarioLimits.fontSize, unit: " points"), subject: "a font size")),
                doc: "The point size.",
                defaultValue: .described(
                    "\(formatNumber(ButtonType.custom.defaultTitleFont.size)) for custom buttons, "
                        + "\(formatNumber(ButtonType.system.defaultTitleFont.size)) for system buttons")),
            KeySchema(
                FontKey.weight, type: .enumeration(FontWeight.self),
                doc: "The weight, as UIFont.Weight names it.",
                defaultValue: .value(.string(TitleFont(size: 1).weight.rawValue))),
        ])
}
