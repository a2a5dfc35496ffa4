import ButtonCore
import ButtonLayout

extension Provenance {
    /// Where the input came from, as text reports head it: `FILE`, `<stdin>`,
    /// `FILE line N, <button id="…">` or `FILE line N, NAME`; paths as given, so an editor opens them.
    public var text: String {
        switch self {
        case .file(let file): file.path
        case .standardInput: Provenance.standardInputName
        case .interfaceBuilder(let file, let line, _, _, let startTag, _): "\(file.path) line \(line), \(startTag)"
        case .swiftSource(let file, let line, let name): "\(file.path) line \(line), \(name)"
        }
    }

    /// The `source` object of §9.1: `{"file", "line", "id"}` for an IB button, `{"file", "line",
    /// "name"}` for Swift source, `{"file"}` for a scenario file, `{"file": null}` for standard input;
    /// paths relative to the command line's root, so each spelling of it gives the same bytes.
    public var json: JSONValue {
        switch self {
        case .file(let file): ProvenanceKey.object([(.file, .string(file.stated))])
        case .standardInput: ProvenanceKey.object([(.file, .null)])
        case .interfaceBuilder(let file, let line, _, let id, _, _):
            ProvenanceKey.object([(.file, .string(file.stated)), (.line, .number(Double(line))), (.id, .string(id))])
        case .swiftSource(let file, let line, let name):
            ProvenanceKey.object([(.file, .string(file.stated)), (.line, .number(Double(line))), (.name, .string(name))])
        }
    }

    /// How a diagnostic names a button from this source: `button ID (NAME)` for an IB button, the
    /// declaration's name for Swift source; nil where the input is the one button.
    public func subjectText(name: String) -> String? {
        switch self {
        case .file, .standardInput: nil
        case .interfaceBuilder(_, _, _, let id, _, _): "button \(id) (\(name))"
        case .swiftSource(_, _, let declaration): declaration
        }
    }

    /// A button inside a larger source (an IB document, a Swift file): reports name it, since the
    /// file alone does not say which button. A scenario file or standard input is one button and
    /// the command line already names it, so reports keep their documented shape without `source`.
    public var isButtonInFile: Bool {
        switch self {
        case .file, .standardInput: false
        case .interfaceBuilder, .swiftSource: true
        }
    }
}

/// An import warning (Interface Builder §9.4) as the layout object lists it: `[TAG] message`.
func importWarningText(_ warning: Diagnostic) -> String {
    "[\(warning.code.rawValue)] \(warning.message)"
}
