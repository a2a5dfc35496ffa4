import ButtonFiles
import SwiftParser
import SwiftSyntax

/// Reading `.swift` files (docs/swift-source.md): untrusted like every input, never compiled or run.
public enum SwiftSource {
    /// As for scenario files (S7): the file is refused above this size.
    public static let maximumFileSize = 1 << 20

    /// Reads and parses `path`. A failure is positioned: unreadable, too large, not UTF-8, an
    /// Objective-C file, or the first place the parser could not make sense of.
    public static func read(path: String) -> Result<SwiftSourceFile, SwiftSourceError> {
        let lowered = path.lowercased()
        if lowered.hasSuffix(".m") || lowered.hasSuffix(".mm") || lowered.hasSuffix(".h") {
            return .failure(SwiftSourceError(
                Diagnostic(
                    code: .input, file: path, line: nil, column: nil, keyPath: "",
                    message: "refused: Objective-C is not read; only Swift source (.swift) is")))
        }
        let bytes: [UInt8]
        do {
            bytes = try readRegularFile(atPath: path, maximumBytes: maximumFileSize)
        } catch {
            if case .tooLarge = error.reason {
                return .failure(SwiftSourceError(Diagnostic(file: path, line: nil, column: nil, keyPath: "", message: "the Swift file is larger than 1 MiB")))
            }
            return .failure(SwiftSourceError(Diagnostic(file: path, line: nil, column: nil, keyPath: "", message: "cannot read the Swift file: \(error.reasonText)")))
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .failure(SwiftSourceError(Diagnostic(file: path, line: nil, column: nil, keyPath: "", message: "the Swift file is not UTF-8")))
        }
        // Most of an app's files never name `UIButton`, and such a file cannot set up a button (S1: a
        // button is created, typed or subclassed by that name in the file itself): skipping its parse
        // keeps `import --list` over a whole app interactive.
        guard mentionsButton(bytes) else { return .success(SwiftSourceFile(path: path, buttons: [], diagnostics: [])) }
        return parse(text, path: path)
    }

    /// Whether the bytes hold `UIButton` anywhere (code, comment or string: a superset of the files with buttons).
    static func mentionsButton(_ bytes: [UInt8]) -> Bool {
        let needle = Array("UIButton".utf8)
        guard bytes.count >= needle.count else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            let last = buffer.count - needle.count
            while index <= last {
                if buffer[index] == needle[0], buffer[index..<(index + needle.count)].elementsEqual(needle) { return true }
                index += 1
            }
            return false
        }
    }

    /// Parses Swift text read from `path` (which names it in messages and gives the scenario names' stem).
    public static func parse(_ text: String, path: String) -> Result<SwiftSourceFile, SwiftSourceError> {
        let tree = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        if let problem = firstSyntaxError(in: tree, converter: converter, path: path) {
            return .failure(SwiftSourceError(problem))
        }
        var collector = ButtonCollector(file: tree, converter: converter)
        collector.collect()
        let stem = String(path.split(separator: "/").last ?? "").split(separator: ".").first.map(String.init) ?? "source"
        let (buttons, diagnostics) = collector.assemble(fileStem: stem, path: path)
        return .success(SwiftSourceFile(path: path, buttons: buttons, diagnostics: diagnostics))
    }

    /// The first token the parser had to invent or skip: `FILE:LINE:COLUMN: error: expected …`.
    private static func firstSyntaxError(in tree: SourceFileSyntax, converter: SourceLocationConverter, path: String) -> Diagnostic? {
        guard tree.hasError else { return nil }
        for token in tree.tokens(viewMode: .all) {
            let location: SourceLocation
            let message: String
            if token.presence == .missing {
                location = token.startLocation(converter: converter, afterLeadingTrivia: true)
                // Every token missing at that one place: `expected an expression and `)` here`.
                let together = tree.tokens(viewMode: .all).filter {
                    $0.presence == .missing && $0.startLocation(converter: converter, afterLeadingTrivia: true) == location
                }
                message = "expected \(together.map(describe).joined(separator: " and ")) here"
            } else if let unexpected = token.parent?.as(UnexpectedNodesSyntax.self) ?? token.ancestorUnexpected {
                location = unexpected.startLocation(converter: converter, afterLeadingTrivia: true)
                message = "unexpected code `\(logEscaped(String(unexpected.trimmedDescription.prefix(40))))`"
            } else {
                continue
            }
            return Diagnostic(
                code: .syntax, file: path, line: location.line, column: location.column, keyPath: "",
                message: "the Swift file does not parse: \(message)")
        }
        return Diagnostic(code: .syntax, file: path, line: nil, column: nil, keyPath: "", message: "the Swift file does not parse")
    }

    private static func describe(_ token: TokenSyntax) -> String {
        if token.parent?.is(MissingExprSyntax.self) == true { return "an expression" }
        return switch token.tokenKind {
        case .identifier: "a name"
        case .rightBrace: "`}`"
        case .leftBrace: "`{`"
        case .rightParen: "`)`"
        case .rightSquare: "`]`"
        default: "`\(token.text)`"
        }
    }
}

extension TokenSyntax {
    /// The unexpected-nodes group the token sits in, if any.
    fileprivate var ancestorUnexpected: UnexpectedNodesSyntax? {
        var node = parent
        while let current = node {
            if let unexpected = current.as(UnexpectedNodesSyntax.self) { return unexpected }
            node = current.parent
        }
        return nil
    }
}

/// Why a Swift file gives no model: one positioned diagnostic.
public struct SwiftSourceError: Error, Hashable, Sendable {
    public var diagnostic: Diagnostic

    public init(_ diagnostic: Diagnostic) {
        self.diagnostic = diagnostic
    }
}
