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
        lineBreakWarning(button, &warnings)
        for key in ["contentEdgeInsets", "imageEdgeInsets", "titleEdgeInsets"] {
            if let insets = try edgeInsets(key, of: button) { entries.set(key, insets) }
        }

        let states = StateTable(tree: tree, button: button, override: options.state)
        let title = try tree.stateTitle(states, warnings: &warnings)
        let imageReference = try states.value { (state: Int) throws(ButtonProblem) -> ImageReference? in
            try tree.imageReference(
                attribute: "image", catalogAttribute: "catalog", key: "image", of: state,
                symbolConfigurationKey: "preferredSymbolConfiguration")
        }
        var image: ScenarioTree?
        if var reference = imageReference {
            if reference.symbolPointSize == nil,
                let configuration = tree.child(of: button, named: "preferredSymbolConfiguration")
            {
                reference.symbolPointSize = try tree.number("pointSize", of: configuration, what: "symbol pointSize")
            }
            image = try images.map(
                reference, role: "image", withAlignmentInsets: false, warnings: &warnings)?.tree
        } else if let glyph {
            image = .mapping([.init("size", .numbers(glyph, glyph))])
            warnings.append(
                PendingWarning(
                    tag: .glyphImage,
                    message: "buttonType \(tree.attribute("buttonType", of: button)!) draws a built-in "
                        + "\(formatShortest(glyph)) × \(formatShortest(glyph)) glyph", element: button))
        }
        entries.set("image", image)

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
        if let attributedFont = title?.font { font = attributedFont }
        // Untitled buttons keep the font too: the empty title still reserves a line (layout-model R9.2).
        entries.set(
            "title", titleTree(text: title?.text, font: font, element: title?.element ?? button, warnings: &warnings))

        if title == nil, image == nil {
            warnings.append(PendingWarning(tag: .noContent, message: "no title, image or configuration", element: button))
        }
        return MappedButton(
            element: button, frame: Rect(x: 0, y: 0, width: 0, height: 0), root: button, button: entries.tree,
            warnings: warnings, droppedLegacyValues: [], title: title?.text, kind: buttonType, isHidden: false)
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

    private func lineBreakWarning(_ button: Int, _ warnings: inout [PendingWarning]) {
        let mode = enumValue("lineBreakMode", of: button, allowed: lineBreakModes, warnings: &warnings)
        switch mode {
        case "middleTruncation":
            break
        case "wordWrap", "characterWrap":
            warnings.append(
                PendingWarning(
                    tag: .lineBreak,
                    message: "lineBreakMode \(mode) wraps titles onto several lines, outside the model; laid out as one line",
                    element: button))
        default:
            warnings.append(
                PendingWarning(
                    tag: .lineBreak,
                    message: "lineBreakMode \(mode) is drawn as middle truncation (differs only if the title does not fit)",
                    element: button))
        }
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
