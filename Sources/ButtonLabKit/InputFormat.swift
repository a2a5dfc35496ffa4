import ButtonInterfaceBuilder
import ButtonScenario

/// One input format the planner reads: the file extensions it claims and its adapter, as
/// ButtonRender's `figureBackends` table is for output formats (docs/architecture.md).
package struct InputFormat: Sendable {
    package var name: String
    /// What help text calls its files, before their extensions.
    package var description: String
    /// Lowercased, without the dot; a path of the format ends in one of them, in any case.
    package var extensions: [String]
    /// Whether a directory walk under `selection` takes the format's files.
    package var isWalked: @Sendable (InputSelection) -> Bool
    /// The adapter: every command-line file of the format at once (so that checks across files, such
    /// as IB name clashes, see them all), each with its index among the inputs.
    package var plan: @Sendable (_ files: [(index: Int, path: String)], _ context: InputContext) -> FormatPlan

    package init(
        name: String, description: String, extensions: [String], isWalked: @escaping @Sendable (InputSelection) -> Bool,
        plan: @escaping @Sendable (_ files: [(index: Int, path: String)], _ context: InputContext) -> FormatPlan
    ) {
        self.name = name
        self.description = description
        self.extensions = extensions
        self.isWalked = isWalked
        self.plan = plan
    }
}

/// The formats a program reads, in the order the planner asks them: a value, so that the formats whose
/// readers are heavy (Swift source, on swift-syntax) are added by the executable and packages that only
/// render or snapshot-test scenarios never build them (docs/architecture.md). A file whose extension none
/// claims is read as a scenario file, as it always was.
package struct InputFormats: Sendable {
    package var formats: [InputFormat]
    /// Formats claimed only to be refused by name (Objective-C); help text leaves them out.
    package var refused: Set<String>

    package init(_ formats: [InputFormat], refused: Set<String> = []) {
        self.formats = formats
        self.refused = refused
    }

    /// What ButtonLabKit reads by itself: scenario files and Interface Builder documents.
    package static let builtIn = InputFormats([.scenarioFile, .interfaceBuilder])

    /// The format whose extensions `path` ends in, in any case; nil for any other path.
    package func format(forPath path: String) -> InputFormat? {
        let lowered = path.lowercased()
        return formats.first { $0.extensions.contains { lowered.hasSuffix("." + $0) } }
    }

    /// Every format as help text lists it: `Scenario files (.yaml, .yml, .json), Interface Builder files (.xib, .storyboard)`.
    package var help: String {
        formats.filter { !refused.contains($0.name) }
            .map { "\($0.description) (\($0.extensions.map { "." + $0 }.joined(separator: ", ")))" }.joined(separator: ", ")
    }

    /// The extensions walks under `selection` take, as messages list them: `.yaml, .yml, .json, .xib, .storyboard`.
    package func extensionList(_ selection: InputSelection) -> String {
        formats.filter { $0.isWalked(selection) }.flatMap(\.extensions).map { "." + $0 }.joined(separator: ", ")
    }

    /// Whether a walk under `selection` takes `name`: a file of a format the selection walks.
    func takes(_ name: String, selection: InputSelection) -> Bool {
        format(forPath: name)?.isWalked(selection) ?? false
    }
}

/// What every adapter is given besides its files.
package struct InputContext: Sendable {
    package var options: InterfaceBuilderOptions
    /// The inputs named on the command line, which `SourceFile.stated` is relative to.
    package var roots: [String]
    /// `--assets DIR`: asset catalogs (or folders holding them) searched for Swift files' named images
    /// before those found by walking up from the file (docs/swift-source.md).
    package var assets: [String] = []
}

/// What an adapter made of its files; the planner merges every format's plan in input order.
package struct FormatPlan: Sendable {
    /// Scenarios and failures, by the index of the input file they come from.
    package var entries: [Int: [InputPlan.Entry]] = [:]
    package var notes: [Diagnostic] = []
    package var warnings: [Diagnostic] = []
    package var scenes: [IBScene] = []
    package var imports: [IBFileImport] = []
    /// The `--element` ids some button of the files has.
    package var matchedIDs: Set<String> = []

    package init() {}
}

/// A scenario an adapter read from a file of its format: the loader's syntax tree and where it came
/// from. Diagnostics about it point at `position` in `provenance`'s file (a tree built from another
/// language has no finer position).
package struct ImportedScenario: Hashable, Sendable {
    package var syntax: SyntaxNode
    package var provenance: Provenance
    /// Its scenario name, the loader's default when the tree names none.
    package var name: String
    package var position: SourcePosition
    package var importWarnings: [Diagnostic]

    package init(syntax: SyntaxNode, provenance: Provenance, name: String, position: SourcePosition, importWarnings: [Diagnostic] = []) {
        self.syntax = syntax
        self.provenance = provenance
        self.name = name
        self.position = position
        self.importWarnings = importWarnings
    }
}

extension InputFormat {
    /// YAML and JSON scenario files, read as they are by `loadScenario(path:loader:)`.
    package static let scenarioFile = InputFormat(
        name: "scenario", description: "Scenario files", extensions: ["yaml", "yml", "json"], isWalked: { $0.scenarioFiles }
    ) { files, _ in
        var plan = FormatPlan()
        for file in files { plan.entries[file.index] = [.scenario(.file(file.path))] }
        return plan
    }

    /// Interface Builder documents, every iOS button of them a scenario (docs/interface-builder.md).
    package static let interfaceBuilder = InputFormat(
        name: "interface-builder", description: "Interface Builder files", extensions: ["xib", "storyboard"], isWalked: { $0.interfaceBuilderFiles },
        plan: planInterfaceBuilderFiles)
}
