import ButtonLabTestSupport
import Foundation
import Testing

@Suite("Code for an IB button is named after its outlet")
struct InterfaceBuilderOutletTests {
    /// A XIB whose File's Owner connects `shareButton` to the first button; the second has no outlet.
    private func document() -> String {
        let buttons = """
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="Shr-aa-001" userLabel="Share">
                            <rect key="frame" x="20" y="100" width="160" height="44"/>
                            <inset key="imageEdgeInsets" minX="0.0" minY="0.0" maxX="8" maxY="0.0"/>
                            <state key="normal" title="Share"/>
                        </button>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="Cls-bb-002" userLabel="Close">
                            <rect key="frame" x="20" y="200" width="160" height="44"/>
                            <state key="normal" title="Close"/>
                        </button>
            """
        let owner = """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ShareViewController">
                    <connections>
                        <outlet property="shareButton" destination="Shr-aa-001" id="out-1"/>
                    </connections>
                </placeholder>
            """
        return xib(buttons).replacingOccurrences(of: "<objects>\n", with: "<objects>\n" + owner + "\n")
    }

    @Test("migrate's Swift uses the outlet's property, and the scenario's name where the button has no outlet")
    func migrateUsesTheOutlet() throws {
        let directory = makeScratch("ib-outlets")
        defer { removeScratch(directory) }
        let path = directory + "/Share.xib"
        try Data(document().utf8).write(to: URL(fileURLWithPath: path))
        let run = try buttonlab("migrate", path, "--format", "swift")
        #expect(run.output.contains("var shareButtonConfiguration = UIButton.Configuration.plain()\n"), "\(run.output)\n\(run.errors)")
        #expect(run.output.contains("shareButton.configuration = shareButtonConfiguration\n"))
        #expect(run.output.contains("shareClose.configuration = shareCloseConfiguration\n"))
        #expect(!run.output.contains("shareShare"))
    }
}
