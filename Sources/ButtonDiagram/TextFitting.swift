import ButtonScenario

/// Room for floating-point noise when comparing a measured width with the width available, so that
/// a text measured at exactly its frame's width is not truncated.
let widthTolerance = 1e-6

/// UILabel's `byTruncatingMiddle`: the text as it fits in `width`, as "Abc…xyz" when it does not.
///
/// Cuts between grapheme clusters only (an emoji family or a letter with its combining marks stays
/// whole), keeps one more cluster at the start than at the end as UIKit does, and returns "" when
/// not even the ellipsis fits. The truncation happens here, not in a backend, so that every
/// backend draws the same string.
public func middleTruncated(_ text: String, toWidth width: Double, font: FontSpec, measurer: any TextMeasuring) -> String {
    func fits(_ candidate: String) -> Bool {
        measurer.measure(candidate, font: font).width <= width + widthTolerance
    }
    if fits(text) { return text }
    let clusters = Array(text)
    func candidate(keeping count: Int) -> String {
        let head = (count + 1) / 2
        let tail = count - head
        return String(clusters[..<head]) + "…" + String(clusters[(clusters.count - tail)...])
    }
    guard let kept = longestFitting(upTo: clusters.count - 1, { fits(candidate(keeping: $0)) }) else { return "" }
    return candidate(keeping: kept)
}

/// The largest count in 0...limit for which `fits` holds, given that it holds for every count below
/// one that does; nil when not even 0 fits. A binary search: measuring every length would be
/// quadratic in the text's length.
func longestFitting(upTo limit: Int, _ fits: (Int) -> Bool) -> Int? {
    guard fits(0) else { return nil }
    var low = 0
    var high = limit
    while low < high {
        let middle = (low + high + 1) / 2
        if fits(middle) { low = middle } else { high = middle - 1 }
    }
    return low
}

/// The font a title is drawn at.
///
/// The title's natural size says "the text is this big": given in the scenario, or what SF would
/// measure (R15), a few percent narrower than the stand-in font. Drawing at the nominal font could
/// overflow the label and show truncation UIKit would not do, so the font is scaled down until
/// the text measures no more than that size (never up), rounded down to 0.01 pt for a readable SVG.
public func titleFont(for title: TitleContent, measurer: any TextMeasuring) -> FontSpec {
    guard !title.text.isEmpty else { return title.font }
    let natural = measurer.measure(title.text, font: title.font)
    var factor = 1.0
    if natural.width > 0 { factor = min(factor, title.size.width / natural.width) }
    if natural.height > 0 { factor = min(factor, title.size.height / natural.height) }
    guard factor < 1, factor.isFinite else { return title.font }
    var font = title.font
    font.size = max(0.01, (title.font.size * factor * 100).rounded(.down) / 100)
    return font
}
