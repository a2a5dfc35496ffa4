// The steps of the configuration layout as data: each carries its operands and results, so the
// text and JSON printers substitute numbers without redoing any arithmetic.

/// One step of the configuration layout, in the order the computation takes them.
public enum ConfigurationEvent: Hashable, Sendable {
    /// §1 and Defaults: what the configuration resolves to.
    case resolved(ConfigurationResolution)
    /// The start of a pass over §2–§6: once unbounded (the intrinsic size), once in the bounds.
    case pass(ConfigurationPass)
    /// §2: the width the labels may use.
    case availableWidth(AvailableWidthStep)
    /// §2: one label measured (and cut, for a non-wrapping one).
    case measured(LabelMeasurementStep)
    /// §3: title above subtitle, the narrower one offset by the title alignment.
    case textBlock(TextBlockStep)
    /// §4: image and text in the content's own coordinates.
    case placement(PlacementStep)
    /// §5: the content moved by the insets.
    case insets(InsetsStep)
    /// §5: the shorter of image and text centred on the other (or stacked, top/bottom).
    case crossAxis(CrossAxisStep)
    /// §6: the ideal size.
    case idealSize(IdealSizeStep)
    /// §7: the content block moved within the bounds (or left where it is).
    case positioning(PositioningStep)
    /// §8: the frames.
    case frames(ConfigurationFrames)
    case warning(ConfigurationWarning)
    /// The preceding step relies on something inferred.
    case uncertain(ConfigurationUncertainty)
}

/// The title alignment after §1: `none` when it has no effect (lays out like leading).
public enum ResolvedTitleAlignment: String, CaseIterable, Hashable, Sendable {
    case none, leading, center, trailing
}

/// Everything §1 and the defaults decide before any measuring.
public struct ConfigurationResolution: Hashable, Sendable {
    public enum InsetsSource: String, Hashable, Sendable {
        case buttonSizeDefault, custom
    }

    public var style: ButtonConfiguration.Style
    public var buttonSize: ButtonConfiguration.ButtonSize
    public var layoutDirection: LayoutDirection
    public var contentInsets: DirectionalEdgeInsets
    public var contentInsetsSource: InsetsSource
    /// Added to the default leading and trailing insets at accessibility text sizes.
    public var accessibilityInsetIncrease: Double
    /// `contentInsets` as physical UIEdgeInsets (leading/trailing swapped in right-to-left).
    public var physicalInsets: EdgeInsets
    public var hasImage: Bool
    public var hasTitle: Bool
    public var hasSubtitle: Bool
    public var showsActivityIndicator: Bool
    /// The image slot: the image's alignment size, the indicator's square, or 0 × 0.
    public var imageSize: Size
    /// roundPx(title font line height), when the indicator shows.
    public var activityIndicatorSide: PixelRounding?
    public var configuredImagePadding: Double
    /// imagePadding when there are both an image and text, else 0.
    public var imagePadding: Double
    public var configuredTitlePadding: Double
    /// titlePadding when there are both a title and a subtitle, else 0.
    public var titlePadding: Double
    /// The reservation the layout uses: the configured one through UIFontMetrics' body curve (DY5.3).
    public var imageReservation: Double
    /// `imageReservation` as configured, before Dynamic Type scaled it.
    public var configuredImageReservation: Double = 0
    /// The category the fonts, insets and reservation were resolved at.
    public var contentSizeCategory: ContentSizeCategory = .large
    public var imagePlacement: ButtonConfiguration.ImagePlacement
    /// Whether the image is the left element (leading in LTR, trailing in RTL).
    public var imageOnLeft: Bool
    public var titleAlignment: ButtonConfiguration.TitleAlignment
    public var resolvedTitleAlignment: ResolvedTitleAlignment
    public var titleFont: ConfigurationFont
    public var subtitleFont: ConfigurationFont
    public var titleLineBreakMode: LineBreakMode
    public var subtitleLineBreakMode: LineBreakMode

