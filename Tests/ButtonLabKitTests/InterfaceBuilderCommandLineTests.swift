import ButtonLabTestSupport
import Foundation
import Testing

// `buttonlab(...)` and `Run` are CommandLineTests.swift's.

@Suite("Interface Builder files on the command line, end to end")
struct InterfaceBuilderCommandLineTests {
    /// `source.file` is stated from the input named (a file: its name, never the absolute path
    /// typed); diagnostics name the file as typed.
    @Test("layout of an IB file: an array of layout objects with source; warnings on stderr; exit 0")
    func layout() throws {
        let run = try buttonlab("layout", ibFixture("Login.xib"), "--format", "json")
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("[\n  {\n    \"name\": \"login-sign-in\",\n    \"source\": {\"file\": \"Login.xib\", \"line\": 21, \"id\": \"abc-12-xyz\"},"))
        #expect(run.errors.split(separator: "\n").first == "\(ibFixture("Login.xib")):21: warning [auto-layout-frame]: frame from IB's Auto Layout pass for device retina6_1 (login-sign-in)")
    }

    @Test("a refused file exits 2 after the others are laid out; a file without buttons is a note")
    func refusedAndEmpty() throws {
        let run = try buttonlab(
            "layout", ibFixture("Welcome-Xcode42.storyboard"), refusedDocument("Legacy-Archive.xib"), ibFixture("Onboarding-NoButtons.xib"),
            "--format", "json")
        #expect(run.status == 2)
        #expect(run.output.contains("\"name\": \"welcome-xcode42-start\""))
        #expect(run.errors.contains("\(ibFixture("Onboarding-NoButtons.xib")): note: no iOS buttons\n"))
        #expect(run.errors.contains("\(refusedDocument("Legacy-Archive.xib")): error: refused: legacy archive format (Xcode 3/4); open and save it in a current Xcode\n"))
        #expect(run.errors.hasSuffix("1 of 2 scenarios failed:\n  \(refusedDocument("Legacy-Archive.xib"))\n"))
    }

    @Test("the options of §9.2 on every command; --element matching nothing exits 2")
    func options() throws {
        let rtl = try buttonlab("layout", ibFixture("Login.xib"), "--element", "abc-12-xyz", "--layout-direction", "rightToLeft", "--scale", "3", "--format", "json")
        #expect(rtl.status == 0)
        #expect(rtl.output.contains("\"scale\": 3,\n    \"layoutDirection\": \"rightToLeft\","))
        #expect(rtl.output.components(separatedBy: "\"name\"").count == 2)
        let typo = try buttonlab("layout", ibFixture("Login.xib"), "--element", "abc-12-xyy", "--format", "json")
        #expect(typo.status == 2)
        #expect(typo.errors.contains("error: --element abc-12-xyy: no button of the inputs has this id"))
        let scale = try buttonlab("layout", ibFixture("Login.xib"), "--scale", "4")
        #expect(scale.status == 64)
        #expect(scale.errors.contains("--scale must be 1, 2 or 3, not 4"))
        let explain = try buttonlab("explain", ibFixture("Welcome-Xcode42.storyboard"), "--state", "highlighted")
        #expect(explain.status == 0)
        #expect(explain.output.hasPrefix("welcome-xcode42-start — \(ibFixture("Welcome-Xcode42.storyboard")) line 17, <button id=\"6\">\n"))
    }

    @Test("import writes files, refuses to overwrite without --force (exit 2), and says what it did")
    func importCommand() throws {
        let output = makeScratch("ib") + "/scenarios"
        let first = try buttonlab("import", ibFixture("Login.xib"), "-o", output)
        #expect(first.status == 0)
        #expect(first.output == """
            wrote \(output)/login-sign-in.yaml
            wrote \(output)/login-forgot-it.yaml
            wrote \(output)/login-share-with-gap.yaml
            wrote \(output)/login-camera.yaml
            4 buttons from 1 file, 4 warnings

            """)
        let again = try buttonlab("import", ibFixture("Login.xib"), "-o", output)
        #expect(again.status == 2)
        #expect(again.errors.contains("\(output)/login-sign-in.yaml: error: exists; kept (use --force to replace it)\n"))
        #expect(again.output == "0 buttons from 1 file, 0 warnings\n")
        let forced = try buttonlab("import", ibFixture("Login.xib"), "-o", output, "--force")
        #expect(forced.status == 0)
        let reread = try buttonlab("layout", output + "/login-camera.yaml", "--format", "json")
        #expect(reread.status == 0)
        #expect(reread.output.contains(#""titleArea": {"x": -69, "y": 61, "width": 109, "height": -33},"#))
    }

    @Test("render --scene draws scenes; --scene with a scenario file is a usage error")
    func renderScenes() throws {
        let output = makeScratch("ib")
        let run = try buttonlab("render", ibFixture("Login.xib"), "--scene", "-o", output, "--format", "png,svg,pdf")
        #expect(run.status == 0)
        #expect(run.output == "rendered 1 of 1 scene into \(output) (pdf, png, svg, json)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: output).sorted() == [
            "login-scene-login.json", "login-scene-login.pdf", "login-scene-login.png", "login-scene-login.svg",
        ])
        let pdf = try #require(FileManager.default.contents(atPath: output + "/login-scene-login.pdf"))
        #expect(pdf.starts(with: Array("%PDF-".utf8)))
        let usage = try buttonlab("render", fixturesDirectory + "/article2/fig01-default.yaml", "--scene", "-o", output)
        #expect(usage.status == 64)
        #expect(usage.errors.contains("--scene draws Interface Builder files (.xib, .storyboard)"))
    }

    @Test("migrate takes IB files: configuration buttons are noted, legacy ones migrated with their source")
    func migrate() throws {
        let run = try buttonlab(
            "migrate", ibFixture("Main.storyboard"), "--element", "Cfg-bt-001", "--element", "Shr-bt-006", "--format", "json")
        #expect(run.status != 2)
        #expect(run.errors.contains("\(ibFixture("Main.storyboard")):79: note: main-open already uses a configuration; nothing to migrate\n"))
        #expect(run.output.hasPrefix("{\n  \"name\": \"main-shared\",\n  \"source\": {\"file\": \"Main.storyboard\", \"line\": 121, \"id\": \"Shr-bt-006\"},"))
    }

    @Test("check takes IB files: one line per button, refused files are errors (exit 2)")
    func check() throws {
        let goldens = makeScratch("ib")
        let record = try buttonlab("check", ibFixture("Login.xib"), "--golden", goldens, "--record", "missing")
        #expect(record.status == 0)
        #expect(record.output.hasPrefix("recorded login-sign-in: wrote \(goldens)/login-sign-in.png, \(goldens)/login-sign-in.svg, \(goldens)/login-sign-in.json\n"))
        let pass = try buttonlab("check", ibFixture("Login.xib"), refusedDocument("TVMenu.storyboard"), "--golden", goldens)
        #expect(pass.status == 2)
        #expect(pass.output.hasPrefix("ok login-sign-in\nok login-forgot-it\nok login-share-with-gap\nok login-camera\nERROR \(refusedDocument("TVMenu.storyboard")): "))
        #expect(pass.output.hasSuffix("4 passed, 1 failed (1 error)\n"))
    }
}
