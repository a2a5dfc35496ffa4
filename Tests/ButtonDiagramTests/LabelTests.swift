import ButtonLabTestSupport
import ButtonLayout
import ButtonScenario
import Testing

@testable import ButtonDiagram

@Suite("Number labels")
struct LabelTests {
    static let figures: [(String, Scenario)] = [
        ("figure 1", articleScenario()),
        ("figure 2", articleScenario(diagram: DiagramOptions(ghosts: [Ghost(rect: rect(100, 25, 50, 50), label: "expected?", crossOut: true)]))),
        ("figure 5", articleScenario(imageEdgeInsets: EdgeInsets(left: 50), diagram: DiagramOptions(virtual: .both))),
        ("figure 7", articleScenario(horizontal: .left, imageEdgeInsets: EdgeInsets(right: 50))),
        ("figure 9", articleScenario(horizontal: .left, imageEdgeInsets: EdgeInsets(right: 175))),
        ("figure 10", articleScenario(imageEdgeInsets: EdgeInsets(top: 50))),
        ("everything", articleScenario(
            contentEdgeInsets: EdgeInsets(top: -20, left: -35, bottom: -20, right: -35), imageEdgeInsets: EdgeInsets(left: 30),
            titleEdgeInsets: EdgeInsets(top: 5), diagram: DiagramOptions(highlight: [.imageArea, .titleArea, .contentRect], virtual: .both,
                                                                        ghosts: [Ghost(rect: rect(60, 20, 40, 40), crossOut: true)]))),
    ]

    @Test("figure 1's labels: below the image, above the title, with the articles' numbers")
    func figure1Labels() throws {
        let list = try diagram(articleScenario())
        guard case .text(let image)? = list.item("label-image-view"), case .text(let title)? = list.item("label-title-label") else {
            Issue.record("labels missing"); return
        }
        #expect(image.text == "imageView (50, 25, 50, 50)")
        #expect(title.text == "titleLabel (100, 37.5, 50, 25)")
        #expect(image.font == FontSpec(size: 6))
        #expect(image.alignment == .left)
        // 12 px type (6 pt): 26 characters × 3 = 78 wide, 7.2 tall, 4 px (2 pt) below the image,
        // left-aligned with it.
        #expect(approximately(list.inButton(image.box), rect(50, 77, 78, 7.2)))
        // 90 wide, below the title: left-aligned it would touch the image, so it slides just clear of it.
        #expect(approximately(list.inButton(title.box), rect(102, 64.5, 90, 7.2)))
        #expect(image.font.size * list.pixelsPerPoint == 12)
        // Both sit next to their frames: no leader lines.
        #expect(!list.items.contains { $0.id.hasPrefix("leader-") })
    }

