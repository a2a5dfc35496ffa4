import ButtonInterfaceBuilder
import ButtonLabKit
import ButtonLabTestSupport
import ButtonReports
import ButtonScenario
import Foundation
import Testing

// `buttonlab(...)` is CommandLineTests.swift's; `scratchDirectory`, `writeFile` and `ibFixture`
// InterfaceBuilderSupport.swift's; `appleLogo` (U+F8FF in the title and caption) FigureCommandTests.swift's.

private let titleWarning = "no font draws U+F8FF in the title; it shows as a box"
private let captionWarning = "no font draws U+F8FF in the caption; it shows as a box"

/// `--diagnostics-format json`'s object, decoded: what a tool reads.
private struct Reported: Decodable, Equatable {
    struct Diagnostic: Decodable, Equatable {
        var severity: String
        var code: String
        var file: String?
        var line: Int?
        var column: Int?
        var keyPath: String
        var message: String
        var notes: [String]
    }

    var diagnostics: [Diagnostic]
    var failed: [String]
    var total: Int

    init(_ diagnostics: [Diagnostic], failed: [String] = [], total: Int) {
        self.diagnostics = diagnostics
        self.failed = failed
        self.total = total
    }

    /// Standard error as one JSON object, or nil when it is anything else.
    init?(standardError: String) {
        guard let value = try? JSONDecoder().decode(Reported.self, from: Data(standardError.utf8)) else { return nil }
        self = value
    }
}

private func diagnostic(
    _ severity: String, _ code: String, _ file: String?, line: Int? = nil, column: Int? = nil, keyPath: String = "",
    _ message: String
) -> Reported.Diagnostic {
    Reported.Diagnostic(
        severity: severity, code: code, file: file, line: line, column: column, keyPath: keyPath, message: message, notes: [])
}

private func glyphWarnings(_ file: String) -> [Reported.Diagnostic] {
    [diagnostic("warning", "missing-glyph", file, titleWarning), diagnostic("warning", "missing-glyph", file, captionWarning)]
}

/// Login.xib's §9.4 warnings as `planInputs` gives them.
private func loginWarnings(_ login: String) -> [Diagnostic] {
    func warning(_ tag: String, _ line: Int, _ message: String) -> Diagnostic {
        Diagnostic(
            severity: .warning, code: DiagnosticCode(rawValue: tag), file: login, line: line, column: nil, keyPath: "",
            message: message, style: .taggedCode)
    }
    return [
        warning("auto-layout-frame", 21, "frame from IB's Auto Layout pass for device retina6_1 (login-sign-in)"),
        warning(
            "attributed-title", 34,
            "attributed title with several fonts; measured with the first fragment's, HelveticaNeue 15 (login-forgot-it)"),
        warning(
            "font-stand-in", 34, "font HelveticaNeue is measured with a stand-in; give its file with --fonts (login-forgot-it)"),
        warning("auto-layout-frame", 50, "frame from IB's Auto Layout pass for device retina6_1 (login-share-with-gap)"),
    ]
}

/// A fresh directory holding `appleLogo` as logo.yaml.
private func logoDirectory() throws -> String {
    let directory = makeScratch("ib")
    try writeFile(appleLogo, directory, "logo.yaml")
    return directory
}

@Suite("Warnings and notes as values, and --diagnostics-format json on every command")
struct DiagnosticsFormatTests {
    @Test("a glyph warning is a value: code missing-glyph, at the scenario's file, printed as before")
    func glyphWarningValue() throws {
        let directory = try logoDirectory()
        let path = directory + "/logo.yaml"
        let laidOut = try layOut(path: path, loader: makeScenarioLoader()).get()
        let expected = [titleWarning, captionWarning].map {
            Diagnostic(
                severity: .warning, code: .missingGlyph, file: path, line: nil, column: nil, keyPath: "", message: $0)
        }
        #expect(laidOut.glyphDiagnostics(path: path) == expected)
        #expect(expected.map(\.text) == ["\(path): warning: \(titleWarning)", "\(path): warning: \(captionWarning)"])
    }

