/// A legacy button's `<state>` titles and images as the scenario's keys (states.md AS7): the normal
/// state's in `title`/`image`, the other states' under `titles`, `attributedTitles` and `images`,
/// so that the layout looks the current state up as UIKit does (AS1–AS3).
struct LegacyStateContent {
    /// `title.text`, and for a lone normal attributed title its font: the flat form, kept when only
    /// the normal state has a title, so that most imported scenarios stay one `title:` line.
    var title: TitleChoice?
    var titles: ScenarioTree?
    var attributedTitles: ScenarioTree?
    var image: ScenarioTree?
    var images: ScenarioTree?

    var hasContent: Bool { title != nil || titles != nil || attributedTitles != nil || image != nil || images != nil }
}

extension ButtonMapper {
    func legacyStateContent(
        _ button: Int, _ states: StateTable, glyph: Double?, warnings: inout [PendingWarning]
    ) throws(ButtonProblem) -> LegacyStateContent {
        var content = LegacyStateContent()
        var plain: [(state: ControlState, title: TitleChoice)] = []
        var attributed: [(state: ControlState, title: TitleChoice)] = []
        var found: [PendingWarning] = []
        for state in ControlState.allCases {
            let rich = try states.ownValue(state) { (element: Int) throws(ButtonProblem) -> TitleChoice? in
                guard let string = tree.child(of: element, named: "attributedString", key: "attributedTitle") else {
                    return nil
                }
                return try tree.attributedTitle(string, warnings: &found)
            }
            if let rich, !rich.runs.isEmpty { attributed.append((state, rich)) }
            if let text = try states.ownValue(state, { tree.plainText("title", of: $0) }), !text.isEmpty {
                plain.append((state, TitleChoice(text: text, font: nil, element: states.elements[state]!, isAttributed: false)))
            }
        }
        if plain.allSatisfy({ $0.state == .normal }) && attributed.allSatisfy({ $0.state == .normal }) {
            // An attributed title wins over the plain one (AS3); one font measures it (§5).
            content.title = attributed.first?.title ?? plain.first?.title
            if content.title?.isAttributed == true { warnings += found }
        } else {
            content.title = plain.first { $0.state == .normal }?.title
            content.titles = stateMapping(plain.filter { $0.state != .normal }.map { ($0.state, .string($0.title.text)) })
            content.attributedTitles = stateMapping(
                attributed.map { ($0.state, .mapping([.init("runs", .sequence($0.title.runs.map(\.tree)))])) })
            // Runs keep their own fonts, so several fonts are no longer a loss worth a warning.
            warnings += found.filter { $0.tag != .attributedTitle }
        }

        if let normal = try states.ownValue(.normal, imageReference) {
            content.image = try stateImage(button, normal, warnings: &warnings)
        } else if let glyph {
            content.image = .mapping([.init("size", .numbers(glyph, glyph))])
            warnings.append(
                PendingWarning(
                    tag: .glyphImage,
                    message: "buttonType \(tree.attribute("buttonType", of: button)!) draws a built-in "
                        + "\(formatShortest(glyph)) × \(formatShortest(glyph)) glyph", element: button))
        }
        var images: [(ControlState, ScenarioTree)] = []
        for state in ControlState.allCases where state != .normal {
            if let reference = try states.ownValue(state, imageReference),
                let image = try stateImage(button, reference, warnings: &warnings)
            {
                images.append((state, image))
            }
        }
        content.images = stateMapping(images)
        return content
    }

    /// A state's `image=` (or `<imageReference key="image">`).
    func imageReference(_ state: Int) throws(ButtonProblem) -> ImageReference? {
        try tree.imageReference(
            attribute: "image", catalogAttribute: "catalog", key: "image", of: state,
            symbolConfigurationKey: "preferredSymbolConfiguration")
    }

    /// An image's `{size}`; a symbol without its own configuration takes the button's point size.
    private func stateImage(
        _ button: Int, _ reference: ImageReference, warnings: inout [PendingWarning]
    ) throws(ButtonProblem) -> ScenarioTree? {
        var reference = reference
        if reference.symbolPointSize == nil,
            let configuration = tree.child(of: button, named: "preferredSymbolConfiguration")
        {
            reference.symbolPointSize = try tree.number("pointSize", of: configuration, what: "symbol pointSize")
        }
        return try images.map(
            reference, role: "image", withAlignmentInsets: false, warnings: &warnings)?.tree
    }
}

/// `{highlighted: …, selected: …}` in `ControlState` order; nil when empty.
private func stateMapping(_ entries: [(ControlState, ScenarioTree)]) -> ScenarioTree? {
    entries.isEmpty ? nil : .mapping(entries.map { ScenarioTree.Entry($0.0.rawValue, $0.1) })
}
