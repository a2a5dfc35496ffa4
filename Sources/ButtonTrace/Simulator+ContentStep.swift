import ButtonLayout

/// The end of a step in a trace that follows content (§10.10): what the screen shows, what the
/// getters report, and the pitfalls (§10.12) whose effect the step's output shows.
extension Simulation {
    /// What the subviews would draw now: the label's text when it is in the tree, shown and not
    /// empty, the image view's image likewise.
    var visibleContent: VisibleContent {
        var visible = VisibleContent()
        if button.isVisible(.titleLabel), let frame = button.titleLabel?.frame, frame.width > 0, frame.height > 0,
            let label = button.label, let text = label.text, !text.isEmpty
        {
            visible.title = text
            visible.titleColor = label.isAttributed ? nil : label.textColor
            visible.titleFont = label.font
        }
        if button.isVisible(.imageView), let frame = button.imageView?.frame, frame.width > 0, frame.height > 0 {
            visible.image = button.imageViewImage
        }
        return visible
    }

    /// `currentTitle`: the state's title (the configuration's on a configuration button).
    var currentTitle: String? {
        if let configured = button.configuration { return configured.configuration.title?.text }
        return button.title.flatMap { $0.isEmpty ? nil : $0.text }
    }

    var currentImage: Size? {
        if let configured = button.configuration { return configured.configuration.image?.size }
        return button.image
    }

    /// `sizeToFit` / `intrinsicContentSize` after a direct text or image that is still there (§10.12).
    mutating func noteDirectContentMeasured(by message: String) {
        let measured = directWrites.contains { write in
            write.endedBy == nil && [ContentProperty.text, .attributedText, .image].contains(write.property)
        }
        if measured { stepPitfalls.append(.directContentSize(measuredBy: message)) }
    }

    /// The step's snapshot; the pitfalls whose effect it shows are recorded as its last events.
    mutating func finishContentStep(isRunLoop: Bool) -> ContentSnapshot {
        let current = visibleContent
        let shown: VisibleContent
        var pending = false
        if !button.inWindow {
            shown = .nothing
        } else if isRunLoop {
            lastShown = current
            shown = current
        } else if let last = lastShown {
            shown = last
            pending = button.windowTreeNeedsLayout || current != last || wroteContentThisStep
        } else {
            shown = .nothing
        }
        if isRunLoop { markShownWrites(current) }
        if !pending { stepPitfalls += endedWrites() }
        for pitfall in stepPitfalls { record(.pitfall(pitfall)) }
        stepPitfalls = []
        wroteContentThisStep = false
        let label = button.titleLabel.flatMap { view in
            button.label.map {
                LabelSnapshot(
                    text: $0.text, isAttributed: $0.isAttributed, textColor: $0.textColor, font: $0.font, hidden: view.hidden,
                    inTree: !view.detached)
            }
        }
        let imageView = button.imageView.map {
            ImageViewSnapshot(image: button.imageViewImage, hidden: $0.hidden, inTree: !$0.detached)
        }
        return ContentSnapshot(
            label: label, imageView: imageView, currentTitle: currentTitle, currentImage: currentImage, visible: shown,
            pending: pending)
    }

    private mutating func markShownWrites(_ visible: VisibleContent) {
        for index in directWrites.indices where directWrites[index].endedBy == nil {
            let write = directWrites[index]
            switch (write.property, write.value) {
            case (.text, .text(let text)), (.attributedText, .text(let text)):
                if visible.title == text { directWrites[index].shown = true }
            case (.image, .image(let size)):
                if visible.image == size { directWrites[index].shown = true }
            default:
                break
            }
        }
    }

    /// The writes whose end the screen now shows, as pitfalls, removed from the ones followed; a
    /// write hidden for want of state content is reported once and followed on (its size pitfall).
    private mutating func endedWrites() -> [ContentPitfall] {
        var pitfalls: [ContentPitfall] = []
        directWrites = directWrites.compactMap { write in
            if write.reported { return write.endedBy == nil ? write : nil }
            guard let pitfall = pitfall(for: write) else { return write }
            pitfalls.append(pitfall)
            guard write.endedBy == nil else { return nil }
            var reported = write
            reported.reported = true
            return reported
        }
        return pitfalls
    }

    private func pitfall(for write: DirectWrite) -> ContentPitfall? {
        let written: String? = if case .text(let text) = write.value { text } else { nil }
        guard let end = write.endedBy else {
            // Never ended, but never shown either: the view is hidden for want of state content.
            switch write.property {
            case .text, .attributedText:
                guard !write.onConfigurationButton, currentTitle == nil, let written else { return nil }
                return .directTitleNoTitle(written: written)
            case .image:
                return !write.onConfigurationButton && currentImage == nil ? .directImageNoImage : nil
            default:
                return nil
            }
        }
        if write.onConfigurationButton { return .directContentConfiguration(endedBy: end) }
        switch write.property {
        case .text, .attributedText:
            let title = currentTitle ?? ""
            return write.shown
                ? .directTitleTextStale(written: written ?? "", title: title, endedBy: end)
                : .directTitleText(written: written ?? "", title: title)
        case .textColor, .shadowColor:
            guard case .color(let color) = write.value else { return nil }
            return .directTitleColor(property: write.property, written: color, endedBy: end)
        case .image:
            return .directImageStale(endedBy: end)
        case .font:
            return nil
        }
    }
}
