import ButtonCore
import ButtonFiles

/// An error about an IB file is ButtonCore's `Diagnostic` (§9.5), its code one of `unreadable`,
/// `refused`, `bad-button` and `name-clash`; ButtonReports prints it.
@available(*, deprecated, renamed: "Diagnostic")
public typealias IBDiagnostic = Diagnostic

extension Diagnostic {
    /// An error about an IB file: the file yields nothing (`unreadable`, `refused`), a button is
    /// skipped (`badButton`) or dropped (`nameClash`); `position` nil for the whole file.
    public init(interfaceBuilder code: DiagnosticCode, file: String, position: SourcePosition?, message: String) {
        self.init(code: code, file: file, line: position?.line, column: position?.column, keyPath: "", message: message)
    }

    @available(*, deprecated, renamed: "init(interfaceBuilder:file:position:message:)")
    public init(kind: DiagnosticCode, file: String, position: SourcePosition?, message: String) {
        self.init(interfaceBuilder: kind, file: file, position: position, message: message)
    }

    @available(*, deprecated, renamed: "code")
    public var kind: DiagnosticCode { code }
}

/// The warning tags of §9.4.
public enum IBWarningTag: String, CaseIterable, Hashable, Sendable {
    case placeholderTitle = "placeholder-title"
    case noContent = "no-content"
    case multiLineTitle = "multi-line-title"
    case attributedTitle = "attributed-title"
    case fontStandIn = "font-stand-in"
    case dynamicType = "dynamic-type"
    case italic
    case autoLayoutFrame = "auto-layout-frame"
    case misplaced
    case hidden
    case barButton = "bar-button"
    case forcedAncestor = "forced-ancestor"
    case lineBreak = "line-break"
    case glyphImage = "glyph-image"
    case symbolSize = "symbol-size"
    case imageSizeUnknown = "image-size-unknown"
    case legacyIgnored = "legacy-ignored"
    case configInsets = "config-insets"
    case customClass = "custom-class"
    case runtimeAttribute = "runtime-attribute"
    case unknownValue = "unknown-value"
}

/// A warning about one imported button. Warnings never change what is imported or the exit status.
public struct IBWarning: Hashable, Sendable, CustomStringConvertible {
    public var tag: IBWarningTag
    public var message: String
    /// The 1-based line the warning is about (the button's, or the element that caused it).
    public var line: Int

    public init(tag: IBWarningTag, message: String, line: Int) {
        self.tag = tag
        self.message = message
        self.line = line
    }

    /// `[TAG] message`, the form of the layout object's `warnings`.
    public var description: String { "[\(tag.rawValue)] \(message)" }

    /// `FILE:LINE: warning [TAG]: message (NAME)`, the form printed on standard error.
    public func formatted(file: String, buttonName: String) -> String {
        "\(displayPath(file)):\(line): warning [\(tag.rawValue)]: \(logEscaped(message)) (\(logEscaped(buttonName)))"
    }
}

/// A problem found while mapping one button: it skips the button.
struct ButtonProblem: Error {
    /// The element at fault (its start tag is the position).
    var element: Int
    var message: String
}
