import ButtonLabTestSupport
import ButtonLayout
@testable import ButtonTrace
import Testing

private let inWindow: [TraceAction] = [frame200x100, setTitle, setImage, .addToWindow]

/// docs/lifecycle.md, "Actions" and "`trace`": actions and switches beyond the reference table.
@Suite("§7 profiles and §5 actions")
struct ProfileTests {
    @Test("uikit: article2019 reproduces article 4's 3 → 4 → 3 → 5 → 3 → 4 after layoutSubviews")
    func article2019() {
        let run = trace(inWindow + [.runLoop, .setNeedsLayout, .runLoop], options: TraceOptions(uikit: .article2019))
        #expect(run.steps[4].sequence == "1 3 4 3 4 3 5 3 5 3 4")
        #expect(run.steps[6].sequence == "1 3 4 3 5 3 4")
        let callers = run.steps[6].events.compactMap { record -> String? in
            if case .message(_, _, _, let via) = record.event { return via.name }
            return nil
        }
        #expect(callers == [
            "_updateImageView", "_updateImageView", "_updateTitleView", "_updateTitleView", "pressFeedbackPosition",
            "pressFeedbackPosition",
        ])
    }

    @Test("article2019 calls the rect methods for a plain UIButton too (no overridesRectAccessors bit)")
    func article2019PlainButton() {
        let run = trace(inWindow + [.runLoop, .setNeedsLayout, .runLoop], subclass: nil, options: TraceOptions(uikit: .article2019))
        #expect(run.steps[6].sequence == "1 3 4 3 5 3 4")
    }

    @Test("sdk old: the titleLabel getter lays the button out at once")
    func oldTitleGetter() {
        let run = trace([frame200x100, .read(.titleLabel)], options: TraceOptions(sdk: .old))
        #expect(run.steps[1].sequence == "3 5 1 3 3")
        #expect(run.steps[1].needsLayout == false)
        #expect(run.steps[1].subviews == [SubviewSnapshot(view: .titleLabel, frame: .zero, hidden: true)])
    }

    @Test("sdk old: a property setter in a window lays out synchronously; a changed value marks for any state, the same one does not (§10.1)")
    func oldSetters() {
        let other = TraceAction.setTitle(ContentChange(.value(TitleValue(text: "H", size: size(20, 25))), state: .highlighted))
        let old = trace([frame200x100, .addToWindow, setTitle, other, setTitle], options: TraceOptions(sdk: .old))
        #expect(old.steps[2].sequence == "1 3 5 3 5 3")
        #expect(old.steps[3].events.first?.event == .setNeedsLayout(.button, cause: .propertyChange("setTitle:forState:"), coalesced: false))
        #expect(old.steps[3].sequence == "")
        #expect(old.steps[4].events == [])
        let modern = trace([frame200x100, .addToWindow, setTitle, .runLoop, setTitle])
        #expect(modern.steps[2].sequence == "")
        #expect(modern.steps[4].events == [])
    }

    @Test("setFrame: a new size defers the pass; in an animation block in a window (or with sdk old) it runs at once")
    func setFrameTiming() {
        let deferred = trace(inWindow + [.runLoop, .setFrame(rect(0, 0, 300, 100))])
        #expect(deferred.steps[5].sequence == "")
        #expect(deferred.steps[5].needsLayout)
        let animated = trace(inWindow + [.runLoop, .animate([.setFrame(rect(0, 0, 300, 100))])])
        #expect(animated.steps[5].sequence == "1 3 4 5 3 4")
        #expect(animated.steps[5].needsLayout == false)
        let old = trace([frame200x100, setTitle, .setFrame(rect(0, 0, 300, 100))], options: TraceOptions(sdk: .old))
        #expect(old.steps[2].sequence == "1 3 5 3 5 3")
    }

    @Test("setFrame: an origin-only move does nothing; setCenter moves; setBounds keeps the centre")
    func geometryActions() {
        let run = trace(inWindow + [.runLoop, .setFrame(rect(10, 10, 200, 100)), .setCenter(Point(x: 0, y: 0)), .setBounds(size(100, 50))])
        #expect(run.steps[5].events == [.init(depth: 0, event: .frame(.button, frame: rect(10, 10, 200, 100), by: .app))])
        #expect(run.steps[5].needsLayout == false)
        #expect(run.steps[6].buttonFrame == rect(-100, -50, 200, 100))
        #expect(run.steps[6].needsLayout == false)
        #expect(run.steps[7].buttonFrame == rect(-50, -25, 100, 50))
        #expect(run.steps[7].needsLayout)
    }

    @Test("imageChildInvalidation: the new image view's first image costs one extra sweep")
    func imageChildInvalidation() {
        let run = trace(inWindow + [.runLoop], options: TraceOptions(imageChildInvalidation: true))
        #expect(run.steps[4].sequence == "1 3 4 3 5 3 4 5 3 4 1 3 4 5 3 4")
        #expect(run.steps[4].notes == [.relayoutSettled(sweeps: 2)])
    }

    @Test("a detached button stays dirty through a run-loop turn")
    func detachedButton() {
        let run = trace([frame200x100, setTitle, .addToSuperview, .runLoop, .layoutIfNeeded])
        #expect(run.steps[3].events == [])
        #expect(run.steps[3].needsLayout)
        #expect(run.steps[4].sequence == "1 3 5 3 5 3")
        #expect(run.steps[4].events.first?.event == .superviewLayoutSubviews)
    }

    @Test("setters that change nothing do nothing; a highlighted title is stored without a layout")
    func unchangedSetters() {
        let run = trace([
            frame200x100, .setImageEdgeInsets(.zero), .setContentHorizontalAlignment(.center),
            .setTitle(ContentChange(state: .highlighted)), .setContentEdgeInsets(EdgeInsets(top: 1)),
        ])
        #expect(run.steps[1].events == [])
        #expect(run.steps[2].events == [])
        #expect(run.steps[3].events == [])
        #expect(run.steps[4].events.count == 1)
    }

    @Test("a highlighted image alone still makes pressFeedbackPosition ask for the image rect")
    func highlightedImage() {
        let run = trace([frame200x100, .setImage(ContentChange(state: .highlighted)), .setNeedsLayout, .layoutIfNeeded])
        #expect(run.steps[3].sequence == "1 3 3 4")
    }

    @Test("sizeToFit on a title-only button: no subview, then the 6-pt padding moves into contentRectForBounds:")
    func titlePadding() {
        let run = trace([frame200x100, setTitle, .sizeToFit, .layoutIfNeeded], subclass: .logging)
        #expect(run.steps[2].sequence == "")
        #expect(run.steps[2].buttonFrame == rect(0, 0, 50, 37))
        let contentRects = run.steps[3].events.compactMap { record -> Rect? in
            if case .message(.rect(.contentRectForBounds), _, .rect(let result)?, _) = record.event { return result }
            return nil
        }
        #expect(contentRects == [rect(0, 6, 50, 25), rect(0, 6, 50, 25), rect(0, 6, 50, 25)])
        let nonZeroInsets = trace([frame200x100, setTitle, .sizeToFit, .setContentEdgeInsets(EdgeInsets(top: 2)), .layoutIfNeeded])
        #expect(nonZeroInsets.steps[4].subviews.map(\.frame) == [rect(0, 7, 50, 25)])
    }

    @Test("read intrinsicContentSize and call sizeThatFits report the size without resizing")
    func sizingMessages() {
        let run = trace([frame200x100, setImage, .read(.intrinsicContentSize), .call(.sizeThatFits)])
        #expect(run.steps[2].events.first?.event == .message(.intrinsicContentSize, argument: .none, result: .size(size(50, 50)), via: .app))
        #expect(run.steps[2].sequence == "3 4")
        #expect(run.steps[3].events == [
            .init(depth: 0, event: .message(.sizeThatFits, argument: .size(size(200, 100)), result: .size(size(50, 50)), via: .app)),
        ])
        #expect(run.steps[3].buttonFrame == rect(0, 0, 200, 100))
    }

    @Test("a contentRectForBounds: override moves the system rects into its rect")
    func contentRectOverride() {
        let subclass = SubclassDescription(name: "C", contentRect: .expression(rectExpression("[cx + 20, cy, cw - 40, ch]")))
        let run = trace([frame200x100, setImage, .call(.imageRectForContentRect)], subclass: subclass)
        #expect(run.steps[2].events.map(\.event) == [
            .message(.rect(.contentRectForBounds), argument: .rect(rect(0, 0, 200, 100)), result: .rect(rect(20, 0, 160, 100)), via: .app),
            .message(.rect(.imageRectForContentRect), argument: .rect(rect(20, 0, 160, 100)), result: .rect(rect(75, 25, 50, 50)), via: .app),
        ])
    }

    @Test("a background image: the background view is created first and framed by backgroundRectForBounds:")
    func backgroundView() {
        let run = trace([frame200x100, setBackgroundImage, setTitle, .layoutIfNeeded, .setBackgroundImage(ContentChange(.remove)), .layoutIfNeeded])
        #expect(run.steps[3].subviews.map(\.view) == [.backgroundView, .titleLabel])
        #expect(run.steps[3].subviews[0].frame == rect(0, 0, 200, 100))
        #expect(run.steps[5].subviews[0].hidden)
        #expect(run.steps[5].sequence == "1 3 5 3")
    }
}
