import ButtonDiagram
import ButtonLayout

/// A display list as the text the C floor program reads (FloorProgram.swift): one item a line,
/// numbers in Swift's shortest round-trip form (strtod reads back the same double), text and
/// paths as a byte count, a newline and the bytes.
func displayListText(_ list: DisplayList) -> String {
    var out = "canvas \(list.size.width) \(list.size.height) \(list.pixelsPerPoint) \(colorText(list.background))\n"
    for item in list.items {
        switch item.shape {
        case .rect(let rect, let fill, let stroke):
            out += "rect \(rectText(rect)) \(fill == nil ? "0" : "1 " + colorText(fill!)) \(stroke == nil ? "0" : "1 " + strokeText(stroke!))\n"
        case .roundedRect(let rect, let radius, let fill, let stroke):
            // Corners as the renderer computes them, so the floor only draws.
            out += "rrect \(rect.minX) \(rect.minY) \(rect.maxX) \(rect.maxY) \(cornerRadius(radius, of: rect)) "
            out += "\(fill == nil ? "0" : "1 " + colorText(fill!)) \(stroke == nil ? "0" : "1 " + strokeText(stroke!))\n"
        case .line(let from, let to, let stroke):
            out += "line \(from.x) \(from.y) \(to.x) \(to.y) \(strokeText(stroke))\n"
        case .polygon(let points, let fill, let stroke):
            out += "poly \(points.count) " + points.map { "\($0.x) \($0.y)" }.joined(separator: " ")
            out += " \(fill == nil ? "0" : "1 " + colorText(fill!)) \(stroke == nil ? "0" : "1 " + strokeText(stroke!))\n"
        case .text(let run):
            let alignment = switch run.alignment { case .left: 0; case .center: 1; case .right: 2 }
            out += "text \(run.font.weight.numericWeight) \(run.font.size) \(run.measuredSize ?? 0) \(alignment) \(rectText(run.box)) \(colorText(run.color)) "
            out += "\(run.text.utf8.count)\n\(run.text)\n"
        case .image(let frame, let source):
            switch source {
            case .placeholder: out += "image \(rectText(frame)) placeholder\n"
            case .file(let path): out += "image \(rectText(frame)) file \(path.utf8.count)\n\(path)\n"
            }
        }
    }
    return out
}

private func rectText(_ rect: Rect) -> String { "\(rect.x) \(rect.y) \(rect.width) \(rect.height)" }

private func colorText(_ color: Color) -> String { "\(color.red) \(color.green) \(color.blue) \(color.alpha)" }

private func strokeText(_ stroke: Stroke) -> String {
    "\(colorText(stroke.color)) \(stroke.width) \(stroke.dash.count)" + stroke.dash.map { " \($0)" }.joined()
}
