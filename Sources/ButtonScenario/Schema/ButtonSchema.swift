import ButtonLayout

/// `button`'s keys (ButtonSchema.swift; configuration and role in ConfigurationSchema.swift, the last five in StateSchema.swift).
enum ButtonKey: String, SchemaKey {
    case size, frame, scale, layoutDirection, semanticContentAttribute, contentHorizontalAlignment
    case contentVerticalAlignment, contentEdgeInsets, imageEdgeInsets, titleEdgeInsets
    case image, title, backgroundImage, buttonType, titleSizeRounding, sizeToFit, intrinsicSizeQueried
    case layout, imageRect, titleRect, autoSize, uikit, linkedSDK
    case configuration, role, contentSizeCategory, state, titles, attributedTitles, images
}

extension ScenarioSchema {
    /// UIEdgeInsets' order, for `[top, left, bottom, right]` and the mapping form's keys.
    static let edgeNames = ["top", "left", "bottom", "right"]

    /// The layouts that place the subviews from `imageRect` / `titleRect`.
    static let rectLayouts = [LayoutModelKind.rectOverrides, .layoutSubviews, .fixedRects].map(\.rawValue)

    /// `button`: the engine's `Button`, key by key; defaults are the engine's own.
    static let button = BlockSchema(
        name: "button",
        expected: "a mapping of the button's properties",
        doc: "The button: UIKit's properties by their names.",
        keys: ButtonKey.self, buttonGeometryKeys + buttonContentKeys + buttonLayoutKeys + configurationButtonKeys + conditionKeys,
        rules: buttonRules + configurationRules + [traceLayoutRule])

    private static let defaults = Button()

    private static let buttonGeometryKeys = [
        KeySchema(
            ButtonKey.size, type: .numbers(NumberField.size),
            doc: "The bounds size [width, height] in points; required unless sizeToFit (or fixedRects with autoSize) or in a trace scenario."),
        KeySchema(
            ButtonKey.frame, type: .numbers(NumberField.rect),
            doc: "[x, y, width, height]: the size plus the origin in the superview; layouts and figures are in the button's own coordinates, the origin shows in traces (the frame UIKit is sent)."),
        KeySchema(
            ButtonKey.scale,
            type: .number(NumberRule(limit: .oneOf(ScreenScale.allCases.map(\.factor)), subject: "the scale")),
            doc: "The screen scale that pixel rounding snaps to.",
            defaultValue: .value(.number(defaults.scale.factor))),
        KeySchema(
            ButtonKey.layoutDirection, type: .enumeration(LayoutDirection.self),
            doc: "The view's effective user-interface layout direction.",
            defaultValue: .value(.string(defaults.layoutDirection.rawValue))),
        KeySchema(
            ButtonKey.semanticContentAttribute, type: .enumeration(SemanticContentAttribute.self),
            doc: "Forces a direction when not unspecified (playback and spatial force left-to-right).",
            defaultValue: .value(.string(defaults.semanticContentAttribute.rawValue))),
        KeySchema(
            ButtonKey.contentHorizontalAlignment, type: .enumeration(HorizontalAlignment.self),
            doc: "UIControl.contentHorizontalAlignment.",
            defaultValue: .value(.string(defaults.contentHorizontalAlignment.rawValue))),
        KeySchema(
            ButtonKey.contentVerticalAlignment, type: .enumeration(VerticalAlignment.self),
            doc: "UIControl.contentVerticalAlignment.",
            defaultValue: .value(.string(defaults.contentVerticalAlignment.rawValue))),
        insetsKey(.contentEdgeInsets, "Insets the content rect from the bounds; negative values grow it."),
        insetsKey(.imageEdgeInsets, "Moves the image's area; the intrinsic size ignores them."),
        insetsKey(.titleEdgeInsets, "Moves the title's area; the intrinsic size ignores them."),
    ]

    private static let buttonContentKeys = [
        KeySchema(
            ButtonKey.image, type: .block(image),
            doc: "The image: a size for a placeholder picture, and/or a PNG or JPEG file."),
        KeySchema(
            ButtonKey.title, type: .block(title),
            doc: "The title: its text, natural single-line size and font (at least one of them)."),
        KeySchema(
            ButtonKey.backgroundImage, type: .block(backgroundImage),
            doc: "The normal-state background image; not drawn, but it changes the padding and the intrinsic size."),
        KeySchema(
            ButtonKey.buttonType, type: .enumeration(ButtonType.self),
            doc: "custom: UIButton() / init(frame:); system: UIButton(type: .system), with 15-pt titles.",
            defaultValue: .value(.string(defaults.buttonType.rawValue))),
        KeySchema(
            ButtonKey.titleSizeRounding, type: .enumeration(TitleSizeRounding.self),
            doc: "How the title box is rounded: whole points (UIKit 26) or pixels (older captures).",
            defaultValue: .value(.string(defaults.titleSizeRounding.rawValue))),
        KeySchema(
            ButtonKey.sizeToFit, type: .bool,
            doc: "Size the button to sizeThatFits: before the layout.",
            defaultValue: .value(.bool(defaults.sizeToFit))),
        KeySchema(
            ButtonKey.intrinsicSizeQueried, type: .bool,
            doc: "Something asked for the intrinsic size before the layout, which turns on the 6-pt title padding.",
            defaultValue: .described("the value of sizeToFit")),
    ]

