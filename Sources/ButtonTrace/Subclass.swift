import ButtonLayout

/// The four public rect methods a subclass may override.
public enum RectSelector: String, CaseIterable, Hashable, Sendable {
    case backgroundRectForBounds, contentRectForBounds, imageRectForContentRect, titleRectForContentRect

    /// The Objective-C selector, as an `NSLog(@"%s", _cmd)` prints it.
    public var selector: String { rawValue + ":" }

    /// Article 4's short notation: 2 background, 3 content, 4 image, 5 title.
    public var shortNumber: Int {
        switch self {
        case .backgroundRectForBounds: 2
        case .contentRectForBounds: 3
        case .imageRectForContentRect: 4
        case .titleRectForContentRect: 5
        }
    }
}

/// What an overridden rect method returns.
public enum RectOverride: Hashable, Sendable {
    /// `return [super …]` — the system's value.
    case callSuper
    /// An expression of the argument: in image/title rect overrides `cx cy cw ch` is the content
    /// rect passed in; in content/background rect overrides it is super's value. `bw bh` are the
    /// bounds, `iw ih tw th` the current content's natural sizes.
    case expression(RectExpression)
}

/// The subviews the app and a subclass can reach through a getter.
public enum SubviewGetter: String, CaseIterable, Hashable, Sendable {
    case imageView, titleLabel

    var view: ViewName { self == .imageView ? .imageView : .titleLabel }
}

/// The left-hand side of `set X = …`.
public enum FrameTarget: String, CaseIterable, Hashable, Sendable {
    case imageViewFrame = "imageView.frame"
    case titleLabelFrame = "titleLabel.frame"
    case selfFrame = "self.frame"
}

/// One statement of a subclass body (`init`, `awakeFromNib`, `layoutSubviews`) or one side effect
/// of a rect override.
public enum SubclassStatement: Hashable, Sendable {
    /// `super` — `[super layoutSubviews]`; only in `layoutSubviews`.
    case callSuper
    /// `read imageView` / `read titleLabel` — the getter, with its lazy creation.
    case read(SubviewGetter)
    /// `set imageView.frame = [x, y, w, h]` — each item an expression (`cx … th`).
    case set(FrameTarget, RectExpression)
    case setNeedsLayout
    case layoutIfNeeded
    /// Text the parser could not read; `validate()` reports it with the suggestion.
    case unrecognized(source: String, reason: String, suggestion: String?)
}

/// A `UIButton` subclass (§1 "Subclass description", §9 `subclass:`).
public struct SubclassDescription: Hashable, Sendable {
    public var name: String
    /// Overrides that only log and call super.
    public var logs: [RectSelector]
    public var contentRect: RectOverride?
    public var imageRect: RectOverride?
    public var titleRect: RectOverride?
    public var backgroundRect: RectOverride?
    /// Run inside the override, before its value is computed: `read imageView`, `read titleLabel`,
    /// `setNeedsLayout`.
    public var sideEffects: [RectSelector: [SubclassStatement]]
    /// The body after `[super initWithFrame:]` / `[super initWithCoder:]`.
    public var initBody: [SubclassStatement]
    public var awakeFromNib: [SubclassStatement]
    /// nil: not overridden.
    public var layoutSubviews: [SubclassStatement]?

    public init(
        name: String = "MyButton", logs: [RectSelector] = [], contentRect: RectOverride? = nil,
        imageRect: RectOverride? = nil, titleRect: RectOverride? = nil, backgroundRect: RectOverride? = nil,
        sideEffects: [RectSelector: [SubclassStatement]] = [:], initBody: [SubclassStatement] = [],
        awakeFromNib: [SubclassStatement] = [], layoutSubviews: [SubclassStatement]? = nil
    ) {
        self.name = name
        self.logs = logs
        self.contentRect = contentRect
        self.imageRect = imageRect
        self.titleRect = titleRect
        self.backgroundRect = backgroundRect
        self.sideEffects = sideEffects
        self.initBody = initBody
        self.awakeFromNib = awakeFromNib
        self.layoutSubviews = layoutSubviews
    }

    public func override(of selector: RectSelector) -> RectOverride? {
        switch selector {
        case .backgroundRectForBounds: backgroundRect
        case .contentRectForBounds: contentRect
        case .imageRectForContentRect: imageRect
        case .titleRectForContentRect: titleRect
        }
    }

    /// Whether the subclass overrides the method at all: logging, an expression or side effects.
    public func overrides(_ selector: RectSelector) -> Bool {
        logs.contains(selector) || override(of: selector) != nil || !(sideEffects[selector] ?? []).isEmpty
    }

    /// The bit `layoutSubviews` reads to decide between the public rect methods and the private
    /// routine (§1; the condition is inferred, W).
    public var overridesRectAccessors: Bool {
        overrides(.imageRectForContentRect) || overrides(.titleRectForContentRect)
    }
}

