import ButtonLabTestSupport
import ButtonLayout
import ButtonScenario
import Testing

@testable import ButtonDiagram

// At 2 px per point (the scenarios here ask for it), every annotation length is half its pixels.
private let red = Color(rgb: 0xE64646, alpha: 0.35)
private let redStroke = Stroke(color: Color(rgb: 0xD83A3A), width: 1)
private let green = Color(rgb: 0x5AD845)
@Suite("Article 2's figures as display lists")
struct ArticleDiagramTests {
    @Test("figure 1: image, green title, bounds; no areas, no virtual boxes")
    func figure1() throws {
        let list = try diagram(articleScenario())
        #expect(list.item("area-image") == nil)
        #expect(list.item("area-title") == nil)
        #expect(list.item("content-rect") == nil)
        #expect(list.item("virtual-title") == nil)
        #expect(list.item("virtual-image") == nil)

        #expect(list.item("image-view") == .image(rect(50 + list.buttonOrigin.x, 25 + list.buttonOrigin.y, 50, 50), source: .placeholder))
        #expect(list.item("title-label") == .rect(rect(100 + list.buttonOrigin.x, 37.5 + list.buttonOrigin.y, 50, 25), fill: green, stroke: nil))
        #expect(list.item("bounds") == .rect(rect(list.buttonOrigin.x, list.buttonOrigin.y, 200, 100), fill: nil,
                                             stroke: Stroke(color: Color(rgb: 0), width: 1.5)))

        // The given 50 × 25 is what the text measures: 18 pt × 50 / 108, rounded down to 0.01 pt.
        guard case .text(let run)? = list.item("title-text") else { Issue.record("no title text"); return }
        #expect(run.text == articleTitle)
        #expect(run.font == FontSpec(size: 8.33))
        #expect(run.color == Color(rgb: 0x1E1E1E))
        #expect(run.alignment == .center)
        #expect(list.inButton(run.box) == rect(100, 37.5, 50, 25))

        #expect(list.background == Color(rgb: 0xECECEC))
        #expect(list.items.first == DisplayItem(id: "background", shape: .rect(rect(0, 0, list.size.width, list.size.height),
                                                                                 fill: Color(rgb: 0xECECEC), stroke: nil)))
    }

    @Test("figure 1's canvas: grid-rounded content plus axes, tick labels and margins, at exact numbers")
    func figure1Canvas() throws {
        let list = try diagram(articleScenario())
        // Left: y tick "100" (13 px type: 9.75 pt wide) 2.5 from the axis; margin 8 → -20.25 pt = -40.5 px,
        // floored to -41 px. Top: x ticks 7.8 tall, 2.5 above; margin 8 → -18.3 pt = -36.6 px → -37 px.
        // Right: the arrow's tip 14 past 200, margin 8 → 222 pt = 444 px. Bottom: 114, then the label
        // area's two rows of labels, then margin 8 and the caption (45 px more than when labels grew it).
        #expect(list.buttonOrigin == Point(x: 20.5, y: 18.5))
        #expect(list.pixelsPerPoint == 2)
        #expect(CanvasTransform(list) == CanvasTransform(width: 485, height: 326, pixelsPerPoint: 2, originX: 41, originY: 37))
        #expect(CanvasTransform(list).pixel(of: Point(x: 50, y: 25)) == Point(x: 141, y: 87))
    }

    @Test("figure 2: a wrong guess, crossed out corner to corner in thick red")
    func figure2() throws {
        let ghost = Ghost(rect: rect(100, 25, 50, 50), label: "expected?", crossOut: true)
        let list = try diagram(articleScenario(diagram: options { $0.ghosts = [ghost] }))
        let o = list.buttonOrigin
        #expect(list.item("ghost-0") == .rect(rect(100 + o.x, 25 + o.y, 50, 50), fill: nil,
                                              stroke: Stroke(color: Color(rgb: 0x555555), width: 1, dash: [3, 2])))
        let cross = Stroke(color: Color(rgb: 0xE02424), width: 2.5)
        #expect(list.item("ghost-0-cross-1") == .line(from: Point(x: 100 + o.x, y: 25 + o.y), to: Point(x: 150 + o.x, y: 75 + o.y), stroke: cross))
        #expect(list.item("ghost-0-cross-2") == .line(from: Point(x: 150 + o.x, y: 25 + o.y), to: Point(x: 100 + o.x, y: 75 + o.y), stroke: cross))
        guard case .text(let label)? = list.item("label-ghost-0") else { Issue.record("no ghost label"); return }
        #expect(label.text == "expected? (100, 25, 50, 50)")
        // The cross is drawn above the frames it crosses out, the bounds above the cross.
        let order = list.items.map(\.id)
        #expect(order.firstIndex(of: "title-label")! < order.firstIndex(of: "ghost-0-cross-1")!)
        #expect(order.firstIndex(of: "ghost-0-cross-2")! < order.firstIndex(of: "bounds")!)
    }

    @Test("figures 3–4: imageEdgeInsets.left = 50 highlights the image area (50, 0, 150, 100) in red")
    func figure4() throws {
        let list = try diagram(articleScenario(imageEdgeInsets: EdgeInsets(left: 50)))
        let o = list.buttonOrigin
        #expect(list.item("area-image") == .rect(rect(o.x + 50, o.y, 150, 100), fill: red, stroke: redStroke))
        #expect(list.item("area-title") == nil)
        #expect(list.rectOf("image-view") == rect(75, 25, 50, 50))
        guard case .text(let label)? = list.item("label-area-image") else { Issue.record("no area label"); return }
        #expect(label.text == "imageArea (50, 0, 150, 100)")
        #expect(!intersects(list.inButton(label.box), rect(50, 0, 150, 100)))
    }

    @Test("figure 5: the image imagines a virtual title at (125, 37.5): faint, dashed, under the real title")
    func figure5() throws {
        let list = try diagram(articleScenario(imageEdgeInsets: EdgeInsets(left: 50)))
        let o = list.buttonOrigin
        #expect(list.item("virtual-title") == .rect(
            rect(125 + o.x, 37.5 + o.y, 50, 25), fill: Color(rgb: 0x4650F5, alpha: 0.12),
            stroke: Stroke(color: Color(rgb: 0x4650F5), width: 1, dash: [3, 2])))
        // The real title covers half of it: a half-hidden copy of the text would read as the title's.
        #expect(list.item("virtual-title-text") == nil)
        // Only the image's area moved, so the title imagines nothing.
        #expect(list.item("virtual-image") == nil)
        #expect(list.rectOf("title-label") == rect(100, 37.5, 50, 25))
        // The real frames win: painted after, over the virtual box.
        let order = list.items.map(\.id)
        #expect(order.firstIndex(of: "virtual-title")! < order.firstIndex(of: "image-view")!)
        #expect(order.firstIndex(of: "virtual-title")! < order.firstIndex(of: "title-label")!)
        #expect(order.firstIndex(of: "virtual-title")! < order.firstIndex(of: "title-text")!)
    }

    @Test("a virtual title clear of the real frames carries the title's text, faint")
    func virtualTitleText() throws {
        // Content left, image area from 120: the title imagined beside the image lies clear of both.
        let list = try diagram(articleScenario(horizontal: .left, imageEdgeInsets: EdgeInsets(left: 120)))
        guard case .text(let run)? = list.item("virtual-title-text") else { Issue.record("no virtual title text"); return }
        #expect(run.text == articleTitle)
        #expect(run.color == Color(rgb: 0x4650F5, alpha: 0.7))
        let order = list.items.map(\.id)
        #expect(order.firstIndex(of: "virtual-title-text")! < order.firstIndex(of: "title-text")!)
    }

    @Test("virtual: both draws the virtual image as a dashed blue outline only")
    func virtualImage() throws {
        let list = try diagram(articleScenario(imageEdgeInsets: EdgeInsets(left: 50), diagram: options { $0.virtual = .both }))
        let o = list.buttonOrigin
        #expect(list.item("virtual-image") == .rect(rect(50 + o.x, 25 + o.y, 50, 50), fill: nil,
                                                    stroke: Stroke(color: Color(rgb: 0x4650F5), width: 1, dash: [3, 2])))
        #expect(list.item("virtual-title") != nil)
        let none = try diagram(articleScenario(imageEdgeInsets: EdgeInsets(left: 50), diagram: options { $0.virtual = VirtualBoxes.none }))
        #expect(none.item("virtual-title") == nil)
    }

    @Test("figure 9: imageEdgeInsets.right = 175 under left alignment squashes the image into (0, 25, 25, 50)")
    func figure9() throws {
        let list = try diagram(articleScenario(horizontal: .left, imageEdgeInsets: EdgeInsets(right: 175)))
        let o = list.buttonOrigin
        #expect(list.item("area-image") == .rect(rect(o.x, o.y, 25, 100), fill: red, stroke: redStroke))
        #expect(list.item("image-view") == .image(rect(o.x, 25 + o.y, 25, 50), source: .placeholder))
        #expect(list.rectOf("title-label") == rect(25, 37.5, 50, 25))
        // The image imagines the title exactly where it is: drawing it would only hide the green box,
        // even when asked for.
        #expect(list.item("virtual-title") == nil)
        let forced = try diagram(articleScenario(horizontal: .left, imageEdgeInsets: EdgeInsets(right: 175), diagram: options { $0.virtual = .title }))
        #expect(forced.item("virtual-title") == nil)
    }

    @Test("figure 8 in the article's order: the new area, the views still where they were, UIKit's result dashed")
    func figure8Before() throws {
        let list = try diagram(articleScenario(
            horizontal: .left, imageEdgeInsets: EdgeInsets(right: 175), diagram: options { $0.highlight = [.imageArea]; $0.frames = .before }))
        #expect(list.rectOf("area-image") == rect(0, 0, 25, 100))
        #expect(list.rectOf("image-view") == rect(0, 25, 50, 50))
        #expect(list.rectOf("title-label") == rect(50, 37.5, 50, 25))
        #expect(list.rectOf("ghost-0") == rect(0, 25, 25, 50))
        #expect(list.rectOf("ghost-1") == rect(25, 37.5, 50, 25))
        guard case .text(let image)? = list.item("label-image-view"), case .text(let after)? = list.item("label-ghost-0") else {
            Issue.record("labels missing"); return
        }
        #expect(image.text == "imageView (0, 25, 50, 50)")
        #expect(after.text == "imageView after (0, 25, 25, 50)")
        #expect(list.item("virtual-title") == nil)
        // The squash is still UIKit's result, so it is still a warning.
        guard case .text(let warning)? = list.item("warning-1") else { Issue.record("no warning"); return }
        #expect(warning.text == "image squashed from 50 × 50 to 25 × 50 pt")
    }

    @Test("a file image is referenced by its path")
    func fileImage() throws {
        let list = try diagram(articleScenario(imageFile: "/data/dog.png"))
        guard case .image(_, let source)? = list.item("image-view") else { Issue.record("no image"); return }
        #expect(source == .file(path: "/data/dog.png"))
    }

    @Test("highlight and the title area's orange, the content rect's dashed outline")
    func titleAreaAndContentRect() throws {
        let list = try diagram(articleScenario(
            contentEdgeInsets: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10),
            titleEdgeInsets: EdgeInsets(left: 20)))
        let o = list.buttonOrigin
        #expect(list.item("area-title") == .rect(rect(30 + o.x, 10 + o.y, 160, 80), fill: Color(rgb: 0xF59A28, alpha: 0.35),
                                                 stroke: Stroke(color: Color(rgb: 0xC46A00), width: 1)))
        #expect(list.item("content-rect") == .rect(rect(10 + o.x, 10 + o.y, 180, 80), fill: nil,
                                                   stroke: Stroke(color: Color(rgb: 0x505050), width: 1, dash: [4, 3])))
        #expect(list.item("area-image") == nil)
        let explicit = try diagram(articleScenario(titleEdgeInsets: EdgeInsets(left: 20), diagram: options { $0.highlight = [.imageArea] }))
        #expect(explicit.item("area-image") != nil)
        #expect(explicit.item("area-title") == nil)
    }

    @Test("paint order: areas, virtual boxes, real frames, bounds, markers, labels, caption, warnings")
    func paintOrder() throws {
        let list = try diagram(articleScenario(imageEdgeInsets: EdgeInsets(left: 50), caption: "fig"))
        let order = list.items.map(\.id)
        let expected = ["background", "grid-x-0", "axis-x", "axis-x-arrow", "axis-y", "axis-y-arrow", "tick-x-0",
                        "area-image", "virtual-title", "image-view", "title-label", "title-text", "bounds",
                        "warning-marker-1", "label-image-view", "caption", "warning-1-marker", "warning-1"]
        let positions = expected.map { order.firstIndex(of: $0) }
        #expect(!positions.contains(nil))
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
        #expect(order.last == "warning-1")
    }
}

