import SwiftSyntax

/// One translated number: its expression text, its precedence (1 `+ -`, 2 `* /`, 3 an atom) and its value when constant.
struct Term {
    var text: String
    var precedence: Int
    var constant: Double?

    static func number(_ value: Double) -> Term { Term(text: shortest(value), precedence: value < 0 ? 1 : 3, constant: value) }
    static func name(_ name: String) -> Term { Term(text: name, precedence: 3, constant: nil) }

    /// `lhs op rhs`, folded when both are constant, parenthesised only where precedence needs it.
    static func binary(_ op: String, _ lhs: Term, _ rhs: Term) -> Term {
        if let a = lhs.constant, let b = rhs.constant {
            switch op {
            case "+": return .number(a + b)
            case "-": return .number(a - b)
            case "*": return .number(a * b)
            default: if b != 0 { return .number(a / b) }
            }
        }
        // `cy + 0` from `insetBy(dx:dy: 0)` is `cy`.
        if rhs.constant == 0, op == "+" || op == "-" { return lhs }
        if lhs.constant == 0, op == "+" { return rhs }
        if rhs.constant == 1, op == "*" || op == "/" { return lhs }
        let level = op == "+" || op == "-" ? 1 : 2
        let left = lhs.precedence < level ? "(\(lhs.text))" : lhs.text
        let right = rhs.precedence < level || (rhs.precedence == level && (op == "-" || op == "/")) ? "(\(rhs.text))" : rhs.text
        return Term(text: "\(left) \(op) \(right)", precedence: level, constant: nil)
    }

    var negated: Term {
        if let constant { return .number(-constant) }
        return Term(text: precedence < 3 ? "-(\(text))" : "-\(text)", precedence: 3, constant: nil)
    }
}

/// Why a statement of an override has no scenario form, at the node it concerns.
struct Untranslatable: Error {
    var node: Syntax
    var why: String
}

/// Translates the bodies of `imageRect(forContentRect:)`, `titleRect(forContentRect:)` and a
/// `layoutSubviews` that moves the subviews after `super` (docs/swift-source.md, "Subclasses").
struct OverrideTranslator {
    var evaluator: Evaluator
    /// The content rect parameter's name in a rect override.
    var contentRectName: String?
    /// Locals of the body, translated where they are used (an unused one never stops a translation).
    private var locals: [String: ExprSyntax] = [:]
    /// Locals assigned again after their declaration: their value depends on the path taken.
    private var reassigned: Set<String> = []

    init(evaluator: Evaluator, contentRectName: String?) {
        self.evaluator = evaluator
        self.contentRectName = contentRectName
    }

    /// A rect override's body: locals, then `return RECT` (or the body's one expression). nil: super's rect.
    mutating func rectOverride(_ body: CodeBlockSyntax) throws(Untranslatable) -> [Term]? {
        let items = Array(body.statements)
        if items.count == 1, case .expr(let only) = items[0].item { return try rectOrSuper(only) }
        for item in items {
            switch item.item {
            case .decl(let decl):
                try declare(decl)
            case .stmt(let statement):
                if let returned = statement.as(ReturnStmtSyntax.self), let value = returned.expression { return try rectOrSuper(value) }
                throw Untranslatable(node: Syntax(statement), why: unsupported(statement))
            case .expr(let expression):
                try noteAssignment(expression)
            }
        }
        throw Untranslatable(node: Syntax(body), why: "the override returns no rect the file shows")
    }

