import ButtonLabTestSupport
import ButtonLayout
import Foundation
import Testing

@testable import ButtonScenario

@Suite struct DocumentShapeTests {
    @Test(arguments: ["", "\n\n", "# only a comment\n", "---\n", "~"])
    func emptyDocuments(text: String) {
        #expect(
            errors(text, path: "e.yaml") == [
                "e.yaml:1:1: error: the file is empty; a scenario is a mapping with at least a `button` key"
            ])
    }

    @Test func theRootMustBeAMapping() {
        #expect(
            errors("- button\n") == [
                "1:1: error: expected a mapping of name, caption, button and diagram, found a list of 1 item"
            ])
        #expect(
            errors("42") == ["1:1: error: expected a mapping of name, caption, button and diagram, found the number 42"]
        )
    }

    @Test func windowsLineEndings() throws {
        #expect(try scenario("button:\r\n  size: [3, 4]\r\n").button.size == Size(width: 3, height: 4))
        #expect(
            errors("button:\r\n  size: [3, 4]\r\n  layout: rectOverrides\r\n  imageRect: [0, 0, 1, \"cw +\"]\r\n") == [
                "4:29: error: button.imageRect[3]: invalid expression: expression ends where a value was expected"
            ])
    }

    @Test func aJSONFileFromDisk() throws {
        let directory = makeScratch("scenario")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/from-disk.json"
        try Data("{\n\t\"button\": {\"size\": [3, 4]}\n}\n".utf8).write(to: URL(fileURLWithPath: path))
        let result = try ScenarioLoader().load(path: path)
        #expect(result.name == "from-disk")
        #expect(result.button.size == Size(width: 3, height: 4))
    }

    @Test func oneDocumentOnly() {
        #expect(
            errors(validButton + "---\n" + validButton) == [
                "3:1: error: YAML syntax error: but found another document (expected a single document in the stream at line 1, column 1)"
            ])
    }

    @Test func duplicateKeys() {
        #expect(
            errors("button:\n  size: [1, 1]\n  scale: 2\n  size: [2, 2]\n", path: "d.yaml") == [
                "d.yaml:2:3: error: duplicate key 'size' in the same mapping; each key may appear only once"
            ])
        #expect(
            errors(#"{"button": {"size": [1, 1]}, "name": "a", "name": "b"}"#, path: "d.json") == [
                "d.json:1:30: error: duplicate key 'name' in the same mapping; each key may appear only once"
            ])
    }

    @Test func duplicateKeysThatYAMLTellsApartAreStillDuplicates() {
        // `"1"` and `1` are a string and an int to a YAML 1.1 resolver, but scenarios resolve scalars
        // themselves and keys are compared with their tags resolved to `str`: both are the key "1", a duplicate.
        #expect(
            errors(validButton + "diagram: {\"1\": a, 1: b}\n") == [
                "3:11: error: duplicate key '1' in the same mapping; each key may appear only once"
            ])
    }
}

@Suite struct SyntaxErrorTests {
    @Test func unclosedFlowSequence() {
        #expect(
            errors("button:\n  size: [1, 2\n  scale: 2\n", path: "s.yaml") == [
                "s.yaml:3:8: error: YAML syntax error: did not find expected ',' or ']' (while parsing a flow sequence at line 2, column 9)"
            ])
    }

    @Test func badIndentation() {
        #expect(
            errors("button:\n  size: [1, 2]\n scale: 2\n") == [
                "3:2: error: YAML syntax error: did not find expected key (while parsing a block mapping at line 1, column 1)"
            ])
    }

    @Test func tabsForIndentationGetAHint() {
        #expect(
            errors("button:\n\tsize: [1, 2]\n") == [
                "2:1: error: YAML syntax error: found character that cannot start any token (while scanning for the next token at line 2, column 1); YAML does not allow tabs for indentation, use spaces"
            ])
    }

    @Test func undefinedAlias() {
        #expect(
            errors("button: {size: *nothing}") == [
                "1:16: error: YAML syntax error: found undefined alias"
            ])
    }

    @Test func controlCharacters() {
        #expect(
            errors("button:\n  size: [1, 1]\n  x: a\u{7}b\n") == [
                "3:7: error: cannot read the text: control characters are not allowed"
            ])
    }
}

