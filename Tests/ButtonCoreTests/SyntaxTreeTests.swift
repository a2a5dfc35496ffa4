import ButtonCore
import Testing

/// The positioned syntax tree every scenario reader hands to the scenario loader.
@Suite struct SyntaxTreeTests {
    private let here = SourcePosition(line: 3, column: 7)

    @Test func plainScalarsResolveLikeYAMLsCoreSchema() {
        let values = ["12", "-3.5e2", ".5", "true", "false", "~", "null", "", ".inf", "yes", "0x10", "1e999", "nan"].map {
            SyntaxScalar($0, style: .plain).value
        }
        #expect(
            values == [
                .number(12), .number(-350), .number(0.5), .bool(true), .bool(false), .null, .null, .null, .nonFinite(".inf"),
                .string("yes"), .string("0x10"), .nonFinite("1e999"), .string("nan"),
            ])
        #expect(SyntaxScalar("12", style: .doubleQuoted).value == .string("12"))
        #expect(SyntaxScalar("12", style: .doubleQuoted).columns == .shifted(1))
        #expect(SyntaxScalar("12", style: .literal).columns == .shifted(0))
    }

    @Test func decimalNumbersAreJSONsAndYAMLsNotSwifts() {
        let accepted = ["0", "+1", "-1", "1.", ".5", "254.66666666666666", "2.2250738585072014e-308", "1E+3", "1e-05"]
        let refused = ["", "+", ".", "e3", "1e", "1e+", "0x10", "nan", "inf", "1_000", " 1", "1 ", "1.2.3", "--1"]
        #expect(accepted.filter { !ScalarValue.isDecimalNumber($0) } == [])
        #expect(refused.filter(ScalarValue.isDecimalNumber) == [])
    }

    @Test func buildersPutEveryNodeWhereTheReaderFoundIt() {
        let node = SyntaxNode.mapping(
            [SyntaxEntry(key: .plain("size", at: here), value: .sequence([.plain("24", at: nil)], at: SourcePosition(line: 3, column: 13)))],
            at: here)
        guard case .mapping(let entries) = node.content, case .sequence(let items) = entries[0].value.content else {
            Issue.record("not a mapping of a list: \(node)")
            return
        }
        #expect(node.position == here)
        #expect(entries[0].key == SyntaxNode(.scalar(SyntaxScalar(text: "size", style: .plain, value: .string("size"), columns: .shifted(0))), at: here))
        #expect(entries[0].value.position == SourcePosition(line: 3, column: 13))
        #expect(items == [SyntaxNode.scalar(SyntaxScalar("24", style: .plain), at: nil)])
    }

    @Test func onlyTheNullScalarIsNull() {
        #expect(SyntaxNode.plain("~", at: here).isNull)
        #expect(SyntaxNode.plain("", at: nil).isNull)
        #expect(!SyntaxNode.scalar(SyntaxScalar("null", style: .singleQuoted), at: here).isNull)
        #expect(!SyntaxNode.sequence([], at: here).isNull)
    }

    @Test func characterOffsetsBecomeColumns() {
        // A plain scalar: character i is i columns after the node.
        #expect(SyntaxNode.plain("width + x", at: here).position(ofCharacterOffset: 8) == SourcePosition(line: 3, column: 15))
        // A quoted one without escapes: one more, for the opening quote.
        let quoted = SyntaxNode.scalar(SyntaxScalar("wïdth", style: .doubleQuoted), at: here)
        #expect(quoted.position(ofCharacterOffset: 2) == SourcePosition(line: 3, column: 10))
        // Escapes are wider than what they encode: the table says where each scalar is; past it, 1 + i.
        let escaped = SyntaxScalar(text: "a\tbcd", style: .doubleQuoted, value: .string("a\tbcd"), columns: .table([1, 2, 4]))
        #expect(SyntaxNode.scalar(escaped, at: here).position(ofCharacterOffset: 2) == SourcePosition(line: 3, column: 11))
        #expect(SyntaxNode.scalar(escaped, at: here).position(ofCharacterOffset: 4) == SourcePosition(line: 3, column: 12))
        // A text that spans lines, a non-scalar, or a node without a position: the node's own position.
        #expect(SyntaxNode.plain("a\nb", at: here).position(ofCharacterOffset: 2) == here)
        #expect(SyntaxNode.sequence([], at: here).position(ofCharacterOffset: 2) == here)
        #expect(SyntaxNode.plain("abc", at: nil).position(ofCharacterOffset: 1) == nil)
    }
}
