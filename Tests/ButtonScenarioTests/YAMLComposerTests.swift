import Testing

@testable import ButtonScenario

/// What reading YAML through libyaml's events keeps from the Yams composer it replaced: every value
/// below is what the Yams composer gave for the same text (compared on 9 722 inputs).
@Suite struct YAMLComposerTests {
    private func compose(_ text: String) throws -> SyntaxNode? {
        try YAMLComposer.compose(text, file: nil)
    }

    private func failure(_ text: String) -> String? {
        do throws(ScenarioError) {
            _ = try YAMLComposer.compose(text, file: nil)
            return nil
        } catch {
            return error.diagnostics.map { "\($0.code) \($0.line ?? 0):\($0.column ?? 0) \($0.message)" }.joined(separator: "\n")
        }
    }

    private func values(_ node: SyntaxNode?) -> [ScalarValue] {
        guard case .mapping(let entries) = node?.content else { return [] }
        return entries.flatMap { entry in
            [entry.key, entry.value].compactMap { node -> ScalarValue? in
                if case .scalar(let scalar) = node.content { return scalar.value }
                return nil
            }
        }
    }

    @Test func plainKeysAreTextsAndSoAreTheirAliases() throws {
        // Keys are compared with their tags resolved, which makes a plain key a string, through
        // every alias of it.
        #expect(try values(compose("12: a\nnull: 1\n")) == [.string("12"), .string("a"), .string("null"), .number(1)])
        #expect(try values(compose("&k 12: a\nb: *k\n")) == [.string("12"), .string("a"), .string("b"), .string("12")])
        #expect(try values(compose("a: &v 12\nb: *v\n")) == [.string("a"), .number(12), .string("b"), .number(12)])
    }

    @Test func aLeadingByteOrderMarkIsDroppedFromAValue() throws {
        #expect(try values(compose("a: \u{FEFF}3\n")) == [.string("a"), .number(3)])
        #expect(try values(compose("b: \"\u{FEFF}\u{FEFF}x\"\n")) == [.string("b"), .string("\u{FEFF}x")])
    }

    @Test func tagsResolveAsBefore() throws {
        let text = "a: !!str 12\nb: ! 12\nc: !foo x\nd: !!int 12\ne: !!null ~\nf: !!bool yes\n"
        #expect(
            try values(compose(text)) == [
                .string("a"), .string("12"), .string("b"), .string("12"), .string("c"), .unsupportedTag("!foo"),
                .string("d"), .number(12), .string("e"), .null, .string("f"), .string("yes"),
            ])
    }

    @Test func duplicateKeysAreFoundByCanonicalTextAndResolvedTag() {
        #expect(failure("\u{E9}: 1\ne\u{301}: 2\n") == "duplicate-key 1:1 duplicate key 'é' in the same mapping; each key may appear only once")
        #expect(failure("!!str a: 1\na: 2\n") == "duplicate-key 1:1 duplicate key 'a' in the same mapping; each key may appear only once")
        #expect(failure("!foo a: 1\na: 2\n") == nil)
        #expect(
            failure("b: 1\na: 1\nb: 2\na: 3\n")
                == "duplicate-key 2:1 duplicate keys 'a', 'b' in the same mapping; each key may appear only once")
        #expect(
            failure("? {!!value v: 3}\n: a\n? {!!value v: 3}\n: b\n")
                == "duplicate-key 1:3 duplicate key '3' in the same mapping; each key may appear only once")
        // Yams' order here came from a randomly seeded Dictionary; now it is the order of appearance.
        #expect(
            failure("? [1]\n: x\n? [1]\n: y\nq: 1\nq: 2\n")
                == "duplicate-key 1:3 duplicate keys '<uncovertable>', 'q' in the same mapping; each key may appear only once")
    }

    @Test func composerErrors() {
        #expect(
            failure("a: 1\n---\nb: 2\n")
                == "syntax 2:1 YAML syntax error: but found another document (expected a single document in the stream at line 1, column 1)")
        #expect(failure("a: *x\n") == "syntax 1:4 YAML syntax error: found undefined alias")
        #expect(failure("a: b\u{1}\n") == "syntax 1:5 cannot read the text: control characters are not allowed")
    }

    @Test func nestingStopsWhereTheLibyamlYamsCarriedStopped() {
        let flow = String(repeating: "{a: ", count: 1000) + "1" + String(repeating: "}", count: 1000) + "\n"
        #expect(
            failure(flow)
                == "syntax 1:3997 YAML syntax error: Maximum nesting level reached, set with yaml_set_max_nest_level()) "
                + "(while parsing at line 1, column 3997)")
        let block = (0..<1000).map { String(repeating: " ", count: $0) + "k:\n" }.joined() + String(repeating: " ", count: 1000) + "v\n"
        #expect(
            failure(block)
                == "syntax 1000:1000 YAML syntax error: Maximum nesting level reached, set with yaml_set_max_nest_level()) "
                + "(while parsing at line 1000, column 1000)")
        #expect(failure(String(repeating: "[", count: 1000) + String(repeating: "]", count: 1000)) == nil)
    }
}