    @Test("an IB warning is a value: its tag is the code, its text form §9.4's; a file without buttons a note")
    func interfaceBuilderWarningValue() {
        let login = ibFixture("Login.xib"), empty = ibFixture("Onboarding-NoButtons.xib")
        let plan = planInputs(files: [login, empty])
        let note = Diagnostic(
            severity: .note, code: .noButtons, file: empty, line: nil, column: nil, keyPath: "", message: "no iOS buttons")
        #expect(plan.diagnostics == [note] + loginWarnings(login))
        #expect(plan.diagnostics[1].text
            == "\(login):21: warning [auto-layout-frame]: frame from IB's Auto Layout pass for device retina6_1 (login-sign-in)")
        #expect(note.text == "\(empty): note: no iOS buttons")
        #expect(plan.warningCount == 4)
    }

    @Test("the tagged style escapes like the compiler style, and writes notes after the message")
    func taggedStyleText() {
        let tagged = Diagnostic(
            severity: .warning, code: "custom-class", file: "A\u{1B}.xib", line: 3, column: nil, keyPath: "ignored",
            message: "custom class X\u{7}", notes: ["more"], style: .taggedCode)
        #expect(tagged.text == "A\\u{1B}.xib:3: warning [custom-class]: custom class X\\u{7}\nA\\u{1B}.xib:3: note: more")
    }

    @Test("render: the glyph warnings as one JSON object; text unchanged")
    func renderJSON() throws {
        let directory = try logoDirectory()
        let run = try buttonlab("render", "logo.yaml", "-o", "out", "--diagnostics-format", "json", in: directory)
        #expect(run.status == 0)
        #expect(run.output == "rendered 1 of 1 scenario into out (png, json)\n")
        // Written out once, to pin the shape: every key, in layout's order, nulls included.
        #expect(run.errors == """
            {
              "diagnostics": [
                {
                  "severity": "warning",
                  "code": "missing-glyph",
                  "file": "logo.yaml",
                  "line": null,
                  "column": null,
                  "keyPath": "",
                  "message": "\(titleWarning)",
                  "notes": []
                },
                {
                  "severity": "warning",
                  "code": "missing-glyph",
                  "file": "logo.yaml",
                  "line": null,
                  "column": null,
                  "keyPath": "",
                  "message": "\(captionWarning)",
                  "notes": []
                }
              ],
              "failed": [],
              "total": 1
            }

            """)
        #expect(Reported(standardError: run.errors) == Reported(glyphWarnings("logo.yaml"), total: 1))
        let text = try buttonlab("render", "logo.yaml", "-o", "out", "--diagnostics-format", "text", in: directory)
        #expect(text.errors == "logo.yaml: warning: \(titleWarning)\nlogo.yaml: warning: \(captionWarning)\n")
    }

    @Test("render: IB warnings and an input's errors in one object, the failed inputs listed")
    func renderFailuresJSON() throws {
        let directory = makeScratch("ib")
        try writeFile("button:\n  size: [-1, 40]\n", directory, "bad.yaml")
        let login = ibFixture("Login.xib")
        let run = try buttonlab("render", login, "bad.yaml", "-o", "out", "--diagnostics-format", "json", in: directory)
        #expect(run.status == 2)
        let warnings = loginWarnings(login).map {
            diagnostic("warning", $0.code.rawValue, login, line: $0.line, $0.message)
        }
        let error = diagnostic(
            "error", "range", "bad.yaml", line: 2, column: 10, keyPath: "button.size[0]",
            "the width must not be negative, found -1")
        #expect(Reported(standardError: run.errors) == Reported(warnings + [error], failed: ["bad.yaml"], total: 5))
    }

    @Test("gallery: the glyph warnings as one JSON object")
    func galleryJSON() throws {
        let directory = try logoDirectory()
        let run = try buttonlab(
            "gallery", "logo.yaml", "-o", "figures", "--page", "gallery.md", "--diagnostics-format", "json", in: directory)
        #expect(run.status == 0)
        #expect(Reported(standardError: run.errors) == Reported(glyphWarnings("logo.yaml"), total: 1))
    }

    @Test("check: ERROR lines stay on standard output; their diagnostics and the warnings go to the object")
    func checkJSON() throws {
        let directory = try logoDirectory()
        try writeFile("button:\n  size: [100, 40]\n  scale: 4\n", directory, "bad.yaml")
        try writeFile(appleLogo, directory, "again.yaml")
        try FileManager.default.createDirectory(atPath: directory + "/goldens", withIntermediateDirectories: true)
        let run = try buttonlab(
            "check", "bad.yaml", "logo.yaml", "again.yaml", "--golden", "goldens", "--record", "missing",
            "--diagnostics-format", "json", in: directory)
        #expect(run.status == 2)
        let clash = "the name 'apple-logo' is already used by logo.yaml; give one of them another `name:`"
        #expect(run.output.hasPrefix(
            "ERROR bad.yaml: bad.yaml:3:10: error: button.scale: the scale must be 1, 2 or 3, found 4\nrecorded apple-logo: wrote "))
        #expect(run.output.contains("\nERROR again.yaml: \(clash)\n"))
        let error = diagnostic(
            "error", "range", "bad.yaml", line: 3, column: 10, keyPath: "button.scale", "the scale must be 1, 2 or 3, found 4")
        let nameClash = diagnostic("error", "name-clash", "again.yaml", keyPath: "name", clash)
        #expect(
            Reported(standardError: run.errors)
                == Reported(
                    [error] + glyphWarnings("logo.yaml") + glyphWarnings("again.yaml") + [nameClash],
                    failed: ["bad.yaml", "again.yaml"], total: 3))
    }

    @Test("check: differences are results, not diagnostics: with JSON their details leave standard error empty")
    func checkDifferencesJSON() throws {
        let directory = makeScratch("ib")
        let scenario = "name: go\nbutton:\n  size: [100, 40]\n  title: {text: Go, size: [20, 20]}\n"
        try writeFile(scenario, directory, "go.yaml")
        let record = try buttonlab("check", "go.yaml", "--golden", "goldens", "--record", "missing", in: directory)
        #expect(record.status == 0)
        try writeFile(scenario.replacingOccurrences(of: "[100, 40]", with: "[120, 40]"), directory, "go.yaml")
        // The details are printed only on request (--verbose), and never with JSON.
        let text = try buttonlab("check", "go.yaml", "--golden", "goldens", "--verbose", in: directory)
        #expect(text.status == 1)
        #expect(text.errors.hasPrefix("    "))
        let json = try buttonlab("check", "go.yaml", "--golden", "goldens", "--verbose", "--diagnostics-format", "json", in: directory)
        #expect(json.status == 1)
        #expect(json.output == text.output)
        #expect(json.errors == "")
    }

    @Test("check: the run's own problems as diagnostics")
    func checkRunProblemJSON() throws {
        let directory = try logoDirectory()
        let run = try buttonlab("check", "logo.yaml", "--golden", "none", "--diagnostics-format", "json", in: directory)
        #expect(run.status == 2)
        let problem = diagnostic(
            "error", "missing", nil, "golden directory not found: none (create it with --record missing)")
        #expect(Reported(standardError: run.errors) == Reported([problem], total: 0))
    }

    @Test("trace: the note about skipped scenarios as JSON")
    func traceJSON() throws {
        let directory = try logoDirectory()
        try FileManager.default.copyItem(
            atPath: fixturesDirectory + "/lifecycle/a1-lazy-subviews.yaml", toPath: directory + "/lazy.yaml")
        let run = try buttonlab("trace", "lazy.yaml", "logo.yaml", "--diagnostics-format", "json", in: directory)
        #expect(run.status == 0)
        let note = diagnostic(
            "note", "not-applicable", nil,
            "skipped 1 of 2 scenarios without a `trace:` block (`buttonlab layout` lays them out)")
        #expect(Reported(standardError: run.errors) == Reported([note], total: 2))
    }

    @Test("solve: a scenario without a goal as JSON")
    func solveJSON() throws {
        let directory = try logoDirectory()
        let run = try buttonlab("solve", "logo.yaml", "--diagnostics-format", "json", in: directory)
        #expect(run.status == 2)
        let error = diagnostic(
            "error", "missing", "logo.yaml", keyPath: "goal",
            "no goal; add a `goal:` block (placement, spacing, alignment) or give --placement and --spacing")
        #expect(Reported(standardError: run.errors) == Reported([error], failed: ["logo.yaml"], total: 1))
    }

    @Test("migrate: a configuration button is an error, as JSON")
    func migrateJSON() throws {
        let directory = makeScratch("ib")
        try writeFile(
            "name: filled\nbutton:\n  layout: configuration\n  size: [100, 40]\n  configuration: {title: {text: Go, size: [20, 20]}}\n",
            directory, "filled.yaml")
        let run = try buttonlab("migrate", "filled.yaml", "--diagnostics-format", "json", in: directory)
        #expect(run.status == 2)
        let error = diagnostic(
            "error", "not-applicable", "filled.yaml", "filled already uses a configuration; migrate reads legacy buttons")
        #expect(Reported(standardError: run.errors) == Reported([error], failed: ["filled.yaml"], total: 1))
    }

    @Test("import: the note of a file without buttons and §9.4's warnings, coded, in one object")
    func importJSON() throws {
        let directory = makeScratch("ib")
        let login = ibFixture("Login.xib"), empty = ibFixture("Onboarding-NoButtons.xib")
        let run = try buttonlab("import", login, empty, "-o", "out", "--diagnostics-format", "json", in: directory)
        #expect(run.status == 0)
        let warnings = loginWarnings(login).map {
            diagnostic("warning", $0.code.rawValue, login, line: $0.line, $0.message)
        }
        let note = diagnostic("note", "no-buttons", empty, "no iOS buttons")
        #expect(Reported(standardError: run.errors) == Reported([note] + warnings, total: 4))
        let again = try buttonlab("import", login, "-o", "out", "--diagnostics-format", "json", in: directory)
        #expect(again.status == 2)
        let kept = Reported(standardError: again.errors)
        #expect(kept?.failed == ["out/login-sign-in.yaml", "out/login-forgot-it.yaml", "out/login-share-with-gap.yaml", "out/login-camera.yaml"])
        #expect(kept?.diagnostics.filter { $0.severity == "error" }.map(\.message) == Array(repeating: "exists; kept (use --force to replace it)", count: 4))
    }

    @Test("layout and explain: IB warnings join the object instead of preceding it as lines")
    func layoutWithInterfaceBuilderJSON() throws {
        let login = ibFixture("Login.xib")
        let run = try buttonlab("layout", login, "--format", "json", "--diagnostics-format", "json")
        #expect(run.status == 0)
        let warnings = loginWarnings(login).map {
            diagnostic("warning", $0.code.rawValue, login, line: $0.line, $0.message)
        }
        #expect(Reported(standardError: run.errors) == Reported(warnings, total: 4))
    }
}
