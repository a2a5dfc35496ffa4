import ButtonLayout
import ButtonScenario

/// A number label a model asks for: its text, the frame it describes, and rects only it must avoid.
struct LabelRequest {
    var id: String
    var text: String
    var frame: Rect
    /// Rects only this label must stay out of (an area, whose inside other labels may use).
    var avoid: [Rect] = []
}

/// What one model's figure puts on the shared scaffold (canvas, grid, axes, ticks, bounds,
/// number labels, warnings, caption).
struct FigureContent {
    /// Everything the model draws, by name: checked finite, and its union is the drawing's extent.
    var named: [(name: String, rect: Rect)]
    /// What number labels must stay off (frames, text, outlines), in button points. The axes,
    /// their arrowheads, tick labels, warning markers and the bounds' outline are added by the scaffold.
    var obstacles: [Rect]
    var labels: [LabelRequest]
    /// What a leader line should not cross (the image, the labels): a line over them hides part of
    /// the picture or strikes through the text.
    var leadersAvoid: [Rect] = []
    /// The button's text (title, subtitle), which a leader line never strikes through.
    var text: [Rect] = []
    var warnings: [FigureWarning] = []
    /// The SVG `<title>` and the figure's text alternative.
    var title: String? = nil
    var altText: String? = nil
}

/// Button points to canvas points.
struct CanvasMapping {
    var origin: Point

    func callAsFunction(_ p: Point) -> Point { Point(x: p.x + origin.x, y: p.y + origin.y) }

    func callAsFunction(_ r: Rect) -> Rect {
        Rect(x: r.x + origin.x, y: r.y + origin.y, width: r.width, height: r.height)
    }

    func callAsFunction(_ run: TextRun) -> TextRun {
        var moved = run
        moved.box = self(run.box)
        return moved
    }
}

extension DiagramBuilder {
    /// Rejects `diagram` options no figure can honour; every model checks them first.
    func validate(_ options: DiagramOptions) throws(DiagramError) {
        if let ppp = options.pixelsPerPoint, !(ppp.isFinite && ppp > 0) {
            throw .invalidOption(name: "pixelsPerPoint", value: ppp, requirement: "a positive number")
        }
        if let grid = options.grid, !(grid.isFinite && grid >= 0) {
            throw .invalidOption(name: "grid", value: grid, requirement: "zero (no grid) or a positive number")
        }
        if let ticks = options.ticks, !(ticks.isFinite && ticks >= 0) {
            throw .invalidOption(name: "ticks", value: ticks, requirement: "zero (no tick labels) or a positive number")
        }
    }

    /// This builder for one figure: the scale (the scenario's, else chosen from the bounds) and the
    /// theme's look converted from pixels to canvas points at that scale.
    func prepared(for options: DiagramOptions, bounds: Rect, frames: [Rect]) throws(DiagramError) -> DiagramBuilder {
        try validate(options)
        let drawn = frames.map(standardized).reduce(standardized(bounds)) { $0.union($1) }
        let ppp = options.pixelsPerPoint ?? Self.automaticScale(bounds: bounds, drawn: drawn)
        var prepared = self
        prepared.pixelsPerPoint = ppp
        prepared.scale = FigureScale(
            pixelsPerPoint: ppp, source: options.pixelsPerPoint == nil ? .automatic : options.pixelsPerPointSource,
            drawn: drawn.size, bounds: standardized(bounds).size)
        prepared.style = styles(options.theme).inPoints(ppp)
        prepared.configurationStyle = configurationStyles(options.theme).inPoints(ppp)
        return prepared
    }

