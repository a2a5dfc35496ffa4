import ButtonLayout
import ButtonTrace

// The `subclass` and `trace` blocks of a trace scenario (docs/lifecycle.md's
// tables, "The scenario keys"). What the schema cannot see — statements inside strings, the order of actions, values
// the `button` block must give — is checked by `TraceScenario.validate()` after building, and
// reported at the same positions (TraceBuilder.swift).

/// `subclass`'s keys (TraceSchema.swift).
enum SubclassKey: String, SchemaKey {
    case name, logs, contentRect, imageRect, titleRect, backgroundRect, sideEffects
    case `init`, awakeFromNib, layoutSubviews

    /// The key overriding the rect method.
    static func override(_ selector: RectSelector) -> SubclassKey {
        switch selector {
        case .contentRectForBounds: .contentRect
        case .imageRectForContentRect: .imageRect
        case .titleRectForContentRect: .titleRect
        case .backgroundRectForBounds: .backgroundRect
        }
    }
}

/// `trace`'s keys.
enum TraceKey: String, SchemaKey {
    case uikit, sdk, feedbackThreshold, superviewMarkingOnSubviewResize, sameTurnRelayout, imageChildInvalidation
    case actions
}

/// The keys of `setTitle: {…}` and `setImage: {…}`.
enum TitleChangeKey: String, SchemaKey {
    case text, size, state
}

enum ImageChangeKey: String, SchemaKey {
    case size, state
}

// `sideEffects` is keyed by the rect methods, `set: {…}` by the frames it assigns.
extension RectSelector: SchemaKey {}
extension FrameTarget: SchemaKey {}

extension ScenarioSchema {
    /// `subclass`: a UIButton subclass with its overrides; absent, the trace runs a plain UIButton.
    static let subclass = BlockSchema(
        name: "subclass",
        expected: "a mapping describing a UIButton subclass {name, logs, imageRect, …, layoutSubviews}",
        doc: "A UIButton subclass: the rect methods it overrides and the bodies of its init, awakeFromNib and layoutSubviews.",
        keys: SubclassKey.self, [
            KeySchema(
                SubclassKey.name, type: .string(.nonEmpty("the class needs a name")),
                doc: "The class name the messages go to.", defaultValue: .value(.string("MyButton"))),
            KeySchema(
                SubclassKey.logs,
                type: .list(.enumeration(RectSelector.self), expected: "a list of rect method names"),
                doc: "Rect methods overridden only to log and call super.", defaultValue: .value(.array([]))),
            rectOverrideKey(.contentRectForBounds),
            rectOverrideKey(.imageRectForContentRect),
            rectOverrideKey(.titleRectForContentRect),
            rectOverrideKey(.backgroundRectForBounds),
            KeySchema(
                SubclassKey.sideEffects, type: .block(sideEffects),
                doc: "What an override does before it returns: read imageView, read titleLabel, setNeedsLayout."),
            statementsKey(.`init`, "The body after [super initWithFrame:] / [super initWithCoder:]."),
            statementsKey(.awakeFromNib, "The body of awakeFromNib (after initWithCoder)."),
            statementsKey(.layoutSubviews, "An override of layoutSubviews; `super` is [super layoutSubviews]."),
        ])

    static let sideEffects = BlockSchema(
        name: "sideEffects",
        expected: "a mapping from rect method names to lists of statements",
        doc: "Statements a rect override runs before computing its value.",
        keys: RectSelector.self,
        RectSelector.allCases.map { selector in
            KeySchema(
                selector, type: statementList,
                doc: "Run inside \(selector.selector) before it returns.")
        })

