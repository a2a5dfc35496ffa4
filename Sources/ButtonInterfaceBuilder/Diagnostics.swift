import ButtonFiles

/// An error about an IB file, positioned like a compiler diagnostic (§9.5).
public struct IBDiagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable {
        /// Malformed XML, a limit, an encoding or a DTD: the file yields nothing.
        case unreadable
        /// Not an iOS document (§1): the file yields nothing.
        case refused
        /// One button could not be mapped (no frame, a bad number): it is skipped.
        case badButton
        /// Two buttons (of two files) would get one scenario name.
        case nameClash
    }

    public var kind: Kind
    /// The path as the caller gave it.
    public var file: String
    /// Where in the file; nil for problems about the whole file (refusals, size).
    public var position: SourcePosition?
    public var message: String

    public init(kind: Kind, file: String, position: SourcePosition?, message: String) {
        self.kind = kind
        self.file = file
        self.position = position
        self.message = message
    }

    /// `FILE:LINE:COLUMN: error: message`, or `FILE: error: message` without a position.
    public var description: String {
        // One line whatever the file's name or content: IB files are untrusted input (security.md §5).
        var location = displayPath(file)
        if let position { location += ":\(position.line):\(position.column)" }
        return location + ": error: " + logEscaped(message)
    }
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
