import ButtonLayout

/// Runs a trace scenario (docs/lifecycle.md, "What UIKit does").
public enum TraceSimulator {
    /// Every action in order, one step each. After a `crash` or `feedbackLoop` the remaining
    /// actions are reported as `notRun`. Run `validate()` first: an invalid scenario still runs,
    /// but unreadable actions and statements do nothing. `measurer` is the one `layout` passes the
    /// engine (`ScenarioLoader.titleMeasurer`), so both give a title that does not fit one size.
    public static func run(_ scenario: TraceScenario, measurer: (any TitleMeasuring)? = nil) -> TraceRun {
        var simulation = Simulation(scenario: scenario, measurer: measurer)
        var steps: [TraceStep] = []
        var stopped = false
        for (index, action) in scenario.trace.actions.enumerated() {
            simulation.records = []
            simulation.notes = []
            simulation.stepReference = StepReference(number: index + 1, action: action.source)
            var outcome = StepOutcome.ok
            if stopped {
                outcome = .notRun
            } else {
                do {
                    try simulation.perform(action)
                } catch {
                    outcome = error == .crash ? .crash : .feedbackLoop
                    stopped = true
                }
            }
            let content = scenario.trace.tracesContent && outcome != .notRun
                ? simulation.finishContentStep(isRunLoop: action == .runLoop) : nil
            let button = simulation.button
            steps.append(
                TraceStep(
                    action: action, events: simulation.records, outcome: outcome, notes: simulation.notes,
                    subviews: button.subviews, buttonFrame: button.frame, needsLayout: button.needsLayout, content: content))
        }
        return TraceRun(
            name: scenario.name, className: scenario.subclass?.name ?? "UIButton", options: scenario.trace, steps: steps)
    }
}

/// How the simulation ends early.
enum TraceStop: Error, Hashable {
    case crash, feedbackLoop
}

/// The simulation's state and the primitive procedures P1, P2, P5, P6, P7 and message sending.
struct Simulation {
    /// Nested passes beyond this would overflow the real stack; the trace reports a crash.
    static let maximumLayoutDepth = 32

    let values: TraceButtonValues
    let subclass: SubclassDescription?
    let options: TraceOptions
    let measurer: (any TitleMeasuring)?
    /// Whether the run reports content (`TraceOptions.tracesContent`), read once.
    let tracesContent: Bool
    var button = SimulatedButton()
    /// The current step's events.
    var records: [TraceRecord] = []
    var notes: [PitfallNote] = []
    var depth = 0
    /// Rect overrides running now, innermost last (names the culprit of a recursion).
    var overrideStack: [RectSelector] = []
    /// Inside the creation action's initializer body (pitfall 5).
    var initializing = false

    // §10's bookkeeping (Simulator+Content.swift).
    var stepReference = StepReference(number: 0, action: "")
    /// The step that dirtied the clean button, and the one behind the pass running now.
    var dirtiedAt: StepReference?
    var passCause: StepReference?
    var configurationRequestedAt: StepReference?
    /// The app's writes into the subviews, followed until the screen shows their end.
    var directWrites: [DirectWrite] = []
    var stepPitfalls: [ContentPitfall] = []
    /// What the last run-loop turn drew; nil before the first.
    var lastShown: VisibleContent?
    var wroteContentThisStep = false

    init(scenario: TraceScenario, measurer: (any TitleMeasuring)?) {
        values = scenario.button
        subclass = scenario.subclass
        options = scenario.trace
        tracesContent = scenario.trace.tracesContent
        self.measurer = measurer
    }

    /// The engine's input for the button as it is now.
    var layoutInput: LayoutInput { button.layoutInput(values: values, measurer: measurer) }

    var overridesRectAccessors: Bool { subclass?.overridesRectAccessors ?? false }

    @discardableResult
    mutating func record(_ event: TraceEvent) -> Int {
        records.append(TraceRecord(depth: depth, event: event))
        return records.count - 1
    }

    /// Records a pitfall once per step; re-entry keeps only its deepest level.
    mutating func note(_ note: PitfallNote) {
        if case .reentrantLayoutSubviews(let depth) = note,
            let index = notes.firstIndex(where: { if case .reentrantLayoutSubviews = $0 { true } else { false } })
        {
            if case .reentrantLayoutSubviews(let known) = notes[index], depth > known { notes[index] = note }
            return
        }
        if !notes.contains(note) { notes.append(note) }
    }

    mutating func crash(_ reason: CrashReason) -> TraceStop {
        record(.crash(reason))
        return .crash
    }

    // MARK: P1, P2, P5, P6

    /// P1: mark dirty (coalesced), with its cause.
    mutating func setNeedsLayout(_ view: ViewName, cause: InvalidationCause) {
        let coalesced: Bool
        switch view {
        case .button:
            coalesced = button.needsLayout
            button.needsLayout = true
            if !coalesced { dirtiedAt = stepReference }
        case .superview:
            coalesced = button.superviewNeedsLayout
            button.superviewNeedsLayout = true
        case .backgroundView, .imageView, .titleLabel:
            coalesced = button[view]?.needsLayout ?? false
            button[view]?.needsLayout = true
        }
        record(.setNeedsLayout(view, cause: cause, coalesced: coalesced))
    }

    /// P2 on the button: the tree below the topmost dirty view of the chain that starts at the
    /// button (CALayer's rule), or the button's own subtree when it is clean.
    mutating func layoutIfNeeded() throws(TraceStop) {
        let root: ViewName = button.needsLayout && button.hasSuperview && button.superviewNeedsLayout ? .superview : .button
        try layoutSweep(from: root)
    }

