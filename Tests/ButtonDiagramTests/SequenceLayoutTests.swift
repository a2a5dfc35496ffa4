import ButtonLabTestSupport
import ButtonLayout
@testable import ButtonDiagram
import ButtonScenario
import ButtonTrace
import Testing

/// Fixtures/lifecycle/`file` run as `buttonlab trace` runs it (ButtonTraceTests builds the same scenarios in Swift).
private func fixtureRun(_ file: String) -> TraceRun {
    let loader = ScenarioLoader()
    let scenario = try! loader.load(path: fixturesDirectory + "/lifecycle/" + file)
    return TraceSimulator.run(scenario.trace!, measurer: loader.titleMeasurer)
}

private func diagram(_ file: String) -> SequenceDiagram {
    SequenceLayout().diagram(for: fixtureRun(file))
}

/// The sequence diagram as plain values (issue 14, item 4).
@Suite("sequence diagram layout")
struct SequenceLayoutTests {
    @Test("lanes left to right; subviews start at their creation; a view never created is marked so")
    func lanes() {
        let d = diagram("a2-title-rect-recursion.yaml")
        #expect(d.lanes.map(\.id) == [.app, .button, .layoutPass, .imageView, .titleLabel])
        #expect(d.lanes.map(\.title) == ["app", "UIButton", "layout pass", "imageView", "titleLabel"])
        #expect(d.lanes.map(\.created) == [true, true, true, false, false])
        let xs = d.lanes.map(\.x)
        #expect(xs == xs.sorted())
        let created = diagram("a1-rect-overrides.yaml")
        let title = created.lanes.first { $0.id == .titleLabel }!
        let top = created.lanes.first { $0.id == .app }!.header.y
        #expect(title.created)
        #expect(title.header.y > top)
        #expect(title.lifelineTop == title.header.maxY)
    }

    @Test("every message is an arrow or a self-arrow with its number, argument and return value")
    func messages() {
        let run = fixtureRun("a4-call-order-ios26.yaml")
        let d = SequenceLayout().diagram(for: run)
        let messageCount = run.steps.flatMap(\.events).filter { if case .message = $0.event { true } else { false } }.count
        let labels = d.items.compactMap { item -> String? in
            switch item {
            case .arrow(_, _, let label, _, .message): label
            case .selfArrow(_, _, _, let label, _): label
            default: nil
            }
        }
        #expect(labels.count == messageCount)
        #expect(labels.first == "3 contentRectForBounds:(0, 0, 200, 100)")
        #expect(d.items.contains(.arrow(
            from: Point(x: d.lanes[2].x, y: yOfFirstArrow(d, label: "4 imageRectForContentRect:(0, 0, 200, 100)")),
            to: Point(x: d.lanes[1].x, y: yOfFirstArrow(d, label: "4 imageRectForContentRect:(0, 0, 200, 100)")),
            label: "4 imageRectForContentRect:(0, 0, 200, 100)", detail: "→ (50, 25, 50, 50) · _setupImageView<-_updateImageView",
            style: .message)))
        let steps = d.items.compactMap { if case .step(_, let title, let sequence, _) = $0 { "\(title) | \(sequence)" } else { nil } }
        #expect(steps[4] == "5. runLoop | 1 3 4 3 5 3 4 5 3 4")
        #expect(steps[6] == "7. runLoop | 1 3 4 5 3 4")
    }

    private func yOfFirstArrow(_ d: SequenceDiagram, label: String) -> Double {
        for item in d.items {
            if case .arrow(let from, _, label, _, _) = item { return from.y }
        }
        return -1
    }

    @Test("creation arrows end at the new lane's head box")
    func creation() {
        let d = diagram("a1-lazy-subviews.yaml")
        let image = d.lanes.first { $0.id == .imageView }!
        let arrow = d.items.first { if case .arrow(_, _, _, _, .creation) = $0 { true } else { false } }
        guard case .arrow(let from, let to, let label, let detail, _)? = arrow else {
            Issue.record("no creation arrow")
            return
        }
        #expect(label == "create (0, 50, 50, 50)")
        #expect(detail == "index 0 · _setupImageView<-_updateImageView")
        #expect(from.x == d.lanes.first { $0.id == .layoutPass }!.x)
        #expect(to.x == image.header.minX)
        #expect(to.y == image.header.midY)
    }

    @Test("the recursion is drawn from the crash back up to the creation it re-entered")
    func recursion() {
        let d = diagram("a2-image-rect-recursion.yaml")
        let crash = d.items.compactMap { if case .crash(let center, let label) = $0 { (center, label) } else { nil } }
        #expect(crash.map(\.1) == ["crash: infinite recursion — imageRectForContentRect: reads self.imageView while the image view is being created"])
        let recursion = d.items.compactMap { if case .recursion(_, let from, let to, _) = $0 { (from, to) } else { nil } }
        #expect(recursion.count == 1)
        let creationStart = yOfFirstArrow(d, label: "3 contentRectForBounds:(0, 0, 200, 100)")
        #expect(recursion.first?.0 == crash.first?.0.y)
        #expect(recursion.first?.1 == creationStart)
        #expect(d.title.hasSuffix("— crash"))
        let notRun = d.items.compactMap { if case .step(_, let title, let sequence, true) = $0 { "\(title) | \(sequence)" } else { nil } }
        #expect(notRun == ["6. call: imageRectForContentRect | not run"])
    }

    @Test("a feedback loop: the first sweeps, a bracket for the repeats, and the loop marker")
    func feedbackLoop() {
        let d = diagram("a2-setneedslayout-loop.yaml")
        let loops = d.items.compactMap { if case .loop(let rect, let label, let isFeedback) = $0 { (rect, label, isFeedback) } else { nil } }
        #expect(loops.map(\.1) == ["sweeps 3–100 are each the same as sweep 2", "feedbackLoop: the layout never settles after 100 passes"])
        #expect(loops.map(\.2) == [false, true])
        #expect(loops[1].0.minY < loops[0].0.minY)
        #expect(loops[1].0.maxY > loops[0].0.maxY)
        let dividers = d.items.compactMap { if case .divider(_, _, _, let label) = $0 { label } else { nil } }
        #expect(dividers == ["run-loop sweep 1", "run-loop sweep 2"])
    }

    @Test("nested passes get their own activation bars; the layout is deterministic and inside its size")
    func activationsAndBounds() {
        let subclass = SubclassDescription(name: "Re", layoutSubviews: [.callSuper, .read(.imageView)])
        var options = TraceOptions()
        options.actions = [.create(.initWithFrame(rect(0, 0, 200, 100))), .setTitle(ContentChange()), .addToWindow, .runLoop]
        let run = TraceSimulator.run(TraceScenario(
            name: "test", button: TraceButtonValues(title: TitleValue(text: "我是titleLabel", size: Size(width: 50, height: 20)),
                                                    image: Size(width: 50, height: 50)),
            subclass: subclass, trace: options))
        let d = SequenceLayout().diagram(for: run)
        let bars = d.items.compactMap { if case .activation(let rect, let depth) = $0 { (rect, depth) } else { nil } }
        #expect(bars.map(\.1).sorted() == [1, 2])
        #expect(SequenceLayout().diagram(for: run) == d)
        for lane in d.lanes {
            #expect(lane.header.maxX <= d.size.width)
            #expect(lane.lifelineBottom <= d.size.height)
        }
    }
}
