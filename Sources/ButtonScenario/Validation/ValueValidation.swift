import ButtonFiles
import ButtonLayout

/// One reader per value type of the schema; each reports what is wrong and returns nil for it.
extension SchemaValidator {
    mutating func validateValue(_ node: SyntaxNode, at path: String, type: ValueType) -> SchemaValue? {
        switch type {
        case .number(let rule):
            guard let value = number(node, at: path) else { return nil }
            if let rule, !rule.limit.allows(value) {
                report(
                    at: node, path, .range,
                    "\(rule.subject) must \(rule.limit.requirement(for: value))\(rule.note), found \(node.scalarText)")
                return nil
            }
            return .number(value)
        case .bool:
            return bool(node, at: path).map(SchemaValue.bool)
        case .string(let format):
            return string(node, at: path, format: format).map(SchemaValue.string)
        case .enumeration(let names):
            return enumeration(node, at: path, names: names).map(SchemaValue.string)
        case .numbers(let fields):
            return numbers(node, at: path, fields: fields).map(SchemaValue.numbers)
        case .insets(let names):
            return insets(node, at: path, names: names).map(SchemaValue.numbers)
        case .rectExpression(let fields):
            return rectExpression(node, at: path, fields: fields).map(SchemaValue.rect)
        case .block(let schema):
            return validateBlock(node, at: path, schema: schema).map(SchemaValue.block)
        case .list(let itemType, let expected):
            guard case .sequence(let items) = node.content else {
                report(at: node, path, .type, "expected \(expected), found \(node.summary)")
                return nil
            }
            return .list(
                items.enumerated().compactMap { index, item in
                    validateValue(item, at: "\(path)[\(index)]", type: itemType)
                })
        case .alternatives(let types):
            return alternatives(node, at: path, types: types)
        case .tagged(let cases, let expected):
            return tagged(node, at: path, cases: cases, expected: expected)
        case .stateMap(let itemType):
            return stateMap(node, at: path, itemType: itemType)
        case .null:
            guard node.isNull else {
                report(at: node, path, .type, "expected null, found \(node.summary)")
                return nil
            }
            return .null
        }
    }

    /// A finite number; `name` words the message for a list item ("expected the width as a number").
    private mutating func number(_ node: SyntaxNode, at path: String, naming name: String? = nil) -> Double? {
        let expected = name.map { "the \($0) as a number" } ?? "a number"
        guard case .scalar(let scalar) = node.content else {
            report(at: node, path, .type, "expected \(expected), found \(node.summary)")
            return nil
        }
        switch scalar.value {
        case .number(let value):
            // Far beyond any screen, and far from where the engine's arithmetic could overflow.
            guard abs(value) <= ScenarioLimits.maximumMagnitude else {
                report(at: node, path, .range, Self.magnitudeMessage(name, scalar.text))
                return nil
            }
            return value
        case .nonFinite(let written):
            report(
                at: node, path, .type,
                "expected \(name.map { "the \($0) as a finite number" } ?? "a finite number"), found \(written)")
        case .string(let text) where scalar.style != .plain && ScalarValue.isDecimalNumber(text):
            report(at: node, path, .type, "expected \(expected), found \(node.summary) (remove the quotes)")
        default:
            report(at: node, path, .type, "expected \(expected), found \(node.summary)")
        }
        return nil
    }

    private mutating func bool(_ node: SyntaxNode, at path: String) -> Bool? {
        if case .scalar(let scalar) = node.content, case .bool(let value) = scalar.value { return value }
        report(at: node, path, .type, "expected true or false, found \(node.summary)")
        return nil
    }