extension SubclassStatement {
    /// The statement forms, for messages and suggestions.
    public static let forms = [
        "super", "read imageView", "read titleLabel", "set imageView.frame = [x, y, w, h]",
        "set titleLabel.frame = [x, y, w, h]", "set self.frame = [x, y, w, h]", "setNeedsLayout", "layoutIfNeeded",
    ]

    /// The words a statement starts with, for did-you-mean suggestions.
    static let keywords = ["super", "read", "set", "setNeedsLayout", "layoutIfNeeded"]

    /// Reads one statement as the scenario writes it: `read imageView`,
    /// `set titleLabel.frame = [0, bw, bw, bh - bw]`. Never fails: what it cannot read becomes
    /// `.unrecognized` with the reason and, for a misspelt word, the statement it probably meant.
    public init(parsing source: String) {
        let text = source.trimmingSpaces
        let words = text.split(separator: " ", maxSplits: 1).map(String.init)
        let first = words.first ?? ""
        let rest = words.count > 1 ? words[1].trimmingSpaces : ""
        switch first {
        case "super", "setNeedsLayout", "layoutIfNeeded":
            guard rest.isEmpty else {
                self = .unrecognized(source: source, reason: "`\(first)` takes nothing after it", suggestion: first)
                return
            }
            self = first == "super" ? .callSuper : first == "setNeedsLayout" ? .setNeedsLayout : .layoutIfNeeded
        case "read":
            if let getter = SubviewGetter(rawValue: rest) {
                self = .read(getter)
            } else {
                let near = closestMatch(to: rest, among: SubviewGetter.allCases.map(\.rawValue))
                self = .unrecognized(
                    source: source, reason: "`read` takes imageView or titleLabel, not `\(rest)`",
                    suggestion: near.map { "read \($0)" })
            }
        case "set":
            self = Self.parseSet(source: source, rest: rest)
        default:
            let near = closestMatch(to: first, among: Self.keywords)
            self = .unrecognized(
                source: source, reason: "unknown statement `\(text)`",
                suggestion: near.map { rest.isEmpty ? $0 : "\($0) \(rest)" })
        }
    }

    private static func parseSet(source: String, rest: String) -> SubclassStatement {
        let parts = rest.split(separator: "=", maxSplits: 1).map { String($0).trimmingSpaces }
        guard parts.count == 2 else {
            return .unrecognized(source: source, reason: "expected `set TARGET = [x, y, w, h]`", suggestion: nil)
        }
        guard let target = FrameTarget(rawValue: parts[0]) else {
            let near = closestMatch(to: parts[0], among: FrameTarget.allCases.map(\.rawValue))
            return .unrecognized(
                source: source, reason: "`set` assigns imageView.frame, titleLabel.frame or self.frame, not `\(parts[0])`",
                suggestion: near.map { "set \($0) = \(parts[1])" })
        }
        switch parseRectExpression(parts[1]) {
        case .success(let rect): return .set(target, rect)
        case .failure(let error): return .unrecognized(source: source, reason: error.message, suggestion: nil)
        }
    }

    /// `[a, b, c, d]`, each item an expression.
    static func parseRectExpression(_ text: String) -> Result<RectExpression, RectSyntaxError> {
        guard text.hasPrefix("["), text.hasSuffix("]") else {
            return .failure(RectSyntaxError("expected a rect `[x, y, w, h]`, found `\(text)`"))
        }
        var items: [String] = []
        var current = ""
        var nesting = 0
        for character in text.dropFirst().dropLast() {
            switch character {
            case "(": nesting += 1
            case ")": nesting -= 1
            case "," where nesting == 0:
                items.append(current)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        items.append(current)
        guard items.count == 4 else {
            return .failure(RectSyntaxError("a rect has 4 items [x, y, w, h], this one has \(items.count)"))
        }
        var expressions: [Expression] = []
        for (name, item) in zip(["x", "y", "width", "height"], items) {
            do {
                expressions.append(try Expression.parse(item.trimmingSpaces))
            } catch {
                return .failure(RectSyntaxError("\(name): \(error.message)"))
            }
        }
        return .success(RectExpression(x: expressions[0], y: expressions[1], width: expressions[2], height: expressions[3]))
    }

    /// Canonical source text, as a scenario would write it.
    public var source: String {
        switch self {
        case .callSuper: "super"
        case .read(let getter): "read \(getter.rawValue)"
        case .set(let target, let rect): "set \(target.rawValue) = \(rect.source)"
        case .setNeedsLayout: "setNeedsLayout"
        case .layoutIfNeeded: "layoutIfNeeded"
        case .unrecognized(let source, _, _): source
        }
    }
}

struct RectSyntaxError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}

extension RectExpression {
    /// `[0, cw, cw, ch - cw]`.
    var source: String { "[" + components.map(\.description).joined(separator: ", ") + "]" }
}

extension String {
    var trimmingSpaces: String {
        var slice = Substring(self)
        while let first = slice.first, first == " " || first == "\t" { slice = slice.dropFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice = slice.dropLast() }
        return String(slice)
    }
}
