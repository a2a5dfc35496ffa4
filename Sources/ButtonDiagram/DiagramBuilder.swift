import ButtonLayout
import ButtonScenario

/// Why a diagram cannot be built.
package enum DiagramError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The canvas would exceed `ScenarioLimits.maximumPixelSide` on a side at `scale`. The sizes are
    /// in pixels; when the check fails early they are a lower bound.
    case tooLarge(width: Int, height: Int, maximum: Int, scale: FigureScale)
    /// A `diagram` option no drawing can honour.
    case invalidOption(name: String, value: Double, requirement: String)
    /// A frame with NaN or infinite numbers.
    case nonFiniteFrame(element: String, rect: Rect)
    /// A trace's sequence diagram would exceed `DiagramOptions.maximumPixelSide` on a side (pixels).
    case sequenceTooLarge(width: Int, height: Int, maximum: Int, scale: FigureScale)

    package var description: String {
        switch self {
        case .tooLarge(let width, let height, let maximum, let scale):
            "the diagram would be \(width) × \(height) px \(scale.setting(sequence: false)), over the limit of \(maximum) px on a side; "
                + scale.remedy(smaller: "make the frame smaller")
        case .invalidOption(let name, let value, let requirement):
            "diagram.\(name) is \(formatNumber(value)); it must be \(requirement)"
        case .nonFiniteFrame(let element, let rect):
            "\(element) \(formatRect(rect)) is not finite and cannot be drawn"
        case .sequenceTooLarge(let width, let height, let maximum, let scale):
            "the sequence diagram would be \(width) × \(height) px \(scale.setting(sequence: true)), over the limit of \(maximum) px on a side; "
                + scale.remedy(smaller: "split the actions into several scenarios")
        }
    }
}

