import SwiftSyntax

/// What an expression of the file resolves to (S2): a value, a font (three keys at once), or why not.
enum Evaluated: Hashable {
    case value(SwiftValue)
    case font(size: Double, weight: String?, name: String?)
    /// `preferredFont(forTextStyle:)`: a text style, which the scenario model states as `title.textStyle`.
    case textStyle(String)
    case unresolved(String)

    var number: Double? {
        if case .value(.number(let value)) = self { return value }
        return nil
    }

    var why: String? {
        if case .unresolved(let why) = self { return why }
        return nil
    }
}

/// The same-file constants (`let`, `static let`, stored properties' initial values) by every name the
/// file can use for them: `spacing`, `UX.spacing`, `self.spacing`. A name defined twice with different
/// expressions resolves to nothing.
struct Constants {
    private(set) var expressions: [String: ExprSyntax] = [:]
    private var ambiguous: Set<String> = []

    mutating func define(_ name: String, _ expression: ExprSyntax) {
        if let known = expressions[name], known.trimmedDescription != expression.trimmedDescription {
            ambiguous.insert(name)
        }
        expressions[name] = expression
    }

    func expression(named name: String) -> ExprSyntax? {
        ambiguous.contains(name) ? nil : expressions[name]
    }

    func isAmbiguous(_ name: String) -> Bool { ambiguous.contains(name) }

    /// Collects every `let`/`var` with an initial value declared in a type, an extension or at the top
    /// level, under its plain, `self.` and type-qualified names.
    init(file: SourceFileSyntax) {
        collect(file.statements.map(\.item), typePath: [])
    }

    private mutating func collect(_ items: [CodeBlockItemSyntax.Item], typePath: [String]) {
        for item in items {
            guard case .decl(let decl) = item else { continue }
            collect(decl, typePath: typePath)
        }
    }

    private mutating func collect(_ decl: DeclSyntax, typePath: [String]) {
        if let variable = decl.as(VariableDeclSyntax.self) {
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let value = binding.initializer?.value
                else { continue }
                define(name, value)
                if !typePath.isEmpty {
                    define("self." + name, value)
                    for start in typePath.indices {
                        define((typePath[start...] + [name]).joined(separator: "."), value)
                    }
                }
            }
            return
        }
        if let enumDecl = decl.as(EnumDeclSyntax.self) {
            let path = typePath + [enumDecl.name.text]
            for member in enumDecl.memberBlock.members {
                if let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) {
                    for element in caseDecl.elements {
                        if let raw = element.rawValue?.value {
                            define((path + [element.name.text, "rawValue"]).joined(separator: "."), raw)
                        }
                    }
                }
                collect(member.decl, typePath: path)
            }
            return
        }
        let group: (name: String, members: MemberBlockSyntax)? =
            if let decl = decl.as(StructDeclSyntax.self) { (decl.name.text, decl.memberBlock) }
            else if let decl = decl.as(ClassDeclSyntax.self) { (decl.name.text, decl.memberBlock) }
            else if let decl = decl.as(ExtensionDeclSyntax.self) { (decl.extendedType.trimmedDescription, decl.memberBlock) }
            else { nil }
        if let group {
            for member in group.members.members { collect(member.decl, typePath: typePath + [group.name]) }
        }
    }
}

/// Evaluates expressions with the file's constants and a scope's local values (S2).
struct Evaluator {
    var constants: Constants
    /// Local `let`s and a recipe's bound parameters, innermost last.
    var locals: [String: Evaluated] = [:]
    /// Local `let`s as written, for values read from their syntax (an attributed title's font).
    var localExpressions: [String: ExprSyntax] = [:]
    /// Functions the file defines, so that a call to one is "computed at run time", not "another file".
    var functionNames: Set<String> = []
    private var depth = 0

    init(constants: Constants, functionNames: Set<String>) {
        self.constants = constants
        self.functionNames = functionNames
    }

    func evaluate(_ expression: ExprSyntax) -> Evaluated {
        var copy = self
        copy.depth += 1
        // A constant defined by itself (`let a = b; let b = a`) stops here instead of recursing forever.
        guard copy.depth < 32 else { return .unresolved("defined in terms of itself") }
        return copy.evaluateOnce(expression)
    }

