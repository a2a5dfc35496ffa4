import ButtonLabTestSupport
import ButtonLayout

/// n/3 as a double: the exact value of the spec's printed thirds at 3x (20.33333 = 61/3).
func third(_ n: Int) -> Double { Double(n) / 3 }

/// A value as the spec prints it (five decimals): for comparisons "to the printed precision".
func pts(_ value: Double) -> String { formatPoints(value) }

/// A rect as the spec prints it, `(x, y, w, h)` to five decimals; "none" for nil.
func pts(_ rect: Rect?) -> String {
    guard let rect else { return "none" }
    return "(\(pts(rect.x)), \(pts(rect.y)), \(pts(rect.width)), \(pts(rect.height)))"
}

/// The spec's "Configure" title: 75 × 20.33333 (17 pt at 3x).
let configureTitle = ConfigurationLabel(text: "Configure", size: Size(width: 75, height: third(61)))
/// The spec's "Sub" subtitle: 23.66667 × 15.66667 (13 pt at 3x).
let subSubtitle = ConfigurationLabel(text: "Sub", size: Size(width: third(71), height: third(47)))
/// `star.fill` configured for a 17-pt title: 28 × 20.33333, alignment insets top 3.66667, bottom 2.66667.
let starFill = ConfigurationImage(
    size: Size(width: 28, height: third(61)), alignmentInsets: EdgeInsets(top: third(11), left: 0, bottom: third(8), right: 0)
)
/// "Go": 22 × 20.33333.
let goTitle = ConfigurationLabel(text: "Go", size: Size(width: 22, height: third(61)))

/// A configuration button at 3x, the scale of every measured example.
func configButton(
    size: Size? = nil, direction: LayoutDirection = .leftToRight,
    horizontal: HorizontalAlignment = .center, vertical: VerticalAlignment = .center,
    scale: ScreenScale = .x3, _ configure: (inout ButtonConfiguration) -> Void
) -> ConfigurationButton {
    var configuration = ButtonConfiguration()
    configure(&configuration)
    return ConfigurationButton(
        size: size ?? .zero, sizeToFit: size == nil, scale: scale, layoutDirection: direction,
        contentHorizontalAlignment: horizontal, contentVerticalAlignment: vertical, configuration: configuration
    )
}

/// Text as fixed-advance characters, wrapping between any two characters: enough to check that a
/// wrapping label re-flows to the width it is offered and a truncating one is cut. Sizes are
/// ceiled to the pixel grid as UILabel's are.
struct MonospacedMeasurer: LabelMeasuring {
    var advance: Double = 8

    func size(of text: String, font: ConfigurationFont, maxWidth: Double, numberOfLines: Int, scale: ScreenScale) -> Size {
        let grid = PixelGrid(scale: scale)
        let count = Double(text.count)
        let lineHeight = font.singleLineHeight(scale: scale)
        guard numberOfLines == 0, maxWidth.isFinite, count * advance > maxWidth else {
            return Size(width: grid.ceil(count * advance), height: lineHeight)
        }
        let perLine = max(1, (maxWidth / advance).rounded(.down))
        let lines = (count / perLine).rounded(.up)
        return Size(width: grid.ceil(min(count, perLine) * advance), height: grid.ceil(lines * font.lineHeight))
    }
}

/// Remembers what the layout asked, and answers with fixed sizes.
final class RecordingMeasurer: LabelMeasuring {
    struct Call: Equatable {
        var text: String
        var font: ConfigurationFont
        var maxWidth: Double
        var numberOfLines: Int
    }

    var calls: [Call] = []
    let answer: (String, Double, Int) -> Size

    init(answer: @escaping (String, Double, Int) -> Size) {
        self.answer = answer
    }

    func size(of text: String, font: ConfigurationFont, maxWidth: Double, numberOfLines: Int, scale: ScreenScale) -> Size {
        calls.append(Call(text: text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines))
        return answer(text, maxWidth, numberOfLines)
    }
}
