import ButtonLabTestSupport
import Testing

@testable import ButtonInterfaceBuilder

/// §7: `<buttonConfiguration>` → `layout: configuration`.
@Suite struct ConfigurationTests {
    private func configured(_ configuration: String, _ children: String = "", button: String = #"buttonType="system""#, resources: String = "", options: InterfaceBuilderOptions = .init()) -> IBImportedButton? {
        let body = "<buttonConfiguration key=\"configuration\" \(configuration)>\(children)</buttonConfiguration>"
        return importText(xib(button_(button, body), resources: resources), options: options).buttons.first
    }

    private func button_(_ attributes: String, _ children: String) -> String { button(attributes, children) }

    private func block(_ configuration: String, _ children: String = "", resources: String = "", options: InterfaceBuilderOptions = .init()) -> String? {
        configured(configuration, children, resources: resources, options: options)?.scenario["button"]?["configuration"].map(flowYAML)
    }

    @Test func aFilledButtonWithSymbolAndInsets() {
        let open = fixtureButton("Main.storyboard", id: "Cfg-bt-001")
        #expect(open?.scenario["button"].map(flowYAML) == """
            {frame: [16, 100, 120, 44], layout: configuration, configuration: {style: filled, \
            contentInsets: {top: 10, leading: 16, bottom: 10, trailing: 16}, imagePadding: 8, \
            title: {text: Open, font: {size: 17, weight: semibold}}, image: {symbol: folder}}}
            """)
        #expect(open?.warnings.map(\.tag) == [.autoLayoutFrame, .configInsets, .symbolSize, .legacyIgnored])
        #expect(open?.warnings.map(\.description).contains(
            "[config-insets] contentInsets replace the default insets here; whether nib loading adds them to the default instead is unconfirmed") == true)
        #expect(open?.droppedLegacyValues == ["buttonType: system", "normal title: Button"])
        #expect(open?.isConfiguration == true)
        #expect(open?.kind == "filled")
    }

    @Test func legacyValuesAreDroppedListedAndWarnedOnce() {
        let proceed = fixtureButton("Main.storyboard", id: "Cfg-bt-002")
        #expect(proceed?.scenario["button"].map(flowYAML) == """
            {frame: [16, 160, 361, 34.333333333333336], layout: configuration, configuration: {style: plain, title: {text: Continue}}}
            """)
        #expect(proceed?.droppedLegacyValues == [
            "buttonType: system", "contentEdgeInsets: {left: 10, right: 20}", "fontDescription: system 15", "normal title: Button",
        ])
        #expect(proceed?.warnings.map(\.description) == [
            "[auto-layout-frame] frame from IB's Auto Layout pass for device retina6_12",
            "[legacy-ignored] UIKit ignores buttonType, contentEdgeInsets, fontDescription, normal title once a configuration is set; dropped",
        ])
    }

    @Test func everyDroppedKind() {
        let children = """
            <fontDescription key="fontDescription" name="Avenir-Book" pointSize="14"/>
            <inset key="titleEdgeInsets" minX="4"/>
            <state key="normal" title="Button" image="a"/>
            <state key="selected" backgroundImage="b"><attributedString key="attributedTitle"><fragment content="On"/></attributedString></state>
            <buttonConfiguration key="configuration" style="plain" title="Go"/>
            """
        let result = importText(xib(button(#"buttonType="roundedRect" lineBreakMode="wordWrap""#, children)))
        #expect(result.buttons.first?.droppedLegacyValues == [
            "buttonType: roundedRect", "titleEdgeInsets: {left: 4}", "fontDescription: Avenir-Book 14", "lineBreakMode: wordWrap",
            "normal title: Button", "normal image: a", #"selected attributedTitle: "On""#, "selected backgroundImage: b",
        ])
        #expect(result.buttons.first?.warnings.map(\.tag) == [.legacyIgnored], "no font, line-break or image warnings for dropped values")
    }

    @Test func attributedTitlesSymbolSizesAndLargeButtons() {
        let download = fixtureButton("Main.storyboard", id: "Cfg-bt-003")
        #expect(download?.scenario["button"]?["configuration"].map(flowYAML) == """
            {style: gray, buttonSize: large, imagePlacement: top, titleAlignment: center, \
            title: {text: Download, font: {size: 17, weight: medium}}, image: {symbol: arrow.down.circle, configuration: {pointSize: 24, scale: large}}}
            """)
    }

    @Test func subtitlesIndicatorsAndTheButtonsAlignment() {
        let track = fixtureButton("Main.storyboard", id: "Cfg-bt-004")
        #expect(track?.scenario["button"].map(flowYAML) == """
            {frame: [200, 220, 177, 60], layout: configuration, contentHorizontalAlignment: leading, configuration: \
            {style: tinted, buttonSize: small, titleAlignment: leading, showsActivityIndicator: true, title: {text: "Track order"}, \
            subtitle: {text: "Arrives Tuesday", textStyle: caption1}}}
            """)
    }

    @Test("a configuration's symbol is {symbol: NAME}: layout gives it the title's text style (SY2), not the title font's size")
    func symbolsFollowTheConfigurationRule() {
        let resources = #"<image name="star" catalog="system" width="128" height="124"/>"#
        #expect(block(#"style="plain" title="Go" image="star" catalog="system""#, #"<fontDescription key="titleFontDescription" type="system" pointSize="20"/>"#, resources: resources)
            == "{style: plain, title: {text: Go, font: {size: 20, weight: regular}}, image: {symbol: star}}")
        #expect(block(#"style="plain" buttonSize="mini""#, #"<imageReference key="image" image="star" catalog="system"/>"#, resources: resources)
            == "{style: plain, buttonSize: mini, image: {symbol: star}}")
        #expect(block(#"style="plain""#, #"<imageReference key="image" image="star" catalog="system" symbolScale="large"/><preferredSymbolConfiguration key="preferredSymbolConfigurationForImage" configurationType="pointSize" pointSize="24"/>"#, resources: resources)
            == "{style: plain, image: {symbol: star, configuration: {pointSize: 24, scale: large}}}")
    }

    @Test func measuredSymbolsCarryTheirAlignmentInsets() {
        let options = InterfaceBuilderOptions(symbols: ["star.fill": IBSymbolMetrics(width: 28, height: 20.33333, alignmentInsets: (3.66667, 0, 2.66667, 0))])
        #expect(block(#"style="plain" title="Go" image="star.fill" catalog="system""#, options: options)
            == "{style: plain, title: {text: Go}, image: {symbol: star.fill, size: [28, 20.33333], alignmentInsets: {top: 3.66667, bottom: 2.66667}}}")
    }

    @Test func numbersAndEnums() {
        #expect(block(#"style="bordered" imagePlacement="trailing" imagePadding="6" titlePadding="4" imageReservation="40" titleAlignment="trailing""#)
            == "{style: bordered, imagePlacement: trailing, imagePadding: 6, titlePadding: 4, imageReservation: 40, titleAlignment: trailing}")
        #expect(block(#"style="plain" imagePlacement="leading" imagePadding="0.0" titlePadding="1" titleAlignment="automatic" buttonSize="medium""#) == "{style: plain}")
        #expect(block(#"style="plain" titleLineBreakMode="truncatingTail" subtitleLineBreakMode="byClipping""#)
            == "{style: plain, titleLineBreakMode: byTruncatingTail, subtitleLineBreakMode: byClipping}")
        #expect(block(#"style="plain" titleLineBreakMode="wordWrap""#) == "{style: plain}")
        #expect(block("") == "{style: plain}")
        #expect(configured(#"style="neon" titleLineBreakMode="squeeze""#)?.warnings.map(\.description) == [
            #"[unknown-value] configuration style "neon" is not a known value; using plain"#,
            #"[unknown-value] titleLineBreakMode "squeeze" is not a known value; using byWordWrapping"#,
            "[legacy-ignored] UIKit ignores buttonType once a configuration is set; dropped",
        ])
    }

    @Test func contentInsetsAreWrittenWholeZerosIncluded() {
        #expect(block(#"style="plain""#, #"<directionalEdgeInsets key="contentInsets" top="0.0" leading="0.0" bottom="0.0" trailing="2.2250738585072014e-308"/>"#)
            == "{style: plain, contentInsets: {top: 0, leading: 0, bottom: 0, trailing: 0}}")
    }

    @Test func configurationTitles() {
        #expect(block(#"style="plain" title="Button""#) == "{style: plain, title: {text: Button}}")
        #expect(configured(#"style="plain" title="Button""#, button: "")?.warnings.map(\.description) == [
            #"[placeholder-title] title "Button" is IB's placeholder, usually replaced in code"#
        ])
        #expect(block(#"style="plain" title="" subtitle="Only""#) == "{style: plain, subtitle: {text: Only}}")
        let attributed = #"<attributedString key="attributedTitle"><fragment content="Rich"><attributes><font key="NSFont" size="19" name="Georgia"/></attributes></fragment></attributedString><fontDescription key="titleFontDescription" type="boldSystem" pointSize="15"/>"#
        #expect(block(#"style="plain""#, attributed) == "{style: plain, title: {text: Rich, font: {size: 15, weight: bold}}}")
        #expect(configured(#"style="plain""#, #"<attributedString key="attributedSubtitle"><fragment content="Sub"/></attributedString>"#, button: "")?
            .scenario["button"]?["configuration"].map(flowYAML) == "{style: plain, subtitle: {text: Sub}}")
    }

    @Test("a text style on a configuration's label is its textStyle, which contentSizeCategory sizes (dynamic-type.md DY5)")
    func configurationTextStyles() {
        let styled = #"<fontDescription key="titleFontDescription" style="UICTFontTextStyleHeadline"/>"#
        #expect(block(#"style="plain" title="Go""#, styled) == "{style: plain, title: {text: Go, textStyle: headline}}")
    }

    @Test func configurationButtonsAreNeverEmpty() {
        #expect(configured(#"style="filled""#, button: "")?.warnings == [])
    }
}
