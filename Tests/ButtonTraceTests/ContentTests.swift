import ButtonLabTestSupport
import ButtonLayout
@testable import ButtonReports
@testable import ButtonTrace
import Testing

/// Trace-model §10.11's worked traces: a plain UIButton, `T` = title "T", `A` = image [20, 20].
private let values = TraceButtonValues(title: TitleValue(text: "T", size: size(10, 21)), image: size(20, 20))

private func run(_ actions: [TraceAction], options: TraceOptions = TraceOptions(), button: TraceButtonValues = values) -> TraceRun {
    trace(actions, subclass: nil, button: button, options: options)
}

/// The step's events §10 is about, as `buttonlab trace` prints them: refresh points, content,
/// marks, hidden flags, creations and pitfalls.
private func contentEvents(_ step: TraceStep) -> [String] {
    step.events.compactMap { record in
        switch record.event {
        case .content, .refresh, .setNeedsLayout, .hidden, .create, .pitfall: eventText(record.event)
        default: nil
        }
    }
}

private func pitfalls(_ step: TraceStep) -> [ContentPitfall] {
    step.events.compactMap { if case .pitfall(let pitfall) = $0.event { pitfall } else { nil } }
}

private func visible(_ step: TraceStep) -> String? { step.content?.visible.title }

private let setX = TraceAction.setSubviewContent(.text("X"))
private let start: [TraceAction] = [frame200x100, setTitle, .addToWindow, .runLoop]