    /// `layoutSubviews`: `super.layoutSubviews()`, then `imageView?.frame = RECT` / `titleLabel?.frame = RECT`.
    mutating func layoutSubviews(_ body: CodeBlockSyntax) throws(Untranslatable) -> [(key: String, terms: [Term])] {
        var calledSuper = false
        var rects: [(key: String, terms: [Term])] = []
        for item in body.statements {
            let node: Syntax
            switch item.item {
            case .decl(let decl):
                try declare(decl)
                continue
            case .stmt(let statement):
                guard let expression = statement.as(ExpressionStmtSyntax.self)?.expression else {
                    if mentionsSubviews(statement) { throw Untranslatable(node: Syntax(statement), why: unsupported(statement)) }
                    continue
                }
                node = Syntax(expression)
            case .expr(let expression):
                node = Syntax(expression)
            }
            guard let expression = node.as(ExprSyntax.self) else { continue }
            if let call = expression.as(FunctionCallExprSyntax.self), dottedName(call.calledExpression) == "super.layoutSubviews" {
                calledSuper = true
                continue
            }
            if let (lhs, rhs) = assignment(expression), let target = dottedName(lhs).map(strippingSelf),
                let key = ["imageView.frame": "imageRect", "titleLabel.frame": "titleRect"][target]
            {
                guard calledSuper else {
                    throw Untranslatable(node: node, why: "\(target) is set before super.layoutSubviews(), which then places the subview again")
                }
                rects.removeAll { $0.key == key }
                rects.append((key, try rect(rhs)))
                continue
            }
            if mentionsSubviews(expression) {
                throw Untranslatable(node: node, why: "`\(clipped(expression))` moves a subview in a way the scenario's rects cannot state")
            }
            // Layers, badges and other views do not change where UIKit's subviews are.
            try noteAssignment(expression, elseIgnore: true)
        }
        return rects
    }

    // MARK: statements

