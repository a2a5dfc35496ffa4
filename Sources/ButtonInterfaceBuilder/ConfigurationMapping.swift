private let configurationStyles = [
    "plain", "gray", "tinted", "filled", "borderless", "bordered", "borderedTinted", "borderedProminent", "glass",
]

/// `NSLineBreakMode` as the scenario names it, from UIKit's and IB's spellings.
private let configurationLineBreakModes: [String: String] = {
    var modes: [String: String] = [:]
    let pairs = [
        ("byWordWrapping", "wordWrap", "wordWrapping"), ("byCharWrapping", "characterWrap", "charWrapping"),
        ("byClipping", "clip", "clipping"), ("byTruncatingHead", "headTruncation", "truncatingHead"),
        ("byTruncatingTail", "tailTruncation", "truncatingTail"),
        ("byTruncatingMiddle", "middleTruncation", "truncatingMiddle"),
    ]
    for (name, ibName, shortName) in pairs {
        modes[name] = name
        modes[ibName] = name
        modes[shortName] = name
    }
    return modes
}()

extension ButtonMapper {
    /// §7: `<buttonConfiguration>` → `layout: configuration` with docs/scenario-format.md's configuration keys.
    /// The legacy data UIKit then ignores is dropped, listed, and reported once (`legacy-ignored`).
    func mapConfiguration(
        _ button: Int, _ configuration: Int, entries: OrderedMapping, warnings: [PendingWarning]
    ) throws(ButtonProblem) -> MappedButton {
        var entries = entries
        var warnings = warnings
        var block = OrderedMapping()

        let style = enumValue(
            "style", of: configuration, allowed: configurationStyles, warnings: &warnings, what: "configuration style")
        block.set("style", .string(style))
        let buttonSize = enumValue(
            "buttonSize", of: configuration, allowed: ["medium", "mini", "small", "large"], warnings: &warnings)
        if buttonSize != "medium" { block.set("buttonSize", .string(buttonSize)) }
        if let insets = tree.child(of: configuration, named: "directionalEdgeInsets", key: "contentInsets") {
            var sides = OrderedMapping()
            for side in ["top", "leading", "bottom", "trailing"] {
                sides.set(side, .number(droppingMarker(try tree.number(side, of: insets, what: "contentInsets \(side)") ?? 0)))
            }
            block.set("contentInsets", sides.tree)
            warnings.append(
                PendingWarning(
                    tag: .configInsets,
                    message: "contentInsets replace the default insets here; whether nib loading adds them to the "
                        + "default instead is unconfirmed", element: insets))
        }
        let placement = enumValue(
            "imagePlacement", of: configuration, allowed: ["leading", "trailing", "top", "bottom"], warnings: &warnings)
        if placement != "leading" { block.set("imagePlacement", .string(placement)) }
        for (key, defaultValue) in [("imagePadding", 0.0), ("titlePadding", 1), ("imageReservation", 0)] {
            if let value = try tree.number(key, of: configuration, what: key), value != defaultValue {
                block.set(key, .number(value))
            }
        }
        let alignment = enumValue(
            "titleAlignment", of: configuration, allowed: ["automatic", "leading", "center", "trailing"],
            warnings: &warnings)
        if alignment != "automatic" { block.set("titleAlignment", .string(alignment)) }
        for key in ["titleLineBreakMode", "subtitleLineBreakMode"] {
            guard let written = tree.attribute(key, of: configuration) else { continue }
            if let mode = configurationLineBreakModes[written] {
                if mode != "byWordWrapping" { block.set(key, .string(mode)) }
            } else {
                warnings.append(
                    PendingWarning(
                        tag: .unknownValue, message: "\(key) \"\(written)\" is not a known value; using byWordWrapping",
                        element: configuration))
            }
        }
        if tree.flag("showsActivityIndicator", of: configuration) { block.set("showsActivityIndicator", .bool(true)) }

        let title = try labelText(configuration, plain: "title", attributed: "attributedTitle", warnings: &warnings)
        let titleFont = try labelFont(configuration, "titleFontDescription", title, &warnings)
        block.set("title", title.flatMap { titleTree(text: $0.text, font: titleFont, element: $0.element, warnings: &warnings) })
        let subtitle = try labelText(configuration, plain: "subtitle", attributed: "attributedSubtitle", warnings: &warnings)
        let subtitleFont = try labelFont(configuration, "subtitleFontDescription", subtitle, &warnings)
        block.set(
            "subtitle",
            subtitle.flatMap { subtitleTree(text: $0.text, font: subtitleFont, element: $0.element, warnings: &warnings) })

        if let reference = try tree.imageReference(
            attribute: "image", catalogAttribute: "catalog", key: "image", of: configuration,
            symbolConfigurationKey: "preferredSymbolConfigurationForImage")
        {
            let image = try images.map(reference, role: "image", withAlignmentInsets: true, warnings: &warnings)
            block.set("image", image?.tree)
        }
        entries.set("configuration", block.tree)

        let dropped = try droppedLegacyValues(button)
        if !dropped.isEmpty {
            let names = dropped.map { String($0.prefix { $0 != ":" }) }
            warnings.append(
                PendingWarning(
                    tag: .legacyIgnored,
                    message: "UIKit ignores \(names.joined(separator: ", ")) once a configuration is set; dropped",
                    element: configuration))
        }
        return MappedButton(
            element: button, frame: Rect(x: 0, y: 0, width: 0, height: 0), root: button, button: entries.tree,
            warnings: warnings, droppedLegacyValues: dropped, title: title?.text, kind: style, isHidden: false)
    }