    /// The figure around a model's drawing: sizes the canvas to everything drawn, then paints the
    /// background, grid, axes and ticks, the model's items (`paint`, given the button-to-canvas
    /// mapping), the bounds, the warning markers, the number labels (with their leader lines), the
    /// caption and the warnings' lines, in that order. Call on a `prepared` builder.
    func assemble(
        scenario: Scenario, bounds: Rect, content: FigureContent,
        paint: (CanvasMapping) -> [DisplayItem]
    ) throws(DiagramError) -> DisplayList {
        let options = scenario.diagram
        let ppp = pixelsPerPoint
        let maximum = ScenarioLimits.maximumPixelSide

        for (name, rect) in content.named where !rect.isFinite {
            throw .nonFiniteFrame(element: name, rect: rect)
        }

        // MARK: Extent, checked before anything proportional to it is made

        let drawn = content.named.map { standardized($0.rect) }.reduce(Rect.zero) { $0.union($1) }
        try checkSize(
            width: drawn.width * ppp + 2 * (style.margin + style.axisOvershoot) * ppp,
            height: drawn.height * ppp + 2 * (style.margin + style.axisOvershoot) * ppp,
            maximum: maximum)

        let steps = axisSteps(options, drawn: drawn, ppp: ppp)
        let snap = steps.grid ?? 1
        let gridded = Rect(
            x: floorTo(drawn.minX, snap), y: floorTo(drawn.minY, snap),
            width: ceilTo(drawn.maxX, snap) - floorTo(drawn.minX, snap),
            height: ceilTo(drawn.maxY, snap) - floorTo(drawn.minY, snap))

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
        if let step = steps.x {
            for value in multiples(of: step, from: gridded.minX, to: gridded.maxX) {
                let text = figureNumber(value)
                let size = measurer.measure(text, font: style.tickFont)
                let box = Rect(x: value - size.width / 2, y: -style.tickGap - size.height, width: size.width, height: size.height)
                ticks.append(("tick-x-\(text)", TextRun(text: text, box: box, alignment: .center, font: style.tickFont, color: style.tickColor)))
            }
        }
        if let step = steps.y {
            // 0 is already written at the corner, above the x axis.
            for value in multiples(of: step, from: gridded.minY, to: gridded.maxY) where value != 0 || steps.x == nil {
                let text = figureNumber(value)
                let size = measurer.measure(text, font: style.tickFont)
                let box = Rect(x: -style.tickGap - size.width, y: value - size.height / 2, width: size.width, height: size.height)
                ticks.append(("tick-y-\(text)", TextRun(text: text, box: box, alignment: .right, font: style.tickFont, color: style.tickColor)))
            }
        }

        // MARK: Warning markers and number labels (button points)

        let markers = warningMarkers(content.warnings)
        // The drawing without its number labels; the labels go inside the area made from it.
        var drawing = gridded
        drawing = drawing.union(Rect(x: xTip, y: -style.arrowHalfWidth, width: 0, height: 2 * style.arrowHalfWidth))
        drawing = drawing.union(Rect(x: -style.arrowHalfWidth, y: yTip, width: 2 * style.arrowHalfWidth, height: 0))
        for box in ticks.map(\.run.box) + markers.map(\.disc) { drawing = drawing.union(box) }
        let labelArea = content.labels.isEmpty ? drawing : self.labelArea(around: drawing)
        var labels: [(id: String, run: TextRun, leader: (from: Point, to: Point)?)] = []
        do {
            var obstacles = content.obstacles
            obstacles += ticks.map(\.run.box)
            obstacles += markers.map(\.disc)
            let w = style.axisWidth
            obstacles.append(Rect(x: xAxis.from.x, y: -w / 2, width: xTip - xAxis.from.x, height: w))
            obstacles.append(Rect(x: -w / 2, y: yAxis.from.y, width: w, height: yTip - yAxis.from.y))
            obstacles.append(boundingBox(xArrow))
            obstacles.append(boundingBox(yArrow))
            obstacles += edges(of: bounds, width: style.boundsStroke.width)
            var placer = LabelPlacer(obstacles: obstacles, gap: style.labelGap, area: labelArea)
            placer.leadersAvoid = content.leadersAvoid.map(standardized)
            placer.leadersNeverCross = content.text.map(standardized)
            // Frames a label could be mistaken for; areas are containers, too large to mislead.
            let framed = content.labels.filter(\.avoid.isEmpty).map { standardized($0.frame) }
            for request in content.labels {
                let size = measurer.measure(request.text, font: style.labelFont)
                let frame = standardized(request.frame)
                let (box, adjacent) = placer.placeLabel(size, around: frame, avoiding: request.avoid, distinctFrom: framed)
                let leader = adjacent ? nil : leaderLine(from: box, to: frame)
                // Later labels keep off the line, or it would run through their text.
                if let leader { placer.addObstacle(boundingBox([leader.from, leader.to])) }
                labels.append((request.id, TextRun(text: request.text, box: box, alignment: .left, font: style.labelFont, color: style.labelColor), leader))
            }
        }

        // MARK: Canvas

        // The label area, grown only by a label no spot inside it could hold (stacked below it).
        var outer = labelArea
        for box in labels.map(\.run.box) { outer = outer.union(box) }

        // The caption and the warnings wrap to the drawing's width, but not narrower than a line
        // of text needs to read well; a narrow drawing is widened evenly for them.
        let captionText = (options.caption ?? scenario.caption ?? "")
            .split(whereSeparator: \.isNewline).joined(separator: " ")
        let textWidth = max(outer.width, Self.minimumTextWidth / ppp)
        let captionLines = captionText.isEmpty ? [] : wrapped(captionText, font: style.captionFont, width: textWidth)
        let captionLineHeight = measurer.measure("Ag", font: style.captionFont).height
        // The profile (layout-model.md R17: every output names it), only when it is not the default, so everyday figures stay as they were.
        let profile = figureProfile(scenario)
        let profileHeight = profile == nil ? 0 : measurer.measure("Ag", font: style.labelFont).height
        let marker = style.warningMarkerSize
        let warningIndent = marker + style.labelGap
        let warningLines = content.warnings.map { wrapped($0.text, font: style.warningFont, width: textWidth - warningIndent) }
        let warningLineHeight = max(measurer.measure("Ag", font: style.warningFont).height, marker + style.labelGap / 2)
        // Warnings quote frame values: they take the whole text width, so their words never size the canvas.
        let widest = max(
            captionLines.map { measurer.measure($0, font: style.captionFont).width }.max() ?? 0, warningLines.isEmpty ? 0 : textWidth,
            profile.map { measurer.measure($0, font: style.labelFont).width } ?? 0)
        if widest > outer.width {
            let extra = (widest - outer.width) / 2
            outer = Rect(x: outer.x - extra, y: outer.y, width: widest, height: outer.height)
        }
        var textBlockHeight = 0.0
        if !captionLines.isEmpty { textBlockHeight += style.captionGap + Double(captionLines.count) * captionLineHeight }
        if profile != nil { textBlockHeight += style.captionGap + profileHeight }
        if !warningLines.isEmpty {
            textBlockHeight += style.captionGap + Double(warningLines.map(\.count).reduce(0, +)) * warningLineHeight
        }
        outer.height += textBlockHeight

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
        let c = CanvasMapping(origin: origin)

        // MARK: Items, in paint order

        var items: [DisplayItem] = []
        func add(_ id: String, _ shape: Shape) { items.append(DisplayItem(id: id, shape: shape)) }

        if style.background.alpha > 0 {
            add("background", .rect(Rect(origin: .zero, size: canvas), fill: style.background, stroke: nil))
        }

        if let grid = steps.grid {
            items += gridLines(
                spacing: grid, origin: origin, canvas: canvas, pixelsPerPoint: ppp, pixelWidth: widthPx,
                pixelHeight: heightPx, color: style.gridColor)
        }

        let axisStroke = Stroke(color: style.axisColor, width: style.axisWidth)
        add("axis-x", .line(from: c(xAxis.from), to: c(xAxis.to), stroke: axisStroke))
        add("axis-x-arrow", .polygon(xArrow.map { c($0) }, fill: style.axisColor, stroke: nil))
        add("axis-y", .line(from: c(yAxis.from), to: c(yAxis.to), stroke: axisStroke))
        add("axis-y-arrow", .polygon(yArrow.map { c($0) }, fill: style.axisColor, stroke: nil))
        for tick in ticks { add(tick.id, .text(c(tick.run))) }

        items += paint(c)

        add("bounds", .rect(c(standardized(bounds)), fill: nil, stroke: style.boundsStroke))

        for (number, disc) in markers { items += markerItems(id: "warning-marker-\(number)", number: number, disc: c(disc)) }

        for label in labels {
            if let leader = label.leader {
                add("leader-\(label.id.dropFirst("label-".count))", .line(from: c(leader.from), to: c(leader.to), stroke: style.leaderStroke))
            }
        }
        for label in labels {
            // A veil of the canvas under the text keeps it readable over a fill (an area, a capsule).
            if style.background.alpha > 0 {
                let pad = style.labelGap / 2
                var veil = style.background
                veil.alpha = 0.8
                let box = c(label.run.box)
                add("veil-\(label.id)", .roundedRect(
                    Rect(x: box.x - pad, y: box.y, width: box.width + 2 * pad, height: box.height), radius: pad, fill: veil, stroke: nil))
            }
            add(label.id, .text(c(label.run)))
        }

        var y = canvas.height - m - textBlockHeight
        if !captionLines.isEmpty {
            y += style.captionGap
            for (index, line) in captionLines.enumerated() {
                let box = Rect(x: m, y: y, width: max(0, canvas.width - 2 * m), height: captionLineHeight)
                add(index == 0 ? "caption" : "caption-\(index + 1)", .text(TextRun(
                    text: line, box: box, alignment: .center, font: style.captionFont, color: style.captionColor)))
                y += captionLineHeight
            }
        }
        if let profile {
            y += style.captionGap
            let box = Rect(x: m, y: y, width: max(0, canvas.width - 2 * m), height: profileHeight)
            add("profile", .text(TextRun(text: profile, box: box, alignment: .center, font: style.labelFont, color: style.captionColor)))
            y += profileHeight
        }
        if !warningLines.isEmpty {
            y += style.captionGap
            for (index, lines) in warningLines.enumerated() {
                let number = index + 1
                let disc = Rect(x: m, y: y + (warningLineHeight - marker) / 2, width: marker, height: marker)
                items += markerItems(id: "warning-\(number)-marker", number: number, disc: disc)
                for (lineIndex, line) in lines.enumerated() {
                    let box = Rect(x: m + warningIndent, y: y, width: max(0, canvas.width - 2 * m - warningIndent), height: warningLineHeight)
                    add(lineIndex == 0 ? "warning-\(number)" : "warning-\(number)-\(lineIndex + 1)", .text(TextRun(
                        text: line, box: box, alignment: .left, font: style.warningFont, color: style.warningTextColor)))
                    y += warningLineHeight
                }
            }
        }

        return DisplayList(
            size: canvas, pixelsPerPoint: ppp, background: style.background, buttonOrigin: origin, items: items,
            title: content.title, altText: content.altText)
    }

