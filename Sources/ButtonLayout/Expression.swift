/// The small arithmetic language of `imageRect` / `titleRect`: numbers, `+ - * /`, parentheses,
/// `min(a, b)`, `max(a, b)` and the names of `Expression.Variable`.
public indirect enum Expression: Hashable, Sendable {
    case number(Double)
    case variable(Variable)
    case negate(Expression)
    case binary(BinaryOperator, Expression, Expression)
    case call(Function, Expression, Expression)

    public enum Variable: String, CaseIterable, Sendable {
        /// Content rect origin and size.
        case cx, cy, cw, ch
        /// Bounds size.
        case bw, bh
        /// Natural image and title sizes (0 when absent).
        case iw, ih, tw, th
    }

    public enum BinaryOperator: String, Sendable {
        case add = "+", subtract = "-", multiply = "*", divide = "/"
    }

    public enum Function: String, CaseIterable, Sendable {
        case min, max
    }

    public struct Environment: Sendable {
        public var contentRect: Rect
        public var bounds: Size
        public var image: Size
        public var title: Size

        public init(contentRect: Rect, bounds: Size, image: Size, title: Size) {
            self.contentRect = contentRect
            self.bounds = bounds
            self.image = image
            self.title = title
        }

        public func value(of variable: Variable) -> Double {
            switch variable {
            case .cx: contentRect.x
            case .cy: contentRect.y
            case .cw: contentRect.width
            case .ch: contentRect.height
            case .bw: bounds.width
            case .bh: bounds.height
            case .iw: image.width
            case .ih: image.height
            case .tw: title.width
            case .th: title.height
            }
        }
    }

    public func evaluate(in environment: Environment) -> Double {
        switch self {
        case .number(let value): value
        case .variable(let variable): environment.value(of: variable)
        case .negate(let operand): -operand.evaluate(in: environment)
        case .binary(let op, let lhs, let rhs):
            switch op {
            case .add: lhs.evaluate(in: environment) + rhs.evaluate(in: environment)
            case .subtract: lhs.evaluate(in: environment) - rhs.evaluate(in: environment)
            case .multiply: lhs.evaluate(in: environment) * rhs.evaluate(in: environment)
            case .divide: lhs.evaluate(in: environment) / rhs.evaluate(in: environment)
            }
        case .call(let function, let a, let b):
            switch function {
            case .min: Swift.min(a.evaluate(in: environment), b.evaluate(in: environment))
            case .max: Swift.max(a.evaluate(in: environment), b.evaluate(in: environment))
            }
        }
    }
}

extension Expression: CustomStringConvertible {
    /// Canonical source text, fully parenthesised where precedence needs it.
    public var description: String {
        func render(_ e: Expression, parentPrecedence: Int) -> String {
            switch e {
            case .number(let value): return formatNumber(value)
            case .variable(let variable): return variable.rawValue
            case .negate(let operand): return "-" + render(operand, parentPrecedence: 3)
            case .call(let function, let a, let b):
                return "\(function.rawValue)(\(render(a, parentPrecedence: 0)), \(render(b, parentPrecedence: 0)))"
            case .binary(let op, let lhs, let rhs):
                let precedence = (op == .add || op == .subtract) ? 1 : 2
                let text = "\(render(lhs, parentPrecedence: precedence)) \(op.rawValue) \(render(rhs, parentPrecedence: precedence + 1))"
                return precedence < parentPrecedence ? "(\(text))" : text
            }
        }
        return render(self, parentPrecedence: 0)
    }
}

/// A syntax error in an expression, with the 0-based offset (in characters) where it was found.
public struct ExpressionSyntaxError: Error, Hashable, Sendable {
    public var message: String
    public var offset: Int

    public init(message: String, offset: Int) {
        self.message = message
        self.offset = offset
    }
}

extension Expression {
    /// Parses expression source text. Accepts the typographic minus `−` and `×`/`÷` as well, because
    /// people paste formulas from articles.
    ///
    /// Text longer than `maximumLength` characters or with more than `maximumNodeCount` numbers,
    /// names and operations is refused: a parsed expression is therefore at most that deep, so
    /// evaluating, printing and freeing it (all recursive) cannot exhaust the stack, whatever the input.
    public static func parse(_ source: String) throws(ExpressionSyntaxError) -> Expression {
        var parser = ExpressionParser(source)
        return try parser.parseAll()
    }

