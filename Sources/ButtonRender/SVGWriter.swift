import ButtonDiagram
import ButtonLayout
import ButtonScenario

/// The font families an SVG names. The PNG backend uses the project's bundled fonts; a viewer of
/// the SVG falls back through this list, so text may measure slightly differently there.
package let svgFontFamily = "Inter, DejaVu Sans, WenQuanYi Micro Hei, Droid Sans Fallback, Noto Sans, Noto Color Emoji, sans-serif"

/// A display list as an SVG 1.1 document: one element per line, ids from the display list, numbers
/// rounded to 1e-4 pt without exponents, so that two diagrams diff line by line.
///
/// - Parameter imageHref: the `xlink:href` for a file image, given its path. The default writes the
///   path as a URI reference (percent-encoded); pass `{ relativePath(of: $0, from: outputDirectory) }`
///   composed with `percentEncodedPath` for a relative link, or return a `data:` URI to embed.
package func svgDocument(_ list: DisplayList) -> String {
    svgDocument(list, imageHref: { percentEncodedPath($0) })
}

/// `svgDocument(_:)` with a custom `xlink:href` for file images, e.g. a `data:` URI to embed them.
package func svgDocument(_ list: DisplayList, imageHref: (String) throws -> String) rethrows -> String {
    try svgDocument(list, imageHref: imageHref, classes: [], style: [])
}

/// The SVG of `list` with `classes[i]` (when not empty) as the `class` of item `i`'s element and
/// `style` as the lines of a `<style>` element after the description: how `colorSchemeSVGDocument`
/// recolours a figure without writing it twice.
func svgDocument(
    _ list: DisplayList, imageHref: (String) throws -> String, classes: [String], style: [String]
) rethrows -> String {
    func classAttribute(_ index: Int) -> String {
        index < classes.count && !classes[index].isEmpty ? " class=\"\(classes[index])\"" : ""
    }
    var lines: [String] = [
        #"<?xml version="1.0" encoding="UTF-8"?>"#,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" version=\"1.1\""
            + " width=\"\(list.pixelWidth)\" height=\"\(list.pixelHeight)\""
            + " viewBox=\"0 0 \(svgNumber(list.size.width)) \(svgNumber(list.size.height))\">",
    ]
    // Screen readers announce the title and read the description.
    if let title = list.title { lines.append("  <title>\(xmlEscaped(title))</title>") }
    if let alt = list.altText { lines.append("  <desc>\(xmlEscaped(alt))</desc>") }
    if !style.isEmpty { lines += ["  <style>"] + style.map { "    " + $0 } + ["  </style>"] }
    let items = list.items
    var index = 0
    while index < items.count {
        let item = items[index]
        // The grid is dozens of identical lines: one path reads better and diffs as one line.
        if case .line(_, _, let stroke) = item.shape, item.id.hasPrefix("grid-") {
            let gridClass = classAttribute(index)
            var path: [String] = []
            while index < items.count, items[index].id.hasPrefix("grid-"), classAttribute(index) == gridClass,
                  case .line(let from, let to, let s) = items[index].shape, s == stroke {
                if from.x == to.x {
                    path.append("M\(svgNumber(from.x)) \(svgNumber(from.y))V\(svgNumber(to.y))")
                } else if from.y == to.y {
                    path.append("M\(svgNumber(from.x)) \(svgNumber(from.y))H\(svgNumber(to.x))")
                } else {
                    path.append("M\(svgNumber(from.x)) \(svgNumber(from.y))L\(svgNumber(to.x)) \(svgNumber(to.y))")
                }
                index += 1
            }
            lines.append("  <path id=\"grid\"\(gridClass) d=\"\(path.joined())\" fill=\"none\"\(strokeAttributes(stroke))/>")
            continue
        }
        lines += try element(item, classAttribute: classAttribute(index), imageHref: imageHref).map { "  " + $0 }
        index += 1
    }
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
}