    /// Any scalar but null, as written: `text: 42` is the title "42".
    private mutating func string(_ node: SyntaxNode, at path: String, format: StringFormat) -> String? {
        guard case .scalar(let scalar) = node.content, scalar.value != .null else {
            report(at: node, path, .type, "expected a string, found \(node.summary)")
            return nil
        }
        if case .unsupportedTag = scalar.value {
            report(at: node, path, .type, "expected a string, found \(node.summary)")
            return nil
        }
        let problem: String?
        switch format {
        case .any: problem = nil
        case .nonEmpty(let message): problem = scalar.text.isEmpty ? message : nil
        case .fileName: problem = Self.problemWithFileName(scalar.text)
        case .titleLine:
            problem = Self.problemWithTextLength(scalar.text, limit: ScenarioLimits.maximumTitleLineLength)
                ?? Self.problemWithTitleText(scalar.text)
        case .titleText:
            problem = Self.problemWithTextLength(scalar.text, limit: ScenarioLimits.maximumTitleLineLength)
                ?? Self.problemWithTitleText(scalar.text, allowsLineFeed: true)
        case .labelText: problem = Self.problemWithTextLength(scalar.text)
        }
        if let problem {
            report(at: node, path, .value, problem)
            return nil
        }
        return scalar.text
    }

    static func magnitudeMessage(_ name: String?, _ written: String) -> String {
        let limit = formatNumber(ScenarioLimits.maximumMagnitude)
        return "\(name.map { "the \($0)" } ?? "a number") must lie between -\(limit) and \(limit), found \(written)"
    }

    /// Every measurement of a title lays out all of its text, and wrapping or truncating it measures
    /// it again and again: a text of a million characters took seconds and half a gigabyte.
    static func problemWithTextLength(_ text: String, limit: Int = ScenarioLimits.maximumTextLength) -> String? {
        let count = text.unicodeScalars.count
        guard count > limit else { return nil }
        return "the text has \(count) characters (Unicode scalars), over the limit of \(limit); a button's title is a few words"
    }