    /// "layout: legacy, uikit 14" under the caption for a scenario laid out for another era than 26 or
    /// for an old linked SDK; nil for the default profile, which figures do not name.
    func figureProfile(_ scenario: Scenario) -> String? {
        guard scenario.uikit != .ios26 || scenario.button.linkedSDK != .recent else { return nil }
        return scenario.profileName
    }

    /// Captions and warnings wrap at no less than this many pixels.
    static let minimumTextWidth = 360.0

    /// `text` broken into lines no wider than `width` at word boundaries (a word longer than a line
    /// is broken between characters, as UILabel does).
    func wrapped(_ text: String, font: FontSpec, width: Double) -> [String] {
        wordWrappedLines(text, maxWidth: width + widthTolerance) { measurer.measure($0, font: font).width }
    }

    /// Ghosts' labels: the ghost's own text, with its numbers unless labels are off.
    func ghostLabels(_ ghosts: [Ghost], numbers: Bool) -> [LabelRequest] {
        ghosts.enumerated().compactMap { index, ghost in
            let text = numbers ? "\(ghost.label ?? "ghost") \(figureRect(ghost.rect))" : ghost.label
            return text.map { LabelRequest(id: "label-ghost-\(index)", text: $0, frame: ghost.rect) }
        }
    }

    /// Ghosts as dashed outlines, crossed out in red when they are a wrong guess.
    func ghostItems(_ ghosts: [Ghost], _ c: CanvasMapping) -> [DisplayItem] {
        var items: [DisplayItem] = []
        for (index, ghost) in ghosts.enumerated() {
            let frame = c(standardized(ghost.rect))
            items.append(DisplayItem(id: "ghost-\(index)", shape: .rect(frame, fill: nil, stroke: style.ghostStroke)))
            if ghost.crossOut {
                items.append(DisplayItem(id: "ghost-\(index)-cross-1", shape: .line(
                    from: Point(x: frame.minX, y: frame.minY), to: Point(x: frame.maxX, y: frame.maxY), stroke: style.crossOutStroke)))
                items.append(DisplayItem(id: "ghost-\(index)-cross-2", shape: .line(
                    from: Point(x: frame.maxX, y: frame.minY), to: Point(x: frame.minX, y: frame.maxY), stroke: style.crossOutStroke)))
            }
        }
        return items
    }
}

