import ButtonDiagram
import ButtonLayout
import ButtonTrace

// `buttonlab trace`'s report: the run of typed events as docs/lifecycle.md's JSON and as text.

/// The trace's JSON used to have a name of its own in ButtonTrace.
@available(*, deprecated, renamed: "JSONValue")
public typealias JSON = JSONValue


extension TraceRun {
    /// `--format json` of §9: `{"name", "uikit", "steps": [{"action", "events", "sequence",
    /// "outcome", "subviews", "needsLayout"}]}`, one step per action, every event (no collapsing).
    public var json: JSONValue {
        TraceKey.object([
            (.name, .string(name)),
            (.uikit, .string(options.uikit.rawValue)),
            (.steps, .array(steps.map(\.json))),
        ])
    }
}

extension TraceStep {
    var json: JSONValue {
        let step = TraceStepKey.object([
            (.action, .string(action.source)),
            (.events, .array(events.map(\.json))),
            (.sequence, .string(sequence)),
            (.outcome, .string(outcome.rawValue)),
            (.subviews, .array(subviews.map(\.json))),
            (.needsLayout, .bool(needsLayout)),
        ])
        guard let content, case .object(let members) = step else { return step }
        return .object(members + content.jsonMembers)
    }
}

extension SubviewSnapshot {
    var json: JSONValue {
        SubviewKey.object([(.view, .string(view.rawValue)), (.frame, JSONValue(frame)), (.hidden, .bool(hidden))])
    }
}

extension TraceRecord {
    /// An event object: `kind` first (the kinds of §2), its operands, then its nesting `depth`.
    public var json: JSONValue {
        var members: [(TraceEventKey, JSONValue)]
        switch event {
        case .message(let selector, let argument, let result, let via):
            members = [
                (.kind, .string("msg")), (.sel, .string(selector.name)), (.arg, JSONValue(argument)),
                (.ret, result.map { JSONValue($0) } ?? .null), (.via, .string(via.name)),
            ]
        case .layoutSubviewsBegin(let bounds):
            members = [(.kind, .string("layoutSubviews")), (.view, .string("button")), (.phase, .string("begin")), (.bounds, JSONValue(bounds))]
        case .layoutSubviewsEnd(let bounds):
            members = [(.kind, .string("layoutSubviews")), (.view, .string("button")), (.phase, .string("end")), (.bounds, JSONValue(bounds))]
        case .superviewLayoutSubviews:
            members = [(.kind, .string("layoutSubviews")), (.view, .string("superview"))]
        case .create(let view, let frame, let index, let via):
            members = [
                (.kind, .string("create")), (.view, .string(view.rawValue)), (.frame, JSONValue(frame)),
                (.index, .number(Double(index))), (.via, .string(via.name)),
            ]
        case .frame(let view, let frame, let setter):
            members = [(.kind, .string("frame")), (.view, .string(view.rawValue)), (.frame, JSONValue(frame)), (.by, .string(setter.rawValue))]
        case .hidden(let view, let value):
            members = [(.kind, .string("hidden")), (.view, .string(view.rawValue)), (.value, .bool(value))]
        case .setNeedsLayout(let view, let cause, let coalesced):
            members = [
                (.kind, .string("setNeedsLayout")), (.view, .string(view.rawValue)), (.by, .string(cause.name)),
                (.coalesced, .bool(coalesced)),
            ]
        case .deriveTitleRect(let contentRect, let image, let title):
            members = [
                (.kind, .string("internal")), (.routine, .string("_deriveTitleRect:imageRect:fromContentRect:")),
                (.contentRect, JSONValue(contentRect)), (.imageRect, JSONValue(image)), (.titleRect, JSONValue(title)),
            ]
        case .runLoopLayoutSweep(let number):
            members = [(.kind, .string("runLoopLayoutSweep")), (.sweep, .number(Double(number)))]
        case .content(let property, let old, let new, let setter):
            members = [
                (.kind, .string("content")), (.view, .string(property.view.rawValue)), (.property, .string(property.rawValue)),
                (.old, old.json), (.new, new.json), (.by, .string(setter.rawValue)),
            ]
        case .refresh(let routine, let site):
            members = [(.kind, .string("internal")), (.routine, .string(routine.rawValue)), (.via, .string(site.rawValue))]
        case .pitfall(let pitfall):
            members = pitfall.jsonMembers
        case .crash(let reason):
            members = [(.kind, .string("crash")), (.reason, .string(reason.summary)), (.explanation, .string(reason.explanation))]
        case .feedbackLoop(let sweeps):
            members = [
                (.kind, .string("feedbackLoop")), (.sweeps, .number(Double(sweeps))),
                (.explanation, .string(feedbackLoopExplanation)),
            ]
        }
        members.append((.depth, .number(Double(depth))))
        return TraceEventKey.object(members)
    }
}

