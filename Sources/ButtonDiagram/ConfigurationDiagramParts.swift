import ButtonLayout
import ButtonScenario

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A measured gap drawn as a line with a bar across each end, in button points.
struct DimensionLine: Hashable {
    var id: String
    /// The configuration property it shows, e.g. `imagePadding`.
    var name: String
    var value: Double
    var from: Point
    var to: Point
    var bar: Double

    private var isHorizontal: Bool { from.y == to.y }

    private func bar(at p: Point) -> (from: Point, to: Point) {
        isHorizontal
            ? (Point(x: p.x, y: p.y - bar / 2), Point(x: p.x, y: p.y + bar / 2))
            : (Point(x: p.x - bar / 2, y: p.y), Point(x: p.x + bar / 2, y: p.y))
    }

    var startBar: (from: Point, to: Point) { bar(at: from) }
    var endBar: (from: Point, to: Point) { bar(at: to) }

    /// The line and its bars.
    var extent: Rect {
        let points = [startBar.from, startBar.to, endBar.from, endBar.to]
        return boundingBox(points)
    }
}

extension DiagramBuilder {
    /// `imagePadding` between the image (or indicator) and the text, `titlePadding` between title
    /// and subtitle: each only when it is in effect and not zero. Drawn from the text's edge,
    /// the padding's length: where UIKit put it before any split `fill` moved the parts apart.
    func paddingDimensions(_ layout: ConfigurationLayoutResult) -> [DimensionLine] {
        let r = layout.resolution
        let bar = configurationStyle.dimensionBar
        var lines: [DimensionLine] = []
        let labels = [layout.titleLabel, layout.subtitleLabel].compactMap { $0.map(standardized) }
        if r.imagePadding != 0, let slot = (layout.imageAlignmentRect ?? layout.activityIndicator).map(standardized),
           let first = labels.first {
            let text = labels.dropFirst().reduce(first) { $0.union($1) }
            let ip = r.imagePadding
            let (from, to): (Point, Point) =
                switch r.imagePlacement {
                case .leading, .trailing:
                    r.imageOnLeft
                        ? (Point(x: text.minX - ip, y: slot.midY), Point(x: text.minX, y: slot.midY))
                        : (Point(x: text.maxX, y: slot.midY), Point(x: text.maxX + ip, y: slot.midY))
                case .top: (Point(x: slot.midX, y: text.minY - ip), Point(x: slot.midX, y: text.minY))
                case .bottom: (Point(x: slot.midX, y: text.maxY), Point(x: slot.midX, y: text.maxY + ip))
                }
            lines.append(DimensionLine(id: "image-padding", name: "imagePadding", value: ip, from: from, to: to, bar: bar))
        }
        if r.titlePadding != 0, let title = layout.titleLabel.map(standardized), let subtitle = layout.subtitleLabel.map(standardized) {
            // Where both labels are, so the line visibly joins them.
            let x = (max(title.minX, subtitle.minX) + min(title.maxX, subtitle.maxX)) / 2
            lines.append(DimensionLine(
                id: "title-padding", name: "titlePadding", value: r.titlePadding,
                from: Point(x: x, y: title.maxY), to: Point(x: x, y: title.maxY + r.titlePadding), bar: bar))
        }
        return lines
    }

