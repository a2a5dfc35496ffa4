import ButtonLabTestSupport
import ButtonLayout
import ButtonReports
import Foundation
import Testing

@testable import ButtonScenario

/// The codes of a scenario's diagnostics, in file order.
func codes(_ text: String, path: String? = nil) -> [String] {
    do {
        _ = try ScenarioLoader().parse(text, path: path)
        return []
    } catch {
        return error.diagnostics.map(\.code.rawValue)
    }
}

@Suite struct DiagnosticCodeTests {
    @Test func everyKindOfProblemHasItsCode() {
        #expect(codes("button: {size: [1, 1]}\nbuton: 1\n") == ["unknown-key"])
        #expect(codes("button: {size: 1}") == ["type"])
        #expect(codes("button: {size: [1, -1]}") == ["range"])
        #expect(codes("button: {size: [1, 1], scale: 4}") == ["range"])
        #expect(codes("button: {size: [1, 1], layoutDirection: rtl}") == ["unknown-value"])
        #expect(codes("name: a/b\nbutton: {size: [1, 1]}") == ["value"])
        #expect(codes("button: {size: [1, 1], image: {file: \"\"}}") == ["value"])
        #expect(codes("button: {scale: 2}") == ["missing"])
        #expect(codes("diagram: {}") == ["missing"])
        #expect(codes("") == ["missing"])
        #expect(codes("button: {size: [1, 1], frame: [0, 0, 1, 1]}") == ["conflict"])
        #expect(codes("button: {size: [1, 1], imageRect: [0, 0, 1, 1]}") == ["conflict"])
        #expect(codes("button: {size: [1, 1], layout: rectOverrides, imageRect: [0, 0, cw, \"(\"]}") == ["expression"])
        #expect(codes("button: {size: [1, 1], image: {file: none.png}}", path: "/nonexistent/s.yaml") == ["image-file"])
        #expect(codes("button: {size: [1, 1], layout: configuration, contentEdgeInsets: [1, 1, 1, 1]}") == ["conflict"])
        #expect(codes("button: {size: [1, 1]}\nbutton: {}") == ["duplicate-key"])
        #expect(codes("button: [") == ["syntax"])
        #expect(codes(validButton + "[a]: 1") == ["type"])
        #expect(codes(LimitTests.billionLaughs + "button: {size: *i}\n") == ["limit"])
        #expect(codes(String(repeating: " ", count: ScenarioLimits.maximumFileSize + 1)) == ["file"])
    }

    @Test func notesFollowTheMessageAtItsLocation() {
        let diagnostic = Diagnostic(
            severity: .warning, code: "example", file: "a.yaml", line: 2, column: 3, keyPath: "button",
            message: "m", notes: ["n1", "n2"])
        #expect(diagnostic.text == "a.yaml:2:3: warning: button: m\na.yaml:2:3: note: n1\na.yaml:2:3: note: n2")
    }
}

@Suite struct SchemaBehaviourTests {
    @Test func aSchemaKeyIsAcceptedAndNeverOffered() throws {
        let json = #"{"$schema": "../docs/scenario-schema.json", "button": {"size": [1, 2]}}"#
        #expect(try scenario(json, path: "s.json").button.size == Size(width: 1, height: 2))
        #expect(
            errors(validButton + "zzz: 1") == [
                "3:1: error: zzz: unknown key `zzz`; expected one of: name, caption, button, goal, sweep, subclass, trace, diagram"
            ])
        #expect(
            errors(validButton + "$schem: 1") == [
                "3:1: error: $schem: unknown key `$schem`; expected one of: name, caption, button, goal, sweep, subclass, trace, diagram"
            ])
    }

    @Test func aFontWithoutASizeTakesTheButtonTypesSize() throws {
        let system = try scenario(
            "button: {size: [1, 1], buttonType: system, title: {size: [1, 1], font: {weight: bold}}}")
        #expect(system.button.titleFont == TitleFont(size: 15, weight: .bold))
        let custom = try scenario("button: {size: [1, 1], title: {size: [1, 1], font: {weight: bold}}}")
        #expect(custom.button.titleFont == TitleFont(size: 18, weight: .bold))
    }

    /// A rule that reads an invalid value says nothing: that value's own error is the news.
    @Test func rulesSkipKeysWithInvalidValues() {
        #expect(
            buttonErrors("  layout: fixedRect\n  autoSize: true\n") == [
                "2:11: error: button.layout: unknown value 'fixedRect' (did you mean fixedRects?); expected one of: system, rectOverrides, layoutSubviews, fixedRects, configuration"
            ])
        #expect(
            buttonErrors("  sizeToFit: yes\n") == [
                "2:14: error: button.sizeToFit: expected true or false, found the string 'yes'"
            ])
    }

    @Test func rectsAndAutoSizeWithConfiguration() {
        #expect(
            buttonErrors("  size: [1, 1]\n  layout: configuration\n  autoSize: true\n") == [
                "4:3: error: button.autoSize: autoSize only applies to layout: fixedRects; it has no meaning for layout: configuration",
            ])
    }
}

