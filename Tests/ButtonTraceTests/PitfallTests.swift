import ButtonLabTestSupport
import ButtonLayout
@testable import ButtonTrace
import Testing

private let inWindow: [TraceAction] = [frame200x100, setTitle, setImage, .addToWindow]

private func crashReason(_ step: TraceStep) -> CrashReason? {
    guard case .crash(let reason)? = step.events.last?.event else { return nil }
    return reason
}

/// docs/lifecycle.md, "Where the articles are right, and where UIKit 26 differs": pitfall by pitfall.
@Suite("§6 pitfalls")
struct PitfallTests {
    // MARK: 1. A getter inside its own rect override

    static let readsImageView = SubclassDescription(name: "R", sideEffects: [.imageRectForContentRect: [.read(.imageView)]])

    @Test("imageRectForContentRect: reading self.imageView crashes in the first layout pass; later actions do not run")
    func recursionInLayout() {
        let run = trace([frame200x100, setImage, .addToWindow, .runLoop, .runLoop], subclass: Self.readsImageView)
        #expect(run.steps.map(\.outcome) == [.ok, .ok, .ok, .crash, .notRun])
        #expect(run.steps[3].sequence == "1 3 4")
        #expect(crashReason(run.steps[3]) == .infiniteRecursion(view: .imageView, inOverride: .imageRectForContentRect))
        #expect(run.steps[3].subviews == [])
        #expect(run.steps[4].events == [])
        #expect(run.outcome == .crash)
    }

    @Test("the same through the getter from outside and through sizeToFit")
    func recursionThroughGetterAndSizing() {
        let getter = trace([frame200x100, .read(.imageView)], subclass: Self.readsImageView)
        #expect(getter.steps[1].sequence == "3 4")
        #expect(crashReason(getter.steps[1]) == .infiniteRecursion(view: .imageView, inOverride: .imageRectForContentRect))
        let sizing = trace([frame200x100, setImage, .sizeToFit], subclass: Self.readsImageView)
        #expect(sizing.steps[2].sequence == "3 4")
        #expect(sizing.steps[2].outcome == .crash)
    }

    @Test("titleRectForContentRect: reading self.titleLabel (openradar 51294267)")
    func titleRecursion() {
        let subclass = SubclassDescription(name: "T", sideEffects: [.titleRectForContentRect: [.read(.titleLabel)]])
        let run = trace([frame200x100, setTitle, .addToWindow, .runLoop], subclass: subclass)
        #expect(run.steps[3].sequence == "1 3 5")
        #expect(crashReason(run.steps[3]) == .infiniteRecursion(view: .titleLabel, inOverride: .titleRectForContentRect))
    }

    @Test("reading the other view does not recurse: the label is created in the middle, and its layout request costs one more sweep")
    func otherViewDoesNotRecurse() {
        let subclass = SubclassDescription(name: "O", sideEffects: [.imageRectForContentRect: [.read(.titleLabel)]])
        let run = trace(inWindow + [.runLoop], subclass: subclass)
        #expect(run.steps[4].outcome == .ok)
        #expect(run.steps[4].sequence == "1 3 4 3 5 3 4 5 3 4 1 3 4 5 3 4")
        #expect(run.steps[4].notes == [.relayoutSettled(sweeps: 2)])
    }

    // MARK: 2. setNeedsLayout inside a rect override or layoutSubviews

    @Test("setNeedsLayout in titleRectForContentRect: a feedback loop at the threshold", arguments: [100, 50])
    func feedbackLoopInOverride(threshold: Int) {
        let subclass = SubclassDescription(name: "L", sideEffects: [.titleRectForContentRect: [.setNeedsLayout]])
        let run = trace(
            [frame200x100, setTitle, .addToWindow, .runLoop, .runLoop], subclass: subclass,
            options: TraceOptions(feedbackThreshold: threshold))
        let step = run.steps[3]
        #expect(step.outcome == .feedbackLoop)
        #expect(step.events.filter { if case .runLoopLayoutSweep = $0.event { true } else { false } }.count == threshold)
        #expect(step.events.last?.event == .feedbackLoop(sweeps: threshold))
        #expect(step.sequence == (["1 3 5 3 5 3"] + Array(repeating: "1 3 5 3", count: threshold - 1)).joined(separator: " "))
        #expect(run.steps[4].outcome == .notRun)
    }