@Suite("Canvas")
struct CanvasTests {
    @Test("the canvas covers content that negative insets push outside the bounds", arguments: [1.0, 1.5, 2, 3])
    func negativeInsets(ppp: Double) throws {
        let scenario = articleScenario(
            contentEdgeInsets: EdgeInsets(top: -20, left: -35, bottom: -20, right: -35),
            diagram: DiagramOptions(pixelsPerPoint: ppp))
        let list = try diagram(scenario)
        #expect(list.rectOf("content-rect") == rect(-35, -20, 270, 140))
        // Grid-rounded to (-40, -20) … (240, 120); the margin (16 px) and the axes' overshoot (28 px)
        // lie further out, whatever the scale.
        #expect(list.buttonOrigin.x >= 40 + 16 / ppp)
        #expect(list.buttonOrigin.y >= 20 + 16 / ppp)
        #expect(list.size.width - list.buttonOrigin.x >= 240 + 44 / ppp - 1e-9)
        #expect(list.size.height - list.buttonOrigin.y >= 120 + 44 / ppp - 1e-9)
        for item in list.items {
            let box: Rect? = switch item.shape {
            case .rect(let r, _, _), .image(let r, _): r
            case .text(let run): run.box
            default: nil
            }
            if let box {
                #expect(box.minX >= -1e-9 && box.minY >= -1e-9, "\(item.id)")
                #expect(box.maxX <= list.size.width + 1e-9 && box.maxY <= list.size.height + 1e-9, "\(item.id)")
            }
        }
    }

