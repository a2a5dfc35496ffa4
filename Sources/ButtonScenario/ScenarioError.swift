@_exported import ButtonCore

/// One problem found in a scenario file: ButtonCore's `Diagnostic`, shared by every input reader.
@available(*, deprecated, renamed: "Diagnostic")
public typealias ScenarioDiagnostic = Diagnostic

/// Why a scenario (or a list of inputs) was refused: every problem found, in file order.
/// ButtonReports prints it (`DiagnosticText`).
public struct ScenarioError: Error, Hashable, Sendable {
    public var diagnostics: [Diagnostic]

    public init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    init(
        code: DiagnosticCode = .file, file: String?, line: Int? = nil, column: Int? = nil, keyPath: String = "",
        message: String
    ) {
        self.init(diagnostics: [
            Diagnostic(
                code: code, file: file, line: line, column: column, keyPath: keyPath, message: message)
        ])
    }
}
