import ButtonLabTestSupport
import ButtonLayout
import Testing

@testable import ButtonScenario

/// `wordWrappedLines` searches for each line's length; these tests hold it to the one-word-at-a-time
/// greedy algorithm it replaced (kept below as the reference), on random text and widths, and
/// count what it measures.
@Suite("Word wrapping")
struct LineWrappingTests {
    /// 2 400 random texts (8 batches of 300), each at 7 widths, with random monotone widths: the
    /// same lines as the greedy algorithm.
    @Test(arguments: 0..<8)
    func sameLinesAsGreedy(batch: UInt64) {
        var random = SplitMix(seed: 0x5EED_0000 + batch)
        var searched = 0
        var greedy = 0
        for trial in 0..<300 {
            let text = randomText(&random)
            let width = RandomWidth(&random)
            for maxWidth in maxWidths(for: text, width, &random) {
                var searchedStrings: [String] = []
                let lines = wordWrappedLines(text, maxWidth: maxWidth) { searchedStrings.append($0); return width($0) }
                var greedyStrings: [String] = []
                let expected = greedyWordWrappedLines(text, maxWidth: maxWidth) { greedyStrings.append($0); return width($0) }
                #expect(lines == expected, "batch \(batch) trial \(trial): \(text.debugDescription) at \(maxWidth)")
                searched += searchedStrings.count
                greedy += greedyStrings.count
            }
        }
        // Over the mix (many over-long words, many lines of one word) the search still measures less.
        #expect(searched < greedy)
    }

    /// A one-line caption of 13 words: one measurement, where the greedy algorithm took 13.
    @Test func oneLineCaptionMeasuresOnce() {
        let text = "The quick brown fox jumps over the lazy dog and runs far away"
        let (lines, measured) = wrap(text, maxWidth: 500)
        #expect(lines == [text])
        #expect(measured == [text])
        #expect(wrapGreedily(text, maxWidth: 500).measured.count == 13)
    }

    /// Lines after the first start from the count of the line before: two measurements per line.
    @Test func linesOfWords() {
        let (lines, measured) = wrap("aa bb cc dd ee ff", maxWidth: 5)
        #expect(lines == ["aa bb", "cc dd", "ee ff"])
        #expect(measured == ["aa bb cc dd ee ff", "aa bb cc", "aa", "aa bb", "cc dd", "cc dd ee", "ee ff"])
        #expect(wrapGreedily("aa bb cc dd ee ff", maxWidth: 5).measured
            == ["aa", "aa bb", "aa bb cc", "cc", "cc dd", "cc dd ee", "ee", "ee ff"])
    }

    /// An over-long word: characters counted by the same search, the whole word never re-measured.
    @Test func overLongWord() {
        let (lines, measured) = wrap("abcdefghij", maxWidth: 3)
        #expect(lines == ["abc", "def", "ghi", "j"])
        #expect(measured == ["abcdefghij", "abcdefghi", "abcde", "abc", "abcd", "def", "defg", "ghi", "ghij"])
        #expect(wrapGreedily("abcdefghij", maxWidth: 3).measured.count == 10)
    }

    /// A title of "lorem ipsum " × 2000 (24 000 characters) in 40-character lines: the greedy
    /// algorithm's lines, and no measurement of more than a few lines' worth (the search used to
    /// measure the whole remaining text first: a 700 000-character layout for issue 21's title),
    /// about 4 characters measured per character of text.
    @Test func aLongTextIsWrappedMeasuringAboutItsOwnLength() {
        let text = String(repeating: "lorem ipsum ", count: 2000)
        var measured: [String] = []
        let lines = wordWrappedLines(text, maxWidth: 40) { measured.append($0); return Double($0.count) }
        #expect(lines == greedyWordWrappedLines(text, maxWidth: 40) { Double($0.count) })
        #expect(lines.count == 667)
        #expect(measured.map(\.count).max()! <= 256)
        #expect(measured.reduce(0) { $0 + $1.count } <= 4 * text.count)
        // An over-long word is measured whole once (as a word that might fit), then its lines are
        // searched from 256 characters, not from all that remain.
        var wordMeasured: [String] = []
        let word = String(repeating: "x", count: 24_000)
        #expect(wordWrappedLines(word, maxWidth: 40) { wordMeasured.append($0); return Double($0.count) }.count == 600)
        #expect(wordMeasured.filter { $0.count > 256 }.map(\.count) == [24_000])
    }

    /// `maximumLines` stops the search after that many lines, each the same as without it.
    @Test func maximumLinesStopsEarly() {
        let text = String(repeating: "lorem ipsum ", count: 2000)
        var measured = 0
        let lines = wordWrappedLines(text, maxWidth: 40, maximumLines: 4) { measured += $0.count; return Double($0.count) }
        #expect(lines == Array(wordWrappedLines(text, maxWidth: 40) { Double($0.count) }.prefix(4)))
        #expect(measured < 2000)
        #expect(wordWrappedLines("a b", maxWidth: 1, maximumLines: 4) { Double($0.count) } == ["a", "b"])
    }

    /// The tail of a broken word begins the next line, and later words join it after a space.
    @Test func tailOfABrokenWordTakesWords() {
        let (lines, _) = wrap("xy abcdefg hi jk", maxWidth: 5)
        #expect(lines == ["xy", "abcde", "fg hi", "jk"])
        #expect(wrapGreedily("xy abcdefg hi jk", maxWidth: 5).lines == lines)
    }

    /// A line's first character is kept even when it alone is too wide: one character a line.
    @Test(arguments: [0.0, 0.5, -1.0, Double.nan])
    func narrowerThanAnyCharacter(maxWidth: Double) {
        let (lines, measured) = wrap("ab c", maxWidth: maxWidth)
        #expect(lines == ["a", "b", "c"])
        #expect(measured == ["ab c", "ab", "b c", "c"])
    }

    /// No words: one empty line, nothing measured.
    @Test(arguments: ["", " ", "   "])
    func noWords(text: String) {
        let (lines, measured) = wrap(text, maxWidth: 10)
        #expect(lines == [""])
        #expect(measured.isEmpty)
    }

    /// Runs of spaces separate words as one; a line never begins or ends with a space.
    @Test func repeatedSpaces() {
        let (lines, _) = wrap("  aa   bb  cc ", maxWidth: 5)
        #expect(lines == ["aa bb", "cc"])
    }

    /// Exactly `maxWidth` fits.
    @Test func widthEqualToMaxWidthFits() {
        #expect(wrap("aa bb cc", maxWidth: 8).lines == ["aa bb cc"])
        #expect(wrap("aa bb cc", maxWidth: 7.999).lines == ["aa bb", "cc"])
    }
}

