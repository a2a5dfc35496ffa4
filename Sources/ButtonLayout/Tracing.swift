/// Receives the arithmetic as the layout performs it. The layout is written once, generic over its
/// tracer: `SilentTracer` compiles away (so `computeLayout()` pays nothing) and `ExplanationRecorder`
/// turns the same steps into `explain`'s text, so the explanation can never drift from the result.
@usableFromInline
protocol LayoutTracing {
    var isRecording: Bool { get }
    mutating func section(_ title: @autoclosure () -> String)
    mutating func line(_ text: @autoclosure () -> String)
}

@usableFromInline
struct SilentTracer: LayoutTracing {
    @usableFromInline init() {}
    @inlinable var isRecording: Bool { false }
    @inlinable mutating func section(_ title: @autoclosure () -> String) {}
    @inlinable mutating func line(_ text: @autoclosure () -> String) {}
}

struct ExplanationRecorder: LayoutTracing {
    var sections: [Explanation.Section] = []

    var isRecording: Bool { true }

    mutating func section(_ title: @autoclosure () -> String) {
        sections.append(Explanation.Section(title: title(), lines: []))
    }

    mutating func line(_ text: @autoclosure () -> String) {
        if sections.isEmpty { sections.append(Explanation.Section(title: "", lines: [])) }
        sections[sections.count - 1].lines.append(text())
    }
}

/// The layout's arithmetic, step by step, with the numbers substituted.
public struct Explanation: Hashable, Sendable {
    public struct Section: Hashable, Sendable {
        public var title: String
        public var lines: [String]
    }

    public var heading: String
    public var sections: [Section]
    public var result: LayoutResult

    /// Numbered sections with indented lines, for a terminal.
    public var text: String {
        var out = heading + "\n"
        for (index, section) in sections.enumerated() {
            out += "\n\(index + 1). \(section.title)\n"
            for line in section.lines { out += "   \(line)\n" }
        }
        return out
    }
}