    private func evaluateOnce(_ expression: ExprSyntax) -> Evaluated {
        if let literal = expression.as(IntegerLiteralExprSyntax.self) {
            return number(literal.literal.text)
        }
        if let literal = expression.as(FloatLiteralExprSyntax.self) {
            return number(literal.literal.text)
        }
        if let literal = expression.as(BooleanLiteralExprSyntax.self) {
            return .value(.bool(literal.literal.text == "true"))
        }
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            return string(literal)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return evaluate(only.expression)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            let operand = evaluate(prefix.expression)
            guard prefix.operator.text == "-" else { return operand }
            if let value = operand.number { return .value(.number(-value)) }
            return operand.why.map(Evaluated.unresolved) ?? .unresolved("`\(prefix.trimmedDescription)` is not a number")
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return arithmetic(Array(sequence.elements))
        }
        if let cast = expression.as(AsExprSyntax.self) {
            return evaluate(cast.expression)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return evaluateCall(call)
        }
        if let name = dottedName(expression) {
            return evaluateName(name, expression: expression)
        }
        return .unresolved("`\(expression.trimmedDescription)` is computed at run time")
    }

    private func number(_ text: String) -> Evaluated {
        let digits = text.filter { $0 != "_" }
        guard let value = Double(digits), value.isFinite else { return .unresolved("`\(text)` is not a finite number") }
        return .value(.number(value))
    }

    private func string(_ literal: StringLiteralExprSyntax) -> Evaluated {
        var text = ""
        for segment in literal.segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else {
                return .unresolved("string interpolation is a run-time value")
            }
            text += plain.content.text
        }
        return .value(.string(unescaped(text)))
    }

    /// A name, `.caseName`, `Type.name` or `self.name`.
    private func evaluateName(_ name: String, expression: ExprSyntax) -> Evaluated {
        if let local = locals[name] { return local }
        if name.hasPrefix("."), !name.dropFirst().contains(".") {
            return .value(.name(String(name.dropFirst())))
        }
        if constants.isAmbiguous(name) { return .unresolved("`\(name)` is defined more than once in this file") }
        if let defined = constants.expression(named: name) { return evaluate(defined) }
        for (wrapper, value) in [("CGFloat.zero", 0.0), ("Double.zero", 0), (".zero", 0)] where name == wrapper {
            return .value(.number(value))
        }
        if expression.is(MemberAccessExprSyntax.self) || name.contains(".") {
            let root = name.split(separator: ".").first.map(String.init) ?? name
            if root.first?.isUppercase == true {
                return .unresolved("`\(name)` is not defined in this file")
            }
            return .unresolved("`\(name)` is computed from other properties at run time")
        }
        return .unresolved("`\(name)` is not defined in this file")
    }

    private func arithmetic(_ elements: [ExprSyntax]) -> Evaluated {
        // Operands and operators alternate; `*` and `/` bind tighter than `+` and `-`.
        var operands: [Double] = []
        var operators: [String] = []
        for (index, element) in elements.enumerated() {
            if index % 2 == 1 {
                guard let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text, ["+", "-", "*", "/"].contains(op) else {
                    return .unresolved("`\(element.trimmedDescription)` is computed at run time")
                }
                operators.append(op)
                continue
            }
            let value = evaluate(element)
            guard let number = value.number else {
                return value.why.map(Evaluated.unresolved) ?? .unresolved("`\(element.trimmedDescription)` is not a number")
            }
            operands.append(number)
        }
        guard operands.count == operators.count + 1 else { return .unresolved("an incomplete expression") }
        var terms = [operands[0]]
        var signs: [String] = []
        for (op, operand) in zip(operators, operands.dropFirst()) {
            switch op {
            case "*": terms[terms.count - 1] *= operand
            case "/": terms[terms.count - 1] /= operand
            default:
                terms.append(operand)
                signs.append(op)
            }
        }
        var result = terms[0]
        for (sign, term) in zip(signs, terms.dropFirst()) { result += sign == "+" ? term : -term }
        return result.isFinite ? .value(.number(result)) : .unresolved("`\(elements.map(\.trimmedDescription).joined(separator: " "))` is not finite")
    }

    /// The arguments of a call by label (`_` for none), evaluated.
    func arguments(_ call: FunctionCallExprSyntax) -> [(label: String, value: Evaluated)] {
        call.arguments.map { ($0.label?.text ?? "_", evaluate($0.expression)) }
    }

    private func numbers(_ call: FunctionCallExprSyntax, labels: [String]) -> Evaluated? {
        let given = arguments(call)
        guard given.map(\.label) == labels else { return nil }
        var values: [Double] = []
        for argument in given {
            guard let value = argument.value.number else { return argument.value.why.map(Evaluated.unresolved) }
            values.append(value)
        }
        return .value(.numbers(values))
    }

    private func evaluateCall(_ call: FunctionCallExprSyntax) -> Evaluated {
        let callee = dottedName(call.calledExpression) ?? call.calledExpression.trimmedDescription
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        let first = call.arguments.first.map { evaluate($0.expression) }
        let signature = "\(callee)(\(labels.map { $0 + ":" }.joined()))"
        switch callee {
        case "CGFloat", "Double", "Float", "Int", "String", "AttributedString", "NSAttributedString"
        where labels.first == "_" || labels.first == "string":
            return first ?? .unresolved("`\(call.trimmedDescription)` has no argument")
        case "NSLocalizedString", "String" where labels.first == "_" || labels.first == "localized":
            return first ?? .unresolved("`\(call.trimmedDescription)` has no argument")
        case "UIImage" where labels == ["named"], "UIImage" where labels.first == "named":
            if case .value(.string(let name)) = first { return .value(.imageNamed(name)) }
            return first?.why.map(Evaluated.unresolved) ?? .unresolved("not a string")
        case "UIImage" where labels.first == "systemName":
            if case .value(.string(let name)) = first { return .value(.imageSymbol(name)) }
            return first?.why.map(Evaluated.unresolved) ?? .unresolved("not a string")
        case ".systemFont", "UIFont.systemFont", ".boldSystemFont", "UIFont.boldSystemFont":
            guard let size = first?.number else { return first?.why.map(Evaluated.unresolved) ?? .unresolved("no size") }
            var weight: String? = callee.hasSuffix("boldSystemFont") ? "bold" : nil
            if let given = arguments(call).first(where: { $0.label == "weight" })?.value {
                guard case .value(.name(let name)) = given else { return given.why.map(Evaluated.unresolved) ?? .unresolved("no weight") }
                weight = name
            }
            return .font(size: size, weight: weight, name: nil)
        case "UIFont" where labels == ["name", "size"]:
            let given = arguments(call)
            guard case .value(.string(let name)) = given[0].value, let size = given[1].value.number else {
                return given.compactMap(\.value.why).first.map(Evaluated.unresolved) ?? .unresolved("not a font")
            }
            return .font(size: size, weight: nil, name: name)
        case ".preferredFont", "UIFont.preferredFont":
            if case .value(.name(let style)) = first { return .textStyle(style) }
            return .unresolved("a text style given at run time")
        default:
            break
        }
        let knownInits: [(String, [String])] = [
            ("UIEdgeInsets", ["top", "left", "bottom", "right"]), ("NSDirectionalEdgeInsets", ["top", "leading", "bottom", "trailing"]),
            ("CGRect", ["x", "y", "width", "height"]), ("CGSize", ["width", "height"]), (".init", ["top", "left", "bottom", "right"]),
            (".init", ["top", "leading", "bottom", "trailing"]), (".init", ["x", "y", "width", "height"]), (".init", ["width", "height"]),
            ("UIEdgeInsets.init", ["top", "left", "bottom", "right"]),
        ]
        for (name, expected) in knownInits where name == callee && expected == labels {
            if let result = numbers(call, labels: expected) { return result }
        }
        let base = callee.split(separator: ".").last.map(String.init) ?? callee
        if functionNames.contains(base) { return .unresolved("computed by `\(signature)` at run time") }
        return .unresolved("`\(signature)` is not defined in this file")
    }
}

