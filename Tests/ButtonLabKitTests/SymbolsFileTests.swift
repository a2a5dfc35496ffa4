import ButtonLabKit
import ButtonReports
import ButtonScenario
import Testing

/// `--symbols` files are read as scenarios are: the same YAML errors, positioned, and the same
/// guards against documents whose cost grows faster than their size.
@Suite struct SymbolsFileTests {
    private func problems(_ text: String) -> [String] {
        do throws(OptionFileError) {
            _ = try parseSymbolMetrics(text, path: "s.yaml")
            return []
        } catch {
            return error.diagnostics.map(\.text)
        }
    }

    @Test func parserScannerComposerAndReaderReports() {
        #expect(
            problems("trash: {size: [17.5, 20]\n")
                == ["s.yaml:2:1: error: YAML syntax error: did not find expected ',' or '}' (while parsing a flow mapping at line 1, column 8)"])
        #expect(problems("a: *x\n") == ["s.yaml:1:4: error: YAML syntax error: found undefined alias"])
        #expect(problems("a: b\u{1}\n") == ["s.yaml:1:5: error: cannot read the text: control characters are not allowed"])
        #expect(
            problems("\u{E9}: \"\u{2028}x\n")
                == ["s.yaml:3:1: error: YAML syntax error: found unexpected end of stream (while scanning a quoted scalar at line 1, column 4)"])
    }

    @Test func duplicateSymbolsArePositioned() {
        #expect(
            problems("trash: {size: [1, 2]}\ntrash: {size: [1, 2]}\n")
                == ["s.yaml:1:1: error: duplicate key 'trash' in the same mapping; each key may appear only once"])
    }

    @Test("an alias of a huge list used as a key is refused before its keys are compared")
    func aliasBomb() {
        var lines = ["a0: &a0 [x, x]"]
        for level in 1..<40 { lines.append("a\(level): &a\(level) [*a\(level - 1), *a\(level - 1)]") }
        lines.append("m: {*a39: 1, *a39: 2}")
        #expect(problems(lines.joined(separator: "\n") + "\n") == ["s.yaml:41:5: error: an alias (*name) cannot be used as a mapping key"])
    }
}