/// The validator knows no key by name: a block declared in a test gets the same treatment as the
/// scenario's own, which is what adding a block (`goal`, `trace`) relies on.
@Suite struct GenericValidatorTests {
    static let goal = BlockSchema(
        name: "goal", expected: "a mapping of the goal",
        doc: "What solve should achieve.",
        keys: [
            KeySchema(
                name: "placement", type: .enumeration(["top", "bottom", "leading", "trailing"]), doc: "Where.",
                defaultValue: .value(.string("leading"))),
            KeySchema(name: "spacing", type: .number(NumberRule(limit: .nonNegative, subject: "the spacing")), doc: "Gap."),
            KeySchema(name: "exact", type: .bool, doc: "Exact frames.", defaultValue: .value(.bool(false))),
            KeySchema(name: "imageView", type: .numbers(NumberField.rect), doc: "Frame."),
            KeySchema(name: "titleLabel", type: .numbers(NumberField.rect), doc: "Frame."),
        ],
        rules: [
            BlockRule(kind: .exclusive(["placement", "imageView"]), code: .conflict) { context in
                "\(context.subject) conflicts"
            },
            BlockRule(
                kind: .requiresOneOf(["imageView", "titleLabel"], when: .isTrue("exact"), reportedAt: .value(of: "exact")),
                code: .missing
            ) { _ in "exact needs a frame" },
            BlockRule(kind: .onlyWhen(["spacing"], .oneOf("placement", ["top", "bottom"])), code: .conflict) { context in
                "\(context.subject) is not for placement: \(context.string("placement") ?? "leading")"
            },
            BlockRule(kind: .unsupportedValue(key: "placement", value: "bottom"), code: .unsupported) { _ in "later" },
        ],
        emptyMessage: "say what to achieve")

    static func validate(_ text: String) -> (block: ValidatedBlock?, messages: [String]) {
        let root = try? YAMLComposer.compose(text, file: nil)
        var validator = SchemaValidator(file: nil)
        let block = root.flatMap { validator.validateBlock($0, at: "goal", schema: goal) }
        return (block, validator.diagnostics.map(\.text))
    }

    @Test func valuesComeBackTyped() throws {
        let (block, messages) = Self.validate("{placement: top, spacing: 8, exact: true, titleLabel: [1, 2, 3, 4]}")
        #expect(messages.isEmpty)
        let goal = try #require(block)
        #expect(goal.string("placement") == "top")
        #expect(goal.number("spacing") == 8)
        #expect(goal.bool("exact") == true)
        guard case .numbers(let frame)? = goal["titleLabel"]?.value else {
            Issue.record("titleLabel is not a list of numbers")
            return
        }
        #expect(frame == [1, 2, 3, 4])
        #expect(goal.isComplete)
    }

    @Test func everyRuleKindReports() {
        #expect(
            Self.validate("{placement: top, imageView: [0, 0, 1, 1], spacing: 3, exact: true}").messages == [
                "1:18: error: goal.imageView: imageView conflicts"
            ])
        #expect(
            Self.validate("{exact: true, spacing: 3}").messages == [
                "1:9: error: goal.exact: exact needs a frame",
                "1:15: error: goal.spacing: spacing is not for placement: leading",
            ])
        #expect(Self.validate("{placement: bottom}").messages == ["1:13: error: goal.placement: later"])
        #expect(Self.validate("{}").messages == ["1:1: error: goal: say what to achieve"])
    }

    @Test func unknownKeysAreSuggestedFromTheSchemasOwnNames() {
        let (block, messages) = Self.validate("{spacng: 3, placement: top}")
        #expect(messages == ["1:2: error: goal.spacng: unknown key `spacng` (did you mean spacing?)"])
        #expect(block?.isComplete == true)
    }
}

/// The shapes `trace` needs: a list of actions, each a name alone or `name: argument`, and
/// arguments of several shapes.
@Suite struct CompositeValueTests {
    static let imageArgument = BlockSchema(
        name: "imageArgument", expected: "a mapping {size, state?}", doc: "An image for a state.",
        keys: [
            KeySchema(name: "size", type: .numbers(NumberField.size), doc: "Size."),
            KeySchema(name: "state", type: .enumeration(["normal", "highlighted"]), doc: "State."),
        ])

