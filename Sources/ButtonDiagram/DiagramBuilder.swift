import ButtonLayout
import ButtonScenario

/// Why a diagram cannot be built.
public enum DiagramError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The canvas would exceed `ScenarioLimits.maximumPixelSide` on a side. The sizes are in pixels;
    /// when the check fails early they are a lower bound.
    case tooLarge(width: Int, height: Int, maximum: Int)
    /// A `diagram` option no drawing can honour.
    case invalidOption(name: String, value: Double, requirement: String)
    /// A frame with NaN or infinite numbers.
    case nonFiniteFrame(element: String, rect: Rect)
    /// A model this builder cannot draw yet.
    case unsupportedModel(LayoutModelKind)

    public var description: String {
        switch self {
        case .tooLarge(let width, let height, let maximum):
            "the diagram would be \(width) × \(height) px, over the limit of \(maximum) px on a side; "
                + "lower diagram.pixelsPerPoint or make the button smaller"
        case .invalidOption(let name, let value, let requirement):
            "diagram.\(name) is \(formatNumber(value)); it must be \(requirement)"
        case .nonFiniteFrame(let element, let rect):
            "\(element) \(formatRect(rect)) is not finite and cannot be drawn"
        case .unsupportedModel(let kind):
            "\(kind.rawValue) figures cannot be drawn yet"
        }
    }
}

/// Turns a scenario and its computed layout into a `DisplayList`: everything a backend draws, in
/// paint order, in canvas points, with every string final. Pure: no drawing, no I/O.
///
/// Paint order: background, grid, axes with arrowheads and tick labels, highlighted areas, the
/// image, the title label and its text, the virtual image and title, ghosts, the bounds, the
/// frames' number labels, the caption.
public struct DiagramBuilder: Sendable {
    /// Measures labels, tick numbers, the caption and titles, for placement and truncation. Must
    /// be the measurer the backends draw with, or the text will not fit as planned.
    public var measurer: any TextMeasuring
    public var style: DiagramStyle

    public init(measurer: any TextMeasuring, style: DiagramStyle = .article) {
        self.measurer = measurer
        self.style = style
    }

    /// Grid lines closer than this many pixels would paint a flat grey; they are left out.
    public static let minimumGridPixels = 2.0
    /// Tick spacings are multiplied (×2, ×5, ×10, …) until this few labels remain at most.
    static let maximumTickCount = 400

