import ButtonLayout
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
package func middleTruncated(_ text: String, toWidth width: Double, font: FontSpec, measurer: any TextMeasuring) -> String {
    truncated(text, mode: .byTruncatingMiddle, toWidth: width, font: font, measurer: measurer)
}

/// The font a title is drawn at.
///
/// The title's natural size says "the text is this big": given in the scenario, or what SF would
/// measure (R15), a few percent narrower than the stand-in font. Drawing at the nominal font could
/// overflow the label and show truncation UIKit would not do, so the font is scaled down until
/// the text measures no more than that size (never up), rounded down to 0.01 pt for a readable SVG.
package func titleFont(for title: Title, measurer: any TextMeasuring) -> FontSpec {
    guard !title.text.isEmpty else { return title.font }
    let natural = measurer.measure(title.text, font: title.font)
    var factor = 1.0
    if natural.width > 0 { factor = min(factor, title.naturalSize.width / natural.width) }
    if natural.height > 0 { factor = min(factor, title.naturalSize.height / natural.height) }
    guard factor < 1, factor.isFinite else { return title.font }
    var font = title.font
    font.size = max(0.01, (title.font.size * factor * 100).rounded(.down) / 100)
    return font
}
