import ButtonFiles
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Maps every `<button>` of a recognised iOS document, names them, and groups them into scenes.
struct DocumentImporter {
    let tree: MarkupTree
    let info: IBDocumentInfo
    let path: String
    let options: InterfaceBuilderOptions

    func run(into result: inout IBFileImport) {
        let mapper = ButtonMapper(tree: tree, info: info, options: options)
        let stem = sanitisedStem(path)
        var names = NameAllocator()
        var mapped: [(button: IBImportedButton, root: Int)] = []
        var buttonCount = 0
        let outlets = outletProperties()
        for element in tree.elements.indices where tree.elements[element].name == "button" {
            buttonCount += 1
            let id = tree.attribute("id", of: element) ?? ""
            let button: MappedButton
            do {
                button = try mapper.map(element)
            } catch {
                result.errors.append(
                    Diagnostic(interfaceBuilder: .badButton, file: path, position: tree.position(of: error.element),
                        message: "button \(id): \(error.message)"))
                continue
            }
            let userLabel = tree.attribute("userLabel", of: element)
            let name = names.allocate(buttonNameBase(stem: stem, userLabel: userLabel, title: button.title, id: id))
            var importedButton = imported(button, id: id, userLabel: userLabel, name: name)
            importedButton.outlet = outlets[id]
            mapped.append((importedButton, button.root))
        }
        if buttonCount == 0 { result.notes.append("no iOS buttons") }

        let selected = { (button: IBImportedButton) in options.elementIDs?.contains(button.source.id) ?? true }
        result.buttons = mapped.map(\.button).filter(selected)
        result.scenes = SceneBuilder(tree: tree, path: path, stem: stem).scenes(for: mapped)
            .filter { scene in scene.buttons.contains { selected($0.button) } }
    }

    /// `<outlet property="shareButton" destination="ID"/>`: each destination's first outlet in document
    /// order, so that code written for the button (`solve`, `migrate`) uses the name the app's code does.
    private func outletProperties() -> [String: String] {
        var outlets: [String: String] = [:]
        for element in tree.elements.indices where tree.elements[element].name == "outlet" {
            guard let destination = tree.attribute("destination", of: element), let property = tree.attribute("property", of: element),
                outlets[destination] == nil
            else { continue }
            outlets[destination] = property
        }
        return outlets
    }

    private func imported(_ button: MappedButton, id: String, userLabel: String?, name: String) -> IBImportedButton {
        let position = tree.position(of: button.element)
        let caption = buttonCaption(path: path, id: id, title: button.title, userLabel: userLabel)
        let warnings = button.warnings.map { pending in
            IBWarning(tag: pending.tag, message: pending.message, line: tree.position(of: pending.element).line)
        }
        var element = "<button id=\"\(attributeText(id))\""
        if let userLabel { element += " userLabel=\"\(attributeText(userLabel))\"" }
        element += ">"
        let scenario = ScenarioTree.mapping([
            .init("name", .string(name)), .init("caption", .string(caption)), .init("button", button.button),
        ])
        return IBImportedButton(
            name: name, caption: caption,
            source: IBSource(
                file: path, line: position.line, column: position.column, id: id, toolsVersion: info.toolsVersion),
            userLabel: userLabel, title: button.title, kind: button.kind,
            isConfiguration: button.button["layout"] == .string("configuration"), frame: button.frame,
            isHidden: button.isHidden, scenario: scenario, warnings: warnings,
            droppedLegacyValues: button.droppedLegacyValues, sourceElement: element)
    }

    /// An attribute value as XML would write it, for the YAML header.
    private func attributeText(_ value: String) -> String {
        replacingScalars(in: value) {
            switch $0 {
            case "&": "&amp;"
            case "\"": "&quot;"
            case "<": "&lt;"
            case "\n": "&#10;"
            default: nil
            }
        }
    }
}
