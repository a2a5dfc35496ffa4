import ButtonDiagram
/// Why a light and a dark display list cannot share one SVG: they differ in more than colours.
package struct ColorSchemeMismatch: Error, Hashable, Sendable, CustomStringConvertible {
    /// The first difference, e.g. "item 12 is 'label-imageView' in light and 'leader-imageView' in dark".
    package var difference: String

    package init(difference: String) {
        self.difference = difference
    }

    package var description: String {
        "the light and dark figures differ in more than colours (\(difference)); no SVG can follow the colour scheme"
    }
}

/// One SVG for both colour schemes: `light`'s document, in which every element whose colour differs
/// in `dark` carries a class, and a `@media (prefers-color-scheme: dark)` block gives each class
/// `dark`'s colour. The light colours stay presentation attributes, so a viewer without CSS shows
/// the light figure; without the classes and the `<style>` element the document is exactly
/// `svgDocument(light)`.
///
/// The stylesheet is derived from the two lists, so each theme's colours are declared once, in its
/// `DiagramStyle`. The lists must be the same drawing in two palettes (`ColorSchemeMismatch` when not):
/// same size, scale, text, ids and geometry, with a colour wherever the other has one.
package func colorSchemeSVGDocument(
    light: DisplayList, dark: DisplayList, imageHref: (String) throws -> String
) throws -> String {
    try checkSameDrawing(light, dark)
    var rules: [String] = []
    var classOfRule: [String: String] = [:]
    var classes: [String] = []
    // Classes are numbered by the first element that needs them: one class per dark paint, shared.
    func className(_ property: String, _ letter: String, light: Color?, dark: Color?) -> String? {
        guard let dark, light != dark else { return nil }
        let rule = "\(property): \(hexColor(dark)); \(property)-opacity: \(svgNumber(dark.alpha))"
        if let name = classOfRule[rule] { return name }
        let name = letter + String(classOfRule.count)
        classOfRule[rule] = name
        rules.append(".\(name) { \(rule) }")
        return name
    }
    for (lightItem, darkItem) in zip(light.items, dark.items) {
        let (lightPaint, darkPaint) = (SVGPaint(lightItem.shape), SVGPaint(darkItem.shape))
        classes.append([
            className("fill", "f", light: lightPaint.fill, dark: darkPaint.fill),
            className("stroke", "s", light: lightPaint.stroke, dark: darkPaint.stroke),
        ].compactMap { $0 }.joined(separator: " "))
    }
    let style = rules.isEmpty ? [] : ["@media (prefers-color-scheme: dark) {"] + rules.map { "  " + $0 } + ["}"]
    return try svgDocument(light, imageHref: imageHref, classes: classes, style: style)
}

/// The colours an item's SVG element is painted with (its `fill` and `stroke` attributes).
private struct SVGPaint {
    var fill: Color?
    var stroke: Color?

    init(_ shape: Shape) {
        switch shape {
        case .rect(_, let fill, let stroke), .roundedRect(_, _, let fill, let stroke), .polygon(_, let fill, let stroke):
            self.fill = fill
            self.stroke = stroke?.color
        case .line(_, _, let stroke): self.stroke = stroke.color
        case .text(let run): fill = run.color
        // A file image is drawn as it is; the placeholder picture has one palette in every theme.
        case .image: break
        }
    }
}

private func checkSameDrawing(_ light: DisplayList, _ dark: DisplayList) throws(ColorSchemeMismatch) {
    func mismatch(_ what: String) -> ColorSchemeMismatch { ColorSchemeMismatch(difference: what) }
    guard light.size == dark.size, light.pixelsPerPoint == dark.pixelsPerPoint, light.buttonOrigin == dark.buttonOrigin else {
        throw mismatch("canvas")
    }
    guard light.title == dark.title, light.altText == dark.altText else { throw mismatch("title or description") }
    guard light.items.count == dark.items.count else {
        throw mismatch("item counts: \(light.items.count) light, \(dark.items.count) dark")
    }
    for (index, (a, b)) in zip(light.items, dark.items).enumerated() {
        guard a.id == b.id else { throw mismatch("item \(index) is '\(a.id)' in light and '\(b.id)' in dark") }
        guard a.shape.uncoloured == b.shape.uncoloured else { throw mismatch("'\(a.id)' is drawn differently") }
    }
}

extension Shape {
    /// The shape with every colour black: what remains is its geometry, text and which paints it has.
    var uncoloured: Shape {
        let black = Color(red: 0, green: 0, blue: 0)
        func stroke(_ s: Stroke) -> Stroke { Stroke(color: black, width: s.width, dash: s.dash) }
        switch self {
        case .rect(let r, let fill, let s): return .rect(r, fill: fill.map { _ in black }, stroke: s.map(stroke))
        case .roundedRect(let r, let radius, let fill, let s):
            return .roundedRect(r, radius: radius, fill: fill.map { _ in black }, stroke: s.map(stroke))
        case .line(let from, let to, let s): return .line(from: from, to: to, stroke: stroke(s))
        case .polygon(let points, let fill, let s): return .polygon(points, fill: fill.map { _ in black }, stroke: s.map(stroke))
        case .text(var run):
            run.color = black
            return .text(run)
        case .image: return self
        }
    }
}
