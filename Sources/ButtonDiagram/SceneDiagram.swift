import ButtonLayout
import ButtonScenario

/// A whole Interface Builder scene to draw (docs/interface-builder.md, "How the commands use IB files": scene
/// figures), every rect already in scene coordinates: the root view's bounds at (0, 0).
package struct SceneDrawing: Hashable, Sendable {
    /// The root view's bounds.
    package var root: Rect
    /// Frame-bearing views other than buttons, drawn as grey hairlines.
    package var views: [View]
    /// In document order; numbers 1 … n.
    package var buttons: [SceneButtonDrawing]
    /// One line per button, under the drawing.
    package var legend: [String]
    package var caption: String?
    /// nil: 2, or less when the scene would not fit the pixel limit.
    package var pixelsPerPoint: Double?

    package struct View: Hashable, Sendable {
        package var frame: Rect
        package var isHidden: Bool

        package init(frame: Rect, isHidden: Bool) {
            self.frame = frame
            self.isHidden = isHidden
        }
    }

    package init(
        root: Rect, views: [View], buttons: [SceneButtonDrawing], legend: [String], caption: String?,
        pixelsPerPoint: Double? = nil
    ) {
        self.root = root
        self.views = views
        self.buttons = buttons
        self.legend = legend
        self.caption = caption
        self.pixelsPerPoint = pixelsPerPoint
    }
}

/// One button of a scene: its bounds where the frame puts them and its laid-out subviews.
package struct SceneButtonDrawing: Hashable, Sendable {
    package var number: Int
    /// The button's bounds, moved to its frame's origin.
    package var bounds: Rect
    package var isHidden: Bool
    package var imageView: Rect?
    /// Text subviews (title, subtitle) with the text they show and the font it is drawn at.
    package var labels: [Label]
    /// The activity indicator's square, drawn as an outline.
    package var activityIndicator: Rect?

    package struct Label: Hashable, Sendable {
        package var frame: Rect
        package var text: String
        package var font: FontSpec
        /// The size the text was measured at when `font` is fitted down from it (`TextRun.measuredSize`).
        package var measuredSize: Double?

        package init(frame: Rect, text: String, font: FontSpec, measuredSize: Double? = nil) {
            self.frame = frame
            self.text = text
            self.font = font
            self.measuredSize = measuredSize == font.size ? nil : measuredSize
        }
    }

    package init(number: Int, bounds: Rect, isHidden: Bool, imageView: Rect?, labels: [Label], activityIndicator: Rect? = nil) {
        self.number = number
        self.bounds = bounds
        self.isHidden = isHidden
        self.imageView = imageView
        self.labels = labels
        self.activityIndicator = activityIndicator
    }
}

/// The look of scene figures: docs/diagrams.md's canvas, grid, axes and title labels, with the root
/// view as a white screen, other views as grey hairlines and each button outlined with a numbered badge.
struct SceneStyle {
    static let screenFill = Color(rgb: 0xFFFFFF)
    static let screenStroke = Stroke(color: Color(rgb: 0x505050), width: 1)
    static let viewColor = Color(rgb: 0x9A9A9A)
    static let buttonStroke = Stroke(color: Color(rgb: 0x000000), width: 1.5)
    static let hiddenDash: [Double] = [4, 3]
    static let badgeFill = Color(rgb: 0x1E1E1E)
    static let badgeText = Color(rgb: 0xFFFFFF)
    static let badgeFont = FontSpec(size: 8, weight: .bold)
    static let legendFont = FontSpec(size: 9, weight: .regular)
    static let legendColor = Color(rgb: 0x1E1E1E)
    static let legendLineGap = 3.0
    static let indicatorStroke = Stroke(color: Color(rgb: 0x505050), width: 1)
}

