import Testing

@testable import ButtonInterfaceBuilder

/// §5: titles and fonts.
@Suite struct FontTests {
    private func font(_ description: String) -> String? {
        buttonBlock(#"buttonType="system""#, description + #"<state key="normal" title="Go"/>"#)?["title"]?["font"].map(flowYAML)
    }

    @Test func anAbsentFontDescriptionIsSystem15() {
        #expect(font("") == "{size: 15, weight: regular}")
        #expect(buttonBlock("", #"<state key="normal" title="Go"/>"#)?["title"]?["font"] == .mapping([.init("size", .number(15)), .init("weight", .string("regular"))]))
    }

    @Test(arguments: [
        (#"type="system" pointSize="18""#, "{size: 18, weight: regular}"),
        (#"type="system" weight="semibold" pointSize="15""#, "{size: 15, weight: semibold}"),
        (#"type="system" weight="ultraLight" pointSize="30""#, "{size: 30, weight: ultraLight}"),
        (#"type="system" weight="black" pointSize="12.5""#, "{size: 12.5, weight: black}"),
        (#"type="boldSystem" pointSize="15""#, "{size: 15, weight: bold}"),
        (#"type="italicSystem" pointSize="14""#, "{size: 14, weight: regular}"),
        (#"name="Helvetica-Bold" family="Helvetica" pointSize="15""#, "{size: 15, weight: bold}"),
        (#"name="AvenirNext-DemiBold" family="Avenir Next" pointSize="16""#, "{size: 16, weight: semibold}"),
        (#"name="Avenir-Heavy" family="Avenir" pointSize="18""#, "{size: 18, weight: heavy}"),
        (#"name="HelveticaNeue" family="Helvetica Neue" pointSize="17""#, "{size: 17, weight: regular}"),
        (#"name=".AppleSystemUIFont" family=".AppleSystemUIFont" pointSize="17""#, "{size: 17, weight: regular}"),
        (#"name=".SFUI-Semibold" family=".SF UI Text" pointSize="16""#, "{size: 16, weight: semibold}"),
        (#"style="UICTFontTextStyleDisplay""#, "{size: 17, weight: regular}"),
    ])
    func fontDescriptions(attributes: String, expected: String) {
        #expect(font(#"<fontDescription key="fontDescription" \#(attributes)/>"#) == expected)
    }

    @Test("a text style is title.textStyle (dynamic-type.md DY6), Dynamic Type sizes it", arguments: [
        ("Title0", "largeTitle"), ("Title1", "title1"), ("Title2", "title2"), ("Title3", "title3"), ("Headline", "headline"),
        ("Body", "body"), ("Callout", "callout"), ("Subhead", "subheadline"), ("Footnote", "footnote"),
        ("Caption1", "caption1"), ("Caption2", "caption2"),
    ])
    func textStyles(style: String, name: String) {
        let description = #"<fontDescription key="fontDescription" style="UICTFontTextStyle\#(style)"/><state key="normal" title="Go"/>"#
        #expect(buttonBlock(#"buttonType="system""#, description)?["title"].map(flowYAML) == "{text: Go, textStyle: \(name)}")
    }

    @Test("adjustsFontForContentSizeCategory from the button's attribute or a titleLabel runtime attribute")
    func adjustsFontForContentSizeCategory() {
        let body = #"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/><state key="normal" title="Go"/>"#
        #expect(buttonBlock(#"buttonType="system" adjustsFontForContentSizeCategory="YES""#, body)?["title"].map(flowYAML)
            == "{text: Go, textStyle: body, adjustsFontForContentSizeCategory: true}")
        let runtime = #"<userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="boolean" keyPath="titleLabel.adjustsFontForContentSizeCategory" value="NO"/></userDefinedRuntimeAttributes>"#
        #expect(buttonBlock(#"buttonType="system" adjustsFontForContentSizeCategory="YES""#, body + runtime)?["title"].map(flowYAML)
            == "{text: Go, textStyle: body, adjustsFontForContentSizeCategory: false}")
        #expect(warnings(#"buttonType="system""#, body + runtime) == ["[dynamic-type] text style Body (textStyle: body): 17 pt at the default size category (Large); contentSizeCategory gives the others"])
        // A fixed font has no text style to adjust: the flag is left out.
        #expect(buttonBlock(#"buttonType="system" adjustsFontForContentSizeCategory="YES""#, #"<state key="normal" title="Go"/>"#)?["title"].map(flowYAML)
            == "{text: Go, font: {size: 15, weight: regular}}")
    }

    @Test func fontWarnings() {
        func tags(_ attributes: String) -> [String] {
            warnings(#"buttonType="system""#, #"<fontDescription key="fontDescription" \#(attributes)/><state key="normal" title="Go"/>"#)
        }
        #expect(tags(#"type="system" pointSize="17""#) == [])
        #expect(tags(#"name=".AppleSystemUIFont" pointSize="17""#) == [])
        #expect(tags(#"type="italicSystem" pointSize="14""#) == ["[italic] italicSystem font drawn and measured upright"])
        #expect(tags(#"name="Helvetica-Bold" pointSize="15""#) == ["[font-stand-in] font Helvetica-Bold is measured with a stand-in; give its file with --fonts"])
        #expect(tags(#"name="Georgia-BoldItalic" pointSize="15""#) == [
            "[italic] italic font Georgia-BoldItalic measured upright",
            "[font-stand-in] font Georgia-BoldItalic is measured with a stand-in; give its file with --fonts",
        ])
        #expect(tags(#"style="UICTFontTextStyleSubhead""#) == ["[dynamic-type] text style Subhead (textStyle: subheadline): 15 pt at the default size category (Large); contentSizeCategory gives the others"])
        #expect(tags(#"style="UICTFontTextStyleTitle0""#) == ["[dynamic-type] text style Title0 (textStyle: largeTitle): 34 pt at the default size category (Large); contentSizeCategory gives the others"])
        #expect(tags(#"style="UICTFontTextStyleDisplay""#) == [#"[unknown-value] text style "UICTFontTextStyleDisplay" is not a known value; using 17 pt"#])
        #expect(tags(#"type="system" weight="hairline" pointSize="15""#) == [#"[unknown-value] font weight "hairline" is not a known value; using regular"#])
        #expect(tags(#"type="condensedSystem" pointSize="15""#) == [#"[unknown-value] font type "condensedSystem" is not a known value; using system"#])
    }

    @Test(arguments: [
        ("Helvetica", "regular", false), ("Helvetica-Bold", "bold", false), ("AvenirNext-UltraLight", "ultraLight", false),
        ("Futura-CondensedExtraBold", "heavy", false), ("HelveticaNeue-LightItalic", "light", true), ("Optima-Oblique", "regular", true),
        ("Avenir-Black", "black", false), ("Roboto-Medium", "medium", false), ("SourceSansPro-Semibold", "semibold", false),
        ("Raleway-Thin", "thin", false), ("Baskerville-SemiBoldItalic", "semibold", true),
    ])
    func weightsFromPostScriptNames(name: String, weight: String, italic: Bool) {
        #expect(fontNameStyle(name) == (weight, italic))
    }

    @Test func measuredFacesGiveTheTitleSize() {
        struct Faces: IBFontFaceMeasuring {
            func measure(_ text: String, postScriptName: String, pointSize: Double) -> (width: Double, height: Double)? {
                postScriptName == "Avenir-Heavy" ? (Double(text.count) * pointSize * 0.5, 24.59) : nil
            }
        }
        let options = InterfaceBuilderOptions(fontFaces: Faces())
        let save = fixtureButton("Settings-Xcode6.xib", id: "Xcd-6a-004", options: options)
        #expect(save?.scenario["button"]?["title"].map(flowYAML) == "{text: Save, size: [36, 24.59], font: {size: 18, weight: heavy}, lineBreakMode: byWordWrapping}")
        #expect(save?.warnings.map(\.tag).contains(.fontStandIn) == false)
        let other = warnings(#"buttonType="system""#, #"<fontDescription key="fontDescription" name="Georgia" pointSize="15"/><state key="normal" title="Go"/>"#, options: options)
        #expect(other == ["[font-stand-in] font Georgia is measured with a stand-in; give its file with --fonts"])
    }
}

@Suite struct TitleTests {
    @Test func theTitleIsTheChosenStatesWithEntitiesDecoded() {
        #expect(buttonBlock(#"buttonType="system""#, #"<state key="normal" title="Save &amp; exit"/>"#)?["title"]?["text"] == .string("Save & exit"))
    }

    @Test func thePlaceholderIsKeptAndWarned() {
        #expect(buttonBlock(#"buttonType="system""#, #"<state key="normal" title="Button"/>"#)?["title"]?["text"] == .string("Button"))
        #expect(warnings(#"buttonType="system""#, #"<state key="normal" title="Button"/>"#) == [
            #"[placeholder-title] title "Button" is IB's placeholder, usually replaced in code"#
        ])
    }

    @Test func lineBreaksInTitles() {
        #expect(buttonBlock(#"buttonType="system""#, #"<state key="normal" title="Two&#10;lines"/>"#)?["title"]?["text"] == .string("Two\nlines"))
        #expect(warnings(#"buttonType="system""#, #"<state key="normal" title="Two&#10;lines"/>"#) == [
            "[multi-line-title] the title has a line break: the button is sized for every line; the label shows them all only with numberOfLines other than 1"
        ])
        let asString = #"<state key="normal"><string key="title">Line one"# + "\n" + #"line two</string></state>"#
        #expect(buttonBlock(#"buttonType="system""#, asString)?["title"]?["text"] == .string("Line one\nline two"))
    }

    @Test func untitledButtonsKeepTheirFont() {
        #expect(flow(#"buttonType="system""#, #"<fontDescription key="fontDescription" type="system" pointSize="12"/>"#)
            == "{frame: [10, 20, 100, 44], buttonType: system, title: {font: {size: 12, weight: regular}}}")
        #expect(warnings(#"buttonType="system""#) == ["[no-content] no title, image or configuration"])
        #expect(flow("", #"<state key="normal" title=""/>"#) == "{frame: [10, 20, 100, 44], buttonType: custom, title: {font: {size: 15, weight: regular}}}")
    }

    @Test func attributedTitlesJoinFragmentsAndTakeTheFirstFont() {
        let forgot = fixtureButton("Login.xib", id: "Fgt-bb-002")
        #expect(forgot?.scenario["button"].map(flowYAML) == """
            {frame: [254.66666666666666, 178, 143.33333333333334, 30], buttonType: custom, contentHorizontalAlignment: right, \
            title: {text: "Forgot it?", font: {size: 15, weight: regular}}}
            """)
        #expect(forgot?.warnings.map(\.description) == [
            "[attributed-title] attributed title with several fonts; measured with the first fragment's, HelveticaNeue 15",
            "[font-stand-in] font HelveticaNeue is measured with a stand-in; give its file with --fonts",
        ])
    }

    @Test func attributedTitleForms() {
        let oneFont = """
            <fontDescription key="fontDescription" type="system" pointSize="20"/>
            <state key="normal"><attributedString key="attributedTitle">
                <fragment content="Sys"><attributes><font key="NSFont" metaFont="system" size="13"/></attributes></fragment>
                <fragment><string key="content">tem</string><attributes><font key="NSFont" metaFont="system" size="13"/></attributes></fragment>
            </attributedString></state>
            """
        #expect(buttonBlock(#"buttonType="system""#, oneFont)?["title"].map(flowYAML) == "{text: System, font: {size: 13, weight: regular}}")
        #expect(warnings(#"buttonType="system""#, oneFont) == [])
        let fontless = """
            <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>
            <state key="normal"><attributedString key="attributedTitle"><fragment content="Plain"/></attributedString></state>
            """
        #expect(buttonBlock(#"buttonType="system""#, fontless)?["title"].map(flowYAML) == "{text: Plain, font: {size: 20, weight: bold}}")
        let mixed = """
            <state key="normal"><attributedString key="attributedTitle">
                <fragment content="A"/>
                <fragment content="B"><attributes><font key="NSFont" metaFont="boldSystem" size="13"/></attributes></fragment>
            </attributedString></state>
            """
        #expect(warnings(#"buttonType="system""#, mixed) == ["[attributed-title] attributed title with several fonts; measured with the button's font"])
    }
}
