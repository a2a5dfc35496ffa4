import ButtonLayout

/// Where the values the engine can still fail on were written: the loader records the position of
/// each rect component (`button.imageRect[2]`) and of each configuration label block
/// (`button.configuration.title`), so an engine error becomes a diagnostic at the value to edit.
///
/// Not part of what a scenario is: two scenarios that describe the same button are equal however
/// their files are laid out, so the map takes no part in `==` or hashing.
public struct SourceMap: Hashable, Sendable {
    public var positions: [String: SourcePosition]
    /// Every key of the file, its button and the button's configuration (`name`, `button.scale`), at
    /// the key: where `check`'s annotations point.
    public var keyPositions: [String: SourcePosition] = [:]

    public init(_ positions: [String: SourcePosition] = [:]) {
        self.positions = positions
    }

    public subscript(keyPath: String) -> SourcePosition? {
        get { positions[keyPath] }
        set { positions[keyPath] = newValue }
    }

    public static func == (lhs: SourceMap, rhs: SourceMap) -> Bool { true }

    public func hash(into hasher: inout Hasher) {}
}

extension Scenario {
    /// An override rect component that evaluates to inf or NaN, at the component's value in the file
    /// (code `layout`). `layoutSubviews` names its frames `imageView.frame` / `titleLabel.frame`; both
    /// come from the scenario's `imageRect` / `titleRect`.
    public func diagnostic(for error: LayoutError) -> Diagnostic {
        let key = error.rectName.hasPrefix("image") ? "imageRect" : "titleRect"
        let index = ["x", "y", "width", "height"].firstIndex(of: error.component)
        let keyPath = "button.\(key)" + (index.map { "[\($0)]" } ?? "")
        return engineDiagnostic(at: keyPath, message: error.description)
    }

    /// A configuration label that has neither a size nor a measurer, at its block (code `layout`).
    /// The loader refuses such a file first; this covers scenarios built in code.
    public func diagnostic(for error: ConfigurationLayoutError) -> Diagnostic {
        engineDiagnostic(at: "button.configuration.\(error.label.rawValue)", message: error.description)
    }

    /// Any error of `computeLayout`/`explain` as a diagnostic; an unknown one at `button`.
    public func diagnostic(forLayoutError error: any Error) -> Diagnostic {
        switch error {
        case let error as LayoutError: diagnostic(for: error)
        case let error as ConfigurationLayoutError: diagnostic(for: error)
        default: engineDiagnostic(at: "button", message: String(describing: error))
        }
    }

    private func engineDiagnostic(at keyPath: String, message: String) -> Diagnostic {
        let position = sourceMap[keyPath]
        return Diagnostic(
            code: .layout, file: provenance?.messagePath, line: position?.line, column: position?.column, keyPath: keyPath,
            message: message)
    }
}
