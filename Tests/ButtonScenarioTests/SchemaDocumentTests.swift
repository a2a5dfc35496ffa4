import ButtonLabTestSupport
import ButtonLayout
import Foundation
import Testing

@testable import ButtonScenario

/// A member of a JSON object, by a path of keys.
func member(_ value: JSONValue, _ path: String...) -> JSONValue? {
    var current = value
    for key in path {
        guard case .object(let members) = current, let next = members.first(where: { $0.0 == key })?.1 else {
            return nil
        }
        current = next
    }
    return current
}

@Suite struct SchemaDocumentTests {
    static let path = repositoryRoot + "/docs/scenario-schema.json"

    /// docs/scenario-schema.json is generated from the schema declarations: a difference means
    /// someone changed the schema and forgot `make schema` (which re-runs this test with
    /// BUTTONLAB_RECORD_SCHEMA=1 to write it).
    @Test func theCommittedJSONSchemaIsCurrent() throws {
        let generated = scenarioJSONSchema().rendered() + "\n"
        if ProcessInfo.processInfo.environment["BUTTONLAB_RECORD_SCHEMA"] == "1" {
            try Data(generated.utf8).write(to: URL(fileURLWithPath: Self.path), options: .atomic)
        }
        let committed = try String(contentsOfFile: Self.path, encoding: .utf8)
        #expect(committed == generated, "docs/scenario-schema.json is stale: run `make schema`")
    }

    @Test func itIsJSONSchemaDraft2020() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.path))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        let schema = scenarioJSONSchema()
        #expect(member(schema, "required") == .array([.string("button")]))
        #expect(member(schema, "additionalProperties") == .bool(false))
        #expect(
            member(schema, "properties", "button")?.rendered()
                == ##"{"description": "The button: UIKit's properties by their names.", "$ref": "#/$defs/button"}"##)
    }

    @Test func keysCarryTypesLimitsDefaultsAndDocs() {
        let button = scenarioJSONSchema()
        #expect(
            member(button, "$defs", "button", "properties", "scale")
                == .object([
                    ("description", .string("The screen scale that pixel rounding snaps to.")),
                    ("type", .string("number")), ("enum", .array([.number(1), .number(2), .number(3)])),
                    ("default", .number(2)),
                ]))
        #expect(
            member(button, "$defs", "diagram", "properties", "pixelsPerPoint", "maximum")
                == .number(ScenarioLimits.maximumPixelsPerPoint))
        #expect(
            member(button, "$defs", "button", "properties", "size")
                == .object([
                    (
                        "description",
                        .string(
                            "The bounds size [width, height] in points; required unless sizeToFit "
                                + "(or fixedRects with autoSize) or in a trace scenario.")
                    ),
                    ("type", .string("array")),
                    (
                        "prefixItems",
                        .array([
                            .object([("type", .string("number")), ("minimum", .number(0))]),
                            .object([("type", .string("number")), ("minimum", .number(0))]),
                        ])
                    ),
                    ("minItems", .number(2)), ("maxItems", .number(2)),
                ]))
        #expect(
            member(button, "$defs", "button", "properties", "layout", "enum")
                == .array(["system", "rectOverrides", "layoutSubviews", "fixedRects", "configuration"].map(JSONValue.string)))
        #expect(
            member(button, "$defs", "diagram", "properties", "highlight", "items", "enum")
                == .array(["imageArea", "titleArea", "contentRect"].map(JSONValue.string)))
        #expect(member(button, "$defs", "title", "minProperties") == .number(1))
        #expect(member(button, "$defs", "ghost", "required") == .array([.string("rect")]))
    }

    @Test func rulesBecomeConditionals() {
        let rules = member(scenarioJSONSchema(), "$defs", "button", "allOf")
        guard case .array(let items) = rules else {
            Issue.record("no rules")
            return
        }
        #expect(items.count == 6)
        #expect(member(items[0], "not", "required") == .array([.string("size"), .string("frame")]))
        // Rects are refused when layout is system, which is also what an absent layout means.
        #expect(
            items[1].rendered() == """
                {
                  "if": {
                    "properties": {
                      "layout": {
                        "enum": ["system"]
                      }
                    }
                  },
                  "then": {
                    "properties": {"imageRect": false, "titleRect": false}
                  }
                }
                """)
        // A layout that is not system needs a rect; here the layout must be given.
        #expect(member(items[2], "if", "required") == .array([.string("layout")]))
        #expect(
            member(items[2], "then", "anyOf")
                == .array([
                    .object([("required", .array([.string("imageRect")]))]),
                    .object([("required", .array([.string("titleRect")]))]),
                ]))
        #expect(member(items[3], "then", "properties") == .object([("autoSize", .bool(false))]))
        // A size or frame is required unless sizeToFit, or fixedRects with autoSize (both false when
        // absent), or in a trace scenario: a rule the button block states at the top level, which
        // sees `trace`.
        let topLevel = member(scenarioJSONSchema(), "allOf")
        guard case .array(let documentRules) = topLevel, documentRules.count == 3 else {
            Issue.record("expected the subclass rule and two rules of the button's about trace, got \(String(describing: topLevel))")
            return
        }
        #expect(member(documentRules[1], "if", "required") == .array([.string("trace")]))
        #expect(member(documentRules[1], "then") == nil)
        let size = member(documentRules[1], "else", "properties", "button")
        #expect(
            member(size ?? .null, "then", "anyOf")
                == .array([
                    .object([("required", .array([.string("size")]))]),
                    .object([("required", .array([.string("frame")]))]),
                ]))
        #expect(member(size ?? .null, "if", "not")?.rendered().contains(#""required": ["sizeToFit"]"#) == true)
        #expect(member(documentRules[2], "then", "properties", "button", "then", "properties") == .object([("layout", .bool(false))]))
        #expect(member(documentRules[2], "else") == nil)
    }
}