    /// Far above any real rect component (`(cw - iw) / 2 + min(ch, 20)` is 11 nodes).
    public static let maximumLength = 1000
    public static let maximumNodeCount = 200
}

private struct ExpressionParser {
    enum Token: Equatable {
        case number(Double)
        case name(String)
        case symbol(Character)
        case end
    }

    private let characters: [Character]
    private var position = 0
    private var token: Token = .end
    private var tokenStart = 0
    /// Guards against stack exhaustion on adversarial input like 10 000 open parentheses.
    private var depth = 0
    private static let maximumDepth = 64
    private var nodeCount = 0

    init(_ source: String) {
        characters = Array(source.prefix(Expression.maximumLength + 1))
    }

    mutating func parseAll() throws(ExpressionSyntaxError) -> Expression {
        if characters.count > Expression.maximumLength {
            throw ExpressionSyntaxError(
                message: "expression longer than \(Expression.maximumLength) characters", offset: Expression.maximumLength)
        }
        try advance()
        if token == .end { throw ExpressionSyntaxError(message: "empty expression", offset: 0) }
        let expression = try parseSum()
        if token != .end {
            throw ExpressionSyntaxError(message: "unexpected \(describe(token))", offset: tokenStart)
        }
        return expression
    }

    private func describe(_ token: Token) -> String {
        switch token {
        case .number(let value): "number \(formatNumber(value))"
        case .name(let name): "'\(name)'"
        case .symbol(let symbol): "'\(symbol)'"
        case .end: "end of expression"
        }
    }

