import SwiftSyntax

/// What the left-hand side of an assignment or the base of a call stands for.
enum Target {
    case button(Int)
    case configuration(Int)
}

extension ButtonCollector {
    /// `let`/`var` in a body: a new button, a configuration, or a local value.
    mutating func declare(_ variable: VariableDeclSyntax, scope: inout Scope) {
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let typeText = binding.typeAnnotation?.type.trimmedDescription ?? ""
            guard let value = binding.initializer?.value else {
                if isButtonType(typeText) {
                    scope.buttons[name] = scope.aliasTarget ?? addButton(name: name, at: position(of: variable), className: typeText)
                }
                continue
            }
            if let created = createdClass(value) {
                let index: Int
                if let alias = scope.aliasTarget {
                    index = alias
                    scope.aliasTarget = nil
                } else {
                    index = addButton(name: name, at: position(of: variable), className: created.className)
                }
                buttons[index].isCreated = true
                scope.buttons[name] = index
                initialize(index, with: value, statement: variable, scope: scope)
            } else if let style = buttonConfigurationStyle(value, typeText: typeText) {
                configurations.append(ConfigurationBuilder(name: name, position: position(of: variable)))
                let index = configurations.count - 1
                scope.configurations[name] = index
                if configurationStyle(value) != nil {
                    configurations[index].writes.append(write("configuration.style", .value(.name(style)), range(of: variable), scope))
                }
            } else if let source = dottedName(value).flatMap({ scope.buttons[$0] }) {
                scope.buttons[name] = source
            } else {
                scope.evaluator.locals[name] = scope.evaluator.evaluate(value)
                scope.evaluator.localExpressions[name] = value
            }
        }
    }

    /// A `UIButton.Configuration` declaration's style; other types whose names end in `Configuration`
    /// (`URLSessionConfiguration`, a list layout's) are not a button's, so never a dead configuration.
    func buttonConfigurationStyle(_ value: ExprSyntax, typeText: String) -> String? {
        let isButtonConfiguration = typeText.trimmingSuffix("?").trimmingSuffix("!") == "UIButton.Configuration"
        guard typeText.isEmpty || isButtonConfiguration else { return nil }
        return configurationStyle(value) ?? (isButtonConfiguration ? "plain" : nil)
    }

    /// `.filled()`, `UIButton.Configuration.plain()`: the style's name.
    func configurationStyle(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
            let name = dottedName(call.calledExpression)
        else { return nil }
        let styles = ["plain", "gray", "tinted", "filled", "borderless", "bordered", "borderedTinted", "borderedProminent"]
        for style in styles where name == "." + style || name == "UIButton.Configuration." + style { return style }
        return nil
    }

    func write(_ key: String, _ value: Evaluated, _ range: SwiftSourceRange, _ scope: Scope) -> KeyWrite {
        KeyWrite(key: key, value: value, range: range, isConditional: scope.isConditional, recipe: scope.recipe)
    }

    mutating func record(_ index: Int, _ key: String, _ value: Evaluated, _ range: SwiftSourceRange, _ scope: Scope) {
        buttons[index].writes.append(write(key, value, range, scope))
    }

    /// The button or configuration a chain of names starts with, and the rest of the chain; a bare
    /// property (`contentEdgeInsets = …`) inside a subclass or recipe is `self`'s.
    func target(of components: [String], scope: Scope) -> (Target, [String])? {
        var components = components
        if components.first == "self", components.count > 1,
            scope.buttons[components[1]] != nil || scope.configurations[components[1]] != nil
        {
            components.removeFirst()
        }
        guard let first = components.first else { return nil }
        if let index = scope.buttons[first] { return (.button(index), Array(components.dropFirst())) }
        if let index = scope.configurations[first] { return (.configuration(index), Array(components.dropFirst())) }
        if let index = scope.buttons["self"], first != "self" { return (.button(index), components) }
        return nil
    }

    mutating func assign(_ lhs: ExprSyntax, _ rhs: ExprSyntax, statement: some SyntaxProtocol, scope: Scope) {
        guard let name = dottedName(lhs), let found = target(of: name.split(separator: ".").map(String.init), scope: scope)
        else { return }
        let path = found.1
        let range = range(of: statement)
        switch found.0 {
        case .button(let index):
            if path == ["configuration"] {
                assignConfiguration(rhs, to: index, range: range, scope: scope)
                return
            }
            if path.count == 2, path[0] == "configuration", path[1] == "titleTextAttributesTransformer" {
                for font in transformerFont(rhs) { record(index, font.key, font.value, range, scope) }
                return
            }
            if DirectWriteLint.paths.contains(path) {
                var value: SwiftValue?
                if case .value(let evaluated) = scope.evaluator.evaluate(rhs) { value = evaluated }
                buttons[index].directWrites.append(SwiftDirectWrite(path: path.joined(separator: "."), value: value, position: range.start))
                return
            }
            guard var keys = KeyMapping.keys(forPath: path, value: scope.evaluator.evaluate(rhs)) else { return }
            if path == ["titleLabel", "font"] { buttons[index].fontLines.append(range.start) }
            if path == ["configuration", "attributedTitle"], let font = scope.evaluator.attributedFont(rhs) {
                keys += KeyMapping.fontKeys(prefix: "configuration.title.font", value: font)
            }
            for (key, value) in keys { record(index, key, value, range, scope) }
        case .configuration(let index):
            if path == ["titleTextAttributesTransformer"] {
                for font in transformerFont(rhs) { configurations[index].writes.append(write(font.key, font.value, range, scope)) }
                return
            }
            guard var keys = KeyMapping.configurationKeys(forPath: path, value: scope.evaluator.evaluate(rhs)) else { return }
            if path == ["attributedTitle"], let font = scope.evaluator.attributedFont(rhs) {
                keys += KeyMapping.fontKeys(prefix: "configuration.title.font", value: font)
            }
            for (key, value) in keys { configurations[index].writes.append(write(key, value, range, scope)) }
        }
    }

    /// `outgoing.font = X` inside a `titleTextAttributesTransformer` closure: its size, weight and name keys.
    private func transformerFont(_ expression: ExprSyntax) -> [(key: String, value: Evaluated)] {
        guard let text = expression.as(FunctionCallExprSyntax.self)?.trailingClosure ?? expression.as(ClosureExprSyntax.self)
        else { return [] }
        for item in text.statements {
            guard let sequence = item.item.as(SequenceExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self),
                sequence.elements.count == 3, let lhs = sequence.elements.first, let rhs = sequence.elements.last,
                dottedName(lhs)?.hasSuffix(".font") == true
            else { continue }
            let evaluator = Evaluator(constants: constants, functionNames: functionNames)
            return KeyMapping.fontKeys(prefix: "configuration.title.font", value: evaluator.evaluate(rhs))
        }
        return []
    }

    /// `button.configuration = config` (its writes so far: a configuration is a value), `= .filled()`, or anything else (unresolved).
    mutating func assignConfiguration(_ value: ExprSyntax, to index: Int, range: SwiftSourceRange, scope: Scope) {
        buttons[index].configurationAssignments.append((range.start.line, scope.isConditional))
        if let name = dottedName(value), let configuration = scope.configurations[name] {
            configurations[configuration].isAssigned = true
            for var write in configurations[configuration].writes {
                write.isConditional = write.isConditional || scope.isConditional
                buttons[index].writes.append(write)
            }
        } else if let style = configurationStyle(value) {
            record(index, "configuration.style", .value(.name(style)), range, scope)
        } else {
            record(index, "configuration.style", .unresolved("the configuration `\(value.trimmedDescription)` is made elsewhere"), range, scope)
        }
    }

    mutating func walkCall(_ call: FunctionCallExprSyntax, statement: some SyntaxProtocol, scope: Scope) {
        let range = range(of: statement)
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let method = member.declName.baseName.text
            if method == "forEach", let closure = call.trailingClosure,
                let array = member.base?.as(ArrayExprSyntax.self)
            {
                let indexes = array.elements.compactMap { element in
                    dottedName(element.expression).flatMap { target(of: $0.split(separator: ".").map(String.init), scope: scope) }
                        .flatMap { if case .button(let index) = $0.0, $0.1.isEmpty { index } else { nil } }
                }
                walkClosure(closure, buttons: indexes, scope: scope)
                return
            }
            let baseTarget: Target? =
                if let base = member.base {
                    dottedName(base).flatMap { target(of: $0.split(separator: ".").map(String.init), scope: scope) }
                        .flatMap { $0.1.isEmpty ? $0.0 : nil }
                } else { nil }
            // A method of something else (`label.setTitle`) is not the button's, even inside a subclass.
            if member.base != nil && baseTarget == nil { return }
            guard case .button(let index)? = baseTarget ?? scope.buttons["self"].map(Target.button) else { return }
            applyMethod(method, call: call, to: index, range: range, scope: scope)
            return
        }
        // A same-file function receiving a button: a recipe.
        guard let name = dottedName(call.calledExpression), let recipe = recipes[name], !recipe.isMethod else { return }
        for (argument, parameter) in zip(call.arguments, recipe.parameters) where parameter.isButton {
            if let target = dottedName(argument.expression).flatMap({ target(of: $0.split(separator: ".").map(String.init), scope: scope) }),
                case .button(let index) = target.0, target.1.isEmpty
            {
                apply(recipe, to: index, call: call, scope: scope)
            }
        }
    }

    private mutating func applyMethod(_ method: String, call: FunctionCallExprSyntax, to index: Int, range: SwiftSourceRange, scope: Scope) {
        let arguments = Array(call.arguments)
        switch method {
        case "setTitle", "setAttributedTitle":
            guard let title = arguments.first else { return }
            guard let state = controlStateKey(arguments.dropFirst().first?.expression) else {
                record(index, "titles", .unresolved("the state `\(arguments.dropFirst().first?.expression.trimmedDescription ?? "")` is not a UIControl.State literal"), range, scope)
                return
            }
            if method == "setAttributedTitle", state != "normal" {
                // One run with the string's font: a plain title would not hide other states' as AS3's does.
                var run = scope.evaluator.evaluate(title.expression)
                if case .value(.string(let text)) = run {
                    switch scope.evaluator.attributedFont(title.expression) {
                    case .font(let size, let weight, _)?: run = .value(.attributedTitle(text: text, size: size, weight: weight, textStyle: nil))
                    case .textStyle(let style)?: run = .value(.attributedTitle(text: text, size: nil, weight: nil, textStyle: style))
                    case nil: run = .value(.attributedTitle(text: text, size: nil, weight: nil, textStyle: nil))
                    case .unresolved(let why)?: run = .unresolved(why)
                    case .value?: run = .unresolved("the title's font is not a UIFont the file states")
                    }
                }
                record(index, "attributedTitles.\(state)", run, range, scope)
                return
            }
            let key = state == "normal" ? "title.text" : "titles.\(state)"
            record(index, key, scope.evaluator.evaluate(title.expression), range, scope)
            // An attributed title's font attribute is the title's font (S3).
            if state == "normal", let font = scope.evaluator.attributedFont(title.expression) {
                for (key, value) in KeyMapping.fontKeys(prefix: "title.font", value: font) { record(index, key, value, range, scope) }
            }
        case "setImage":
            guard let image = arguments.first else { return }
            guard let state = controlStateKey(arguments.dropFirst().first?.expression) else {
                record(index, "images", .unresolved("the state `\(arguments.dropFirst().first?.expression.trimmedDescription ?? "")` is not a UIControl.State literal"), range, scope)
                return
            }
            record(index, state == "normal" ? "image" : "images.\(state)", scope.evaluator.evaluate(image.expression), range, scope)
        default:
            if let recipe = recipes[method], recipe.isMethod { apply(recipe, to: index, call: call, scope: scope) }
        }
    }

    /// Walks a recipe's body with its button and its arguments as evaluated at the call site.
    private mutating func apply(_ recipe: Recipe, to index: Int, call: FunctionCallExprSyntax, scope: Scope) {
        guard scope.recipeDepth < 8 else { return }
        var inner = scope
        inner.recipeDepth += 1
        inner.recipe = inner.recipe ?? "\(recipe.name)(\(recipe.parameters.map { $0.label + ":" }.joined()))"
        inner.buttons = recipe.isMethod ? ["self": index] : [:]
        inner.configurations = [:]
        inner.aliasTarget = nil
        var arguments = Array(call.arguments)
        for parameter in recipe.parameters {
            let position = arguments.firstIndex { ($0.label?.text ?? "_") == parameter.label } ?? (arguments.isEmpty ? nil : 0)
            guard let position else { continue }
            let argument = arguments.remove(at: position)
            if parameter.isButton {
                inner.buttons[parameter.name] = index
            } else {
                inner.evaluator.locals[parameter.name] = scope.evaluator.evaluate(argument.expression)
            }
        }
        walk(recipe.body.statements, scope: &inner)
    }
}

/// `for:`'s state as a per-state key (states.md AS7): `.normal` → `normal`, `[.selected, .highlighted]`
/// → `highlighted,selected` (the flags in UIKit's order); a missing argument is `.normal`; nil when the
/// expression is not a literal state or set.
func controlStateKey(_ expression: ExprSyntax?) -> String? {
    guard let expression else { return "normal" }
    var names: [String] = []
    if let array = expression.as(ArrayExprSyntax.self) {
        for element in array.elements {
            guard let name = dottedName(element.expression) else { return nil }
            names.append(name)
        }
    } else {
        guard let name = dottedName(expression) else { return nil }
        names = [name]
    }
    let flags = names.map { String($0.split(separator: ".").last ?? "") }
    guard let state = ControlStateSet(names: flags) else { return nil }
    return state.flagNames.joined(separator: ",")
}
