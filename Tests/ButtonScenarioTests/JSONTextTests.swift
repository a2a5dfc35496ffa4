import Foundation
import Testing

@testable import ButtonScenario

/// JSON that RFC 8259 allows but libyaml, which reads JSON scenarios, refused: surrogate pair
/// escapes and raw characters outside YAML's printable set (security.md §2).
@Suite struct JSONTextTests {
    @Test func surrogatePairEscapesAreOneCharacter() throws {
        let json = #"{"caption": "smile \ud83d\ude00!", "button": {"size": [1, 2], "title": {"text": "\uD83D\uDE00", "size": [1, 1]}}}"#
        let result = try scenario(json, path: "pair.json")
        #expect(result.caption == "smile 😀!")
        #expect(result.title?.text == "😀")
        // The same file as YAML, which writes the character with its 32-bit escape.
        let yaml = #"{"caption": "smile \U0001F600!", "button": {"size": [1, 2], "title": {"text": "\U0001F600", "size": [1, 1]}}}"#
        #expect(try scenario(yaml, path: "pair.yaml").caption == result.caption)
    }

    @Test func positionsAfterARewriteAreThoseOfTheFileAsWritten() {
        // Each pair is 12 columns in the file, a raw U+FFFE one: what follows keeps its column.
        #expect(
            errors(#"{"caption": "\ud83d\ude00\ud83d\ude00", "button": {"size": [1, "2"]}}"#, path: "p.json") == [
                #"p.json:1:64: error: button.size[1]: expected the height as a number, found the string '2' (remove the quotes)"#
            ])
        #expect(
            errors("{\"caption\": \"\u{FFFE}\u{7F}\", \"button\": {\"size\": [1, \"2\"]}}", path: "r.json") == [
                #"r.json:1:42: error: button.size[1]: expected the height as a number, found the string '2' (remove the quotes)"#
            ])
    }

    @Test func rawCharactersOutsideYAMLsPrintableSetAreRead() throws {
        let text = "a\u{FFFE}b\u{FFFF}c\u{7F}d\u{80}e\u{9F}"
        let result = try scenario(#"{"caption": ""# + text + #"", "button": {"size": [1, 2]}}"#, path: "raw.json")
        #expect(result.caption == text)
    }

    @Test func aLoneSurrogateIsAnErrorAtItsEscape() {
        let message = #"JSON syntax error: the escape \ud83d is half of a UTF-16 surrogate pair without its other half; "#
            + #"a character outside the BMP is written as a high and a low surrogate escape (\uD83D\uDE00) or as itself"#
        #expect(errors(#"{"caption": "x\ud83d", "button": {"size": [1, 2]}}"#, path: "l.json") == ["l.json:1:15: error: " + message])
        #expect(
            errors(#"{"caption": "x\ud83dy", "button": {"size": [1, 2]}}"#, path: "l.json")
                == ["l.json:1:15: error: " + message])
        #expect(
            errors("{\n  \"caption\": \"\\ude00\"}", path: "l.json")
                == ["l.json:2:15: error: " + message.replacingOccurrences(of: #"\ud83d is"#, with: #"\ude00 is"#)])
    }
}