    @Test("setNeedsLayout in layoutSubviews after super: the same loop")
    func feedbackLoopInLayoutSubviews() {
        let subclass = SubclassDescription(name: "L", layoutSubviews: [.callSuper, .setNeedsLayout])
        let run = trace(inWindow + [.runLoop], subclass: subclass)
        #expect(run.steps[4].outcome == .feedbackLoop)
    }

    @Test("a re-mark that stops converges: article 4's MyButton resizes itself once, two sweeps")
    func myButtonConverges() {
        let run = trace(
            [.create(.initWithFrame(.zero)), setTitle, setImage, .addToWindow, .runLoop], subclass: FixtureScenarios.myButton)
        #expect(run.steps[4].sequence == "1 3 4 3 5 3 4 5 3 4 1 3 4 5 3 4")
        #expect(run.steps[4].notes == [.relayoutSettled(sweeps: 2)])
        #expect(run.steps[4].buttonFrame == rect(0, 0, 170, 60))
        #expect(run.steps[4].subviews.map(\.frame) == [rect(10, 10, 40, 40), rect(60, 10, 100, 40)])
    }

    @Test("sameTurnRelayout off: one pass per turn, the button stays dirty")
    func oneSweepPerTurn() {
        let subclass = SubclassDescription(name: "L", sideEffects: [.titleRectForContentRect: [.setNeedsLayout]])
        let run = trace(
            [frame200x100, setTitle, .addToWindow, .runLoop, .runLoop], subclass: subclass,
            options: TraceOptions(sameTurnRelayout: false))
        #expect(run.steps[3].outcome == .ok)
        #expect(run.steps[3].sequence == "1 3 5 3 5 3")
        #expect(run.steps[4].sequence == "1 3 5 3")
        #expect(run.steps[4].needsLayout)
        #expect(run.steps[4].notes == [.stillDirtyAfterTurn])
    }

    // MARK: 3. Frames set from outside are temporary

    @Test("imageView.frame from outside: the getter's synchronous pass first, then the frame, overwritten at the next pass")
    func outsideFrameOverwritten() {
        let run = trace(inWindow + [.setSubviewFrame(.imageView, rect(0, 0, 200, 100)), .read(.subviews), .runLoop], subclass: nil)
        #expect(run.steps[4].sequence == "3 4 1 3 5 3 3 4")
        #expect(run.steps[4].subviews.map(\.frame) == [rect(0, 0, 200, 100), rect(100, 37.5, 50, 25)])
        #expect(run.steps[4].events.last?.event == .setNeedsLayout(.button, cause: .subviewResized(.imageView), coalesced: false))
        #expect(run.steps[5].events == [])
        #expect(run.steps[6].subviews.map(\.frame) == [rect(50, 25, 50, 50), rect(100, 37.5, 50, 25)])
        #expect(run.steps[6].notes == [.outsideFrameOverwritten(.imageView, set: rect(0, 0, 200, 100), by: rect(50, 25, 50, 50))])
    }

    @Test("an origin-only move schedules nothing and survives until another invalidation (case C14)")
    func originOnlyMoveSurvives() {
        let run = trace(
            inWindow + [.runLoop, .setSubviewFrame(.imageView, rect(0, 0, 50, 50)), .runLoop, .setNeedsLayout, .runLoop],
            subclass: nil)
        #expect(run.steps[5].needsLayout == false)
        #expect(run.steps[6].events == [])
        #expect(run.steps[6].subviews[0].frame == rect(0, 0, 50, 50))
        #expect(run.steps[8].subviews[0].frame == rect(50, 25, 50, 50))
    }

    @Test("a hidden subview (no content) keeps an outside frame")
    func hiddenSubviewKeepsFrame() {
        let run = trace([frame200x100, .addToWindow, .setSubviewFrame(.imageView, rect(0, 0, 20, 20)), .runLoop], subclass: nil)
        #expect(run.steps[3].subviews == [SubviewSnapshot(view: .imageView, frame: rect(0, 0, 20, 20), hidden: true)])
        #expect(run.steps[3].notes == [])
    }

    @Test("superviewMarkingOnSubviewResize off: a resized subview leaves the button clean")
    func noSuperviewMarking() {
        let run = trace(
            inWindow + [.runLoop, .setSubviewFrame(.imageView, rect(0, 0, 20, 20))], subclass: nil,
            options: TraceOptions(superviewMarkingOnSubviewResize: false))
        #expect(run.steps[5].needsLayout == false)
        #expect(run.steps[5].sequence == "")
    }

    // MARK: 4. layoutSubviews override after super

