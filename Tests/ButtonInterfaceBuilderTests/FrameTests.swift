import ButtonLabTestSupport
import Testing

@testable import ButtonInterfaceBuilder

/// §2: absolute positions through frame-bearing ancestors, and what the markup says about trust.
@Suite struct FrameTests {
    private func frames(_ body: String) -> [String: Rect] {
        var result: [String: Rect] = [:]
        for button in importText(xib(body)).buttons { result[button.source.id] = button.frame }
        return result
    }

    @Test func theSpecExampleThroughThreeStackViews() {
        let play = fixtureButton("Main.storyboard", id: "Ply-bt-001")
        #expect(play?.frame == Rect(x: 253.5, y: 267.5, width: 68, height: 68))
        #expect(play?.scenario["button"]?["frame"] == .sequence([.number(253.5), .number(267.5), .number(68), .number(68)]))
    }

    @Test func subviewsContainersAddNothingAndTheOutermostIsOnlyPlaced() {
        // The root view sits at (100, 200) on IB's canvas: it does not count.
        let body = """
            </subviews></view>
            <view contentMode="scaleToFill" id="second">
                <rect key="frame" x="100" y="200" width="320" height="480"/>
                <subviews>
                    <view contentMode="scaleToFill" id="card">
                        <rect key="frame" x="0.33333333333333331" y="10" width="300" height="200"/>
                        <subviews>
                            <button opaque="NO" id="b1"><rect key="frame" x="254.66666666666666" y="5" width="40" height="30"/></button>
                        </subviews>
                    </view>
                </subviews>
            </view>
            <view contentMode="scaleToFill" id="dummy"><subviews>
            """
        #expect(frames(body)["b1"] == Rect(x: 254.66666666666666 + 0.33333333333333331, y: 15, width: 40, height: 30))
        #expect(frames(body)["b1"]?.x == 255)
    }

