/// What happened to one golden file of a scenario.
private enum PartOutcome {
    case passed(note: String?)
    case recorded(path: String, replacing: String?)
    /// The PNG golden is missing.
    case missing(path: String)
    /// An SVG or JSON golden is missing beside a present PNG: a note, or with `strict` a missing golden.
    case incomplete(GoldenFormat, path: String)
    case failed(String)
    case error(String)
    /// The render has nothing of this format.
    case skipped

    func status(strict: Bool) -> ScenarioCheck.Status? {
        switch self {
        case .passed: .passed
        case .recorded: .recorded
        case .missing: .missingGolden
        case .incomplete: strict ? .missingGolden : .passed
        case .failed: .failed
        case .error: .error
        case .skipped: nil
        }
    }
}

/// One format of one scenario, checked.
private struct PartCheck {
    var outcome: PartOutcome
    var comparison: GoldenComparison?
    /// A comparison ran and failed, or the golden was unreadable — also when it was then re-recorded.
    var comparisonFailed = false
    /// The golden, kept when its comparison failed.
    var golden: [UInt8]?
    /// The golden as read, for the approval manifest.
    var goldenRead = GoldenRead.absent
}

/// One format of one scenario through the record modes: the only place they are decided. A
/// `.recorded` outcome is not written yet (`recordGoldens`).
private func checkPart(
    _ format: GoldenFormat, rendered: RenderedScenario, store: GoldenStore, configuration: CheckConfiguration
) -> PartCheck {
    guard let actual = format.bytes(of: rendered) else { return PartCheck(outcome: .skipped) }
    let path = store.path(name: rendered.name, fileExtension: format.fileExtension)
    let lookup = store.read(name: rendered.name, format: format)
    var part = checkPart(format, lookup: lookup, actual: actual, path: path, rendered: rendered, configuration: configuration)
    switch lookup {
    case .missing: part.goldenRead = .absent
    case .unreadable: part.goldenRead = .unreadable
    case .present(let golden): part.goldenRead = .present(golden)
    }
    return part
}

private func checkPart(
    _ format: GoldenFormat, lookup: GoldenStore.Lookup, actual: [UInt8], path: String, rendered: RenderedScenario,
    configuration: CheckConfiguration
) -> PartCheck {
    let record = configuration.record
    // Recorded by the caller, with the scenario's other goldens as one group.
    func write(replacing: String?) -> PartOutcome { .recorded(path: path, replacing: replacing) }
    switch lookup {
    case .missing:
        if record != nil { return PartCheck(outcome: write(replacing: nil)) }
        return PartCheck(outcome: configuration.requires(format) ? .missing(path: path) : .incomplete(format, path: path))
    case .unreadable(let reason):
        let message = "\(format.fileExtension) golden unreadable: \(reason)"
        return PartCheck(outcome: record == .failed || record == .all ? write(replacing: message) : .failed(message), comparisonFailed: true)
    case .present(let golden):
        if record == .all {
            // Re-recording compares bytes only: whatever differs is replaced, nothing else is touched.
            return PartCheck(outcome: golden == actual ? .passed(note: nil) : write(replacing: "\(format.fileExtension) bytes differed"))
        }
        let comparison = format.compare(golden: golden, with: rendered, goldenPath: path, options: configuration.options)
        guard let failure = comparison.failure else { return PartCheck(outcome: .passed(note: comparison.note), comparison: comparison) }
        let message = "\(format.label): \(failure)"
        return PartCheck(
            outcome: record == .failed ? write(replacing: message) : .failed(message), comparison: comparison,
            comparisonFailed: true, golden: golden)
    }
}

