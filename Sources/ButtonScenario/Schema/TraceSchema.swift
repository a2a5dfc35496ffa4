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
    case labelMetricsRelayout, actions
}

/// The keys of `setTitle: {…}` and `setImage: {…}`.
enum TitleChangeKey: String, SchemaKey {
    case text, size, state
}

enum ImageChangeKey: String, SchemaKey {
    case size, state
}

/// `setTitleColor: {color, state}`.
enum TitleColorChangeKey: String, SchemaKey {
    case color, state
}

/// What `set: {…}` assigns: a frame (§9) or a subview's content (trace-model §10.10).
enum SubviewSetKey: String, SchemaKey {
    case imageViewFrame = "imageView.frame"
    case titleLabelFrame = "titleLabel.frame"
    case selfFrame = "self.frame"
    case titleLabelText = "titleLabel.text"
    case titleLabelAttributedText = "titleLabel.attributedText"
    case titleLabelTextColor = "titleLabel.textColor"
    case titleLabelShadowColor = "titleLabel.shadowColor"
    case titleLabelFont = "titleLabel.font"
    case imageViewImage = "imageView.image"
}

/// `titleLabel.font: {size, weight}` or `{textStyle}`.
enum LabelFontKey: String, SchemaKey {
    case size, weight, textStyle
}

// `sideEffects` is keyed by the rect methods.
extension RectSelector: SchemaKey {}

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
            switchKey(
                .labelMetricsRelayout, false,
                "Trace-model §10.8: a layout pass that changes the label's text re-marks the button (modern SDK; one more sweep)."),
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
                doc: "A frame or content assigned from outside: {imageView.frame: [x, y, w, h]}, {titleLabel.text: \"X\"}, … (the getter runs first)."),
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
            TaggedCase(
                name: "setTitleColor", argument: .alternatives([.string(), .block(titleColorChange)]), mayStandAlone: false,
                doc: "setTitleColor:forState: with a UIColor name or #rrggbb; {color, state} for another state."),
            TaggedCase(name: "highlight", doc: "A touch down inside: isHighlighted becomes true."),
            TaggedCase(name: "unhighlight", doc: "The touch up: isHighlighted becomes false."),
            TaggedCase(name: "setConfiguration", doc: "button.configuration = the scenario's configuration block, applied at once."),
            TaggedCase(name: "setNeedsUpdateConfiguration", doc: "setNeedsUpdateConfiguration: a configuration button updates at its next pass."),
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
        name: "subviewFrame", expected: "a mapping {imageView.frame: [x, y, width, height]} or {titleLabel.text: \"X\"}",
        doc: "One frame or one subview property assigned from outside.",
        keys: SubviewSetKey.self, [
            KeySchema(SubviewSetKey.imageViewFrame, type: .numbers(NumberField.rect), doc: "Assigns imageView.frame."),
            KeySchema(SubviewSetKey.titleLabelFrame, type: .numbers(NumberField.rect), doc: "Assigns titleLabel.frame."),
            KeySchema(SubviewSetKey.selfFrame, type: .numbers(NumberField.rect), doc: "Assigns self.frame (setFrame:)."),
            KeySchema(
                SubviewSetKey.titleLabelText, type: .alternatives([.string(), .null]),
                doc: "button.titleLabel.text = …, which article 5 warns against (trace-model §10.2)."),
            KeySchema(
                SubviewSetKey.titleLabelAttributedText, type: .alternatives([.block(attributedTitle), .null]),
                doc: "button.titleLabel.attributedText = … (runs as in attributedTitles)."),
            KeySchema(
                SubviewSetKey.titleLabelTextColor, type: .alternatives([.string(.nonEmpty("name a colour")), .null]),
                doc: "button.titleLabel.textColor = a UIColor name or #rrggbb (trace-model §10.4)."),
            KeySchema(
                SubviewSetKey.titleLabelShadowColor, type: .alternatives([.string(.nonEmpty("name a colour")), .null]),
                doc: "button.titleLabel.shadowColor = a UIColor name or #rrggbb."),
            KeySchema(
                SubviewSetKey.titleLabelFont, type: .block(labelFont),
                doc: "button.titleLabel.font = …: the supported way, not per state (trace-model §10.5)."),
            KeySchema(
                SubviewSetKey.imageViewImage, type: .alternatives([.numbers(NumberField.size), .null]),
                doc: "button.imageView.image = an image of this size, which article 5 warns against (trace-model §10.6)."),
        ],
        rules: [exclusive(SubviewSetKey.allCases, "one assignment per action: write a `set:` action for each")],
        emptyMessage: "say what to assign: {imageView.frame: [x, y, width, height]} or {titleLabel.text: \"X\"}")

    /// At most one of `keys`, each further one reported with `message`.
    private static func exclusive<Key: SchemaKey>(_ keys: [Key], _ message: String) -> BlockRule {
        BlockRule(kind: .exclusive(keys), code: .conflict) { _ in message }
    }

    static let labelFont = BlockSchema(
        name: "labelFont", expected: "a mapping {size, weight?} or {textStyle}",
        doc: "A label font: the system font at a size and weight, or a text style's.",
        keys: LabelFontKey.self, [
            KeySchema(
                LabelFontKey.size, type: .number(
                    NumberRule(limit: .positiveWithin(ScenarioLimits.fontSize, unit: " points"), subject: "a font size")),
                doc: "The point size."),
            KeySchema(
                LabelFontKey.weight, type: .enumeration(FontWeight.self), doc: "The weight, as UIFont.Weight names it.",
                defaultValue: .value(.string(FontWeight.regular.rawValue))),
            KeySchema(
                LabelFontKey.textStyle, type: .enumeration(FontTextStyle.self),
                doc: "preferredFont(forTextStyle:) at the button's contentSizeCategory."),
        ],
        rules: [exclusive([LabelFontKey.size, .textStyle], "give either size or textStyle, not both")],
        emptyMessage: "give the font: {size: 20} or {textStyle: body}")

    static let titleColorChange = BlockSchema(
        name: "titleColorChange", expected: "a mapping {color, state?}",
        doc: "A title colour for a state.",
        keys: TitleColorChangeKey.self, [
            KeySchema(
                TitleColorChangeKey.color, type: .string(.nonEmpty("name a colour")), doc: "A UIColor name or #rrggbb.",
                requirement: "give the colour"),
            stateKey(TitleColorChangeKey.state),
        ])
}