@Suite struct SchemaDeclarationTests {
    static func blocks() -> [BlockSchema] {
        var found: [BlockSchema] = []
        var pending = [ScenarioSchema.document]
        func nested(_ type: ValueType) -> [BlockSchema] {
            switch type {
            case .block(let block): [block]
            case .list(let item, _): nested(item)
            case .insets(let names): [ScenarioSchema.insets(names)]
            case .alternatives(let types): types.flatMap(nested)
            case .tagged(let cases, _): cases.compactMap(\.argument).flatMap(nested)
            default: []
            }
        }
        while let block = pending.popLast() {
            guard !found.contains(where: { $0.name == block.name }) else { continue }
            found.append(block)
            pending += block.keys.flatMap { nested($0.type) }
        }
        return found
    }

    @Test func everyBlockIsReachable() {
        #expect(
            Set(Self.blocks().map(\.name)) == [
                "scenario", "button", "image", "title", "font", "backgroundImage", "edgeInsets", "diagram", "ghost", "goal",
                "configuration", "configurationLabel", "configurationFont", "configurationImage", "symbolConfiguration",
                "top-leading-bottom-trailing-insets",
                "subclass", "sideEffects", "trace", "titleChange", "imageChange", "subviewFrame", "sweep",
                "attributedTitle", "attributedRun", "labelFont", "titleColorChange",
            ])
    }

    /// Every block's keys are an enum (SchemaKey.swift) but the insets', which are lists of side names.
    @Test func everyBlockDeclaresItsKeysByEnum() {
        let untyped = Self.blocks().filter { $0.keyType == nil }.map(\.name).sorted()
        #expect(untyped == ["edgeInsets", "top-leading-bottom-trailing-insets"])
        #expect(ScenarioSchema.title.keyType == ObjectIdentifier(TitleKey.self))
        #expect(ScenarioSchema.title.keys.map(\.name) == TitleKey.allCases.map(\.rawValue))
        #expect(ScenarioSchema.document.keys.map(\.name) == DocumentKey.allCases.map(\.rawValue))
    }

    @Test func keysAreUniqueAndDocumented() {
        for block in Self.blocks() {
            #expect(Set(block.keys.map(\.name)).count == block.keys.count, "\(block.name)")
            for key in block.keys {
                #expect(!key.doc.isEmpty && key.doc.hasSuffix("."), "\(block.name).\(key.name)")
            }
        }
    }

    @Test func rulesAndRedirectsNameDeclaredKeys() {
        for block in Self.blocks() {
            for rule in block.rules {
                var named: [String]
                switch rule.kind {
                case .exclusive(let keys): named = keys
                case .requiresOneOf(let keys, let condition, let target):
                    named = keys + Self.keys(of: condition)
                    if case .value(let key) = target { named.append(key) }
                case .onlyWhen(let keys, let condition): named = keys + Self.keys(of: condition)
                case .unsupportedValue(let key, _): named = [key]
                }
                for key in named { #expect(block.key(named: key) != nil, "\(block.name): \(key)") }
            }
            for redirect in block.redirects {
                var isBlock = false
                if case .block = block.key(named: redirect.key)?.type { isBlock = true }
                #expect(isBlock, "\(block.name): redirect to \(redirect.key)")
            }
        }
    }

    static func keys(of condition: Condition) -> [String] {
        switch condition {
        case .given(let key), .isTrue(let key), .oneOf(let key, _): [key]
        case .not(let inner): keys(of: inner)
        case .all(let conditions), .any(let conditions): conditions.flatMap(keys(of:))
        // A key of the block around this one, not of this one.
        case .enclosingGiven: []
        }
    }

    /// A stated default must itself be a valid value of its key.
    @Test func statedDefaultsPassTheirOwnChecks() {
        func node(_ value: JSONValue) -> SyntaxNode {
            let here = SourcePosition(line: 1, column: 1)
            switch value {
            case .null: return .plain("null", at: here)
            case .bool(let flag): return .plain(flag ? "true" : "false", at: here)
            case .number(let number): return .plain(formatNumber(number), at: here)
            case .string(let text): return .scalar(SyntaxScalar(text, style: .doubleQuoted), at: here)
            case .array(let items): return .sequence(items.map(node), at: here)
            case .object(let members):
                return .mapping(
                    members.map { SyntaxEntry(key: .plain($0.0, at: here), value: node($0.1)) }, at: here)
            }
        }
        var checked = 0
        for block in Self.blocks() {
            for key in block.keys {
                guard case .value(let value) = key.defaultValue else { continue }
                var validator = SchemaValidator(file: nil)
                #expect(validator.validateValue(node(value), at: key.name, type: key.type) != nil)
                #expect(validator.diagnostics.isEmpty, "\(block.name).\(key.name): \(validator.diagnostics)")
                checked += 1
            }
        }
        #expect(checked == 56)
    }

    /// Writing a key's stated default gives the same scenario as leaving the key out.
    @Test func statedDefaultsAreTheBuildersDefaults() throws {
        let base = try scenario(validButton + "diagram: {}\n")
        for block in [ScenarioSchema.button, ScenarioSchema.diagram] {
            // A key that only applies under another key's value cannot be given alone.
            let conditional = block.rules.flatMap { rule -> [String] in
                if case .onlyWhen(let keys, _) = rule.kind { return keys }
                return []
            }
            for key in block.keys where !conditional.contains(key.name) {
                guard case .value(let value) = key.defaultValue else { continue }
                let text =
                    block.name == "button"
                    ? "button:\n  size: [200, 100]\n  \(key.name): \(value.rendered())\ndiagram: {}\n"
                    : validButton + "diagram:\n  \(key.name): \(value.rendered())\n"
                #expect(try scenario(text) == base, "\(block.name).\(key.name): \(value.rendered())")
            }
        }
    }

    /// docs/scenario-format.md is written by hand; at least every key is in it.
    @Test func everyKeyIsDocumented() throws {
        let documentation = try String(contentsOfFile: repositoryRoot + "/docs/scenario-format.md", encoding: .utf8)
        for block in Self.blocks() {
            for key in block.keys where !key.isHidden {
                #expect(
                    documentation.contains("`\(key.name)`") || documentation.contains("\(key.name):"),
                    "docs/scenario-format.md does not mention \(block.name).\(key.name)")
            }
        }
    }
}
