import ButtonLayout

/// One thing wrong with a trace scenario, at a key path the scenario layer turns into a file
/// position (`trace.actions[3]`, `subclass.layoutSubviews[1]`).
public struct TraceProblem: Hashable, Sendable, CustomStringConvertible {
    public var keyPath: String
    public var message: String
    /// What the author probably meant (an action name or a whole statement), if anything is close.
    public var suggestion: String?
    /// More to say, after the message: what may be written there.
    public var notes: [String]

    public init(keyPath: String, message: String, suggestion: String? = nil, notes: [String] = []) {
        self.keyPath = keyPath
        self.message = message
        self.suggestion = suggestion
        self.notes = notes
    }

    /// `keyPath: message (did you mean X?); note`.
    public var description: String {
        "\(keyPath): \(message)" + (suggestion.map { " (did you mean \($0)?)" } ?? "")
            + notes.map { "; " + $0 }.joined()
    }
}

extension TraceScenario {
    /// Everything the parser cannot check by itself: unknown actions and statements (with a
    /// suggestion), creation first and once, `super` only in `layoutSubviews`, the side effects
    /// an override may have, values the actions need from the `button` block, finite geometry
    /// and the switches' ranges. Empty when the scenario can run.
    public func validate() -> [TraceProblem] {
        var problems: [TraceProblem] = []
        let range = TraceOptions.feedbackThresholdRange
        if !range.contains(trace.feedbackThreshold) {
            problems.append(TraceProblem(
                keyPath: "trace.feedbackThreshold",
                message: "\(trace.feedbackThreshold) is outside UIKit's \(range.lowerBound)–\(range.upperBound)"))
        }
        if trace.actions.isEmpty {
            problems.append(TraceProblem(keyPath: "trace.actions", message: "no actions: the first one creates the button"))
        }
        var validator = ActionValidator(scenario: self)
        for (index, action) in trace.actions.enumerated() {
            validator.check(action, at: "trace.actions[\(index)]", first: index == 0)
        }
        problems += validator.problems
        if let subclass { problems += subclass.problems() }
        return problems
    }
}

private struct ActionValidator {
    let scenario: TraceScenario
    var problems: [TraceProblem] = []
    var creation: (TraceCreation, String)?

    init(scenario: TraceScenario) {
        self.scenario = scenario
    }

    mutating func check(_ action: TraceAction, at path: String, first: Bool) {
        let button = scenario.button
        switch action {
        case .create(let kind):
            if let existing = creation {
                problems.append(TraceProblem(keyPath: path, message: "the button is already created at \(existing.1)"))
            } else if !first {
                problems.append(TraceProblem(keyPath: path, message: "the creation must be the first action"))
            }
            creation = creation ?? (kind, path)
            switch kind {
            case .initWithFrame(let frame): checkRect(frame, at: path)
            case .initWithCoder(let frame):
                if let frame { checkRect(frame, at: path) } else if button.frame == nil {
                    problems.append(TraceProblem(
                        keyPath: path, message: "initWithCoder decodes the frame from button.size or button.frame; give one, or `initWithCoder: [x, y, w, h]`"))
                }
            case .`init`, .buttonWithType: break
            }
            return
        case .unrecognized(let name):
            problems.append(TraceProblem(
                keyPath: path, message: "unknown action `\(name)`", suggestion: closestMatch(to: name, among: TraceAction.names)))
            return
        case .animate(let actions):
            for (index, inner) in actions.enumerated() {
                if inner.isCreation {
                    problems.append(TraceProblem(keyPath: "\(path).animate[\(index)]", message: "a button cannot be created inside animate"))
                } else {
                    check(inner, at: "\(path).animate[\(index)]", first: false)
                }
            }
        case .awakeFromNib:
            if case .initWithCoder? = creation?.0 {} else {
                problems.append(TraceProblem(
                    keyPath: path, message: "awakeFromNib follows a nib load: create the button with initWithCoder"))
            }
        case .setTitle(let change), .setAttributedTitle(let change):
            if case .buttonBlock = change.value, button.title == nil {
                problems.append(TraceProblem(keyPath: path, message: "without a value it sets button.title, which the button block does not give"))
            }
            if case .value(let title) = change.value { checkSize(title.size, at: path) }
        case .setImage(let change):
            checkContent(change, blockValue: button.image, name: "button.image", at: path)
        case .setBackgroundImage(let change):
            checkContent(change, blockValue: button.backgroundImage, name: "button.backgroundImage", at: path)
        case .setFrame(let frame), .setSubviewFrame(_, let frame):
            checkRect(frame, at: path)
        case .setBounds(let size):
            checkSize(size, at: path)
        case .setCenter(let center):
            if !(center.x.isFinite && center.y.isFinite) {
                problems.append(TraceProblem(keyPath: path, message: "the centre must be finite"))
            }
        case .setContentEdgeInsets(let insets), .setImageEdgeInsets(let insets), .setTitleEdgeInsets(let insets):
            if let insets, ![insets.top, insets.left, insets.bottom, insets.right].allSatisfy(\.isFinite) {
                problems.append(TraceProblem(keyPath: path, message: "insets must be finite"))
            }
        case .setSubviewContent(let write):
            switch write {
            case .textColor(let color?), .shadowColor(let color?): checkColor(color, at: path)
            case .image(let size?): checkSize(size, at: path)
            case .font(let font) where !(font.font.size.isFinite && font.font.size > 0):
                problems.append(TraceProblem(keyPath: path, message: "a font size must be a positive number"))
            default: break
            }
        case .setTitleColor(let change):
            if case .value(let color) = change.value { checkColor(color, at: path) }
        case .setConfiguration:
            if button.configuration == nil {
                problems.append(TraceProblem(
                    keyPath: path,
                    message: "setConfiguration applies the scenario's button.configuration block, which this scenario does not give"))
            }
        case .read, .call, .addToSuperview, .addToWindow, .runLoop, .setContentHorizontalAlignment,
            .setContentVerticalAlignment, .setNeedsLayout, .layoutIfNeeded, .sizeToFit, .highlight, .unhighlight,
            .setNeedsUpdateConfiguration:
            break
        }
        if creation == nil {
            problems.append(TraceProblem(
                keyPath: path, message: "the button does not exist yet: the first action creates it (init, init: [x, y, w, h], buttonWithType, initWithCoder)"))
        }
    }

