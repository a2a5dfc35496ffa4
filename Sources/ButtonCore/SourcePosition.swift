/// A 1-based line and column in a source file; columns count Unicode scalars, as libyaml does.
public struct SourcePosition: Hashable, Sendable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}
