import ButtonFiles
import ButtonLabKit
import ButtonLabTestSupport
import ButtonLayout
import Foundation
import Testing

@testable import ButtonDiagram

/// Article 2's figure 8 (`imageEdgeInsets.right` 175) and the same button with `right: 177` in a scratch
/// folder: before stable canvases its PNG went from 857 to 858 px wide and 41 of its 48 SVG lines changed.
private func twoInsets() throws -> (directory: String, scenarios: [String]) {
    let directory = makeScratch("stable-canvas")
    let fixture = try String(contentsOfFile: fixturesDirectory + "/article2/fig08-left-image-right-175-area.yaml", encoding: .utf8)
    let moved = fixture.replacingOccurrences(of: "imageEdgeInsets: {right: 175}", with: "imageEdgeInsets: {right: 177}")
    #expect(moved != fixture)
    try fixture.write(toFile: directory + "/a.yaml", atomically: true, encoding: .utf8)
    try moved.write(toFile: directory + "/b.yaml", atomically: true, encoding: .utf8)
    return (directory, [directory + "/a.yaml", directory + "/b.yaml"])
}

/// The `id` of an SVG line, or the line itself when it has none.
private func elementID(_ line: String) -> String {
    guard let start = line.range(of: " id=\"") else { return line }
    return String(line[start.upperBound...].prefix { $0 != "\"" })
}

@Suite("Canvas: the size comes from the bounds, scale and caption, never from where the labels went")
struct StableCanvasTests {
    @Test("a 2-pt inset change keeps the PNG's pixel size; the SVG changes only in what moved")
    func insetChange() throws {
        let (directory, scenarios) = try twoInsets()
        defer { removeScratch(directory) }
        var sizes: [(Int, Int)] = []
        var svgs: [[String]] = []
        for (index, scenario) in scenarios.enumerated() {
            #expect(try buttonlab("render", scenario, "-o", directory + "/\(index).png").status == 0)
            #expect(try buttonlab("render", scenario, "-o", directory + "/\(index).svg").status == 0)
            let header = try PNGHeader(parsing: readBytes(directory + "/\(index).png") ?? [])
            sizes.append((header.width, header.height))
            svgs.append(try String(contentsOfFile: directory + "/\(index).svg", encoding: .utf8).components(separatedBy: "\n"))
        }
        #expect(sizes[0] == (688, 491) && sizes[1] == (688, 491))
        #expect(svgs[0].count == 49 && svgs[1].count == 49)
        let changed = zip(svgs[0], svgs[1]).filter { $0 != $1 }.map { elementID($0.0) }
        // The image area shrank 2 pt and UIKit's squashed image with it: the area, the two ghosts, their
        // labels and leaders, the image view's label (which slides beside them), the warning's marker
        // and line, and the description that quotes the numbers. Axes, grid, ticks, the frames drawn
        // where they were and the caption stay byte for byte.
        #expect(changed.count == 18)
        #expect(changed.filter { $0.hasPrefix(" ") }.map { String($0.prefix(8)) } == ["  <desc>"])
        #expect(changed.filter { !$0.hasPrefix(" ") } == [
            "area-image", "ghost-0", "ghost-1", "warning-marker-1", "warning-marker-1-number", "leader-ghost-0", "leader-ghost-1",
            "leader-area-image", "veil-label-image-view", "label-image-view", "veil-label-ghost-0", "label-ghost-0",
            "veil-label-ghost-1", "label-ghost-1", "veil-label-area-image", "label-area-image", "warning-1",
        ])
    }

    @Test("configuration figures: no leader line enters the title's or subtitle's text",
          arguments: try FileManager.default.contentsOfDirectory(atPath: fixturesDirectory + "/configuration").filter { $0.hasSuffix(".yaml") }.sorted())
    func leadersClearText(_ file: String) throws {
        let renderer = try FigureRenderer()
        let laidOut = try layOut(path: fixturesDirectory + "/configuration/" + file, loader: renderer.loader).get()
        let list = try renderer.displayList(for: laidOut)
        var leaders: [(id: String, from: Point, to: Point)] = []
        var text: [(id: String, box: Rect)] = []
        for item in list.items {
            if item.id.hasPrefix("leader-"), case .line(let from, let to, _) = item.shape { leaders.append((item.id, from, to)) }
            if item.id.hasPrefix("title-text") || item.id.hasPrefix("subtitle-text"), case .text(let run) = item.shape {
                text.append((item.id, run.box))
            }
        }
        #expect(!text.isEmpty)
        for leader in leaders {
            for box in text {
                #expect(!segmentEntersInterior(leader.from, leader.to, box.box), "\(leader.id) crosses \(box.id)")
            }
        }
    }
}
