import ButtonLayout
import ButtonTrace

/// One row of the diagram before it has coordinates.
enum SequenceRow: Hashable {
    case step(number: Int, title: String, sequence: String, notRun: Bool)
    case arrow(from: SequenceLaneID, to: SequenceLaneID, label: String, detail: String?, style: SequenceArrowStyle)
    case selfArrow(SequenceLaneID, label: String, detail: String?)
    case note(SequenceLaneID, String, SequenceNoteStyle, detail: String?)
    case beginPass(depth: Int, label: String)
    case endPass(depth: Int)
    case divider(String)
    /// `recursionTo`: the row of the creation the getter re-entered.
    case crash(label: String, recursionTo: Int?)
    /// Identical sweeps, bracketed from the row of the sweep they repeat.
    case collapsed(label: String, fromRow: Int?)
    case feedbackLoop(label: String, fromRow: Int?)

    var lanes: [SequenceLaneID] {
        switch self {
        case .arrow(let from, let to, _, _, _): [from, to]
        case .selfArrow(let lane, _, _), .note(let lane, _, _, _): [lane]
        default: []
        }
    }
}

/// The events of every step as rows, repeated sweeps collapsed as in the text output.
struct SequenceRows {
    var rows: [SequenceRow] = []

    init(run: TraceRun) {
        for (number, step) in run.steps.enumerated() {
            let notRun = step.outcome == .notRun
            rows.append(.step(
                number: number + 1, title: step.action.source,
                sequence: notRun ? "not run" : collapsedSequence(step.events), notRun: notRun))
            if notRun { continue }
            add(step)
        }
    }

    private mutating func add(_ step: TraceStep) {
        var rowOfEvent: [Int: Int] = [:]
        var rowOfSweep: [Int: Int] = [:]
        var openPasses = 0
        var pitfalls: [ContentPitfall] = []
        for unit in displayUnits(step.events) {
            switch unit {
            case .repeatedSweeps(_, let first, let last, let sameAs):
                let range = first == last ? "sweep \(first) is" : "sweeps \(first)–\(last) are each"
                rows.append(.collapsed(label: "\(range) the same as sweep \(sameAs)", fromRow: rowOfSweep[sameAs]))
            case .record(let index):
                rowOfEvent[index] = rows.count
                switch step.events[index].event {
                case .layoutSubviewsBegin(let bounds):
                    openPasses += 1
                    rows.append(.beginPass(depth: openPasses, label: "1 layoutSubviews \(formatRect(bounds))"))
                case .layoutSubviewsEnd:
                    rows.append(.endPass(depth: openPasses))
                    openPasses -= 1
                case .runLoopLayoutSweep(let sweep):
                    rowOfSweep[sweep] = rows.count
                    rows.append(.divider("run-loop sweep \(sweep)"))
                case .crash(let reason):
                    let target = recursionTarget(reason, events: step.events, before: index).flatMap { rowOfEvent[$0] }
                    rows.append(.crash(label: "crash: \(crashSummary(reason))", recursionTo: target))
                case .feedbackLoop(let sweeps):
                    rows.append(.feedbackLoop(label: "feedbackLoop: \(feedbackLoopSummary(sweeps))", fromRow: rowOfSweep[1]))
                case .pitfall(let pitfall):
                    pitfalls.append(pitfall)
                case let event:
                    rows.append(Self.row(for: event))
                }
            }
        }
        while openPasses > 0 {
            rows.append(.endPass(depth: openPasses))
            openPasses -= 1
        }
        for note in step.notes { rows.append(.note(.app, pitfallLabel(note), .pitfall, detail: nil)) }
        // A trace that follows content says what each run-loop turn drew (§10.10).
        if let content = step.content, step.action == .runLoop {
            rows.append(.note(.app, "on screen: \(visibleContentText(content.visible))", .superviewPass, detail: nil))
        }
        for pitfall in pitfalls {
            rows.append(.note(.app, contentPitfallLabel(pitfall), pitfall.isNote ? .superviewPass : .pitfall, detail: pitfall.code))
        }
    }

