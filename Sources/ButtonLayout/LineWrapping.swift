/// Greedy word wrapping, as NSLineBreakByWordWrapping: words go on a line while it measures no
/// more than `maxWidth`; a word too long for a line of its own is broken between characters (the
/// first character of a line is kept even when it alone is too wide).
///
/// Shared by the label measurer (which lays out what UIKit would measure) and the diagrams (which
/// draw the same line breaks), so that a wrapped title is drawn the way it was measured.
///
/// The lines are exactly those of the one-word-at-a-time greedy algorithm, but each line is found
/// by searching how many words (or, in an over-long word, characters) still fit: a measurement is
/// a Pango layout of tens of microseconds, and the greedy algorithm took one per word and one per
/// character of every word it moved to a new line. The search relies on `width` never decreasing
/// as words or characters are appended (true of real text: advances are positive), so that "the
/// first k fit" holds up to some k and not after it; with a `width` that decreases, lines may
/// differ from the greedy algorithm's. Every candidate is built as the greedy algorithm builds it
/// (`current + " " + word`, `current + String(character)`), so a string the two both measure is
/// the same string with the same width.
///
/// The work is bounded by the text's length, not its square: a search without a line before it
/// starts from the words within `firstProbeCharacters` (not the whole remaining text, which for a
/// 700 000-character title was a Pango layout of half a gigabyte), and `maximumLines` stops after
/// that many lines for a caller that only needs to know whether the text fits.
package func wordWrappedLines(
    _ text: String, maxWidth: Double, maximumLines: Int = .max, width: (String) -> Double
) -> [String] {
    let words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    func fits(_ candidate: String) -> Bool { width(candidate) <= maxWidth }
    var lines: [String] = []
    var current = ""
    var next = 0
    // Words on the line before, the best guess for the next one; none yet: try them all.
    var previousLineWords: Int? = nil
    while next < words.count, lines.count < maximumLines {
        let startedEmpty = current.isEmpty
        let joined = longestFit(
            accepted: 0, limit: words.count - next,
            guess: previousLineWords.map { startedEmpty ? $0 : $0 - 1 }
                ?? wordsWithin(firstProbeCharacters - current.count, of: words[next...])
        ) { count in fits(joining(current, words[next..<next + count])) }
        current = joining(current, words[next..<next + joined])
        next += joined
        guard next < words.count else { break }
        if !current.isEmpty {
            // words[next] does not fit after `current`: the line ends. If words[next] fits on a
            // line of its own, the greedy algorithm's character-by-character pass would rebuild
            // it whole, so the next search starts the new line with it instead.
            lines.append(current)
            current = ""
            previousLineWords = joined + (startedEmpty ? 0 : 1)
            continue
        }
        // words[next] alone was measured too wide (the search tried one word and it failed).
        current = brokenWord(Array(words[next]), into: &lines, fits: fits)
        next += 1
    }
    if !current.isEmpty || lines.isEmpty { lines.append(current) }
    return lines.count > maximumLines ? Array(lines.prefix(maximumLines)) : lines
}

/// The characters a first search measures at most before it knows the length of a line: a long
/// caption in one measurement, a fraction of a millisecond.
let firstProbeCharacters = 256

/// How many of `words` (at least one) fit in `characters`, with a space between each; nil when
/// they all do, for the search to try them all at once.
private func wordsWithin(_ characters: Int, of words: ArraySlice<String>) -> Int? {
    var count = 0, length = -1
    for word in words {
        length += 1 + word.count
        if length > characters { return max(1, count) }
        count += 1
    }
    return nil
}

/// `current` followed by `words`, one space before each unless the line is empty: the greedy
/// algorithm's `current.isEmpty ? word : current + " " + word`, word after word.
private func joining(_ current: String, _ words: ArraySlice<String>) -> String {
    var line = current
    for word in words {
        if !line.isEmpty { line += " " }
        line += word
    }
    return line
}

/// A word known not to fit on a line of its own, broken between characters: each line holds as
/// many characters as fit and at least one; all lines but the last go to `lines`, the last is
/// returned for the following words to join.
private func brokenWord(_ characters: [Character], into lines: inout [String], fits: (String) -> Bool) -> String {
    var start = 0
    // The whole word does not fit, so the first line holds at most all characters but one.
    var limit = max(1, characters.count - 1)
    var guess: Int? = limit > firstProbeCharacters ? firstProbeCharacters : nil
    while true {
        let taken = longestFit(accepted: 1, limit: limit, guess: guess) { count in
            fits(String(characters[start..<start + count]))
        }
        let line = String(characters[start..<start + taken])
        start += taken
        guard start < characters.count else { return line }
        lines.append(line)
        guess = taken
        limit = characters.count - start
    }
}

/// The largest count in `accepted...limit` that `fits`, where `fits` holds up to some count and
/// not after it, and holds for `accepted` without being asked.
///
/// With a `guess` (the count of the line before, usually right or close): try it, then step away
/// from it by 1, 2, 4 … until the answer is bracketed, then bisect — two measurements when the
/// guess is right. Without one: try `limit`, then bisect (callers guess for a long text).
private func longestFit(accepted: Int, limit: Int, guess: Int?, fits: (Int) -> Bool) -> Int {
    // `low` fits (or is `accepted`); no count above `high` fits.
    var low = accepted
    var high = limit
    guard low < high else { return low }
    let first = min(max(guess ?? high, low + 1), high)
    var step = 1
    if fits(first) {
        low = first
        while low < high {
            let probe = min(low + step, high)
            if !fits(probe) { high = probe - 1; break }
            low = probe
            step *= 2
        }
    } else {
        high = first - 1
        while guess != nil && low < high {
            let probe = max(high - step + 1, low + 1)
            if fits(probe) { low = probe; break }
            high = probe - 1
            step *= 2
        }
    }
    while low < high {
        let middle = low + (high - low + 1) / 2
        if fits(middle) { low = middle } else { high = middle - 1 }
    }
    return low
}
