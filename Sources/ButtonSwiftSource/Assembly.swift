/// From the walk's writes to the model: last write wins, branches that disagree are unresolved,
/// inset components merged, the API classified, names made, lints (S2, S6).
extension ButtonCollector {
    func assemble(fileStem: String, path: String) -> (buttons: [SwiftButton], diagnostics: [Diagnostic]) {
        var result: [SwiftButton] = []
        var diagnostics: [Diagnostic] = []
        var usedNames: [String: Int] = [:]
        for builder in buttons where !builder.writes.isEmpty || builder.isCreated || builder.isDeclaredClass {
            var properties: [SwiftProperty] = []
            var unresolved: [SwiftUnresolved] = []
            let keys = builder.writes.map { String($0.key.prefix { $0 != "[" }) }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            for key in keys {
                resolve(key, writes: builder.writes, properties: &properties, unresolved: &unresolved)
            }
            let api = classify(builder)
            let declared = builder.subclassOf.flatMap { name in buttons.first { $0.isDeclaredClass && $0.name == name } }
            if let layout = builder.subclassLayout ?? declared?.subclassLayout {
                // An instance is laid out by its class's overrides, as the class's own button is.
                properties.append(SwiftProperty(key: "layout", value: .name(layout.layout), statement: layout.range))
                if let problem = layout.problem {
                    unresolved.append(problem)
                } else {
                    properties += layout.rects.map { SwiftProperty(key: $0.key, value: .rectExpression($0.terms), statement: layout.range) }
                }
            }
            let found = DirectWriteLint.diagnostics(builder, api: api) + (api == .configuration ? lints(builder) : [])
            diagnostics += found.map { lint in
                var positioned = lint
                positioned.file = path
                return positioned
            }
            let base = kebab(fileStem, splittingWords: false) + "-" + kebab(builder.name)
            usedNames[base, default: 0] += 1
            let name = usedNames[base]! == 1 ? base : "\(base)-\(usedNames[base]!)"
            var button = SwiftButton(
                name: builder.name, line: builder.position.line, column: builder.position.column, api: api,
                className: builder.subclassOf ?? builder.className, properties: properties, unresolved: unresolved, scenarioName: name,
                statements: builder.writes.map { ($0.key, $0.range) })
            button.directWrites = builder.directWrites
            result.append(button)
        }
        for configuration in configurations where !configuration.isAssigned {
            diagnostics.append(
                Diagnostic(
                    severity: .warning, code: "dead-configuration", file: path, line: configuration.position.line,
                    column: configuration.position.column, keyPath: "",
                    message: "a UIButton.Configuration is built here but never assigned to a button"))
        }
        diagnostics += walkLints.map { lint in
            var positioned = lint
            positioned.file = path
            return positioned
        }
        diagnostics.sort { ($0.line ?? 0, $0.column ?? 0) < ($1.line ?? 0, $1.column ?? 0) }
        return (result, diagnostics)
    }

    /// One key: the last unconditional write and every conditional one after it must agree; inset
    /// components (`contentEdgeInsets.left = 6`) are then applied to the whole value.
    private func resolve(_ key: String, writes: [KeyWrite], properties: inout [SwiftProperty], unresolved: inout [SwiftUnresolved]) {
        let own = writes.filter { $0.key == key }
        var final: KeyWrite?
        if !own.isEmpty {
            let lastFixed = own.lastIndex { !$0.isConditional } ?? 0
            let deciding = Array(own[lastFixed...])
            if deciding.contains(where: { $0.value != deciding.last!.value }) {
                let lines = deciding.map { String($0.range.start.line) }.joined(separator: ", ")
                unresolved.append(SwiftUnresolved(key: key, line: deciding.first!.range.start.line, why: "branch-dependent: lines \(lines) set different values"))
                return
            }
            final = deciding.last
        }
        let components = writes.filter { $0.key.hasPrefix(key + "[") }
        if !components.isEmpty {
            // UIKit's edge insets start at zero; a configuration's content insets depend on its style.
            var values: [Double]? =
                if case .value(.numbers(let numbers))? = final?.value { numbers } else if final == nil, !key.hasPrefix("configuration.") { [0, 0, 0, 0] } else { nil }
            var why = final?.value.why ?? "a side of content insets whose other sides the style decides"
            for component in components {
                final = component
                guard let side = Int(component.key.dropFirst(key.count + 1).dropLast()), side < 4, let number = component.value.number, !component.isConditional
                else {
                    values = nil
                    why = component.value.why ?? (component.isConditional ? "branch-dependent: line \(component.range.start.line) sets one side" : why)
                    continue
                }
                values?[side] = number
            }
            final?.value = values.map { .value(.numbers($0)) } ?? .unresolved(why)
        }
        guard let final else { return }
        switch final.value {
        case .value(let value):
            properties.append(SwiftProperty(key: key, value: value, statement: final.range))
        case .unresolved(let why):
            let reason = final.recipe.map { "set by \($0): \(why)" } ?? why
            unresolved.append(SwiftUnresolved(key: key, line: final.range.start.line, why: reason))
        case .font, .textStyle:
            break
        }
    }

    private func classify(_ builder: ButtonBuilder) -> SwiftButtonAPI {
        let declared = builder.subclassOf.flatMap { name in buttons.first { $0.isDeclaredClass && $0.name == name } }
        if builder.overridesLayout != nil || declared?.overridesLayout != nil { return .subclass }
        if builder.configurationAssignments.contains(where: { !$0.isConditional }) { return .configuration }
        return .legacy
    }

    /// S6 for a configuration button: legacy insets after the assignment, a title label font.
    private func lints(_ builder: ButtonBuilder) -> [Diagnostic] {
        var found: [Diagnostic] = []
        let assigned = builder.configurationAssignments.first { !$0.isConditional }?.line ?? 0
        for write in builder.writes where ["contentEdgeInsets", "imageEdgeInsets", "titleEdgeInsets"].contains(where: { write.key.hasPrefix($0) })
            && write.range.start.line > assigned
        {
            found.append(
                Diagnostic(
                    severity: .warning, code: "insets-ignored", file: nil, line: write.range.start.line, column: write.range.start.column,
                    keyPath: "", message: "\(builder.name) has a configuration, which ignores \(write.key.prefix { $0 != "[" }); set configuration.contentInsets or imagePadding instead"))
        }
        for position in builder.fontLines {
            found.append(
                Diagnostic(
                    severity: .warning, code: "font-ignored", file: nil, line: position.line, column: position.column, keyPath: "",
                    message: "\(builder.name) has a configuration, which resets titleLabel.font; set the font in titleTextAttributesTransformer or attributedTitle"))
        }
        return found
    }
}

/// Kebab case: `shareButton` → `share-button`; a file stem is lowercased whole (`ShareBar` → `sharebar`),
/// as IB file stems are. Other characters become one `-`; at most 40 characters.
func kebab(_ text: String, splittingWords: Bool = true) -> String {
    var result = ""
    var previous: Character?
    for character in text {
        if character.isLetter || character.isNumber, character.isASCII {
            if splittingWords, character.isUppercase, let previous, previous.isLowercase || previous.isNumber { result.append("-") }
            result.append(Character(character.lowercased()))
        } else if !result.hasSuffix("-") {
            result.append("-")
        }
        previous = character
    }
    let trimmed = result.split(separator: "-", omittingEmptySubsequences: true).joined(separator: "-")
    return String(trimmed.prefix(40))
}
