/// One line of `text` as UILabel cuts it to `width` with `mode`: "Abc…" (tail, and the wrapping
/// modes on their last line), "…xyz" (head), "Abc…xyz" (middle, one more cluster kept at the head
/// than at the tail), or the clusters that fit without an ellipsis (clipping). Cuts between
/// grapheme clusters only; "" (width 0) when not even the ellipsis fits. `measure` gives a
/// candidate's width in the caller's units — the same measurer that decided the text does not fit,
/// so the line reported is the line drawn.
package func truncatedLine(
    _ text: String, mode: LineBreakMode, toFit width: Double, measure: (String) -> Double
) -> TruncatedLine {
    let full = measure(text)
    if full <= width { return TruncatedLine(text: text, width: full) }
    let clusters = Array(text)
    let candidate: (Int) -> String
    switch mode {
    case .byTruncatingMiddle:
        candidate = { count in
            let head = (count + 1) / 2
            return String(clusters[..<head]) + "…" + String(clusters[(clusters.count - (count - head))...])
        }
    case .byTruncatingHead:
        candidate = { "…" + String(clusters[(clusters.count - $0)...].drop(while: \.isWhitespace)) }
    case .byClipping:
        candidate = { String(clusters[..<$0]) }
    case .byTruncatingTail, .byWordWrapping, .byCharWrapping:
        // No space before the ellipsis: "one…", not "one …".
        candidate = { String(String(clusters[..<$0]).reversed().drop(while: \.isWhitespace).reversed()) + "…" }
    }
    let shortest = measure(candidate(0))
    guard shortest <= width else { return TruncatedLine(text: "", width: 0) }
    // Widths grow with the clusters kept, so a binary search finds the longest line that fits with
    // O(log n) measurements instead of n.
    var low = 0
    var lowWidth = shortest
    var high = clusters.count - 1
    while low < high {
        let middle = (low + high + 1) / 2
        let middleWidth = measure(candidate(middle))
        if middleWidth <= width {
            low = middle
            lowWidth = middleWidth
        } else {
            high = middle - 1
        }
    }
    return TruncatedLine(text: candidate(low), width: lowWidth)
}