private func element(_ item: DisplayItem, classAttribute: String, imageHref: (String) throws -> String) rethrows -> [String] {
    let id = "id=\"\(xmlEscaped(item.id))\"" + classAttribute
    switch item.shape {
    case .rect(let r, let fill, let stroke):
        return ["<rect \(id)\(rectAttributes(r))\(fillAttributes(fill))\(stroke.map(strokeAttributes) ?? "")/>"]

    case .roundedRect(let r, let radius, let fill, let stroke):
        let rounded = svgNumber(cornerRadius(radius, of: r))
        return ["<rect \(id)\(rectAttributes(r)) rx=\"\(rounded)\" ry=\"\(rounded)\"\(fillAttributes(fill))\(stroke.map(strokeAttributes) ?? "")/>"]

    case .line(let from, let to, let stroke):
        return ["<line \(id) x1=\"\(svgNumber(from.x))\" y1=\"\(svgNumber(from.y))\" x2=\"\(svgNumber(to.x))\" y2=\"\(svgNumber(to.y))\"\(strokeAttributes(stroke))/>"]

    case .polygon(let points, let fill, let stroke):
        let list = points.map { "\(svgNumber($0.x)),\(svgNumber($0.y))" }.joined(separator: " ")
        return ["<polygon \(id) points=\"\(list)\"\(fillAttributes(fill))\(stroke.map(strokeAttributes) ?? "")/>"]

    case .text(let run):
        let (x, anchor): (Double, String) = switch run.alignment {
        case .left: (run.box.minX, "start")
        case .center: (run.box.midX, "middle")
        case .right: (run.box.maxX, "end")
        }
        // XML collapses runs of spaces unless told not to; only say so when it matters.
        let preserve = run.text.contains("  ") || run.text.first == " " || run.text.last == " "
        return [
            "<text \(id) x=\"\(svgNumber(x))\" y=\"\(svgNumber(run.box.midY))\""
                + " font-family=\"\(svgFontFamily)\" font-size=\"\(svgNumber(run.font.size))\""
                + " font-weight=\"\(cssWeight(run.font.weight))\" text-anchor=\"\(anchor)\" dominant-baseline=\"central\""
                + "\(fillAttributes(run.color))\(preserve ? " xml:space=\"preserve\"" : "")>\(xmlEscaped(run.text))</text>",
        ]

    case .image(let r, .file(let path)):
        return ["<image \(id)\(rectAttributes(r)) preserveAspectRatio=\"none\" xlink:href=\"\(xmlEscaped(try imageHref(path)))\"/>"]

    case .image(let r, .placeholder):
        let picture = PlaceholderPicture(frame: r)
        let base = xmlEscaped(item.id)
        let hills = picture.hills.map { "\(svgNumber($0.x)),\(svgNumber($0.y))" }.joined(separator: " ")
        return [
            "<g \(id)>",
            "  <rect id=\"\(base)-sky\"\(rectAttributes(picture.sky))\(fillAttributes(picture.skyColor))/>",
            "  <ellipse id=\"\(base)-sun\" cx=\"\(svgNumber(picture.sun.center.x))\" cy=\"\(svgNumber(picture.sun.center.y))\""
                + " rx=\"\(svgNumber(picture.sun.radiusX))\" ry=\"\(svgNumber(picture.sun.radiusY))\"\(fillAttributes(picture.sunColor))/>",
            "  <polygon id=\"\(base)-hills\" points=\"\(hills)\"\(fillAttributes(picture.hillColor))/>",
            "</g>",
        ]
    }
}

private func rectAttributes(_ r: Rect) -> String {
    " x=\"\(svgNumber(r.x))\" y=\"\(svgNumber(r.y))\" width=\"\(svgNumber(r.width))\" height=\"\(svgNumber(r.height))\""
}

private func fillAttributes(_ color: Color?) -> String {
    guard let color else { return " fill=\"none\"" }
    var result = " fill=\"\(hexColor(color))\""
    if color.alpha < 1 { result += " fill-opacity=\"\(svgNumber(color.alpha))\"" }
    return result
}

private func strokeAttributes(_ stroke: Stroke) -> String {
    var result = " stroke=\"\(hexColor(stroke.color))\" stroke-width=\"\(svgNumber(stroke.width))\""
    if stroke.color.alpha < 1 { result += " stroke-opacity=\"\(svgNumber(stroke.color.alpha))\"" }
    if !stroke.dash.isEmpty { result += " stroke-dasharray=\"\(stroke.dash.map(svgNumber).joined(separator: " "))\"" }
    return result
}

