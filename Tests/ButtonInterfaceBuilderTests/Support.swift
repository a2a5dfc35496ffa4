import ButtonLabTestSupport
import Foundation
import Testing

@testable import ButtonInterfaceBuilder

/// `Fixtures/interface-builder/NAME`, found from this file's location; documents ButtonLab refuses
/// (§1) live in `Tests/RefusedDocuments/` instead, so that `buttonlab check Fixtures` draws every fixture.
func fixturePath(_ name: String) -> String {
    let fixture = fixturesDirectory + "/interface-builder/" + name
    guard !FileManager.default.fileExists(atPath: fixture) else { return fixture }
    return refusedDocumentsDirectory + "/" + name
}

/// Imports a fixture under the short name `Fixtures/NAME`, so sources and messages are stable.
func importFixture(_ name: String, options: InterfaceBuilderOptions = .init()) -> IBFileImport {
    let data = FileManager.default.contents(atPath: fixturePath(name)) ?? Data()
    return InterfaceBuilder.importDocument([UInt8](data), path: "Fixtures/\(name)", options: options)
}

/// Imports XML text given inline.
func importText(_ text: String, path: String = "Test.xib", options: InterfaceBuilderOptions = .init()) -> IBFileImport {
    InterfaceBuilder.importDocument(Array(text.utf8), path: path, options: options)
}

/// One button of a fixture by id.
func fixtureButton(_ name: String, id: String, options: InterfaceBuilderOptions = .init()) -> IBImportedButton? {
    importFixture(name, options: options).buttons.first { $0.source.id == id }
}

/// The YAML `buttonlab import` writes for a fixture's button.
func fixtureYAML(_ name: String, id: String, options: InterfaceBuilderOptions = .init()) -> String? {
    fixtureButton(name, id: id, options: options).map(scenarioYAML(for:))
}

/// A `<button id="b">` with `attributes` and `children`, framed at (10, 20, 100, 44).
func button(_ attributes: String = "", _ children: String = "") -> String {
    """
    <button opaque="NO" contentMode="scaleToFill" \(attributes) id="b">
        <rect key="frame" x="10" y="20" width="100" height="44"/>
        \(children)
    </button>
    """
}

/// The `button` block of the single button of a XIB made by `xib(button(…))`.
func buttonBlock(_ attributes: String = "", _ children: String = "", resources: String = "", toolsVersion: String = "22505", options: InterfaceBuilderOptions = .init()) -> ScenarioTree? {
    importText(xib(button(attributes, children), resources: resources, toolsVersion: toolsVersion), options: options)
        .buttons.first?.scenario["button"]
}

/// The flow YAML of the single button's `button` block, the most compact exact form to compare.
func flow(_ attributes: String = "", _ children: String = "", resources: String = "", toolsVersion: String = "22505", options: InterfaceBuilderOptions = .init()) -> String? {
    buttonBlock(attributes, children, resources: resources, toolsVersion: toolsVersion, options: options).map(flowYAML)
}

/// `[TAG] message` of the single button's warnings.
func warnings(_ attributes: String = "", _ children: String = "", resources: String = "", toolsVersion: String = "22505", options: InterfaceBuilderOptions = .init()) -> [String] {
    importText(xib(button(attributes, children), resources: resources, toolsVersion: toolsVersion), options: options)
        .buttons.first?.warnings.map(\.description) ?? []
}
