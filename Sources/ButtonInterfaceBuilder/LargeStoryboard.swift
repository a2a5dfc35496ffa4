/// A generated storyboard the size of the largest surveyed one (~1 MB, docs/interface-builder.md, "What is read"):
/// `scenes` scenes, each a root view with a stack view of `perScene` system buttons with an image and
/// a title. One generator for the test that checks what it loads (LargeDocumentTests) and the bench
/// that times it; package-internal, not API.
package func largeStoryboard(scenes: Int = 64, perScene: Int = 12) -> String {
    var text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>

        """
    for scene in 0..<scenes {
        text += """
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
            text += """
                                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="bt-\(scene)-\(index)" userLabel="Action \(index)">
                                                        <rect key="frame" x="0.0" y="\(Double(index) * 52.5)" width="374" height="44.5"/>
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
    return text + """
            </scenes>
            <resources>
                <image name="icon" width="24" height="24"/>
            </resources>
        </document>

        """
}