    @Test func aTopLevelButtonSitsAtTheOrigin() {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <button opaque="NO" buttonType="system" id="top" userLabel="Floating Action">
                        <rect key="frame" x="57" y="340" width="56" height="56"/>
                        <state key="normal" title="+"/>
                    </button>
                </objects>
            </document>
            """
        let result = importText(text, path: "Floating.xib")
        #expect(result.buttons.first?.frame == Rect(x: 0, y: 0, width: 56, height: 56))
        #expect(result.scenes.map(\.name) == ["floating-scene-floating-action"])
        #expect(result.scenes.first?.canvas == Rect(x: 0, y: 0, width: 56, height: 56))
    }

    @Test func tableViewCellsHoldTheirPositionInTheTable() {
        let body = """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" id="table">
                <rect key="frame" x="0.0" y="48" width="414" height="800"/>
                <prototypes>
                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="Cell" id="cell">
                        <rect key="frame" x="0.0" y="88" width="414" height="44"/>
                        <tableViewCellContentView key="contentView" opaque="NO" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                            <subviews>
                                <button opaque="NO" buttonType="system" id="cellButton"><rect key="frame" x="300" y="6" width="100" height="32"/></button>
                            </subviews>
                        </tableViewCellContentView>
                    </tableViewCell>
                </prototypes>
            </tableView>
            """
        #expect(frames(body)["cellButton"] == Rect(x: 300, y: 142, width: 100, height: 32))
    }

    @Test func scrollContentMayPassTheRoot() {
        let body = """
            <scrollView clipsSubviews="YES" contentMode="scaleToFill" id="scroll">
                <rect key="frame" x="0.0" y="100" width="414" height="500"/>
                <subviews>
                    <view contentMode="scaleToFill" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="1200"/>
                        <subviews>
                            <button opaque="NO" buttonType="system" id="deep"><rect key="frame" x="20" y="1100" width="100" height="44"/></button>
                        </subviews>
                    </view>
                </subviews>
            </scrollView>
            """
        #expect(frames(body)["deep"] == Rect(x: 20, y: 1200, width: 100, height: 44))
        let scene = importText(xib(body)).scenes.first
        #expect(scene?.canvas == Rect(x: 0, y: 0, width: 414, height: 896))
        #expect(scene?.extent == Rect(x: 0, y: 0, width: 414, height: 1300))
        #expect(scene?.views.map(\.frame) == [
            Rect(x: 0, y: 100, width: 414, height: 500), Rect(x: 0, y: 100, width: 414, height: 1200),
        ])
    }

    @Test func autoLayoutFramesAreForIBsDevice() {
        #expect(warnings(#"translatesAutoresizingMaskIntoConstraints="NO""#) == [
            "[auto-layout-frame] frame from IB's Auto Layout pass for device retina6_1", "[no-content] no title, image or configuration",
        ])
        #expect(buttonBlock(#"translatesAutoresizingMaskIntoConstraints="NO""#)?["intrinsicSizeQueried"] == .bool(true))
        let noDevice = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch"><objects><view id="v"><rect key="frame" x="0" y="0" width="10" height="10"/><subviews><button translatesAutoresizingMaskIntoConstraints="NO" buttonType="system" id="b"><rect key="frame" x="0" y="0" width="10" height="10"/><state key="normal" title="A"/></button></subviews></view></objects></document>"#
        #expect(importText(noDevice).buttons.first?.warnings.map(\.description) == [
            "[auto-layout-frame] frame from IB's Auto Layout pass for its canvas device"
        ])
    }

    @Test func fixedFramesAndAutoresizingMasksAreAuthoritative() {
        let fixed = #"fixedFrame="YES" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO""#
        #expect(warnings(fixed, #"<state key="normal" title="A"/>"#) == [])
        #expect(buttonBlock(fixed)?["intrinsicSizeQueried"] == nil)
        let mask = #"<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/><state key="normal" title="A"/>"#
        #expect(warnings(#"buttonType="system""#, mask) == [])
        #expect(buttonBlock(#"buttonType="system""#, mask)?["intrinsicSizeQueried"] == nil)
    }

    @Test func misplacedAndHidden() {
        #expect(warnings(#"misplaced="YES" buttonType="system""#, #"<state key="normal" title="A"/>"#) == [
            "[misplaced] IB marks the frame misplaced: it is not what the constraints give"
        ])
        #expect(warnings(#"hidden="YES" buttonType="system""#, #"<state key="normal" title="A"/>"#) == [
            "[hidden] the button is hidden: not shown, and its frame may be stale"
        ])
        let body = """
            <stackView hidden="YES" opaque="NO" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                <subviews>
                    <button opaque="NO" buttonType="system" id="inner"><rect key="frame" x="-44" y="0" width="0.0" height="50"/><state key="normal" title="A"/></button>
                </subviews>
            </stackView>
            """
        let inner = importText(xib(body)).buttons.first
        #expect(inner?.warnings.map(\.description) == [
            #"[hidden] inside hidden <stackView id="stack">: not shown, and its frame may be stale"#
        ])
        #expect(inner?.isHidden == true)
        #expect(inner?.frame == Rect(x: -44, y: 0, width: 0, height: 50))
    }

    @Test func barButtonCustomViews() {
        let settings = fixtureButton("Main.storyboard", id: "Bar-bt-004")
        #expect(settings?.frame == Rect(x: 0, y: 0, width: 44, height: 34))
        #expect(settings?.warnings.first?.description == "[bar-button] custom view of a bar button item: the bar places it, not this frame")
    }

    @Test func forcedAncestorsAreReportedNotCopied() {
        let play = fixtureButton("Main.storyboard", id: "Ply-bt-001")
        #expect(play?.warnings.map(\.description).contains(
            #"[forced-ancestor] <stackView id="Stk-cc-003"> has semanticContentAttribute forceRightToLeft; it does not propagate to the button"#) == true)
        #expect(play?.scenario["button"]?["semanticContentAttribute"] == nil)
        let body = """
            <view semanticContentAttribute="playback" id="player"><rect key="frame" x="0" y="0" width="10" height="10"/>
            <subviews><button buttonType="system" id="p"><rect key="frame" x="0" y="0" width="10" height="10"/><state key="normal" title="A"/></button></subviews></view>
            """
        #expect(importText(xib(body)).buttons.first?.warnings == [])
    }

    @Test func warningsCarryTheirElementsLine() {
        let login = fixtureButton("Login.xib", id: "Fgt-bb-002")
        #expect(login?.warnings.map(\.line) == [34, 34])
        #expect(login?.warnings.first?.formatted(file: "Login.xib", buttonName: "login-forgot-it")
            == "Login.xib:34: warning [attributed-title]: attributed title with several fonts; measured with the first fragment's, HelveticaNeue 15 (login-forgot-it)")
        #expect(login?.source == IBSource(file: "Fixtures/Login.xib", line: 30, column: 25, id: "Fgt-bb-002", toolsVersion: "22505"))
    }
}
