import ButtonFiles
import ButtonLayout
import ButtonReports
import ButtonScenario

/// Why a request was refused, as an HTTP status and positioned diagnostics: the body of every
/// answer that is not 2xx is `{"status": N, "diagnostics": [...]}` (docs/serve.md).
package struct ServeError: Error, Sendable {
    package var status: Int
    package var diagnostics: [Diagnostic]

    package init(status: Int, diagnostics: [Diagnostic]) {
        self.status = status
        self.diagnostics = diagnostics
    }

    /// One diagnostic about the request itself (no file), coded for the page.
    package init(status: Int, code: DiagnosticCode, message: String, file: String? = nil) {
        self.init(status: status, diagnostics: [Diagnostic(code: code, file: file, line: nil, column: nil, keyPath: "", message: message)])
    }

    /// A file that cannot be read or written: 404 when it does not exist, 413 when too large, else 403.
    package init(file error: FileError) {
        let status: Int
        switch error.reason {
        case .notFound: status = 404
        case .tooLarge: status = 413
        case .system: status = 500
        default: status = 403
        }
        self.init(status: status, code: .file, message: error.reasonText, file: error.path)
    }

    static func refusedPath(_ path: String, _ why: String) -> ServeError {
        ServeError(status: 403, code: .input, message: "the path \(why)", file: path)
    }

    /// The answer's body.
    package var json: JSONValue {
        .object([("status", .number(Double(status))), ("diagnostics", .array(diagnostics.map(\.json)))])
    }
}

extension DiagnosticCode {
    /// `serve`: a request without the run's token.
    static let token: DiagnosticCode = "token"
    /// `serve`: a request whose Host header names another host (DNS rebinding).
    static let host: DiagnosticCode = "host"
    /// `serve`: a request the API does not have (unknown path or method).
    static let request: DiagnosticCode = "request"
    /// `serve`: a request body or a queue over its limit.
    static let busy: DiagnosticCode = "busy"
}

/// The reports' JSON document; FlyingFox declares a `JSONValue` of its own.
package typealias JSONValue = ButtonLayout.JSONValue