// MARK: - Helpers

/// Lines and the strings measured, one unit of width a character.
private func wrap(_ text: String, maxWidth: Double) -> (lines: [String], measured: [String]) {
    var measured: [String] = []
    let lines = wordWrappedLines(text, maxWidth: maxWidth) { measured.append($0); return Double($0.count) }
    return (lines, measured)
}

private func wrapGreedily(_ text: String, maxWidth: Double) -> (lines: [String], measured: [String]) {
    var measured: [String] = []
    let lines = greedyWordWrappedLines(text, maxWidth: maxWidth) { measured.append($0); return Double($0.count) }
    return (lines, measured)
}

/// The algorithm `wordWrappedLines` replaced, verbatim: one measurement per word, and per character
/// of a word moved to a new line.
private func greedyWordWrappedLines(_ text: String, maxWidth: Double, width: (String) -> Double) -> [String] {
    var lines: [String] = []
    var current = ""
    func fits(_ candidate: String) -> Bool { width(candidate) <= maxWidth }
    for word in text.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
        let candidate = current.isEmpty ? word : current + " " + word
        if fits(candidate) {
            current = candidate
            continue
        }
        if !current.isEmpty { lines.append(current) }
        current = ""
        // Break an over-long word character by character.
        for character in word {
            let next = current + String(character)
            if !current.isEmpty && !fits(next) {
                lines.append(current)
                current = String(character)
            } else {
                current = next
            }
        }
    }
    if !current.isEmpty || lines.isEmpty { lines.append(current) }
    return lines
}

/// Latin, CJK, a combining sequence, an emoji with a modifier, punctuation.
private let alphabet: [Character] = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123456789我是按钮标题文字,.-") + ["e\u{301}", "👍🏽", "ä"]

/// Words of 1-12 characters (sometimes 13-60), separated by one to three spaces, sometimes with
/// spaces before and after; sometimes no words at all.
private func randomText(_ random: inout SplitMix) -> String {
    let wordCount = Int.random(in: 0...16, using: &random)
    var text = Bool.random(using: &random) ? "" : String(repeating: " ", count: Int.random(in: 1...2, using: &random))
    for index in 0..<wordCount {
        if index > 0 { text += String(repeating: " ", count: Int.random(in: 1...3, using: &random)) }
        let length = Int.random(in: 0..<8, using: &random) == 0 ? Int.random(in: 13...60, using: &random) : Int.random(in: 1...12, using: &random)
        for _ in 0..<length { text.append(alphabet.randomElement(using: &random)!) }
    }
    if Int.random(in: 0..<4, using: &random) == 0 { text += "  " }
    return text
}

/// A monotone width: a positive width per character (the space too), summed, plus a constant
/// (sometimes none, sometimes negative).
private struct RandomWidth {
    let advances: [Character: Double]
    let constant: Double

    init(_ random: inout SplitMix) {
        var advances: [Character: Double] = [:]
        for character in alphabet + [" "] { advances[character] = Double.random(in: 0.01...20, using: &random) }
        self.advances = advances
        switch Int.random(in: 0..<3, using: &random) {
        case 0: constant = 0
        case 1: constant = Double.random(in: 0...10, using: &random)
        default: constant = -Double.random(in: 0...3, using: &random)
        }
    }

    var narrowest: Double { advances.values.min()! }

    func callAsFunction(_ string: String) -> Double {
        string.reduce(constant) { $0 + advances[$1]! }
    }
}

/// 0, narrower than any character, random widths up to the whole text's, widths some candidate
/// has exactly (where `<=` decides), and no limit.
private func maxWidths(for text: String, _ width: RandomWidth, _ random: inout SplitMix) -> [Double] {
    let whole = width(text)
    var result = [0, width.narrowest / 2, .infinity]
    for _ in 0..<2 { result.append(Double.random(in: 0...max(1, whole * 1.1), using: &random)) }
    let words = text.split(separator: " ").map(String.init)
    if !words.isEmpty {
        // A run of words as a line would hold them, and a prefix of one word: exact candidate widths.
        let first = Int.random(in: 0..<words.count, using: &random)
        let last = Int.random(in: first..<words.count, using: &random)
        result.append(width(words[first...last].joined(separator: " ")))
        let word = words[first]
        result.append(width(String(word.prefix(Int.random(in: 1...word.count, using: &random)))))
    }
    return result
}
