import ButtonLabKit
import Testing

/// `--symbols` files that are not YAML quote the parser's report as Yams formatted it (each expected
/// message is what the Yams-based reader printed for the same text).
@Suite struct SymbolsFileTests {
    private func message(_ text: String) -> String? {
        do throws(OptionFileError) {
            _ = try parseSymbolMetrics(text, path: "s.yaml")
            return nil
        } catch {
            return error.diagnostics.map(\.message).joined(separator: "\n")
        }
    }

    @Test func parserScannerComposerAndReaderReports() {
        #expect(
            message("trash: {size: [17.5, 20]\n")
                == "not YAML: 2:1: error: parser: while parsing a flow mapping in line 1, column 8\n"
                + "did not find expected ',' or '}':\ntrash: {size: [17.5, 20]\n^")
        #expect(message("a: *x\n") == "not YAML: 1:4: error: composer: found undefined alias:\na: *x\n   ^")
        #expect(message("a: b\u{1}\n") == "not YAML: 1:5: error: reader: control characters are not allowed:\na: b\u{1}\n    ^")
        #expect(
            message("\u{E9}: \"\u{2028}x\n")
                == "not YAML: 3:1: error: scanner: while scanning a quoted scalar in line 1, column 4\n"
                + "found unexpected end of stream:\nx\n^")
    }

    @Test func duplicateSymbolsQuoteTheWholeFile() {
        let text = "trash: {size: [1, 2]}\ntrash: {size: [1, 2]}\n"
        #expect(
            message(text)
                == "not YAML: Parser: expected all keys to be unique but found the following duplicated key(s): 'trash'.\n"
                + "Context:\n\(text) in line 1, column 1\n")
    }
}
