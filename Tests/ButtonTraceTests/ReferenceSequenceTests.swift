import ButtonLabTestSupport
import ButtonLayout
@testable import ButtonTrace
import Testing

/// docs/lifecycle.md's reference sequence ("What UIKit does"), row by row: iOS 26.1, a subclass overriding the
/// three accessors and calling super.
@Suite("§8 reference sequences")
struct ReferenceSequenceTests {
    @Test("first pass, title + image, no subviews yet; then a later pass")
    func titleAndImage() {
        let run = trace([frame200x100, setTitle, setImage, .addToWindow, .runLoop, .setNeedsLayout, .runLoop])
        #expect(sequences(run) == ["", "", "", "", "1 3 4 3 5 3 4 5 3 4", "", "1 3 4 5 3 4"])
    }

    @Test("+ background image, first and later")
    func backgroundImage() {
        let run = trace([frame200x100, setBackgroundImage, setTitle, setImage, .addToWindow, .runLoop, .setNeedsLayout, .runLoop])
        #expect(run.steps[5].sequence == "1 2 2 3 4 3 5 3 4 5 3 4")
        #expect(run.steps[7].sequence == "1 2 3 4 5 3 4")
    }

    @Test("title only, first and later")
    func titleOnly() {
        let run = trace([frame200x100, setTitle, .addToWindow, .runLoop, .setNeedsLayout, .runLoop])
        #expect(run.steps[3].sequence == "1 3 5 3 5 3")
        #expect(run.steps[5].sequence == "1 3 5 3")
    }

    @Test("image only, first and later")
    func imageOnly() {
        let run = trace([frame200x100, setImage, .addToWindow, .runLoop, .setNeedsLayout, .runLoop])
        #expect(run.steps[3].sequence == "1 3 4 3 4 3 4")
        #expect(run.steps[5].sequence == "1 3 4 3 4")
    }

    @Test("nothing set")
    func nothingSet() {
        let run = trace([frame200x100, .addToWindow, .runLoop])
        #expect(run.steps[2].sequence == "1 3 3")
    }

    @Test("read imageView on an empty detached button: creation, then the synchronous pass")
    func readImageViewOnEmptyButton() {
        let run = trace([frame200x100, .read(.imageView)])
        #expect(run.steps[1].sequence == "3 4 1 3 3")
        #expect(run.steps[1].subviews == [SubviewSnapshot(view: .imageView, frame: rect(100, 50, 0, 0), hidden: true)])
        #expect(run.steps[1].needsLayout == false)
    }

    @Test("read titleLabel on an empty button: label {0,0,0,0}, hidden, button dirty")
    func readTitleLabelOnEmptyButton() {
        let run = trace([frame200x100, .read(.titleLabel)])
        #expect(run.steps[1].sequence == "3 5")
        #expect(run.steps[1].subviews == [SubviewSnapshot(view: .titleLabel, frame: .zero, hidden: true)])
        #expect(run.steps[1].needsLayout == true)
    }

    @Test("sizeToFit with an image and no image view: 3 4 on the old bounds, then the pass creates the label")
    func sizeToFitCreatesTheImageView() {
        let run = trace([frame200x100, setTitle, setImage, .sizeToFit, .addToWindow, .runLoop])
        #expect(run.steps[3].sequence == "3 4")
        let messages = run.steps[3].events.compactMap { record -> Rect? in
            if case .message(.rect(.contentRectForBounds), .rect(let bounds), _, _) = record.event { return bounds }
            return nil
        }
        #expect(messages == [rect(0, 0, 200, 100)])
        #expect(run.steps[3].buttonFrame == rect(0, 0, 100, 50))
        #expect(run.steps[5].sequence == "1 3 5 3 4 5 3 4")
    }

    @Test("plain UIButton, first pass with title + image: no 4/5 inside the layout step")
    func plainButton() {
        let run = trace([frame200x100, setTitle, setImage, .addToWindow, .runLoop], subclass: nil)
        #expect(run.steps[4].sequence == "1 3 4 3 5 3 3 4")
    }
}