    public func build(scenario: Scenario, layout: LayoutResult) throws(DiagramError) -> DisplayList {
        let options = scenario.diagram
        let ppp = options.pixelsPerPoint
        guard ppp.isFinite, ppp > 0 else {
            throw .invalidOption(name: "pixelsPerPoint", value: ppp, requirement: "a positive number")
        }
        guard options.grid.isFinite, options.grid >= 0 else {
            throw .invalidOption(name: "grid", value: options.grid, requirement: "zero (no grid) or a positive number")
        }
        guard options.ticks.isFinite, options.ticks >= 0 else {
            throw .invalidOption(name: "ticks", value: options.ticks, requirement: "zero (no tick labels) or a positive number")
        }
        let maximum = ScenarioLimits.maximumPixelSide

        // MARK: What is drawn

        let button = scenario.button
        let ghosts = options.ghosts + reportedRectGhosts(layout)
        let highlighted = Set(options.highlight ?? defaultHighlight(button))
        let (showVirtualTitle, showVirtualImage) = virtualBoxes(options.virtual, layout: layout)

        let areas: [(area: DiagramArea, id: String, rect: Rect)] = [
            (.imageArea, "area-image", layout.imageArea),
            (.titleArea, "area-title", layout.titleArea),
            (.contentRect, "content-rect", layout.contentRect),
        ].filter { highlighted.contains($0.0) }
        let virtualTitle = showVirtualTitle ? layout.virtualTitle : nil
        let virtualImage = showVirtualImage ? layout.virtualImage : nil

        var named: [(String, Rect)] = [("bounds", layout.bounds)]
        named += areas.map { ($0.area.rawValue, $0.rect) }
        if let r = layout.imageView { named.append(("imageView", r)) }
        if let r = layout.titleLabel { named.append(("titleLabel", r)) }
        if let r = virtualTitle { named.append(("virtualTitle", r)) }
        if let r = virtualImage { named.append(("virtualImage", r)) }
        for (index, ghost) in ghosts.enumerated() { named.append(("ghost \(index)", ghost.rect)) }
        for (name, rect) in named where !rect.isFinite {
            throw .nonFiniteFrame(element: name, rect: rect)
        }

        // MARK: Extent, checked before anything proportional to it is made

        let content = named.map { standardized($0.1) }.reduce(Rect.zero) { $0.union($1) }
        try checkSize(
            width: (content.width + 2 * (style.margin + style.axisOvershoot)) * ppp,
            height: (content.height + 2 * (style.margin + style.axisOvershoot)) * ppp,
            maximum: maximum)

        let gridDrawn = options.grid > 0 && options.grid * ppp >= Self.minimumGridPixels
        let snap = gridDrawn ? options.grid : 1
        let gridded = Rect(
            x: floorTo(content.minX, snap), y: floorTo(content.minY, snap),
            width: ceilTo(content.maxX, snap) - floorTo(content.minX, snap),
            height: ceilTo(content.maxY, snap) - floorTo(content.minY, snap))

        // MARK: Axes and ticks (button points)

        let xTip = gridded.maxX + style.axisOvershoot
        let yTip = gridded.maxY + style.axisOvershoot
        let xAxis = (from: Point(x: gridded.minX, y: 0), to: Point(x: xTip - style.arrowLength, y: 0))
        let yAxis = (from: Point(x: 0, y: gridded.minY), to: Point(x: 0, y: yTip - style.arrowLength))
        let xArrow = [
            Point(x: xTip, y: 0), Point(x: xTip - style.arrowLength, y: -style.arrowHalfWidth),
            Point(x: xTip - style.arrowLength, y: style.arrowHalfWidth),
        ]
        let yArrow = [
            Point(x: 0, y: yTip), Point(x: style.arrowHalfWidth, y: yTip - style.arrowLength),
            Point(x: -style.arrowHalfWidth, y: yTip - style.arrowLength),
        ]

        var ticks: [(id: String, run: TextRun)] = []
        if options.ticks > 0 {
            let step = tickStep(options.ticks, extent: gridded)
            for value in multiples(of: step, from: gridded.minX, to: gridded.maxX) {
                let text = formatNumber(value)
                let size = measurer.measure(text, font: style.tickFont)
                let box = Rect(x: value - size.width / 2, y: -style.tickGap - size.height, width: size.width, height: size.height)
                ticks.append(("tick-x-\(text)", TextRun(text: text, box: box, alignment: .center, font: style.tickFont, color: style.tickColor)))
            }
            // 0 is already written at the corner, above the x axis.
            for value in multiples(of: step, from: gridded.minY, to: gridded.maxY) where value != 0 {
                let text = formatNumber(value)
                let size = measurer.measure(text, font: style.tickFont)
                let box = Rect(x: -style.tickGap - size.width, y: value - size.height / 2, width: size.width, height: size.height)
                ticks.append(("tick-y-\(text)", TextRun(text: text, box: box, alignment: .right, font: style.tickFont, color: style.tickColor)))
            }
        }

        // MARK: Number labels (button points)

        var labels: [(id: String, run: TextRun)] = []
        let ghostLabels: [String?] = ghosts.map { ghost in
            options.labels ? "\(ghost.label ?? "ghost") \(formatRect(ghost.rect))" : ghost.label
        }
        do {
            var obstacles: [Rect] = []
            for r in [layout.imageView, layout.titleLabel, virtualTitle, virtualImage].compactMap({ $0 }) {
                obstacles.append(standardized(r))
            }
            obstacles += ghosts.map { standardized($0.rect) }
            obstacles += ticks.map(\.run.box)
            let w = style.axisWidth
            obstacles.append(Rect(x: xAxis.from.x, y: -w / 2, width: xTip - xAxis.from.x, height: w))
            obstacles.append(Rect(x: -w / 2, y: yAxis.from.y, width: w, height: yTip - yAxis.from.y))
            obstacles.append(boundingBox(xArrow))
            obstacles.append(boundingBox(yArrow))
            obstacles += edges(of: layout.bounds, width: style.boundsStroke.width)
            for area in areas {
                obstacles += edges(of: area.rect, width: areaStroke(area.area).width)
            }
            var placer = LabelPlacer(obstacles: obstacles, gap: style.labelGap)

            var requests: [(id: String, text: String, frame: Rect, avoid: [Rect])] = []
            if options.labels {
                if let r = layout.imageView { requests.append(("label-image-view", "imageView \(formatRect(r))", r, [])) }
                if let r = layout.titleLabel { requests.append(("label-title-label", "titleLabel \(formatRect(r))", r, [])) }
                if let r = virtualImage { requests.append(("label-virtual-image", "virtual image \(formatRect(r))", r, [])) }
                if let r = virtualTitle { requests.append(("label-virtual-title", "virtual title \(formatRect(r))", r, [])) }
            }
            for (index, ghost) in ghosts.enumerated() {
                if let text = ghostLabels[index] { requests.append(("label-ghost-\(index)", text, ghost.rect, [])) }
            }
            if options.labels {
                for area in areas {
                    let r = standardized(area.rect)
                    requests.append(("label-\(area.id)", "\(area.area.rawValue) \(formatRect(area.rect))", r, [r]))
                }
            }
            for request in requests {
                let size = measurer.measure(request.text, font: style.labelFont)
                let box = placer.place(size, around: standardized(request.frame), avoiding: request.avoid)
                labels.append((request.id, TextRun(text: request.text, box: box, alignment: .left, font: style.labelFont, color: style.labelColor)))
            }
        }

        // MARK: Canvas

        var outer = gridded
        outer = outer.union(Rect(x: xTip, y: -style.arrowHalfWidth, width: 0, height: 2 * style.arrowHalfWidth))
        outer = outer.union(Rect(x: -style.arrowHalfWidth, y: yTip, width: 2 * style.arrowHalfWidth, height: 0))
        for box in ticks.map(\.run.box) + labels.map(\.run.box) { outer = outer.union(box) }

        let captionText = (options.caption ?? scenario.caption ?? "")
            .split(whereSeparator: \.isNewline).joined(separator: " ")
        var captionHeight = 0.0
        if !captionText.isEmpty {
            let size = measurer.measure(captionText, font: style.captionFont)
            captionHeight = size.height
            if size.width > outer.width {
                let extra = (size.width - outer.width) / 2
                outer = Rect(x: outer.x - extra, y: outer.y, width: size.width, height: outer.height)
            }
            outer.height += style.captionGap + captionHeight
        }
        let m = style.margin
        // Whole pixels for the edges, so the canvas is whole pixels and the button's origin sits on a
        // pixel corner, where a stroke of an even number of pixels stays sharp.
        let leftPx = ((outer.minX - m) * ppp + 1e-9).rounded(.down)
        let topPx = ((outer.minY - m) * ppp + 1e-9).rounded(.down)
        let widthPx = ((outer.maxX + m) * ppp - 1e-9).rounded(.up) - leftPx
        let heightPx = ((outer.maxY + m) * ppp - 1e-9).rounded(.up) - topPx
        try checkSize(width: widthPx, height: heightPx, maximum: maximum)

        let origin = Point(x: -leftPx / ppp, y: -topPx / ppp)
        let canvas = Size(width: widthPx / ppp, height: heightPx / ppp)
        func c(_ p: Point) -> Point { Point(x: p.x + origin.x, y: p.y + origin.y) }
        func c(_ r: Rect) -> Rect { Rect(x: r.x + origin.x, y: r.y + origin.y, width: r.width, height: r.height) }
        func c(_ run: TextRun) -> TextRun {
            var moved = run
            moved.box = c(run.box)
            return moved
        }

        // MARK: Items, in paint order

        var items: [DisplayItem] = []
        func add(_ id: String, _ shape: Shape) { items.append(DisplayItem(id: id, shape: shape)) }

        add("background", .rect(Rect(origin: .zero, size: canvas), fill: style.background, stroke: nil))

        if gridDrawn {
            // Centred on a pixel, not on a pixel edge, so that a one-pixel line stays one sharp pixel.
            let hairline = Stroke(color: style.gridColor, width: 1 / ppp)
            func pixelCentre(_ canvasPoints: Double, limit: Double) -> Double {
                (min((canvasPoints * ppp + 1e-9).rounded(.down), limit - 1) + 0.5) / ppp
            }
            for value in multiples(of: options.grid, from: -origin.x, to: canvas.width - origin.x) {
                let x = pixelCentre(value + origin.x, limit: widthPx)
                add("grid-x-\(formatNumber(value))", .line(from: Point(x: x, y: 0), to: Point(x: x, y: canvas.height), stroke: hairline))
            }
            for value in multiples(of: options.grid, from: -origin.y, to: canvas.height - origin.y) {
                let y = pixelCentre(value + origin.y, limit: heightPx)
                add("grid-y-\(formatNumber(value))", .line(from: Point(x: 0, y: y), to: Point(x: canvas.width, y: y), stroke: hairline))
            }
        }

        let axisStroke = Stroke(color: style.axisColor, width: style.axisWidth)
        add("axis-x", .line(from: c(xAxis.from), to: c(xAxis.to), stroke: axisStroke))
        add("axis-x-arrow", .polygon(xArrow.map(c), fill: style.axisColor, stroke: nil))
        add("axis-y", .line(from: c(yAxis.from), to: c(yAxis.to), stroke: axisStroke))
        add("axis-y-arrow", .polygon(yArrow.map(c), fill: style.axisColor, stroke: nil))
        for tick in ticks { add(tick.id, .text(c(tick.run))) }

        for area in areas {
            let fill: Color? = switch area.area {
            case .imageArea: style.imageAreaFill
            case .titleArea: style.titleAreaFill
            case .contentRect: nil
            }
            add(area.id, .rect(c(standardized(area.rect)), fill: fill, stroke: areaStroke(area.area)))
        }

        if let frame = layout.imageView.map(standardized) {
            let source: ImageSource = scenario.image?.file.map { .file(path: $0) } ?? .placeholder
            add("image-view", .image(c(frame), source: source))
        }

        let title = scenario.title
        let font = title.map { titleFont(for: $0, measurer: measurer) }
        func titleText(_ id: String, in frame: Rect, color: Color) {
            guard let title, let font, !title.text.isEmpty else { return }
            // The engine's truncated line (R6.3) is what the label shows; cut again only if the
            // stand-in font still overflows the frame.
            let shown = layout.truncatedTitle ?? title.text
            let text = middleTruncated(shown, toWidth: frame.width, font: font, measurer: measurer)
            guard !text.isEmpty else { return }
            add(id, .text(TextRun(text: text, box: c(frame), alignment: .center, font: font, color: color)))
        }
        if let frame = layout.titleLabel.map(standardized) {
            add("title-label", .rect(c(frame), fill: style.titleFill, stroke: nil))
            titleText("title-text", in: frame, color: style.titleTextColor)
        }
        if let frame = virtualImage.map(standardized) {
            add("virtual-image", .rect(c(frame), fill: nil, stroke: style.virtualImageStroke))
        }
        if let frame = virtualTitle.map(standardized) {
            add("virtual-title", .rect(c(frame), fill: style.virtualTitleFill, stroke: nil))
            titleText("virtual-title-text", in: frame, color: style.virtualTitleTextColor)
        }

        for (index, ghost) in ghosts.enumerated() {
            let frame = c(standardized(ghost.rect))
            add("ghost-\(index)", .rect(frame, fill: nil, stroke: style.ghostStroke))
            if ghost.crossOut {
                add("ghost-\(index)-cross-1", .line(
                    from: Point(x: frame.minX, y: frame.minY), to: Point(x: frame.maxX, y: frame.maxY), stroke: style.crossOutStroke))
                add("ghost-\(index)-cross-2", .line(
                    from: Point(x: frame.maxX, y: frame.minY), to: Point(x: frame.minX, y: frame.maxY), stroke: style.crossOutStroke))
            }
        }

        add("bounds", .rect(c(standardized(layout.bounds)), fill: nil, stroke: style.boundsStroke))

        for label in labels { add(label.id, .text(c(label.run))) }

        if !captionText.isEmpty {
            let box = Rect(
                x: m, y: canvas.height - m - captionHeight,
                width: max(0, canvas.width - 2 * m), height: captionHeight)
            add("caption", .text(TextRun(text: captionText, box: box, alignment: .center, font: style.captionFont, color: style.captionColor)))
        }

        return DisplayList(size: canvas, pixelsPerPoint: ppp, background: style.background, buttonOrigin: origin, items: items)
    }

