import ButtonLayout

extension ScenarioBuilder {
    /// `title.textStyle` and its Dynamic Type keys (DY4.2, DY6); nil for a fixed font.
    func titleFontResolution(from block: KeyedBlock<TitleKey>?, category: ContentSizeCategory) -> TitleFontResolution? {
        guard let block, let style = block.enumeration(.textStyle, as: FontTextStyle.self) else { return nil }
        return TitleFontResolution(
            textStyle: style, contentSizeCategory: category,
            adjustsFontForContentSizeCategory: block.bool(.adjustsFontForContentSizeCategory) ?? false,
            fontCreatedAtCategory: block.enumeration(.fontCreatedAtCategory, as: ContentSizeCategory.self))
    }

    /// The per-state content as written (AS7), with `title.text` and `image` as the `.normal`
    /// entries; nil when the button names no state and no per-state content.
    mutating func stateContent(
        from block: KeyedBlock<ButtonKey>, titleBlock: KeyedBlock<TitleKey>?, image: ImageContent?,
        category: ContentSizeCategory, symbolRule: SymbolRule
    ) -> StatePart? {
        // `state: [normal]` alone is the default, so it adds no content record (scenarios print as before).
        let keys: [ButtonKey] = [.titles, .attributedTitles, .images]
        let namesState = (block.list(.state) ?? []).contains { if case .string(let name) = $0 { name != "normal" } else { false } }
        guard namesState || keys.contains(where: block.isGiven) else { return nil }
        var part = StatePart()
        for (state, value) in block.stateMap(.titles) ?? [] {
            if case .string(let text) = value { part.content.titles.entries[state] = text }
        }
        for (state, value) in block.stateMap(.attributedTitles) ?? [] {
            guard case .block(let inner) = value else { continue }
            let runs = inner.keyed(by: AttributedTitleKey.self).list(.runs) ?? []
            part.content.attributedTitles.entries[state] = AttributedTitle(runs: runs.compactMap { run in
                guard case .block(let runBlock) = run else { return nil }
                return attributedRun(from: runBlock.keyed(by: AttributedRunKey.self), category: category)
            })
        }
        for (state, value) in block.stateMap(.images) ?? [] {
            guard case .block(let inner) = value, let content = imageContent(from: inner.keyed(by: ImageKey.self), symbolRule: symbolRule) else { continue }
            part.images[state] = content
            part.content.images.entries[state] = content.size
        }
        if let text = titleBlock?.string(.text) {
            if part.content.titles.entries[.normal] != nil, let entry = block[.titles] {
                report(at: entry.valueNode, entry.path + ".normal", .conflict, "give the normal title once: as title.text or as titles.normal, not both")
            }
            part.content.titles.entries[.normal] = text
            part.titleBlockIsNormal = true
        }
        if let image {
            if part.images[.normal] != nil, let entry = block[.images] {
                report(at: entry.valueNode, entry.path + ".normal", .conflict, "give the normal image once: as image or as images.normal, not both")
            }
            part.images[.normal] = image
            part.content.images.entries[.normal] = image.size
        }
        return part
    }

    private func attributedRun(from block: KeyedBlock<AttributedRunKey>, category: ContentSizeCategory) -> AttributedRun? {
        guard let text = block.string(.text) else { return nil }
        let style = block.enumeration(.textStyle, as: FontTextStyle.self)
        var font = style?.font(in: category)
        if let fontBlock = block.block(.font, as: FontKey.self), fontBlock.isComplete {
            var given = TitleFont(size: fontBlock.number(.size) ?? 0, weight: fontBlock.enumeration(.weight, as: FontWeight.self) ?? .regular)
            if fontBlock.number(.size) == nil { given.size = 0 }
            font = given.size > 0 ? given : nil
        }
        return AttributedRun(
            text: text, font: font, textStyle: style, kern: block.number(.kern) ?? 0,
            baselineOffset: block.number(.baselineOffset) ?? 0)
    }

    /// Lays out the state's content (AS1–AS3): the title and image it shows replace the button's,
    /// and `button.content` records which key supplied each.
    mutating func applyState(
        _ part: StatePart, from block: KeyedBlock<ButtonKey>, to button: inout Button, title: inout Title?,
        image: inout ImageContent?, fontResolution: TitleFontResolution?
    ) {
        let names = (block.list(.state) ?? []).compactMap { value -> String? in
            if case .string(let name) = value { return name }
            return nil
        }
        let state = ControlStateSet(names: names) ?? .normal
        var resolution = ContentResolution(state: state, font: fontResolution, lints: part.content.lints)

        let shown = part.content.title(in: state)
        resolution.title = shown?.source
        resolution.titleIsAttributed = shown?.attributed != nil
        if let shown, !(shown.source.key == .normal && shown.attributed == nil && part.titleBlockIsNormal) {
            if let measured = measuredTitle(shown, font: button.titleFont, at: block) {
                button.title = measured
                title = measured
            }
        } else if shown == nil, button.title != nil, part.titleBlockIsNormal {
            button.title = nil
            title = nil
        }
        if shown?.attributed?.usesTextStyle == true { resolution.lints.append(.attributedTitleWithTextStyle) }

        let shownImage = part.content.image(in: state)
        resolution.image = shownImage?.source
        image = shownImage.flatMap { part.images[$0.source.key] }
        button.imageSize = image?.size
        button.content = resolution
        var states = part.content
        states.normalTitleIsButtonTitle = part.titleBlockIsNormal
        button.states = states
        lintTruncationByState(of: &button, in: block)
    }

    /// A per-state or attributed title, measured like SF (R6.1, AS4); reported when no measurer exists.
    private mutating func measuredTitle(_ shown: ResolvedTitle, font: TitleFont, at block: KeyedBlock<ButtonKey>) -> Title? {
        if shown.attributed == nil, shown.text.isEmpty {
            return Title(text: "", font: font, naturalSize: Size(width: 0, height: SystemFontMetrics.lineHeight(ofSize: font.size)), sizeIsGiven: false)
        }
        guard let base = environment.textMeasurer else {
            let key: ButtonKey = shown.attributed == nil ? .titles : .attributedTitles
            if let entry = block[key] {
                report(
                    at: entry.valueNode, entry.path, .missing,
                    "the \(shown.source.key) title must be measured, and no fonts are installed to measure it "
                        + "(install the renderer's fonts, or lay out the state whose title has a size)")
            }
            return nil
        }
        let measurer = SystemFontMeasurer(base: base, userFonts: environment.userFonts)
        if let attributed = shown.attributed {
            let size = attributed.naturalSize(buttonFont: font) { measurer.lineWidth(of: $0, font: $1) }
            return Title(text: attributed.text, font: attributed.dominantFont(buttonFont: font), naturalSize: size, sizeIsGiven: true)
        }
        return Title(
            text: shown.text, font: font, naturalSize: measurer.naturalSize(of: shown.text, font: font), sizeIsGiven: false,
            widthEstimate: measurer.naturalWidthEstimate(of: shown.text, font: font))
    }
}

/// The per-state content of a button as the builder reads it: the engine's tables plus the image files.
struct StatePart {
    var content = StateContent()
    var images: [ControlStateSet: ImageContent] = [:]
    /// Whether `.normal`'s plain title is the `title` block's (with its given size, if any).
    var titleBlockIsNormal = false
}
