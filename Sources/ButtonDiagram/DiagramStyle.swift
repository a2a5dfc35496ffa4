import ButtonScenario

/// The look of a diagram: colours, strokes, type sizes and spacing of everything that annotates
/// the button — in pixels, so that they keep their size whatever `pixelsPerPoint` the button is
/// drawn at (only the button's geometry scales). `DiagramStyle.light` follows article 2's
/// hand-made figures (docs/diagrams.md); `dark` and `transparent` are its themes.
package struct DiagramStyle: Hashable, Sendable {
    /// The canvas; alpha 0 for none.
    package var background: Color
    package var gridColor: Color

    package var axisColor: Color
    package var axisWidth: Double
    /// How far the axes run past the drawn content, arrowhead included.
    package var axisOvershoot: Double
    package var arrowLength: Double
    package var arrowHalfWidth: Double
    package var tickFont: FontSpec
    package var tickColor: Color
    /// Between an axis and its tick labels.
    package var tickGap: Double

    package var imageAreaFill: Color
    package var imageAreaStroke: Stroke
    package var titleAreaFill: Color
    package var titleAreaStroke: Stroke
    package var contentRectStroke: Stroke

    package var titleFill: Color
    package var titleTextColor: Color
    /// Virtual boxes are faint and dashed, drawn under the real frames.
    package var virtualTitleFill: Color
    package var virtualTitleStroke: Stroke
    package var virtualTextColor: Color
    package var virtualImageStroke: Stroke

    package var ghostStroke: Stroke
    package var crossOutStroke: Stroke

    package var boundsStroke: Stroke

    package var labelFont: FontSpec
    package var labelColor: Color
    /// The least room between a label and anything else: frames, text, tick labels, other labels.
    package var labelGap: Double
    /// The thin line joining a label placed away from its frame to it.
    package var leaderStroke: Stroke

    package var captionFont: FontSpec
    package var captionColor: Color
    package var captionGap: Double

    /// The numbered marker at a frame with a warning, and the lines under the caption.
    package var warningFill: Color
    package var warningMarkColor: Color
    package var warningFont: FontSpec
    package var warningTextColor: Color
    package var warningMarkerSize: Double

    /// Empty space around everything drawn.
    package var margin: Double

    /// The same look with every length in canvas points at `pixelsPerPoint`.
    func inPoints(_ pixelsPerPoint: Double) -> DiagramStyle {
        let k = 1 / pixelsPerPoint
        var s = self
        s.axisWidth *= k
        s.axisOvershoot *= k
        s.arrowLength *= k
        s.arrowHalfWidth *= k
        s.tickFont.size *= k
        s.tickGap *= k
        for path in [\DiagramStyle.imageAreaStroke, \.titleAreaStroke, \.contentRectStroke, \.virtualTitleStroke,
                     \.virtualImageStroke, \.ghostStroke, \.crossOutStroke, \.boundsStroke, \.leaderStroke] {
            s[keyPath: path] = s[keyPath: path].scaled(k)
        }
        s.labelFont.size *= k
        s.labelGap *= k
        s.captionFont.size *= k
        s.captionGap *= k
        s.warningFont.size *= k
        s.warningMarkerSize *= k
        s.margin *= k
        return s
    }

    /// Each theme's look.
    package static func theme(_ theme: DiagramTheme) -> DiagramStyle {
        switch theme {
        case .light: light
        case .dark: dark
        case .transparent: transparent
        }
    }

    /// Article 2's look.
    package static let light = DiagramStyle(
        background: Color(rgb: 0xECECEC),
        gridColor: Color(rgb: 0xD2D2D2),
        axisColor: Color(rgb: 0x000000),
        axisWidth: 2,
        axisOvershoot: 28,
        arrowLength: 12,
        arrowHalfWidth: 5,
        tickFont: FontSpec(size: 13, weight: .regular),
        tickColor: Color(rgb: 0x1E1E1E),
        tickGap: 5,
        imageAreaFill: Color(rgb: 0xE64646, alpha: 0.35),
        imageAreaStroke: Stroke(color: Color(rgb: 0xD83A3A), width: 2),
        // The red scheme's hues moved to orange: same opacity, an outline of the same hue dark enough
        // to stand out at 3:1 against the canvas.
        titleAreaFill: Color(rgb: 0xF59A28, alpha: 0.35),
        titleAreaStroke: Stroke(color: Color(rgb: 0xC46A00), width: 2),
        contentRectStroke: Stroke(color: Color(rgb: 0x505050), width: 2, dash: [8, 6]),
        titleFill: Color(rgb: 0x5AD845),
        titleTextColor: Color(rgb: 0x1E1E1E),
        virtualTitleFill: Color(rgb: 0x4650F5, alpha: 0.12),
        virtualTitleStroke: Stroke(color: Color(rgb: 0x4650F5), width: 2, dash: [6, 4]),
        virtualTextColor: Color(rgb: 0x4650F5, alpha: 0.7),
        virtualImageStroke: Stroke(color: Color(rgb: 0x4650F5), width: 2, dash: [6, 4]),
        ghostStroke: Stroke(color: Color(rgb: 0x555555), width: 2, dash: [6, 4]),
        crossOutStroke: Stroke(color: Color(rgb: 0xE02424), width: 5),
        boundsStroke: Stroke(color: Color(rgb: 0x000000), width: 3),
        labelFont: FontSpec(size: 12, weight: .regular),
        labelColor: Color(rgb: 0x333333),
        labelGap: 4,
        leaderStroke: Stroke(color: Color(rgb: 0x333333, alpha: 0.6), width: 1),
        captionFont: FontSpec(size: 15, weight: .regular),
        captionColor: Color(rgb: 0x1E1E1E),
        captionGap: 14,
        warningFill: Color(rgb: 0xC2410C),
        warningMarkColor: Color(rgb: 0xFFFFFF),
        warningFont: FontSpec(size: 12, weight: .regular),
        warningTextColor: Color(rgb: 0x9A3412),
        warningMarkerSize: 16,
        margin: 16
    )

    /// A dark canvas with light strokes and text; the light theme's hues, lightened so that each
    /// keeps its contrast against the canvas.
    package static let dark: DiagramStyle = {
        var s = light
        s.background = Color(rgb: 0x1C1C1E)
        s.gridColor = Color(rgb: 0x38383C)
        s.axisColor = Color(rgb: 0xEBEBF0)
        s.tickColor = Color(rgb: 0xEBEBF0)
        s.imageAreaFill = Color(rgb: 0xFF6B6B, alpha: 0.3)
        s.imageAreaStroke.color = Color(rgb: 0xFF6B6B)
        s.titleAreaFill = Color(rgb: 0xFFA94D, alpha: 0.3)
        s.titleAreaStroke.color = Color(rgb: 0xFFA94D)
        s.contentRectStroke.color = Color(rgb: 0xAEAEB2)
        s.titleFill = Color(rgb: 0x30D158)
        s.titleTextColor = Color(rgb: 0x1C1C1E)
        s.virtualTitleFill = Color(rgb: 0x8C93FF, alpha: 0.16)
        s.virtualTitleStroke.color = Color(rgb: 0x8C93FF)
        s.virtualTextColor = Color(rgb: 0x8C93FF, alpha: 0.85)
        s.virtualImageStroke.color = Color(rgb: 0x8C93FF)
        s.ghostStroke.color = Color(rgb: 0xAEAEB2)
        s.crossOutStroke.color = Color(rgb: 0xFF5555)
        s.boundsStroke.color = Color(rgb: 0xEBEBF0)
        s.labelColor = Color(rgb: 0xD1D1D6)
        s.leaderStroke.color = Color(rgb: 0xD1D1D6, alpha: 0.6)
        s.captionColor = Color(rgb: 0xF2F2F7)
        s.warningFill = Color(rgb: 0xFF9F43)
        s.warningMarkColor = Color(rgb: 0x1C1C1E)
        s.warningTextColor = Color(rgb: 0xFFB86B)
        return s
    }()

    /// The light look without a canvas, for slides: a faint translucent grid, nothing opaque behind.
    package static let transparent: DiagramStyle = {
        var s = light
        s.background = Color(rgb: 0xFFFFFF, alpha: 0)
        s.gridColor = Color(rgb: 0x000000, alpha: 0.12)
        return s
    }()

    /// The article's look, as before themes existed.
    package static let article = light
}

extension Stroke {
    func scaled(_ k: Double) -> Stroke {
        Stroke(color: color, width: width * k, dash: dash.map { $0 * k })
    }
}