extension DiagramBuilder {
    /// A scene's figure. Pure: no drawing, no I/O.
    ///
    /// Paint order: background, grid, axes and tick labels, the root's screen, the views' hairlines,
    /// then per button its image, labels and activity indicator, its outline and its badge, then the
    /// legend and the caption.
    package func buildScene(_ scene: SceneDrawing) throws(DiagramError) -> DisplayList {
        let grid = 10.0
        var named: [(String, Rect)] = [("root", scene.root)]
        named += scene.views.enumerated().map { ("view \($0.offset + 1)", $0.element.frame) }
        for button in scene.buttons {
            named.append(("button \(button.number)", button.bounds))
            if let image = button.imageView { named.append(("button \(button.number) imageView", image)) }
            named += button.labels.map { ("button \(button.number) label", $0.frame) }
        }
        for (name, rect) in named where !rect.isFinite { throw .nonFiniteFrame(element: name, rect: rect) }

        // Badges sit above the top-left corner of their button, so they belong to the extent too.
        let badges = scene.buttons.map { button -> (text: String, box: Rect) in
            let text = "\(button.number)"
            let size = measurer.measure(text, font: SceneStyle.badgeFont)
            let side = max(size.width + 6, size.height + 2)
            let outline = standardized(button.bounds)
            return (text, Rect(x: outline.minX - side / 2, y: outline.minY - side / 2, width: side, height: side))
        }
        var content = named.map { standardized($0.1) }.reduce(Rect.zero) { $0.union($1) }
        for badge in badges { content = content.union(badge.box) }
        let gridded = Rect(
            x: floorTo(content.minX, grid), y: floorTo(content.minY, grid),
            width: ceilTo(content.maxX, grid) - floorTo(content.minX, grid),
            height: ceilTo(content.maxY, grid) - floorTo(content.minY, grid))

        // Axes along the top and left edges of the root, past the content, with tick labels outside.
        let xTip = gridded.maxX + style.axisOvershoot
        let yTip = gridded.maxY + style.axisOvershoot
        let step = sceneTickStep(extent: gridded)
        var ticks: [(id: String, run: TextRun)] = []
        for value in multiples(of: step, from: gridded.minX, to: gridded.maxX) {
            let text = formatNumber(value)
            let size = measurer.measure(text, font: style.tickFont)
            let box = Rect(x: value - size.width / 2, y: gridded.minY - style.tickGap - size.height, width: size.width, height: size.height)
            ticks.append(("tick-x-\(text)", TextRun(text: text, box: box, font: style.tickFont, color: style.tickColor)))
        }
        for value in multiples(of: step, from: gridded.minY, to: gridded.maxY) where value != gridded.minY {
            let text = formatNumber(value)
            let size = measurer.measure(text, font: style.tickFont)
            let box = Rect(x: gridded.minX - style.tickGap - size.width, y: value - size.height / 2, width: size.width, height: size.height)
            ticks.append(("tick-y-\(text)", TextRun(text: text, box: box, alignment: .right, font: style.tickFont, color: style.tickColor)))
        }

        var outer = gridded.union(Rect(x: xTip, y: gridded.minY - style.arrowHalfWidth, width: 0, height: 2 * style.arrowHalfWidth))
        outer = outer.union(Rect(x: gridded.minX - style.arrowHalfWidth, y: yTip, width: 2 * style.arrowHalfWidth, height: 0))
        for tick in ticks { outer = outer.union(tick.run.box) }

        // The legend and the caption go beneath, left-aligned with the drawing; they widen it if needed.
        var below: [(id: String, text: String, font: FontSpec, color: Color, size: Size)] = []
        for (index, line) in scene.legend.enumerated() {
            below.append(("legend-\(index + 1)", line, SceneStyle.legendFont, SceneStyle.legendColor, measurer.measure(line, font: SceneStyle.legendFont)))
        }
        if let caption = scene.caption?.split(whereSeparator: \.isNewline).joined(separator: " "), !caption.isEmpty {
            below.append(("caption", caption, style.captionFont, style.captionColor, measurer.measure(caption, font: style.captionFont)))
        }
        var belowTop = outer.maxY
        if !below.isEmpty {
            let widest = below.map(\.size.width).max() ?? 0
            outer = outer.union(Rect(x: outer.minX, y: outer.maxY, width: widest, height: 0))
            outer.height += style.captionGap + below.map(\.size.height).reduce(0, +)
                + SceneStyle.legendLineGap * Double(below.count - 1)
            belowTop += style.captionGap
        }

        let maximum = Double(DiagramOptions.maximumPixelSide)
        let m = style.margin
        let fullWidth = outer.width + 2 * m
        let fullHeight = outer.height + 2 * m
        let ppp = scene.pixelsPerPoint ?? min(2, ((maximum - 2) / max(fullWidth, fullHeight) * 100).rounded(.down) / 100)
        guard ppp.isFinite, ppp > 0 else {
            throw .invalidOption(name: "pixelsPerPoint", value: ppp, requirement: "a positive number")
        }
        let leftPx = ((outer.minX - m) * ppp + 1e-9).rounded(.down)
        let topPx = ((outer.minY - m) * ppp + 1e-9).rounded(.down)
        let widthPx = ((outer.maxX + m) * ppp - 1e-9).rounded(.up) - leftPx
        let heightPx = ((outer.maxY + m) * ppp - 1e-9).rounded(.up) - topPx
        guard widthPx <= maximum, heightPx <= maximum else {
            // Only --pixels-per-point can make a scene too large: the automatic scale fits the limit.
            let scale = FigureScale(
                pixelsPerPoint: ppp, source: scene.pixelsPerPoint == nil ? .automatic : .commandLine,
                drawn: Size(width: fullWidth, height: fullHeight))
            throw .tooLarge(width: Int(widthPx), height: Int(heightPx), maximum: Int(maximum), scale: scale)
        }
        let origin = Point(x: -leftPx / ppp, y: -topPx / ppp)
        let canvas = Size(width: widthPx / ppp, height: heightPx / ppp)
        func c(_ p: Point) -> Point { Point(x: p.x + origin.x, y: p.y + origin.y) }
        func c(_ r: Rect) -> Rect { Rect(x: r.x + origin.x, y: r.y + origin.y, width: r.width, height: r.height) }

        var items: [DisplayItem] = []
        func add(_ id: String, _ shape: Shape) { items.append(DisplayItem(id: id, shape: shape)) }
        add("background", .rect(Rect(origin: .zero, size: canvas), fill: style.background, stroke: nil))

        if grid * ppp >= Self.minimumGridPixels {
            items += gridLines(
                spacing: grid, origin: origin, canvas: canvas, pixelsPerPoint: ppp, pixelWidth: widthPx,
                pixelHeight: heightPx, color: style.gridColor)
        }

        let axisStroke = Stroke(color: style.axisColor, width: style.axisWidth)
        let top = gridded.minY
        let left = gridded.minX
        add("axis-x", .line(from: c(Point(x: left, y: top)), to: c(Point(x: xTip - style.arrowLength, y: top)), stroke: axisStroke))
        add("axis-x-arrow", .polygon([
            Point(x: xTip, y: top), Point(x: xTip - style.arrowLength, y: top - style.arrowHalfWidth),
            Point(x: xTip - style.arrowLength, y: top + style.arrowHalfWidth),
        ].map(c), fill: style.axisColor, stroke: nil))
        add("axis-y", .line(from: c(Point(x: left, y: top)), to: c(Point(x: left, y: yTip - style.arrowLength)), stroke: axisStroke))
        add("axis-y-arrow", .polygon([
            Point(x: left, y: yTip), Point(x: left + style.arrowHalfWidth, y: yTip - style.arrowLength),
            Point(x: left - style.arrowHalfWidth, y: yTip - style.arrowLength),
        ].map(c), fill: style.axisColor, stroke: nil))
        for tick in ticks {
            var run = tick.run
            run.box = c(run.box)
            add(tick.id, .text(run))
        }

        add("root", .rect(c(standardized(scene.root)), fill: SceneStyle.screenFill, stroke: SceneStyle.screenStroke))
        for (index, view) in scene.views.enumerated() {
            let stroke = Stroke(color: SceneStyle.viewColor, width: 1 / ppp, dash: view.isHidden ? SceneStyle.hiddenDash : [])
            add("view-\(index + 1)", .rect(c(standardized(view.frame)), fill: nil, stroke: stroke))
        }

        for (button, badge) in zip(scene.buttons, badges) {
            let id = "button-\(button.number)"
            if let image = button.imageView.map(standardized) { add("\(id)-image-view", .image(c(image), source: .placeholder)) }
            for (index, label) in button.labels.enumerated() {
                let frame = standardized(label.frame)
                let labelID = index == 0 ? "\(id)-title-label" : "\(id)-label-\(index + 1)"
                add(labelID, .rect(c(frame), fill: style.titleFill, stroke: nil))
                // Measured (and drawn, scaled) at the size the label was fitted from, as a button figure's title.
                var measured = label.font
                measured.size = label.measuredSize ?? label.font.size
                let text = truncated(
                    label.text, mode: .byTruncatingMiddle, toWidth: frame.width, drawnAt: label.font, measuredIn: measured,
                    measurer: measurer)
                if !text.isEmpty {
                    add(labelID + "-text", .text(TextRun(
                        text: text, box: c(frame), font: label.font, color: style.titleTextColor, measuredSize: label.measuredSize)))
                }
            }
            if let indicator = button.activityIndicator.map(standardized) {
                add("\(id)-activity-indicator", .rect(c(indicator), fill: nil, stroke: SceneStyle.indicatorStroke))
            }
            var outline = SceneStyle.buttonStroke
            if button.isHidden { outline.dash = SceneStyle.hiddenDash }
            add(id, .rect(c(standardized(button.bounds)), fill: nil, stroke: outline))
            add("\(id)-badge", .rect(c(badge.box), fill: SceneStyle.badgeFill, stroke: nil))
            add("\(id)-number", .text(TextRun(text: badge.text, box: c(badge.box), font: SceneStyle.badgeFont, color: SceneStyle.badgeText)))
        }

        var y = belowTop
        for line in below {
            let box = Rect(x: outer.minX, y: y, width: max(line.size.width, outer.width), height: line.size.height)
            add(line.id, .text(TextRun(text: line.text, box: c(box), alignment: .left, font: line.font, color: line.color)))
            y += line.size.height + SceneStyle.legendLineGap
        }

        return DisplayList(size: canvas, pixelsPerPoint: ppp, background: style.background, buttonOrigin: origin, items: items)
    }

    /// 10, 20, 25, 50 × 10ⁿ: the smallest step giving at most 10 ticks on the longer side (a phone
    /// screen, 393 × 852 pt, gets one every 100 pt) whose labels do not touch (a bar button's 44-pt
    /// view gets one every 20).
    func sceneTickStep(extent: Rect) -> Double {
        let longest = max(extent.width, extent.height)
        let ends = [extent.minX, extent.maxX, extent.minY, extent.maxY]
        var magnitude = 1.0
        while true {
            for factor in [10.0, 20.0, 25.0, 50.0] {
                let step = factor * magnitude
                guard longest / step <= 10 else { continue }
                let widest = ends.map { measurer.measure(formatNumber(($0 / step).rounded(.towardZero) * step), font: style.tickFont).width }.max() ?? 0
                if step >= widest + 2 * style.tickGap { return step }
            }
            magnitude *= 10
        }
    }
}

