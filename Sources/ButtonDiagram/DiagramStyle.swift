import ButtonScenario

/// The look of a diagram: colours, strokes, type sizes and spacing, in points.
/// `DiagramStyle.article` follows article 2's hand-made figures (diagram-style.md); the other
/// values are choices where the figures show nothing precise.
public struct DiagramStyle: Hashable, Sendable {
    public var background: Color
    public var gridColor: Color

    public var axisColor: Color
    public var axisWidth: Double
    /// How far the axes run past the drawn content, arrowhead included.
    public var axisOvershoot: Double
    public var arrowLength: Double
    public var arrowHalfWidth: Double
    public var tickFont: FontSpec
    public var tickColor: Color
    /// Between an axis and its tick labels.
    public var tickGap: Double

    public var imageAreaFill: Color
    public var imageAreaStroke: Stroke
    public var titleAreaFill: Color
    public var titleAreaStroke: Stroke
    public var contentRectStroke: Stroke

    public var titleFill: Color
    public var titleTextColor: Color
    public var virtualTitleFill: Color
    public var virtualTitleTextColor: Color
    public var virtualImageStroke: Stroke

    public var ghostStroke: Stroke
    public var crossOutStroke: Stroke

    public var boundsStroke: Stroke

    public var labelFont: FontSpec
    public var labelColor: Color
    /// Between a label and the frame it describes, and between stacked candidate rings.
    public var labelGap: Double

    public var captionFont: FontSpec
    public var captionColor: Color
    public var captionGap: Double

    /// Empty space around everything drawn.
    public var margin: Double

    public init(
        background: Color, gridColor: Color, axisColor: Color, axisWidth: Double, axisOvershoot: Double,
        arrowLength: Double, arrowHalfWidth: Double, tickFont: FontSpec, tickColor: Color, tickGap: Double,
        imageAreaFill: Color, imageAreaStroke: Stroke, titleAreaFill: Color, titleAreaStroke: Stroke,
        contentRectStroke: Stroke, titleFill: Color, titleTextColor: Color, virtualTitleFill: Color,
        virtualTitleTextColor: Color, virtualImageStroke: Stroke, ghostStroke: Stroke, crossOutStroke: Stroke,
        boundsStroke: Stroke, labelFont: FontSpec, labelColor: Color, labelGap: Double, captionFont: FontSpec,
        captionColor: Color, captionGap: Double, margin: Double
    ) {
        self.background = background
        self.gridColor = gridColor
        self.axisColor = axisColor
        self.axisWidth = axisWidth
        self.axisOvershoot = axisOvershoot
        self.arrowLength = arrowLength
        self.arrowHalfWidth = arrowHalfWidth
        self.tickFont = tickFont
        self.tickColor = tickColor
        self.tickGap = tickGap
        self.imageAreaFill = imageAreaFill
        self.imageAreaStroke = imageAreaStroke
        self.titleAreaFill = titleAreaFill
        self.titleAreaStroke = titleAreaStroke
        self.contentRectStroke = contentRectStroke
        self.titleFill = titleFill
        self.titleTextColor = titleTextColor
        self.virtualTitleFill = virtualTitleFill
        self.virtualTitleTextColor = virtualTitleTextColor
        self.virtualImageStroke = virtualImageStroke
        self.ghostStroke = ghostStroke
        self.crossOutStroke = crossOutStroke
        self.boundsStroke = boundsStroke
        self.labelFont = labelFont
        self.labelColor = labelColor
        self.labelGap = labelGap
        self.captionFont = captionFont
        self.captionColor = captionColor
        self.captionGap = captionGap
        self.margin = margin
    }

    /// Article 2's look.
    public static let article = DiagramStyle(
        background: Color(rgb: 0xECECEC),
        gridColor: Color(rgb: 0xD2D2D2),
        axisColor: Color(rgb: 0x000000),
        axisWidth: 1,
        axisOvershoot: 16,
        arrowLength: 7,
        arrowHalfWidth: 3,
        tickFont: FontSpec(size: 8, weight: .regular),
        tickColor: Color(rgb: 0x000000),
        tickGap: 3,
        imageAreaFill: Color(rgb: 0xE64646, alpha: 0.35),
        imageAreaStroke: Stroke(color: Color(rgb: 0xD83A3A), width: 1),
        // The red scheme's hues moved to orange: same opacity, a darker outline of the same hue.
        titleAreaFill: Color(rgb: 0xF59A28, alpha: 0.35),
        titleAreaStroke: Stroke(color: Color(rgb: 0xE07B00), width: 1),
        contentRectStroke: Stroke(color: Color(rgb: 0x505050), width: 1, dash: [4, 3]),
        titleFill: Color(rgb: 0x5AD845),
        titleTextColor: Color(rgb: 0x1E1E1E),
        virtualTitleFill: Color(rgb: 0x4650F5, alpha: 0.85),
        virtualTitleTextColor: Color(rgb: 0xFFFFFF),
        virtualImageStroke: Stroke(color: Color(rgb: 0x4650F5), width: 1.5),
        ghostStroke: Stroke(color: Color(rgb: 0x555555), width: 1, dash: [3, 2]),
        crossOutStroke: Stroke(color: Color(rgb: 0xE02424), width: 3),
        boundsStroke: Stroke(color: Color(rgb: 0x000000), width: 2),
        labelFont: FontSpec(size: 7, weight: .regular),
        labelColor: Color(rgb: 0x333333),
        labelGap: 2,
        captionFont: FontSpec(size: 10, weight: .regular),
        captionColor: Color(rgb: 0x1E1E1E),
        captionGap: 8,
        margin: 8
    )
}