    public var hasText: Bool { hasTitle || hasSubtitle }
    public var titleWraps: Bool { titleLineBreakMode.wraps }
    public var subtitleWraps: Bool { subtitleLineBreakMode.wraps }
}

public enum ConfigurationPass: Hashable, Sendable {
    /// hasW = hasH = false: text unbounded.
    case intrinsic
    /// In the bounds; `sizeToFit` when they are the intrinsic size.
    case layout(bounds: Size, sizeToFit: Bool)
}

public struct AvailableWidthStep: Hashable, Sendable {
    /// nil when the width is not usable (0, infinite, or the intrinsic pass).
    public var boundsWidth: Double?
    /// Whether imagePadding and the image width were taken off (horizontal placement with an image).
    public var subtractsImage: Bool
    public var imagePadding: Double
    public var imageWidth: Double
    /// `avail` after the image.
    public var available: Double
    public var leading: Double
    public var trailing: Double
    public var textAvailable: Double
    /// ceilPx(textAvailable), or nil for ∞.
    public var maxWidth: PixelRounding?
}

public struct LabelMeasurementStep: Hashable, Sendable {
    public enum Source: String, Hashable, Sendable {
        /// The scenario's single-line `size`.
        case given
        /// The scenario's `wrappedSize`.
        case wrappedSize
        /// The `LabelMeasuring` the layout was given.
        case measured
    }

    public var label: ConfigurationLabelRole
    public var text: String
    public var font: ConfigurationFont
    public var lineBreakMode: LineBreakMode
    public var maxWidth: Double
    public var numberOfLines: Int
    public var source: Source
    public var measured: Size
    /// The width after the cut to `textAvailable` (non-wrapping labels that reach it), else nil.
    public var cutTo: Double?

    /// The label's size as laid out.
    public var size: Size { Size(width: cutTo ?? measured.width, height: measured.height) }
}

public struct TextBlockStep: Hashable, Sendable {
    public var titleSize: Size
    public var subtitleSize: Size
    /// |tw − sw|
    public var difference: Double
    public var alignment: ResolvedTitleAlignment
    public var direction: LayoutDirection
    /// nil when the narrower label stays at 0 (left-aligned block).
    public var offset: PixelRounding?
    /// floorPx(d / 2) for center, floorPx(d) for a right-aligned block.
    public var halved: Bool
    public var narrower: ConfigurationLabelRole
    public var titlePadding: Double
    /// sy = th + tp
    public var subtitleY: Double
}

public enum PlacementStep: Hashable, Sendable {
    case horizontal(HorizontalPlacementStep)
    case vertical(VerticalPlacementStep)
}

public struct HorizontalPlacementStep: Hashable, Sendable {
    public var imageWidth: Double
    public var reservation: Double
    /// R = max(iw, res)
    public var slotWidth: Double
    /// roundPx((res − iw) / 2) when the reservation is wider than the image.
    public var reservationOffset: PixelRounding?
    public var imageOnLeft: Bool
    public var imagePadding: Double
    public var textWidth: Double
    public var imageX: Double
    public var titleX: Double
    public var subtitleX: Double
    public var contentWidth: Double
    public var imageHeight: Double
    public var titleHeight: Double
    public var subtitleHeight: Double
    public var titlePadding: Double
    public var contentHeight: Double
}

public struct VerticalPlacementStep: Hashable, Sendable {
    public var imageWidth: Double
    public var textWidth: Double
    /// floorPx(|iw − textW| / 2) when both exist with different widths.
    public var centering: PixelRounding?
    public var imageIsWider: Bool
    public var imageX: Double
    public var titleX: Double
    public var subtitleX: Double
    public var contentWidth: Double
    public var titleHeight: Double
    public var titlePadding: Double
    public var subtitleHeight: Double
    public var imagePadding: Double
    public var imageHeight: Double
    public var reservation: Double
    public var contentHeight: Double
}

