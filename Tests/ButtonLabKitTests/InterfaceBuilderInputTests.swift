import ButtonInterfaceBuilder
import ButtonLabKit
import ButtonLabTestSupport
import ButtonReports
import ButtonScenario
import Foundation
import Testing

/// docs/interface-builder.md, "How the commands use IB files": which files commands read, and what IB files turn
/// into before anything is laid out.
@Suite("Interface Builder inputs: walks, plans, names and problems")
struct InterfaceBuilderInputTests {
    @Test("walks add .xib/.storyboard in any case, keep sorted order and skip Xcode's bundles")
    func walks() throws {
        let root = makeScratch("ib")
        for file in [
            "b.yaml", "A.XIB", "app/Main.storyboard", "app/Base.lproj/Login.Xib", "app/notes.txt", "app/Compiled.nib",
            "app/Assets.xcassets/icon.json", "App.xcodeproj/project.json", "App.xcworkspace/x.xib",
            "build/Main.storyboardc/Info.json", ".hidden/c.yaml", "app/.d.xib", "z.json",
        ] {
            try writeFile("", root, file)
        }
        let all = try inputFiles(for: [root]).map { String($0.dropFirst(root.count + 1)) }
        #expect(all == ["A.XIB", "app/Base.lproj/Login.Xib", "app/Main.storyboard", "b.yaml", "z.json"])
        let ibOnly = try inputFiles(for: [root], selection: InputSelection(scenarioFiles: false))
        #expect(ibOnly.map { String($0.dropFirst(root.count + 1)) } == ["A.XIB", "app/Base.lproj/Login.Xib", "app/Main.storyboard"])
        // A file named on the command line is taken whatever its extension; inputs keep their order.
        #expect(try inputFiles(for: [root + "/z.json", root + "/app/notes.txt"]) == [root + "/z.json", root + "/app/notes.txt"])
    }

    @Test("a missing input is reported, with every other missing one")
    func missingInputs() throws {
        #expect(throws: ScenarioError.self) { try inputFiles(for: ["/nonexistent/a.xib"]) }
        do {
            _ = try inputFiles(for: ["/nonexistent/a.xib", "/nonexistent/b"])
        } catch {
            #expect(diagnosticsText(error.diagnostics) == "/nonexistent/a.xib: error: no such file or directory\n/nonexistent/b: error: no such file or directory")
        }
    }