    static let action = ValueType.tagged(
        [
            TaggedCase(name: "init", argument: .numbers(NumberField.rect), doc: "initWithFrame:."),
            TaggedCase(name: "awakeFromNib", doc: "After initWithCoder:."),
            TaggedCase(
                name: "setImage", argument: .alternatives([.numbers(NumberField.size), .block(imageArgument), .null]),
                doc: "setImage:forState:."),
            TaggedCase(name: "setFrame", argument: .numbers(NumberField.rect), mayStandAlone: false, doc: "setFrame:."),
        ], expected: "an action: a name, or {name: argument}")

    static let trace = BlockSchema(
        name: "trace", expected: "a mapping of the trace", doc: "A trace.",
        keys: [KeySchema(name: "actions", type: .list(action, expected: "a list of actions"), doc: "Actions.")])

    static func describe(_ value: SchemaValue?) -> String {
        switch value {
        case nil: "-"
        case .null: "null"
        case .number(let number): formatNumber(number)
        case .bool(let flag): "\(flag)"
        case .string(let text): text
        case .numbers(let numbers): "[" + numbers.map(formatNumber).joined(separator: ", ") + "]"
        case .rect: "rect"
        case .block(let block):
            "{" + block.entries.map { "\($0.key): \(describe($0.value))" }.joined(separator: ", ") + "}"
        case .list(let items): items.map(describe).joined(separator: " | ")
        case .tagged(let name, let argument): argument.map { "\(name)(\(describe($0)))" } ?? name
        case .stateMap(let entries): "{" + entries.map { "\($0.state): \(describe($0.value))" }.joined(separator: ", ") + "}"
        }
    }

    static func validate(_ text: String) -> (actions: String, messages: [String]) {
        let root = try? YAMLComposer.compose(text, file: nil)
        var validator = SchemaValidator(file: nil)
        let block = root.flatMap { validator.validateBlock($0, at: "trace", schema: trace) }
        return (describe(block?["actions"]?.value), validator.diagnostics.map(\.text))
    }

    @Test func everyFormIsRead() {
        let result = Self.validate(
            """
            actions:
              - init: [0, 0, 200, 100]
              - awakeFromNib
              - setImage: [50, 50]
              - setImage: {size: [1, 1], state: normal}
              - setImage: null
              - setImage
            """)
        #expect(result.messages.isEmpty)
        #expect(
            result.actions
                == "init([0, 0, 200, 100]) | awakeFromNib | setImage([50, 50]) | "
                + "setImage({size: [1, 1], state: normal}) | setImage(null) | setImage")
    }

    @Test func everyMistakeIsReported() {
        let result = Self.validate(
            """
            actions:
              - awakeFromNb
              - setFrame
              - awakeFromNib: 1
              - setImage: true
              - {init: [0, 0, 1, 1], setFrame: [0, 0, 1, 1]}
              - 12
              - setImage: {size: [1, -1]}
            """)
        #expect(
            result.messages == [
                "2:5: error: trace.actions[0]: unknown value 'awakeFromNb' (did you mean awakeFromNib?); expected one of: init, awakeFromNib, setImage, setFrame",
                "3:5: error: trace.actions[1]: setFrame needs a value: setFrame: [x, y, width, height]",
                "4:5: error: trace.actions[2]: awakeFromNib takes no value: write it alone",
                "5:15: error: trace.actions[3].setImage: expected [width, height], a mapping {size, state?} or null, found the boolean true",
                "6:5: error: trace.actions[4]: expected an action: a name, or {name: argument}, found a mapping",
                "7:5: error: trace.actions[5]: expected an action: a name, or {name: argument}, found the number 12",
                "8:26: error: trace.actions[6].setImage.size[1]: the height must not be negative, found -1",
            ])
        #expect(result.actions == "setImage({size: -})")
    }

    @Test func theJSONSchemaOffersBothForms() {
        var exporter = JSONSchemaExporter()
        let members = exporter.members(of: Self.trace)
        let schema = member(.object(members), "properties", "actions", "items", "anyOf")
        guard case .array(let forms) = schema, forms.count == 2 else {
            Issue.record("expected two forms, got \(String(describing: schema))")
            return
        }
        let alone = ["init", "awakeFromNib", "setImage"].map(JSONValue.string)
        #expect(forms[0] == .object([("type", .string("string")), ("enum", .array(alone))]))
        #expect(member(forms[1], "maxProperties") == .number(1))
        #expect(
            member(forms[1], "properties", "setImage", "anyOf")?.rendered() == ##"""
                [
                  {
                    "type": "array",
                    "prefixItems": [
                      {"type": "number", "minimum": 0},
                      {"type": "number", "minimum": 0}
                    ],
                    "minItems": 2,
                    "maxItems": 2
                  },
                  {"$ref": "#/$defs/imageArgument"},
                  {"type": "null"}
                ]
                """##)
    }
}
