import ButtonLayout

/// The pitfalls of §6 that do not end the trace, noticed where they happen. The printers explain
/// them; the computation only records the numbers.
public enum PitfallNote: Hashable, Sendable {
    /// Article 1: `subviews` is empty although content is set — the subviews are lazy.
    case lazySubviews
    /// §6.3, article 1: a frame set from outside was replaced by a layout pass.
    case outsideFrameOverwritten(ViewName, set: Rect, by: Rect)
    /// §6.4, article 2: after `super`, the override's frame is on screen, but the public rect
    /// method still returns the system's.
    case rectMethodsDisagree(ViewName, frame: Rect, reported: Rect)
    /// §6.5, articles 1 and 3: a layout pass ran inside the initializer.
    case layoutDuringInit
    /// §6.6: `layoutSubviews` ran inside itself.
    case reentrantLayoutSubviews(depth: Int)
    /// §6.2, article 4: the button re-marked itself during layout and settled after this many sweeps.
    case relayoutSettled(sweeps: Int)
    /// §7 `sameTurnRelayout: off`: the pass left the button dirty; the next turn lays it out again.
    case stillDirtyAfterTurn
}

/// How a step ended.
public enum StepOutcome: String, Hashable, Sendable {
    case ok, crash, feedbackLoop, notRun
}

/// A subview as it is after a step.
public struct SubviewSnapshot: Hashable, Sendable {
    public var view: ViewName
    public var frame: Rect
    public var hidden: Bool

    public init(view: ViewName, frame: Rect, hidden: Bool) {
        self.view = view
        self.frame = frame
        self.hidden = hidden
    }
}

/// One action and what it caused.
public struct TraceStep: Hashable, Sendable {
    public var action: TraceAction
    public var events: [TraceRecord]
    public var outcome: StepOutcome
    public var notes: [PitfallNote]
    /// In UIKit's order: background view, image view, title label.
    public var subviews: [SubviewSnapshot]
    public var buttonFrame: Rect
    public var needsLayout: Bool
    /// §10.10's label, image view, getters and screen; nil in traces that do not follow content.
    public var content: ContentSnapshot?

    public init(
        action: TraceAction, events: [TraceRecord], outcome: StepOutcome, notes: [PitfallNote],
        subviews: [SubviewSnapshot], buttonFrame: Rect, needsLayout: Bool, content: ContentSnapshot? = nil
    ) {
        self.action = action
        self.events = events
        self.outcome = outcome
        self.notes = notes
        self.subviews = subviews
        self.buttonFrame = buttonFrame
        self.needsLayout = needsLayout
        self.content = content
    }

    /// Article 4's short notation for the step, e.g. `1 3 4 5 3 4`.
    public var sequence: String {
        events.compactMap(\.shortNumber).map(String.init).joined(separator: " ")
    }
}

/// A whole trace.
public struct TraceRun: Hashable, Sendable {
    public var name: String
    /// The class name the messages go to (`UIButton` or the subclass's).
    public var className: String
    public var options: TraceOptions
    public var steps: [TraceStep]

    public init(name: String, className: String, options: TraceOptions, steps: [TraceStep]) {
        self.name = name
        self.className = className
        self.options = options
        self.steps = steps
    }

    /// The terminal outcome, if the run ended in one.
    public var outcome: StepOutcome {
        steps.first { $0.outcome == .crash || $0.outcome == .feedbackLoop }?.outcome ?? .ok
    }
}
