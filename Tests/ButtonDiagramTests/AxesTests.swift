import ButtonLabTestSupport
import ButtonLayout
import ButtonScenario
import Testing

@testable import ButtonDiagram

@Suite("Axes, ticks and grid")
struct AxesTests {
    @Test("the x axis runs along the top edge past the content, with a filled arrowhead")
    func axes() throws {
        let list = try diagram(articleScenario())
        let o = list.buttonOrigin
        // 2 px wide, 28 px past the content, a 12 × 10 px arrowhead: 1, 14, 6 × 5 pt at 2 px per point.
        let stroke = Stroke(color: Color(rgb: 0), width: 1)
        #expect(list.item("axis-x") == .line(from: Point(x: o.x, y: o.y), to: Point(x: 208 + o.x, y: o.y), stroke: stroke))
        #expect(list.item("axis-x-arrow") == .polygon(
            [Point(x: 214 + o.x, y: o.y), Point(x: 208 + o.x, y: o.y - 2.5), Point(x: 208 + o.x, y: o.y + 2.5)],
            fill: Color(rgb: 0), stroke: nil))
        #expect(list.item("axis-y") == .line(from: Point(x: o.x, y: o.y), to: Point(x: o.x, y: 108 + o.y), stroke: stroke))
    }

    @Test("tick labels every 50 pt: above the x axis, left of the y axis, 0 only once")
    func ticks() throws {
        let list = try diagram(articleScenario())
        let ids = list.items.map(\.id).filter { $0.hasPrefix("tick-") }
        #expect(ids == ["tick-x-0", "tick-x-50", "tick-x-100", "tick-x-150", "tick-x-200", "tick-y-50", "tick-y-100"])
        guard case .text(let x50)? = list.item("tick-x-50"), case .text(let y100)? = list.item("tick-y-100") else {
            Issue.record("no ticks"); return
        }
        #expect(x50.text == "50")
        // 13 px type: 6.5 pt, a digit 3.25 wide and 7.8 tall in the fake measurer; 2.5 from the axis.
        #expect(approximately(list.inButton(x50.box), rect(46.75, -10.3, 6.5, 7.8)))
        #expect(x50.alignment == .center)
        #expect(approximately(list.inButton(y100.box), rect(-12.25, 96.1, 9.75, 7.8)))
        #expect(y100.alignment == .right)
        #expect(x50.font.size * list.pixelsPerPoint == 13)
    }

    @Test("explicit ticks too dense for their labels are thinned to a multiple")
    func denseTicks() throws {
        let list = try diagram(articleScenario(diagram: options { $0.ticks = 2 }))
        let ids = list.items.map(\.id).filter { $0.hasPrefix("tick-x-") }
        // "200" is 9.75 pt = 19.5 px wide, plus a 5 px gap: steps of 2 (4 px), 4 and 10 (20 px) crowd;
        // 20 (40 px) has room.
        #expect(ids.first == "tick-x-0")
        #expect(ids.dropFirst().first == "tick-x-20")
    }

    @Test("adaptive ticks: 3 to 8 labelled ticks (0 included) on each axis, from 1, 2, 5, 10, 20, 25, 50 …",
          arguments: [(30.0, 30.0), (44, 44), (160, 44), (200, 100), (335, 40), (20, 10), (320, 568), (1000, 50), (72, 56)])
    func adaptiveTicks(width: Double, height: Double) throws {
        var scenario = Scenario(name: "size", button: Button(size: Size(width: width, height: height)))
        scenario.diagram = DiagramOptions()
        let list = try diagram(scenario)
        let x = list.items.filter { $0.id.hasPrefix("tick-x-") }.count
        let y = list.items.filter { $0.id.hasPrefix("tick-y-") }.count + 1
        #expect((3...8).contains(x), "\(width) × \(height): \(x) ticks across")
        #expect((3...8).contains(y), "\(width) × \(height): \(y) ticks down")
        let nice: Set<String> = ["1", "2", "5", "10", "20", "25", "50", "100", "200", "250", "500"]
        let steps = ["tick-x-", "tick-y-"].map { prefix in
            list.items.map(\.id).filter { $0.hasPrefix(prefix) }.compactMap { Double($0.dropFirst(prefix.count)) }.filter { $0 > 0 }.min()
        }
        for step in steps.compactMap({ $0 }) { #expect(nice.contains(formatNumber(step)), "\(width) × \(height): step \(step)") }
    }

    @Test("a 44-pt button gets y ticks and a 30 × 30 one ticks on both axes")
    func smallButtonsHaveTicks() throws {
        // 320 wide: 2 px per point, where y labels (15.6 px) need more than 10 pt (20 px) apart.
        let bar = try diagram(Scenario(name: "bar", button: Button(size: Size(width: 320, height: 44)), diagram: DiagramOptions()))
        #expect(bar.items.map(\.id).filter { $0.hasPrefix("tick-y-") } == ["tick-y-20", "tick-y-40"])
        let item = try diagram(Scenario(name: "bar", button: Button(size: Size(width: 160, height: 44)), diagram: DiagramOptions()))
        #expect(item.items.map(\.id).filter { $0.hasPrefix("tick-y-") } == ["tick-y-10", "tick-y-20", "tick-y-30", "tick-y-40"])
        let icon = try diagram(Scenario(name: "icon", button: Button(size: Size(width: 30, height: 30)), diagram: DiagramOptions()))
        #expect(icon.items.map(\.id).filter { $0.hasPrefix("tick-x-") } == ["tick-x-0", "tick-x-5", "tick-x-10", "tick-x-15", "tick-x-20", "tick-x-25", "tick-x-30"])
        #expect(icon.items.map(\.id).filter { $0.hasPrefix("tick-y-") }.count == 6)
    }

    @Test("hairline grid lines every 10 pt cover the canvas, centred on pixels")
    func grid() throws {
        let list = try diagram(articleScenario(diagram: options { $0.grid = 10 }))
        let lines = list.items.filter { $0.id.hasPrefix("grid-") }
        let hairline = Stroke(color: Color(rgb: 0xD2D2D2), width: 0.5)
        // The origin is at 20.5 pt = 41 px: the line for x = 10 covers pixel 61, centred at 61.5 px.
        #expect(list.item("grid-x-10") == .line(
            from: Point(x: 30.75, y: 0), to: Point(x: 30.75, y: list.size.height), stroke: hairline))
        #expect(list.item("grid-y-10") == .line(
            from: Point(x: 0, y: 28.75), to: Point(x: list.size.width, y: 28.75), stroke: hairline))
        let verticals = lines.filter { $0.id.hasPrefix("grid-x-") }.count
        #expect(verticals == Int(list.size.width / 10) || verticals == Int(list.size.width / 10) + 1)
        #expect(list.item("grid-x--20") != nil)
        let none = try diagram(articleScenario(diagram: options { $0.grid = 0 }))
        #expect(!none.items.contains { $0.id.hasPrefix("grid-") })
    }

    @Test("the adaptive grid: cells of at least 20 px that divide the ticks")
    func adaptiveGrid() throws {
        let builder = DiagramBuilder(measurer: FakeMeasurer())
        #expect(builder.gridStep(nil, ticks: [50, 50], ppp: 3) == 10)
        #expect(builder.gridStep(nil, ticks: [5, 5], ppp: 13) == 5)
        #expect(builder.gridStep(nil, ticks: [10, 10], ppp: 11) == 2)
        // 25 and 10 share 5 at most: 15 px cells, the best there is.
        #expect(builder.gridStep(nil, ticks: [25, 10], ppp: 3) == 5)
        #expect(builder.gridStep(nil, ticks: [], ppp: 3) == 10)
        #expect(builder.gridStep(0, ticks: [50], ppp: 3) == nil)
        #expect(builder.gridStep(0.5, ticks: [50], ppp: 3) == nil)
        #expect(builder.gridStep(1, ticks: [50], ppp: 3) == 1)
    }
}
