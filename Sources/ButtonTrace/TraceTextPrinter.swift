import ButtonLayout

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
            for line in eventLines(step.events) { out += "   " + line + "\n" }
            out += "   sequence: \(collapsedSequence(step.events))\n"
            out += "   button: \(formatRect(step.buttonFrame))\(step.needsLayout ? ", needs layout" : "")\n"
            out += "   subviews: \(subviewsText(step.subviews))\n"
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
        return parts.isEmpty ? "" : ", " + parts.joined(separator: ", ")
    }
}

/// The short sequence, with identical consecutive run-loop sweeps written once: `1 3 5 3 5 3 · (1 3 5 3) × 99`.
package func collapsedSequence(_ records: [TraceRecord]) -> String {
    var groups: [[Int]] = [[]]
    for record in records {
        if case .runLoopLayoutSweep = record.event, !groups[groups.count - 1].isEmpty { groups.append([]) }
        if let number = record.shortNumber { groups[groups.count - 1].append(number) }
    }
    let texts = groups.filter { !$0.isEmpty }.map { $0.map(String.init).joined(separator: " ") }
    if texts.isEmpty { return "none" }
    var runs: [(text: String, count: Int)] = []
    for text in texts {
        if let last = runs.last, last.text == text { runs[runs.count - 1].count += 1 } else { runs.append((text, 1)) }
    }
    guard runs.contains(where: { $0.count > 2 }) else { return texts.joined(separator: " ") }
    return runs.map { $0.count == 1 ? $0.text : "(\($0.text)) × \($0.count)" }.joined(separator: " · ")
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

/// What a printer shows of a step's records: each record, except that a run of run-loop sweeps
/// identical to the sweep before them (a feedback loop) becomes one unit.
package enum DisplayUnit: Hashable {
    case record(Int)
    /// Sweeps `first…last`, each equal to sweep `sameAs`; `marker` is the first one's record.
    case repeatedSweeps(marker: Int, first: Int, last: Int, sameAs: Int)
}

package func displayUnits(_ records: [TraceRecord]) -> [DisplayUnit] {
    var units: [DisplayUnit] = []
    var index = 0
    var previousSweep: (depth: Int, number: Int, body: ArraySlice<TraceRecord>)?
    while index < records.count {
        let record = records[index]
        guard case .runLoopLayoutSweep(let number) = record.event else {
            if let sweep = previousSweep, record.depth <= sweep.depth { previousSweep = nil }
            units.append(.record(index))
            index += 1
            continue
        }
        let body = sweepBody(records, at: index)
        if let sweep = previousSweep, sweep.depth == record.depth, sweep.body.elementsEqual(body) {
            var last = number
            var next = body.endIndex
            while next < records.count, records[next].depth == record.depth,
                case .runLoopLayoutSweep(let following) = records[next].event,
                sweepBody(records, at: next).elementsEqual(sweep.body)
            {
                last = following
                next = sweepBody(records, at: next).endIndex
            }
            units.append(.repeatedSweeps(marker: index, first: number, last: last, sameAs: sweep.number))
            index = next
            continue
        }
        previousSweep = (record.depth, number, body)
        units.append(.record(index))
        index += 1
    }
    return units
}

/// The records nested under the sweep marker at `index`.
private func sweepBody(_ records: [TraceRecord], at index: Int) -> ArraySlice<TraceRecord> {
    let depth = records[index].depth
    var end = index + 1
    while end < records.count, records[end].depth > depth { end += 1 }
    return records[(index + 1)..<end]
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
    case .crash(let reason): return "crash: \(reason.summary)"
    case .feedbackLoop(let sweeps): return "feedbackLoop: \(feedbackLoopSummary(sweeps))"
    }
}

package func valueText(_ value: MessageValue) -> String {
    switch value {
    case .rect(let rect): formatRect(rect)
    case .size(let size): "(\(formatNumber(size.width)), \(formatNumber(size.height)))"
    case .none: ""
    }
}