public struct InsetsStep: Hashable, Sendable {
    public var left: Double
    public var top: Double
    /// C = (left, top, cw, ch)
    public var contentRect: Rect
    /// The image slot (alignment rect or indicator), title and subtitle after the move.
    public var image: Rect
    public var title: Point
    public var subtitle: Point
}

public enum CrossAxisStep: Hashable, Sendable {
    case horizontal(HorizontalCentering)
    case vertical(VerticalStacking)
}

public struct HorizontalCentering: Hashable, Sendable {
    public enum Moved: String, Hashable, Sendable {
        case none, image, text
    }

    /// U: the union of the title and subtitle rects.
    public var textBlock: Rect
    public var image: Rect
    /// roundPx(midY(U) − midY(image))
    public var offset: PixelRounding
    public var moved: Moved
    public var imageY: Double
    public var titleY: Double
    public var subtitleY: Double
}

public struct VerticalStacking: Hashable, Sendable {
    public var placement: ButtonConfiguration.ImagePlacement
    public var imagePadding: Double
    /// Rv = max(ih, res)
    public var reservedHeight: Double
    /// roundPx((res − ih) / 2) when the reservation is taller than the image.
    public var reservationOffset: PixelRounding?
    public var subtitleHeight: Double
    public var imageY: Double
    public var titleY: Double
    public var subtitleY: Double
}

public struct IdealSizeStep: Hashable, Sendable {
    public var contentWidth: Double
    public var leading: Double
    public var trailing: Double
    public var width: PixelRounding
    public var contentHeight: Double
    public var top: Double
    public var bottom: Double
    public var height: PixelRounding

    public var size: Size { Size(width: width.result, height: height.result) }
}

public enum PositioningStep: Hashable, Sendable {
    /// The bounds have no usable width or height: §5's frames are final.
    case unbounded(bounds: Size)
    /// The bounds are exactly the ideal size: §5's frames are final.
    case idealSize(Size)
    case shifted(ContentShift)
}

/// Which part of the content an offset moves.
public enum ContentPart: String, Hashable, Sendable {
    case image, text
}

public struct ContentShift: Hashable, Sendable {
    /// I = (left, T, W − Ld − Tr, H − T − B), not clamped.
    public var insetsRect: Rect
    public var contentRect: Rect
    /// The alignment as applied: leading/trailing resolved to left/right.
    public var horizontalAlignment: HorizontalAlignment
    public var verticalAlignment: VerticalAlignment
    public var direction: LayoutDirection
    public var horizontal: AxisShift
    public var vertical: AxisShift
}

public enum AxisShift: Hashable, Sendable {
    /// Everything moves by one offset.
    case uniform(EdgeMatch)
    /// fill with both an image and text: the first (left/top) part gets `first`, the other `second`.
    case split(first: EdgeMatch, second: EdgeMatch, firstPart: ContentPart)

    /// The offset of one part.
    public func offset(of part: ContentPart) -> Double {
        switch self {
        case .uniform(let match): match.offset.result
        case .split(let first, let second, let firstPart): part == firstPart ? first.offset.result : second.offset.result
        }
    }
}

/// One offset: an edge (or middle) of I minus the same of C, rounded.
public struct EdgeMatch: Hashable, Sendable {
    public enum Anchor: String, Hashable, Sendable {
        case min, mid, max
    }

    public var anchor: Anchor
    public var target: Double
    public var content: Double
    public var offset: PixelRounding
}

/// §8's frames, in the button's coordinates.
public struct ConfigurationFrames: Hashable, Sendable {
    public var bounds: Rect
    public var contentRect: Rect
    public var imageView: Rect?
    /// The image's alignment rect, inside `imageView` by its alignment insets.
    public var imageAlignmentRect: Rect?
    public var activityIndicator: Rect?
    public var titleLabel: Rect?
    public var subtitleLabel: Rect?
}