    private mutating func checkContent(_ change: ContentChange<Size>, blockValue: Size?, name: String, at path: String) {
        switch change.value {
        case .buttonBlock where blockValue == nil:
            problems.append(TraceProblem(keyPath: path, message: "without a value it sets \(name), which the button block does not give"))
        case .value(let size): checkSize(size, at: path)
        default: break
        }
    }

    private mutating func checkColor(_ color: TraceColor, at path: String) {
        guard !color.isValid else { return }
        problems.append(TraceProblem(
            keyPath: path, message: "unknown colour `\(color.name)`: a UIColor name or #rrggbb",
            suggestion: closestMatch(to: color.name, among: TraceColor.names)))
    }

    private mutating func checkRect(_ rect: Rect, at path: String) {
        if !rect.isFinite {
            problems.append(TraceProblem(keyPath: path, message: "a frame needs finite numbers"))
        } else if rect.width < 0 || rect.height < 0 {
            problems.append(TraceProblem(keyPath: path, message: "a frame's width and height cannot be negative"))
        }
    }

    private mutating func checkSize(_ size: Size, at path: String) {
        if !(size.width.isFinite && size.height.isFinite) || size.width < 0 || size.height < 0 {
            problems.append(TraceProblem(keyPath: path, message: "a size needs finite, non-negative numbers"))
        }
    }
}

extension SubclassDescription {
    func problems() -> [TraceProblem] {
        var problems: [TraceProblem] = []
        let bodies: [(String, [SubclassStatement], Bool)] = [
            ("init", initBody, false), ("awakeFromNib", awakeFromNib, false), ("layoutSubviews", layoutSubviews ?? [], true),
        ]
        for (key, statements, allowsSuper) in bodies {
            for (index, statement) in statements.enumerated() {
                let path = "subclass.\(key)[\(index)]"
                if let problem = Self.unreadable(statement, at: path) {
                    problems.append(problem)
                } else if statement == .callSuper, !allowsSuper {
                    problems.append(TraceProblem(
                        keyPath: path, message: "`super` only stands for [super layoutSubviews]; \(key) has already called its super"))
                }
            }
        }
        for selector in RectSelector.allCases {
            for (index, effect) in (sideEffects[selector] ?? []).enumerated() {
                let path = "subclass.sideEffects.\(selector.rawValue)[\(index)]"
                if let problem = Self.unreadable(effect, at: path) {
                    problems.append(problem)
                    continue
                }
                switch effect {
                case .read, .setNeedsLayout: break
                default:
                    problems.append(TraceProblem(
                        keyPath: path, message: "a rect override's side effects are `read imageView`, `read titleLabel` or `setNeedsLayout`"))
                }
            }
        }
        return problems
    }

    private static func unreadable(_ statement: SubclassStatement, at path: String) -> TraceProblem? {
        guard case .unrecognized(_, let reason, let suggestion) = statement else { return nil }
        return TraceProblem(
            keyPath: path, message: reason, suggestion: suggestion,
            notes: ["statements are " + SubclassStatement.forms.joined(separator: ", ")])
    }
}
