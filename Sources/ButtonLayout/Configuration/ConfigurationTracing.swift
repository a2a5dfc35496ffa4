// The configuration layout reports its arithmetic as typed events. The computation is written once,
// generic over a tracer: the silent one compiles away, the recorder keeps the events for `explain`.

/// One pixel-grid rounding with its operand, so an explanation can show `floorPx(30.5) = 30.33333`.
/// The layout computes every rounded value through this type: what is shown is what was used.
public struct PixelRounding: Hashable, Sendable {
    public enum Rule: String, Hashable, Sendable {
        case floor, ceil, round

        /// The helper's name in the spec: `floorPx`, `ceilPx`, `roundPx`.
        public var helperName: String { rawValue + "Px" }
    }

    public var rule: Rule
    public var value: Double
    public var scale: ScreenScale
    public var result: Double

    public init(_ rule: Rule, _ value: Double, scale: ScreenScale) {
        self.rule = rule
        self.value = value
        self.scale = scale
        let grid = PixelGrid(scale: scale)
        switch rule {
        case .floor: result = grid.floor(value)
        case .ceil: result = grid.ceil(value)
        case .round: result = grid.round(value)
        }
    }

    /// `round()` met an exact half pixel: C's round() sends it away from zero (§13.8).
    public var isHalfPixelTie: Bool {
        guard rule == .round else { return false }
        let pixels = value * scale.factor
        return pixels - pixels.rounded(.towardZero) == (pixels < 0 ? -0.5 : 0.5)
    }
}

/// A point of the model that is inferred rather than read or measured (§13 and the spec's
/// "(inferred)" notes). Events of this kind follow the step they qualify.
public enum ConfigurationUncertainty: String, CaseIterable, Hashable, Sendable {
    /// §13.1: a label was measured here instead of by UIKit.
    case textMeasurement
    /// §3: which rounding the title/subtitle offset uses (centre and trailing measured).
    case textBlockRounding
    /// §4 / §13.5: the reservation's centring uses roundPx (inferred).
    case reservationCentering
    /// §13.5: a reservation without an image still moves and grows the content (code only).
    case reservationWithoutImage
    /// §13.5: the width left for text ignores the reservation (code only).
    case textWidthIgnoresReservation
    /// §4: floorPx(|iw − textW| / 2) for top/bottom placement (measured only for even differences).
    case verticalPlacementCentering
    /// §13.6: titlePadding is added outside max(ih, th + sh) (code only).
    case titlePaddingOutsideMax
    /// §13.3: which element gets the min-edge offset with a fill alignment.
    case fillAssignment
    /// §13.7: right-to-left horizontal offsets use ceilPx (read, not measured).
    case rightToLeftRounding
    /// §13.8: a roundPx met an exact half pixel.
    case halfPixelTie
    /// §13.13: the subtitle's line count follows the title's wrap mode.
    case subtitleLineCount
    /// The reservation is not scaled by UIFontMetrics at accessibility sizes (ButtonLab's choice).
    case reservationAtAccessibilitySize
}

/// Things a developer probably did not intend, or that surprise people coming from the legacy API.
public enum ConfigurationWarning: Hashable, Sendable {
    /// A non-wrapping label was cut to the width available (UIKit draws it with an ellipsis).
    /// `line` is what the label shows, cut as its line-break mode says, when the text was measured.
    case labelTruncated(ConfigurationLabelRole, from: Double, to: Double, line: String? = nil)
    /// A wrapping label re-flowed to several lines (titles wrap by default).
    case labelWrapped(ConfigurationLabelRole, naturalWidth: Double, size: Size)
    /// A wrapping label given only its single-line `size` needs to wrap: it is kept on one line.
    case wrappedSizeMissing(ConfigurationLabelRole, naturalWidth: Double, maxWidth: Double)
    /// `showsActivityIndicator` hides the image; the indicator takes its place.
    case activityIndicatorReplacesImage
    /// `titleAlignment` aligns title and subtitle to each other; with one label it does nothing.
    case titleAlignmentWithoutSubtitle(ButtonConfiguration.TitleAlignment)
    /// A frame reaches outside the bounds.
    case contentOutsideBounds(ConfigurationElement, frame: Rect)
    /// The image (or activity indicator) and a label share `overlap` (negative paddings, tight bounds).
    case imageTitleOverlap(ConfigurationElement, ConfigurationElement, overlap: Rect)
}

/// The views a configuration button lays out.
public enum ConfigurationElement: String, CaseIterable, Hashable, Sendable {
    case imageView, titleLabel, subtitleLabel, activityIndicator
}

/// Receives the configuration layout's events. `record`'s autoclosure means a tracer that does not
/// record never builds an event.
@usableFromInline
protocol ConfigurationTracing {
    var isRecording: Bool { get }
    mutating func record(_ event: @autoclosure () -> ConfigurationEvent)
}

@usableFromInline
struct SilentConfigurationTracer: ConfigurationTracing {
    @inlinable init() {}
    @inlinable var isRecording: Bool { false }
    @inlinable mutating func record(_ event: @autoclosure () -> ConfigurationEvent) {}
}

struct ConfigurationEventRecorder: ConfigurationTracing {
    var events: [ConfigurationEvent] = []
    var isRecording: Bool { true }

    mutating func record(_ event: @autoclosure () -> ConfigurationEvent) {
        events.append(event())
    }
}

extension ConfigurationTracing {
    /// After a step's event: marks the step when one of its roundings met an exact half pixel.
    mutating func noteTies(_ roundings: PixelRounding?...) {
        guard isRecording, roundings.contains(where: { $0?.isHalfPixelTie == true }) else { return }
        record(.uncertain(.halfPixelTie))
    }
}