    private func labelText(
        _ configuration: Int, plain: String, attributed: String, warnings: inout [PendingWarning]
    ) throws(ButtonProblem) -> TitleChoice? {
        if let string = tree.child(of: configuration, named: "attributedString", key: attributed) {
            let choice = try tree.attributedTitle(string, warnings: &warnings)
            return choice.text.isEmpty ? nil : choice
        }
        guard let text = tree.plainText(plain, of: configuration), !text.isEmpty else { return nil }
        return TitleChoice(text: text, font: nil, element: configuration, isAttributed: false)
    }

    /// `<fontDescription key=…>` (a text-attributes transformer) wins over an attributed title's font.
    private func labelFont(
        _ configuration: Int, _ key: String, _ label: TitleChoice?, _ warnings: inout [PendingWarning]
    ) throws(ButtonProblem) -> FontChoice? {
        if let description = tree.child(of: configuration, named: "fontDescription", key: key) {
            return try tree.fontDescription(description, warnings: &warnings)
        }
        return label?.font
    }

    private func subtitleTree(
        text: String, font: FontChoice?, element: Int, warnings: inout [PendingWarning]
    ) -> ScenarioTree {
        var subtitle = OrderedMapping()
        subtitle.set("text", .string(text))
        if let font {
            if let face = font.postScriptName {
                if let size = options.fontFaces?.measure(text, postScriptName: face, pointSize: font.size) {
                    subtitle.set("size", .numbers(size.width, size.height))
                } else {
                    warnings.append(
                        PendingWarning(
                            tag: .fontStandIn,
                            message: "font \(face) is measured with a stand-in; give its file with --fonts",
                            element: element))
                }
            }
            if let style = font.textStyle { subtitle.set("textStyle", .string(style)) } else { subtitle.set("font", font.tree) }
        }
        return subtitle.tree
    }

    /// What a configuration makes UIKit ignore, as `key: value` lines: the button type, non-zero insets,
    /// the title font, a non-default line-break mode, and the states' titles and images.
    private func droppedLegacyValues(_ button: Int) throws(ButtonProblem) -> [String] {
        var dropped: [String] = []
        if let type = tree.attribute("buttonType", of: button) { dropped.append("buttonType: \(type)") }
        for key in ["contentEdgeInsets", "imageEdgeInsets", "titleEdgeInsets"] {
            if let insets = try edgeInsets(key, of: button) { dropped.append("\(key): \(flowYAML(insets))") }
        }
        if let description = tree.child(of: button, named: "fontDescription", key: "fontDescription") {
            var ignored: [PendingWarning] = []
            dropped.append("fontDescription: \(try tree.fontDescription(description, warnings: &ignored).summary)")
        }
        if let mode = tree.attribute("lineBreakMode", of: button), mode != "middleTruncation" {
            dropped.append("lineBreakMode: \(mode)")
        }
        let states = StateTable(tree: tree, button: button, override: nil)
        for state in ControlState.allCases {
            guard let element = states.elements[state] else { continue }
            if let string = tree.child(of: element, named: "attributedString", key: "attributedTitle") {
                var ignored: [PendingWarning] = []
                let text = try tree.attributedTitle(string, warnings: &ignored).text
                dropped.append("\(state.rawValue) attributedTitle: \(flowYAML(.string(text)))")
            } else if let title = tree.plainText("title", of: element) {
                dropped.append("\(state.rawValue) title: \(flowYAML(.string(title)))")
            }
            for key in ["image", "backgroundImage"] {
                if let reference = try tree.imageReference(
                    attribute: key, catalogAttribute: key == "image" ? "catalog" : nil, key: key, of: element,
                    symbolConfigurationKey: "preferredSymbolConfiguration")
                {
                    dropped.append("\(state.rawValue) \(key): \(flowYAML(.string(reference.name)))")
                }
            }
        }
        return dropped
    }
}
