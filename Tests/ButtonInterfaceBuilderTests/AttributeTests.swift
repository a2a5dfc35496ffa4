import ButtonLabTestSupport
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
        ("justify", #"[unknown-value] lineBreakMode "justify" is not a known value; using middleTruncation"#),
    ])
    func lineBreakModes(mode: String, warning: String) {
        #expect(warnings(#"buttonType="system" lineBreakMode="\#(mode)""#, titled) == [warning])
        #expect(flow(#"buttonType="system" lineBreakMode="\#(mode)""#, titled) == "{frame: [10, 20, 100, 44], buttonType: system, \(go)}")
    }

    @Test("wordWrap and characterWrap are title.lineBreakMode; the label keeps numberOfLines 1 unless a runtime attribute sets it")
    func wrappingLineBreakModes() {
        #expect(flow(#"buttonType="system" lineBreakMode="wordWrap""#, titled)
            == "{frame: [10, 20, 100, 44], buttonType: system, title: {text: Go, font: {size: 15, weight: regular}, lineBreakMode: byWordWrapping}}")
        #expect(flow(#"buttonType="system" lineBreakMode="characterWrap""#, titled)
            == "{frame: [10, 20, 100, 44], buttonType: system, title: {text: Go, font: {size: 15, weight: regular}, lineBreakMode: byCharWrapping}}")
        #expect(warnings(#"buttonType="system" lineBreakMode="wordWrap""#, titled) == [
            "[line-break] lineBreakMode wordWrap with the label's numberOfLines 1 (IB has none for a button): one line, "
                + "or the first of its line breaks; a titleLabel.numberOfLines runtime attribute sets more"
        ])
        let lines = #"<userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="number" keyPath="titleLabel.numberOfLines"><integer key="value" value="0"/></userDefinedRuntimeAttribute></userDefinedRuntimeAttributes>"#
        #expect(flow(#"buttonType="system" lineBreakMode="wordWrap""#, titled + lines)
            == "{frame: [10, 20, 100, 44], buttonType: system, title: {text: Go, font: {size: 15, weight: regular}, numberOfLines: 0, lineBreakMode: byWordWrapping}}")
        #expect(warnings(#"buttonType="system" lineBreakMode="wordWrap""#, titled + lines) == [])
        // The runtime attribute alone: the default middle truncation, now over two lines.
        let two = lines.replacingOccurrences(of: #"value="0""#, with: #"value="2""#)
        #expect(flow(#"buttonType="system""#, titled + two)
            == "{frame: [10, 20, 100, 44], buttonType: system, title: {text: Go, font: {size: 15, weight: regular}, numberOfLines: 2}}")
        let bad = lines.replacingOccurrences(of: #"value="0""#, with: #"value="-1""#)
        #expect(warnings(#"buttonType="system""#, titled + bad) == [
            "[unknown-value] runtime attribute titleLabel.numberOfLines = -1 is not a whole number of lines; ignored"
        ])
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

    private func imported(_ attributes: String, _ state: ControlState? = nil) -> IBImportedButton? {
        importText(
            xib(button(#"buttonType="system" "# + attributes, states), resources: images),
            options: InterfaceBuilderOptions(state: state)
        ).buttons.first
    }

    /// The `state` the scenario states, and the title the button shows (its name comes from it).
    private func state(_ attributes: String, _ override: ControlState? = nil) -> String {
        let button = imported(attributes, override)
        return (button?.scenario["button"]?["state"].map(flowYAML) ?? "-") + " " + (button?.title ?? "-")
    }

    @Test("every state's title and image under its own key; the normal ones stay title.text and image")
    func everyStateUnderItsKey() {
        #expect(flow(#"buttonType="system""#, states, resources: images) == """
            {frame: [10, 20, 100, 44], buttonType: system, image: {size: [10, 10]}, \
            images: {selected: {size: [20, 20]}, disabled: {size: [30, 30]}}, \
            title: {text: Normal, font: {size: 15, weight: regular}}, titles: {highlighted: Highlighted, disabled: Disabled}}
            """)
        #expect(warnings(#"buttonType="system""#, states, resources: images) == [])
    }

    @Test("the state is the union of the flags, as UIControl.state; the title shown is UIKit's exact-key look-up")
    func theStateIsTheUnionOfTheFlags() {
        #expect(state("") == "- Normal")
        #expect(state(#"highlighted="YES""#) == "[highlighted] Highlighted")
        #expect(state(#"selected="YES""#) == "[selected] Normal")
        // [.selected, .highlighted] has no entry of its own: the normal title (AS6.2).
        #expect(state(#"selected="YES" highlighted="YES""#) == "[highlighted, selected] Normal")
        #expect(state(#"enabled="NO" selected="YES""#) == "[selected, disabled] Normal")
        #expect(state(#"enabled="NO""#) == "[disabled] Disabled")
        // Highlighted and disabled look up .highlighted (AS1).
        #expect(state(#"enabled="NO" highlighted="YES""#) == "[highlighted, disabled] Highlighted")
        #expect(state(#"enabled="YES""#) == "- Normal")
    }

    @Test("--state sets state: instead of the flags")
    func theStateOptionOverridesTheFlags() {
        #expect(state(#"enabled="NO""#, .normal) == "- Normal")
        #expect(state("", .highlighted) == "[highlighted] Highlighted")
        #expect(state("", .selected) == "[selected] Normal")
        #expect(state(#"selected="YES""#, .disabled) == "[disabled] Disabled")
        // The content is the same whatever the state: only state: changes.
        #expect(imported("", .disabled)?.scenario["button"]?["titles"] == imported("")?.scenario["button"]?["titles"])
    }

    @Test("a normal attributed title wins over a plain one (AS3): with plain titles for other states, it is attributedTitles.normal")
    func anAttributedTitleOfTheNormalStateWinsOverAPlainOne() {
        let children = """
            <state key="normal"><attributedString key="attributedTitle"><fragment content="Rich"><attributes>\
            <font key="NSFont" metaFont="system" size="17"/><real key="NSKern" value="0.5"/></attributes></fragment>\
            <fragment content="er"/></attributedString></state>
            <state key="highlighted" title="Plain"/>
            """
        let rich = importText(xib(button(#"buttonType="system" highlighted="YES""#, children))).buttons.first
        #expect(rich?.title == "Richer")
        #expect(rich?.scenario["button"].map(flowYAML) == """
            {frame: [10, 20, 100, 44], buttonType: system, state: [highlighted], \
            title: {font: {size: 15, weight: regular}}, titles: {highlighted: Plain}, \
            attributedTitles: {normal: {runs: [{text: Rich, font: {size: 17, weight: regular}, kern: 0.5}, {text: er}]}}}
            """)
        // Several fonts are kept run by run: no attributed-title warning.
        #expect(rich?.warnings.map(\.description) == [])
    }

    @Test("untrusted <state> keys: an unknown key is ignored, a repeated state keeps its first element")
    func unknownAndRepeatedStateKeys() {
        let children = """
            <state key="normal" title="First"/>
            <state key="normal" title="Second"/>
            <state key="pressed" title="Pressed"/>
            <state key="selected,highlighted" title="Both"/>
            """
        #expect(flow(#"buttonType="system""#, children) == "{frame: [10, 20, 100, 44], buttonType: system, title: {text: First, font: {size: 15, weight: regular}}}")
    }

    @Test("an attributed title of another state is attributedTitles under its key")
    func otherStatesAttributedTitles() {
        let children = """
            <state key="normal" title="Go"/>
            <state key="selected"><attributedString key="attributedTitle"><fragment content="Gone"/></attributedString></state>
            """
        #expect(flow(#"buttonType="system""#, children) == """
            {frame: [10, 20, 100, 44], buttonType: system, title: {text: Go, font: {size: 15, weight: regular}}, \
            attributedTitles: {selected: {runs: [{text: Gone}]}}}
            """)
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
        #expect(warnings(#"buttonType="system""#, runtime("titleLabel.minimumScaleFactor")) == [
            "[runtime-attribute] runtime attribute titleLabel.minimumScaleFactor (number) is set after loading and not applied"
        ])
        #expect(warnings(#"buttonType="system""#, runtime("isPill", type: "boolean", value: "")) == [
            "[runtime-attribute] runtime attribute isPill (boolean) is set after loading and not applied"
        ])
    }
}
