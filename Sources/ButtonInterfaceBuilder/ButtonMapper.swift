/// One button mapped to its scenario's `button` block, before it is named.
struct MappedButton {
    var element: Int
    var frame: Rect
    var root: Int
    var button: ScenarioTree
    var warnings: [PendingWarning]
    /// Legacy values a configuration makes UIKit ignore, as `key: value` lines for the YAML comments.
    var droppedLegacyValues: [String]
    /// The title shown (legacy chosen state, or the configuration's), for names, captions, legends.
    var title: String?
    /// `custom`, `system`, or the configuration's style, for the scene legend.
    var kind: String
    var isHidden: Bool
}

/// §2–§8 for one `<button>`.
struct ButtonMapper {
    let tree: MarkupTree
    let info: IBDocumentInfo
    let options: InterfaceBuilderOptions
    let geometry: ViewGeometry
    let images: ImageMapper

    init(tree: MarkupTree, info: IBDocumentInfo, options: InterfaceBuilderOptions) {
        self.tree = tree
        self.info = info
        self.options = options
        geometry = ViewGeometry(tree: tree)
        images = ImageMapper(tree: tree, resources: ResourceCatalog(tree: tree), symbols: options.symbols)
    }

    func map(_ button: Int) throws(ButtonProblem) -> MappedButton {
        let frame = try geometry.absoluteFrame(of: button)
        var warnings: [PendingWarning] = []
        let hidden = siteWarnings(button, &warnings)
        if let customClass = tree.attribute("customClass", of: button) {
            let module = tree.attribute("customModule", of: button).map { " (module \($0))" } ?? ""
            warnings.append(
                PendingWarning(
                    tag: .customClass,
                    message: "custom class \(customClass)\(module) may override the layout; imported as a UIButton",
                    element: button))
        }
        let overrides = tree.runtimeOverrides(of: button, warnings: &warnings)

        var entries = OrderedMapping()
        entries.set("frame", .numbers(frame.x, frame.y, frame.width, frame.height))
        if options.scale != 2 { entries.set("scale", .number(Double(options.scale))) }
        if options.layoutDirection == .rightToLeft { entries.set("layoutDirection", .string("rightToLeft")) }

        var mapped: MappedButton
        if let configuration = tree.child(of: button, named: "buttonConfiguration", key: "configuration") {
            entries.set("layout", .string("configuration"))
            alignmentEntries(button, overrides, &entries, &warnings)
            // states.md AS7: the state applies to configuration buttons too (their content is the configuration's).
            let state = StateTable(tree: tree, button: button, override: options.state).current
            if state != .normal { entries.set("state", .sequence(state.flagNames.map(ScenarioTree.string))) }
            mapped = try mapConfiguration(button, configuration, entries: entries, warnings: warnings)
        } else {
            mapped = try mapLegacy(button, overrides: overrides, entries: entries, warnings: warnings)
        }
        mapped.frame = frame
        mapped.root = geometry.root(of: button)
        mapped.isHidden = hidden
        return mapped
    }

    /// §2's trust markers; returns whether the button is hidden (itself or an ancestor).
    private func siteWarnings(_ button: Int, _ warnings: inout [PendingWarning]) -> Bool {
        if tree.attribute("translatesAutoresizingMaskIntoConstraints", of: button) == "NO",
            !tree.flag("fixedFrame", of: button)
        {
            let device = info.device.map { "device \($0)" } ?? "its canvas device"
            warnings.append(
                PendingWarning(
                    tag: .autoLayoutFrame, message: "frame from IB's Auto Layout pass for \(device)", element: button))
        }
        if tree.flag("misplaced", of: button) {
            warnings.append(
                PendingWarning(
                    tag: .misplaced, message: "IB marks the frame misplaced: it is not what the constraints give",
                    element: button))
        }
        let hidden = geometry.hiddenElement(from: button)
        if let hidden {
            let place = hidden == button ? "the button is hidden" : "inside hidden \(geometry.describe(hidden))"
            warnings.append(
                PendingWarning(tag: .hidden, message: "\(place): not shown, and its frame may be stale", element: button))
        }
        if tree.attribute("key", of: button) == "customView" {
            warnings.append(
                PendingWarning(
                    tag: .barButton, message: "custom view of a bar button item: the bar places it, not this frame",
                    element: button))
        }
        for ancestor in tree.ancestors(of: button) {
            let value = tree.attribute("semanticContentAttribute", of: ancestor)
            if value == "forceLeftToRight" || value == "forceRightToLeft" {
                warnings.append(
                    PendingWarning(
                        tag: .forcedAncestor,
                        message: "\(geometry.describe(ancestor)) has semanticContentAttribute \(value!); "
                            + "it does not propagate to the button", element: button))
            }
        }
        return hidden != nil
    }

