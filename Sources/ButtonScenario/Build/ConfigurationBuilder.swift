import ButtonLayout

extension ScenarioBuilder {
    /// `button` with `layout: configuration` (ConfigurationSchema.swift): the configuration model's
    /// input, from the button's shared keys and its `configuration` block, and the image to draw.
    ///
    /// Label sizes, image sizes and alignment insets are measurements: printed thirds (20.33333)
    /// are put back on the pixel grid they came from. Insets and paddings are a developer's numbers
    /// and stay as written. A label without a size is measured by the layout (the loader's label
    /// measurer); without a measurer that is reported here, where the scenario can be fixed.
    mutating func configurationButton(from block: KeyedBlock<ButtonKey>, shared button: Button) -> (ConfigurationButton, ImageContent?) {
        var result = ConfigurationButton(
            size: button.size, sizeToFit: button.sizeToFit, scale: button.scale, layoutDirection: button.layoutDirection,
            semanticContentAttribute: button.semanticContentAttribute,
            contentHorizontalAlignment: button.contentHorizontalAlignment,
            contentVerticalAlignment: button.contentVerticalAlignment)
        result.linkedSDK = button.linkedSDK
        if let role = block.enumeration(.role, as: ButtonRole.self) { result.role = role }
        if let category = block.enumeration(.contentSizeCategory, as: ContentSizeCategory.self) {
            result.contentSizeCategory = category
        }
        guard let settings = block.block(.configuration, as: ConfigurationKey.self) else { return (result, nil) }

        let grid = PixelGrid(scale: button.scale)
        var configuration = ButtonConfiguration()
        if let value = settings.enumeration(.style, as: ButtonConfiguration.Style.self) { configuration.style = value }
        if let value = settings.enumeration(.buttonSize, as: ButtonConfiguration.ButtonSize.self) {
            configuration.buttonSize = value
        }
        if let sides = settings.numbers(.contentInsets), sides.count == 4 {
            configuration.contentInsets = DirectionalEdgeInsets(top: sides[0], leading: sides[1], bottom: sides[2], trailing: sides[3])
        }
        if let value = settings.enumeration(.imagePlacement, as: ButtonConfiguration.ImagePlacement.self) {
            configuration.imagePlacement = value
        }
        if let value = settings.number(.imagePadding) { configuration.imagePadding = value }
        if let value = settings.number(.titlePadding) { configuration.titlePadding = value }
        if let value = settings.number(.imageReservation) { configuration.imageReservation = value }
        if let value = settings.enumeration(.titleAlignment, as: ButtonConfiguration.TitleAlignment.self) {
            configuration.titleAlignment = value
        }
        if let value = settings.enumeration(.titleLineBreakMode, as: LineBreakMode.self) {
            configuration.titleLineBreakMode = value
        }
        if let value = settings.enumeration(.subtitleLineBreakMode, as: LineBreakMode.self) {
            configuration.subtitleLineBreakMode = value
        }
        if let value = settings.bool(.showsActivityIndicator) { configuration.showsActivityIndicator = value }

        let buttonSize = configuration.buttonSize
        configuration.title = settings.block(.title, as: ConfigurationLabelKey.self).flatMap {
            configurationLabel(from: $0, style: buttonSize.titleTextStyle(role: result.role).font, category: result.contentSizeCategory, grid: grid)
        }
        configuration.subtitle = settings.block(.subtitle, as: ConfigurationLabelKey.self).flatMap {
            configurationLabel(from: $0, style: buttonSize.subtitleTextStyle.font, category: result.contentSizeCategory, grid: grid)
        }
        var drawn: ImageContent?
        if let imageBlock = settings.block(.image, as: ConfigurationImageKey.self),
            let content = imageContent(
                from: imageBlock, symbolRule: .configuration(buttonSize.titleTextStyle(role: result.role), result.contentSizeCategory))
        {
            let insets = imageBlock.insets(.alignmentInsets) ?? .zero
            configuration.image = ConfigurationImage(
                size: Size(width: grid.snapPrinted(content.size.width), height: grid.snapPrinted(content.size.height)),
                alignmentInsets: EdgeInsets(
                    top: grid.snapPrinted(insets.top), left: grid.snapPrinted(insets.left),
                    bottom: grid.snapPrinted(insets.bottom), right: grid.snapPrinted(insets.right)))
            drawn = content
        }
        result.configuration = configuration
        return (result, drawn)
    }

    /// A title or subtitle; `style` is the text style's font, which a partial `font` completes.
    private mutating func configurationLabel(
        from block: KeyedBlock<ConfigurationLabelKey>, style: ConfigurationFont, category: ContentSizeCategory, grid: PixelGrid
    ) -> ConfigurationLabel? {
        guard block.isComplete, let text = block.string(.text) else { return nil }
        func snapped(_ size: Size?) -> Size? {
            size.map { Size(width: grid.snapPrinted($0.width), height: grid.snapPrinted($0.height)) }
        }
        var font: ConfigurationFont?
        if let fontBlock = block.block(.font, as: ConfigurationFontKey.self), fontBlock.isComplete {
            font = ConfigurationFont(
                size: fontBlock.number(.size) ?? style.size,
                weight: fontBlock.enumeration(.weight, as: FontWeight.self) ?? style.weight,
                name: fontBlock.string(.name))
            if let name = fontBlock.string(.name), let entry = fontBlock[.name], !block.isGiven(.size),
                let problem = missingFace(name)
            {
                report(at: entry.valueNode, entry.path, .missing, problem)
            }
        }
        if let textStyle = block.enumeration(.textStyle, as: FontTextStyle.self) {
            font = ConfigurationFont(size: textStyle.pointSize(in: category), weight: textStyle.weight)
        }
        let size = snapped(block.size(.size))
        if size == nil, !text.isEmpty, environment.textMeasurer == nil {
            report(
                at: block.node, SchemaValidator.join(block.path, ConfigurationLabelKey.size.rawValue), .missing,
                "missing size: give the label's measured size as size: [width, height], "
                    + "or install the fonts that measure it: \(environment.measuringUnavailable)")
            return nil
        }
        return ConfigurationLabel(text: text, font: font, size: size, wrappedSize: snapped(block.size(.wrappedSize)))
    }
}
