/// The editable scenario file of §9.3 for one imported button: comments naming the source element,
/// its warnings and the dropped legacy values, then the scenario. Deterministic: the same import
/// always gives the same bytes.
public func scenarioYAML(for button: IBImportedButton) -> String {
    var lines: [String] = []
    var source = "# source: \(commentText(button.source.file)) line \(button.source.line), \(button.sourceElement)"
    if let tools = button.source.toolsVersion { source += " (toolsVersion \(commentText(tools)))" }
    lines.append(source)
    for warning in button.warnings {
        lines.append("# warning [\(warning.tag.rawValue)]: \(commentText(warning.message))")
    }
    if !button.droppedLegacyValues.isEmpty {
        lines.append("# dropped legacy values (UIKit ignores them once a configuration is set):")
        for value in button.droppedLegacyValues { lines.append("#   \(commentText(value))") }
    }
    return lines.joined(separator: "\n") + "\n" + blockYAML(button.scenario)
}

/// Keys whose mappings are written one key per line; everything deeper is written in flow style.
private let blockKeys: Set<String> = ["button", "configuration", "diagram"]

/// A mapping as a YAML document, block style at the top and for `blockKeys`, flow style below.
public func blockYAML(_ tree: ScenarioTree) -> String {
    var text = ""
    writeBlock(tree, indent: 0, into: &text)
    return text
}

private func writeBlock(_ tree: ScenarioTree, indent: Int, into text: inout String) {
    guard case .mapping(let entries) = tree else {
        text += String(repeating: " ", count: indent) + flowYAML(tree) + "\n"
        return
    }
    let pad = String(repeating: " ", count: indent)
    for entry in entries {
        if blockKeys.contains(entry.key), case .mapping(let inner) = entry.value, !inner.isEmpty {
            text += pad + yamlKey(entry.key) + ":\n"
            writeBlock(entry.value, indent: indent + 2, into: &text)
        } else {
            text += pad + yamlKey(entry.key) + ": " + flowYAML(entry.value) + "\n"
        }
    }
}

/// A value in YAML flow style: `{size: [24, 24]}`, `"Sign in"`, `253.5`.
public func flowYAML(_ tree: ScenarioTree) -> String {
    switch tree {
    case .mapping(let entries):
        return "{" + entries.map { yamlKey($0.key) + ": " + flowYAML($0.value) }.joined(separator: ", ") + "}"
    case .sequence(let items):
        return "[" + items.map(flowYAML).joined(separator: ", ") + "]"
    case .number(let value):
        return formatShortest(value)
    case .bool(let value):
        return value ? "true" : "false"
    case .string(let text):
        return yamlString(text)
    }
}

private func yamlKey(_ key: String) -> String {
    isPlainSafe(key) ? key : quoted(key)
}

/// Plain when the text is an identifier-like word YAML reads back as the same string
/// (`semibold`, `login-sign-in`); double-quoted otherwise.
func yamlString(_ text: String) -> String {
    isPlainSafe(text) ? text : quoted(text)
}

/// Words that some YAML reader would take for a boolean or null.
private let reservedWords: Set<String> = [
    "true", "false", "yes", "no", "on", "off", "y", "n", "null", "~",
]

private func isPlainSafe(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic || first == "_" else {
        return false
    }
    guard !reservedWords.contains(text.lowercased()) else { return false }
    return text.unicodeScalars.allSatisfy { scalar in
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_.-".unicodeScalars.contains(scalar))
    }
}

/// A YAML double-quoted scalar: backslash escapes for quotes, backslashes and control characters.
/// Every escape it writes is also JSON's, so `ScenarioTree.jsonText` uses it too.
func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        default:
            let value = scalar.value
            if value < 0x20 || value == 0x7F || (0x80..<0xA0).contains(value) || value == 0x2028 || value == 0x2029
                || value == 0xFEFF
            {
                result += "\\u" + hex4(value)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
    }
    return result + "\""
}

/// Text for a `#` comment: one line, control characters escaped.
private func commentText(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        default:
            if scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028 || scalar.value == 0x2029 {
                result += "\\u" + hex4(scalar.value)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
    }
    return result
}
