import ButtonLayout

/// How the button comes to life (§5 `create`, §9 the first action).
public enum TraceCreation: Hashable, Sendable {
    /// `init: [x, y, w, h]` — `initWithFrame:`.
    case initWithFrame(Rect)
    /// `init` — `initWithFrame:CGRectZero`.
    case `init`
    /// `buttonWithType: custom|system`.
    case buttonWithType(ButtonType)
    /// `initWithCoder` (frame = `button.frame`/`button.size`) or `initWithCoder: [x, y, w, h]`.
    case initWithCoder(Rect?)
}

/// The value a content setter stores.
public enum ContentValue<Value: Hashable & Sendable>: Hashable, Sendable {
    /// No argument: the `button` block's value.
    case buttonBlock
    case value(Value)
    /// `null`: removes it.
    case remove
}

/// `setTitle` / `setImage` / `setBackgroundImage` with their state.
public struct ContentChange<Value: Hashable & Sendable>: Hashable, Sendable {
    public var value: ContentValue<Value>
    public var state: ControlState

    public init(_ value: ContentValue<Value> = .buttonBlock, state: ControlState = .normal) {
        self.value = value
        self.state = state
    }
}

/// `read: …`.
public enum ReadTarget: String, CaseIterable, Hashable, Sendable {
    case subviews, imageView, titleLabel, intrinsicContentSize
}

/// `call: …` — the app sends a public sizing or rect message.
public enum PublicCall: String, CaseIterable, Hashable, Sendable {
    case backgroundRectForBounds, contentRectForBounds, imageRectForContentRect, titleRectForContentRect, sizeThatFits
}

/// `set: {titleLabel.text: …}` and the other writes into a subview's content (§10.10); nil is `null`.
public enum SubviewContentWrite: Hashable, Sendable {
    case text(String?)
    /// `titleLabel.attributedText`: the runs' string.
    case attributedText(String?)
    case textColor(TraceColor?)
    case shadowColor(TraceColor?)
    case font(LabelFont)
    case image(Size?)

    public var property: ContentProperty {
        switch self {
        case .text: .text
        case .attributedText: .attributedText
        case .textColor: .textColor
        case .shadowColor: .shadowColor
        case .font: .font
        case .image: .image
        }
    }

    /// The key a scenario writes, e.g. `titleLabel.text`.
    public var key: String { "\(property.view.rawValue).\(property.rawValue)" }
}

/// One action of `trace.actions` (§5, §9).
public enum TraceAction: Hashable, Sendable {
    case create(TraceCreation)
    case awakeFromNib
    case setTitle(ContentChange<TitleValue>)
    case setAttributedTitle(ContentChange<TitleValue>)
    case setImage(ContentChange<Size>)
    case setBackgroundImage(ContentChange<Size>)
    case read(ReadTarget)
    case call(PublicCall)
    /// Into a plain superview that is not in a window.
    case addToSuperview
    /// Into a superview in a window (added to one first if needed): run-loop passes reach it.
    case addToWindow
    case runLoop
    case setFrame(Rect)
    case setBounds(Size)
    case setCenter(Point)
    /// `set: {imageView.frame: …}` from outside; `self.frame` is `setFrame`.
    case setSubviewFrame(SubviewGetter, Rect)
    /// `set: {titleLabel.text: "X"}` and the other direct writes of §10.10.
    case setSubviewContent(SubviewContentWrite)
    /// `setTitleColor:forState:`, the supported way to colour a title.
    case setTitleColor(ContentChange<TraceColor>)
    /// A touch down / up inside: `isHighlighted` changes (§10.10).
    case highlight
    case unhighlight
    /// `button.configuration = …` with the scenario's `configuration` block (§10.9).
    case setConfiguration
    case setNeedsUpdateConfiguration
    /// nil: the `button` block's value.
    case setContentEdgeInsets(EdgeInsets?)
    case setImageEdgeInsets(EdgeInsets?)
    case setTitleEdgeInsets(EdgeInsets?)
    case setContentHorizontalAlignment(HorizontalAlignment?)
    case setContentVerticalAlignment(VerticalAlignment?)
    case setNeedsLayout
    case layoutIfNeeded
    case sizeToFit
    case animate([TraceAction])
    /// A key the parser did not know; `validate()` reports it with a suggestion.
    case unrecognized(String)
}

extension TraceAction {
    /// Every action key of §9, as a scenario spells it.
    public static let names = [
        "init", "initWithFrame", "buttonWithType", "initWithCoder", "awakeFromNib", "setTitle", "setAttributedTitle",
        "setImage", "setBackgroundImage", "read", "call", "addToSuperview", "addToWindow", "runLoop", "setFrame",
        "setBounds", "setCenter", "set", "setContentEdgeInsets", "setImageEdgeInsets", "setTitleEdgeInsets",
        "setContentHorizontalAlignment", "setContentVerticalAlignment", "setNeedsLayout", "layoutIfNeeded",
        "sizeToFit", "setTitleColor", "highlight", "unhighlight", "setConfiguration", "setNeedsUpdateConfiguration",
        "animate",
    ]

