import ButtonLayout

extension TraceRun {
    /// `--format json` of §9: `{"name", "uikit", "steps": [{"action", "events", "sequence",
    /// "outcome", "subviews", "needsLayout"}]}`, one step per action, every event (no collapsing).
    public var json: JSON {
        .object([
            ("name", .string(name)),
            ("uikit", .string(options.uikit.rawValue)),
            ("steps", .array(steps.map(\.json))),
        ])
    }
}

extension TraceStep {
    var json: JSON {
        .object([
            ("action", .string(action.source)),
            ("events", .array(events.map(\.json))),
            ("sequence", .string(sequence)),
            ("outcome", .string(outcome.rawValue)),
            ("subviews", .array(subviews.map(\.json))),
            ("needsLayout", .bool(needsLayout)),
        ])
    }
}

extension SubviewSnapshot {
    var json: JSON {
        .object([("view", .string(view.rawValue)), ("frame", JSON(frame)), ("hidden", .bool(hidden))])
    }
}

extension TraceRecord {
    /// An event object: `kind` first (the kinds of §2), its operands, then its nesting `depth`.
    public var json: JSON {
        var members: [(String, JSON)]
        switch event {
        case .message(let selector, let argument, let result, let via):
            members = [
                ("kind", .string("msg")), ("sel", .string(selector.name)), ("arg", JSON(argument)),
                ("ret", result.map { JSON($0) } ?? .null), ("via", .string(via.name)),
            ]
        case .layoutSubviewsBegin(let bounds):
            members = [("kind", .string("layoutSubviews")), ("view", .string("button")), ("phase", .string("begin")), ("bounds", JSON(bounds))]
        case .layoutSubviewsEnd(let bounds):
            members = [("kind", .string("layoutSubviews")), ("view", .string("button")), ("phase", .string("end")), ("bounds", JSON(bounds))]
        case .superviewLayoutSubviews:
            members = [("kind", .string("layoutSubviews")), ("view", .string("superview"))]
        case .create(let view, let frame, let index, let via):
            members = [
                ("kind", .string("create")), ("view", .string(view.rawValue)), ("frame", JSON(frame)),
                ("index", .number(Double(index))), ("via", .string(via.name)),
            ]
        case .frame(let view, let frame, let setter):
            members = [("kind", .string("frame")), ("view", .string(view.rawValue)), ("frame", JSON(frame)), ("by", .string(setter.rawValue))]
        case .hidden(let view, let value):
            members = [("kind", .string("hidden")), ("view", .string(view.rawValue)), ("value", .bool(value))]
        case .setNeedsLayout(let view, let cause, let coalesced):
            members = [
                ("kind", .string("setNeedsLayout")), ("view", .string(view.rawValue)), ("by", .string(cause.name)),
                ("coalesced", .bool(coalesced)),
            ]
        case .deriveTitleRect(let contentRect, let image, let title):
            members = [
                ("kind", .string("internal")), ("routine", .string("_deriveTitleRect:imageRect:fromContentRect:")),
                ("contentRect", JSON(contentRect)), ("imageRect", JSON(image)), ("titleRect", JSON(title)),
            ]
        case .runLoopLayoutSweep(let number):
            members = [("kind", .string("runLoopLayoutSweep")), ("sweep", .number(Double(number)))]
        case .crash(let reason):
            members = [("kind", .string("crash")), ("reason", .string(reason.summary)), ("explanation", .string(reason.explanation))]
        case .feedbackLoop(let sweeps):
            members = [
                ("kind", .string("feedbackLoop")), ("sweeps", .number(Double(sweeps))),
                ("explanation", .string(feedbackLoopExplanation)),
            ]
        }
        members.append(("depth", .number(Double(depth))))
        return .object(members)
    }
}