extension TraceRun {
    /// The terminal form of §9: per action, its events in UIKit's order (indented by nesting, each
    /// message with argument, return value and caller), the short sequence, the button and its
    /// subviews, and the pitfalls with their explanations. Identical consecutive run-loop sweeps
    /// (a feedback loop) are printed once and summarised.
    public var text: String {
        var out = "trace \(name): \(className), uikit \(options.uikit.rawValue), sdk \(options.sdk.rawValue)"
        out += switchesText + "\n"
        var stopped: Int?
        for (index, step) in steps.enumerated() {
            out += "\n\(index + 1). \(step.action.source)"
            if step.outcome == .notRun {
                let reason = stopped.map { " (the trace stopped at step \($0))" } ?? ""
                out += " — not run\(reason)\n"
                continue
            }
            out += "\n"
            let pitfalls = step.events.compactMap { record -> ContentPitfall? in
                if case .pitfall(let pitfall) = record.event { return pitfall }
                return nil
            }
            for line in eventLines(step.events.filter { if case .pitfall = $0.event { false } else { true } }) {
                out += "   " + line + "\n"
            }
            out += "   sequence: \(collapsedSequence(step.events))\n"
            out += "   button: \(formatRect(step.buttonFrame))\(step.needsLayout ? ", needs layout" : "")\n"
            out += "   subviews: \(subviewsText(step.subviews))\n"
            for line in step.content?.textLines ?? [] { out += "   " + line + "\n" }
            for pitfall in pitfalls { out += "   \(pitfall.isNote ? "note" : "pitfall") \(pitfall.code): \(pitfall.text)\n" }
            for record in step.events {
                switch record.event {
                case .crash(let reason): out += "   why: \(reason.explanation)\n"
                case .feedbackLoop: out += "   why: \(feedbackLoopExplanation)\n"
                default: break
                }
            }
            for note in step.notes { out += "   note: \(note.explanation)\n" }
            if step.outcome == .crash || step.outcome == .feedbackLoop { stopped = index + 1 }
        }
        return out
    }

    private var switchesText: String {
        var parts: [String] = []
        let defaults = TraceOptions()
        if options.feedbackThreshold != defaults.feedbackThreshold { parts.append("feedbackThreshold \(options.feedbackThreshold)") }
        if !options.superviewMarkingOnSubviewResize { parts.append("superviewMarkingOnSubviewResize off") }
        if !options.sameTurnRelayout { parts.append("sameTurnRelayout off") }
        if options.imageChildInvalidation { parts.append("imageChildInvalidation on") }
        if options.labelMetricsRelayout { parts.append("labelMetricsRelayout on") }
        return parts.isEmpty ? "" : ", " + parts.joined(separator: ", ")
    }
}

func subviewsText(_ subviews: [SubviewSnapshot]) -> String {
    if subviews.isEmpty { return "none" }
    return subviews.map { "\($0.view.rawValue) \(formatRect($0.frame))\($0.hidden ? " hidden" : "")" }
        .joined(separator: ", ")
}

/// The events as lines, two spaces per nesting level, repeated sweeps collapsed.
func eventLines(_ records: [TraceRecord]) -> [String] {
    displayUnits(records).map { unit in
        switch unit {
        case .record(let index):
            return String(repeating: "  ", count: records[index].depth) + eventText(records[index].event)
        case .repeatedSweeps(let marker, let first, let last, let sameAs):
            let range = last == first ? "\(first)" : "\(first)–\(last)"
            return String(repeating: "  ", count: records[marker].depth) + "runLoopLayoutSweep \(range): the same as sweep \(sameAs)"
        }
    }
}

/// One event as a line of text.
func eventText(_ event: TraceEvent) -> String {
    switch event {
    case .message(let selector, let argument, let result, let via):
        let call: String = switch argument {
        case .none: selector.name
        default: selector.name + valueText(argument)
        }
        let returned = result.map(valueText) ?? "(never returns)"
        return "\(call) -> \(returned)  via \(via.name)"
    case .layoutSubviewsBegin(let bounds): return "layoutSubviews begin \(formatRect(bounds))"
    case .layoutSubviewsEnd: return "layoutSubviews end"
    case .superviewLayoutSubviews: return "layoutSubviews superview"
    case .create(let view, let frame, let index, let via):
        return "create \(view.rawValue) \(formatRect(frame)) at index \(index) via \(via.name)"
    case .frame(let view, let frame, let setter): return "frame \(view.rawValue) = \(formatRect(frame)) by \(setter.rawValue)"
    case .hidden(let view, let value): return "hidden \(view.rawValue) = \(value)"
    case .setNeedsLayout(let view, let cause, let coalesced):
        return "setNeedsLayout \(view.rawValue) by \(cause.name)\(coalesced ? " (already dirty)" : "")"
    case .deriveTitleRect(let contentRect, let image, let title):
        var parts: [String] = []
        if let image { parts.append("imageView \(formatRect(image))") }
        if let title { parts.append("titleLabel \(formatRect(title))") }
        return "internal _deriveTitleRect:imageRect:fromContentRect:\(formatRect(contentRect)) -> "
            + parts.joined(separator: ", ")
    case .runLoopLayoutSweep(let number): return "runLoopLayoutSweep \(number)"
    case .content(let property, let old, let new, let setter): return contentEventText(property, old: old, new: new, by: setter)
    case .refresh(let routine, let site): return "internal \(routine.rawValue) via \(site.rawValue)"
    case .pitfall(let pitfall): return "\(pitfall.isNote ? "note" : "pitfall") \(pitfall.code)"
    case .crash(let reason): return "crash: \(reason.summary)"
    case .feedbackLoop(let sweeps): return "feedbackLoop: \(feedbackLoopSummary(sweeps))"
    }
}

extension JSONValue {
    init(_ rect: Rect) {
        self = .rect(rect)
    }

    init(_ size: Size) {
        self = .size(size)
    }

    init(_ rect: Rect?) {
        self = rect.map { JSONValue($0) } ?? .null
    }

    init(_ value: MessageValue) {
        switch value {
        case .rect(let rect): self = JSONValue(rect)
        case .size(let size): self = JSONValue(size)
        case .none: self = .null
        }
    }
}
