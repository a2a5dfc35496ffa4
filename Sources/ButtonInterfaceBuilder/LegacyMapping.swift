/// The button types that draw a built-in glyph (§3).
private let glyphButtonTypes: Set<String> = ["contactAdd", "detailDisclosure", "infoLight", "infoDark", "close"]

/// Xcode 13 (toolsVersion 18122) shrank the glyph buttons' unconstrained frames from 22 to 20 points.
private let firstToolsVersionWithSmallGlyphs = 18122

let lineBreakModes = [
    "middleTruncation", "tailTruncation", "headTruncation", "clip", "wordWrap", "characterWrap",
]

extension ButtonMapper {
    /// A button without `<buttonConfiguration>`: UIKit's legacy layout (§3–§6).
    func mapLegacy(
        _ button: Int, overrides: RuntimeOverrides, entries: OrderedMapping, warnings: [PendingWarning]
    ) throws(ButtonProblem) -> MappedButton {
        var entries = entries
        var warnings = warnings

        let (buttonType, glyph) = legacyButtonType(button, &warnings)
        entries.set("buttonType", .string(buttonType))
        alignmentEntries(button, overrides, &entries, &warnings)
        if tree.attribute("translatesAutoresizingMaskIntoConstraints", of: button) == "NO",
            !tree.flag("fixedFrame", of: button)
        {
            entries.set("intrinsicSizeQueried", .bool(true))
        }
        let lines = lineBreakEntries(button, overrides, &warnings)
        for key in ["contentEdgeInsets", "imageEdgeInsets", "titleEdgeInsets"] {
            if let insets = try edgeInsets(key, of: button) { entries.set(key, insets) }
        }

        // Every state's content under its own key, and the state the button is in (states.md AS7).
        let states = StateTable(tree: tree, button: button, override: options.state)
        if states.current != .normal {
            entries.set("state", .sequence(states.current.flagNames.map(ScenarioTree.string)))
        }
        let content = try legacyStateContent(button, states, glyph: glyph, warnings: &warnings)
        entries.set("image", content.image)
        entries.set("images", content.images)

        // Per-state background images are not modelled (docs/states.md): the current state's is laid out.
        let backgroundReference = try states.value { (state: Int) throws(ButtonProblem) -> ImageReference? in
            try tree.imageReference(
                attribute: "backgroundImage", catalogAttribute: nil, key: "backgroundImage", of: state,
                symbolConfigurationKey: "preferredSymbolConfiguration")
        }
        if let backgroundReference {
            let background = try images.map(
                backgroundReference, role: "background image", withAlignmentInsets: false, warnings: &warnings)
            entries.set("backgroundImage", background?.tree)
        }

        // An attributed title's own font wins; otherwise the button's font, IB's default when omitted.
        var font = FontChoice.ibDefault
        if let description = tree.child(of: button, named: "fontDescription", key: "fontDescription") {
            font = try tree.fontDescription(description, warnings: &warnings)
        }
        if let attributedFont = content.title?.font { font = attributedFont }
        // Untitled buttons keep the font too: the empty title still reserves a line (layout-model R9.2).
        let title = content.title
        entries.set(
            "title",
            titleTree(
                text: title?.text, font: font, lines: lines, adjustsFont: overrides.adjustsFontForContentSizeCategory
                    ?? tree.attribute("adjustsFontForContentSizeCategory", of: button).map { $0 == "YES" },
                element: title?.element ?? button, warnings: &warnings))
        entries.set("titles", content.titles)
        entries.set("attributedTitles", content.attributedTitles)
        var ignored: [PendingWarning] = []
        let shown = try tree.stateTitle(states, warnings: &ignored)

        if !content.hasContent {
            warnings.append(PendingWarning(tag: .noContent, message: "no title, image or configuration", element: button))
        }
        return MappedButton(
            element: button, frame: Rect(x: 0, y: 0, width: 0, height: 0), root: button, button: entries.tree,
            warnings: warnings, droppedLegacyValues: [], title: shown?.text, kind: buttonType, isHidden: false)
    }

    /// `buttonType`: absent → custom; system, roundedRect and the glyph types → system. Returns the
    /// glyph's side for glyph types.
    private func legacyButtonType(_ button: Int, _ warnings: inout [PendingWarning]) -> (String, Double?) {
        guard let type = tree.attribute("buttonType", of: button) else { return ("custom", nil) }
        switch type {
        case "custom":
            return ("custom", nil)
        case "system", "roundedRect":
            return ("system", nil)
        case _ where glyphButtonTypes.contains(type):
            let small = (info.toolsVersionMajor ?? 0) >= firstToolsVersionWithSmallGlyphs
            return ("system", small ? 20 : 22)
        default:
            warnings.append(
                PendingWarning(
                    tag: .unknownValue, message: "buttonType \"\(type)\" is not a known value; using custom",
                    element: button))
            return ("custom", nil)
        }
    }

    /// `lineBreakMode` (UIButton's, which nib loading hands to the title label): the wrapping modes
    /// become `title.lineBreakMode`, with `numberOfLines` only from a runtime attribute — the label
    /// keeps UILabel's 1 otherwise (layout-model.md R6.4); the truncating modes are drawn as middle truncation.
    private func lineBreakEntries(
        _ button: Int, _ overrides: RuntimeOverrides, _ warnings: inout [PendingWarning]
    ) -> [ScenarioTree.Entry] {
        let mode = enumValue("lineBreakMode", of: button, allowed: lineBreakModes, warnings: &warnings)
        var entries: [ScenarioTree.Entry] = []
        if let lines = overrides.numberOfLines { entries.append(.init("numberOfLines", .number(lines))) }
        switch mode {
        case "middleTruncation":
            break
        case "wordWrap", "characterWrap":
            entries.append(.init("lineBreakMode", .string(mode == "wordWrap" ? "byWordWrapping" : "byCharWrapping")))
            if overrides.numberOfLines == nil {
                warnings.append(
                    PendingWarning(
                        tag: .lineBreak,
                        message: "lineBreakMode \(mode) with the label's numberOfLines 1 (IB has none for a button): "
                            + "one line, or the first of its line breaks; a titleLabel.numberOfLines runtime attribute sets more",
                        element: button))
            }
        default:
            warnings.append(
                PendingWarning(
                    tag: .lineBreak,
                    message: "lineBreakMode \(mode) is drawn as middle truncation (differs only if the title does not fit)",
                    element: button))
        }
        return entries
    }

    /// `<inset key=… minX= minY= maxX= maxY=/>` → `{top, left, bottom, right}` without zero sides;
    /// the DBL_MIN marker reads as 0. nil when absent or all zero.
    func edgeInsets(_ key: String, of button: Int) throws(ButtonProblem) -> ScenarioTree? {
        guard let inset = tree.child(of: button, named: "inset", key: key) else { return nil }
        func side(_ name: String) throws(ButtonProblem) -> Double {
            droppingMarker(try tree.number(name, of: inset, what: "\(key) \(name)") ?? 0)
        }
        return insetsTree((try side("minY"), try side("minX"), try side("maxY"), try side("maxX")))
    }
}
