import ButtonDiagram
import ButtonLabKit
import ButtonLabTestSupport
import ButtonLayout
import ButtonScenario
import Foundation
import Testing

/// Every drawable fixture (the life-cycle ones draw sequence diagrams, elsewhere), relative to Fixtures/.
private let drawableFixtures: [String] = {
    let root = fixturesDirectory + "/"
    return ((try? scenarioFiles(for: [fixturesDirectory])) ?? [])
        .map { String($0.dropFirst(root.count)) }
        .filter { !$0.hasPrefix("lifecycle/") && !$0.hasPrefix("interface-builder/") }
}()

private let renderer = try! FigureRenderer()

private func displayList(_ path: String, theme: DiagramTheme? = nil) throws -> DisplayList {
    let laidOut = try layOut(path: fixturesDirectory + "/" + path, loader: renderer.loader).get()
    return try renderer.displayList(for: laidOut, theme: theme)
}

private func textBoxes(_ list: DisplayList, _ keep: (String) -> Bool) -> [(id: String, box: Rect)] {
    list.items.compactMap { item in
        guard keep(item.id), case .text(let run) = item.shape else { return nil }
        return (item.id, run.box)
    }
}

private func grown(_ r: Rect, _ by: Double) -> Rect {
    Rect(x: r.x - by, y: r.y - by, width: r.width + 2 * by, height: r.height + 2 * by)
}

private func intersects(_ a: Rect, _ b: Rect) -> Bool {
    a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
}

@Suite("Every fixture's figure reads well")
struct FixtureReadabilityTests {
    @Test func fixturesAreFound() {
        #expect(drawableFixtures.count == 95)
    }

    @Test("label boxes never touch: 4 px from each other, from tick labels and from warning markers", arguments: drawableFixtures)
    func labelsKeepApart(_ path: String) throws {
        let list = try displayList(path)
        let gap = 4 / list.pixelsPerPoint - 1e-9
        let labels = textBoxes(list) { $0.hasPrefix("label-") }
        let others = textBoxes(list) { $0.hasPrefix("tick-") || $0.hasPrefix("caption") || $0.hasPrefix("warning-") }
            + list.items.compactMap { item -> (id: String, box: Rect)? in
                guard item.id.hasPrefix("warning-marker-"), case .roundedRect(let r, _, _, _) = item.shape else { return nil }
                return (item.id, r)
            }
        for (index, label) in labels.enumerated() {
            for other in labels[(index + 1)...] {
                #expect(!intersects(grown(label.box, gap), other.box), "\(path): \(label.id) / \(other.id)")
            }
            for other in others { #expect(!intersects(grown(label.box, gap), other.box), "\(path): \(label.id) / \(other.id)") }
            #expect(label.box.minX >= 0 && label.box.maxX <= list.size.width && label.box.maxY <= list.size.height, "\(path): \(label.id) off the canvas")
        }
        // Tick labels do not touch each other either.
        let ticks = textBoxes(list) { $0.hasPrefix("tick-") }
        for (index, tick) in ticks.enumerated() {
            for other in ticks[(index + 1)...] { #expect(!intersects(tick.box, other.box), "\(path): \(tick.id) / \(other.id)") }
        }
    }

    @Test("3 to 8 labelled ticks on each axis, 0 included", arguments: drawableFixtures)
    func tickCounts(_ path: String) throws {
        let list = try displayList(path)
        let ids = list.items.map(\.id)
        let x = ids.filter { $0.hasPrefix("tick-x-") }.count
        let y = ids.filter { $0.hasPrefix("tick-y-") }.count + 1
        #expect((3...8).contains(x), "\(path): \(x) across")
        #expect((3...8).contains(y), "\(path): \(y) down")
    }

    @Test("numbers in the figure have at most two decimals", arguments: drawableFixtures)
    func twoDecimals(_ path: String) throws {
        let list = try displayList(path)
        for (id, _) in textBoxes(list, { $0.hasPrefix("label-") || $0.hasPrefix("tick-") || $0.hasPrefix("content-insets-") }) {
            guard case .text(let run)? = list.items.first(where: { $0.id == id })?.shape else { continue }
            for number in run.text.split(whereSeparator: { !"0123456789.".contains($0) }) where number.contains(".") {
                #expect((number.split(separator: ".").last?.count ?? 0) <= 2, "\(path): \(id): \(run.text)")
            }
        }
    }

    @Test("the real frames are painted over the virtual boxes", arguments: drawableFixtures)
    func virtualBelowReal(_ path: String) throws {
        let ids = try displayList(path).items.map(\.id)
        for virtual in ["virtual-title", "virtual-title-text", "virtual-image"] {
            guard let v = ids.firstIndex(of: virtual) else { continue }
            for real in ["image-view", "title-label", "title-text"] {
                if let r = ids.firstIndex(of: real) { #expect(v < r, "\(path): \(virtual) over \(real)") }
            }
        }
    }

    @Test("the bounds are drawn about 500 px wide unless the scenario says otherwise, never below 2 px/pt", arguments: drawableFixtures)
    func scale(_ path: String) throws {
        let laidOut = try layOut(path: fixturesDirectory + "/" + path, loader: renderer.loader).get()
        let list = try renderer.displayList(for: laidOut)
        #expect(list.pixelsPerPoint >= 2)
        let bounds = laidOut.layout.common.bounds
        if laidOut.scenario.diagram.pixelsPerPoint == nil, bounds.width * 2 < 500, bounds.height * 16 > 400, bounds.width * 16 > 500 {
            #expect(abs(bounds.width * list.pixelsPerPoint - 500) <= bounds.width / 2 || bounds.height * list.pixelsPerPoint <= 400 + bounds.height / 2, "\(path)")
        }
    }

    @Test("dark figures have the same items as light ones", arguments: ["article2/fig05-virtual-title.yaml", "everyday/06-sharee-3x.yaml", "configuration/07-subtitle-automatic.yaml"])
    func darkMatchesLight(_ path: String) throws {
        let light = try displayList(path)
        let dark = try displayList(path, theme: .dark)
        #expect(light.items.map(\.id) == dark.items.map(\.id))
        #expect(dark.background == Color(rgb: 0x1C1C1E))
    }
}
