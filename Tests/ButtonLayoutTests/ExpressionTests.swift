import ButtonLayout
import Testing

@Suite("The override expression language")
struct ExpressionTests {
    let environment = Expression.Environment(
        contentRect: Rect(x: 5, y: 6, width: 100, height: 150),
        bounds: Size(width: 110, height: 162),
        image: Size(width: 32, height: 30),
        title: Size(width: 54, height: 21.5)
    )

    @Test("evaluates with precedence, unary minus, min/max and every name", arguments: [
        ("ch - cw", 50.0),
        ("cw", 100), ("cx + cy", 11), ("bw * 2 - bh", 58),
        ("-(th + 8)", -29.5), ("-th - 8", -29.5), ("2 + 3 * 4", 14), ("(2 + 3) * 4", 20),
        ("iw / 2 + ih", 46), ("min(cw, ch) / 4", 25), ("max(tw, 60)", 60), ("max(min(1, 2), -3)", 1),
        ("1.5e2", 150), ("ch − cw", 50), ("cw × 2 ÷ 4", 50), ("--3", 3), ("+4", 4),
    ])
    func evaluates(_ source: String, _ expected: Double) throws {
        let expression = try Expression.parse(source)
        #expect(expression.evaluate(in: environment) == expected)
    }

    @Test("prints back as canonical source", arguments: [
        ("ch-cw", "ch - cw"), ("(2+3)*4", "(2 + 3) * 4"), ("2-(3-4)", "2 - (3 - 4)"),
        ("-(th+8)", "-(th + 8)"), ("min( cw ,ch )", "min(cw, ch)"), ("0.50", "0.5"),
    ])
    func printsBack(_ source: String, _ canonical: String) throws {
        let expression = try Expression.parse(source)
        #expect(expression.description == canonical)
        #expect(try Expression.parse(canonical) == expression)
    }

    @Test("syntax errors say what and where (0-based character offset)", arguments: [
        ("", "empty expression", 0),
        ("cw +", "expression ends where a value was expected", 4),
        ("cw + * 2", "unexpected '*' where a value was expected", 5),
        ("(cw + 2", "expected ')' to close the '(' at offset 1, found end of expression", 7),
        ("cw)", "unexpected ')'", 2),
        ("chh * 2", "unknown name 'chh' (did you mean ch?); known names: cx cy cw ch bw bh iw ih tw th, min(a, b), max(a, b)", 0),
        ("min(1 2)", "expected ',' between the two arguments of min, found number 2", 6),
        ("max 3", "expected '(' after max", 4),
        ("2 $ 3", "unexpected character '$'", 2),
        ("1.2.3", "malformed number '1.2.3'", 0),
    ])
    func syntaxErrors(_ source: String, _ message: String, _ offset: Int) {
        #expect(throws: ExpressionSyntaxError(message: message, offset: offset)) {
            try Expression.parse(source)
        }
    }

    @Test("deep nesting is refused instead of exhausting the stack")
    func deepNesting() {
        let source = String(repeating: "(", count: 400) + "1" + String(repeating: ")", count: 400)
        #expect(throws: ExpressionSyntaxError(message: "expression nested deeper than 64 levels", offset: 64)) {
            try Expression.parse(source)
        }
        let minus = String(repeating: "-", count: 400) + "1"
        #expect(throws: ExpressionSyntaxError(message: "expression nested deeper than 64 levels", offset: 64)) {
            try Expression.parse(minus)
        }
    }

    @Test("did-you-mean suggestions", arguments: [
        ("imageEdgeInset", "imageEdgeInsets"), ("titleedgeinsets", "titleEdgeInsets"), ("scael", "scale"),
    ])
    func suggestions(_ word: String, _ expected: String) {
        let keys = ["imageEdgeInsets", "titleEdgeInsets", "contentEdgeInsets", "scale", "size", "frame"]
        #expect(closestMatch(to: word, among: keys) == expected)
    }

    @Test("no suggestion for something unrelated")
    func noSuggestion() {
        #expect(closestMatch(to: "banana", among: ["scale", "size", "frame"]) == nil)
    }
}
