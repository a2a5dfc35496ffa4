import Testing

@testable import ButtonInterfaceBuilder

private let titled = #"<state key="normal" title="Go"/>"#
private let go = #"title: {text: Go, font: {size: 15, weight: regular}}"#

/// §3, §4 and §8: button attributes, insets and runtime attributes.
@Suite struct ButtonTypeTests {
    @Test(arguments: [
        ("", "custom"), (#"buttonType="custom""#, "custom"), (#"buttonType="system""#, "system"),
        (#"buttonType="roundedRect""#, "system"),
    ])
    func buttonTypes(attribute: String, type: String) {
        #expect(flow(attribute, titled) == "{frame: [10, 20, 100, 44], buttonType: \(type), \(go)}")
        #expect(warnings(attribute, titled) == [])
    }

    @Test(arguments: ["contactAdd", "detailDisclosure", "infoLight", "infoDark", "close"])
    func glyphTypesBeforeAndAfterXcode13(type: String) {
        #expect(flow(#"buttonType="\#(type)""#, toolsVersion: "18121") == "{frame: [10, 20, 100, 44], buttonType: system, image: {size: [22, 22]}, title: {font: {size: 15, weight: regular}}}")
        #expect(flow(#"buttonType="\#(type)""#, toolsVersion: "18122") == "{frame: [10, 20, 100, 44], buttonType: system, image: {size: [20, 20]}, title: {font: {size: 15, weight: regular}}}")
        #expect(warnings(#"buttonType="\#(type)""#, toolsVersion: "18122") == ["[glyph-image] buttonType \(type) draws a built-in 20 × 20 glyph"])
    }

    @Test func aGlyphButtonWithItsOwnImageShowsTheImage() {
        let image = #"<state key="normal" image="plus"/>"#
        #expect(flow(#"buttonType="contactAdd""#, image, resources: #"<image name="plus" width="30" height="30"/>"#)
            == "{frame: [10, 20, 100, 44], buttonType: system, image: {size: [30, 30]}, title: {font: {size: 15, weight: regular}}}")
    }

    @Test func unknownTypesAreCustom() {
        #expect(flow(#"buttonType="plain""#, titled) == "{frame: [10, 20, 100, 44], buttonType: custom, \(go)}")
        #expect(warnings(#"buttonType="plain""#, titled) == [#"[unknown-value] buttonType "plain" is not a known value; using custom"#])
    }
}

@Suite struct AlignmentTests {
    @Test(arguments: ["left", "right", "fill", "leading", "trailing"])
    func horizontal(value: String) {
        #expect(flow(#"buttonType="system" contentHorizontalAlignment="\#(value)""#, titled)
            == "{frame: [10, 20, 100, 44], buttonType: system, contentHorizontalAlignment: \(value), \(go)}")
    }

    @Test(arguments: ["top", "bottom", "fill"])
    func vertical(value: String) {
        #expect(flow(#"buttonType="system" contentVerticalAlignment="\#(value)""#, titled)
            == "{frame: [10, 20, 100, 44], buttonType: system, contentVerticalAlignment: \(value), \(go)}")
    }

    @Test(arguments: ["playback", "spatial", "forceLeftToRight", "forceRightToLeft"])
    func semanticContentAttribute(value: String) {
        #expect(flow(#"buttonType="system" semanticContentAttribute="\#(value)""#, titled)
            == "{frame: [10, 20, 100, 44], buttonType: system, semanticContentAttribute: \(value), \(go)}")
    }

    @Test func defaultsAreLeftOut() {
        let attributes = #"buttonType="system" contentHorizontalAlignment="center" contentVerticalAlignment="center" semanticContentAttribute="unspecified" lineBreakMode="middleTruncation""#
        #expect(flow(attributes, titled) == "{frame: [10, 20, 100, 44], buttonType: system, \(go)}")
        #expect(warnings(attributes, titled) == [])
    }

    @Test func unknownAlignmentsAreReplacedByTheDefault() {
        #expect(flow(#"buttonType="system" contentHorizontalAlignment="justified""#, titled) == "{frame: [10, 20, 100, 44], buttonType: system, \(go)}")
        #expect(warnings(#"buttonType="system" contentHorizontalAlignment="justified""#, titled) == [
            #"[unknown-value] contentHorizontalAlignment "justified" is not a known value; using center"#
        ])
    }

    @Test(arguments: [
        ("tailTruncation", "[line-break] lineBreakMode tailTruncation is drawn as middle truncation (differs only if the title does not fit)"),
        ("headTruncation", "[line-break] lineBreakMode headTruncation is drawn as middle truncation (differs only if the title does not fit)"),
        ("clip", "[line-break] lineBreakMode clip is drawn as middle truncation (differs only if the title does not fit)"),
        ("wordWrap", "[line-break] lineBreakMode wordWrap wraps titles onto several lines, outside the model; laid out as one line"),
        ("characterWrap", "[line-break] lineBreakMode characterWrap wraps titles onto several lines, outside the model; laid out as one line"),
        ("justify", #"[unknown-value] lineBreakMode "justify" is not a known value; using middleTruncation"#),
    ])
    func lineBreakModes(mode: String, warning: String) {
        #expect(warnings(#"buttonType="system" lineBreakMode="\#(mode)""#, titled) == [warning])
        #expect(flow(#"buttonType="system" lineBreakMode="\#(mode)""#, titled) == "{frame: [10, 20, 100, 44], buttonType: system, \(go)}")
    }
}

