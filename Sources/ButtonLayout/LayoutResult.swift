/// Everything the engine computes for one button.
public struct LayoutResult: Hashable, Sendable {
    /// Which model placed the subviews.
    public var model: LayoutModelKind
    public var scale: ScreenScale
    public var layoutDirection: LayoutDirection
    /// The bounds after `sizeToFit` / `autoSize`.
    public var bounds: Rect
    public var contentRect: Rect
    /// The image and title areas (the articles' red "safe areas"): the content rect inset by
    /// `imageEdgeInsets` / `titleEdgeInsets`, pixel-rounded and signed: crossed insets give a
    /// negative width or height (R4.1).
    public var imageArea: Rect
    public var titleArea: Rect
    /// Frames on screen; nil when there is no image / title.
    public var imageView: Rect?
    public var titleLabel: Rect?
    /// The partner each element imagines beside itself when it aligns (blue in the articles);
    /// nil unless the system layout placed both an image and a title.
    public var virtualTitle: Rect?
    public var virtualImage: Rect?
    /// What `imageRectForContentRect:` / `titleRectForContentRect:` return. Equal to the frames for
    /// the system layout; for a `layoutSubviews` override they are the system's frames still.
    public var reportedImageRect: Rect?
    public var reportedTitleRect: Rect?
    /// R11: an axis that is exactly 0 is `noIntrinsicMetric` (−1) here...
    public var intrinsicContentSize: Size
    /// ...and stays 0 here (`sizeThatFits:`, what `sizeToFit` applies).
    public var sizeThatFits: Size
    /// The middle-truncated line the title label shows, when the title does not fit and its text
    /// could be measured (R6.3); nil otherwise.
    public var truncatedTitle: String?
    /// How many lines the title label lays out (ML2): 1 unless the title is multi-line.
    public var titleLineCount: Int = 1
    /// A multi-line title's lines as the engine broke them; nil for one line or a given wrapped size.
    public var titleLines: [TitleLine]? = nil
    /// In the order the layout found them; built from `warningList` when asked.
    public var warnings: [LayoutWarning] {
        get { warningList.array }
        set { warningList = LayoutWarningList(newValue) }
    }
    /// Inline: a layout allocates nothing for its warnings (`LayoutWarningList`).
    var warningList: LayoutWarningList
}

extension LayoutResult {
    // Out of the struct's body so that the struct keeps its memberwise initialiser: the engine
    // builds its result with that one, which the optimiser forms in place; inlined, this body left
    // a retain and a release of every field (an outlined copy and destroy of the whole result).
    public init(
        model: LayoutModelKind, scale: ScreenScale, layoutDirection: LayoutDirection, bounds: Rect,
        contentRect: Rect, imageArea: Rect, titleArea: Rect, imageView: Rect?, titleLabel: Rect?,
        virtualTitle: Rect?, virtualImage: Rect?, reportedImageRect: Rect?, reportedTitleRect: Rect?,
        intrinsicContentSize: Size, sizeThatFits: Size? = nil, truncatedTitle: String? = nil,
        warnings: [LayoutWarning]
    ) {
        self.init(
            model: model, scale: scale, layoutDirection: layoutDirection, bounds: bounds, contentRect: contentRect,
            imageArea: imageArea, titleArea: titleArea, imageView: imageView, titleLabel: titleLabel,
            virtualTitle: virtualTitle, virtualImage: virtualImage, reportedImageRect: reportedImageRect,
            reportedTitleRect: reportedTitleRect, intrinsicContentSize: intrinsicContentSize,
            sizeThatFits: sizeThatFits ?? intrinsicContentSize, truncatedTitle: truncatedTitle,
            warningList: LayoutWarningList(warnings))
    }
}

/// Things a developer probably did not intend, each with the numbers that show it.
public enum LayoutWarning: Hashable, Sendable {
    /// The title got less width than its text needs; UIKit middle-truncates it. `line` is what the
    /// label shows, when the text could be measured.
    case titleTruncated(from: Double, to: Double, line: String?)
    /// A truncated title known only by its size: its width is the space available, an upper bound.
    case titleWidthUpperBound(width: Double)
    /// The image area is smaller than the image; UIKit squashes it (never crops).
    case imageSquashed(from: Size, to: Size)
    /// A frame reaches outside the bounds (it still draws there unless clipsToBounds).
    case contentOutsideBounds(element: Element, frame: Rect)
    /// Edge insets that `intrinsicContentSize` / `sizeToFit` do not count.
    case insetsIgnoredByIntrinsicSize(insets: [String])
    /// Insets larger than the rect they inset: the area has a negative side (R4.1), or the content
    /// rect collapses to its midpoint (R3).
    case insetsCross(area: Element, width: Double, height: Double)
    /// An overridden rect has a negative width or height.
    case negativeOverrideRect(element: Element, rect: Rect)
    /// The image view and the title label share `overlap`, at least a pixel each way: the image
    /// covers part of the title.
    case imageTitleOverlap(overlap: Rect)
    /// ML4.1: the label wrapped to more lines than the intrinsic size counts (its hard lines).
    case titleWrapped(lines: Int, height: Double, intrinsicLines: Int)
    /// ML4.2: a line break in a title whose label lays out one line.
    case lineBreakInOneLineTitle(hardLines: Int)
    /// ML1: the label's lines are left-aligned inside it, since the alignment was never changed.
    case multilineTitleLeftAligned(lines: Int)