    @Test("article 1's third approach: the frames on screen are the override's, the rect methods still report the system's")
    func layoutSubviewsOverride() {
        let run = trace(
            [.create(.initWithFrame(rect(0, 0, 100, 150))), setTitle, setImage, .addToWindow, .runLoop,
             .call(.imageRectForContentRect)],
            subclass: FixtureScenarios.article1LayoutSubviews)
        #expect(run.steps[4].subviews.map(\.frame) == [rect(0, 0, 100, 100), rect(0, 100, 100, 50)])
        #expect(run.steps[4].notes == [
            .rectMethodsDisagree(.imageView, frame: rect(0, 0, 100, 100), reported: rect(0, 50, 50, 50)),
            .rectMethodsDisagree(.titleLabel, frame: rect(0, 100, 100, 50), reported: rect(50, 62.5, 50, 25)),
        ])
        #expect(run.steps[5].sequence == "3 4")
        #expect(run.steps[5].events.last?.event == .message(
            .rect(.imageRectForContentRect), argument: .rect(rect(0, 0, 100, 150)), result: .rect(rect(0, 50, 50, 50)), via: .app))
    }

    // MARK: 5. Layout during init

    @Test("reading the subviews in initWithFrame: lays the button out inside init")
    func layoutDuringInit() {
        let run = trace([frame200x100], subclass: FixtureScenarios.cylButton)
        #expect(run.steps[0].sequence == "3 5 3 4 1 3 3")
        #expect(run.steps[0].notes == [.layoutDuringInit])
        #expect(run.steps[0].subviews == [
            SubviewSnapshot(view: .imageView, frame: rect(0, 0, 200, 200), hidden: true),
            SubviewSnapshot(view: .titleLabel, frame: rect(0, 100, 200, 100), hidden: true),
        ])
    }

    @Test("with init the frame is CGRectZero while init runs (article 3)")
    func layoutDuringPlainInit() {
        let run = trace([.create(.`init`), .setFrame(rect(0, 0, 200, 100))], subclass: FixtureScenarios.cylButton)
        #expect(run.steps[0].subviews.map(\.frame) == [.zero, .zero])
        let bounds = run.steps[0].events.compactMap { record -> Rect? in
            if case .layoutSubviewsBegin(let bounds) = record.event { return bounds }
            return nil
        }
        #expect(bounds == [.zero])
        #expect(run.steps[1].needsLayout)
    }

    // MARK: 6. Re-entrant layoutSubviews

    @Test("an override reading self.imageView with no image nests a second pass")
    func reentrantLayout() {
        let subclass = SubclassDescription(name: "Re", layoutSubviews: [.callSuper, .read(.imageView)])
        let run = trace([frame200x100, setTitle, .addToWindow, .runLoop], subclass: subclass)
        #expect(run.steps[3].sequence == "1 3 5 3 3 3 4 1 3 3")
        #expect(run.steps[3].notes == [.reentrantLayoutSubviews(depth: 2)])
        let depths = run.steps[3].events.compactMap { record -> Int? in
            if case .layoutSubviewsBegin = record.event { return record.depth }
            return nil
        }
        #expect(depths == [1, 2])
    }

    @Test("a pass that dirties itself and lays out synchronously nests until the stack gives out")
    func layoutRecursion() {
        let subclass = SubclassDescription(name: "D", layoutSubviews: [.callSuper, .setNeedsLayout, .layoutIfNeeded])
        let run = trace([frame200x100, setTitle, .addToWindow, .runLoop], subclass: subclass)
        #expect(run.steps[3].outcome == .crash)
        #expect(crashReason(run.steps[3]) == .layoutRecursion(depth: 33))
        #expect(run.steps[3].notes == [.reentrantLayoutSubviews(depth: 32)])
    }

    // MARK: Others

    @Test("a non-finite override rect cannot become a frame: CALayerInvalidGeometry")
    func invalidGeometry() {
        let subclass = SubclassDescription(name: "N", imageRect: .expression(rectExpression("[0, 0, cw / 0, 10]")))
        let run = trace([frame200x100, setImage, .addToWindow, .runLoop], subclass: subclass)
        #expect(crashReason(run.steps[3]) == .invalidGeometry(view: .imageView, frame: rect(0, 0, .infinity, 10)))
    }

    @Test("article 1: subviews is empty until something creates them")
    func lazySubviews() {
        let run = trace([frame200x100, setTitle, setImage, .read(.subviews)], subclass: nil)
        #expect(run.steps[3].notes == [.lazySubviews])
        #expect(run.steps[3].subviews == [])
    }
}
