import ButtonDiagram
import ButtonLayout
import ButtonTrace

// What the printers say about outcomes and pitfalls: one sentence each, naming the article the
// situation comes from (articles numbered as the files in shared/articles: 1 lazy subviews,
// 2 edge insets, 3 custom view life cycle, 4 rect overrides and call order).

extension CrashReason {
    /// `infinite recursion — imageRectForContentRect: reads self.imageView while the image view is being created`
    /// (the sequence diagram's words, `crashSummary`).
    public var summary: String { crashSummary(self) }

    /// Why, in one sentence with its article.
    public var explanation: String {
        switch self {
        case .infiniteRecursion(let view, _):
            let method = view == .imageView ? "imageRectForContentRect:" : "titleRectForContentRect:"
            return "Article 2 warns about this: UIKit asks \(method) for the frame before the lazy \(view.rawValue) exists, "
                + "so reading self.\(view.rawValue) there starts its creation again, until the stack overflows."
        case .invalidGeometry:
            return "A frame must be finite; UIKit raises CALayerInvalidGeometry (check the override's expressions for a division by zero)."
        case .layoutRecursion:
            return "Each pass dirtied the button and then laid it out synchronously inside itself (article 2's setNeedsLayout "
                + "loop, made synchronous by a getter or layoutIfNeeded), so the nesting never ends."
        }
    }
}

package let feedbackLoopExplanation =
    "Article 2 found this by calling setNeedsLayout inside a rect override: every layout pass marks the button "
    + "dirty again, so the run loop lays it out forever (UIKit's layout feedback loop)."

extension PitfallNote {
    /// One sentence with the numbers and the article.
    public var explanation: String {
        switch self {
        case .lazySubviews:
            return "Article 1: subviews is empty because UIButton creates its imageView and titleLabel lazily, "
                + "when first read or at the first layout pass."
        case .outsideFrameOverwritten(let view, let set, let by):
            return "Article 1's first approach: \(view.rawValue).frame \(formatRect(set)) set from outside lasted only until "
                + "the next layoutSubviews, which put it at \(formatRect(by))."
        case .rectMethodsDisagree(let view, let frame, let reported):
            let method = view == .imageView ? "imageRectForContentRect:" : "titleRectForContentRect:"
            return "Article 2's warning: after super, layoutSubviews put \(view.rawValue) at \(formatRect(frame)), "
                + "but \(method) still returns the system's \(formatRect(reported))."
        case .layoutDuringInit:
            return "A getter in the initializer (article 1's CYLButton reads self.titleLabel and self.imageView) ran "
                + "layoutSubviews before init finished, at the frame init had — CGRectZero for init (article 3)."
        case .reentrantLayoutSubviews(let depth):
            return "layoutSubviews ran inside itself (depth \(depth)): a getter in the override created a view, dirtied the "
                + "button and laid it out synchronously (article 1's third approach reads self.imageView there)."
        case .relayoutSettled(let sweeps):
            return "The button dirtied itself during its own pass and the run loop laid it out again: \(sweeps) passes "
                + "in one turn before it settled (article 4's MyButton resizing itself)."
        case .stillDirtyAfterTurn:
            return "The pass left the button dirty; with sameTurnRelayout off it is laid out again at the next run-loop "
                + "turn, and again, as article 2's loop shows one pass per turn."
        }
    }
}

extension PitfallNote {
    /// A few words for a diagram (the sequence diagram's, `pitfallLabel`).
    public var shortLabel: String { pitfallLabel(self) }
}
