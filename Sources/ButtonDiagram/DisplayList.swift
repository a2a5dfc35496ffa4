import ButtonLayout
import ButtonScenario

/// An sRGB colour with straight (not premultiplied) alpha, components in 0...1.
public struct Color: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `Color(rgb: 0x5AD845)`, `Color(rgb: 0xE64646, alpha: 0.35)`.
    public init(rgb: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((rgb >> 16) & 0xFF) / 255,
            green: Double((rgb >> 8) & 0xFF) / 255,
            blue: Double(rgb & 0xFF) / 255,
            alpha: alpha
        )
    }
}

public struct Stroke: Hashable, Sendable {
    public var color: Color
    /// In points.
    public var width: Double
    /// Dash lengths in points; empty for a solid line.
    public var dash: [Double]

    public init(color: Color, width: Double, dash: [Double] = []) {
        self.color = color
        self.width = width
        self.dash = dash
    }
}

public enum TextAlignment: String, Hashable, Sendable {
    case left, center, right
}

/// A single line of text, already final (truncated if it had to be): backends only draw it.
public struct TextRun: Hashable, Sendable {
    public var text: String
    /// The text is aligned horizontally within this box and centred vertically on it.
    public var box: Rect
    public var alignment: TextAlignment
    public var font: FontSpec
    public var color: Color

    /// `text` is kept drawable (`drawableText`), so that every backend draws the same characters.
    public init(text: String, box: Rect, alignment: TextAlignment = .center, font: FontSpec, color: Color) {
        self.text = drawableText(text)
        self.box = box
        self.alignment = alignment
        self.font = font
        self.color = color
    }
}

public enum ImageSource: Hashable, Sendable {
    /// A PNG file, drawn scaled to fill the frame (squashed when the frame's aspect differs).
    case file(path: String)
    /// The built-in placeholder picture; it squashes visibly, like a real image.
    case placeholder
}

public enum Shape: Hashable, Sendable {
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
public struct DisplayItem: Hashable, Sendable {
    public var id: String
    public var shape: Shape

    public init(id: String, shape: Shape) {
        self.id = id
        self.shape = shape
    }
}

/// A diagram as a plain description, in canvas points with y down and (0, 0) at the canvas's top-left.
/// Backends multiply by `pixelsPerPoint`.
public struct DisplayList: Hashable, Sendable {
    /// Canvas size in points. `width × pixelsPerPoint` and `height × pixelsPerPoint` are whole pixels.
    public var size: Size
    public var pixelsPerPoint: Double
    public var background: Color
    /// Where the button's point (0, 0) lies on the canvas, in canvas points.
    public var buttonOrigin: Point
    /// Painted in order: later items cover earlier ones.
    public var items: [DisplayItem]
    /// A short name for the figure (SVG `<title>`).
    public var title: String?
    /// The figure in words, for readers who cannot see it (SVG `<desc>`, the sidecar's `alt`).
    public var altText: String?

    public init(
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

    public var pixelWidth: Int { Int((size.width * pixelsPerPoint).rounded()) }
    public var pixelHeight: Int { Int((size.height * pixelsPerPoint).rounded()) }
}

/// `text` with what no backend can draw replaced by U+FFFD: control characters (NUL would end
/// Pango's string early) and Unicode non-characters (U+FDD0…U+FDEF and U+xFFFE, U+xFFFF in every
/// plane), which cairo refuses as invalid UTF-8 and XML cannot carry. A title, caption or label
/// with them therefore renders in every format, each showing the replacement character.
public func drawableText(_ text: String) -> String {
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
public func cornerRadius(_ radius: Double, of rect: Rect) -> Double {
    max(0, min(radius, abs(rect.width) / 2, abs(rect.height) / 2))
}