func checkScenario(path: String, rendered: RenderedScenario, store: GoldenStore, configuration: CheckConfiguration) -> ScenarioCheck {
    let strict = configuration.strict
    var check = ScenarioCheck(
        path: path, name: rendered.name, status: .passed, line: "", message: "", png: nil, svg: nil, layout: nil,
        incompleteGoldens: [], recordedFiles: [], comparisonFailed: false, expectedPNG: nil, actualPNG: nil)
    var parts: [(format: GoldenFormat, outcome: PartOutcome)] = []
    var expectedPNG: [UInt8]?
    let checked = recordGoldens(
        configuration.formats.map { ($0, checkPart($0, rendered: rendered, store: store, configuration: configuration)) },
        rendered: rendered, store: store)
    for (format, part) in checked {
        parts.append((format, part.outcome))
        if part.comparisonFailed { check.comparisonFailed = true }
        switch part.outcome {
        case .recorded(let file, _): check.recordedFiles.append(file)
        case .incomplete(_, let file): check.incompleteGoldens.append(file)
        default: break
        }
        switch part.comparison?.result {
        case .image(let image)?:
            check.png = image
            expectedPNG = part.golden
        case .text(let text)?: check.svg = text
        case .layout(let layout)?: check.layout = layout
        case nil: break
        }
    }

    // Layout differences are read first: they say in numbers what the pixels only show.
    let outcomes = parts.sorted { $0.format.messageOrder < $1.format.messageOrder }.map(\.outcome)
    let status = outcomes.compactMap { $0.status(strict: strict) }.max() ?? .passed
    let missingPNG = outcomes.contains { if case .missing = $0 { true } else { false } }
    func incomplete(_ outcome: PartOutcome, _ suffix: String) -> String? {
        // A missing PNG says it all: recording it writes the other formats too.
        guard case .incomplete(let format, let file) = outcome, !missingPNG else { return nil }
        return "missing \(format.fileExtension) golden \(file)\(suffix)"
    }
    var messages: [String]
    switch status {
    case .passed:
        messages = outcomes.compactMap { if case .passed(let note?) = $0 { note } else { incomplete($0, "") } }
    case .recorded:
        messages = ["wrote " + check.recordedFiles.joined(separator: ", ")]
        let replaced = outcomes.compactMap { if case .recorded(_, let replacing?) = $0 { replacing } else { nil } }
        if !replaced.isEmpty { messages.append("was: " + replaced.joined(separator: "; ")) }
    case .missingGolden:
        messages = outcomes.compactMap {
            if case .missing(let file) = $0 { "\(file) (record it with --record missing)" } else { incomplete($0, " (record it with --record missing)") }
        }
    case .failed, .error:
        messages = []
        for outcome in outcomes {
            let message: String? = switch outcome {
            case .failed(let message), .error(let message): message
            case .missing(let file): "missing golden \(file)"
            default: strict ? incomplete(outcome, "") : nil
            }
            // A group that could not be written is one error, however many of its parts it held.
            if let message, !messages.contains(message) { messages.append(message) }
        }
    }
    check.status = status
    check.sourceLine = annotationLine(layout: check.layout, keyLines: rendered.keyLines)
    // A pass's message is only what CI should still hear about: goldens missing beside the PNG.
    check.message = status == .passed ? outcomes.compactMap { incomplete($0, "") }.joined(separator: "; ") : messages.joined(separator: "; ")
    check.report = CheckFailureReport(
        status: status, subject: rendered.name, provenance: rendered.provenance, messages: messages, layout: check.layout, svg: check.svg)
    check.line = check.report.line
    if status == .failed || status == .missingGolden {
        check.approval = ApprovalCandidate(rendered: rendered, goldens: checked.map { ($0.0, $0.1.goldenRead) })
    }
    if status == .failed || status == .missingGolden || check.comparisonFailed {
        check.expectedPNG = expectedPNG
        check.actualPNG = rendered.png
    }
    return check
}

/// Writes the goldens the parts recorded as one group, all or none; when it fails, each of them
/// is an error instead.
private func recordGoldens(
    _ parts: [(GoldenFormat, PartCheck)], rendered: RenderedScenario, store: GoldenStore
) -> [(GoldenFormat, PartCheck)] {
    let recorded = parts.compactMap { format, part in
        if case .recorded = part.outcome { (fileExtension: format.fileExtension, bytes: format.bytes(of: rendered)!) } else { nil }
    }
    guard !recorded.isEmpty else { return parts }
    do {
        try store.write(recorded, name: rendered.name)
        return parts
    } catch {
        return parts.map { format, part in
            guard case .recorded = part.outcome else { return (format, part) }
            var failed = part
            failed.outcome = .error("cannot write \(error)")
            return (format, failed)
        }
    }
}