    // MARK: - Helpers

    /// The spec's default: the areas whose insets are non-zero.
    func defaultHighlight(_ button: Button) -> [DiagramArea] {
        var result: [DiagramArea] = []
        if !button.imageEdgeInsets.isZero { result.append(.imageArea) }
        if !button.titleEdgeInsets.isZero { result.append(.titleArea) }
        if !button.contentEdgeInsets.isZero { result.append(.contentRect) }
        return result
    }

    /// Which virtual boxes to draw. Automatic: when the areas differ, each element whose own area
    /// moved away from the content rect imagines its partner beside it (fig. 5: only the image's
    /// area moved, so only the virtual title shows) — unless the partner imagined is exactly where
    /// the real one is (fig. 9), where it would only hide the real one.
    func virtualBoxes(_ mode: VirtualBoxes?, layout: LayoutResult) -> (title: Bool, image: Bool) {
        switch mode {
        case .none?: return (false, false)
        case .title?: return (true, false)
        case .image?: return (false, true)
        case .both?: return (true, true)
        case nil:
            guard layout.imageArea != layout.titleArea else { return (false, false) }
            let imageMoved = layout.imageArea != layout.contentRect
            let titleMoved = layout.titleArea != layout.contentRect
            // Both areas differ from each other, so at least one moved; if neither did by this test
            // (cannot happen), show both rather than nothing.
            let (title, image) = !imageMoved && !titleMoved ? (true, true) : (imageMoved, titleMoved)
            return (title && layout.virtualTitle != layout.titleLabel, image && layout.virtualImage != layout.imageView)
        }
    }