extension Evaluator {
    /// The `.font` attribute of `NSAttributedString(string:attributes:)` or `AttributedString(_:attributes:)`
    /// (`[.font: …]`, also inside `AttributeContainer(…)`); nil when the title has no font attribute.
    func attributedFont(_ expression: ExprSyntax) -> Evaluated? {
        // `let title = title` (shadowing) would name itself: only a different expression is followed.
        if let name = dottedName(expression), let local = localExpressions[name], dottedName(local) != name { return attributedFont(local) }
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let callee = dottedName(call.calledExpression), ["NSAttributedString", "NSMutableAttributedString", "AttributedString"].contains(callee),
            var attributes = call.arguments.first(where: { $0.label?.text == "attributes" })?.expression
        else { return nil }
        if let container = attributes.as(FunctionCallExprSyntax.self), dottedName(container.calledExpression) == "AttributeContainer",
            let only = container.arguments.first?.expression
        {
            attributes = only
        }
        guard case .elements(let elements)? = attributes.as(DictionaryExprSyntax.self)?.content else { return nil }
        for element in elements where [".font", "NSAttributedString.Key.font"].contains(dottedName(element.key) ?? "") {
            return evaluate(element.value)
        }
        return nil
    }
}

/// `a.b.c`, `.c`, `self.a` as text; nil for anything that is not a chain of names.
func dottedName(_ expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let member = expression.as(MemberAccessExprSyntax.self) {
        guard let base = member.base else { return "." + member.declName.baseName.text }
        return dottedName(base).map { $0 + "." + member.declName.baseName.text }
    }
    if let optional = expression.as(OptionalChainingExprSyntax.self) { return dottedName(optional.expression) }
    if let forced = expression.as(ForceUnwrapExprSyntax.self) { return dottedName(forced.expression) }
    if let type = expression.as(TypeExprSyntax.self) { return type.type.trimmedDescription }
    if expression.is(SuperExprSyntax.self) { return "super" }
    return nil
}

/// A string literal's escapes (`\n`, `\"`, `\\`, `\t`, `\u{…}`) as the characters they stand for.
func unescaped(_ text: String) -> String {
    guard text.contains("\\") else { return text }
    var result = ""
    var iterator = text.makeIterator()
    while let character = iterator.next() {
        guard character == "\\", let next = iterator.next() else {
            result.append(character)
            continue
        }
        switch next {
        case "n": result.append("\n")
        case "t": result.append("\t")
        case "r": result.append("\r")
        case "0": result.append("\0")
        case "u":
            var hex = ""
            while let digit = iterator.next(), digit != "}" {
                if digit != "{" { hex.append(digit) }
            }
            if let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) { result.unicodeScalars.append(scalar) }
        default: result.append(next)
        }
    }
    return result
}
