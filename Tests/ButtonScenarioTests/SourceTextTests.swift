import Testing

@testable import ButtonScenario

@Suite("Source lines found by bytes, as Characters would find them")
struct SourceTextTests {
    @Test("LF, CR LF and CR end a line; a combining mark after a break starts the next line")
    func lineBreaks() {
        let source = SourceText(text: "a: 1\nb: 2\r\nc: é\r\u{301}d\rlast")
        #expect(source.line(1) == "a: 1")
        #expect(source.line(2) == "b: 2")
        #expect(source.line(3) == "c: é")
        #expect(source.line(4) == "\u{301}d")
        #expect(source.line(5) == "last")
        #expect(source.line(6) == nil)
        #expect(source.scalar(line: 4, column: 2) == "d")
        #expect(source.scalar(line: 3, column: 4) == "é")
    }

    @Test("a trailing break leaves an empty last line; an empty text has one empty line")
    func edges() {
        let trailing = SourceText(text: "x\r\n")
        #expect(trailing.line(1) == "x")
        #expect(trailing.line(2) == "")
        #expect(trailing.line(3) == nil)
        #expect(SourceText(text: "").line(1) == "")
        #expect(SourceText(text: "\n\n").line(2) == "")
        #expect(SourceText(text: "\n\n").line(3) == "")
    }
}