    /// `trace`: the §7 switches and the actions.
    static let trace = BlockSchema(
        name: "trace",
        expected: "a mapping {uikit, sdk, feedbackThreshold, …, actions}",
        doc: "A life-cycle simulation (`buttonlab trace`): UIKit's profile and the actions, in order.",
        keys: TraceKey.self, [
            KeySchema(
                TraceKey.uikit, type: .enumeration(UIKitProfile.self),
                doc: "ios26, or article2019 for the older layoutSubviews structure article 4 observed.",
                defaultValue: .value(.string(UIKitProfile.ios26.rawValue))),
            KeySchema(
                TraceKey.sdk, type: .enumeration(LinkedSDK.self),
                doc: "The SDK the app links against: old makes getters and setters lay out synchronously.",
                defaultValue: .value(.string(LinkedSDK.modern.rawValue))),
            KeySchema(
                TraceKey.feedbackThreshold,
                type: .number(NumberRule(limit: .positive, subject: "the feedback threshold")),
                doc: "Run-loop sweeps before a feedbackLoop is reported; a whole number from 50 to 1000.",
                defaultValue: .value(.number(100))),
            switchKey(.superviewMarkingOnSubviewResize, true, "A subview resized from outside marks its superview."),
            switchKey(.sameTurnRelayout, true, "A re-marked view is laid out again in the same run-loop turn."),
            switchKey(.imageChildInvalidation, false, "The new image view's first image re-marks the button."),
            KeySchema(
                TraceKey.actions, type: .list(action(nested: false), expected: "a list of actions"),
                doc: "What the app does, in order; the first action creates the button.",
                requirement: "a trace needs actions, the first one creating the button (init: [x, y, w, h])"),
        ])

    private static func rectOverrideKey(_ selector: RectSelector) -> KeySchema {
        KeySchema(
            SubclassKey.override(selector),
            type: .alternatives([.enumeration(["super"]), .rectExpression(NumberField.rect)]),
            doc: "An override of \(selector.selector): `super`, or [x, y, width, height] of expressions.")
    }

    private static func statementsKey(_ key: SubclassKey, _ doc: String) -> KeySchema {
        KeySchema(key, type: statementList, doc: doc)
    }

    private static func switchKey(_ key: TraceKey, _ value: Bool, _ doc: String) -> KeySchema {
        KeySchema(key, type: .bool, doc: doc, defaultValue: .value(.bool(value)))
    }

    /// Statements are strings read by `SubclassStatement(parsing:)`.
    static let statementList = ValueType.list(
        .string(), expected: "a list of statements such as `read imageView` or `set titleLabel.frame = [x, y, w, h]`")

    /// One action: a name alone or `name: argument`. Inside `animate` everything but `animate`.
    static func action(nested: Bool) -> ValueType {
        let rect = ValueType.numbers(NumberField.rect)
        var cases = [
            TaggedCase(name: "init", argument: rect, doc: "init (initWithFrame: CGRectZero), or initWithFrame: with a frame."),
            TaggedCase(name: "initWithFrame", argument: rect, mayStandAlone: false, doc: "initWithFrame:."),
            TaggedCase(
                name: "buttonWithType", argument: .enumeration(ButtonType.self), mayStandAlone: false,
                doc: "+buttonWithType: custom or system."),
            TaggedCase(
                name: "initWithCoder", argument: rect,
                doc: "Loading from a nib: the button block's frame and content decoded, or this frame."),
            TaggedCase(name: "awakeFromNib", doc: "After initWithCoder: runs subclass.awakeFromNib."),
            TaggedCase(name: "setTitle", argument: titleArgument, doc: "setTitle:forState:; alone, button.title."),
            TaggedCase(name: "setAttributedTitle", argument: titleArgument, doc: "setAttributedTitle:forState:."),
            TaggedCase(name: "setImage", argument: imageArgument, doc: "setImage:forState:; alone, button.image."),
            TaggedCase(
                name: "setBackgroundImage", argument: imageArgument,
                doc: "setBackgroundImage:forState:; alone, button.backgroundImage."),
            TaggedCase(
                name: "read", argument: .enumeration(ReadTarget.self), mayStandAlone: false,
                doc: "A getter: subviews, imageView, titleLabel or intrinsicContentSize."),
            TaggedCase(
                name: "call", argument: .enumeration(PublicCall.self), mayStandAlone: false,
                doc: "The app sends a public rect or sizing message."),
            TaggedCase(name: "addToSuperview", doc: "Into a plain superview outside any window."),
            TaggedCase(name: "addToWindow", doc: "Into a superview in a window: run-loop turns reach it."),
            TaggedCase(name: "runLoop", doc: "One run-loop turn: the window's layout sweeps."),
            TaggedCase(name: "setFrame", argument: rect, mayStandAlone: false, doc: "setFrame:."),
            TaggedCase(
                name: "setBounds", argument: .numbers(NumberField.size), mayStandAlone: false, doc: "setBounds: (a size)."),
            TaggedCase(
                name: "setCenter", argument: .numbers([NumberField(name: "x"), NumberField(name: "y")]),
                mayStandAlone: false, doc: "setCenter:."),
            TaggedCase(
                name: "set", argument: .block(subviewFrame), mayStandAlone: false,
                doc: "A frame assigned from outside: {imageView.frame: [x, y, w, h]} (the getter runs first)."),
            insetsCase("setContentEdgeInsets"), insetsCase("setImageEdgeInsets"), insetsCase("setTitleEdgeInsets"),
            TaggedCase(
                name: "setContentHorizontalAlignment", argument: .enumeration(HorizontalAlignment.self),
                doc: "setContentHorizontalAlignment:; alone, the button block's."),
            TaggedCase(
                name: "setContentVerticalAlignment", argument: .enumeration(VerticalAlignment.self),
                doc: "setContentVerticalAlignment:; alone, the button block's."),
            TaggedCase(name: "setNeedsLayout", doc: "setNeedsLayout."),
            TaggedCase(name: "layoutIfNeeded", doc: "layoutIfNeeded."),
            TaggedCase(name: "sizeToFit", doc: "sizeToFit."),
        ]
        if !nested {
            cases.append(TaggedCase(
                name: "animate", argument: .list(action(nested: true), expected: "a list of actions"),
                mayStandAlone: false, doc: "The actions inside an animation block."))
        }
        return .tagged(cases, expected: "an action: a name, or {name: argument}")
    }

