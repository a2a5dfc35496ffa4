import ButtonLayout

/// `button.configuration`'s keys (ConfigurationSchema.swift).
enum ConfigurationKey: String, SchemaKey {
    case style, buttonSize, contentInsets, imagePlacement, imagePadding, titlePadding, imageReservation
    case titleAlignment, titleLineBreakMode, subtitleLineBreakMode, showsActivityIndicator, title, subtitle, image
}

/// `configuration.title`'s and `configuration.subtitle`'s keys.
enum ConfigurationLabelKey: String, SchemaKey {
    case text, size, wrappedSize, font, textStyle
}

/// `configuration.title.font`'s keys.
enum ConfigurationFontKey: String, SchemaKey {
    case size, weight, name
}

/// `configuration.image`'s keys (ConfigurationSchema.swift).
enum ConfigurationImageKey: String, ImageFileKey {
    case size, alignmentInsets, file, symbol, configuration, baselineOffset
}

extension ScenarioSchema {
    /// NSDirectionalEdgeInsets' order, for `contentInsets`.
    static let directionalEdgeNames = ["top", "leading", "bottom", "trailing"]

    static let configurationLayout = LayoutModelKind.configuration.rawValue

    /// The `button` keys only a configuration button has (docs/scenario-format.md, "`layout: configuration`").
    static let configurationButtonKeys = [
        KeySchema(
            ButtonKey.configuration, type: .block(configuration),
            doc: "UIButton.Configuration, with layout: configuration: style, size, insets, paddings, labels, image."),
        KeySchema(
            ButtonKey.role, type: .enumeration(ButtonRole.self),
            doc: "UIButton.Role, with layout: configuration; primary titles are semibold.",
            defaultValue: .value(.string(ButtonRole.normal.rawValue))),
    ]

    private static let configurationDefaults = ButtonConfiguration()

    /// `button.configuration`: UIButton.Configuration's layout-relevant properties; defaults are `.plain()`'s.
    static let configuration = BlockSchema(
        name: "configuration",
        expected: "a mapping of UIButton.Configuration's properties",
        doc: "UIButton.Configuration: UIKit's properties by their names; defaults are .plain()'s.",
        keys: ConfigurationKey.self, [
            KeySchema(
                ConfigurationKey.style, type: .enumeration(ButtonConfiguration.Style.self),
                doc: "The constructor (.plain(), .filled()…): no effect on the layout; drawn as the figure's background.",
                defaultValue: .value(.string(configurationDefaults.style.rawValue))),
            KeySchema(
                ConfigurationKey.buttonSize, type: .enumeration(ButtonConfiguration.ButtonSize.self),
                doc: "The default content insets and text styles.",
                defaultValue: .value(.string(configurationDefaults.buttonSize.rawValue))),
            KeySchema(
                ConfigurationKey.contentInsets, type: .insets(directionalEdgeNames),
                doc: "Replaces the buttonSize's default insets entirely; missing sides are 0.",
                defaultValue: .described("the buttonSize's: medium 7, 12, 7, 12; large 15, 20, 15, 20; small and mini 5, 10, 5, 10")),
            KeySchema(
                ConfigurationKey.imagePlacement, type: .enumeration(ButtonConfiguration.ImagePlacement.self),
                doc: "Where the image sits relative to the text; leading and trailing follow the layout direction.",
                defaultValue: .value(.string(configurationDefaults.imagePlacement.rawValue))),
            KeySchema(
                ConfigurationKey.imagePadding, type: .number(),
                doc: "Between the image and the text, when both exist.",
                defaultValue: .value(.number(configurationDefaults.imagePadding))),
            KeySchema(
                ConfigurationKey.titlePadding, type: .number(),
                doc: "Between the title and the subtitle, when both exist.",
                defaultValue: .value(.number(configurationDefaults.titlePadding))),
            KeySchema(
                ConfigurationKey.imageReservation, type: .number(NumberRule(limit: .nonNegative, subject: "imageReservation")),
                doc: "The width (or height, top/bottom) the image slot takes at least, image or not.",
                defaultValue: .value(.number(configurationDefaults.imageReservation))),
            KeySchema(
                ConfigurationKey.titleAlignment, type: .enumeration(ButtonConfiguration.TitleAlignment.self),
                doc: "How title and subtitle align to each other.",
                defaultValue: .value(.string(configurationDefaults.titleAlignment.rawValue))),
            KeySchema(
                ConfigurationKey.titleLineBreakMode, type: .enumeration(LineBreakMode.self),
                doc: "Wrapping modes re-flow the title to the width available; the others keep one line and cut it.",
                defaultValue: .value(.string(configurationDefaults.titleLineBreakMode.rawValue))),
            KeySchema(
                ConfigurationKey.subtitleLineBreakMode, type: .enumeration(LineBreakMode.self),
                doc: "The same for the subtitle.",
                defaultValue: .value(.string(configurationDefaults.subtitleLineBreakMode.rawValue))),
            KeySchema(
                ConfigurationKey.showsActivityIndicator, type: .bool,
                doc: "An activity indicator takes the image's place (and hides the image).",
                defaultValue: .value(.bool(configurationDefaults.showsActivityIndicator))),
            KeySchema(
                ConfigurationKey.title, type: .block(configurationLabel),
                doc: "The title: its text, and its measured size when UIKit's matters."),
            KeySchema(
                ConfigurationKey.subtitle, type: .block(configurationLabel),
                doc: "The subtitle, under the title."),
            KeySchema(
                ConfigurationKey.image, type: .block(configurationImage),
                doc: "The image, by its alignment rect: a size (and alignment insets for a symbol), and/or a PNG or JPEG file."),
        ])

