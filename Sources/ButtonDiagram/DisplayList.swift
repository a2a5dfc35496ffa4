import ButtonLayout
import ButtonScenario

/// An sRGB colour with straight (not premultiplied) alpha, components in 0...1.
package struct Color: Hashable, Sendable {
    package var red: Double
    package var green: Double
    package var blue: Double
    package var alpha: Double

    package init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `Color(rgb: 0x5AD845)`, `Color(rgb: 0xE64646, alpha: 0.35)`.
    package init(rgb: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((rgb >> 16) & 0xFF) / 255,
            green: Double((rgb >> 8) & 0xFF) / 255,
            blue: Double(rgb & 0xFF) / 255,
            alpha: alpha
        )
    }
}

package struct Stroke: Hashable, Sendable {
    package var color: Color
    /// In points.
    package var width: Double
    /// Dash lengths in points; empty for a solid line.
    package var dash: [Double]

    package init(color: Color, width: Double, dash: [Double] = []) {
        self.color = color
        self.width = width
        self.dash = dash
    }
}

package enum TextAlignment: String, Hashable, Sendable {
    case left, center, right
}

/// A single line of text, already final (truncated if it had to be): backends only draw it.
package struct TextRun: Hashable, Sendable {
    package var text: String
    /// The text is aligned horizontally within this box and centred vertically on it.
    package var box: Rect
    package var alignment: TextAlignment
    package var font: FontSpec
    package var color: Color
    /// The size the text was measured at when `font` is that font scaled down to fit (a title at
    /// its UIKit size, 18 pt, drawn at 7.85): Pango lays the text out at this size and cairo scales
    /// it to `font.size`, so the glyphs drawn are the ones measured and no second font size is
    /// loaded. nil: laid out at `font.size`. SVG only needs `font`.
    package var measuredSize: Double?

    /// `text` is kept drawable (`drawableText`), so that every backend draws the same characters.
    package init(
        text: String, box: Rect, alignment: TextAlignment = .center, font: FontSpec, color: Color, measuredSize: Double? = nil
    ) {
        self.text = drawableText(text)
        self.box = box
        self.alignment = alignment
        self.font = font
        self.color = color
        self.measuredSize = measuredSize == font.size ? nil : measuredSize
    }

    /// The font Pango lays the text out with: `font` at `measuredSize`.
    package var layoutFont: FontSpec {
        guard let measuredSize else { return font }
        var layoutFont = font
        layoutFont.size = measuredSize
        return layoutFont
    }

    /// What the layout in `layoutFont` is scaled by to draw at `font`: 1 without a measured size.
    package var layoutScale: Double { measuredSize.map { font.size / $0 } ?? 1 }
}

package enum ImageSource: Hashable, Sendable {
    /// A PNG file, drawn scaled to fill the frame (squashed when the frame's aspect differs).
    case file(path: String)
    /// The built-in placeholder picture; it squashes visibly, like a real image.
    case placeholder
}

package enum Shape: Hashable, Sendable {
    case rect(Rect, fill: Color?, stroke: Stroke?)
    /// Corners rounded with `radius`, at most half the shorter side (a capsule): a button's background.
    case roundedRect(Rect, radius: Double, fill: Color?, stroke: Stroke?)
    case line(from: Point, to: Point, stroke: Stroke)
    /// A closed polygon (arrowheads).
    case polygon([Point], fill: Color?, stroke: Stroke?)
    case text(TextRun)
    case image(Rect, source: ImageSource)
}

/// One drawn thing with a stable id, so SVG output diffs meaningfully and tests can find it.
package struct DisplayItem: Hashable, Sendable {
    package var id: String
    package var shape: Shape

    package init(id: String, shape: Shape) {
        self.id = id
        self.shape = shape
    }
}

/// A diagram as a plain description, in canvas points with y down and (0, 0) at the canvas's top-left.
/// Backends multiply by `pixelsPerPoint`.
package struct DisplayList: Hashable, Sendable {
    /// Canvas size in points. `width × pixelsPerPoint` and `height × pixelsPerPoint` are whole pixels.
    package var size: Size
    package var pixelsPerPoint: Double
    package var background: Color
    /// Where the button's point (0, 0) lies on the canvas, in canvas points.
    package var buttonOrigin: Point
    /// Painted in order: later items cover earlier ones.
    package var items: [DisplayItem]
    /// A short name for the figure (SVG `<title>`).
    package var title: String?
    /// The figure in words, for readers who cannot see it (SVG `<desc>`, the sidecar's `alt`).
    package var altText: String?

    package init(
        size: Size, pixelsPerPoint: Double, background: Color, buttonOrigin: Point, items: [DisplayItem],
        title: String? = nil, altText: String? = nil
    ) {
        self.size = size
        self.pixelsPerPoint = pixelsPerPoint
        self.background = background
        self.buttonOrigin = buttonOrigin
        self.items = items
        self.title = title
        self.altText = altText
    }

    package var pixelWidth: Int { Int((size.width * pixelsPerPoint).rounded()) }
    package var pixelHeight: Int { Int((size.height * pixelsPerPoint).rounded()) }
}

/// `text` with what no backend can draw replaced by U+FFFD: control characters (NUL would end
/// Pango's string early) and Unicode non-characters (U+FDD0…U+FDEF and U+xFFFE, U+xFFFF in every
/// plane), which cairo refuses as invalid UTF-8 and XML cannot carry. A title, caption or label
/// with them therefore renders in every format, each showing the replacement character.
package func drawableText(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isUndrawable) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars { result.append(isUndrawable(scalar) ? "\u{FFFD}" : scalar) }
    return String(result)
}

private func isUndrawable(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .control
        || (0xFDD0...0xFDEF).contains(scalar.value) || scalar.value & 0xFFFE == 0xFFFE
}

/// The radius a rounded rect is drawn with: `radius` clamped to 0…half the shorter side, so that
/// every backend draws the same capsule for an over-large radius.
package func cornerRadius(_ radius: Double, of rect: Rect) -> Double {
    max(0, min(radius, abs(rect.width) / 2, abs(rect.height) / 2))
}
