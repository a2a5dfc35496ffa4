import ButtonLayout
import ButtonReports
import Foundation
import Testing

@testable import ButtonScenario

private func at(_ line: Int, _ column: Int) -> SourcePosition {
    SourcePosition(line: line, column: column)
}

@Suite struct YAMLSyntaxTreeTests {
    @Test func scalarsKeepTheirTextStyleValueAndPosition() throws {
        let root = try #require(
            try YAMLComposer.compose("b: [1, 'x', \"2\", true, ~]\na: |\n  text\n", file: nil))
        #expect(
            root
                == .mapping(
                    [
                        SyntaxEntry(
                            key: .plain("b", at: at(1, 1)),
                            value: .sequence(
                                [
                                    .plain("1", at: at(1, 5)),
                                    .scalar(SyntaxScalar("x", style: .singleQuoted), at: at(1, 8)),
                                    .scalar(SyntaxScalar("2", style: .doubleQuoted), at: at(1, 13)),
                                    .plain("true", at: at(1, 18)),
                                    .plain("~", at: at(1, 24)),
                                ], at: at(1, 4))),
                        SyntaxEntry(
                            key: .plain("a", at: at(2, 1)),
                            value: .scalar(SyntaxScalar("text\n", style: .literal), at: at(2, 4))),
                    ], at: at(1, 1)))
        guard case .mapping(let entries) = root.content, case .sequence(let items) = entries[0].value.content else {
            Issue.record("not a mapping of a list")
            return
        }
        let values = items.compactMap { item -> ScalarValue? in
            if case .scalar(let scalar) = item.content { return scalar.value }
            return nil
        }
        #expect(values == [.number(1), .string("x"), .string("2"), .bool(true), .null])
    }

    @Test func aliasesAreExpandedIntoCopies() throws {
        let root = try #require(try YAMLComposer.compose("a: &x [1]\nb: *x\n", file: nil))
        guard case .mapping(let entries) = root.content else {
            Issue.record("not a mapping")
            return
        }
        #expect(entries[1].value == entries[0].value)
    }

    @Test func escapesMapDecodedCharactersBackToTheirColumns() throws {
        let root = try #require(try YAMLComposer.compose(#"k: "a\tb\u00e9c""#, file: nil))
        guard case .mapping(let entries) = root.content, case .scalar(let scalar) = entries[0].value.content else {
            Issue.record("not a mapping of a scalar")
            return
        }
        #expect(scalar.text == "a\tbéc")
        // The quote is at column 4: a at 5, \t at 6–7, b at 8, \u00e9 at 9–14, c at 15.
        #expect(scalar.columns == .table([1, 2, 4, 5, 11, 12]))
        let value = entries[0].value
        #expect((0...5).map { value.position(ofCharacterOffset: $0)?.column } == [5, 6, 8, 9, 15, 16])
    }

    @Test func quotedScalarsWithoutEscapesNeedNoTable() throws {
        let root = try #require(try YAMLComposer.compose(#"k: "a b" # \ "#, file: nil))
        guard case .mapping(let entries) = root.content, case .scalar(let scalar) = entries[0].value.content else {
            Issue.record("not a mapping of a scalar")
            return
        }
        #expect(scalar.columns == .shifted(1))
    }
}

/// What another reader (Interface Builder) hands over: a tree with its own positions.
@Suite struct SyntaxTreeLoadingTests {
    static func entry(_ key: String, _ value: SyntaxNode, line: Int) -> SyntaxEntry {
        SyntaxEntry(key: .plain(key, at: at(line, 5)), value: value)
    }

    static func numbers(_ values: [String], line: Int) -> SyntaxNode {
        .sequence(values.map { .plain($0, at: at(line, 20)) }, at: at(line, 20))
    }

    static func tree(size: [String]) -> SyntaxNode {
        .mapping(
            [
                entry("name", .scalar(SyntaxScalar("login-sign-in", style: .doubleQuoted), at: at(31, 12)), line: 31),
                entry(
                    "button",
                    .mapping(
                        [
                            entry("frame", numbers(["16", "120"] + size, line: 32), line: 32),
                            entry("buttonType", .plain("system", at: at(31, 30)), line: 31),
                            entry(
                                "title",
                                .mapping(
                                    [
                                        entry(
                                            "text", .scalar(SyntaxScalar("Sign in", style: .doubleQuoted), at: at(35, 40)),
                                            line: 35)
                                    ],
                                    at: at(35, 20)),
                                line: 35),
                        ], at: at(31, 5)),
                    line: 31),
            ], at: at(31, 5))
    }

    @Test func aTreeFromAnotherReaderBuildsTheSameScenarioAsItsYAML() throws {
        let loader = ScenarioLoader(textMeasurer: FixedMeasurer(size: Size(width: 7, height: 1)))
        let fromTree = try loader.load(
            syntax: Self.tree(size: ["120", "44"]), file: "App/Login.xib", defaultName: "login")
        let fromYAML = try loader.parse(
            """
            name: "login-sign-in"
            button:
              frame: [16, 120, 120, 44]
              buttonType: system
              title: {text: "Sign in"}
            """, path: "App/Login.xib")
        #expect(fromTree == fromYAML)
        #expect(fromTree.button.titleFont == TitleFont(size: 15))
    }

    @Test func itsErrorsCarryItsPositions() {
        #expect(
            throws: ScenarioError(diagnostics: [
                Diagnostic(
                    code: .type, file: "App/Login.xib", line: 32, column: 20, keyPath: "button.frame[2]",
                    message: "expected the width as a number, found the string 'abc'"),
                Diagnostic(
                    code: .range, file: "App/Login.xib", line: 32, column: 20, keyPath: "button.frame[3]",
                    message: "the height must not be negative, found -4"),
                Diagnostic(
                    code: .missing, file: "App/Login.xib", line: 35, column: 20, keyPath: "button.title.size",
                    message:
                        "missing size: give the title's natural single-line size as size: [width, height], "
                        + "or install the fonts that measure it: no fonts were given to measure it with"),
            ])
        ) {
            try ScenarioLoader().load(syntax: Self.tree(size: ["abc", "-4"]), file: "App/Login.xib", defaultName: "x")
        }
    }

    /// YAML refuses these before validation; other readers rely on the validator.
    @Test func duplicateKeysAndKeysThatAreNotNamesAreReported() {
        let size = SyntaxNode.sequence([.plain("1", at: at(2, 10)), .plain("1", at: at(2, 13))], at: at(2, 9))
        let tree = SyntaxNode.mapping(
            [
                SyntaxEntry(
                    key: .plain("button", at: at(1, 1)),
                    value: .mapping(
                        [
                            SyntaxEntry(key: .plain("size", at: at(2, 3)), value: size),
                            SyntaxEntry(key: .plain("size", at: at(3, 3)), value: size),
                        ], at: at(2, 3))),
                SyntaxEntry(key: .sequence([], at: at(4, 1)), value: .plain("x", at: at(4, 5))),
            ], at: at(1, 1))
        do {
            let scenario = try ScenarioLoader().load(syntax: tree, file: nil, defaultName: "d")
            Issue.record("expected errors, got \(scenario)")
        } catch {
            #expect(
                error.diagnostics.map(\.text) == [
                    "3:3: error: button.size: duplicate key `size` (first at line 2)",
                    "4:1: error: a mapping key must be a name, found a list of 0 items",
                ])
            #expect(error.diagnostics.map(\.code) == [.duplicateKey, .type])
        }
    }
}