    /// `configuration.title` and `configuration.subtitle`.
    static let configurationLabel = BlockSchema(
        name: "configurationLabel",
        expected: "a mapping {text, size?, wrappedSize?, font?, textStyle?}",
        doc: "A label: its text, its measured sizes, and a font replacing the text style's.",
        keys: ConfigurationLabelKey.self, [
            KeySchema(
                ConfigurationLabelKey.text, type: .string(.labelText),
                doc: "The text, in any script; \"\" is no label.",
                requirement: "give the label's text"),
            KeySchema(
                ConfigurationLabelKey.size, type: .numbers(NumberField.size),
                doc: "The label's measured single-line size [width, height]; without it the text is measured.",
                defaultValue: .described("measured from the text at its font, like a UILabel")),
            KeySchema(
                ConfigurationLabelKey.wrappedSize, type: .numbers(NumberField.size),
                doc: "With size: the label's size when it wraps at the width the button offers it."),
            KeySchema(
                ConfigurationLabelKey.font, type: .block(configurationFont),
                doc: "A font replacing the text style's (a text-attributes transformer)."),
            KeySchema(
                ConfigurationLabelKey.textStyle, type: .enumeration(FontTextStyle.self),
                doc: "A transformer's preferredFont(forTextStyle:): that style's size at contentSizeCategory replaces the configuration's own (dynamic-type.md DY5.1, DY6)."),
        ],
        rules: [
            BlockRule(kind: .exclusive([ConfigurationLabelKey.font, .textStyle]), code: .conflict) { _ in
                "give either font (a fixed size) or textStyle (a Dynamic Type font), not both"
            },
            BlockRule(
                kind: .requiresOneOf([ConfigurationLabelKey.size], when: .given(ConfigurationLabelKey.wrappedSize), reportedAt: .value(of: ConfigurationLabelKey.wrappedSize)),
                code: .missing
            ) { _ in
                "wrappedSize is the label's size once wrapped and needs its single-line size too: "
                    + "add size: [width, height], or leave both out to have the text measured"
            }
        ])

    /// `configuration.title.font`: the system font at a size and weight.
    static let configurationFont = BlockSchema(
        name: "configurationFont",
        expected: "a mapping {size, weight, name}",
        doc: "The system font at a size and weight, or a named face from --fonts DIR, replacing the text style's.",
        keys: ConfigurationFontKey.self, [
            KeySchema(
                ConfigurationFontKey.size, type: .number(
                    NumberRule(limit: .positiveWithin(ScenarioLimits.fontSize, unit: " points"), subject: "a font size")),
                doc: "The point size.",
                defaultValue: .described("the text style's: titles 17 pt (15 pt small and mini), subtitles 13 pt (12 pt)")),
            KeySchema(
                ConfigurationFontKey.weight, type: .enumeration(FontWeight.self),
                doc: "The weight, as UIFont.Weight names it.",
                defaultValue: .described("the text style's: regular, semibold for role: primary titles")),
            KeySchema(
                ConfigurationFontKey.name, type: .string(.titleLine),
                doc: "UIFont(name:size:): a face by PostScript name, measured from the font files of --fonts DIR.",
                defaultValue: .described("the system font")),
        ],
        emptyMessage: "give the font's size, weight and/or name")

