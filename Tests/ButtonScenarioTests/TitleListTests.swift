import ButtonLabTestSupport
import ButtonScenario
import Testing

private let conditions = fixturesDirectory + "/conditions/"

/// `sweep --titles FILE` (docs/sweep.md, "Titles"): lines, `.strings` and `.xcstrings`, and bad input
/// refused at its line and column.
@Suite("The titles of a sweep")
struct TitleListTests {
    private func parse(_ text: String, _ path: String) throws(ScenarioError) -> [String] {
        try TitleList.parse(bytes: Array(text.utf8), path: path)
    }

    private func error(_ text: String, _ path: String) -> String? {
        do {
            _ = try parse(text, path)
            return nil
        } catch {
            let diagnostic = error.diagnostics[0]
            return "\(diagnostic.line.map(String.init) ?? "-"):\(diagnostic.column.map(String.init) ?? "-") \(diagnostic.message)"
        }
    }

    @Test("one title a line: blank lines skipped, repeats kept once, in order")
    func lines() throws {
        #expect(try TitleList.load(path: conditions + "titles.txt") == ["Settings", "Réglages", "Einstellungen"])
        #expect(try parse("A\n\n  \nB\r\nA\n", "t.txt") == ["A", "B"])
    }

    @Test(".strings: values in order, comments, escapes, \\U and the key-only shorthand")
    func strings() throws {
        #expect(try TitleList.load(path: conditions + "titles-de.strings") == ["Einstellungen", "Sag \"Hallo\"\nä", "settings.same"])
        #expect(try parse("a = b;\n\"x\" = \"\\UD83D\\UDE00 \\101\";", "t.strings") == ["b", "😀 A"])
    }

    @Test(".strings in UTF-16 with a byte-order mark, as older Xcode writes them")
    func utf16() throws {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "\"k\" = \"Grüße\";".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        #expect(try TitleList.parse(bytes: bytes, path: "t.strings") == ["Grüße"])
    }

    @Test("bad .strings input: each error at its line and column")
    func badStrings() {
        #expect(error("\"a\" = \"b\"\n\"c\" = \"d\";", "t.strings") == "2:1 expected \";\" after the value of \"a\", found '\"'")
        #expect(error("\"a\" \"b\";", "t.strings") == "1:5 expected \"=\" after the key \"a\", found '\"'")
        #expect(error("\"a\" = \"b;\n", "t.strings") == "1:7 a string is never closed (\" missing)")
        #expect(error("/* open\n\"a\" = \"b\";", "t.strings") == "1:1 a comment is never closed (\"*/\" missing)")
        #expect(error("\"a\" = \"\\q\";", "t.strings") == "1:10 unknown escape \"\\q\"")
        #expect(error("\"a\" = \"\\UD83D\";", "t.strings") == "1:14 the surrogate \\UD83D needs a low surrogate after it")
        #expect(error("\"a\" = \"\\U12\";", "t.strings") == "1:12 \\U needs four hexadecimal digits")
        #expect(error("\"a\" = ;", "t.strings") == "1:7 expected a value in double quotes, found ';'")
        #expect(error("", "t.strings") == "-:- the titles file has no titles")
        #expect(error("a\u{1}b = c;", "t.strings") == "1:2 expected \"=\" after the key \"a\", found '\\u{1}'")
    }

    @Test("bad bytes: not UTF-8, at the byte's line and column")
    func badBytes() {
        #expect(throws: ScenarioError.self) { try TitleList.parse(bytes: [0x41, 0x0A, 0xFF], path: "t.txt") }
        do {
            _ = try TitleList.parse(bytes: [0x41, 0x0A, 0x42, 0xFF], path: "t.txt")
        } catch {
            #expect(error.diagnostics.map { "\($0.line!):\($0.column!) \($0.message)" } == ["2:2 the file is not valid UTF-8 (invalid byte 0xFF)"])
        }
    }

    @Test(".xcstrings: every localization's value, plural variations too, a key without localizations as itself")
    func catalog() throws {
        #expect(try TitleList.load(path: conditions + "titles.xcstrings") == [
            "Einstellungen", "Réglages", "Done", "%lld Element", "%lld Elemente",
        ])
    }

    @Test("bad .xcstrings: JSON errors and wrong shapes at their line and column")
    func badCatalog() {
        #expect(error("{\"strings\": {\"a\": {\"localizations\": {\"de\": {\"stringUnit\": {\"value\": 3}}}}}}", "t.xcstrings")
            == "1:69 a stringUnit's value must be a string")
        #expect(error("{\"strings\": []}", "t.xcstrings") == "1:13 \"strings\" must be an object of keys")
        #expect(error("{\"version\": \"1.0\"}", "t.xcstrings") == "1:1 not a string catalog: no \"strings\" object")
        #expect(error("{\"strings\": {\"a\": {\n  \"localizations\": 1}}}", "t.xcstrings") == "2:20 \"localizations\" must be an object of languages")
        #expect(error("{\"strings\": {\n", "t.xcstrings")
            == "2:1 YAML syntax error: did not find expected node content (while parsing a flow node at line 2, column 1)")
    }
}
