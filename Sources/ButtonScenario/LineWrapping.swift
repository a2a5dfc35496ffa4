/// Greedy word wrapping, as NSLineBreakByWordWrapping: words go on a line while it measures no
/// more than `maxWidth`; a word too long for a line of its own is broken between characters.
///
/// Shared by the label measurer (which lays out what UIKit would measure) and the diagrams (which
/// draw the same line breaks), so that a wrapped title is drawn the way it was measured.
package func wordWrappedLines(_ text: String, maxWidth: Double, width: (String) -> Double) -> [String] {
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