    /// `layoutBelowIfNeeded`: P5 on the button only.
    mutating func layoutBelowIfNeeded() throws(TraceStop) {
        try layoutSweep(from: .button)
    }

    /// P5: pre-order, each dirty view is cleaned and laid out, then its subviews.
    mutating func layoutSweep(from root: ViewName) throws(TraceStop) {
        if root == .superview, button.superviewNeedsLayout {
            button.superviewNeedsLayout = false
            record(.superviewLayoutSubviews)
        }
        if button.needsLayout {
            button.needsLayout = false
            button.layoutDepth += 1
            let outerCause = passCause
            passCause = dirtiedAt
            defer {
                button.layoutDepth -= 1
                passCause = outerCause
            }
            try layoutSubviews()
        }
        // The subviews' own passes are not traced; a dirty flag set during the button's pass is
        // cleared in the same sweep because the subviews come after it.
        for view in [ViewName.backgroundView, .imageView, .titleLabel] where button[view]?.needsLayout == true {
            button[view]?.needsLayout = false
        }
    }

    /// P6: one run-loop turn over the window's tree.
    mutating func runLoopTurn() throws(TraceStop) {
        var sweeps = 0
        while button.windowTreeNeedsLayout {
            if !options.sameTurnRelayout, sweeps == 1 {
                note(.stillDirtyAfterTurn)
                break
            }
            sweeps += 1
            if sweeps > options.feedbackThreshold {
                record(.feedbackLoop(sweeps: options.feedbackThreshold))
                throw .feedbackLoop
            }
            record(.runLoopLayoutSweep(sweeps))
            depth += 1
            defer { depth -= 1 }
            try layoutSweep(from: .superview)
        }
        if sweeps > 1 { note(.relayoutSettled(sweeps: sweeps)) }
    }

    // MARK: Frames

    /// P7 (and the layout's own assignments): set a subview's frame; a new size dirties the
    /// subview and, outside the button's own pass, the button (folk rule).
    mutating func assignFrame(_ view: ViewName, _ rect: Rect, by setter: FrameSetter) throws(TraceStop) {
        guard rect.isFinite else { throw crash(.invalidGeometry(view: view, frame: rect)) }
        guard var subview = button[view] else { return }
        let frame = rect.standardized
        let oldSize = subview.frame.size
        subview.frame = frame
        if setter == .layout {
            if let outside = subview.outsideFrame, outside != frame {
                note(.outsideFrameOverwritten(view, set: outside, by: frame))
            }
            subview.outsideFrame = nil
        } else if button.layoutDepth == 0 {
            subview.outsideFrame = frame
        }
        button[view] = subview
        record(.frame(view, frame: frame, by: setter))
        guard oldSize != frame.size else { return }
        button[view]?.needsLayout = true
        if button.layoutDepth == 0, options.superviewMarkingOnSubviewResize {
            setNeedsLayout(.button, cause: .subviewResized(view))
        }
    }

    /// `setHidden:`, traced only when it changes the value.
    mutating func setHidden(_ view: ViewName, _ hidden: Bool) {
        guard let subview = button[view], subview.hidden != hidden else { return }
        button[view]?.hidden = hidden
        record(.hidden(view, value: hidden))
    }

    // MARK: Messages

    /// Sends a rect message: the override's side effects run first (nested), then its value.
    mutating func send(_ selector: RectSelector, _ argument: Rect, via caller: Caller) throws(TraceStop) -> Rect {
        let index = record(.message(.rect(selector), argument: .rect(argument), result: nil, via: caller))
        if let effects = subclass?.sideEffects[selector], !effects.isEmpty {
            depth += 1
            overrideStack.append(selector)
            defer {
                depth -= 1
                overrideStack.removeLast()
            }
            for effect in effects { try run(effect, site: .rectOverride(selector)) }
        }
        let value = rectValue(selector, argument)
        records[index].event = .message(.rect(selector), argument: .rect(argument), result: .rect(value), via: caller)
        return value
    }

    /// What the method returns, without tracing anything: the override's expression or the
    /// system's value from the engine (§3).
    func rectValue(_ selector: RectSelector, _ argument: Rect) -> Rect {
        let input = layoutInput
        let system: Rect = switch selector {
        case .backgroundRectForBounds: argument
        case .contentRectForBounds: LayoutRects.contentRect(input, bounds: argument)
        case .imageRectForContentRect: LayoutRects.imageRect(input, contentRect: argument)
        case .titleRectForContentRect: LayoutRects.titleRect(input, contentRect: argument)
        }
        guard case .expression(let expression)? = subclass?.override(of: selector) else { return system }
        let isContentArgument = selector == .imageRectForContentRect || selector == .titleRectForContentRect
        return evaluate(expression, contentRect: isContentArgument ? argument : system)
    }

    /// An expression with `cx cy cw ch` = `contentRect`, `bw bh` = the bounds and the current
    /// content's natural sizes.
    func evaluate(_ rect: RectExpression, contentRect: Rect) -> Rect {
        let environment = Expression.Environment(
            contentRect: contentRect, bounds: button.frame.size, image: button.image ?? .zero,
            title: button.title?.size ?? .zero)
        let v = rect.components.map { $0.evaluate(in: environment) }
        return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
    }

    /// The content rect subclass statements see, computed silently (as if read from a variable).
    var statementContentRect: Rect { rectValue(.contentRectForBounds, button.bounds) }
}