    private mutating func declare(_ decl: DeclSyntax) throws(Untranslatable) {
        guard let variable = decl.as(VariableDeclSyntax.self) else {
            throw Untranslatable(node: Syntax(decl), why: "`\(clipped(decl))` is a declaration the scenario cannot state")
        }
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value else {
                throw Untranslatable(node: Syntax(binding), why: "`\(clipped(binding))` has no initial value")
            }
            locals[name] = value
        }
    }

    /// A local assigned again is marked; other code stops a rect override's translation (`elseIgnore`: is skipped).
    private mutating func noteAssignment(_ expression: ExprSyntax, elseIgnore: Bool = false) throws(Untranslatable) {
        if let (lhs, _) = assignment(expression), let name = dottedName(lhs)?.split(separator: ".").first.map(String.init), locals[name] != nil {
            reassigned.insert(name)
            return
        }
        if elseIgnore { return }
        if let call = expression.as(FunctionCallExprSyntax.self), dottedName(call.calledExpression)?.hasPrefix("super.") == true { return }
        if expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self) {
            throw Untranslatable(node: Syntax(expression), why: "a branch (`\(clipped(expression))`): the scenario's rects are expressions without branches")
        }
        throw Untranslatable(node: Syntax(expression), why: "`\(clipped(expression))` is code the scenario's rects cannot state")
    }

    private func unsupported(_ statement: StmtSyntax) -> String {
        if statement.is(GuardStmtSyntax.self) { return "a `guard` in the override: the scenario's rects are expressions without branches" }
        if let expression = statement.as(ExpressionStmtSyntax.self)?.expression, expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self) {
            return "a branch (`\(clipped(expression))`): the scenario's rects are expressions without branches"
        }
        return "`\(clipped(statement))` is code the scenario's rects cannot state"
    }

    private func mentionsSubviews(_ node: some SyntaxProtocol) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { $0.text == "imageView" || $0.text == "titleLabel" }
    }

    private func assignment(_ expression: ExprSyntax) -> (ExprSyntax, ExprSyntax)? {
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
            let lhs = sequence.elements.first, let rhs = sequence.elements.last
        else { return nil }
        return (lhs, rhs)
    }

    // MARK: rects

    private func rectOrSuper(_ expression: ExprSyntax) throws(Untranslatable) -> [Term]? {
        if let call = expression.as(FunctionCallExprSyntax.self), let callee = dottedName(call.calledExpression),
            ["super.imageRect", "super.titleRect"].contains(callee)
        {
            return nil
        }
        return try rect(expression)
    }

    /// `CGRect(x:y:width:height:)`, `CGRect(origin:size:)`, `.zero`, the content rect, `bounds`, a local, `.insetBy(dx:dy:)`.
    func rect(_ expression: ExprSyntax) throws(Untranslatable) -> [Term] {
        if let name = dottedName(expression).map(strippingSelf) {
            if let known = try namedRect(name) { return known }
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            let callee = dottedName(call.calledExpression) ?? ""
            let labels = call.arguments.map { $0.label?.text ?? "_" }
            let values = call.arguments.map(\.expression)
            if ["CGRect", ".init", "CGRect.init"].contains(callee), labels == ["x", "y", "width", "height"] {
                return try values.map { e throws(Untranslatable) in try scalar(e) }
            }
            if ["CGRect", ".init", "CGRect.init"].contains(callee), labels == ["origin", "size"] {
                return try pair(values[0], ["x", "y"]) + pair(values[1], ["width", "height"])
            }
            if callee == "contentRect", labels == ["forBounds"], dottedName(values[0]).map(strippingSelf) == "bounds" {
                return ["cx", "cy", "cw", "ch"].map(Term.name)
            }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "insetBy",
                labels == ["dx", "dy"], let base = member.base
            {
                let inner = try rect(base)
                let dx = try scalar(values[0]), dy = try scalar(values[1])
                return [
                    .binary("+", inner[0], dx), .binary("+", inner[1], dy),
                    .binary("-", inner[2], .binary("*", .number(2), dx)), .binary("-", inner[3], .binary("*", .number(2), dy)),
                ]
            }
        }
        throw Untranslatable(node: Syntax(expression), why: "`\(clipped(expression))` is not a rect the scenario can state")
    }

    /// `CGPoint(x:y:)`, `CGSize(width:height:)`, `.zero`.
    private func pair(_ expression: ExprSyntax, _ labels: [String]) throws(Untranslatable) -> [Term] {
        if let name = dottedName(expression), [".zero", "CGPoint.zero", "CGSize.zero"].contains(name) { return [.number(0), .number(0)] }
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.map({ $0.label?.text ?? "_" }) == labels {
            return try call.arguments.map { argument throws(Untranslatable) in try scalar(argument.expression) }
        }
        throw Untranslatable(node: Syntax(expression), why: "`\(clipped(expression))` is not a point or size the scenario can state")
    }

    private func namedRect(_ name: String) throws(Untranslatable) -> [Term]? {
        if name == contentRectName { return ["cx", "cy", "cw", "ch"].map(Term.name) }
        if name == "bounds" { return [.number(0), .number(0), .name("bw"), .name("bh")] }
        if [".zero", "CGRect.zero"].contains(name) { return Array(repeating: .number(0), count: 4) }
        guard let local = try local(name) else { return nil }
        return try rect(local)
    }

    private func local(_ name: String) throws(Untranslatable) -> ExprSyntax? {
        guard let expression = locals[name] else { return nil }
        if reassigned.contains(name) {
            throw Untranslatable(node: Syntax(expression), why: "`\(name)` is assigned again: its value depends on the path taken")
        }
        return expression
    }

    // MARK: numbers

    /// A number: literals, the file's constants, the rects' sides, the subviews' natural sizes, `+ - * /`, `min`, `max`.
    func scalar(_ expression: ExprSyntax) throws(Untranslatable) -> Term {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return try scalar(only.expression)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return try scalar(prefix.expression).negated
        }
        if let sequence = expression.as(SequenceExprSyntax.self) { return try arithmetic(Array(sequence.elements)) }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            let callee = dottedName(call.calledExpression) ?? ""
            let values = call.arguments.map(\.expression)
            if ["min", "max"].contains(callee), values.count == 2 {
                let a = try scalar(values[0]), b = try scalar(values[1])
                if let x = a.constant, let y = b.constant { return .number(callee == "min" ? Swift.min(x, y) : Swift.max(x, y)) }
                return Term(text: "\(callee)(\(a.text), \(b.text))", precedence: 3, constant: nil)
            }
            if ["CGFloat", "Double"].contains(callee), values.count == 1 { return try scalar(values[0]) }
        }
        if let name = dottedName(expression).map(strippingSelf) {
            if let side = try rectSide(name) { return side }
            if let natural = naturalSize(name) { return .name(natural) }
            if let local = try local(name) { return try scalar(local) }
        }
        switch evaluator.evaluate(expression) {
        case .value(.number(let value)): return .number(value)
        case .unresolved(let why): throw Untranslatable(node: Syntax(expression), why: why)
        default: throw Untranslatable(node: Syntax(expression), why: "`\(clipped(expression))` is not a number")
        }
    }

    /// `contentRect.width`, `bounds.size.height`, `rect.maxX`: a side of a rect the body knows.
    private func rectSide(_ name: String) throws(Untranslatable) -> Term? {
        let parts = name.split(separator: ".").map(String.init)
        for split in stride(from: parts.count - 1, to: 0, by: -1) {
            let base = parts[..<split].joined(separator: "."), member = parts[split...].joined(separator: ".")
            let rect: [Term]
            if base == "frame" {
                rect = [.number(0), .number(0), .name("bw"), .name("bh")]
            } else if let named = try namedRect(base) {
                rect = named
            } else {
                continue
            }
            let (x, y, w, h) = (rect[0], rect[1], rect[2], rect[3])
            switch member {
            case "origin.x", "minX": if base != "frame" { return x }
            case "origin.y", "minY": if base != "frame" { return y }
            case "width", "size.width": return w
            case "height", "size.height": return h
            case "maxX": if base != "frame" { return .binary("+", x, w) }
            case "maxY": if base != "frame" { return .binary("+", y, h) }
            case "midX": if base != "frame" { return .binary("+", x, .binary("/", w, .number(2))) }
            case "midY": if base != "frame" { return .binary("+", y, .binary("/", h, .number(2))) }
            default: break
            }
            return nil
        }
        return nil
    }

    /// The image's and title's natural sizes: `iw ih tw th`.
    private func naturalSize(_ name: String) -> String? {
        let table: [String: String] = [
            "imageView.image.size.width": "iw", "imageView.image.size.height": "ih", "currentImage.size.width": "iw",
            "currentImage.size.height": "ih", "imageView.intrinsicContentSize.width": "iw", "imageView.intrinsicContentSize.height": "ih",
            "titleLabel.intrinsicContentSize.width": "tw", "titleLabel.intrinsicContentSize.height": "th",
        ]
        return table[name]
    }

    /// Operands and operators in order: `*` and `/` first; `x ?? 0` is `x` (an absent image's size is 0, as `iw` is).
    private func arithmetic(_ elements: [ExprSyntax]) throws(Untranslatable) -> Term {
        var operands: [Term] = []
        var operators: [String] = []
        var index = 0
        while index < elements.count {
            let element = elements[index]
            if index % 2 == 1 {
                guard let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text, ["+", "-", "*", "/", "??"].contains(op) else {
                    throw Untranslatable(node: Syntax(element), why: "`\(clipped(element))` is an operator the scenario's expressions do not have")
                }
                operators.append(op)
            } else {
                operands.append(try scalar(element))
            }
            index += 1
        }
        while let coalesce = operators.firstIndex(of: "??") {
            guard operands[coalesce + 1].constant == 0 else {
                throw Untranslatable(node: Syntax(elements[2 * coalesce + 2]), why: "only `?? 0` is stated: an absent image or title counts as 0")
            }
            operators.remove(at: coalesce)
            operands.remove(at: coalesce + 1)
        }
        var terms = [operands[0]]
        var signs: [String] = []
        for (op, operand) in zip(operators, operands.dropFirst()) {
            if op == "*" || op == "/" {
                terms[terms.count - 1] = .binary(op, terms[terms.count - 1], operand)
            } else {
                terms.append(operand)
                signs.append(op)
            }
        }
        var result = terms[0]
        for (sign, term) in zip(signs, terms.dropFirst()) { result = .binary(sign, result, term) }
        return result
    }
}

private func strippingSelf(_ name: String) -> String {
    name.hasPrefix("self.") ? String(name.dropFirst(5)) : name
}

/// The node's text, shortened for a message.
private func clipped(_ node: some SyntaxProtocol) -> String {
    let text = node.trimmedDescription.split(separator: "\n").first.map(String.init) ?? ""
    return text.count > 60 ? String(text.prefix(59)) + "…" : text
}