    private static func insetsCase(_ name: String) -> TaggedCase {
        TaggedCase(name: name, argument: .insets(edgeNames), doc: "\(name):; alone, the button block's insets.")
    }

    private static let titleArgument = ValueType.alternatives([.block(titleChange), .string(), .null])
    private static let imageArgument = ValueType.alternatives([.numbers(NumberField.size), .block(imageChange), .null])

    static let titleChange = BlockSchema(
        name: "titleChange", expected: "a mapping {text, size?, state?}",
        doc: "A title for a state; without a size the text is measured.",
        keys: TitleChangeKey.self, [
            KeySchema(TitleChangeKey.text, type: .string(), doc: "The title; empty is an empty title.", requirement: "give the title's text"),
            KeySchema(TitleChangeKey.size, type: .numbers(NumberField.size), doc: "Its natural single-line size."),
            stateKey(TitleChangeKey.state),
        ])

    static let imageChange = BlockSchema(
        name: "imageChange", expected: "a mapping {size, state?}",
        doc: "An image for a state.",
        keys: ImageChangeKey.self, [
            KeySchema(ImageChangeKey.size, type: .numbers(NumberField.size), doc: "The image's size in points.", requirement: "give the image's size"),
            stateKey(ImageChangeKey.state),
        ])

    private static func stateKey(_ key: some SchemaKey) -> KeySchema {
        KeySchema(
            key, type: .enumeration(ControlState.self), doc: "The control state it is set for.",
            defaultValue: .value(.string(ControlState.normal.rawValue)))
    }

    static let subviewFrame = BlockSchema(
        name: "subviewFrame", expected: "a mapping {imageView.frame: [x, y, width, height]}",
        doc: "One frame assigned from outside.",
        keys: FrameTarget.self,
        FrameTarget.allCases.map { target in
            KeySchema(target, type: .numbers(NumberField.rect), doc: "Assigns \(target.rawValue).")
        },
        rules: [
            BlockRule(kind: .exclusive(FrameTarget.allCases), code: .conflict) { _ in
                "one frame per action: write a `set:` action for each"
            }
        ],
        emptyMessage: "say which frame: {imageView.frame: [x, y, width, height]}")
}
