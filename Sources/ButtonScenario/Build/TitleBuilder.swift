import ButtonLayout

extension ScenarioBuilder {
    /// `title.font` (TitleSchema.swift): a missing size or weight is the button type's default font's.
    func titleFont(from block: KeyedBlock<FontKey>?, buttonType: ButtonType) -> FontSpec {
        var font = buttonType.defaultTitleFont
        guard let block, block.isComplete else { return font }
        if let size = block.number(.size) { font.size = size }
        if let weight = block.enumeration(.weight, as: FontWeight.self) { font.weight = weight }
        return font
    }

    /// A title as written: any of text, size and font. `text: ""` is an empty title; a font alone
    /// only sets the line an absent title reserves (R9.2), so it makes no title; a size alone is a
    /// title known only by its size. Without a size the text is measured like SF (R6.1), which
    /// needs a measurer (reported when there is none).
    mutating func titleContent(from block: KeyedBlock<TitleKey>, font: FontSpec) -> Title? {
        let text = block.string(.text)
        if let size = block.size(.size) {
            return Title(text: text ?? "", font: font, naturalSize: size, sizeIsGiven: true)
        }
        guard let text else { return nil }
        if text.isEmpty {
            let lineHeight = SystemFontMetrics.lineHeight(ofSize: font.size)
            return Title(text: "", font: font, naturalSize: Size(width: 0, height: lineHeight), sizeIsGiven: false)
        }
        guard let measurer = environment.textMeasurer else {
            report(
                at: block.node, SchemaValidator.join(block.path, TitleKey.size.rawValue), .missing,
                "missing size: give the title's natural single-line size as size: [width, height] "
                    + "(measuring it from text and font comes with the renderer)")
            return nil
        }
        let size = SystemFontMeasurer(base: measurer).naturalSize(of: text, font: font)
        return Title(text: text, font: font, naturalSize: size, sizeIsGiven: false)
    }
}
