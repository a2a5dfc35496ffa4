import SwiftSyntax

/// One write the code makes to a button's key, before last-write-wins and branches are decided.
struct KeyWrite {
    var key: String
    var value: Evaluated
    var range: SwiftSourceRange
    /// Inside an `if`, `guard`, `switch` or loop body of the code that sets the button up.
    var isConditional: Bool
    /// The recipe that made it, for messages.
    var recipe: String?
}

/// A button as the walk finds it.
struct ButtonBuilder {
    var name: String
    var position: SourcePosition
    var className: String
    var writes: [KeyWrite] = []
    var overridesLayout: String?
    /// The overrides translated into the scenario's rects, or why not (declared subclasses only).
    var subclassLayout: SubclassLayout?
    /// A configuration assigned to it: unconditionally (true) or on some paths only.
    var configurationAssignments: [(line: Int, isConditional: Bool)] = []
    var fontLines: [SourcePosition] = []
    /// `titleLabel?.text = …` and the like: content written past the state table (trace-model §10).
    var directWrites: [SwiftDirectWrite] = []
    /// A subclass declared in the file, as opposed to a variable holding a button.
    var isDeclaredClass = false
    /// The same-file subclass the variable holds an instance of.
    var subclassOf: String?
    /// Made in the code (not only typed as a button, as an outlet is).
    var isCreated = false
}

/// A `UIButton.Configuration` held in a variable: its writes, and whether any button got it (S6).
struct ConfigurationBuilder {
    var name: String
    var position: SourcePosition
    var writes: [KeyWrite] = []
    var isAssigned = false
}

/// Where the walk is: which names stand for buttons and configurations, and local values.
struct Scope {
    var buttons: [String: Int] = [:]
    var configurations: [String: Int] = [:]
    var evaluator: Evaluator
    var isConditional = false
    var recipe: String?
    var recipeDepth = 0
    /// Inside a `lazy var x: UIButton = { … }()` closure: the property the closure's local button is.
    var aliasTarget: Int?
}

/// A same-file recipe: an extension method of `UIButton` (the button is `self`) or a function with a
/// `UIButton` parameter (S2).
struct Recipe {
    var name: String
    var parameters: [(label: String, name: String, isButton: Bool)]
    var body: CodeBlockSyntax
    var isMethod: Bool
}

/// Walks a parsed file and collects its buttons (S1–S3).
struct ButtonCollector {
    let converter: SourceLocationConverter
    let file: SourceFileSyntax
    var constants: Constants
    var functionNames: Set<String> = []
    var subclasses: [String: ClassDeclSyntax] = [:]
    var recipes: [String: Recipe] = [:]
    var buttons: [ButtonBuilder] = []
    var configurations: [ConfigurationBuilder] = []
    /// Lints found while walking (an RTL recipe that does not mirror), positioned, without the file.
    var walkLints: [Diagnostic] = []
    /// Each type's button properties by name, for the type's extensions later in the file.
    var typeButtons: [String: [String: Int]] = [:]

    init(file: SourceFileSyntax, converter: SourceLocationConverter) {
        self.file = file
        self.converter = converter
        constants = Constants(file: file)
        findDeclarations()
    }

    // MARK: positions

    func position(of node: some SyntaxProtocol) -> SourcePosition {
        let location = node.startLocation(converter: converter, afterLeadingTrivia: true)
        return SourcePosition(line: location.line, column: location.column)
    }

    func range(of node: some SyntaxProtocol) -> SwiftSourceRange {
        let start = node.positionAfterSkippingLeadingTrivia, end = node.endPositionBeforeTrailingTrivia
        let startLocation = converter.location(for: start), endLocation = converter.location(for: end)
        return SwiftSourceRange(
            start: SourcePosition(line: startLocation.line, column: startLocation.column),
            end: SourcePosition(line: endLocation.line, column: endLocation.column), utf8Offsets: start.utf8Offset..<end.utf8Offset)
    }

    // MARK: declarations

    /// Same-file subclasses of `UIButton` (transitively), recipes and function names.
    private mutating func findDeclarations() {
        var classes: [(String, String?, ClassDeclSyntax)] = []
        for node in allDeclarations() {
            if let decl = node.as(ClassDeclSyntax.self) {
                classes.append((decl.name.text, decl.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription, decl))
            }
            if let function = node.as(FunctionDeclSyntax.self) {
                functionNames.insert(function.name.text)
                guard let body = function.body else { continue }
                let parameters = function.signature.parameterClause.parameters.map { parameter in
                    (label: parameter.firstName.text, name: (parameter.secondName ?? parameter.firstName).text,
                     isButton: isButtonType(parameter.type.trimmedDescription))
                }
                let isMethod = enclosingExtension(of: function).map { isButtonType($0.extendedType.trimmedDescription) } ?? false
                if isMethod || parameters.contains(where: \.isButton) {
                    recipes[function.name.text] = Recipe(name: function.name.text, parameters: parameters, body: body, isMethod: isMethod)
                }
            }
        }
        var changed = true
        while changed {
            changed = false
            for (name, parent, decl) in classes where subclasses[name] == nil {
                if let parent, parent == "UIButton" || subclasses[parent] != nil {
                    subclasses[name] = decl
                    changed = true
                }
            }
        }
    }

    private func allDeclarations() -> [DeclSyntax] {
        var result: [DeclSyntax] = []
        func visit(_ decl: DeclSyntax) {
            result.append(decl)
            let members: MemberBlockSyntax? =
                decl.as(ClassDeclSyntax.self)?.memberBlock ?? decl.as(StructDeclSyntax.self)?.memberBlock
                ?? decl.as(EnumDeclSyntax.self)?.memberBlock ?? decl.as(ExtensionDeclSyntax.self)?.memberBlock
            for member in members?.members ?? [] { visit(member.decl) }
        }
        for item in file.statements { if case .decl(let decl) = item.item { visit(decl) } }
        return result
    }

    private func enclosingExtension(of node: some SyntaxProtocol) -> ExtensionDeclSyntax? {
        var parent = node.parent
        while let current = parent {
            if let ext = current.as(ExtensionDeclSyntax.self) { return ext }
            if current.is(ClassDeclSyntax.self) || current.is(StructDeclSyntax.self) { return nil }
            parent = current.parent
        }
        return nil
    }

    /// `UIButton`, `UIButton!`, `UIButton?` or a same-file subclass (known once `subclasses` is filled).
    func isButtonType(_ text: String) -> Bool {
        let bare = text.trimmingSuffix("!").trimmingSuffix("?")
        return bare == "UIButton" || subclasses[bare] != nil || (subclasses.isEmpty && bare == "UIButton")
    }

    /// The class a creating expression makes: `UIButton(type:)`, `X()`, `UIButton().then {…}`; nil otherwise.
    func createdClass(_ expression: ExprSyntax) -> (className: String, call: FunctionCallExprSyntax)? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "then",
            let base = member.base
        {
            return createdClass(base)
        }
        guard let name = dottedName(call.calledExpression), name == "UIButton" || subclasses[name] != nil || name == "UIButton.init"
        else { return nil }
        return (name == "UIButton.init" ? "UIButton" : name, call)
    }
}

extension String {
    func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