    private static let buttonLayoutKeys = [
        KeySchema(
            ButtonKey.layout, type: .enumeration(LayoutModelKind.self),
            doc: "Which code places the subviews: UIKit's own layout, one of the articles' subclasses, or configuration (UIButton.Configuration).",
            defaultValue: .value(.string(LayoutModelKind.system.rawValue))),
        KeySchema(
            ButtonKey.imageRect, type: .rectExpression(NumberField.rect),
            doc: "The image view's rect for rectOverrides, layoutSubviews and fixedRects: numbers or expressions."),
        KeySchema(
            ButtonKey.titleRect, type: .rectExpression(NumberField.rect),
            doc: "The title label's rect for rectOverrides, layoutSubviews and fixedRects: numbers or expressions."),
        KeySchema(
            ButtonKey.autoSize, type: .bool,
            doc: "fixedRects only: size the button to the union of the rects (article 4's MyButton).",
            defaultValue: .value(.bool(false))),
        KeySchema(
            ButtonKey.uikit, type: .enumeration(UIKitEra.self),
            doc: "The iOS release whose UIButton lays the button out (layout-model.md R17): its title-box rounding and whether UIButton.Configuration exists; 26 is the measured one.",
            defaultValue: .value(.string(UIKitEra.ios26.rawValue))),
        KeySchema(
            ButtonKey.linkedSDK, type: .enumeration(LinkedSDKAge.self),
            doc: "The SDK the app was linked against (layout-model.md R17), independent of uikit: old makes UILabel ceil the title and subtitle sizes it measures to whole points instead of pixels.",
            defaultValue: .value(.string(LinkedSDKAge.recent.rawValue))),
    ]

    private static func insetsKey(_ key: ButtonKey, _ doc: String) -> KeySchema {
        KeySchema(
            key, type: .insets(edgeNames), doc: doc,
            defaultValue: .value(.object(edgeNames.map { ($0, .number(0)) })))
    }

    /// Reported in this order where two land on the same column.
    /// The simulator runs UIKit's own layout; a trace's overrides are its `subclass:` block.
    private static let traceLayoutRule = BlockRule(
        kind: .onlyWhen(
            [ButtonKey.layout],
            .any([.not(.enclosingGiven(DocumentKey.trace)), .oneOf(ButtonKey.layout, [LayoutModelKind.system.rawValue])])),
        code: .conflict
    ) { context in
        "a trace scenario runs UIKit's own layout (layout: system); describe overrides in `subclass:` "
            + "(imageRect, titleRect, layoutSubviews), not with layout: \(context.string(ButtonKey.layout) ?? "")"
    }

    private static let buttonRules = [
        BlockRule(kind: .exclusive([ButtonKey.size, .frame]), code: .conflict) { _ in
            "give either size or frame, not both (frame is size plus an origin)"
        },
        BlockRule(
            kind: .onlyWhen([ButtonKey.imageRect, .titleRect], .not(.oneOf(ButtonKey.layout, [LayoutModelKind.system.rawValue]))),
            code: .conflict
        ) { context in
            let suggestion = context.bool(ButtonKey.autoSize) == true ? "fixedRects" : "rectOverrides"
            let others = rectLayouts.filter { $0 != suggestion }
            let verb = context.isGiven(ButtonKey.layout) ? "choose" : "add"
            return "\(context.subject) has no effect with layout: system; \(verb) `layout: \(suggestion)` "
                + "(or \(others.joined(separator: " or ")))"
        },
        BlockRule(
            kind: .requiresOneOf(
                [ButtonKey.imageRect, .titleRect], when: .oneOf(ButtonKey.layout, rectLayouts),
                reportedAt: .value(of: ButtonKey.layout)),
            code: .missing
        ) { context in
            "layout: \(context.string(ButtonKey.layout) ?? "") places the subviews from imageRect and/or titleRect; "
                + "give at least one of them"
        },
        BlockRule(kind: .onlyWhen([ButtonKey.autoSize], .oneOf(ButtonKey.layout, [LayoutModelKind.fixedRects.rawValue])), code: .conflict) { context in
            let how =
                context.isGiven(ButtonKey.layout)
                ? "it has no meaning for layout: \(context.string(ButtonKey.layout) ?? "")" : "add `layout: fixedRects`"
            return "autoSize only applies to layout: fixedRects; \(how)"
        },
        BlockRule(
            kind: .requiresOneOf(
                [ButtonKey.size, .frame],
                when: .not(
                    .any([
                        .isTrue(ButtonKey.sizeToFit),
                        .all([.oneOf(ButtonKey.layout, [LayoutModelKind.fixedRects.rawValue]), .isTrue(ButtonKey.autoSize)]),
                        // A trace's creation action sets the frame (docs/lifecycle.md, "The scenario keys").
                        .enclosingGiven(DocumentKey.trace),
                    ])),
                reportedAt: .block(key: ButtonKey.size)),
            code: .missing
        ) { _ in
            "missing size: give size: [width, height] or frame: [x, y, width, height], or set sizeToFit: true"
        },
    ]
}