    @Test("canvas size and button origin are whole pixels", arguments: [1.0, 1.5, 2, 2.5, 3, 0.75])
    func wholePixels(ppp: Double) throws {
        let list = try diagram(articleScenario(imageEdgeInsets: EdgeInsets(left: 50), diagram: DiagramOptions(pixelsPerPoint: ppp), caption: "a caption"))
        #expect(isWhole(list.size.width * ppp))
        #expect(isWhole(list.size.height * ppp))
        #expect(isWhole(list.buttonOrigin.x * ppp))
        #expect(isWhole(list.buttonOrigin.y * ppp))
        let transform = CanvasTransform(list)
        #expect(transform.width == list.pixelWidth)
        #expect(transform.originX == (list.buttonOrigin.x * ppp).rounded())
    }

    @Test("a diagram over 8192 px on a side is refused before anything is made")
    func tooLarge() throws {
        var scenario = articleScenario()
        scenario.button.size = Size(width: 5000, height: 100)
        #expect(throws: DiagramError.self) { try diagram(scenario) }
        do {
            _ = try diagram(scenario)
        } catch let error as DiagramError {
            guard case .tooLarge(let width, _, let maximum, let scale) = error else { Issue.record("\(error)"); return }
            // The test scenario sets diagram.pixelsPerPoint: 2 (built in code: no position).
            #expect(scale == FigureScale(pixelsPerPoint: 2, source: .scenario(nil), drawn: Size(width: 5000, height: 100)))
            #expect(error.description == "the diagram would be 10088 × 288 px at diagram.pixelsPerPoint: 2, over the limit of 8192 px on a side; lower diagram.pixelsPerPoint or make the frame smaller")
            #expect(width > 8192)
            #expect(maximum == 8192)
            #expect(error.description.contains("8192"))
        }
        // The same button fits at one pixel per point.
        scenario.diagram.pixelsPerPoint = 1
        #expect(try diagram(scenario).pixelWidth <= 8192)
        // An absurd size fails just as cleanly.
        scenario.button.size = Size(width: 1e300, height: 1e300)
        #expect(throws: DiagramError.self) { try diagram(scenario) }
    }

