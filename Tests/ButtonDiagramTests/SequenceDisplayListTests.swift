import ButtonDiagram
import ButtonLabTestSupport
import ButtonLayout
import ButtonRender
import ButtonTrace
import Testing

/// Article 2's recursion: a subclass whose imageRectForContentRect: reads self.imageView.
private func recursionRun() -> TraceRun {
    var options = TraceOptions()
    options.actions = [
        .create(.initWithFrame(rect(0, 0, 200, 100))), .setImage(ContentChange()), .addToWindow, .runLoop, .runLoop,
    ]
    let subclass = SubclassDescription(name: "MyButton", sideEffects: [.imageRectForContentRect: [.read(.imageView)]])
    return TraceSimulator.run(TraceScenario(
        name: "recursion", button: TraceButtonValues(image: Size(width: 50, height: 50)), subclass: subclass, trace: options))
}

@Suite("sequence diagram → display list")
struct SequenceDisplayListTests {
    @Test("the canvas is the layout's size; lanes, lifelines, arrows and the crash are drawn with stable ids")
    func displayList() {
        let diagram = SequenceLayout().diagram(for: recursionRun())
        let list = diagram.displayList(pixelsPerPoint: 2)
        #expect(list.size == diagram.size)
        #expect(list.pixelsPerPoint == 2)
        let ids = list.items.map(\.id)
        #expect(Set(ids).count == ids.count)
        for lane in ["app", "button", "layoutPass", "imageView", "titleLabel"] {
            #expect(ids.contains { $0.hasSuffix("-lane-\(lane)") })
            #expect(ids.contains { $0.hasSuffix("-lifeline-\(lane)") })
        }
        let texts = list.items.compactMap { if case .text(let run) = $0.shape { run.text } else { nil } }
        #expect(texts.contains("crash: infinite recursion — imageRectForContentRect: reads self.imageView while the image view is being created"))
        #expect(texts.contains("4 imageRectForContentRect:(0, 0, 200, 100)"))
        #expect(texts.contains("5. runLoop"))
        #expect(texts.contains("not run"))
        #expect(ids.filter { $0.hasSuffix("-recursion") }.count == 3)
        #expect(ids.filter { $0.hasSuffix("-crash") }.count == 2)
    }

    @Test("the SVG backend draws it like any figure, the same every time")
    func svg() {
        let list = SequenceLayout().diagram(for: recursionRun()).displayList()
        let svg = svgDocument(list)
        #expect(svg.contains("<svg"))
        #expect(svg.contains("crash: infinite recursion"))
        #expect(svgDocument(SequenceLayout().diagram(for: recursionRun()).displayList()) == svg)
    }
}