    @Test("each button is one scenario, in document order, after the scenario files before it")
    func planOrder() throws {
        let scenario = fixturesDirectory + "/article2/fig01-default.yaml"
        let plan = planInputs(files: [scenario, ibFixture("Login.xib"), ibFixture("Welcome-Xcode42.storyboard")])
        #expect(plan.failures.isEmpty)
        #expect(plan.scenarios.map(\.key) == [
            scenario,
            ibFixture("Login.xib") + ":21:25", ibFixture("Login.xib") + ":30:25", ibFixture("Login.xib") + ":50:25",
            ibFixture("Login.xib") + ":56:25", ibFixture("Welcome-Xcode42.storyboard") + ":17:29",
        ])
        #expect(plan.scenarios.compactMap(\.interfaceBuilderButton).map(\.name) == [
            "login-sign-in", "login-forgot-it", "login-share-with-gap", "login-camera", "welcome-xcode42-start",
        ])
        #expect(plan.scenes.map(\.name) == ["login-scene-login", "welcome-xcode42-scene-2"])
        #expect(plan.imports.count == 2)
    }

    @Test("warnings in §9.4's form, notes for files without buttons, refusals as failures in their place")
    func diagnostics() {
        let plan = planInputs(files: [ibFixture("Login.xib"), ibFixture("Onboarding-NoButtons.xib"), refusedDocument("MacWindow.xib")])
        let login = ibFixture("Login.xib")
        #expect(plan.warnings == [
            "\(login):21: warning [auto-layout-frame]: frame from IB's Auto Layout pass for device retina6_1 (login-sign-in)",
            "\(login):34: warning [attributed-title]: attributed title with several fonts; measured with the first fragment's, HelveticaNeue 15 (login-forgot-it)",
            "\(login):34: warning [font-stand-in]: font HelveticaNeue is measured with a stand-in; give its file with --fonts (login-forgot-it)",
            "\(login):50: warning [auto-layout-frame]: frame from IB's Auto Layout pass for device retina6_1 (login-share-with-gap)",
        ])
        #expect(plan.notes == ["\(ibFixture("Onboarding-NoButtons.xib")): note: no iOS buttons"])
        #expect(plan.failures.map(\.message) == ["\(refusedDocument("MacWindow.xib")): error: refused: macOS document: NSButton is not UIButton"])
        guard case .failure = plan.entries.last else {
            Issue.record("the refusal comes in the place of its file, last")
            return
        }
    }

    @Test("two files giving one name: the later button is an error naming both, and is dropped")
    func nameClashes() throws {
        let root = makeScratch("ib")
        let login = try String(contentsOfFile: ibFixture("Login.xib"), encoding: .utf8)
        try writeFile(login, root, "Base.lproj/Login.xib")
        try writeFile(login, root, "en.lproj/Login.xib")
        let plan = planInputs(files: try inputFiles(for: [root]))
        #expect(plan.scenarios.count == 4)
        #expect(plan.scenarios.allSatisfy { $0.file == root + "/Base.lproj/Login.xib" })
        #expect(plan.failures.count == 4)
        #expect(plan.failures.first?.path == root + "/en.lproj/Login.xib:21:25")
        #expect(plan.failures.first?.message == """
            \(root)/en.lproj/Login.xib:21:25: error: scenario name login-sign-in is also given by \
            \(root)/Base.lproj/Login.xib line 21; rename a file or set a userLabel
            """)
        // The dropped buttons' warnings are not printed: they are not laid out.
        #expect(plan.warnings.allSatisfy { $0.hasPrefix(root + "/Base.lproj/") })
    }

    @Test("each skipped button is a failure of its own, named by its tag's position")
    func skippedButtons() throws {
        let root = makeScratch("ib")
        try writeFile(
            xib(
                titledButton(id: "a", title: "A", frame: #"x="0" y="0" width="abc" height="44""#) + "\n"
                    + titledButton(id: "b", title: "B", frame: #"x="0" y="50" width="-1" height="44""#) + "\n"
                    + titledButton(id: "c", title: "C")), root, "Bad.xib")
        let plan = planInputs(files: [root + "/Bad.xib"])
        #expect(plan.scenarios.compactMap(\.interfaceBuilderButton).map(\.name) == ["bad-c"])
        // The buttons start on lines 8 and 13 (five lines each); their <rect>s, the elements at
        // fault, are the next lines, indented 20 spaces.
        #expect(plan.failures.map(\.path) == [root + "/Bad.xib:9:21", root + "/Bad.xib:14:21"])
        #expect(plan.failures.map(\.message) == [
            #"\#(root)/Bad.xib:9:21: error: button a: frame width "abc" is not a number"#,
            #"\#(root)/Bad.xib:14:21: error: button b: frame width "-1" is negative"#,
        ])
    }

    @Test("--element keeps the buttons with those ids and their scenes; ids matching nothing are reported")
    func elements() {
        let plan = fixturePlan(
            "Login.xib", "Main.storyboard", options: InterfaceBuilderOptions(elementIDs: ["Gap-cc-003", "Hid-bt-002", "nope"]))
        #expect(plan.scenarios.compactMap(\.interfaceBuilderButton).map(\.name) == ["login-share-with-gap", "main-skip-intro"])
        #expect(plan.scenes.map(\.name) == ["login-scene-login", "main-scene-playerviewcontroller"])
        #expect(plan.unmatchedElementIDs == ["nope"])
    }

    @Test("options reach the reader: direction, scale and state change the scenario")
    func options() throws {
        let plan = fixturePlan(
            "Login.xib", options: InterfaceBuilderOptions(layoutDirection: .rightToLeft, scale: 3, state: .highlighted))
        let button = try #require(plan.scenarios.first?.interfaceBuilderButton)
        #expect(flowYAML(try #require(button.scenario["button"])).hasPrefix("{frame: [16, 120, 120, 44], scale: 3, layoutDirection: rightToLeft,"))
    }
}
