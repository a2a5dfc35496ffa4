import ButtonLayout

extension ScenarioBuilder {
    struct ButtonPart {
        var button: Button
        var frameOrigin: Point
        var title: Title?
        var image: ImageContent?
        /// Set with `layout: configuration`; the legacy title and image are then not read.
        var configuration: ConfigurationButton?
        /// `uikit`: the era the button is laid out for (layout-model.md R17).
        var uikit: UIKitEra = .ios26
    }

    /// `button` (ButtonSchema.swift): the engine's `Button`, its frame origin and its content.
    mutating func buttonPart(from block: KeyedBlock<ButtonKey>) -> ButtonPart {
        var button = Button()
        var frameOrigin = Point.zero
        if let size = block.size(.size) { button.size = size }
        if let frame = block.rect(.frame) {
            frameOrigin = frame.origin
            button.size = frame.size
        }
        if let factor = block.number(.scale), let scale = ScreenScale.allCases.first(where: { $0.factor == factor }) {
            button.scale = scale
        }
        if let value = block.enumeration(.layoutDirection, as: LayoutDirection.self) {
            button.layoutDirection = value
        }
        if let value = block.enumeration(.semanticContentAttribute, as: SemanticContentAttribute.self) {
            button.semanticContentAttribute = value
        }
        if let value = block.enumeration(.contentHorizontalAlignment, as: HorizontalAlignment.self) {
            button.contentHorizontalAlignment = value
        }
        if let value = block.enumeration(.contentVerticalAlignment, as: VerticalAlignment.self) {
            button.contentVerticalAlignment = value
        }
        if let value = block.insets(.contentEdgeInsets) { button.contentEdgeInsets = value }
        if let value = block.insets(.imageEdgeInsets) { button.imageEdgeInsets = value }
        if let value = block.insets(.titleEdgeInsets) { button.titleEdgeInsets = value }
        if let value = block.enumeration(.buttonType, as: ButtonType.self) { button.buttonType = value }
        let era = block.enumeration(.uikit, as: UIKitEra.self) ?? .ios26
        let givenRounding = block.enumeration(.titleSizeRounding, as: TitleSizeRounding.self)
        button.titleSizeRounding = givenRounding ?? era.defaultTitleSizeRounding
        // An explicit rounding keeps R6.3 as layout-model.md writes it; an era sets the rule only where it differs from that.
        let written: TruncatedTitleWidth = button.titleSizeRounding == .pixels ? .availableWidth : .truncatedLine
        if givenRounding == nil, era.truncatedTitleWidth != written { button.truncatedTitleWidth = era.truncatedTitleWidth }
        if let value = block.enumeration(.linkedSDK, as: LinkedSDKAge.self) { button.linkedSDK = value }
        if let value = block.bool(.sizeToFit) { button.sizeToFit = value }
        if let value = block.bool(.intrinsicSizeQueried) { button.intrinsicSizeQueried = value }
        if let background = block.block(.backgroundImage, as: BackgroundImageKey.self), background.isComplete,
            let size = background.size(.size)
        {
            button.backgroundImage = BackgroundImage(size: size, resizable: background.bool(.resizable) ?? false)
        }
        button.layout = layoutModel(from: block)

        if block.enumeration(.layout, as: LayoutModelKind.self) == .configuration {
            if !era.hasConfiguration, let entry = block[.uikit] {
                report(
                    at: entry.valueNode, entry.path, .conflict,
                    "layout: configuration needs iOS 15 or later: UIButton.Configuration does not exist in uikit \(era.rawValue) "
                        + "(layout-model.md R17); lay the button out with its legacy properties, or choose uikit 15 or later")
            }
            let (configuration, image) = configurationButton(from: block, shared: button)
            return ButtonPart(button: button, frameOrigin: frameOrigin, image: image, configuration: configuration, uikit: era)
        }

        let category = block.enumeration(.contentSizeCategory, as: ContentSizeCategory.self) ?? .large
        let symbolRule = SymbolRule.legacy(button.buttonType, category)
        var image = block.block(.image, as: ImageKey.self).flatMap { imageContent(from: $0, symbolRule: symbolRule) }
        // SF Symbols arrived in iOS 13 (layout-model.md R17): an era before has no symbol image to lay out.
        if era == .ios9, let entry = block.block(.image, as: ImageKey.self)?[.symbol] {
            report(
                at: entry.valueNode, entry.path, .conflict,
                "SF Symbols need iOS 13 or later: uikit 9 has no symbol images (layout-model.md R17); give the image's size instead, or choose uikit 13 or later")
        }
        button.imageSize = image?.size

        // The default font depends on buttonType, which may come after the title in the file.
        let titleBlock = block.block(.title, as: TitleKey.self).flatMap { $0.isComplete ? $0 : nil }
        let fontResolution = titleFontResolution(from: titleBlock, category: category)
        let givenFont = titleFont(
            from: titleBlock?.block(.font, as: FontKey.self), buttonType: button.buttonType,
            measured: fontResolution == nil && (titleBlock.map { $0.isGiven(.text) && !$0.isGiven(.size) } ?? false))
        let font = fontResolution?.font ?? givenFont
        button.titleFont = font
        button.titleLabelLines = titleLabelLines(from: titleBlock)
        var title: Title?
        if let titleBlock, let resolved = titleContent(from: titleBlock, font: font, scale: button.scale) {
            button.title = Title(
                text: resolved.text, font: font, naturalSize: resolved.naturalSize, sizeIsGiven: resolved.sizeIsGiven,
                isMeasurable: titleBlock.isGiven(.text), widthEstimate: resolved.widthEstimate)
            title = resolved
        }
        if let content = stateContent(from: block, titleBlock: titleBlock, image: image, category: category, symbolRule: symbolRule) {
            applyState(content, from: block, to: &button, title: &title, image: &image, fontResolution: fontResolution)
        } else if let fontResolution {
            button.content = ContentResolution(font: fontResolution)
        }
        return ButtonPart(button: button, frameOrigin: frameOrigin, title: title, image: image, uikit: era)
    }

    private func layoutModel(from block: KeyedBlock<ButtonKey>) -> LayoutModel {
        let image = block.rectExpression(.imageRect)
        let title = block.rectExpression(.titleRect)
        switch block.enumeration(.layout, as: LayoutModelKind.self) ?? .system {
        case .rectOverrides: return .rectOverrides(image: image, title: title)
        case .layoutSubviews: return .layoutSubviews(image: image, title: title)
        case .fixedRects: return .fixedRects(image: image, title: title, autoSize: block.bool(.autoSize) ?? false)
        case .system, .configuration: return .system
        }
    }
}
