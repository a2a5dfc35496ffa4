import ButtonLayout

/// `button.image`'s keys (ImageSchema.swift).
enum ImageKey: String, ImageFileKey {
    case size, file, symbol, configuration, baselineOffset
}

/// The keys `ScenarioBuilder.imageContent` reads, shared by `button.image` and `configuration.image`.
protocol ImageFileKey: SchemaKey {
    static var size: Self { get }
    static var file: Self { get }
    static var symbol: Self { get }
    static var configuration: Self { get }
    static var baselineOffset: Self { get }
}

/// `image.configuration`'s keys: a `UIImage.SymbolConfiguration` (scenario-format.md's SF Symbols, after the spec's SY3.1).
enum SymbolConfigurationKey: String, SchemaKey {
    case textStyle, pointSize, scale, weight
}

/// `button.backgroundImage`'s keys.
enum BackgroundImageKey: String, SchemaKey {
    case size, resizable
}

extension ScenarioSchema {
    /// `button.image`: a size, a PNG or JPEG file, or both.
    static let image = BlockSchema(
        name: "image",
        expected: "a mapping {size: [width, height]} and/or {file: PATH}",
        doc: "The image: a placeholder picture of a size, and/or a PNG or JPEG file.",
        keys: ImageKey.self, [
            KeySchema(
                ImageKey.size, type: .numbers(NumberField.size),
                doc: "The natural size in points; wins over the file's.",
                defaultValue: .described("the file's pixel size divided by its @2x/@3x scale")),
            KeySchema(
                ImageKey.file, type: .string(.nonEmpty("the image file path is empty")),
                doc: "A PNG or JPEG (told apart by content), relative to the scenario file; without it a placeholder picture is drawn."),
        ] + symbolKeys(ImageKey.self),
        emptyMessage: "give the image's size: [width, height] and/or its file: PATH")

    /// The SF Symbol keys of both image blocks (scenario-format.md's SF Symbols, after the spec's SY3.1): the symbol's name and configuration are
    /// descriptive; without `size` the layout uses an estimate and says so.
    static func symbolKeys<Key: ImageFileKey>(_ key: Key.Type) -> [KeySchema] {
        [
            KeySchema(
                Key.symbol, type: .string(.nonEmpty("the symbol name is empty")),
                doc: "UIImage(systemName:): an SF Symbol. Give its measured size; without one its size is estimated (symbols.md SY3.2)."),
            KeySchema(
                Key.configuration, type: .block(symbolConfiguration),
                doc: "The image's own UIImage.SymbolConfiguration; UIKit applies the button's over what this leaves unset (SY2)."),
            KeySchema(
                Key.baselineOffset, type: .number(),
                doc: "The symbol's measured baselineOffsetFromBottom, in points (descriptive)."),
        ]
    }

    /// `image.configuration`: text style or point size, scale, weight.
    static let symbolConfiguration = BlockSchema(
        name: "symbolConfiguration",
        expected: "a mapping {textStyle?, pointSize?, scale?, weight?}",
        doc: "A UIImage.SymbolConfiguration.",
        keys: SymbolConfigurationKey.self, [
            KeySchema(
                SymbolConfigurationKey.textStyle,
                type: .enumeration(FontTextStyle.allCases.map(\.rawValue) + TextStyle.allCases.map(\.rawValue)),
                doc: "configurationWithTextStyle: the point size follows the style and the content size category."),
            KeySchema(
                SymbolConfigurationKey.pointSize, type: .number(
                    NumberRule(limit: .positiveWithin(ScenarioLimits.fontSize, unit: " points"), subject: "a point size")),
                doc: "configurationWithPointSize: wins over a text style."),
            KeySchema(
                SymbolConfigurationKey.scale, type: .enumeration(SymbolScale.self),
                doc: "small, medium, large or unspecified."),
            KeySchema(
                SymbolConfigurationKey.weight, type: .enumeration(FontWeight.self),
                doc: "The symbol's weight, as UIFont.Weight names it (descriptive)."),
        ],
        emptyMessage: "give textStyle, pointSize, scale and/or weight")

    /// `button.backgroundImage`: only its size and resizability matter to the layout.
    static let backgroundImage = BlockSchema(
        name: "backgroundImage",
        expected: "a mapping {size: [width, height], resizable?: bool}",
        doc: "The normal-state background image.",
        keys: BackgroundImageKey.self, [
            KeySchema(
                BackgroundImageKey.size, type: .numbers(NumberField.size),
                doc: "The image's size in points.",
                requirement: "give the background image's size as size: [width, height]"),
            KeySchema(
                BackgroundImageKey.resizable, type: .bool,
                doc: "Whether the image is resizable (cap insets or stretchable).",
                defaultValue: .value(.bool(BackgroundImage(size: .zero).resizable))),
        ])
}