@Suite("trace-model §10: content set on the subviews directly")
struct ContentTests {
    @Test("W1: the direct text is reverted within the turn; labelMetricsRelayout adds a second sweep")
    func w1() {
        let on = run(start + [setX, .runLoop], options: TraceOptions(labelMetricsRelayout: true))
        #expect(contentEvents(on.steps[3]) == [
            "internal _updateImageView via layoutSubviews", "internal _updateTitleView via layoutSubviews",
            "create titleLabel (95, 39.5, 10, 21) at index 0 via _setupTitleView<-_updateTitleView",
            "content titleLabel.text nil -> \"T\" by _updateTitleView",
            "setNeedsLayout button by _titleViewLabelMetricsChanged",
            "content titleLabel.textColor labelDefault -> white by _updateTitleView",
            "internal _updateImageView via layoutSubviews", "internal _updateTitleView via layoutSubviews",
        ])
        #expect(on.steps[3].sequence == "1 3 5 3 3 1 3 3")
        #expect(visible(on.steps[3]) == "T")
        #expect(contentEvents(on.steps[4]) == [
            "internal _updateTitleView via titleLabel getter",
            "content titleLabel.text \"T\" -> \"X\" by app",
            "setNeedsLayout button by _titleViewLabelMetricsChanged",
        ])
        #expect(on.steps[4].content?.pending == true)
        #expect(on.steps[4].content?.visible.title == "T")
        #expect(on.steps[4].content?.label?.text == "X")
        #expect(contentEvents(on.steps[5]) == [
            "internal _updateImageView via layoutSubviews", "internal _updateTitleView via layoutSubviews",
            "content titleLabel.text \"X\" -> \"T\" by _updateTitleView",
            "setNeedsLayout button by _titleViewLabelMetricsChanged",
            "internal _updateImageView via layoutSubviews", "internal _updateTitleView via layoutSubviews",
            "pitfall directTitleText",
        ])
        #expect(pitfalls(on.steps[5]) == [.directTitleText(written: "X", title: "T")])
        #expect(visible(on.steps[5]) == "T")
        #expect(on.steps.map { $0.content?.currentTitle } == [nil, "T", "T", "T", "T", "T"])

        let off = run(start + [setX, .runLoop])
        #expect(off.steps[3].sequence == "1 3 5 3 3")
        #expect(off.steps[5].sequence == "1 3 3")
        #expect(visible(off.steps[5]) == "T")
        #expect(pitfalls(off.steps[5]) == [.directTitleText(written: "X", title: "T")])
    }

    @Test("W2: with sdk old the direct text stays until the touch's layout pass; the same setTitle does not end it")
    func w2() {
        let sameTitle = TraceAction.setTitle(ContentChange(.value(TitleValue(text: "T", size: size(10, 21)))))
        let old = run(start + [setX, .runLoop, sameTitle, .highlight, .runLoop], options: TraceOptions(sdk: .old))
        #expect(old.steps[3].sequence == "1 3 5 3 3")
        #expect(contentEvents(old.steps[4]) == ["content titleLabel.text \"T\" -> \"X\" by app"])
        #expect(old.steps[5].events.isEmpty || contentEvents(old.steps[5]).isEmpty)
        #expect(visible(old.steps[5]) == "X")
        #expect(old.steps[6].events.isEmpty)
        #expect(visible(old.steps[6]) == "X")
        #expect(old.steps[6].content?.pending == false)
        #expect(contentEvents(old.steps[7]) == ["setNeedsLayout button by setHighlighted:animated:"])
        #expect(old.steps[7].content?.pending == true)
        #expect(contentEvents(old.steps[8]) == [
            "internal _updateImageView via layoutSubviews", "internal _updateTitleView via layoutSubviews",
            "content titleLabel.text \"X\" -> \"T\" by _updateTitleView", "pitfall directTitleTextStale",
        ])
        let highlight = StepReference(number: 8, action: "highlight")
        #expect(pitfalls(old.steps[8]) == [.directTitleTextStale(written: "X", title: "T", endedBy: .layoutPass(scheduledBy: highlight))])
        #expect(visible(old.steps[8]) == "T")
        #expect(ContentPitfall.directTitleTextStale(written: "X", title: "T", endedBy: .layoutPass(scheduledBy: highlight)).text
            == "`titleLabel.text = \"X\"` stayed on screen only until the button was next laid out (step 8: highlight), "
            + "which restored `currentTitle` \"T\". `setTitle` with the same title does not trigger that layout. "
            + "Use `setTitle(_:for:)` (article 5, Note 1).")

        // A changed title for another state marks the button with the old SDK, so "X" ends at the next turn.
        let other = TraceAction.setTitle(ContentChange(.value(TitleValue(text: "H", size: size(10, 21))), state: .highlighted))
        let changed = run(start + [setX, .runLoop, other, .runLoop], options: TraceOptions(sdk: .old))
        #expect(visible(changed.steps[7]) == "T")
        #expect(pitfalls(changed.steps[7]).map(\.code) == ["directTitleTextStale"])
    }

    @Test("W3: a text written into the label of a button without a title is never shown")
    func w3() {
        let result = run([frame200x100, .addToWindow, .runLoop, setX, .runLoop, .sizeToFit])
        #expect(result.steps[2].sequence == "1 3 3")
        #expect(result.steps[3].sequence == "3 5")
        #expect(contentEvents(result.steps[3]) == [
            "create titleLabel (0, 0, 0, 0) at index 0 via _setupTitleView<-titleLabel",
            "setNeedsLayout button by _setupTitleViewRequestingLayout:YES",
            "internal _updateTitleView via titleLabel getter",
            "hidden titleLabel = true",
            "content titleLabel.text nil -> \"X\" by app",
            "setNeedsLayout button by _titleViewLabelMetricsChanged (already dirty)",
        ])
        #expect(result.steps[4].sequence == "1 3 3")
        #expect(pitfalls(result.steps[4]) == [.directTitleNoTitle(written: "X")])
        #expect(visible(result.steps[4]) == nil)
        #expect(result.steps[4].content?.label?.text == "X")
        #expect(result.steps[4].content?.label?.hidden == true)
        #expect(result.steps[4].content?.currentTitle == nil)
        #expect(pitfalls(result.steps[5]) == [.directContentSize(measuredBy: "sizeToFit")])

        let old = run([frame200x100, .addToWindow, .runLoop, setX, .runLoop], options: TraceOptions(sdk: .old))
        #expect(old.steps[3].sequence == "3 5 1 3 3")
        #expect(old.steps[4].events.map(\.event) == [.pitfall(.directTitleNoTitle(written: "X"))])
    }

    @Test("W4: the colour is lost at the next titleLabel read, the font is kept and re-measured")
    func w4() {
        let system = TraceButtonValues(
            buttonType: .system, title: TitleValue(text: "T", size: size(10, 18)), engineTemplate: Button(buttonType: .system))
        let actions: [TraceAction] = [
            .create(.buttonWithType(.system)), .setFrame(rect(0, 0, 200, 100)), setTitle, .addToWindow, .runLoop,
            .setSubviewContent(.textColor(TraceColor("red"))), .runLoop,
            .setTitle(ContentChange(.value(TitleValue(text: "H", size: size(12, 18))), state: .highlighted)),
            .setSubviewContent(.font(LabelFont(TitleFont(size: 20)))), .runLoop,
            .highlight, .runLoop, .unhighlight, .runLoop,
        ]
        let result = run(actions, button: system)
        #expect(contentEvents(result.steps[5]) == [
            "internal _updateTitleView via titleLabel getter", "content titleLabel.textColor tint -> red by app",
        ])
        #expect(result.steps[6].events.isEmpty)
        #expect(result.steps[6].content?.visible == VisibleContent(title: "T", titleColor: TraceColor("red"), titleFont: LabelFont(TitleFont(size: 15))))
        #expect(result.steps[7].events.isEmpty)
        #expect(visible(result.steps[7]) == "T")
        #expect(contentEvents(result.steps[8]) == [
            "internal _updateTitleView via titleLabel getter",
            "content titleLabel.textColor red -> tint by _updateTitleView",
            "content titleLabel.font 15 pt -> 20 pt by app",
            "setNeedsLayout button by _titleViewLabelMetricsChanged",
            "note fontSupported",
        ])
        let read = StepReference(number: 9, action: "set: {titleLabel.font: 20 pt}")
        #expect(pitfalls(result.steps[9]) == [.directTitleColor(property: .textColor, written: TraceColor("red"), endedBy: .titleLabelRead(read))])
        // 10 × 20/15 = 13.33 wide, SF's 20-pt line high, both rounded up to points: the frame follows the font.
        #expect(result.steps[9].subviews.last?.frame.size == size(14, 24))
        #expect(result.steps[9].content?.visible.titleFont == LabelFont(TitleFont(size: 20)))
        #expect(visible(result.steps[11]) == "H")
        #expect(result.steps[11].content?.visible.titleFont == LabelFont(TitleFont(size: 20)))
        #expect(visible(result.steps[13]) == "T")
        #expect(result.steps[13].content?.visible.titleFont == LabelFont(TitleFont(size: 20)))
        #expect(ContentPitfall.directTitleColor(property: .textColor, written: TraceColor("red"), endedBy: .titleLabelRead(read)).text
            == "`titleLabel.textColor = red` lasted until the button refreshed its label (step 9: the next read of "
            + "`button.titleLabel`), which restored the title colour for the state. Use `setTitleColor(.red, for: .normal)` "
            + "(article 5, Note 1).")
    }

    @Test("W5: a direct image is hidden without a state image and replaced with one at the next layout")
    func w5() {
        let big = TraceAction.setSubviewContent(.image(size(40, 40)))
        let result = run([frame200x100, .addToWindow, .runLoop, big, .runLoop, setImage, .runLoop, big, .runLoop, .highlight, .runLoop])
        #expect(result.steps[3].sequence == "3 4 1 3 3")
        #expect(contentEvents(result.steps[3]) == [
            "setNeedsLayout button by imageView getter",
            "create imageView (100, 50, 0, 0) at index 0 via _setupImageView<-imageView",
            "internal _updateImageView via layoutSubviews", "hidden imageView = true",
            "internal _updateTitleView via layoutSubviews",
            "content imageView.image nil -> [40, 40] by app",
        ])
        #expect(result.steps[4].events.map(\.event) == [.pitfall(.directImageNoImage)])
        #expect(result.steps[4].content?.currentImage == nil)
        #expect(result.steps[4].content?.imageView?.image == size(40, 40))
        #expect(contentEvents(result.steps[6]).contains("content imageView.image [40, 40] -> [20, 20] by _updateImageView"))
        #expect(contentEvents(result.steps[6]).contains("hidden imageView = false"))
        #expect(pitfalls(result.steps[6]) == [])
        #expect(result.steps[6].content?.visible.image == size(20, 20))
        #expect(contentEvents(result.steps[7]) == ["content imageView.image [20, 20] -> [40, 40] by app"])
        #expect(result.steps[8].content?.visible.image == size(40, 40))
        #expect(result.steps[8].subviews.first?.frame.size == size(20, 20))
        #expect(contentEvents(result.steps[10]).contains("content imageView.image [40, 40] -> [20, 20] by _updateImageView"))
        #expect(pitfalls(result.steps[10]) == [.directImageStale(endedBy: .layoutPass(scheduledBy: StepReference(number: 10, action: "highlight")))])
        #expect(result.steps[10].content?.visible.image == size(20, 20))

        let invalidating = run([frame200x100, .addToWindow, .runLoop, setImage, .runLoop, big], options: TraceOptions(imageChildInvalidation: true))
        #expect(contentEvents(invalidating.steps[5]).last == "setNeedsLayout button by intrinsicContentSizeInvalidatedForChildView:")
    }

    @Test("W6: a configuration button keeps the direct text until the next configuration update")
    func w6() {
        var configured = values
        configured.configuration = ConfigurationButton(
            configuration: ButtonConfiguration(title: ConfigurationLabel(text: "T", size: size(10, 20))))
        let result = run(
            [frame200x100, .setConfiguration, .addToWindow, .runLoop, setX, .runLoop, .setNeedsLayout, .runLoop, .highlight, .runLoop],
            button: configured)
        #expect(contentEvents(result.steps[1]).prefix(2) == [
            "create titleLabel (0, 0, 0, 0) at index 0 via applyConfiguration",
            "content titleLabel.attributedText nil -> \"T\" by applyConfiguration",
        ])
        #expect(visible(result.steps[3]) == "T")
        #expect(contentEvents(result.steps[4]) == ["content titleLabel.text \"T\" -> \"X\" by app"])
        #expect(result.steps[5].events.isEmpty)
        #expect(visible(result.steps[5]) == "X")
        #expect(visible(result.steps[7]) == "X")
        #expect(result.steps[7].sequence == "1")
        #expect(contentEvents(result.steps[9]).contains("content titleLabel.attributedText \"X\" -> \"T\" by applyConfiguration"))
        #expect(pitfalls(result.steps[9]) == [.directContentConfiguration(endedBy: .configurationUpdate(requestedBy: StepReference(number: 9, action: "highlight")))])
        #expect(visible(result.steps[9]) == "T")
    }

    @Test("R-T compares strings only: a direct attributed text with the title's string stays; another string is replaced")
    func attributedSameString() {
        let same = run(start + [.setSubviewContent(.attributedText("T")), .runLoop])
        #expect(same.steps[5].content?.label?.isAttributed == true)
        #expect(pitfalls(same.steps[5]) == [])
        let other = run(start + [.setSubviewContent(.attributedText("X")), .runLoop])
        #expect(other.steps[5].content?.label?.isAttributed == false)
        #expect(pitfalls(other.steps[5]) == [.directTitleText(written: "X", title: "T")])
    }

    @Test("traces without §10's actions carry no content and print as before")
    func untouched() {
        let plain = run(start + [.runLoop])
        #expect(plain.steps.allSatisfy { $0.content == nil })
        #expect(!plain.steps.flatMap(\.events).contains { if case .content = $0.event { true } else { false } })
    }
}
