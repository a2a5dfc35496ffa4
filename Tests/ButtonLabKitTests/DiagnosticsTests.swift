import ButtonInterfaceBuilder
import ButtonLabKit
import ButtonLabTestSupport
import ButtonReports
import ButtonScenario
import Foundation
import Testing

// `buttonlab(...)` is CommandLineTests.swift's; `scratchDirectory` and `ibFixture` InterfaceBuilderSupport.swift's.

/// A scenario whose image rect width divides by zero, at line 7, column 21.
private let infiniteWidth = """
    name: bad
    button:
      size: [100, 40]
      image: {size: [20, 20]}
      title: {text: Go, size: [30, 20]}
      layout: rectOverrides
      imageRect: [0, 0, cw / 0, 10]

    """

@Suite("Diagnostics end to end: values from every step, printed by the command line alone")
struct DiagnosticsTests {
    @Test("an engine error is reported at the expression's value, with its key path and code")
    func expressionErrorOnTheCommandLine() throws {
        let directory = makeScratch("ib")
        try writeFile(infiniteWidth, directory, "bad.yaml")
        let run = try buttonlab("layout", "bad.yaml", "--format", "json", in: directory)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errors == """
            bad.yaml:7:21: error: button.imageRect[2]: imageRect width = cw / 0 evaluates to inf; a frame needs finite numbers
            1 of 1 scenario failed:
              bad.yaml

            """)
    }

    @Test("layoutSubviews and fixedRects name the scenario's keys too; 0 / 0 is nan")
    func otherRectForms() throws {
        let directory = makeScratch("ib")
        try writeFile(
            "button:\n  size: [100, 40]\n  title: {text: Go, size: [30, 20]}\n  layout: layoutSubviews\n  titleRect:\n    - 0\n    - (bh - bh) / 0\n    - 10\n    - 10\n",
            directory, "subviews.yaml")
        try writeFile(
            "button:\n  size: [100, 40]\n  image: {size: [20, 20]}\n  layout: fixedRects\n  imageRect: [0, 0, 10, \"-1 / 0\"]\n",
            directory, "fixed.yaml")
        let run = try buttonlab("explain", "subviews.yaml", "fixed.yaml", in: directory)
        #expect(run.status == 2)
        #expect(run.errors == """
            subviews.yaml:7:7: error: button.titleRect[1]: titleLabel.frame y = (bh - bh) / 0 evaluates to nan; a frame needs finite numbers
            fixed.yaml:5:25: error: button.imageRect[3]: imageRect height = -1 / 0 evaluates to -inf; a frame needs finite numbers
            2 of 2 scenarios failed:
              subviews.yaml
              fixed.yaml

            """)
    }

    @Test("--diagnostics-format json: one object on standard error, notes first, positions as numbers")
    func jsonDiagnostics() throws {
        let directory = makeScratch("ib")
        try writeFile(infiniteWidth, directory, "bad.yaml")
        let lazy = fixturesDirectory + "/lifecycle/a1-lazy-subviews.yaml"
        try FileManager.default.copyItem(atPath: lazy, toPath: directory + "/lazy.yaml")
        let run = try buttonlab("layout", "lazy.yaml", "bad.yaml", "--diagnostics-format", "json", in: directory)
        #expect(run.status == 2)
        #expect(run.errors == """
            {
              "diagnostics": [
                {
                  "severity": "note",
                  "code": "not-applicable",
                  "file": "lazy.yaml",
                  "line": null,
                  "column": null,
                  "keyPath": "",
                  "message": "lifecycle-a1-lazy-subviews is a trace scenario without button.size, so there is no button to lay out; `buttonlab trace lazy.yaml` simulates its life cycle",
                  "notes": []
                },
                {
                  "severity": "error",
                  "code": "layout",
                  "file": "bad.yaml",
                  "line": 7,
                  "column": 21,
                  "keyPath": "button.imageRect[2]",
                  "message": "imageRect width = cw / 0 evaluates to inf; a frame needs finite numbers",
                  "notes": []
                }
              ],
              "failed": ["bad.yaml"],
              "total": 2
            }

            """)
        let clean = try buttonlab(
            "explain", fixturesDirectory + "/article2/fig01-default.yaml", "--diagnostics-format", "json")
        #expect(clean.status == 0)
        #expect(clean.errors.isEmpty)
    }

    @Test("the engine error as a value: code, file, line, column, key path")
    func engineErrorValue() throws {
        let directory = makeScratch("ib")
        try writeFile(infiniteWidth, directory, "bad.yaml")
        let path = directory + "/bad.yaml"
        let failure = try #require(layOut(path: path, loader: ScenarioLoader()).failure)
        #expect(failure.path == path)
        #expect(failure.diagnostics == [
            Diagnostic(
                code: .layout, file: path, line: 7, column: 21, keyPath: "button.imageRect[2]",
                message: "imageRect width = cw / 0 evaluates to inf; a frame needs finite numbers")
        ])
        let explained = try #require(explainScenario(path: path, loader: ScenarioLoader()).failure)
        #expect(explained.diagnostics == failure.diagnostics)
    }

    @Test("an output directory that is a file: code output, no position")
    func unusableOutputValue() throws {
        let directory = makeScratch("ib")
        try writeFile("x", directory, "taken")
        let path = directory + "/taken"
        do {
            try prepareOutputDirectory(path)
            Issue.record("a file cannot be the output directory")
        } catch let failure as ScenarioFailure {
            let diagnostic = try #require(failure.diagnostics.first)
            #expect(failure.diagnostics.count == 1)
            #expect(diagnostic.code == .output)
            #expect(diagnostic.file == nil)
            #expect(diagnostic.line == nil)
            #expect(diagnostic.column == nil)
            #expect(failure.message.hasPrefix("error: cannot use the output directory: \(path)"))
        }
    }

    @Test("an imported scenario that cannot be written: code output, at the file it would have been")
    func unwritableImportValue() throws {
        let directory = makeScratch("ib")
        let plan = planInputs(
            files: [ibFixture("Login.xib")], options: InterfaceBuilderOptions(elementIDs: ["abc-12-xyz"]))
        // A directory where the scenario file goes: no rename replaces it.
        try FileManager.default.createDirectory(
            atPath: directory + "/login-sign-in.yaml/inside", withIntermediateDirectories: true)
        let report = importScenarioFiles(plan, into: directory, force: true)
        let failure = try #require(report.failures.first)
        #expect(report.failures.count == 1)
        #expect(failure.diagnostics.map(\.code) == [.output])
        #expect(failure.diagnostics.map(\.file) == [directory + "/login-sign-in.yaml"])
        #expect(failure.diagnostics.map(\.line) == [nil])
        #expect(failure.message.hasPrefix("\(directory)/login-sign-in.yaml: error: cannot write: "))
    }

    @Test("an --element no button has: code input, the option as the key path")
    func unknownElementValue() throws {
        let plan = planInputs(
            files: [ibFixture("Login.xib")], options: InterfaceBuilderOptions(elementIDs: ["abc-12-xyz", "nope"]))
        #expect(plan.unmatchedElementIDs == ["nope"])
        let failures = plan.unmatchedElementFailures
        #expect(failures.map(\.path) == ["nope"])
        #expect(failures.flatMap(\.diagnostics) == [
            Diagnostic(
                code: .input, file: nil, line: nil, column: nil, keyPath: "--element nope",
                message: "no button of the inputs has this id")
        ])
        #expect(failures.map(\.message) == ["error: --element nope: no button of the inputs has this id"])
    }

    @Test("an Interface Builder problem is a Diagnostic with its kind as the code, printed as §9.5 says")
    func interfaceBuilderValue() {
        let diagnostic = Diagnostic(
            interfaceBuilder: .badButton, file: "Main.storyboard", position: SourcePosition(line: 12, column: 5),
            message: "no frame")
        #expect(diagnostic.code == .badButton)
        #expect(diagnostic.position == SourcePosition(line: 12, column: 5))
        #expect(diagnostic.text == "Main.storyboard:12:5: error: no frame")
    }

    @Test("a diagnostic's subject leads its message in text and JSON: button ID (NAME): keyPath: message")
    func subjectPrinted() {
        let provenance = Provenance.interfaceBuilder(
            file: SourceFile(path: "UI/Main.xib", stated: "Main.xib"), line: 21, column: 25, id: "b-1", startTag: #"<button id="b-1">"#)
        let diagnostic = Diagnostic(
            code: .range, file: "UI/Main.xib", line: 21, column: 25, keyPath: "button.frame", message: "the width must be ≥ 0",
            subject: Diagnostic.Subject(provenance: provenance, name: "pay"))
        #expect(diagnostic.text == "UI/Main.xib:21:25: error: button b-1 (pay): button.frame: the width must be ≥ 0")
        #expect(diagnostic.json == .object([
            ("severity", .string("error")), ("code", .string("range")), ("file", .string("UI/Main.xib")), ("line", .number(21)),
            ("column", .number(25)), ("keyPath", .string("")),
            ("message", .string("button b-1 (pay): button.frame: the width must be ≥ 0")), ("notes", .array([])),
        ]))
        var fromFile = diagnostic
        fromFile.subject = Diagnostic.Subject(provenance: .file(SourceFile(path: "a.yaml")), name: "a")
        #expect(fromFile.text == "UI/Main.xib:21:25: error: button.frame: the width must be ≥ 0")
    }

    @Test("a batch ending: diagnostics then the failed inputs; a lone skipped scenario becomes the error")
    func endings() {
        let note = Diagnostic(
            severity: .note, code: .notApplicable, file: "t.yaml", line: nil, column: nil, keyPath: "", message: "skipped")
        let skipped = ScenarioFailure(path: "t.yaml", diagnostics: [note], isTraceWithoutButton: true)
        let alone = LayoutBatchEnding(failures: [skipped], total: 1)
        #expect(alone.notes.isEmpty)
        #expect(alone.errors?.text == "t.yaml: error: skipped")
        let failed = ScenarioFailure(path: "b.yaml", code: .output, file: "b.yaml", message: "not written")
        let mixed = LayoutBatchEnding(failures: [skipped, failed], total: 3)
        #expect(mixed.notes == [note])
        #expect(mixed.errors?.text == "b.yaml: error: not written\n1 of 3 scenarios failed:\n  b.yaml")
        #expect(mixed.errors?.failedPaths == ["b.yaml"])
    }
}
