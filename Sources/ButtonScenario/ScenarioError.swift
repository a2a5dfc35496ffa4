import ButtonFiles

/// One problem found in a scenario file, positioned like a compiler diagnostic.
public struct ScenarioDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// The scenario file's path as the caller gave it; nil when the text did not come from a file.
    public var file: String?
    /// 1-based line, or nil when the problem concerns the whole file (too large, unreadable).
    public var line: Int?
    /// 1-based column, counted in Unicode scalars (as libyaml counts them).
    public var column: Int?
    /// Where in the scenario the problem is, e.g. `button.imageEdgeInsets.left` or
    /// `diagram.ghosts[0].rect[2]`; empty for problems that are not about one key (syntax errors).
    public var keyPath: String
    public var message: String

    public init(file: String?, line: Int?, column: Int?, keyPath: String, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.keyPath = keyPath
        self.message = message
    }

    /// `file:line:column: error: keyPath: message`, the format editors and CI logs make clickable.
    /// Missing parts are left out: `file: error: message`, `line:column: error: message`.
    ///
    /// Always one line: control characters, line breaks and bidi overrides that came from the
    /// input (a value quoted in the message, a key, a file name) are written as `\u{1B}`, so a
    /// scenario cannot start a CI annotation or send a terminal escape (`logEscaped`).
    public var description: String {
        var location: [String] = []
        if let file { location.append(displayPath(file)) }
        if let line {
            location.append(String(line))
            if let column { location.append(String(column)) }
        }
        var text = location.isEmpty ? "" : location.joined(separator: ":") + ": "
        text += "error: "
        if !keyPath.isEmpty { text += logEscaped(keyPath) + ": " }
        return text + logEscaped(message)
    }
}

/// Why a scenario (or a list of inputs) was refused: every problem found, in file order.
public struct ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
    public var diagnostics: [ScenarioDiagnostic]

    public init(diagnostics: [ScenarioDiagnostic]) {
        self.diagnostics = diagnostics
    }

    init(file: String?, line: Int? = nil, column: Int? = nil, keyPath: String = "", message: String) {
        self.init(diagnostics: [
            ScenarioDiagnostic(file: file, line: line, column: column, keyPath: keyPath, message: message)
        ])
    }

    /// One diagnostic per line.
    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
