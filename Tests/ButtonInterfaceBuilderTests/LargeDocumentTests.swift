import Foundation
import Testing

@testable import ButtonInterfaceBuilder

/// §1: the largest surveyed file is about 1 MB. A generated storyboard of that size with hundreds of
/// buttons must load in well under a second; the test asserts what it loads and prints the time (the
/// bench measures it).
@Suite struct LargeDocumentTests {
    /// `scenes` scenes, each a root view holding a stack view with `perScene` buttons of every kind.
    static func storyboard(scenes: Int, perScene: Int) -> String {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <scenes>

            """
        for scene in 0..<scenes {
            text += """
                        <!--Scene \(scene)-->
                        <scene sceneID="sc-\(scene)">
                            <objects>
                                <viewController storyboardIdentifier="Screen\(scene)" id="vc-\(scene)" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="vw-\(scene)">
                                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                        <subviews>
                                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="st-\(scene)">
                                                <rect key="frame" x="20" y="44" width="374" height="800"/>
                                                <subviews>

                """
            for index in 0..<perScene {
                let y = Double(index) * 52.5
                text += """
                                                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="bt-\(scene)-\(index)" userLabel="Action \(index)">
                                                            <rect key="frame" x="0.0" y="\(y)" width="374" height="44.5"/>
                                                            <constraints>
                                                                <constraint firstAttribute="height" constant="44.5" id="c-\(scene)-\(index)"/>
                                                            </constraints>
                                                            <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="17"/>
                                                            <inset key="imageEdgeInsets" minX="0.0" minY="0.0" maxX="2.2250738585072014e-308" maxY="0.0"/>
                                                            <state key="normal" title="Action &amp; more \(index)" image="icon"/>
                                                            <connections>
                                                                <action selector="tap:" destination="vc-\(scene)" eventType="touchUpInside" id="a-\(scene)-\(index)"/>
                                                            </connections>
                                                        </button>

                    """
            }
            text += """
                                                </subviews>
                                            </stackView>
                                        </subviews>
                                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                    </view>
                                </viewController>
                                <placeholder placeholderIdentifier="IBFirstResponder" id="fr-\(scene)" sceneMemberID="firstResponder"/>
                            </objects>
                            <point key="canvasLocation" x="\(scene * 400)" y="0.0"/>
                        </scene>

                """
        }
        text += """
                </scenes>
                <resources>
                    <image name="icon" width="24" height="24"/>
                </resources>
            </document>

            """
        return text
    }

    @Test func aOneMegabyteStoryboardWithHundredsOfButtons() {
        let text = Self.storyboard(scenes: 64, perScene: 12)
        let bytes = Array(text.utf8)
        #expect(bytes.count > 1_000_000 && bytes.count < 1_300_000)
        let start = ContinuousClock.now
        let result = InterfaceBuilder.importDocument(bytes, path: "Big.storyboard")
        let elapsed = ContinuousClock.now - start
        print("Big.storyboard: \(bytes.count) bytes, \(result.buttons.count) buttons, \(result.scenes.count) scenes in \(elapsed)")

        #expect(result.errors.isEmpty)
        #expect(result.buttons.count == 768)
        #expect(result.scenes.count == 64)
        #expect(result.scenes.last?.name == "big-scene-screen63")
        #expect(result.scenes.last?.buttons.count == 12)
        let last = result.buttons.last
        #expect(last?.name == "big-action-11-64")
        #expect(last?.frame == IBRect(x: 20, y: 621.5, width: 374, height: 44.5))
        #expect(last?.title == "Action & more 11")
        #expect(flowYAML(last?.scenario["button"] ?? .bool(false)) == """
            {frame: [20, 621.5, 374, 44.5], buttonType: system, intrinsicSizeQueried: true, image: {size: [24, 24]}, \
            title: {text: "Action & more 11", font: {size: 17, weight: semibold}}}
            """)
    }
}

/// Batches import files in parallel: XMLParser keeps its state per thread, so concurrent imports
/// give exactly what serial ones give.
@Suite struct ConcurrentImportTests {
    @Test func parallelImportsMatchSerialOnes() async {
        let names = ["Login.xib", "Settings-Xcode6.xib", "Welcome-Xcode42.storyboard", "Main.storyboard", "MacWindow.xib", "Legacy-Archive.xib"]
        let serial = names.map { importFixture($0) }
        let parallel = await withTaskGroup(of: (Int, IBFileImport).self) { group in
            for _ in 0..<4 {
                for (index, name) in names.enumerated() {
                    group.addTask { (index, importFixture(name)) }
                }
            }
            var results: [(Int, IBFileImport)] = []
            for await result in group { results.append(result) }
            return results
        }
        #expect(parallel.count == 24)
        for (index, result) in parallel {
            #expect(result == serial[index])
        }
    }
}
