import ButtonLayout

/// `button.title`'s keys (TitleSchema.swift).
enum TitleKey: String, SchemaKey {
    case text, size, font, textStyle, adjustsFontForContentSizeCategory, fontCreatedAtCategory
    case numberOfLines, lineBreakMode, wrappedSize
}

/// `button.title.font`'s keys.
enum FontKey: String, SchemaKey {
    case size, weight, name
}

extension ScenarioSchema {
    /// `button.title`: any of text, size and font (scenario-format.md, "title").
    static let title = BlockSchema(
        name: "title",
        expected: "a mapping {text, size?, font?}",
        doc: "The title: its text, natural single-line size and font.",
        keys: TitleKey.self, [
            KeySchema(
                TitleKey.text, type: .string(.titleText),
                doc: "The title's text, in any script; a line break (\\n) starts a hard line (layout-model.md R6.4 ML4.2); \"\" is an empty title (setTitle(\"\"))."),
            KeySchema(
                TitleKey.size, type: .numbers(NumberField.size),
                doc: "The natural single-line size [width, height]; without it the text is measured.",
                defaultValue: .described("measured from text and font")),
            KeySchema(
                TitleKey.font, type: .block(font),
                doc: "The system font's size and weight; alone, the font of the line an absent title reserves."),
            KeySchema(
                TitleKey.textStyle, type: .enumeration(FontTextStyle.self),
                doc: "titleLabel.font = .preferredFont(forTextStyle:): the size from the style and contentSizeCategory (dynamic-type.md DY1), the weight from the style."),
            KeySchema(
                TitleKey.adjustsFontForContentSizeCategory, type: .bool,
                doc: "titleLabel.adjustsFontForContentSizeCategory: the text-style font follows contentSizeCategory (DY4.2).",
                defaultValue: .value(.bool(false))),
            KeySchema(
                TitleKey.fontCreatedAtCategory, type: .enumeration(ContentSizeCategory.self),
                doc: "Without adjustsFontForContentSizeCategory: the category the text-style font was created at, whose size it keeps.",
                defaultValue: .described("the value of contentSizeCategory")),
        ] + titleLineKeys,
        rules: [
            BlockRule(kind: .exclusive([TitleKey.font, .textStyle]), code: .conflict) { _ in
                "give either font (a fixed size) or textStyle (a Dynamic Type font), not both"
            },
            BlockRule(kind: .onlyWhen([TitleKey.adjustsFontForContentSizeCategory, .fontCreatedAtCategory], .given(TitleKey.textStyle)), code: .conflict) { context in
                "\(context.subject) only matters for a text-style font; add textStyle (a fixed font never changes size)"
            },
            BlockRule(kind: .onlyWhen([TitleKey.fontCreatedAtCategory], .not(.isTrue(TitleKey.adjustsFontForContentSizeCategory))), code: .conflict) { _ in
                "fontCreatedAtCategory has no effect when adjustsFontForContentSizeCategory is true: the font follows contentSizeCategory"
            },
        ],
        emptyMessage: "give the title's text (\"\" for an empty title), and optionally its size and font")

    /// `button.title.font`: the system font at a size and weight.
    static let font = BlockSchema(
        name: "font",
        expected: "a mapping {size, weight, name}",
        doc: "The system font at a size and weight, or a named face from --fonts DIR.",
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
            KeySchema(
                FontKey.name, type: .string(.titleLine),
                doc: "UIFont(name:size:): a face by PostScript name, measured from the font files of --fonts DIR (its weight is the face's).",
                defaultValue: .described("the system font")),
        ])
}