private func cssWeight(_ weight: FontWeight) -> Int {
    switch weight {
    case .ultraLight: 100
    case .thin: 200
    case .light: 300
    case .regular: 400
    case .medium: 500
    case .semibold: 600
    case .bold: 700
    case .heavy: 800
    case .black: 900
    }
}

/// A number as SVG text: rounded to 1e-4 (a tenth of a thousandth of a point is invisible at any
/// resolution the size limit allows), no exponent, no trailing zeros, never "-0".
package func svgNumber(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    // Beyond this the scaled value would not fit Int64; no diagram within the size limit gets near.
    guard abs(value) < 1e14 else { return formatNumber(value) }
    let tenThousandths = Int64((abs(value) * 10_000).rounded())
    let whole = tenThousandths / 10_000
    var fraction = String(tenThousandths % 10_000)
    fraction = String(repeating: "0", count: 4 - fraction.count) + fraction
    while fraction.last == "0" { fraction.removeLast() }
    let sign = value < 0 && tenThousandths != 0 ? "-" : ""
    return sign + String(whole) + (fraction.isEmpty ? "" : "." + fraction)
}

/// `#RRGGBB`; alpha is written separately as an opacity.
package func hexColor(_ color: Color) -> String {
    let digits = Array("0123456789ABCDEF")
    var result = "#"
    for component in [color.red, color.green, color.blue] {
        let byte = Int((min(max(component, 0), 1) * 255).rounded())
        result.append(digits[byte / 16])
        result.append(digits[byte % 16])
    }
    return result
}

/// Text made safe for XML content and attribute values. Characters XML 1.0 cannot carry at all
/// (most C0 controls, U+FFFE, U+FFFF) become U+FFFD rather than making the document unreadable.
package func xmlEscaped(_ text: String, keepingLineBreaks: Bool = false) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
        switch scalar {
        case "&": result += "&amp;"
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        case "\"": result += "&quot;"
        case "'": result += "&apos;"
        case "\t", "\n", "\r":
            // Attribute values normalise raw white space, so it is written as references there.
            if keepingLineBreaks { result.unicodeScalars.append(scalar) } else { result += "&#\(scalar.value);" }
        case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
            result.unicodeScalars.append("\u{FFFD}")
        default: result.unicodeScalars.append(scalar)
        }
    }
    return result
}

/// A file path as a URI reference: every byte outside RFC 3986's unreserved set and "/" is
/// percent-encoded, so spaces, "#", "?" and non-ASCII names survive.
package func percentEncodedPath(_ path: String) -> String {
    percentEncoded(path) { $0 == UInt8(ascii: "/") }
}

/// `text` with every UTF-8 byte outside RFC 3986's unreserved set and those `alsoKeeping` accepts
/// percent-encoded, in upper-case hex (as Foundation's `addingPercentEncoding` does).
package func percentEncoded(_ text: String, alsoKeeping: (UInt8) -> Bool) -> String {
    let hex = Array("0123456789ABCDEF")
    var result = ""
    for byte in text.utf8 {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            result.unicodeScalars.append(Unicode.Scalar(byte))
        case _ where alsoKeeping(byte):
            result.unicodeScalars.append(Unicode.Scalar(byte))
        default:
            result += "%"
            result.append(hex[Int(byte / 16)])
            result.append(hex[Int(byte % 16)])
        }
    }
    return result
}

/// `path` relative to `directory`, both absolute, by their "/"-separated components; `path`
/// unchanged when either is relative or contains ".." (resolving that needs the file system).
package func relativePath(of path: String, from directory: String) -> String {
    guard path.hasPrefix("/"), directory.hasPrefix("/") else { return path }
    func components(_ p: String) -> [Substring] { p.split(separator: "/").filter { $0 != "." } }
    let target = components(path)
    let base = components(directory)
    guard !target.contains(".."), !base.contains("..") else { return path }
    var common = 0
    while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
    let ups = Array(repeating: "..", count: base.count - common)
    let rest = target[common...].map(String.init)
    let joined = (ups + rest).joined(separator: "/")
    return joined.isEmpty ? "." : joined
}
