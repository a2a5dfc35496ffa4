import SwiftSyntax

extension ButtonCollector {
    /// Walks the whole file: top-level code, every type's properties and method bodies, and each
    /// same-file `UIButton` subclass as a button named after it. Extensions of `UIButton` are recipes,
    /// walked where they are called.
    mutating func collect() {
        var scope = Scope(evaluator: Evaluator(constants: constants, functionNames: functionNames))
        walk(file.statements, scope: &scope)
    }

    private mutating func walkType(named typeName: String, members: MemberBlockSyntax, selfButton: Int?, scope outer: Scope) {
        var scope = outer
        // An extension of a type declared earlier in the file sees that type's button properties.
        scope.buttons = typeButtons[typeName] ?? [:]
        scope.configurations = [:]
        if let selfButton { scope.buttons["self"] = selfButton }
        // Stored properties first, so that every method sees every button of the type.
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let typeText = binding.typeAnnotation?.type.trimmedDescription ?? ""
                let created = binding.initializer.flatMap { createdClass($0.value) }
                guard isButtonType(typeText) || created != nil else { continue }
                let index = addButton(name: name, at: position(of: variable), className: created?.className ?? typeText.trimmingSuffix("!").trimmingSuffix("?"))
                scope.buttons[name] = index
                if let value = binding.initializer?.value { initialize(index, with: value, statement: variable, scope: scope) }
            }
        }
        typeButtons[typeName, default: [:]].merge(scope.buttons.filter { $0.key != "self" }) { _, new in new }
        for member in members.members {
            let decl = member.decl
            if let function = decl.as(FunctionDeclSyntax.self), let body = function.body {
                if isRecipe(function) { continue }
                if let selfButton, let layout = layoutOverride(function) {
                    buttons[selfButton].overridesLayout = buttons[selfButton].overridesLayout ?? layout
                    translateOverride(function, layout: layout, button: selfButton, evaluator: scope.evaluator)
                    continue
                }
                var inner = scope
                walk(body.statements, scope: &inner)
            } else if let initializer = decl.as(InitializerDeclSyntax.self), let body = initializer.body {
                var inner = scope
                walk(body.statements, scope: &inner)
            } else if !decl.is(VariableDeclSyntax.self) {
                walkDeclaration(decl, scope: scope)
            }
        }
    }

    private mutating func walkDeclaration(_ decl: DeclSyntax, scope: Scope) {
        if let classDecl = decl.as(ClassDeclSyntax.self) {
            var selfButton: Int?
            if subclasses[classDecl.name.text] != nil {
                selfButton = addButton(name: classDecl.name.text, at: position(of: classDecl.name), className: classDecl.name.text)
                buttons[selfButton!].isDeclaredClass = true
            }
            walkType(named: classDecl.name.text, members: classDecl.memberBlock, selfButton: selfButton, scope: scope)
        } else if let structDecl = decl.as(StructDeclSyntax.self) {
            walkType(named: structDecl.name.text, members: structDecl.memberBlock, selfButton: nil, scope: scope)
        } else if let enumDecl = decl.as(EnumDeclSyntax.self) {
            walkType(named: enumDecl.name.text, members: enumDecl.memberBlock, selfButton: nil, scope: scope)
        } else if let ext = decl.as(ExtensionDeclSyntax.self), !isButtonType(ext.extendedType.trimmedDescription) {
            walkType(named: ext.extendedType.trimmedDescription, members: ext.memberBlock, selfButton: nil, scope: scope)
        } else if let function = decl.as(FunctionDeclSyntax.self), let body = function.body, !isRecipe(function) {
            var inner = scope
            walk(body.statements, scope: &inner)
        }
    }

    /// A function that receives a button is walked where it is called, with that button.
    private func isRecipe(_ function: FunctionDeclSyntax) -> Bool {
        recipes[function.name.text].map { $0.isMethod || $0.parameters.contains(where: \.isButton) } ?? false
    }

    /// `rectOverrides` or `layoutSubviews` for a subclass method that places the subviews itself (S1).
    private func layoutOverride(_ function: FunctionDeclSyntax) -> String? {
        let name = function.name.text
        if ["imageRect", "titleRect", "contentRect"].contains(name) { return "rectOverrides" }
        guard name == "layoutSubviews", let body = function.body else { return nil }
        // Only frames of the image view or title label make it a layout of its own; layers and badges do not.
        let text = body.statements.trimmedDescription
        let placesSubviews = ["imageView?.frame", "titleLabel?.frame", "imageView?.center", "titleLabel?.center", "imageView!.frame", "titleLabel!.frame"]
            .contains { text.contains($0) }
        return placesSubviews ? "layoutSubviews" : nil
    }

    mutating func addButton(name: String, at position: SourcePosition, className: String) -> Int {
        buttons.append(ButtonBuilder(name: name, position: position, className: className))
        return buttons.count - 1
    }

    /// A button's initial value: its creation (`buttonType`, `frame`, a configuration), `.then {}`, or a closure called at once.
    mutating func initialize(_ index: Int, with value: ExprSyntax, statement: some SyntaxProtocol, scope: Scope) {
        if let call = value.as(FunctionCallExprSyntax.self), let closure = call.calledExpression.as(ClosureExprSyntax.self) {
            var inner = scope
            inner.aliasTarget = index
            walk(closure.statements, scope: &inner)
            return
        }
        guard let created = createdClass(value) else { return }
        let range = range(of: statement)
        let arguments = created.call.arguments
        if let type = arguments.first(where: { $0.label?.text == "type" }) {
            record(index, "buttonType", scope.evaluator.evaluate(type.expression), range, scope)
        } else if let configuration = arguments.first(where: { $0.label?.text == "configuration" }) {
            record(index, "buttonType", .value(.name("system")), range, scope)
            assignConfiguration(configuration.expression, to: index, range: range, scope: scope)
        } else if created.className == "UIButton" {
            record(index, "buttonType", .value(.name("custom")), range, scope)
        }
        if let frame = arguments.first(where: { $0.label?.text == "frame" }) {
            record(index, "frame", scope.evaluator.evaluate(frame.expression), range, scope)
        }
        if subclasses[created.className] != nil { buttons[index].subclassOf = created.className }
        // `.then { $0… }` on the creation.
        if let outer = value.as(FunctionCallExprSyntax.self), let closure = outer.trailingClosure,
            outer.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "then"
        {
            walkClosure(closure, buttons: [index], scope: scope)
        }
    }

    mutating func walkClosure(_ closure: ClosureExprSyntax, buttons indexes: [Int], scope: Scope) {
        for index in indexes {
            var inner = scope
            inner.buttons["$0"] = index
            if let parameter = closure.signature?.parameterClause {
                let names: [String] =
                    switch parameter {
                    case .simpleInput(let list): list.map(\.name.text)
                    case .parameterClause(let clause): clause.parameters.map { ($0.secondName ?? $0.firstName).text }
                    }
                if let first = names.first { inner.buttons[first] = index }
            }
            walk(closure.statements, scope: &inner)
        }
    }

    /// Statements in order; branches and loops walked as conditional.
    mutating func walk(_ items: CodeBlockItemListSyntax, scope: inout Scope) {
        for item in items {
            switch item.item {
            case .decl(let decl):
                if let variable = decl.as(VariableDeclSyntax.self) {
                    declare(variable, scope: &scope)
                } else {
                    walkDeclaration(decl, scope: scope)
                }
            case .stmt(let statement):
                walkStatement(statement, scope: &scope)
            case .expr(let expression):
                walkExpression(expression, statement: item, scope: &scope)
            }
        }
    }

    private mutating func walkStatement(_ statement: StmtSyntax, scope: inout Scope) {
        if let expression = statement.as(ExpressionStmtSyntax.self) {
            walkExpression(expression.expression, statement: statement, scope: &scope)
        } else if let guardStatement = statement.as(GuardStmtSyntax.self) {
            var inner = scope
            inner.isConditional = true
            walk(guardStatement.body.statements, scope: &inner)
        } else if let loop = statement.as(ForStmtSyntax.self) {
            var inner = scope
            inner.isConditional = true
            walk(loop.body.statements, scope: &inner)
        } else if let doStatement = statement.as(DoStmtSyntax.self) {
            walk(doStatement.body.statements, scope: &scope)
        }
    }

    private mutating func walkExpression(_ expression: ExprSyntax, statement: some SyntaxProtocol, scope: inout Scope) {
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
            let lhs = sequence.elements.first, let rhs = sequence.elements.last
        {
            assign(lhs, rhs, statement: statement, scope: scope)
        } else if let call = expression.as(FunctionCallExprSyntax.self) {
            walkCall(call, statement: statement, scope: scope)
        } else if let ifExpression = expression.as(IfExprSyntax.self) {
            walkIf(ifExpression, scope: scope)
        } else if let switchExpression = expression.as(SwitchExprSyntax.self) {
            for switchCase in switchExpression.cases {
                guard let caseItem = switchCase.as(SwitchCaseSyntax.self) else { continue }
                var inner = scope
                inner.isConditional = true
                walk(caseItem.statements, scope: &inner)
            }
        }
    }

    /// An RTL-dependent recipe's left-to-right branch is taken as it is (the RTL variant lays out the
    /// other); any other `if` is conditional.
    private mutating func walkIf(_ ifExpression: IfExprSyntax, scope: Scope) {
        let condition = ifExpression.conditions.trimmedDescription
        let isRightToLeftTest = condition.contains("rightToLeft") || condition.contains("isRTL")
        let thenIsRightToLeft = isRightToLeftTest && !condition.contains("!=") && !condition.contains("leftToRight")
        if isRightToLeftTest, case .codeBlock(let elseBlock)? = ifExpression.elseBody {
            let (leftToRight, rightToLeft) = thenIsRightToLeft ? (elseBlock, ifExpression.body) : (ifExpression.body, elseBlock)
            walkDirectionBranches(leftToRight: leftToRight, rightToLeft: rightToLeft, scope: scope)
            return
        }
        var thenScope = scope
        thenScope.isConditional = !isRightToLeftTest || scope.isConditional
        if !isRightToLeftTest || !thenIsRightToLeft { walk(ifExpression.body.statements, scope: &thenScope) }
        switch ifExpression.elseBody {
        case .codeBlock(let block)?:
            var elseScope = scope
            elseScope.isConditional = !isRightToLeftTest || scope.isConditional
            if !isRightToLeftTest || thenIsRightToLeft { walk(block.statements, scope: &elseScope) }
        case .ifExpr(let nested)?:
            var elseScope = scope
            elseScope.isConditional = true
            walkIf(nested, scope: elseScope)
        case nil:
            break
        }
    }

    /// Both sides of a layout-direction test: the left-to-right one is taken; the right-to-left one is
    /// walked only to check that its edge insets are the other's mirrored (S6), then forgotten.
    private mutating func walkDirectionBranches(leftToRight: CodeBlockSyntax, rightToLeft: CodeBlockSyntax, scope: Scope) {
        let before = buttons.map(\.writes.count)
        var ltrScope = scope
        walk(leftToRight.statements, scope: &ltrScope)
        let taken = buttons
        let savedConfigurations = configurations
        var rtlScope = scope
        walk(rightToLeft.statements, scope: &rtlScope)
        for (index, count) in before.enumerated() {
            let ltr = Array(taken[index].writes.dropFirst(count))
            let rtl = Array(buttons[index].writes.dropFirst(taken[index].writes.count))
            for write in rtl {
                guard ["contentEdgeInsets", "imageEdgeInsets", "titleEdgeInsets"].contains(write.key),
                    case .value(.numbers(let right)) = write.value, right.count == 4,
                    case .value(.numbers(let left))? = ltr.last(where: { $0.key == write.key })?.value, left.count == 4
                else { continue }
                let mirrored = [left[0], left[3], left[2], left[1]]
                guard right != mirrored else { continue }
                let text = { (values: [Double]) in "[" + values.map(shortest).joined(separator: ", ") + "]" }
                walkLints.append(
                    Diagnostic(
                        severity: .warning, code: "rtl-not-mirrored", file: nil, line: write.range.start.line, column: write.range.start.column,
                        keyPath: "",
                        message: "\(taken[index].name): the right-to-left branch sets \(write.key) to \(text(right)), not the left-to-right "
                            + "\(text(left)) mirrored (\(text(mirrored)))"))
            }
        }
        buttons = taken
        configurations = savedConfigurations
    }
}
