/// Everything the configuration layout computes for one button (docs/configuration-model.md, "Scenarios, commands
/// and figures").
public struct ConfigurationLayoutResult: Hashable, Sendable {
    public var scale: ScreenScale
    /// The effective direction the layout used.
    public var layoutDirection: LayoutDirection
    /// The bounds after `sizeToFit`.
    public var bounds: Rect
    /// The content block C after §7's shift (with a split fill: from the first part to the last).
    public var contentRect: Rect
    /// The bounds inset by the content insets, I of §7 (drawn dashed); may have a negative side.
    public var contentInsetsRect: Rect
    /// Frames on screen; nil for absent views (the image view is absent while the indicator shows).
    public var imageView: Rect?
    /// The image's alignment rect, what the layout actually places.
    public var imageAlignmentRect: Rect?
    public var activityIndicator: Rect?
    public var titleLabel: Rect?
    public var subtitleLabel: Rect?
    /// The ideal size: `intrinsicContentSize` and `sizeThatFits(∞, ∞)`.
    public var intrinsicContentSize: Size
    public var resolution: ConfigurationResolution
    /// §7's offsets; nil when §5's frames were final (no usable bounds, or bounds = ideal size).
    public var offsets: ContentOffsets?
    public var warnings: [ConfigurationWarning]

    /// The content insets as physical UIEdgeInsets, as applied.
    public var contentInsets: EdgeInsets { resolution.physicalInsets }
}

/// §7's (dx, dy). The image and the text move together except with a split `fill`.
public struct ContentOffsets: Hashable, Sendable {
    /// The title's and subtitle's offset.
    public var text: Point
    /// The image's (or activity indicator's) offset.
    public var image: Point

    public var isUniform: Bool { text == image }
}

extension ConfigurationWarning: CustomStringConvertible {
    public var description: String {
        switch self {
        case .labelTruncated(let label, let from, let to, let line):
            let shown = line.map(shownLineNote) ?? "a non-wrapping line-break mode cuts it to the width available"
            return "\(label.rawValue) truncated from \(formatPoints(from)) to \(formatPoints(to)) pt wide (\(shown))"
        case .labelWrapped(let label, let naturalWidth, let size):
            return "\(label.rawValue) wraps: \(formatPoints(naturalWidth)) pt of text re-flowed to \(formatPoints(size.width)) × \(formatPoints(size.height)) (configuration titles wrap by default; a truncating line-break mode keeps one line)"
        case .wrappedSizeMissing(let label, let naturalWidth, let maxWidth):
            return "\(label.rawValue) needs to wrap (\(formatPoints(naturalWidth)) pt in \(formatPoints(maxWidth)) pt) but only its single-line size is given: kept on one line; give `wrappedSize` or let it be measured"
        case .activityIndicatorReplacesImage:
            return "showsActivityIndicator hides the image: the activity indicator takes its place"
        case .titleAlignmentWithoutSubtitle(let alignment):
            return "titleAlignment .\(alignment.rawValue) only aligns title and subtitle to each other; with a single label it has no effect (use contentHorizontalAlignment to move the content)"
        case .contentOutsideBounds(let element, let frame):
            return "\(element.rawValue) (\(formatPoints(frame.x)), \(formatPoints(frame.y)), \(formatPoints(frame.width)), \(formatPoints(frame.height))) reaches outside the bounds"
        case .imageTitleOverlap(let image, let label, let overlap):
            return "\(image.rawValue) and \(label.rawValue) overlap by \(formatPoints(overlap.width)) × \(formatPoints(overlap.height)) pt: the image covers part of the text"
        }
    }
}

/// A point value to at most five decimals, as the spec prints them: `12.33333`, `42.66667`, `80`.
/// For display only; the layout never rounds through it.
package func formatPoints(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "−∞" : "∞") }
    let scaled = (abs(value) * 100_000).rounded()
    guard scaled < 1e15 else { return formatNumber(value) }
    let units = Int64(scaled)
    let whole = units / 100_000
    var fraction = String(units % 100_000)
    if units % 100_000 != 0 {
        fraction = String(repeating: "0", count: 5 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
    }
    let sign = value < 0 && units != 0 ? "-" : ""
    return units % 100_000 == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
}