    /// The first message of the creation still running when its getter crashed.
    private func recursionTarget(_ reason: CrashReason, events: [TraceRecord], before index: Int) -> Int? {
        guard case .infiniteRecursion(let view, _) = reason else { return nil }
        return events[..<index].lastIndex { record in
            guard case .message(.rect(.contentRectForBounds), _, _, let via) = record.event else { return false }
            switch via {
            case .setupImageView: return view == .imageView
            case .setupTitleView: return view == .titleLabel
            default: return false
            }
        }
    }

    private static func row(for event: TraceEvent) -> SequenceRow {
        switch event {
        case .message(let selector, let argument, let result, let via):
            let number = selector.shortNumber.map { "\($0) " } ?? ""
            let label = number + selector.name + (argument == .none ? "" : valueText(argument))
            let detail = "→ " + (result.map(valueText) ?? "never returns") + " · " + via.name
            let sender = lane(sending: via)
            return sender == .button
                ? .selfArrow(.button, label: label, detail: detail)
                : .arrow(from: sender, to: .button, label: label, detail: detail, style: .message)
        case .superviewLayoutSubviews:
            return .note(.app, "superview layoutSubviews", .superviewPass, detail: nil)
        case .create(let view, let frame, let index, let via):
            return .arrow(
                from: lane(sending: via), to: lane(view), label: "create \(formatRect(frame))",
                detail: "index \(index) · \(via.name)", style: .creation)
        case .frame(let view, let frame, let setter):
            let from: SequenceLaneID = switch setter {
            case .layout: .layoutPass
            case .app, .nib: .app
            case .override: .button
            }
            let label = "frame = \(formatRect(frame))"
            if from == lane(view) { return .selfArrow(from, label: label, detail: "by \(setter.rawValue)") }
            return .arrow(from: from, to: lane(view), label: label, detail: "by \(setter.rawValue)", style: .frame)
        case .hidden(let view, let value):
            return .note(lane(view), value ? "hidden" : "shown", .hidden, detail: nil)
        case .setNeedsLayout(let view, let cause, let coalesced):
            let text = view == .superview ? "superview setNeedsLayout" : "setNeedsLayout"
            return .note(lane(view), text, .setNeedsLayout, detail: cause.name + (coalesced ? " (already dirty)" : ""))
        case .deriveTitleRect(_, let image, let title):
            let parts = [image.map { "image \(formatRect($0))" }, title.map { "title \(formatRect($0))" }].compactMap { $0 }
            return .note(.layoutPass, "_deriveTitleRect (private)", .internalRoutine, detail: parts.joined(separator: ", "))
        case .content(let property, let old, let new, let setter):
            let label = "\(property.rawValue) \(contentValueText(old)) → \(contentValueText(new))"
            let target = lane(property.view)
            return setter == .app
                ? .arrow(from: .app, to: target, label: label, detail: "by app", style: .content)
                : .arrow(from: .layoutPass, to: target, label: label, detail: "by \(setter.rawValue)", style: .content)
        case .refresh(let routine, let site):
            return .note(.layoutPass, "\(routine.rawValue) (private)", .internalRoutine, detail: "via \(site.rawValue)")
        case .layoutSubviewsBegin, .layoutSubviewsEnd, .runLoopLayoutSweep, .crash, .feedbackLoop, .pitfall:
            preconditionFailure("placed by the caller")
        }
    }

    static func lane(_ view: ViewName) -> SequenceLaneID {
        switch view {
        case .button: .button
        case .superview: .app
        case .backgroundView: .backgroundView
        case .imageView: .imageView
        case .titleLabel: .titleLabel
        }
    }

    /// UIKit's layout code sits in the layout-pass lane; getters and the sizing routine are the
    /// button talking to itself.
    static func lane(sending caller: Caller) -> SequenceLaneID {
        switch caller {
        case .app, .sizeToFit: .app
        case .applyConfiguration: .button
        case .layoutBackgroundImageView, .layoutImageAndTitleViews, .pressFeedbackPosition, .updateImageView, .updateTitleView:
            .layoutPass
        case .setupImageView(let origin), .setupTitleView(let origin), .setupBackgroundView(let origin):
            switch origin {
            case .updateImageView, .updateTitleView, .updateBackgroundImageView: .layoutPass
            case .imageViewGetter, .titleLabelGetter, .sizeThatFits, .intrinsicContentSize: .button
            }
        }
    }
}
