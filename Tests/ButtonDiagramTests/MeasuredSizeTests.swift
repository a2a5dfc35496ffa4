import ButtonDiagram
import ButtonLabTestSupport
import ButtonLayout
import ButtonScenario
import Synchronization
import Testing

/// A fitted title is measured, and drawn, in its own font scaled down: every text measurement of
/// the title is at the title's UIKit size, so a figure loads no second size of that font.
@Suite("Titles measured at their own size")
struct MeasuredSizeTests {
    /// FakeMeasurer's widths, recording the sizes asked for each text.
    final class Recorder: TextMeasuring, Sendable {
        let sizes = Mutex<[String: Set<Double>]>([:])
        func measure(_ text: String, font: FontSpec) -> Size {
            sizes.withLock { _ = $0[text, default: []].insert(font.size) }
            return FakeMeasurer().measure(text, font: font)
        }
        func sizesAsked(containing part: String) -> Set<Double> {
            sizes.withLock { $0.filter { $0.key.contains(part) }.values.reduce(into: []) { $0.formUnion($1) } }
        }
    }

    @Test("article 2's title: drawn at the fitted 8.33 pt from its 18-pt layout, measured only at 18 pt")
    func articleTitle() throws {
        let recorder = Recorder()
        let list = try diagram(articleScenario(), measurer: recorder)
        guard case .text(let run)? = list.item("title-text") else { Issue.record("no title text"); return }
        #expect(run.text == "我是titleLabel")
        #expect(run.font == FontSpec(size: 8.33))
        #expect(run.measuredSize == 18)
        #expect(run.layoutFont == FontSpec(size: 18))
        #expect(recorder.sizesAsked(containing: "我是") == [18])
    }

    @Test("a frame narrower than the fitted text: cut at the 18-pt widths scaled, the same Abc…xyz")
    func truncatedAtOwnSize() throws {
        // At 18 pt the 12 clusters measure 108 × 21.6, fitted to 50 × 25 at 8.33 pt (scale 8.33 / 18);
        // the 30-pt frame is 64.8 pt at 18 pt: 7 clusters of 9 pt, the ellipsis one of them.
        let recorder = Recorder()
        let scenario = Scenario(
            name: "cut",
            button: Button(size: Size(width: 60, height: 30), contentEdgeInsets: EdgeInsets(left: 30), titleSize: Size(width: 50, height: 25)),
            title: Title(text: "我是titleLabel", font: FontSpec(), naturalSize: Size(width: 50, height: 25), sizeIsGiven: true))
        let list = try diagram(scenario, measurer: recorder)
        guard case .text(let run)? = list.item("title-text") else { Issue.record("no title text"); return }
        #expect(list.rectOf("title-label")?.width == 30)
        #expect(run.text == "我是t…bel")
        #expect(run.font == FontSpec(size: 8.33))
        #expect(run.measuredSize == 18)
        #expect(recorder.sizesAsked(containing: "…") == [18])
    }

    @Test("a title drawn at its own size carries no measured size")
    func unscaled() throws {
        let scenario = Scenario(
            name: "roomy",
            button: Button(size: Size(width: 100, height: 40), titleSize: Size(width: 10, height: 12)),
            title: Title(text: "OK", font: FontSpec(size: 10), naturalSize: Size(width: 10, height: 12), sizeIsGiven: false))
        let list = try diagram(scenario)
        guard case .text(let run)? = list.item("title-text") else { Issue.record("no title text"); return }
        #expect(run.font == FontSpec(size: 10))
        #expect(run.measuredSize == nil)
        #expect(run.layoutFont == run.font)
    }

    @Test("a scene's fitted label: cut and drawn at the size it was fitted from")
    func sceneLabel() throws {
        // "Continue" at 17 pt measures 68 (FakeMeasurer: 8.5 a cluster); fitted to 8.5 pt, the
        // 20-pt frame is 40 pt at 17 pt: 4 clusters, the ellipsis one of them.
        let recorder = Recorder()
        let label = SceneButtonDrawing.Label(
            frame: rect(30, 20, 20, 12), text: "Continue", font: FontSpec(size: 8.5), measuredSize: 17)
        let drawing = SceneDrawing(
            root: rect(0, 0, 100, 60), views: [],
            buttons: [SceneButtonDrawing(number: 1, bounds: rect(20, 15, 60, 22), isHidden: false, imageView: nil, labels: [label])],
            legend: [], caption: nil)
        let list = try DiagramBuilder(measurer: recorder).buildScene(drawing)
        guard case .text(let run)? = list.item("button-1-title-label-text") else { Issue.record("no label text"); return }
        #expect(run.text == "Co…e")
        #expect(run.font == FontSpec(size: 8.5))
        #expect(run.measuredSize == 17)
        #expect(recorder.sizesAsked(containing: "…") == [17])
        #expect(SceneButtonDrawing.Label(frame: rect(0, 0, 1, 1), text: "a", font: FontSpec(size: 9), measuredSize: 9).measuredSize == nil)
    }

    @Test("TextRun drops a measured size equal to the font's")
    func sameSize() {
        let run = TextRun(text: "a", box: rect(0, 0, 1, 1), font: FontSpec(size: 12), color: Color(rgb: 0), measuredSize: 12)
        #expect(run.measuredSize == nil)
    }
}