    private mutating func advance() throws(ExpressionSyntaxError) {
        while position < characters.count, characters[position].isWhitespace { position += 1 }
        tokenStart = position
        guard position < characters.count else {
            token = .end
            return
        }
        let c = characters[position]
        if c.isASCII && (c.isNumber || c == ".") {
            var end = position
            while end < characters.count, characters[end].isASCII, characters[end].isNumber || characters[end] == "." {
                end += 1
            }
            // Exponents, so that values printed by other tools (1e-3) read back.
            if end < characters.count, characters[end] == "e" || characters[end] == "E" {
                var exponentEnd = end + 1
                if exponentEnd < characters.count, characters[exponentEnd] == "+" || characters[exponentEnd] == "-" {
                    exponentEnd += 1
                }
                let digitsStart = exponentEnd
                while exponentEnd < characters.count, characters[exponentEnd].isASCII, characters[exponentEnd].isNumber {
                    exponentEnd += 1
                }
                if exponentEnd > digitsStart { end = exponentEnd }
            }
            let text = String(characters[position..<end])
            guard let value = Double(text), value.isFinite else {
                throw ExpressionSyntaxError(message: "malformed number '\(text)'", offset: position)
            }
            token = .number(value)
            position = end
            return
        }
        if c.isLetter || c == "_" {
            var end = position
            while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" {
                end += 1
            }
            token = .name(String(characters[position..<end]))
            position = end
            return
        }
        let normalized: Character? = switch c {
        case "+", "-", "*", "/", "(", ")", ",": c
        case "−", "–": "-"
        case "×", "·": "*"
        case "÷": "/"
        default: nil
        }
        guard let symbol = normalized else {
            throw ExpressionSyntaxError(message: "unexpected character '\(c)'", offset: position)
        }
        token = .symbol(symbol)
        position += 1
    }

    /// Counts every node made, so that a chain like `1+1+1+…` (deep without any nesting) is bounded too.
    private mutating func made(_ expression: Expression, at offset: Int) throws(ExpressionSyntaxError) -> Expression {
        nodeCount += 1
        if nodeCount > Expression.maximumNodeCount {
            throw ExpressionSyntaxError(
                message: "expression with more than \(Expression.maximumNodeCount) numbers, names and operations",
                offset: offset)
        }
        return expression
    }

    private mutating func parseSum() throws(ExpressionSyntaxError) -> Expression {
        var result = try parseProduct()
        while case .symbol(let s) = token, s == "+" || s == "-" {
            let start = tokenStart
            try advance()
            let rhs = try parseProduct()
            result = try made(.binary(s == "+" ? .add : .subtract, result, rhs), at: start)
        }
        return result
    }

    private mutating func parseProduct() throws(ExpressionSyntaxError) -> Expression {
        var result = try parseUnary()
        while case .symbol(let s) = token, s == "*" || s == "/" {
            let start = tokenStart
            try advance()
            let rhs = try parseUnary()
            result = try made(.binary(s == "*" ? .multiply : .divide, result, rhs), at: start)
        }
        return result
    }

    private mutating func parseUnary() throws(ExpressionSyntaxError) -> Expression {
        if case .symbol(let s) = token, s == "-" || s == "+" {
            let start = tokenStart
            try enter(at: start)
            defer { depth -= 1 }
            try advance()
            let operand = try parseUnary()
            return s == "-" ? try made(.negate(operand), at: start) : operand
        }
        return try parsePrimary()
    }

    private mutating func enter(at offset: Int) throws(ExpressionSyntaxError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw ExpressionSyntaxError(message: "expression nested deeper than \(Self.maximumDepth) levels", offset: offset)
        }
    }

    private mutating func parsePrimary() throws(ExpressionSyntaxError) -> Expression {
        let start = tokenStart
        switch token {
        case .number(let value):
            try advance()
            return try made(.number(value), at: start)
        case .symbol("("):
            try enter(at: start)
            defer { depth -= 1 }
            try advance()
            let inner = try parseSum()
            try expect(")", opening: start)
            return inner
        case .name(let name):
            if let function = Expression.Function(rawValue: name) {
                try advance()
                guard token == .symbol("(") else {
                    throw ExpressionSyntaxError(message: "expected '(' after \(name)", offset: tokenStart)
                }
                try enter(at: start)
                defer { depth -= 1 }
                try advance()
                let a = try parseSum()
                guard token == .symbol(",") else {
                    throw ExpressionSyntaxError(
                        message: "expected ',' between the two arguments of \(name), found \(describe(token))",
                        offset: tokenStart)
                }
                try advance()
                let b = try parseSum()
                try expect(")", opening: start)
                return try made(.call(function, a, b), at: start)
            }
            guard let variable = Expression.Variable(rawValue: name) else {
                let known = Expression.Variable.allCases.map(\.rawValue).joined(separator: " ")
                var message = "unknown name '\(name)'"
                if let suggestion = closestMatch(to: name, among: Expression.Variable.allCases.map(\.rawValue) + ["min", "max"]) {
                    message += " (did you mean \(suggestion)?)"
                }
                message += "; known names: \(known), min(a, b), max(a, b)"
                throw ExpressionSyntaxError(message: message, offset: start)
            }
            try advance()
            return try made(.variable(variable), at: start)
        case .end:
            throw ExpressionSyntaxError(message: "expression ends where a value was expected", offset: start)
        case .symbol(let s):
            throw ExpressionSyntaxError(message: "unexpected '\(s)' where a value was expected", offset: start)
        }
    }

    private mutating func expect(_ symbol: Character, opening: Int) throws(ExpressionSyntaxError) {
        guard token == .symbol(symbol) else {
            throw ExpressionSyntaxError(
                message: "expected '\(symbol)' to close the '(' at offset \(opening + 1), found \(describe(token))",
                offset: tokenStart)
        }
        try advance()
    }
}

/// The candidate nearest to `word` by edit distance, if it is near enough to be a plausible typo.
package func closestMatch(to word: String, among candidates: [String]) -> String? {
    let lowered = word.lowercased()
    let length = lowered.count
    var best: (candidate: String, distance: Int)?
    // The allowance below is at most 3 and the distance at least the difference in length: longer
    // or shorter candidates cannot match, and a word of a million letters costs one pass, not a
    // million-by-twenty table per candidate.
    for candidate in candidates where abs(candidate.count - length) <= 3 {
        let distance = editDistance(lowered, candidate.lowercased())
        if best == nil || distance < best!.distance { best = (candidate, distance) }
    }
    guard let best else { return nil }
    let allowance = max(1, min(3, max(word.count, best.candidate.count) / 3))
    return best.distance <= allowance ? best.candidate : nil
}

/// Edit distance counting a swap of two neighbours as one edit (optimal string alignment),
/// because transposed letters are the commonest typo in key names ("scael").
package func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                current[j] = min(current[j], beforePrevious[j - 2] + 1)
            }
        }
        (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
}