    /// A title is one line, and it is printed in `explain` and warnings: a control character (a line
    /// break, an escape) or a line separator would forge lines in a log. A tab is only white space.
    static func problemWithTitleText(_ text: String, allowsLineFeed: Bool = false) -> String? {
        guard
            let index = text.unicodeScalars.firstIndex(where: {
                ($0.properties.generalCategory == .control && $0 != "\t" && !(allowsLineFeed && $0 == "\n"))
                    || $0 == "\u{2028}" || $0 == "\u{2029}"
            })
        else { return nil }
        let scalar = text.unicodeScalars[index]
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let position = text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: index) + 1
        return "a title cannot contain control characters (U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex) "
            + "at character \(position)): \(allowsLineFeed ? "only a line feed (\\n) may break it" : "it is one line")"
    }

    /// Names become output file names (`DIR/NAME.png`), so they must stay inside DIR.
    static func problemWithFileName(_ name: String) -> String? {
        if name.isEmpty || name == "." || name == ".." {
            return "'\(name)' cannot be a name: it is used as the output file name"
        }
        if name.contains("/") || name.contains("\\") {
            return "a name cannot contain '/' or '\\': it is used as the output file name"
        }
        if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return "a name cannot contain control characters: it is used as the output file name"
        }
        // Logs print names as results (headings), so what would hide or reorder text is refused here.
        if let index = name.unicodeScalars.firstIndex(where: needsEscape) {
            let scalar = name.unicodeScalars[index]
            let hex = String(scalar.value, radix: 16, uppercase: true)
            let position = name.unicodeScalars.distance(from: name.unicodeScalars.startIndex, to: index) + 1
            return "a name cannot contain invisible or direction-changing characters (U+"
                + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                + " at character \(position)): it is used as the output file name"
        }
        return nil
    }

    /// A string, or a whole number some name spells (`uikit: 26` as well as `uikit: "26"`).
    private func enumerationText(_ value: ScalarValue, names: [String]) -> String? {
        switch value {
        case .string(let text): return text
        case .number(let number) where number == number.rounded() && abs(number) < 1e9:
            let text = String(Int(number))
            return names.contains(text) ? text : nil
        default: return nil
        }
    }

    private mutating func enumeration(_ node: SyntaxNode, at path: String, names: [String]) -> String? {
        let valid = names.joined(separator: ", ")
        guard case .scalar(let scalar) = node.content, let text = enumerationText(scalar.value, names: names) else {
            report(at: node, path, .type, "expected one of \(valid), found \(node.summary)")
            return nil
        }
        guard names.contains(text) else {
            var message = "unknown value '\(text)'"
            if let suggestion = closestMatch(to: text, among: names) { message += " (did you mean \(suggestion)?)" }
            report(at: node, path, .unknownValue, message + "; expected one of: \(valid)")
            return nil
        }
        return text
    }

    /// A fixed-length list of finite numbers, like `[width, height]`.
    private mutating func numbers(_ node: SyntaxNode, at path: String, fields: [NumberField]) -> [Double]? {
        let shape = "[" + fields.map(\.name).joined(separator: ", ") + "]"
        guard case .sequence(let items) = node.content else {
            report(at: node, path, .type, "expected \(shape), found \(node.summary)")
            return nil
        }
        guard items.count == fields.count else {
            report(at: node, path, .type, "expected \(shape) (\(fields.count) numbers), found \(node.summary)")
            return nil
        }
        var values: [Double] = []
        for (index, (item, field)) in zip(items, fields).enumerated() {
            let itemPath = "\(path)[\(index)]"
            guard let value = number(item, at: itemPath, naming: field.name) else { continue }
            guard field.limit.allows(value) else {
                report(
                    at: item, itemPath, .range,
                    "the \(field.name) must \(field.limit.requirement(for: value)), found \(item.scalarText)")
                continue
            }
            values.append(value)
        }
        return values.count == fields.count ? values : nil
    }

    /// `{top, left, bottom, right}` with any of the sides (the others 0), or all four as a list.
    private mutating func insets(_ node: SyntaxNode, at path: String, names: [String]) -> [Double]? {
        if case .sequence = node.content {
            return numbers(node, at: path, fields: names.map { NumberField(name: $0) })
        }
        guard let sides = validateBlock(node, at: path, schema: ScenarioSchema.insets(names)),
            sides.entries.allSatisfy({ $0.value != nil })
        else { return nil }
        return names.map { sides.number($0) ?? 0 }
    }

    private mutating func rectExpression(
        _ node: SyntaxNode, at path: String, fields: [NumberField]
    ) -> RectExpression? {
        let shape = "[" + fields.map(\.name).joined(separator: ", ") + "]"
        guard case .sequence(let items) = node.content else {
            report(at: node, path, .type, "expected \(shape), each a number or an expression, found \(node.summary)")
            return nil
        }
        guard items.count == fields.count else {
            var message = "expected \(shape) (\(fields.count) items), found \(node.summary)"
            let texts = items.compactMap { item -> String? in
                if case .scalar(let scalar) = item.content { return scalar.text }
                return nil
            }
            if texts.contains(where: { $0.contains("(") != $0.contains(")") }) {
                message += "; an expression with a comma, like min(a, b), must be quoted: \"min(cw, ch)\""
            }
            report(at: node, path, .type, message)
            return nil
        }
        var components: [ButtonLayout.Expression] = []
        for (index, (item, field)) in zip(items, fields).enumerated() {
            let itemPath = "\(path)[\(index)]"
            let wrongType = "expected the \(field.name) as a number or an expression, found \(item.summary)"
            guard case .scalar(let scalar) = item.content else {
                report(at: item, itemPath, .type, wrongType)
                continue
            }
            switch scalar.value {
            case .number(let value):
                if abs(value) > ScenarioLimits.maximumMagnitude {
                    report(at: item, itemPath, .range, Self.magnitudeMessage(field.name, scalar.text))
                } else if field.limit.allows(value) {
                    components.append(.number(value))
                } else {
                    report(
                        at: item, itemPath, .range,
                        "the \(field.name) must \(field.limit.requirement(for: value)), found \(scalar.text)")
                }
            case .string(let source):
                do {
                    components.append(try ButtonLayout.Expression.parse(source))
                } catch {
                    report(
                        at: item.position(ofCharacterOffset: error.offset), itemPath, .expression,
                        "invalid expression: \(error.message)")
                }
            default:
                report(at: item, itemPath, .type, wrongType)
            }
        }
        guard components.count == fields.count else { return nil }
        return RectExpression(x: components[0], y: components[1], width: components[2], height: components[3])
    }
}
