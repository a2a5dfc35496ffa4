import ButtonFiles
import ButtonLabKit
import ButtonLayout
import ButtonReports
import ButtonSwiftSource

/// `import FILE.swift... --list`'s members (docs/swift-source.md, S4): a contract, keys as the spec names them.
package enum SwiftSourceFileKey: String, JSONKeys {
    case file, buttons, diagnostics
}

package enum SwiftSourceButtonKey: String, JSONKeys {
    case name, line, api, `class`, properties, unresolved, scenario
}

package enum SwiftSourceUnresolvedKey: String, JSONKeys {
    case key, line, why
}

package enum SwiftSourceDiagnosticKey: String, JSONKeys {
    case severity, line, column, code, message
}

/// What `import --list` prints: the files in input order, each with its buttons and lints.
package struct SwiftSourceListReport: Sendable {
    package var files: [(stated: String, model: SwiftSourceFile)]

    package init(files: [(stated: String, model: SwiftSourceFile)]) {
        self.files = files
    }

    package var json: JSONValue {
        .array(
            files.map { file in
                SwiftSourceFileKey.object([
                    (.file, .string(file.stated)),
                    (.buttons, .array(file.model.buttons.map(Self.json))),
                    (.diagnostics, .array(file.model.diagnostics.map(Self.json))),
                ])
            })
    }

    private static func json(_ button: SwiftButton) -> JSONValue {
        SwiftSourceButtonKey.object([
            (.name, .string(button.name)), (.line, .number(Double(button.line))), (.api, .string(button.api.rawValue)),
            (.class, .string(button.className)),
            (.properties, .object(button.properties.map { ($0.key, json($0.value)) })),
            (
                .unresolved,
                .array(
                    button.unresolved.map {
                        SwiftSourceUnresolvedKey.object([(.key, .string($0.key)), (.line, .number(Double($0.line))), (.why, .string($0.why))])
                    })
            ),
            (.scenario, .string(button.scenarioName)),
        ])
    }

    private static func json(_ value: SwiftValue) -> JSONValue {
        switch value {
        case .number(let number): .number(number)
        case .string(let text), .name(let text): .string(text)
        case .bool(let flag): .bool(flag)
        case .numbers(let numbers): .array(numbers.map(JSONValue.number))
        case .imageNamed(let name): .object([("named", .string(name))])
        case .imageSymbol(let name): .object([("symbol", .string(name))])
        case .rectExpression(let parts): .array(parts.map { Double($0).map(JSONValue.number) ?? .string($0) })
        case .attributedTitle(let text, let size, let weight, let textStyle):
            .object([("runs", .array([.object(
                [("text", JSONValue.string(text))] + (textStyle.map { [("textStyle", JSONValue.string($0))] } ?? [])
                    + (size.map { [("size", JSONValue.number($0))] } ?? []) + (weight.map { [("weight", JSONValue.string($0))] } ?? []))]))])
        }
    }

    private static func json(_ diagnostic: Diagnostic) -> JSONValue {
        SwiftSourceDiagnosticKey.object([
            (.severity, .string(diagnostic.severity.rawValue)), (.line, diagnostic.line.map { .number(Double($0)) } ?? .null),
            (.column, diagnostic.column.map { .number(Double($0)) } ?? .null), (.code, .string(diagnostic.code.rawValue)),
            (.message, .string(diagnostic.message)),
        ])
    }

    /// One line per button, `FILE:LINE: NAME (api, CLASS) → SCENARIO`, its properties and unresolved keys indented, then the lints.
    package var text: String {
        var lines: [String] = []
        for file in files {
            for button in file.model.buttons {
                lines.append("\(file.stated):\(button.line): \(button.name) (\(button.api.rawValue), \(button.className)) → \(button.scenarioName)")
                for property in button.properties {
                    lines.append("    \(property.key) = \(Self.json(property.value).rendered())")
                }
                for entry in button.unresolved {
                    lines.append("    \(entry.key): unresolved at line \(entry.line): \(entry.why)")
                }
            }
            for diagnostic in file.model.diagnostics {
                lines.append("\(file.stated):\(diagnostic.line ?? 0):\(diagnostic.column ?? 0): \(diagnostic.severity.rawValue) [\(diagnostic.code.rawValue)]: \(diagnostic.message)")
            }
            if file.model.buttons.isEmpty { lines.append("\(file.stated): no buttons") }
        }
        return lines.map(logEscaped).joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
    }
}