@Suite struct StateSelectionTests {
    private let states = """
        <state key="normal" title="Normal" image="n"/>
        <state key="highlighted" title="Highlighted"/>
        <state key="selected" image="s"/>
        <state key="disabled" title="Disabled" image="d"/>
        """
    private let images = #"<image name="n" width="10" height="10"/><image name="s" width="20" height="20"/><image name="d" width="30" height="30"/>"#

    private func shown(_ attributes: String, _ state: ControlState? = nil) -> String? {
        let block = buttonBlock(#"buttonType="system" "# + attributes, states, resources: images, options: InterfaceBuilderOptions(state: state))
        return [block?["title"]?["text"], block?["image"]].map { $0.map(flowYAML) ?? "-" }.joined(separator: " ")
    }

    @Test func theStateComesFromTheFlagsInUIKitsOrder() {
        #expect(shown("") == "Normal {size: [10, 10]}")
        #expect(shown(#"highlighted="YES""#) == "Highlighted {size: [10, 10]}")
        #expect(shown(#"selected="YES""#) == "Normal {size: [20, 20]}")
        #expect(shown(#"selected="YES" highlighted="YES""#) == "Normal {size: [20, 20]}")
        #expect(shown(#"enabled="NO" selected="YES""#) == "Disabled {size: [30, 30]}")
        #expect(shown(#"enabled="YES""#) == "Normal {size: [10, 10]}")
    }

    @Test func theStateOptionOverridesTheFlags() {
        #expect(shown(#"enabled="NO""#, .normal) == "Normal {size: [10, 10]}")
        #expect(shown("", .highlighted) == "Highlighted {size: [10, 10]}")
        #expect(shown("", .selected) == "Normal {size: [20, 20]}")
        #expect(shown("", .disabled) == "Disabled {size: [30, 30]}")
    }

    @Test func anAttributedTitleOfTheNormalStateWinsOverAPlainOne() {
        let children = """
            <state key="normal"><attributedString key="attributedTitle"><fragment content="Rich"/></attributedString></state>
            <state key="highlighted" title="Plain"/>
            """
        #expect(buttonBlock(#"buttonType="system" highlighted="YES""#, children)?["title"]?["text"] == .string("Rich"))
    }
}

@Suite struct InsetTests {
    @Test func theThreeInsetsMapMinMaxToSides() {
        let children = """
            <inset key="contentEdgeInsets" minX="1" minY="2" maxX="3" maxY="4"/>
            <inset key="imageEdgeInsets" minX="-5.5" maxY="0.0"/>
            <inset key="titleEdgeInsets" minX="0.0" minY="61" maxX="0.0" maxY="0.0"/>
            \(titled)
            """
        #expect(flow(#"buttonType="system""#, children) == """
            {frame: [10, 20, 100, 44], buttonType: system, contentEdgeInsets: {top: 2, left: 1, bottom: 4, right: 3}, \
            imageEdgeInsets: {left: -5.5}, titleEdgeInsets: {top: 61}, \(go)}
            """)
    }

    @Test func theDBLMINMarkerIsZeroAndNeverWarned() {
        let children = """
            <inset key="imageEdgeInsets" minX="0.0" minY="0.0" maxX="2.2250738585072014e-308" maxY="0.0"/>
            <inset key="contentEdgeInsets" minX="2.2250738585072014e-308" minY="0.0" maxX="8" maxY="0.0"/>
            \(titled)
            """
        #expect(flow(#"buttonType="system""#, children) == "{frame: [10, 20, 100, 44], buttonType: system, contentEdgeInsets: {right: 8}, \(go)}")
        #expect(warnings(#"buttonType="system""#, children) == [])
    }

    @Test func theSpecIdioms() {
        let camera = fixtureButton("Login.xib", id: "Ttl-dd-004")?.scenario["button"]
        #expect(camera?["titleEdgeInsets"] == .mapping([.init("top", .number(61)), .init("left", .number(-69))]))
        let gap = fixtureButton("Login.xib", id: "Gap-cc-003")?.scenario["button"]
        #expect(gap.map(flowYAML) == """
            {frame: [16, 228, 160, 44], buttonType: custom, intrinsicSizeQueried: true, contentEdgeInsets: {left: 10, right: 20}, \
            titleEdgeInsets: {left: 10, right: -10}, image: {size: [24.5, 26]}, title: {text: "Share & save", font: {size: 15, weight: regular}}}
            """)
    }
}

@Suite struct CustomClassTests {
    private func runtime(_ keyPath: String, type: String = "number", value: String = #"<integer key="value" value="1"/>"#) -> String {
        "<userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type=\"\(type)\" keyPath=\"\(keyPath)\">\(value)</userDefinedRuntimeAttribute></userDefinedRuntimeAttributes>" + titled
    }

    @Test func customClassesAreWarned() {
        #expect(warnings(#"buttonType="system" customClass="RoundButton" customModule="MyApp""#, titled) == [
            "[custom-class] custom class RoundButton (module MyApp) may override the layout; imported as a UIButton"
        ])
    }

    @Test func layoutEnumsAreAppliedAsRawValues() {
        #expect(buttonBlock(#"buttonType="system""#, runtime("contentHorizontalAlignment", value: #"<integer key="value" value="4"/>"#))?["contentHorizontalAlignment"] == .string("leading"))
        #expect(buttonBlock(#"buttonType="system" contentVerticalAlignment="top""#, runtime("contentVerticalAlignment", value: #"<integer key="value" value="0"/>"#))?["contentVerticalAlignment"] == nil)
        #expect(buttonBlock(#"buttonType="system""#, runtime("semanticContentAttribute", value: #"<integer key="value" value="4"/>"#))?["semanticContentAttribute"] == .string("forceRightToLeft"))
        #expect(buttonBlock(#"buttonType="system""#, runtime("contentVerticalAlignment", value: #"<real key="value" value="2"/>"#))?["contentVerticalAlignment"] == .string("bottom"))
        #expect(warnings(#"buttonType="system""#, runtime("contentHorizontalAlignment", value: #"<integer key="value" value="9"/>"#)) == [
            "[unknown-value] runtime attribute contentHorizontalAlignment = 9 is not a raw value of contentHorizontalAlignment (0…5); ignored"
        ])
    }

    @Test(arguments: [
        ("layer.cornerRadius", "number"), ("layer.borderColor", "color"), ("tintColorName", "color"), ("shadowOpacity", "number"),
        ("cornerRadius", "number"), ("borderWidth", "number"), ("titleLabel.textAlignment", "number"),
    ])
    func drawingOnlyKeyPathsPassSilently(keyPath: String, type: String) {
        #expect(warnings(#"buttonType="system""#, runtime(keyPath, type: type)) == [])
    }

    @Test func otherKeyPathsAreReported() {
        #expect(warnings(#"buttonType="system""#, runtime("titleLabel.numberOfLines")) == [
            "[runtime-attribute] runtime attribute titleLabel.numberOfLines (number) is set after loading and not applied"
        ])
        #expect(warnings(#"buttonType="system""#, runtime("isPill", type: "boolean", value: "")) == [
            "[runtime-attribute] runtime attribute isPill (boolean) is set after loading and not applied"
        ])
    }
}
