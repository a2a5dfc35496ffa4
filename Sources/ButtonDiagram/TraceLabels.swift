import ButtonLayout
import ButtonTrace

// The few words the sequence diagram and the trace's text both show for a crash, a feedback loop and a
// pitfall: here, the lowest module that shows a trace (ButtonReports imports it); the long sentences
// are ButtonReports' (PitfallText.swift).

/// `infinite recursion — imageRectForContentRect: reads self.imageView while the image view is being created`.
package func crashSummary(_ reason: CrashReason) -> String {
    switch reason {
    case .infiniteRecursion(let view, let selector):
        let getter = "self.\(view.rawValue)"
        let noun = view == .imageView ? "the image view" : "the title label"
        if let selector {
            return "infinite recursion — \(selector.selector) reads \(getter) while \(noun) is being created"
        }
        return "infinite recursion — \(getter) is read while \(noun) is being created"
    case .invalidGeometry(let view, let frame):
        return "CALayerInvalidGeometry — \(view.rawValue) frame \(formatRect(frame)) is not finite"
    case .layoutRecursion(let depth):
        return "stack overflow — layoutSubviews re-entered itself \(depth) levels deep"
    }
}

/// `feedbackLoop: the layout never settles after 100 passes`.
package func feedbackLoopSummary(_ sweeps: Int) -> String {
"the layout never settles after \(sweeps) passes"
}

/// A few words for a pitfall in a diagram.
package func pitfallLabel(_ note: PitfallNote) -> String {
    switch note {
    case .lazySubviews: "subviews is empty: they are lazy (article 1)"
    case .outsideFrameOverwritten(let view, _, _): "\(view.rawValue).frame from outside overwritten (article 1)"
    case .rectMethodsDisagree(let view, _, _): "\(view.rawValue) on screen ≠ its rect method (article 2)"
    case .layoutDuringInit: "layout ran inside init (articles 1, 3)"
    case .reentrantLayoutSubviews(let depth): "layoutSubviews re-entered, depth \(depth)"
    case .relayoutSettled(let sweeps): "settled after \(sweeps) passes (article 4)"
    case .stillDirtyAfterTurn: "still dirty: the next turn lays out again"
    }
}

/// A subview's content as a trace prints it: `"T"`, `nil`, `red`, `20 pt`, `[20, 20]`.
package func contentValueText(_ value: SubviewContentValue) -> String {
    switch value {
    case .none: "nil"
    case .text(let text): "\"\(text)\""
    case .color(let color): color.name
    case .font(let font): "\(font)"
    case .image(let size): "[\(formatNumber(size.width)), \(formatNumber(size.height))]"
    }
}

/// `content titleLabel.text "T" -> "X" by app`.
package func contentEventText(
    _ property: ContentProperty, old: SubviewContentValue, new: SubviewContentValue, by setter: ContentSetter
) -> String {
    "content \(property.view.rawValue).\(property.rawValue) \(contentValueText(old)) -> \(contentValueText(new)) by \(setter.rawValue)"
}

/// A few words for a §10.12 pitfall in a diagram.
package func contentPitfallLabel(_ pitfall: ContentPitfall) -> String {
    switch pitfall {
    case .directTitleText(let written, _): "titleLabel.text \"\(written)\" never drawn (article 5)"
    case .directTitleTextStale(let written, _, let end): "titleLabel.text \"\(written)\" lasted until step \(end.step.number) (article 5)"
    case .directTitleNoTitle: "titleLabel.text on a button without a title: hidden (article 5)"
    case .directTitleColor(let property, _, let end): "titleLabel.\(property.rawValue) lasted until step \(end.step.number) (article 5)"
    case .directImageNoImage: "imageView.image without a state image: hidden (article 5)"
    case .directImageStale(let end): "imageView.image lasted until step \(end.step.number) (article 5)"
    case .directContentSize: "sizing measures currentTitle / currentImage"
    case .directContentConfiguration(let end): "configuration update at step \(end.step.number) replaced it"
    case .fontSupported: "titleLabel.font: supported, persists"
    }
}

/// What the screen shows: `"T" (white, 18 pt), image [20, 20]`, or `nothing`.
package func visibleContentText(_ visible: VisibleContent) -> String {
    var parts: [String] = []
    if let title = visible.title {
        let style = [visible.titleColor?.name, visible.titleFont.map { "\($0)" }].compactMap { $0 }.joined(separator: ", ")
        parts.append("\"\(title)\"" + (style.isEmpty ? "" : " (\(style))"))
    }
    if let image = visible.image { parts.append("image \(contentValueText(.image(image)))") }
    return parts.isEmpty ? "nothing" : parts.joined(separator: ", ")
}