    @Test("invalid options are errors, not crashes")
    func invalidOptions() throws {
        #expect(throws: DiagramError.invalidOption(name: "pixelsPerPoint", value: 0, requirement: "a positive number")) {
            try diagram(articleScenario(diagram: DiagramOptions(pixelsPerPoint: 0)))
        }
        #expect(throws: DiagramError.self) { try diagram(articleScenario(diagram: DiagramOptions(grid: -.infinity))) }
        #expect(throws: DiagramError.self) { try diagram(articleScenario(diagram: DiagramOptions(ticks: .nan))) }
        let nanGhost = Ghost(rect: rect(.nan, 0, 10, 10))
        #expect(throws: DiagramError.self) { try diagram(articleScenario(diagram: DiagramOptions(ghosts: [nanGhost]))) }
    }

    @Test("the caption sits centred under everything else, and wraps to the drawing's width when it is long")
    func caption() throws {
        let short = try diagram(articleScenario(caption: "imageEdgeInsets.left = 50"))
        guard case .text(let run)? = short.item("caption") else { Issue.record("no caption"); return }
        #expect(run.alignment == .center)
        #expect(run.font == FontSpec(size: 7.5))
        #expect(abs(run.box.midX - short.size.width / 2) < 1e-9)
        let lowestOther = short.items.filter { $0.id != "caption" && $0.id != "background" && !$0.id.hasPrefix("grid-") && !$0.id.hasPrefix("axis-y") }
            .compactMap { item -> Double? in if case .text(let t) = item.shape { t.box.maxY } else { nil } }.max() ?? 0
        #expect(run.box.minY >= lowestOther)

        // 40 words of 4 characters and 39 spaces at 3.75 pt a character: 746.25 pt of text over a
        // drawing 226.25 pt wide: four lines.
        let words = Array(repeating: "xxxx", count: 20).joined(separator: " ") + " " + Array(repeating: "yyyy", count: 20).joined(separator: " ")
        let long = try diagram(articleScenario(caption: words))
        let lines = long.items.filter { $0.id.hasPrefix("caption") }.compactMap { item -> TextRun? in
            if case .text(let run) = item.shape { run } else { nil }
        }
        #expect(long.items.filter { $0.id.hasPrefix("caption") }.map(\.id) == ["caption", "caption-2", "caption-3", "caption-4"])
        #expect(lines.map(\.text).joined(separator: " ") == words)
        #expect(long.pixelWidth == 485)
        for line in lines {
            #expect(FakeMeasurer().measure(line.text, font: line.font).width <= long.size.width - 16)
        }
        #expect(lines[1].box.minY == lines[0].box.maxY)

        let overridden = try diagram(articleScenario(diagram: DiagramOptions(caption: "mine"), caption: "scenario's"))
        guard case .text(let mine)? = overridden.item("caption") else { Issue.record("no caption"); return }
        #expect(mine.text == "mine")
        #expect(try diagram(articleScenario()).item("caption") == nil)
    }

    @Test("a zero-size button with nothing in it still gets axes and a canvas")
    func emptyButton() throws {
        let list = try diagram(Scenario(name: "empty", button: Button(size: .zero)))
        #expect(list.rectOf("bounds") == rect(0, 0, 0, 0))
        #expect(list.item("image-view") == nil)
        #expect(list.item("title-label") == nil)
        #expect(list.item("axis-x") != nil)
        #expect(list.pixelWidth > 0 && list.pixelHeight > 0)
    }

    @Test("ids are unique in every figure")
    func uniqueIds() throws {
        let scenarios = [
            articleScenario(),
            articleScenario(imageEdgeInsets: EdgeInsets(left: 50), diagram: DiagramOptions(virtual: .both), caption: "c"),
            articleScenario(horizontal: .left, imageEdgeInsets: EdgeInsets(right: 175)),
            articleScenario(diagram: DiagramOptions(ghosts: [Ghost(rect: rect(100, 25, 50, 50), crossOut: true), Ghost(rect: rect(0, 0, 10, 10))])),
            articleScenario(contentEdgeInsets: EdgeInsets(top: -20, left: -35, bottom: -20, right: -35),
                            titleEdgeInsets: EdgeInsets(top: 5), diagram: DiagramOptions(highlight: [.imageArea, .titleArea, .contentRect])),
        ]
        for scenario in scenarios {
            let ids = try diagram(scenario).items.map(\.id)
            #expect(Set(ids).count == ids.count)
        }
    }

    @Test("the same scenario gives the same display list")
    func deterministic() throws {
        let scenario = articleScenario(imageEdgeInsets: EdgeInsets(left: 50), diagram: DiagramOptions(virtual: .both), caption: "c")
        #expect(try diagram(scenario) == diagram(scenario))
    }
}