/// Turns a scenario and its computed layout into a `DisplayList`: everything a backend draws, in
/// paint order, in canvas points, with every string final. Pure: no drawing, no I/O.
///
/// Paint order: background, grid, axes with arrowheads and tick labels, highlighted areas, the
/// virtual boxes (faint, dashed, under the real frames), the image, the title label and its text,
/// ghosts, the bounds, warning markers, the frames' number labels with their leader lines, the
/// caption and the warnings' lines.
package struct DiagramBuilder: Sendable {
    /// Measures labels, tick numbers, the caption and titles, for placement and truncation. Must
    /// be the measurer the backends draw with, or the text will not fit as planned.
    package var measurer: any TextMeasuring
    /// Each theme's look, lengths in pixels.
    package var styles: @Sendable (DiagramTheme) -> DiagramStyle = { DiagramStyle.theme($0) }
    package var configurationStyles: @Sendable (DiagramTheme) -> ConfigurationDiagramStyle = { ConfigurationDiagramStyle.theme($0) }

    /// The figure being built: its scale and its theme's look in canvas points (`prepared`).
    var pixelsPerPoint = 2.0
    /// Who chose `pixelsPerPoint`, and for what extent: named when the figure is too large.
    var scale = FigureScale(pixelsPerPoint: 2, source: .automatic, drawn: .zero)
    var style: DiagramStyle = .light
    var configurationStyle: ConfigurationDiagramStyle = .light
    /// Image pixels per figure pixel: 1 for a plain figure, 2 for DocC's `@2x` images, which show
    /// the figure at its designed size (`backed`). Scale, look and canvas are chosen before it applies.
    package var backingScale = 1.0

    package init(measurer: any TextMeasuring) {
        self.measurer = measurer
    }

    /// Grid lines closer than this many pixels would paint a flat grey; they are left out.
    package static let minimumGridPixels = 2.0
    /// Tick spacings are multiplied (×2, ×5, ×10, …) until this few labels remain at most.
    static let maximumTickCount = 400

    package func build(scenario: Scenario, layout: LayoutResult) throws(DiagramError) -> DisplayList {
        try build(scenario: scenario, model: .legacy(layout))
    }

    func buildLegacy(scenario: Scenario, layout result: LayoutResult) throws(DiagramError) -> DisplayList {
        let options = scenario.diagram

        // MARK: What is drawn

        let button = scenario.button
        // `frames: before` draws the views where they were without the edge insets and UIKit's
        // result as ghosts, over the new areas: the article's order (figures 8 and 10).
        let before = options.frames == .before ? framesBeforeEdgeInsets(button) : nil
        var layout = result
        var resultGhosts: [Ghost] = []
        if let before {
            if let moved = result.imageView, moved != before.imageView { resultGhosts.append(Ghost(rect: moved, label: "imageView after")) }
            if let moved = result.titleLabel, moved != before.titleLabel { resultGhosts.append(Ghost(rect: moved, label: "titleLabel after")) }
            layout.imageView = before.imageView
            layout.titleLabel = before.titleLabel
            layout.truncatedTitle = before.truncatedTitle
            layout.titleLineCount = before.titleLineCount
            layout.titleLines = before.titleLines
        }
        let ghosts = options.ghosts + resultGhosts + reportedRectGhosts(layout)
        // An array: three possible areas, and a Set<DiagramArea>'s first use costs the process a
        // scan of every protocol conformance record.
        let highlighted = options.highlight ?? defaultHighlight(button)
        let (showVirtualTitle, showVirtualImage) = before == nil ? virtualBoxes(options.virtual, layout: layout) : (false, false)

        let areas: [(area: DiagramArea, id: String, rect: Rect)] = [
            (.imageArea, "area-image", layout.imageArea),
            (.titleArea, "area-title", layout.titleArea),
            (.contentRect, "content-rect", layout.contentRect),
        ].filter { highlighted.contains($0.0) }
        // A virtual box on top of its real frame would only hide it.
        let virtualTitle = showVirtualTitle && layout.virtualTitle != layout.titleLabel ? layout.virtualTitle : nil
        let virtualImage = showVirtualImage && layout.virtualImage != layout.imageView ? layout.virtualImage : nil

        var named: [(name: String, rect: Rect)] = [("bounds", layout.bounds)]
        named += areas.map { ($0.area.rawValue, $0.rect) }
        if let r = layout.imageView { named.append(("imageView", r)) }
        if let r = layout.titleLabel { named.append(("titleLabel", r)) }
        if let r = virtualTitle { named.append(("virtualTitle", r)) }
        if let r = virtualImage { named.append(("virtualImage", r)) }
        for (index, ghost) in ghosts.enumerated() { named.append(("ghost \(index)", ghost.rect)) }

        // MARK: Number labels

        var obstacles = [layout.imageView, layout.titleLabel, virtualTitle, virtualImage].compactMap { $0.map(standardized) }
        obstacles += ghosts.map { standardized($0.rect) }
        for area in areas { obstacles += edges(of: area.rect, width: areaStroke(area.area).width) }

        var requests: [LabelRequest] = []
        if options.labels {
            if let r = layout.imageView { requests.append(LabelRequest(id: "label-image-view", text: "imageView \(figureRect(r))", frame: r)) }
            if let r = layout.titleLabel { requests.append(LabelRequest(id: "label-title-label", text: "titleLabel \(figureRect(r))", frame: r)) }
            if let r = virtualImage { requests.append(LabelRequest(id: "label-virtual-image", text: "virtual image \(figureRect(r))", frame: r)) }
            if let r = virtualTitle { requests.append(LabelRequest(id: "label-virtual-title", text: "virtual title \(figureRect(r))", frame: r)) }
        }
        requests += ghostLabels(ghosts, numbers: options.labels)
        if options.labels {
            for area in areas {
                let r = standardized(area.rect)
                requests.append(LabelRequest(id: "label-\(area.id)", text: "\(area.area.rawValue) \(figureRect(area.rect))", frame: r, avoid: [r]))
            }
        }

        var warnings = FigureWarning.legacy(result.warnings, layout: result)
        warnings += uncoveredCharacterWarnings([
            ("the title", scenario.title?.text), ("the caption", options.caption ?? scenario.caption),
        ] + ghosts.map { ("a ghost's label", $0.label) })

        // MARK: Items, between the axes and the bounds

        var content = FigureContent(named: named, obstacles: obstacles, labels: requests, warnings: warnings)
        content.leadersAvoid = [layout.imageView, layout.titleLabel].compactMap { $0 }
        content.text = [layout.titleLabel].compactMap { $0 }
        content.title = figureTitle(scenario)
        content.altText = legacyAltText(scenario: scenario, layout: result, before: before)
        return try assemble(scenario: scenario, bounds: layout.bounds, content: content) { c in
            var items: [DisplayItem] = []
            func add(_ id: String, _ shape: Shape) { items.append(DisplayItem(id: id, shape: shape)) }

            for area in areas {
                let fill: Color? = switch area.area {
                case .imageArea: style.imageAreaFill
                case .titleArea: style.titleAreaFill
                case .contentRect: nil
                }
                add(area.id, .rect(c(standardized(area.rect)), fill: fill, stroke: areaStroke(area.area)))
            }

            let title = scenario.title
            let font = title.map { titleFont(for: $0, measurer: measurer) }
            func titleText(_ id: String, in frame: Rect, color: Color) {
                guard let title, let font, !title.text.isEmpty else { return }
                // The engine's truncated line (R6.3) is what the label shows; cut again only if the
                // stand-in font still overflows the frame. Measured in the title's own font, which the
                // fitted size only scales (and drawn so: `measuredSize`), so no second size is loaded.
                let shown = layout.truncatedTitle ?? title.text
                let text = truncated(
                    shown, mode: .byTruncatingMiddle, toWidth: frame.width, drawnAt: font, measuredIn: title.font, measurer: measurer)
                guard !text.isEmpty else { return }
                add(id, .text(TextRun(
                    text: text, box: c(frame), alignment: .center, font: font, color: color, measuredSize: title.font.size)))
            }

            // The virtual boxes first: the real frames are drawn over them and always win.
            if let frame = virtualImage.map(standardized) {
                add("virtual-image", .rect(c(frame), fill: nil, stroke: style.virtualImageStroke))
            }
            if let frame = virtualTitle.map(standardized) {
                add("virtual-title", .rect(c(frame), fill: style.virtualTitleFill, stroke: style.virtualTitleStroke))
                // Its text only where nothing real covers any of it: a half-hidden copy of the
                // title ("…eLabel") would read as part of the real one.
                let covered = [layout.imageView, layout.titleLabel].contains { $0.map { frame.overlap(with: $0) != nil } ?? false }
                if !covered { titleText("virtual-title-text", in: frame, color: style.virtualTextColor) }
            }

            if let frame = layout.imageView.map(standardized) {
                let source: ImageSource = scenario.image?.file.map { .file(path: $0) } ?? .placeholder
                add("image-view", .image(c(frame), source: source))
            }
            if let frame = layout.titleLabel.map(standardized) {
                add("title-label", .rect(c(frame), fill: style.titleFill, stroke: nil))
                if let title, let font, !title.isEmpty,
                    let lines = titleLineBoxes(title: title, button: button, layout: layout, frame: frame, font: font, measurer: measurer)
                {
                    // ML2: each line in its own box, so a reader sees where the label breaks and aligns it.
                    let stroke = Stroke(color: style.titleTextColor, width: 1, dash: [3, 2])
                    for (index, line) in lines.enumerated() {
                        add("title-line-\(index + 1)", .rect(c(line.box), fill: nil, stroke: stroke))
                        let text = truncated(line.text, mode: .byTruncatingTail, toWidth: line.box.width + 1, font: font, measurer: measurer)
                        add("title-line-\(index + 1)-text", .text(TextRun(
                            text: text, box: c(line.box), alignment: line.alignment, font: font, color: style.titleTextColor)))
                    }
                } else {
                    titleText("title-text", in: frame, color: style.titleTextColor)
                }
            }

            return items + ghostItems(ghosts, c)
        }
    }

    /// The frames the views had before the edge insets: the same button with imageEdgeInsets and
    /// titleEdgeInsets zero (content insets kept). nil when that button cannot be laid out.
    func framesBeforeEdgeInsets(_ button: Button) -> LayoutResult? {
        var plain = button
        plain.imageEdgeInsets = .zero
        plain.titleEdgeInsets = .zero
        return try? plain.computeLayout(measurer: SystemFontMeasurer(base: measurer))
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

    func checkSize(width: Double, height: Double, maximum: Int) throws(DiagramError) {
        guard width <= Double(maximum), height <= Double(maximum) else {
            throw .tooLarge(width: pixelCount(width), height: pixelCount(height), maximum: maximum, scale: scale)
        }
    }
}

/// The pixel transform of a display list, for the render sidecar JSON: the pixel of button point
/// (x, y) is (originX + x · pixelsPerPoint, originY + y · pixelsPerPoint).
package struct CanvasTransform: Hashable, Sendable {
    /// Canvas size in whole pixels.
    package var width: Int
    package var height: Int
    package var pixelsPerPoint: Double
    /// The pixel at which the button's (0, 0) lands; whole numbers for the diagrams this module builds.
    package var originX: Double
    package var originY: Double

    package init(width: Int, height: Int, pixelsPerPoint: Double, originX: Double, originY: Double) {
        self.width = width
        self.height = height
        self.pixelsPerPoint = pixelsPerPoint
        self.originX = originX
        self.originY = originY
    }

    package init(_ list: DisplayList) {
        // Rounded to 1e-9 px: origins are whole pixels up to floating-point noise from dividing by ppp.
        func clean(_ v: Double) -> Double { (v * 1e9).rounded() / 1e9 }
        self.init(
            width: list.pixelWidth, height: list.pixelHeight, pixelsPerPoint: list.pixelsPerPoint,
            originX: clean(list.buttonOrigin.x * list.pixelsPerPoint),
            originY: clean(list.buttonOrigin.y * list.pixelsPerPoint))
    }

    /// The pixel position of a point in the button's coordinates.
    package func pixel(of point: Point) -> Point {
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
/// The multiples of `step` in `lower...upper`; none when there would be more than `limit` (a step
/// far too fine for the range, which only a caller outside the size checks can ask for).
func multiples(of step: Double, from lower: Double, to upper: Double, limit: Double = 100_000) -> [Double] {
    guard step > 0, lower <= upper else { return [] }
    let first = (lower / step - 1e-9).rounded(.up)
    let last = (upper / step + 1e-9).rounded(.down)
    guard first <= last, last - first < limit else { return [] }
    return stride(from: first, through: last, by: 1).map { $0 * step == 0 ? 0 : $0 * step }
}

func pixelCount(_ value: Double) -> Int {
    guard value.isFinite else { return Int.max }
    return value >= Double(Int.max) ? Int.max : Int(value.rounded(.up))
}
