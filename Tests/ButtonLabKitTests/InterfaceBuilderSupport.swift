import ButtonInterfaceBuilder
import ButtonLabKit
import ButtonLabTestSupport
import Foundation

/// `Fixtures/interface-builder/NAME`.
func ibFixture(_ name: String) -> String {
    fixturesDirectory + "/interface-builder/" + name
}

/// `Tests/RefusedDocuments/NAME`: IB documents ButtonLab refuses (a keyed archive, macOS, tvOS).
func refusedDocument(_ name: String) -> String {
    refusedDocumentsDirectory + "/" + name
}

/// Writes `text` to `directory/relative`, creating the folders on the way.
func writeFile(_ text: String, _ directory: String, _ relative: String) throws {
    let path = directory + "/" + relative
    try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
}

/// The plan of some fixtures, by name.
func fixturePlan(_ names: String..., options: InterfaceBuilderOptions = .init()) -> InputPlan {
    planInputs(files: names.map(ibFixture), options: options)
}

/// A custom button with a title in `font` (a `<fontDescription>` element, or none).
func titledButton(id: String, label: String? = nil, title: String, frame: String = #"x="20" y="40" width="160" height="44""#, font: String = "", extra: String = "") -> String {
    let userLabel = label.map { " userLabel=\"\($0)\"" } ?? ""
    return """
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" \(extra) id="\(id)"\(userLabel)>
                        <rect key="frame" \(frame)/>
                        \(font)
                        <state key="normal" title="\(title)"/>
                    </button>
    """
}
