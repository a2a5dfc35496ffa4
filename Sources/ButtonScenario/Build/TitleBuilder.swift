import ButtonLayout

extension ScenarioBuilder {
    /// `title.font` (TitleSchema.swift): a missing size or weight is the button type's default font's.
    /// A named face must be in `--fonts` when `measured` (a title with text and no size).
    mutating func titleFont(from block: KeyedBlock<FontKey>?, buttonType: ButtonType, measured: Bool = true) -> FontSpec {
        var font = buttonType.defaultTitleFont
        guard let block, block.isComplete else { return font }
        if let size = block.number(.size) { font.size = size }
        if let weight = block.enumeration(.weight, as: FontWeight.self) { font.weight = weight }
        if let name = block.string(.name), let entry = block[.name] {
            font.name = name
            if measured, let problem = missingFace(name) { report(at: entry.valueNode, entry.path, .missing, problem) }
        }
        return font
    }

    /// Why the face `name` cannot be measured, or nil when `--fonts` has it.
    func missingFace(_ name: String) -> String? {
        let fonts = environment.userFonts
        guard let folder = fonts.facesFolder, fonts.faces != nil else {
            return "the font '\(name)' must be measured from its file: pass --fonts DIR with a folder that holds it"
        }
        guard fonts.hasFace(name) else {
            return "no font file in --fonts \(folder) has the face '\(name)' (PostScript names are compared exactly)"
        }
        return nil
    }

    /// A title as written: any of text, size and font. `text: ""` is an empty title; a font alone
    /// only sets the line an absent title reserves (R9.2), so it makes no title; a size alone is a
    /// title known only by its size. Without a size the text is measured like SF (R6.1), which
    /// needs a measurer (reported when there is none).
    mutating func titleContent(from block: KeyedBlock<TitleKey>, font: FontSpec, scale: ScreenScale) -> Title? {
        let text = block.string(.text)
        if let size = block.size(.size) {
            let snapped = Size(width: size.width.snappedToPixels(scale), height: size.height.snappedToPixels(scale))
            return Title(text: text ?? "", font: font, naturalSize: snapped, sizeIsGiven: true)
        }
        guard let text else { return nil }
        if text.isEmpty {
            let lineHeight = SystemFontMetrics.lineHeight(ofSize: font.size)
            return Title(text: "", font: font, naturalSize: Size(width: 0, height: lineHeight), sizeIsGiven: false)
        }
        guard let measurer = environment.textMeasurer else {
            report(
                at: block.node, SchemaValidator.join(block.path, TitleKey.size.rawValue), .missing,
                "missing size: give the title's natural single-line size as size: [width, height], "
                    + "or install the fonts that measure it: \(environment.measuringUnavailable)")
            return nil
        }
        let system = SystemFontMeasurer(base: measurer, userFonts: environment.userFonts)
        let size = system.naturalSize(of: text, font: font)
        return Title(
            text: text, font: font, naturalSize: size, sizeIsGiven: false,
            widthEstimate: system.naturalWidthEstimate(of: text, font: font))
    }
}

extension Double {
    /// The nearest pixel when within 1e-3 pt of it, else unchanged: sizes pasted from
    /// `recursiveDescription` (45.6667 at 3x) are the pixel sizes UIKit printed rounded to 4 decimals.
    func snappedToPixels(_ scale: ScreenScale) -> Double {
        let pixel = (self * scale.factor).rounded() / scale.factor
        return abs(self - pixel) <= 1e-3 ? pixel : self
    }
}
