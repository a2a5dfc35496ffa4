import ButtonCore
import ButtonFiles
import ButtonLayout

extension Diagnostic {
    /// `file:line:column: error: keyPath: message`, the format editors and CI logs make clickable
    /// (`file:line: warning [code]: message` in the `taggedCode` style).
    /// Missing parts are left out: `file: error: message`, `line:column: error: message`. Each note
    /// follows on its own line, at the same location: `file:line:column: note: …`.
    ///
    /// Each line is one line: control characters, line breaks and bidi overrides that came from the
    /// input (a value quoted in the message, a key, a file name) are written as `\u{1B}`, so a
    /// scenario cannot start a CI annotation or send a terminal escape (`logEscaped`).
    public var text: String {
        let printed = printedKeyPathAndMessage
        var location: [String] = []
        if let file { location.append(displayPath(file)) }
        if let line {
            location.append(String(line))
            if let column { location.append(String(column)) }
        }
        let prefix = location.isEmpty ? "" : location.joined(separator: ":") + ": "
        var text = prefix + severity.rawValue
        switch style {
        case .compiler:
            text += ": "
            if !printed.keyPath.isEmpty { text += logEscaped(printed.keyPath) + ": " }
        case .taggedCode:
            text += " [" + logEscaped(code.rawValue) + "]: "
        }
        text += logEscaped(printed.message)
        for note in notes {
            text += "\n" + prefix + "note: " + logEscaped(note)
        }
        return text
    }

    /// The diagnostic as data: `severity`, `code`, `file`, `line`, `column` (null when unknown),
    /// `keyPath` (empty when not about one key), `message` and `notes`, unescaped (JSON escapes them).
    public var json: JSONValue {
        let printed = printedKeyPathAndMessage
        return DiagnosticKey.object([
            (.severity, .string(severity.rawValue)),
            (.code, .string(code.rawValue)),
            (.file, file.map(JSONValue.string) ?? .null),
            (.line, line.map { .number(Double($0)) } ?? .null),
            (.column, column.map { .number(Double($0)) } ?? .null),
            (.keyPath, .string(printed.keyPath)),
            (.message, .string(printed.message)),
            (.notes, .array(notes.map(JSONValue.string))),
        ])
    }
}

extension Diagnostic {
    /// The key path and message as printed: a subject's name leads the message and takes the key
    /// path with it (`button ID (NAME): keyPath: message`), since the position is the button's tag,
    /// not the key's, and the key path names the scenario's key, not the document's.
    var printedKeyPathAndMessage: (keyPath: String, message: String) {
        guard let subject, let name = subject.provenance.subjectText(name: subject.name) else { return (keyPath, message) }
        return ("", name + ": " + (keyPath.isEmpty ? "" : keyPath + ": ") + message)
    }
}

/// Diagnostics one a line (notes on lines of their own), as standard error shows them.
public func diagnosticsText(_ diagnostics: [Diagnostic]) -> String {
    diagnostics.map(\.text).joined(separator: "\n")
}