    func areaStroke(_ area: DiagramArea) -> Stroke {
        switch area {
        case .imageArea: style.imageAreaStroke
        case .titleArea: style.titleAreaStroke
        case .contentRect: style.contentRectStroke
        }
    }

    /// The smallest of ticks × 1, 2, 5, 10, 20, 50, … whose labels neither crowd each other nor number
    /// in the thousands.
    func tickStep(_ ticks: Double, extent: Rect) -> Double {
        var step = ticks
        // 60 rounds multiply the step by more than 1e19: far past any canvas the size check lets through.
        for round in 0..<60 {
            let count = extent.width / step + extent.height / step
            if count <= Double(Self.maximumTickCount) {
                let ends = [extent.minX, extent.maxX, extent.minY, extent.maxY].map { ($0 / step).rounded(.towardZero) * step }
                let sizes = ends.map { measurer.measure(formatNumber($0), font: style.tickFont) }
                let widest = sizes.map(\.width).max() ?? 0
                let tallest = sizes.map(\.height).max() ?? 0
                if step >= widest + style.tickGap && step >= tallest + 1 { return step }
            }
            step *= [2.0, 2.5, 2.0][round % 3]
        }
        return step
    }

    func checkSize(width: Double, height: Double, maximum: Int) throws(DiagramError) {
        guard width <= Double(maximum), height <= Double(maximum) else {
            throw .tooLarge(width: pixelCount(width), height: pixelCount(height), maximum: maximum)
        }
    }
}

