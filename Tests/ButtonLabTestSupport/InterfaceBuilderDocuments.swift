/// An iOS XIB holding `body` in a 414 × 896 top-level view, with `resources` at the end.
public func xib(_ body: String, resources: String = "", toolsVersion: String = "22505") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <objects>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                <subviews>
    \(body)
                </subviews>
            </view>
        </objects>
        <resources>
    \(resources)
        </resources>
    </document>
    """
}
