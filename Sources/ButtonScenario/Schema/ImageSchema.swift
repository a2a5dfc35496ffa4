import ButtonLayout

/// `button.image`'s keys (ImageSchema.swift).
enum ImageKey: String, ImageFileKey {
    case size, file
}

/// The keys `ScenarioBuilder.imageContent` reads, shared by `button.image` and `configuration.image`.
protocol ImageFileKey: SchemaKey {
    static var size: Self { get }
    static var file: Self { get }
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
        ],
        emptyMessage: "give the image's size: [width, height] and/or its file: PATH")

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
