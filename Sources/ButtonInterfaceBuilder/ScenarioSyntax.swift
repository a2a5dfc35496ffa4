/// An imported button handed over as the positioned syntax tree every scenario reader produces, so the
/// scenario loader checks it exactly as it checks a scenario file.
extension ScenarioTree {
    /// The tree with every node at `position`: numbers as plain scalars in their shortest round-trip form
    /// (read back to the same double), strings double-quoted (never taken for a number or a boolean).
    public func syntaxNode(at position: SourcePosition) -> SyntaxNode {
        switch self {
        case .mapping(let entries):
            return .mapping(
                entries.map { SyntaxEntry(key: .plain($0.key, at: position), value: $0.value.syntaxNode(at: position)) },
                at: position)
        case .sequence(let items):
            return .sequence(items.map { $0.syntaxNode(at: position) }, at: position)
        case .number(let value):
            return .plain(formatShortest(value), at: position)
        case .bool(let value):
            return .plain(value ? "true" : "false", at: position)
        case .string(let text):
            return .scalar(SyntaxScalar(text, style: .doubleQuoted), at: position)
        }
    }
}

extension IBImportedButton {
    /// The button's scenario as a syntax tree positioned at its `<button` tag: a problem the loader finds
    /// is reported in the IB file, which is what the user can edit.
    public var syntaxNode: SyntaxNode {
        scenario.syntaxNode(at: SourcePosition(line: source.line, column: source.column))
    }
}