@Suite struct LimitTests {
    @Test func filesOverOneMebibyteAreRefusedBeforeParsing() throws {
        let limit = ScenarioLoader.maximumFileSize
        #expect(limit == 1_048_576)
        let padding = "#" + String(repeating: "x", count: limit - validButton.utf8.count - 2) + "\n"
        let exactlyAtTheLimit = validButton + padding
        #expect(exactlyAtTheLimit.utf8.count == limit)
        #expect(try scenario(exactlyAtTheLimit).button.size == Size(width: 200, height: 100))

        // One byte over, and not even YAML: refused for its size alone.
        let tooLarge = String(repeating: "[", count: limit + 1)
        #expect(
            errors(tooLarge, path: "big.yaml") == [
                "big.yaml: error: the file is larger than 1 MiB; scenario files are a few hundred bytes, so this is not one"
            ])

        let directory = makeScratch("scenario")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/big.yaml"
        try Data(tooLarge.utf8).write(to: URL(fileURLWithPath: path))
        #expect(
            throws: ScenarioError(
                file: path,
                message: "the file is larger than 1 MiB; scenario files are a few hundred bytes, so this is not one")
        ) {
            try ScenarioLoader().load(path: path)
        }
    }

    static let billionLaughs = """
        a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]
        b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]
        c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]
        d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]
        e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]
        f: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e]
        g: &g [*f, *f, *f, *f, *f, *f, *f, *f, *f]
        h: &h [*g, *g, *g, *g, *g, *g, *g, *g, *g]
        i: &i [*h, *h, *h, *h, *h, *h, *h, *h, *h]

        """

    @Test func billionLaughsIsRefusedInstantly() {
        let start = ContinuousClock.now
        #expect(
            errors(Self.billionLaughs + "button: {size: *i}\n") == [
                "1:1: error: the document has more than 10000 YAML nodes once its aliases are expanded; a scenario has a few dozen (are aliases nested inside each other?)"
            ])
        #expect(ContinuousClock.now - start < .seconds(1))
    }

    @Test func largeDocumentsWithoutAliasesAreRefusedToo() {
        let justUnder = validButton + "x: [" + Array(repeating: "1", count: 9_991).joined(separator: ",") + "]\n"
        #expect(
            errors(justUnder) == ["3:1: error: x: unknown key `x`; expected one of: name, caption, button, goal, sweep, subclass, trace, diagram"])
        let over = validButton + "x: [" + Array(repeating: "1", count: 9_992).joined(separator: ",") + "]\n"
        #expect(errors(over) == ["1:1: error: the document has more than 10000 YAML nodes; a scenario has a few dozen"])
    }

    @Test func aliasesUsedAsKeysAreRefusedInstantly() {
        // Every key is hashed to find duplicates; hashing *i would take 9^9 steps.
        let start = ContinuousClock.now
        #expect(
            errors(Self.billionLaughs + "j: {*i : 1}\n") == [
                "10:5: error: an alias (*name) cannot be used as a mapping key"
            ])
        #expect(
            errors(Self.billionLaughs + "? *i\n: 1\n") == [
                "10:3: error: an alias (*name) cannot be used as a mapping key"
            ])
        #expect(
            errors(Self.billionLaughs + "[*i, *i]: 1\n") == [
                "10:1: error: a mapping key must be a name, not a list or a mapping"
            ])
        #expect(
            errors(Self.billionLaughs + "j: {*i:x}\n") == [
                "10:5: error: an alias (*name) cannot be used as a mapping key"
            ])
        #expect(ContinuousClock.now - start < .seconds(1))
    }

    @Test func aliasMarkerDoesNotLeakIntoMessages() {
        #expect(
            errors("a: &x 1\n*x: 1\n*x: 2\n") == [
                "2:1: error: an alias (*name) cannot be used as a mapping key"
            ])
        #expect(
            errors("a: &x [1]\nb: \"*\"\nb: 2\n") == [
                "2:1: error: duplicate key 'b' in the same mapping; each key may appear only once"
            ])
    }

    @Test func deepNestingIsASyntaxErrorNotACrash() {
        let diagnostics = errors(String(repeating: "[", count: 100_000))
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.hasPrefix("1:") == true)
    }

    @Test func invalidUTF8IsReportedWhereItIs() throws {
        let directory = makeScratch("scenario")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/latin1.yaml"
        try Data("button:\n  size: [1, 1]\ncaption: é".utf8.dropLast(2) + [0xE9, 0x21]).write(
            to: URL(fileURLWithPath: path))
        #expect(
            throws: ScenarioError(
                file: path, line: 3, column: 10, message: "the file is not valid UTF-8 (invalid byte 0xE9)")
        ) {
            try ScenarioLoader().load(path: path)
        }
    }

    @Test func missingFilesAndDirectories() throws {
        let directory = makeScratch("scenario")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(throws: ScenarioError(file: directory + "/none.yaml", message: "no such file")) {
            try ScenarioLoader().load(path: directory + "/none.yaml")
        }
        #expect(throws: ScenarioError(file: directory, message: "is a directory, not a scenario file")) {
            try ScenarioLoader().load(path: directory)
        }
    }
}

