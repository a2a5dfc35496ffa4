import ButtonCore
import ButtonReports
import Testing

@Suite("provenance and diagnostics as text and JSON")
struct ProvenanceAndDiagnosticTests {
    private let login = SourceFile(path: "../Fixtures/interface-builder/Login.xib", stated: "interface-builder/Login.xib")

    @Test("each provenance case as text: paths as given, so an editor opens them")
    func provenanceText() {
        #expect(Provenance.file(SourceFile(path: "a/b.yaml", stated: "b.yaml")).text == "a/b.yaml")
        #expect(Provenance.standardInput.text == "<stdin>")
        #expect(
            Provenance.interfaceBuilder(file: login, line: 21, column: 17, id: "abc-12-xyz", startTag: #"<button id="abc-12-xyz">"#).text
                == #"../Fixtures/interface-builder/Login.xib line 21, <button id="abc-12-xyz">"#)
        #expect(
            Provenance.swiftSource(file: SourceFile(path: "Sources/App/Login.swift"), line: 8, name: "signIn").text
                == "Sources/App/Login.swift line 8, signIn")
    }

    @Test("each provenance case as JSON: paths relative to the command line's root")
    func provenanceJSON() {
        #expect(Provenance.file(SourceFile(path: "a/b.yaml", stated: "b.yaml")).json.rendered() == #"{"file": "b.yaml"}"#)
        #expect(Provenance.standardInput.json.rendered() == #"{"file": null}"#)
        #expect(
            Provenance.interfaceBuilder(file: login, line: 21, column: 17, id: "abc-12-xyz", startTag: "<button>").json.rendered()
                == #"{"file": "interface-builder/Login.xib", "line": 21, "id": "abc-12-xyz"}"#)
        #expect(
            Provenance.swiftSource(file: SourceFile(path: "Sources/App/Login.swift"), line: 8, name: "signIn").json.rendered()
                == #"{"file": "Sources/App/Login.swift", "line": 8, "name": "signIn"}"#)
    }

    @Test("a diagnostic as text escapes what came from the input and repeats the location on each note")
    func diagnosticText() {
        let diagnostic = Diagnostic(
            severity: .warning, code: .unknownKey, file: "a\u{1B}.yaml", line: 2, column: 3, keyPath: "button.tilte",
            message: "unknown key \"tilte\u{7}\"", notes: ["did you mean title?"])
        #expect(diagnostic.text == """
            a\\u{1B}.yaml:2:3: warning: button.tilte: unknown key "tilte\\u{7}"
            a\\u{1B}.yaml:2:3: note: did you mean title?
            """)
        var tagged = diagnostic
        tagged.style = .taggedCode
        tagged.column = nil
        tagged.notes = []
        #expect(tagged.text == #"a\u{1B}.yaml:2: warning [unknown-key]: unknown key "tilte\u{7}""#)
        #expect(Diagnostic(code: .file, file: nil, line: nil, column: nil, keyPath: "", message: "m").text == "error: m")
    }

    @Test("a diagnostic as JSON keeps the input's text unescaped and states missing parts as null")
    func diagnosticJSON() {
        let diagnostic = Diagnostic(
            severity: .error, code: .range, file: "a.yaml", line: 4, column: nil, keyPath: "button.scale", message: "3.5 is not 1, 2 or 3",
            notes: ["n"])
        #expect(diagnostic.json.rendered() == """
            {
              "severity": "error",
              "code": "range",
              "file": "a.yaml",
              "line": 4,
              "column": null,
              "keyPath": "button.scale",
              "message": "3.5 is not 1, 2 or 3",
              "notes": ["n"]
            }
            """)
    }
}