/// The pixel transform of a display list, for the render sidecar JSON: the pixel of button point
/// (x, y) is (originX + x · pixelsPerPoint, originY + y · pixelsPerPoint).
public struct CanvasTransform: Hashable, Sendable {
    /// Canvas size in whole pixels.
    public var width: Int
    public var height: Int
    public var pixelsPerPoint: Double
    /// The pixel at which the button's (0, 0) lands; whole numbers for the diagrams this module builds.
    public var originX: Double
    public var originY: Double

    public init(width: Int, height: Int, pixelsPerPoint: Double, originX: Double, originY: Double) {
        self.width = width
        self.height = height
        self.pixelsPerPoint = pixelsPerPoint
        self.originX = originX
        self.originY = originY
    }

    public init(_ list: DisplayList) {
        // Rounded to 1e-9 px: origins are whole pixels up to floating-point noise from dividing by ppp.
        func clean(_ v: Double) -> Double { (v * 1e9).rounded() / 1e9 }
        self.init(
            width: list.pixelWidth, height: list.pixelHeight, pixelsPerPoint: list.pixelsPerPoint,
            originX: clean(list.buttonOrigin.x * list.pixelsPerPoint),
            originY: clean(list.buttonOrigin.y * list.pixelsPerPoint))
    }

    /// The pixel position of a point in the button's coordinates.
    public func pixel(of point: Point) -> Point {
        Point(x: originX + point.x * pixelsPerPoint, y: originY + point.y * pixelsPerPoint)
    }
}

