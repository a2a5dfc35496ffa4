import ButtonLayout
import ButtonTrace

// How a trace's events group for display (a feedback loop's repeated sweeps as one unit), shared by
// the sequence diagram and ButtonReports' text printer: presentation, not the simulator's semantics,
// so it lives in the lowest module that shows a trace.

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

package func valueText(_ value: MessageValue) -> String {
    switch value {
    case .rect(let rect): formatRect(rect)
    case .size(let size): "(\(formatNumber(size.width)), \(formatNumber(size.height)))"
    case .none: ""
    }
}