    public enum Element: String, Hashable, Sendable {
        case imageView, titleLabel, contentRect, imageArea, titleArea
    }
}

extension LayoutWarning {
    // Shared constants: a fresh array per warning would be an allocation on every such layout.
    private static let imageInsetsOnly = ["imageEdgeInsets"]
    private static let titleInsetsOnly = ["titleEdgeInsets"]
    private static let bothInsets = ["imageEdgeInsets", "titleEdgeInsets"]

    /// The names `insetsIgnoredByIntrinsicSize` lists, in that order; nil when neither is set.
    static func ignoredInsetNames(image: Bool, title: Bool) -> [String]? {
        switch (image, title) {
        case (true, true): bothInsets
        case (true, false): imageInsetsOnly
        case (false, true): titleInsetsOnly
        case (false, false): nil
        }
    }
}

extension LayoutWarning: CustomStringConvertible {
    public var description: String {
        switch self {
        case .titleTruncated(let from, let to, let line):
            let shown = line.map(shownLineNote) ?? "UIKit middle-truncates it"
            return "title truncated from \(readable(from)) to \(readable(to)) pt wide (\(shown))"
        case .titleWidthUpperBound(let width):
            return "the title is known only by its size, so its truncated width \(readable(width)) is an upper bound; give its text to measure the truncated line"
        case .imageSquashed(let from, let to):
            return "image squashed from \(readable(from)) to \(readable(to)) pt (UIKit scales it, never crops)"
        case .contentOutsideBounds(let element, let frame):
            return "\(element.rawValue) \(readable(frame)) reaches outside the bounds"
        case .insetsIgnoredByIntrinsicSize(let insets):
            let names = insets.joined(separator: " and ")
            return "\(names) \(insets.count == 1 ? "is" : "are") ignored by intrinsicContentSize and sizeToFit; only contentEdgeInsets grows the button"
        case .insetsCross(let area, let width, let height):
            let insets = switch area {
            case .imageArea: "imageEdgeInsets"
            case .titleArea: "titleEdgeInsets"
            default: "contentEdgeInsets"
            }
            if area == .contentRect {
                return "\(insets) cross: the content rect collapses to its midpoint"
            }
            var sides: [String] = []
            if width < 0 { sides.append("\(readable(width)) pt wide") }
            if height < 0 { sides.append("\(readable(height)) pt high") }
            let name = area == .imageArea ? "image area" : "title area"
            return "\(insets) cross: the \(name) is \(sides.joined(separator: " and "))"
        case .negativeOverrideRect(let element, let rect):
            return "the overridden \(element.rawValue) rect \(readable(rect)) has a negative side"
        case .imageTitleOverlap(let overlap):
            return "imageView and titleLabel overlap by \(readable(overlap.size)) pt at (\(readable(overlap.x)), \(readable(overlap.y))): the image covers part of the title"
        case .titleWrapped(let lines, let height, let intrinsicLines):
            return "title is \(lines) lines (\(readable(height)) pt) in a button whose height is computed for \(intrinsicLines) line\(intrinsicLines == 1 ? "" : "s") — UIKit does not grow legacy buttons for wrapped titles (use UIButton.Configuration or override intrinsicContentSize)"
        case .lineBreakInOneLineTitle(let hardLines):
            return "numberOfLines = 1 with a line break in the title: the intrinsic size counts \(hardLines) lines, the label lays out 1 (set titleLabel.numberOfLines = 0)"
        case .multilineTitleLeftAligned(let lines):
            return "multi-line title (\(lines) lines) is left-aligned inside its label (set titleLabel.textAlignment)"
        }
    }
}

/// "UIKit shows "Download…rsation"": a truncated label's line in a warning; "" is no room even
/// for the ellipsis.
func shownLineNote(_ line: String) -> String {
    line.isEmpty ? "UIKit shows none of it" : "UIKit shows \"\(line)\""
}