    /// Whether the action touches what the subviews show (§10): a trace with one reports content.
    var touchesContent: Bool {
        switch self {
        case .setSubviewContent, .setTitleColor, .highlight, .unhighlight, .setConfiguration, .setNeedsUpdateConfiguration:
            return true
        case .animate(let actions): return actions.contains(where: \.touchesContent)
        default: return false
        }
    }

    var isCreation: Bool {
        if case .create = self { return true }
        return false
    }

    /// The action as the scenario writes it, e.g. `setFrame: [0, 0, 300, 100]`.
    public var source: String {
        switch self {
        case .create(let creation):
            switch creation {
            case .initWithFrame(let r): return "init: \(list(r))"
            case .`init`: return "init"
            case .buttonWithType(let kind): return "buttonWithType: \(kind.rawValue)"
            case .initWithCoder(let r): return r.map { "initWithCoder: \(list($0))" } ?? "initWithCoder"
            }
        case .awakeFromNib: return "awakeFromNib"
        case .setTitle(let change): return content("setTitle", change) { "\"\($0.text)\"" }
        case .setAttributedTitle(let change): return content("setAttributedTitle", change) { "\"\($0.text)\"" }
        case .setImage(let change): return content("setImage", change) { list($0) }
        case .setBackgroundImage(let change): return content("setBackgroundImage", change) { list($0) }
        case .read(let target): return "read: \(target.rawValue)"
        case .call(let call): return "call: \(call.rawValue)"
        case .addToSuperview: return "addToSuperview"
        case .addToWindow: return "addToWindow"
        case .runLoop: return "runLoop"
        case .setFrame(let r): return "setFrame: \(list(r))"
        case .setBounds(let s): return "setBounds: \(list(s))"
        case .setCenter(let p): return "setCenter: [\(formatNumber(p.x)), \(formatNumber(p.y))]"
        case .setSubviewFrame(let getter, let r): return "set: {\(getter.rawValue).frame: \(list(r))}"
        case .setSubviewContent(let write): return "set: {\(write.key): \(contentSource(write))}"
        case .setTitleColor(let change): return content("setTitleColor", change) { $0.name }
        case .highlight: return "highlight"
        case .unhighlight: return "unhighlight"
        case .setConfiguration: return "setConfiguration"
        case .setNeedsUpdateConfiguration: return "setNeedsUpdateConfiguration"
        case .setContentEdgeInsets(let i): return optional("setContentEdgeInsets", i.map(list))
        case .setImageEdgeInsets(let i): return optional("setImageEdgeInsets", i.map(list))
        case .setTitleEdgeInsets(let i): return optional("setTitleEdgeInsets", i.map(list))
        case .setContentHorizontalAlignment(let a): return optional("setContentHorizontalAlignment", a?.rawValue)
        case .setContentVerticalAlignment(let a): return optional("setContentVerticalAlignment", a?.rawValue)
        case .setNeedsLayout: return "setNeedsLayout"
        case .layoutIfNeeded: return "layoutIfNeeded"
        case .sizeToFit: return "sizeToFit"
        case .animate(let actions): return "animate: [" + actions.map { "{\($0.source)}" }.joined(separator: ", ") + "]"
        case .unrecognized(let name): return name
        }
    }
}

private func list(_ r: Rect) -> String {
    "[\(formatNumber(r.x)), \(formatNumber(r.y)), \(formatNumber(r.width)), \(formatNumber(r.height))]"
}

private func list(_ s: Size) -> String { "[\(formatNumber(s.width)), \(formatNumber(s.height))]" }

private func list(_ i: EdgeInsets) -> String {
    "[\(formatNumber(i.top)), \(formatNumber(i.left)), \(formatNumber(i.bottom)), \(formatNumber(i.right))]"
}

private func contentSource(_ write: SubviewContentWrite) -> String {
    switch write {
    case .text(let text), .attributedText(let text): return text.map { "\"\($0)\"" } ?? "null"
    case .textColor(let color), .shadowColor(let color): return color?.name ?? "null"
    case .font(let font): return "\(font)"
    case .image(let size): return size.map(list) ?? "null"
    }
}

private func optional(_ name: String, _ argument: String?) -> String {
    argument.map { "\(name): \($0)" } ?? name
}

private func content<V>(_ name: String, _ change: ContentChange<V>, _ text: (V) -> String) -> String {
    let suffix = change.state == .normal ? "" : " (\(change.state.rawValue))"
    switch change.value {
    case .buttonBlock: return name + suffix
    case .remove: return "\(name): null" + suffix
    case .value(let value): return "\(name): \(text(value))" + suffix
    }
}
