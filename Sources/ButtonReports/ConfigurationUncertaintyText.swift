import ButtonLayout

// Each configuration-model uncertainty in words, with where the spec discusses it.

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
            "UIKit scales the reservation by UIFontMetrics' body curve; only bases 15, 17 and 40 pt were measured (dynamic-type.md DY3), others are interpolated"
        }
    }
}