    @Test("labels keep 4 px from each other, from tick labels and warning markers; 12 px side by side",
          arguments: 0..<7)
    func gaps(index: Int) throws {
        let (name, scenario) = Self.figures[index]
        let list = try diagram(scenario)
        let gap = 4 / list.pixelsPerPoint
        func grown(_ r: Rect, _ by: Double) -> Rect { Rect(x: r.x - by, y: r.y - by, width: r.width + 2 * by, height: r.height + 2 * by) }
        let labels = list.labelBoxes
        var others: [(String, Rect)] = list.items.compactMap { item in
            guard item.id.hasPrefix("tick-"), case .text(let run) = item.shape else { return nil }
            return (item.id, list.inButton(run.box))
        }
        others += list.items.compactMap { item in
            guard item.id.hasPrefix("warning-marker-"), !item.id.hasSuffix("-number"), case .roundedRect(let r, _, _, _) = item.shape else { return nil }
            return (item.id, list.inButton(r))
        }
        for (id, box) in labels {
            for (other, otherBox) in others { #expect(!intersects(grown(box, gap - 1e-9), otherBox), "\(name): \(id) near \(other)") }
            for (other, otherBox) in labels where other != id {
                #expect(!intersects(grown(box, gap - 1e-9), otherBox), "\(name): \(id) near \(other)")
                let sideBySide = box.maxY > otherBox.minY && otherBox.maxY > box.minY
                if sideBySide { #expect(box.maxX + 3 * gap <= otherBox.minX + 1e-9 || otherBox.maxX + 3 * gap <= box.minX + 1e-9, "\(name): \(id) beside \(other)") }
            }
        }
    }

    @Test("labels overlap neither each other nor any frame", arguments: 0..<7)
    func noOverlaps(index: Int) throws {
        let (name, scenario) = Self.figures[index]
        let list = try diagram(scenario)
        let labels = list.labelBoxes
        #expect(!labels.isEmpty)
        for i in labels.indices {
            for j in labels.indices where j > i {
                #expect(!intersects(labels[i].box, labels[j].box), "\(name): \(labels[i].id) overlaps \(labels[j].id)")
            }
        }
        let frameIds = ["image-view", "title-label", "virtual-title", "virtual-image"]
            + scenario.diagram.ghosts.indices.map { "ghost-\($0)" }
        for id in frameIds {
            guard let frame = list.rectOf(id) else { continue }
            for label in labels {
                #expect(!intersects(label.box, frame), "\(name): \(label.id) overlaps \(id)")
            }
        }
        // Each area's label stays outside the area it describes.
        for (area, id) in [("area-image", "label-area-image"), ("area-title", "label-area-title"), ("content-rect", "label-content-rect")] {
            guard let frame = list.rectOf(area), let label = list.rectOf(id) else { continue }
            #expect(!intersects(label, frame), "\(name): \(id) overlaps \(area)")
        }
        // Nor do they cross the bounds' outline.
        let bounds = try scenario.button.computeLayout().bounds
        for label in labels {
            for edge in edges(of: bounds, width: 2) {
                #expect(!intersects(label.box, edge), "\(name): \(label.id) crosses the bounds")
            }
        }
    }

    @Test("labels: false leaves out the numbers but keeps a ghost's own label")
    func labelsOff() throws {
        let ghost = Ghost(rect: rect(100, 25, 50, 50), label: "expected?", crossOut: true)
        let list = try diagram(articleScenario(imageEdgeInsets: EdgeInsets(left: 50), diagram: DiagramOptions(ghosts: [ghost], labels: false)))
        #expect(list.labelBoxes.map(\.id) == ["label-ghost-0"])
        guard case .text(let run)? = list.item("label-ghost-0") else { Issue.record("no ghost label"); return }
        #expect(run.text == "expected?")
    }

    @Test("thousands of ghosts: labels stack instead of searching forever, and the size limit refuses the result")
    func manyGhosts() throws {
        let ghosts = (0..<3000).map { Ghost(rect: rect(Double($0 % 50) * 4, Double($0 / 50) * 2, 10, 10)) }
        #expect(throws: DiagramError.self) {
            try diagram(articleScenario(diagram: DiagramOptions(pixelsPerPoint: 1, ghosts: ghosts)))
        }
        let few = try diagram(articleScenario(diagram: DiagramOptions(pixelsPerPoint: 1, ghosts: Array(ghosts.prefix(300)), labels: false)))
        #expect(few.items.count > 300)
    }

    @Test("the placer falls back to a column beside the drawing, joined by a leader line")
    func fallback() {
        let frame = rect(0, 0, 10, 10)
        // A wall all around the frame, wider than any ring.
        let wall = [rect(-200, -200, 400, 190), rect(-200, 10, 400, 190), rect(-200, -10, 190, 30), rect(20, -10, 180, 30)]
        var placer = LabelPlacer(obstacles: wall, gap: 2)
        let beside = placer.placeLabel(Size(width: 30, height: 8), around: frame)
        #expect(beside.rect == rect(202, 1, 30, 8))
        #expect(!beside.isAdjacent)
        // A leader joins it to the frame, level with the frame's middle.
        let leader = leaderLine(from: beside.rect, to: frame)
        #expect(leader?.from == Point(x: 202, y: 5))
        #expect(leader?.to == Point(x: 10, y: 5))
        #expect(leaderLine(from: rect(10, 0, 5, 5), to: frame) == nil)
    }
}