    /// `semanticContentAttribute` and the two alignments, when not the default; runtime attributes win.
    func alignmentEntries(
        _ button: Int, _ overrides: RuntimeOverrides, _ entries: inout OrderedMapping,
        _ warnings: inout [PendingWarning]
    ) {
        let keys: [(String, [String], String?)] = [
            (
                "semanticContentAttribute",
                ["unspecified", "playback", "spatial", "forceLeftToRight", "forceRightToLeft"],
                overrides.semanticContentAttribute
            ),
            (
                "contentHorizontalAlignment", ["center", "left", "right", "fill", "leading", "trailing"],
                overrides.contentHorizontalAlignment
            ),
            ("contentVerticalAlignment", ["center", "top", "bottom", "fill"], overrides.contentVerticalAlignment),
        ]
        for (key, allowed, override) in keys {
            let value = override ?? enumValue(key, of: button, allowed: allowed, warnings: &warnings)
            if value != allowed[0] { entries.set(key, .string(value)) }
        }
    }

    /// An enum attribute; an unknown value is reported and replaced by the default (the first allowed).
    func enumValue(
        _ attribute: String, of element: Int, allowed: [String], warnings: inout [PendingWarning],
        what: String? = nil
    ) -> String {
        guard let value = tree.attribute(attribute, of: element) else { return allowed[0] }
        if allowed.contains(value) { return value }
        warnings.append(
            PendingWarning(
                tag: .unknownValue,
                message: "\(what ?? attribute) \"\(value)\" is not a known value; using \(allowed[0])",
                element: element))
        return allowed[0]
    }

    /// The title's `{text, size, font}`; `size` when `--fonts` measured a named face. `lines` and
    /// `adjustsFont` are a legacy title's: only its label has them, and only it states a text style.
    func titleTree(
        text: String?, font: FontChoice?, lines: [ScenarioTree.Entry]? = nil, adjustsFont: Bool? = nil,
        element: Int, warnings: inout [PendingWarning]
    ) -> ScenarioTree? {
        var title = OrderedMapping()
        if let text {
            title.set("text", .string(text))
            if text == "Button" {
                warnings.append(
                    PendingWarning(
                        tag: .placeholderTitle, message: "title \"Button\" is IB's placeholder, usually replaced in code",
                        element: element))
            }
            // A runtime numberOfLines other than 1 shows every line: nothing to warn about.
            let showsEveryLine = lines?.contains { $0.key == "numberOfLines" && $0.value != .number(1) } ?? false
            if text.contains("\n") || text.contains("\r"), !showsEveryLine {
                warnings.append(
                    PendingWarning(
                        tag: .multiLineTitle,
                        message: "the title has a line break: the button is sized for every line; "
                            + "the label shows them all only with numberOfLines other than 1",
                        element: element))
            }
        }
        if let font {
            if let face = font.postScriptName {
                if let size = options.fontFaces?.measure(text ?? "", postScriptName: face, pointSize: font.size) {
                    if text != nil { title.set("size", .numbers(size.width, size.height)) }
                } else {
                    warnings.append(
                        PendingWarning(
                            tag: .fontStandIn,
                            message: "font \(face) is measured with a stand-in; give its file with --fonts",
                            element: element))
                }
            }
            // A configuration's label takes the style too (configuration-model.md); only legacy titles adjust.
            if let style = font.textStyle {
                title.set("textStyle", .string(style))
                if lines != nil { title.set("adjustsFontForContentSizeCategory", adjustsFont.map(ScenarioTree.bool)) }
            } else {
                title.set("font", font.tree)
            }
        }
        for entry in lines ?? [] { title.set(entry.key, entry.value) }
        return title.isEmpty ? nil : title.tree
    }
}
