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