    /// `configuration.image`.
    static let configurationImage = BlockSchema(
        name: "configurationImage",
        expected: "a mapping {size: [width, height], alignmentInsets?} and/or {file: PATH}",
        doc: "The image by its alignment rect: a size, alignment insets for a symbol, and/or a PNG or JPEG file.",
        keys: ConfigurationImageKey.self, [
            KeySchema(
                ConfigurationImageKey.size, type: .numbers(NumberField.size),
                doc: "The alignment-rect size in points (a symbol: as configured for the title's text style); wins over the file's.",
                defaultValue: .described("the file's pixel size divided by its @2x/@3x scale")),
            KeySchema(
                ConfigurationImageKey.alignmentInsets, type: .insets(edgeNames),
                doc: "alignmentRectInsets: how far the image view reaches past the alignment rect (SF Symbols).",
                defaultValue: .value(.object(edgeNames.map { ($0, .number(0)) }))),
            KeySchema(
                ConfigurationImageKey.file, type: .string(.nonEmpty("the image file path is empty")),
                doc: "A PNG or JPEG (told apart by content), relative to the scenario file; without it a placeholder picture is drawn."),
        ] + symbolKeys(ConfigurationImageKey.self),
        rules: [
            BlockRule(
                kind: .requiresOneOf([ConfigurationImageKey.size, .file], when: .given(ConfigurationImageKey.alignmentInsets), reportedAt: .block(key: ConfigurationImageKey.size)),
                code: .missing
            ) { _ in
                "missing size: give the image's size: [width, height] and/or its file: PATH"
            }
        ],
        emptyMessage: "give the image's size: [width, height] and/or its file: PATH")

    /// What a legacy key becomes once the button has a configuration, said when it is given with
    /// layout: configuration (UIKit ignores it then, so the figure would lie).
    static let legacyKeysInstead: [(key: ButtonKey, instead: String)] = [
        (.contentEdgeInsets, "contentEdgeInsets is ignored once a button has a configuration; "
            + "use configuration.contentInsets {top, leading, bottom, trailing}"),
        (.imageEdgeInsets, "imageEdgeInsets is ignored once a button has a configuration; "
            + "place the image with configuration.imagePlacement and imagePadding"),
        (.titleEdgeInsets, "titleEdgeInsets is ignored once a button has a configuration; "
            + "space the title with configuration.imagePadding and imagePlacement, and from the subtitle with titlePadding"),
        (.imageRect, "imageRect is ignored with a configuration: UIKit does not call imageRect(forContentRect:) "
            + "for a configuration button; remove it"),
        (.titleRect, "titleRect is ignored with a configuration: UIKit does not call titleRect(forContentRect:) "
            + "for a configuration button; remove it"),
        (.buttonType, "buttonType does not set a configuration button's fonts: they come from "
            + "configuration.buttonSize (and role); remove it"),
        (.title, "a configuration button's title belongs to its configuration: "
            + "move it into configuration.title {text, size?, font?}"),
        (.image, "a configuration button's image belongs to its configuration: "
            + "move it into configuration.image {size, alignmentInsets?, file?}"),
        (.titleSizeRounding, "titleSizeRounding only applies to the legacy layout "
            + "(configuration labels keep UILabel's pixel-ceiled sizes); remove it"),
        (.intrinsicSizeQueried, "intrinsicSizeQueried only applies to the legacy layout "
            + "(a configuration has no 6-pt title padding to turn on); remove it"),
        (.titles, "per-state titles are the legacy button's; a configuration's title is configuration.title; remove it"),
        (.attributedTitles, "per-state attributed titles are the legacy button's; a configuration's title is configuration.title; remove it"),
        (.images, "per-state images are the legacy button's; a configuration's image is configuration.image; remove it"),
        (.backgroundImage, "backgroundImage only applies to the legacy layout "
            + "(a configuration's background comes from its style); remove it"),
    ]

    /// The configuration keys need `layout: configuration`; the legacy keys are refused with it.
    static let configurationRules = [
        BlockRule(
            kind: .onlyWhen(configurationButtonKeys.map(\.name), .oneOf(ButtonKey.layout, [configurationLayout])),
            code: .conflict
        ) { context in
            let how =
                context.isGiven(ButtonKey.layout)
                ? "it has no meaning for layout: \(context.string(ButtonKey.layout) ?? "")" : "add `layout: configuration`"
            return "\(context.subject) only applies to layout: configuration; \(how)"
        },
        BlockRule(
            kind: .onlyWhen(legacyKeysInstead.map(\.key), .not(.oneOf(ButtonKey.layout, [configurationLayout]))),
            code: .conflict
        ) { context in
            legacyKeysInstead.first { $0.key.rawValue == context.subject }?.instead ?? "\(context.subject) is ignored with a configuration"
        },
    ]
}
