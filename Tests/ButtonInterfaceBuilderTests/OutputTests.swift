import ButtonLabTestSupport
import Testing

@testable import ButtonInterfaceBuilder
import ButtonReports

/// §9.3: the YAML `buttonlab import` writes, byte for byte.
@Suite struct ScenarioYAMLTests {
    @Test func theSpecExample() {
        #expect(fixtureYAML("Login.xib", id: "abc-12-xyz") == """
            # source: Fixtures/Login.xib line 21, <button id="abc-12-xyz" userLabel="Sign In"> (toolsVersion 22505)
            # warning [auto-layout-frame]: frame from IB's Auto Layout pass for device retina6_1
            name: login-sign-in
            caption: "Login.xib · abc-12-xyz · Sign in"
            button:
              frame: [16, 120, 120, 44]
              buttonType: system
              intrinsicSizeQueried: true
              image: {size: [24, 24]}
              title: {text: "Sign in", font: {size: 17, weight: semibold}}

            """)
    }

    @Test func aConfigurationButtonListsWhatWasDropped() {
        #expect(fixtureYAML("Main.storyboard", id: "Cfg-bt-002") == """
            # source: Fixtures/Main.storyboard line 88, <button id="Cfg-bt-002"> (toolsVersion 32700.99.1234)
            # warning [auto-layout-frame]: frame from IB's Auto Layout pass for device retina6_12
            # warning [legacy-ignored]: UIKit ignores buttonType, contentEdgeInsets, fontDescription, normal title once a configuration is set; dropped
            # dropped legacy values (UIKit ignores them once a configuration is set):
            #   buttonType: system
            #   contentEdgeInsets: {left: 10, right: 20}
            #   fontDescription: system 15
            #   normal title: Button
            name: main-continue
            caption: "Main.storyboard · Cfg-bt-002 · Continue"
            button:
              frame: [16, 160, 361, 34.333333333333336]
              layout: configuration
              configuration:
                style: plain
                title: {text: Continue}

            """)
    }

    @Test func anOldXcodeButtonWithEveryKindOfWarning() {
        #expect(fixtureYAML("Settings-Xcode6.xib", id: "Xcd-6a-004") == """
            # source: Fixtures/Settings-Xcode6.xib line 36, <button id="Xcd-6a-004"> (toolsVersion 6254)
            # warning [auto-layout-frame]: frame from IB's Auto Layout pass for its canvas device
            # warning [custom-class]: custom class RoundButton may override the layout; imported as a UIButton
            # warning [runtime-attribute]: runtime attribute usesHapticFeedback (boolean) is set after loading and not applied
            # warning [line-break]: lineBreakMode wordWrap with the label's numberOfLines 1 (IB has none for a button): one line, or the first of its line breaks; a titleLabel.numberOfLines runtime attribute sets more
            # warning [font-stand-in]: font Avenir-Heavy is measured with a stand-in; give its file with --fonts
            name: settings-xcode6-save
            caption: "Settings-Xcode6.xib · Xcd-6a-004 · Save"
            button:
              frame: [20, 260, 280, 50]
              buttonType: system
              contentHorizontalAlignment: left
              intrinsicSizeQueried: true
              contentEdgeInsets: {top: 8, left: 12, bottom: 8, right: 12}
              backgroundImage: {size: [60, 50]}
              title: {text: Save, font: {size: 18, weight: heavy}, lineBreakMode: byWordWrapping}

            """)
    }

    @Test func xcode42Storyboards() {
        #expect(fixtureYAML("Welcome-Xcode42.storyboard", id: "6") == """
            # source: Fixtures/Welcome-Xcode42.storyboard line 17, <button id="6"> (toolsVersion 1938)
            name: welcome-xcode42-start
            caption: "Welcome-Xcode42.storyboard · 6 · Start"
            button:
              frame: [124, 211, 72, 37]
              buttonType: system
              title: {text: Start, font: {size: 15, weight: bold}}

            """)
    }

    @Test func optionsWrittenIntoTheScenario() {
        let options = InterfaceBuilderOptions(layoutDirection: .rightToLeft, scale: 3)
        let yaml = fixtureYAML("Main.storyboard", id: "Mis-bt-003", options: options)
        #expect(yaml?.hasSuffix("""
            button:
              frame: [16, 315, 361, 50]
              scale: 3
              layoutDirection: rightToLeft
              buttonType: system
              semanticContentAttribute: forceRightToLeft
              contentHorizontalAlignment: leading
              intrinsicSizeQueried: true
              title: {text: "الحلقة التالية", textStyle: subheadline}

            """) == true)
    }

    @Test func stringsAreQuotedWhenNeeded() {
        #expect(yamlString("semibold") == "semibold")
        #expect(yamlString("login-sign-in") == "login-sign-in")
        #expect(yamlString("v1.2_b") == "v1.2_b")
        for word in ["true", "False", "yes", "NO", "on", "Off", "y", "n", "null", "~"] {
            #expect(yamlString(word) == "\"\(word)\"")
        }
        #expect(yamlString("") == "\"\"")
        #expect(yamlString("12") == "\"12\"")
        #expect(yamlString("1e3") == "\"1e3\"")
        #expect(yamlString(".inf") == "\".inf\"")
        #expect(yamlString("-x") == "\"-x\"")
        #expect(yamlString("Sign in") == "\"Sign in\"")
        #expect(yamlString("a: b") == "\"a: b\"")
        #expect(yamlString("#tag") == "\"#tag\"")
        #expect(yamlString("Café") == "\"Café\"")
        #expect(yamlString("say \"hi\"\\") == #""say \"hi\"\\""#)
        #expect(yamlString("two\nlines\tand\r\u{1}\u{85}\u{2028}") == #""two\nlines\tand\r\u0001\u0085\u2028""#)
    }

    @Test func flowAndBlockStyles() {
        let tree = ScenarioTree.mapping([
            .init("name", .string("x")),
            .init("button", .mapping([
                .init("sizeToFit", .bool(true)), .init("frame", .numbers(0, 0.5, 1e-05, 1e16)),
                .init("configuration", .mapping([.init("title", .mapping([.init("text", .string("A"))]))])),
            ])),
            .init("diagram", .mapping([])),
        ])
        #expect(blockYAML(tree) == """
            name: x
            button:
              sizeToFit: true
              frame: [0, 0.5, 1e-05, 1e+16]
              configuration:
                title: {text: A}
            diagram: {}

            """)
        #expect(tree.jsonText == #"{"name": "x", "button": {"sizeToFit": true, "frame": [0, 0.5, 1e-05, 1e+16], "configuration": {"title": {"text": "A"}}}, "diagram": {}}"#)
        #expect(ScenarioTree.string("a\"b\\c\n\u{2028}").jsonText == #""a\"b\\c\n\u2028""#)
        #expect(tree.keys == ["name", "button", "diagram"])
    }

    @Test func commentsStayOnOneLine() {
        let text = xib(#"<button buttonType="system" id="x&#10;y" userLabel="A &quot;quoted&quot;&#10;label"><rect key="frame" x="0" y="0" width="10" height="10"/><state key="normal" title="T"/></button>"#)
        let yaml = importText(text, path: "Odd.xib").buttons.first.map(scenarioYAML(for:))
        #expect(yaml?.split(separator: "\n").first == #"# source: Odd.xib line 8, <button id="x&#10;y" userLabel="A &quot;quoted&quot;&#10;label"> (toolsVersion 22505)"#)
    }

    @Test func everyFixtureButtonGivesAStableDocument() {
        for name in ["Login.xib", "Settings-Xcode6.xib", "Welcome-Xcode42.storyboard", "Main.storyboard"] {
            let first = importFixture(name).buttons.map(scenarioYAML(for:))
            let second = importFixture(name).buttons.map(scenarioYAML(for:))
            #expect(!first.isEmpty && first == second)
            for yaml in first {
                #expect(yaml.hasSuffix("\n") && !yaml.contains("\n\n"))
            }
        }
    }
}

/// §9.1: names, captions and clashes.
@Suite struct NamingTests {
    @Test func sanitising() {
        #expect(sanitisedNamePart("Sign In") == "sign-in")
        #expect(sanitisedNamePart("  --Hello, World!--  ") == "hello-world")
        #expect(sanitisedNamePart("abc-12-xyz") == "abc-12-xyz")
        #expect(sanitisedNamePart("Café Ünïcode") == "caf-n-code")
        #expect(sanitisedNamePart("الحلقة التالية") == "")
        #expect(sanitisedNamePart(String(repeating: "ab ", count: 30)) == "ab-ab-ab-ab-ab-ab-ab-ab-ab-ab-ab-ab-ab-a")
        #expect(sanitisedNamePart(String(repeating: "a", count: 39) + " b") == String(repeating: "a", count: 39))
        #expect(sanitisedStem("App/Base.lproj/Main.storyboard") == "main")
        #expect(sanitisedStem("日本.xib") == "ib")
    }

    @Test func namesPreferUserLabelThenTitleThenID() {
        #expect(importFixture("Login.xib").buttons.map(\.name) == ["login-sign-in", "login-forgot-it", "login-share-with-gap", "login-camera"])
        #expect(importFixture("Settings-Xcode6.xib").buttons.map(\.name) == [
            "settings-xcode6-xcd-6a-001", "settings-xcode6-back-to-settings", "settings-xcode6-xcd-6a-003", "settings-xcode6-save",
        ])
        #expect(importFixture("Main.storyboard").buttons.map(\.name) == [
            "main-play", "main-skip-intro", "main-mis-bt-003", "main-settings", "main-open", "main-continue", "main-download",
            "main-track-order", "main-inf-bt-005", "main-shared", "main-emp-bt-007",
        ])
    }

    @Test func repeatsGetSuffixes() {
        let body = (1...3).map { index in
            #"<button buttonType="system" id="b\#(index)"><rect key="frame" x="0" y="0" width="10" height="10"/><state key="normal" title="OK"/></button>"#
        }.joined(separator: "\n") + #"<button buttonType="system" id="b4" userLabel="OK 2"><rect key="frame" x="0" y="0" width="10" height="10"/></button>"#
        #expect(importText(xib(body), path: "Dialog.xib").buttons.map(\.name) == ["dialog-ok", "dialog-ok-2", "dialog-ok-3", "dialog-ok-2-2"])
    }

    @Test func captions() {
        #expect(buttonCaption(path: "App/Login.xib", id: "abc", title: "Sign in", userLabel: "Sign In") == "Login.xib · abc · Sign in")
        #expect(buttonCaption(path: "Login.xib", id: "abc", title: nil, userLabel: "Play") == "Login.xib · abc · Play")
        #expect(buttonCaption(path: "Login.xib", id: "abc", title: nil, userLabel: nil) == "Login.xib · abc")
    }

    @Test func twoFilesGivingOneNameClash() {
        let body = #"<button buttonType="system" id="b"><rect key="frame" x="0" y="0" width="10" height="10"/><state key="normal" title="Go"/></button>"#
        let first = importText(xib(body), path: "A/Login.xib")
        let second = importText(xib(body), path: "B/Login.xib")
        #expect(nameClashes(in: [first, second]).map(\.text) == [
            "B/Login.xib:8:1: error: scenario name login-go is also given by A/Login.xib line 8; rename a file or set a userLabel"
        ])
        #expect(nameClashes(in: [first, importText(xib(body), path: "Other.xib")]).isEmpty)
    }
}

/// §9.2's element filter and §9.6's scenes.
@Suite struct SceneTests {
    @Test func scenesNumberEveryButtonWithItsLegend() {
        let result = importFixture("Main.storyboard")
        #expect(result.scenes.map(\.name) == ["main-scene-playerviewcontroller", "main-scene-playerviewcontroller-2", "main-scene-actions"])
        let player = result.scenes[0]
        #expect(player.file == "Fixtures/Main.storyboard")
        #expect(player.line == 14 && player.id == "Plr-sc-001")
        #expect(player.canvas == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(player.views == [
            IBSceneView(element: "stackView", id: "Stk-aa-001", frame: Rect(x: 0, y: 155, width: 393, height: 300), isHidden: false),
            IBSceneView(element: "stackView", id: "Stk-bb-002", frame: Rect(x: 0, y: 155, width: 393, height: 150), isHidden: false),
            IBSceneView(element: "stackView", id: "Stk-cc-003", frame: Rect(x: 53.5, y: 254.5, width: 286, height: 94), isHidden: false),
        ])
        #expect(player.buttons.map(\.number) == [1, 2, 3])
        #expect(player.buttons.map(\.button.isHidden) == [false, true, false])
        #expect(player.legend == [
            "1 · main-play · Ply-bt-001 · (no title) · system · auto-layout-frame forced-ancestor symbol-size",
            #"2 · main-skip-intro · Hid-bt-002 · "Skip intro" · system · auto-layout-frame hidden forced-ancestor dynamic-type"#,
            #"3 · main-mis-bt-003 · Mis-bt-003 · "الحلقة التالية" · system · auto-layout-frame misplaced dynamic-type"#,
        ])
        #expect(result.scenes[2].legend[0] == #"1 · main-open · Cfg-bt-001 · "Open" · configuration filled · auto-layout-frame config-insets symbol-size legacy-ignored"#)
        #expect(result.scenes[2].legend[6] == "7 · main-emp-bt-007 · Emp-bt-007 · (no title) · custom · auto-layout-frame no-content")
    }

    @Test func xibTopLevelViewsAndOldStoryboards() {
        #expect(importFixture("Login.xib").scenes.map(\.name) == ["login-scene-login"])
        #expect(importFixture("Login.xib").scenes.first?.id == "iN0-l3-epB")
        #expect(importFixture("Settings-Xcode6.xib").scenes.map(\.name) == ["settings-xcode6-scene-in0-l3-epb"])
        #expect(importFixture("Welcome-Xcode42.storyboard").scenes.map(\.name) == ["welcome-xcode42-scene-2"])
    }

    @Test func theElementFilterKeepsButtonsAndTheirScenes() {
        let result = importFixture("Main.storyboard", options: InterfaceBuilderOptions(elementIDs: ["Cfg-bt-003", "Hid-bt-002"]))
        #expect(result.buttons.map(\.name) == ["main-skip-intro", "main-download"])
        #expect(result.scenes.map(\.name) == ["main-scene-playerviewcontroller", "main-scene-actions"])
        #expect(result.scenes.map(\.buttons.count) == [3, 7])
    }
}
