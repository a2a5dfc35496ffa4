/// The phases of the legacy layout, in the order the engine runs them.
public enum LayoutPhase: String, Hashable, Sendable, CaseIterable {
    case intrinsicSize, contentRect, areas, sizes, horizontal, vertical, frames
    case rectOverrides, layoutSubviews, fixedRects, movement
}

/// A branch of the model that layout-model.md marks uncertain ("Still uncertain").
public enum Uncertainty: String, Hashable, Sendable, CaseIterable {
    /// R5: `titleSizeRounding: pixels` rests on one published capture series.
    case pixelTitleRounding
    /// R10: contentEdgeInsets rounded per component, ties toward +∞.
    case perComponentInsetRounding
    /// R11: an axis of exactly 0 reported as noIntrinsicMetric.
    case zeroAxisIsNoIntrinsicMetric
    /// R6.3: truncated titles hugging their line were measured on Catalyst only.
    case truncatedTitleHugging
    /// R7: centre alignment in right-to-left: arguments inferred, not measured.
    case centerRightToLeft
    /// R4.2: the image size is not rounded (decompile only).
    case unroundedImageSize
    /// R4.2: crossing imageEdgeInsets move a title-only button's title (decompile only).
    case titleOnlyImageInsets
    /// R1: how roundPx treats a negative half.
    case negativeHalves
    /// R3, R9.3: background images (not measured).
    case backgroundImage
    /// ML4.2: what a one-line label shows of a title with a line break (layout-model.md R6.4 open question 2).
    case lineBreakInOneLineLabel
    /// ML6: the engine's own greedy line breaks, not CoreText's.
    case engineLineBreaks
}

/// Where a formula's operands come from, for the few steps that are not plain arithmetic.
public enum LayoutNote: Hashable, Sendable {
    /// The title's natural size, given in the scenario or measured like SF.
    case titleNaturalSize(Size, given: Bool)
    /// An empty or absent title counted as one line of its font (R9.2).
    case emptyTitleLine(fontSize: Double, lineHeight: Double, empty: Bool)
    /// An empty or absent title that counts (0, 0): a custom button with a non-resizable background image.
    case emptyTitleNotCounted
    /// Whether the 6-pt padding applies to intrinsic sizes (R2) and why not.
    case intrinsicPadding(applies: Bool, reason: PaddingReason)
    /// Whether layout uses the padding: only once something asked for the intrinsic size (R2).
    case layoutPadding(inUse: Bool, queried: Bool)
    case imageAndTitleInsetsIgnored
    /// R11: an exactly-zero axis becomes noIntrinsicMetric in intrinsicContentSize.
    case noIntrinsicMetric(width: Bool, height: Bool)
    case nonResizableBackgroundMinimum(Size)
    case sizeToFit(Size)
    /// R3: crossed contentEdgeInsets collapse to their midpoint.
    case contentCollapsed(width: Bool, height: Bool)
    /// R4.1: an area with a negative side stays negative.
    case areaCrossed(LayoutWarning.Element, width: Double, height: Double)
    case noImage
    case noTitle(empty: Bool)
    case titleFits
    case titleTruncated(natural: Double, available: Double, line: String?)
    case titleWidthIsUpperBound
    /// ML2: the lines the label lays out, of which hard lines, and where the count comes from.
    case titleLines(count: Int, hardLines: Int, lineHeight: Double, source: TitleLinesSource, lines: [String]? = nil)
    /// ML4: the intrinsic size counts the hard lines and never the soft wraps.
    case intrinsicIgnoresWrapping(hardLines: Int, numberOfLines: Int)
    case imageSquashed
    case alignment(HorizontalAlignment, resolved: HorizontalAlignment, rightToLeft: Bool)
    case verticalAlignment(VerticalAlignment)
    case titleOverflowsArea
    case frame(FrameName, Rect?)
    /// How far an element moved compared with the same button without insets, and how far the
    /// insets seem to say it should.
    case moved(FrameName, dx: Double, dy: Double, insetDx: Double, insetDy: Double)
    case overrideRect(name: String, source: [String], contentRect: Rect, bounds: Size, result: Rect)
    case overrideRectEmpty(name: String, rect: Rect)
    case reportedRectsUnchanged(image: Rect?, title: Rect?)
    case autoSize(union: Rect, size: Size)
    case autoSizeRelayout(Size)
    case autoSizeUnsettled
    case warning(LayoutWarning)
}

/// Where a multi-line title's measured size comes from (ML2, ML6).
public enum TitleLinesSource: String, Hashable, Sendable {
    /// `numberOfLines = 1` with a line break: the first hard line.
    case firstLine
    /// `title.wrappedSize`, as UIKit measured it.
    case given
    /// The engine's greedy word wrap with SF's widths.
    case wrapped
    /// A title known only by its size, split evenly: an upper bound.
    case estimated
}

public enum PaddingReason: Hashable, Sendable {
    case applies, hasImage, hasBackgroundImage, hasContentEdgeInsets
}

public enum FrameName: String, Hashable, Sendable {
    case bounds, imageView, titleLabel, virtualTitle, virtualImage, reportedImageRect, reportedTitleRect
}

/// One event of the layout as it runs: a phase starting, a computed quantity with its formula, a
/// note on a branch taken, or a branch the model is unsure of.
public enum LayoutEvent: Hashable, Sendable {
    case phase(LayoutPhase)
    case step(name: String, term: Term, value: Double)
    case note(LayoutNote)
    case uncertain(Uncertainty)
}

/// Receives the layout's events. The layout is written once, generic over its tracer: `SilentTracer`
/// compiles away, so `computeLayout()` pays nothing; `EventRecorder` keeps them for `explain`.
@usableFromInline
protocol LayoutTracing {
    var isRecording: Bool { get }
    mutating func record(_ event: @autoclosure () -> LayoutEvent)
}

extension LayoutTracing {
    /// Records `name = term` and returns the value the engine computed.
    @inline(__always)
    mutating func step(_ name: @autoclosure () -> String, _ value: Double, _ term: @autoclosure () -> Term) -> Double {
        guard isRecording else { return value }
        let term = term()
        record(.step(name: name(), term: term, value: value))
        return value
    }

    @inline(__always) mutating func phase(_ phase: LayoutPhase) { record(.phase(phase)) }
    @inline(__always) mutating func note(_ note: @autoclosure () -> LayoutNote) { record(.note(note())) }
    @inline(__always) mutating func uncertain(_ uncertainty: Uncertainty) { record(.uncertain(uncertainty)) }
}

@usableFromInline
struct SilentTracer: LayoutTracing {
    @usableFromInline init() {}
    @inlinable var isRecording: Bool { false }
    @inlinable mutating func record(_ event: @autoclosure () -> LayoutEvent) {}
}

struct EventRecorder: LayoutTracing {
    var scale: Double
    var events: [LayoutEvent] = []
    var isRecording: Bool { true }

    mutating func record(_ event: @autoclosure () -> LayoutEvent) {
        let event = event()
        events.append(event)
        // R1: C's round() takes a negative half away from zero; whether UIKit's helper does is unknown.
        if case .step(_, let term, _) = event, term.hasNegativeHalfRounding(scale: scale) {
            events.append(.uncertain(.negativeHalves))
        }
    }
}

/// The layout's arithmetic as events, with the result they lead to.
public struct Explanation: Hashable, Sendable {
    public var name: String?
    public var button: Button
    public var events: [LayoutEvent]
    public var result: LayoutResult
}