    /// The content insets' numbers, each in the band between the bounds and the dashed rect on
    /// its side: centred on the rect, or slid along the band (as far as the bounds' corners) to
    /// clear the frames in `avoiding` (an image view taller than its alignment rect reaches into
    /// the band). A number is left out where the band
    /// cannot hold it clear of both outlines (a 5-pt band is too thin at the figure's type size);
    /// the figure then says all four in a label instead.
    func contentInsetNumbers(_ layout: ConfigurationLayoutResult, avoiding frames: [Rect]) -> [(id: String, run: TextRun)] {
        let look = configurationStyle
        let insets = layout.resolution.physicalInsets
        let b = standardized(layout.bounds)
        let i = standardized(layout.contentInsetsRect)
        let strokes = style.boundsStroke.width / 2 + look.contentInsetsStroke.width / 2
        // Digits stand about 0.6 of a line box tall; a number keeps this far from what it avoids.
        let digitShare = 0.62
        let clearance = 1.0
        var drawn: [(id: String, run: TextRun)] = []
        let sides: [(side: String, value: Double, across: Double, band: Double, horizontalBand: Bool)] = [
            ("top", insets.top, (b.minY + i.minY) / 2, abs(i.minY - b.minY), true),
            ("left", insets.left, (b.minX + i.minX) / 2, abs(i.minX - b.minX), false),
            ("bottom", insets.bottom, (b.maxY + i.maxY) / 2, abs(b.maxY - i.maxY), true),
            ("right", insets.right, (b.maxX + i.maxX) / 2, abs(b.maxX - i.maxX), false),
        ]
        for side in sides {
            let text = figureNumber(side.value)
            let size = measurer.measure(text, font: look.insetFont)
            let room = side.band - strokes
            guard side.horizontalBand ? room >= digitShare * size.height : room >= size.width + clearance else { continue }
            // Along the band, within the bounds' outline: the dashed rect's middle first, then just
            // past each frame's ends, nearest first.
            let (low, high, length) =
                side.horizontalBand
                ? (b.minX + strokes, b.maxX - strokes, size.width) : (b.minY + strokes, b.maxY - strokes, size.height)
            let middle = side.horizontalBand ? i.midX : i.midY
            var centres = [middle]
            for frame in frames {
                let (start, end) = side.horizontalBand ? (frame.minX, frame.maxX) : (frame.minY, frame.maxY)
                centres += [start - length / 2 - clearance, end + length / 2 + clearance]
            }
            centres.sort { (abs($0 - middle), $0) < (abs($1 - middle), $1) }
            func box(_ centre: Double) -> Rect {
                side.horizontalBand
                    ? Rect(x: centre - size.width / 2, y: side.across - size.height / 2, width: size.width, height: size.height)
                    : Rect(x: side.across - size.width / 2, y: centre - size.height / 2, width: size.width, height: size.height)
            }
            // Only the digits need to stay clear across the band: the line box is taller than they are.
            func isClear(_ r: Rect) -> Bool {
                let inset = side.horizontalBand ? r.height * (1 - digitShare) / 2 : 0
                let digits = Rect(x: r.x - clearance, y: r.y + inset, width: r.width + 2 * clearance, height: r.height - 2 * inset)
                return !(frames + drawn.map(\.run.box)).contains { overlaps(digits, $0) }
            }
            let along = centres.first { centre in
                centre - length / 2 >= low - 1e-9 && centre + length / 2 <= high + 1e-9 && isClear(box(centre))
            }
            guard let along else { continue }
            drawn.append(("content-insets-\(side.side)", TextRun(text: text, box: box(along), alignment: .center, font: look.insetFont, color: look.insetColor)))
        }
        return drawn
    }

    /// UIActivityIndicatorView's eight spokes, fading clockwise from the top one.
    func activityIndicatorSpokes(in frame: Rect) -> [(from: Point, to: Point, stroke: Stroke)] {
        let side = min(frame.width, frame.height)
        let centre = Point(x: frame.midX, y: frame.midY)
        let color = configurationStyle.activityIndicatorColor
        return (0..<8).map { index in
            let angle = -Double.pi / 2 + Double(index) * Double.pi / 4
            let (dx, dy) = (cos(angle), sin(angle))
            var faded = color
            faded.alpha = 1 - 0.1 * Double(index)
            return (
                Point(x: centre.x + dx * side * 0.22, y: centre.y + dy * side * 0.22),
                Point(x: centre.x + dx * side * 0.44, y: centre.y + dy * side * 0.44),
                Stroke(color: faded, width: side * 0.09)
            )
        }
    }
}