/// The grid's hairlines, one every `spacing` points from the button's origin, each centred on a
/// pixel rather than on a pixel edge so that a one-pixel line stays one sharp pixel.
func gridLines(
    spacing: Double, origin: Point, canvas: Size, pixelsPerPoint ppp: Double, pixelWidth: Double,
    pixelHeight: Double, color: Color
) -> [DisplayItem] {
    let hairline = Stroke(color: color, width: 1 / ppp)
    func pixelCentre(_ canvasPoints: Double, limit: Double) -> Double {
        (min((canvasPoints * ppp + 1e-9).rounded(.down), limit - 1) + 0.5) / ppp
    }
    var items: [DisplayItem] = []
    for value in multiples(of: spacing, from: -origin.x, to: canvas.width - origin.x) {
        let x = pixelCentre(value + origin.x, limit: pixelWidth)
        items.append(DisplayItem(id: "grid-x-\(formatNumber(value))", shape: .line(from: Point(x: x, y: 0), to: Point(x: x, y: canvas.height), stroke: hairline)))
    }
    for value in multiples(of: spacing, from: -origin.y, to: canvas.height - origin.y) {
        let y = pixelCentre(value + origin.y, limit: pixelHeight)
        items.append(DisplayItem(id: "grid-y-\(formatNumber(value))", shape: .line(from: Point(x: 0, y: y), to: Point(x: canvas.width, y: y), stroke: hairline)))
    }
    return items
}