/// A `layoutSubviews` override moves the views but not what the public rect methods return
/// (article 2's warning); drawing those rects as ghosts makes the mismatch visible.
func reportedRectGhosts(_ layout: LayoutResult) -> [Ghost] {
    guard layout.model == .layoutSubviews else { return [] }
    var ghosts: [Ghost] = []
    if let reported = layout.reportedImageRect, reported != layout.imageView {
        ghosts.append(Ghost(rect: reported, label: "imageRectForContentRect:"))
    }
    if let reported = layout.reportedTitleRect, reported != layout.titleLabel {
        ghosts.append(Ghost(rect: reported, label: "titleRectForContentRect:"))
    }
    return ghosts
}

// MARK: - Geometry helpers

/// CGRectStandardize: overridden rects may have negative sides; draw them where they cover.
func standardized(_ r: Rect) -> Rect {
    var s = r
    if s.width < 0 { s.x += s.width; s.width = -s.width }
    if s.height < 0 { s.y += s.height; s.height = -s.height }
    return s
}

/// The four outlines of a rect stroked `width` wide, as thin rects.
func edges(of rect: Rect, width: Double) -> [Rect] {
    let r = standardized(rect)
    let h = width / 2
    return [
        Rect(x: r.minX - h, y: r.minY - h, width: r.width + width, height: width),
        Rect(x: r.minX - h, y: r.maxY - h, width: r.width + width, height: width),
        Rect(x: r.minX - h, y: r.minY - h, width: width, height: r.height + width),
        Rect(x: r.maxX - h, y: r.minY - h, width: width, height: r.height + width),
    ]
}

func boundingBox(_ points: [Point]) -> Rect {
    let xs = points.map(\.x), ys = points.map(\.y)
    let minX = xs.min() ?? 0, minY = ys.min() ?? 0
    return Rect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
}

/// Tolerant of values a hair off a multiple: 0.3 / 0.1 is 2.9999999999999996.
func floorTo(_ value: Double, _ step: Double) -> Double { (value / step + 1e-9).rounded(.down) * step }
func ceilTo(_ value: Double, _ step: Double) -> Double { (value / step - 1e-9).rounded(.up) * step }

/// k · step for every whole k with lower ≤ k · step ≤ upper, -0 written as 0.
func multiples(of step: Double, from lower: Double, to upper: Double) -> [Double] {
    guard step > 0, lower <= upper else { return [] }
    let first = (lower / step - 1e-9).rounded(.up)
    let last = (upper / step + 1e-9).rounded(.down)
    guard first <= last else { return [] }
    return stride(from: first, through: last, by: 1).map { $0 * step == 0 ? 0 : $0 * step }
}

func pixelCount(_ value: Double) -> Int {
    guard value.isFinite else { return Int.max }
    return value >= Double(Int.max) ? Int.max : Int(value.rounded(.up))
}
