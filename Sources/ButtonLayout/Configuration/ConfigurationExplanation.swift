/// The configuration layout's events with the result they led to: `explain`'s raw material.
public struct ConfigurationExplanation: Hashable, Sendable {
    /// The scenario's name, first in the JSON like every command's output; nil when not given.
    public var name: String?
    public var heading: String
    public var events: [ConfigurationEvent]
    public var result: ConfigurationLayoutResult

    init(name: String?, events: [ConfigurationEvent], result: ConfigurationLayoutResult) {
        var heading = name.map { "\($0): " } ?? ""
        heading += "configuration layout of a \(formatPoints(result.bounds.width)) × \(formatPoints(result.bounds.height)) button"
        heading += " at scale \(result.scale.rawValue), "
        heading += result.layoutDirection == .rightToLeft ? "right-to-left" : "left-to-right"
        self.name = name
        self.heading = heading
        self.events = events
        self.result = result
    }

    /// Numbered steps with the numbers substituted, for a terminal.
    public var text: String {
        var out = heading + "\n"
        var step = 0
        var resolution: ConfigurationResolution?
        for event in events {
            switch event {
            case .pass(let pass):
                out += "\n" + ExplanationText.passHeading(pass) + "\n"
            case .warning(let warning):
                out += "     warning: \(warning)\n"
            case .uncertain(let uncertainty):
                out += "     uncertain (\(uncertainty.specReference)): \(uncertainty.summary)\n"
            default:
                if case .resolved(let r) = event { resolution = r }
                step += 1
                let lines = ExplanationText.lines(for: event, resolution: resolution)
                let number = step < 10 ? " \(step)" : "\(step)"
                out += "\(number). \(lines.first ?? "")\n"
                for line in lines.dropFirst() { out += "     \(line)\n" }
            }
        }
        return out
    }
}

extension ConfigurationUncertainty {
    /// Where the spec discusses it.
    public var specReference: String {
        switch self {
        case .textMeasurement: "§13.1"
        case .textBlockRounding: "§3"
        case .reservationCentering: "§4, §13.8"
        case .reservationWithoutImage: "§13.5"
        case .textWidthIgnoresReservation: "§13.5"
        case .verticalPlacementCentering: "§4"
        case .titlePaddingOutsideMax: "§13.6"
        case .fillAssignment: "§13.3"
        case .rightToLeftRounding: "§13.7"
        case .halfPixelTie: "§13.8"
        case .subtitleLineCount: "§13.13"
        case .reservationAtAccessibilitySize: "Defaults"
        }
    }

    /// One sentence: what is assumed, and how far it could move a frame.
    public var summary: String {
        switch self {
        case .textMeasurement:
            "the label was measured with ButtonLab's text stack, not UIKit's; its size can be off by whole points (give `size` for exact frames)"
        case .textBlockRounding:
            "the rounding of the title/subtitle offset is inferred (centre and trailing measured)"
        case .reservationCentering:
            "centring the image in its reservation uses roundPx, inferred (half-pixel ties go away from zero)"
        case .reservationWithoutImage:
            "a reservation without an image still moves and grows the content: read in the code, not measured"
        case .textWidthIgnoresReservation:
            "the width left for text subtracts the image width, not the reservation: read in the code, not measured"
        case .verticalPlacementCentering:
            "floorPx(|iw − textW| / 2) is inferred; measured only for even differences"
        case .titlePaddingOutsideMax:
            "titlePadding is added outside max(ih, th + sh): read in the code, not measured"
        case .fillAssignment:
            "which element gets the min-edge offset with fill is hidden by the decompiler; the left/top one is assumed"
        case .rightToLeftRounding:
            "right-to-left offsets use ceilPx: read in the code, not measured (one pixel at most)"
        case .halfPixelTie:
            "a roundPx met an exact half pixel; C round() (away from zero) is assumed"
        case .subtitleLineCount:
            "the subtitle's line count follows the title's wrap mode; only its cut follows its own mode"
        case .reservationAtAccessibilitySize:
            "UIKit scales the reservation by UIFontMetrics; at accessibility sizes the factor is unknown and 1 is used"
        }
    }
}

/// Display helpers shared by the text and JSON printers.
enum ExplanationText {
    static func p(_ value: Double) -> String { formatPoints(value) }

    static func rect(_ r: Rect) -> String { "(\(p(r.x)), \(p(r.y)), \(p(r.width)), \(p(r.height)))" }

    static func size(_ s: Size) -> String { "\(p(s.width)) × \(p(s.height))" }

    static func grid(_ scale: ScreenScale) -> String {
        switch scale {
        case .x1: "the 1-pt grid at 1x"
        case .x2: "the ½-pt grid at 2x"
        case .x3: "the ⅓-pt grid at 3x"
        }
    }

    /// `floorPx(30.5) = 30.33333 (to the ⅓-pt grid at 3x)`. When the five-decimal operand would
    /// round to a different result (float noise next to a grid line), the exact double is shown with
    /// its pixel product, as the spec does for its long-title example.
    static func rounding(_ r: PixelRounding) -> String {
        let shown = p(r.value)
        if let reparsed = Double(shown), PixelRounding(r.rule, reparsed, scale: r.scale).result == r.result {
            return "\(r.rule.helperName)(\(shown)) = \(p(r.result)) (to \(grid(r.scale)))"
        }
        let product = r.value * r.scale.factor
        let shownProduct = product == product.rounded() ? formatNumber(product) : "\(product)"
        return "\(r.rule.helperName)(\(r.value)) = \(r.rule.rawValue)(\(shownProduct))/\(r.scale.rawValue) = \(p(r.result)) (to \(grid(r.scale)); IEEE double)"
    }

    /// The operand of a rounding, then its result: `floorPx(80 − 49.5) = floorPx(30.5) = 30.33333 (…)`.
    static func rounding(_ r: PixelRounding, of expression: String) -> String {
        expression == p(r.value) ? rounding(r) : "\(r.rule.helperName)(\(expression)) = " + rounding(r)
    }

    static func font(_ f: ConfigurationFont) -> String {
        let name = f.textStyle.map { "\($0.uikitName) " } ?? ""
        return "\(name)\(p(f.size)) pt \(f.weight.rawValue)"
    }

    static func direction(_ d: LayoutDirection) -> String {
        d == .rightToLeft ? "right-to-left" : "left-to-right"
    }

    static func passHeading(_ pass: ConfigurationPass) -> String {
        switch pass {
        case .intrinsic:
            "Intrinsic size pass (§6): hasW = hasH = false, the text is measured unbounded"
        case .layout(let bounds, let sizeToFit):
            sizeToFit
                ? "Layout pass in the bounds \(size(bounds)) (sizeToFit: the intrinsic size)"
                : "Layout pass in the bounds \(size(bounds))"
        }
    }
}

extension PixelRounding: CustomStringConvertible {
    /// `floorPx(12.345) = 12.33333 (to the ⅓-pt grid at 3x)`.
    public var description: String { ExplanationText.rounding(self) }
}