@Suite struct ScenarioFilesTests {
    @Test func directoriesExpandRecursivelyInByteOrder() throws {
        let root = makeScratch("scenario")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let manager = FileManager.default
        for directory in ["b", "a/z", "B", ".hidden", "link-target"] {
            try manager.createDirectory(atPath: root + "/" + directory, withIntermediateDirectories: true)
        }
        for file in [
            "b/2.yaml", "b/10.yml", "a/z/x.json", "a/readme.md", "B/upper.YAML", "top.yaml", ".hidden/h.yaml",
            ".dot.yaml", "a/image.png", "link-target/t.yaml",
        ] {
            try Data().write(to: URL(fileURLWithPath: root + "/" + file))
        }
        try manager.createSymbolicLink(atPath: root + "/a/loop", withDestinationPath: root)
        try manager.createSymbolicLink(atPath: root + "/a/linked.yaml", withDestinationPath: root + "/top.yaml")

        #expect(
            try scenarioFiles(for: [root])
                == [
                    "B/upper.YAML", "a/linked.yaml", "a/z/x.json", "b/10.yml", "b/2.yaml", "link-target/t.yaml",
                    "top.yaml",
                ].map { root + "/" + $0 })
        #expect(try scenarioFiles(for: [root + "/b/"]) == [root + "/b/10.yml", root + "/b/2.yaml"])
    }

    @Test func filesAreTakenAsGivenAndInputsKeepTheirOrder() throws {
        let root = makeScratch("scenario")
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data().write(to: URL(fileURLWithPath: root + "/notes.txt"))
        try FileManager.default.createDirectory(atPath: root + "/d", withIntermediateDirectories: true)
        try Data().write(to: URL(fileURLWithPath: root + "/d/s.yaml"))
        #expect(
            try scenarioFiles(for: [root + "/notes.txt", root + "/d", root + "/notes.txt"]) == [
                root + "/notes.txt", root + "/d/s.yaml", root + "/notes.txt",
            ])
        #expect(try scenarioFiles(for: []) == [])
    }

    @Test func everyMissingInputIsReported() throws {
        let root = makeScratch("scenario")
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(
            throws: ScenarioError(diagnostics: [
                Diagnostic(
                    file: root + "/x", line: nil, column: nil, keyPath: "", message: "no such file or directory"),
                Diagnostic(
                    file: root + "/y", line: nil, column: nil, keyPath: "", message: "no such file or directory"),
            ])
        ) {
            try scenarioFiles(for: [root + "/x", root, root + "/y"])
        }
    }
}

@Suite struct AliasGuardTests {
    @Test func starsOutsideAliasesAreUntouchedWhenAnchorsExist() throws {
        let result = try scenario(
            """
            caption: "a * b"
            button:
              size: &side [100, 100]
              layout: rectOverrides
              imageRect: [0, 0, 2*cw, "cw * 2"]
              image: {size: *side}
            """)
        #expect(result.caption == "a * b")
        let cw = Expression.variable(.cw)
        #expect(
            result.button.layout
                == .rectOverrides(
                    image: RectExpression(
                        x: .number(0), y: .number(0), width: .binary(.multiply, .number(2), cw),
                        height: .binary(.multiply, cw, .number(2))),
                    title: nil))
    }

    @Test func nestingAsDeepAsLibyamlAllowsDoesNotOverflowTheStack() {
        let depth = 990
        let text =
            "button: {size: [1, 1], title: {size: [1, 1], text: " + String(repeating: "[", count: depth)
            + String(repeating: "]", count: depth) + "}}"
        #expect(errors(text) == ["1:52: error: button.title.text: expected a string, found a list of 1 item"])
    }
}
