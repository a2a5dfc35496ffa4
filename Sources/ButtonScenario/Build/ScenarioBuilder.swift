import ButtonLayout

/// What the builder needs from the outside world, so that building does no I/O of its own.
struct ScenarioEnvironment {
    /// The scenario file's path as given, for diagnostics.
    var file: String?
    var defaultName: String
    var textMeasurer: (any TextMeasuring)?
    /// Why `textMeasurer` is nil, ending the "missing size" error.
    var measuringUnavailable: String
    /// `--fonts DIR` and `--system-font FILE`.
    var userFonts: UserFonts
    /// The PNG or JPEG an image's `file:` value names (inside the scenario's folder) with its pixel size,
    /// or a message saying why it cannot be used.
    var loadImage: (String) -> Result<ImageFile, ImageFileProblem>
}

struct ImageFileProblem: Error {
    var message: String
}

/// Makes a `Scenario` from a syntax tree: `SchemaValidator` checks it against the schema, then one
/// builder function per block turns the typed values into the engine's inputs, reporting only what
/// needs the outside world (image files, measuring titles). Every problem is collected.
///
/// A new block is a declaration in `Schema/` and a builder function in its own file here, called
/// from its parent's builder.
struct ScenarioBuilder {
    let environment: ScenarioEnvironment
    private(set) var diagnostics: [Diagnostic] = []
    /// Warnings that do not stop the build (states.md AS7's lints), for `Scenario.lints`.
    var warnings: [Diagnostic] = []

    init(environment: ScenarioEnvironment) {
        self.environment = environment
    }

    mutating func build(root: SyntaxNode?) -> Scenario? {
        var validator = SchemaValidator(file: environment.file)
        let document = validator.validateDocument(root)
        diagnostics = validator.diagnostics
        guard let document, let scenario = scenario(from: document.keyed(by: DocumentKey.self)) else { return nil }
        return diagnostics.isEmpty ? scenario : nil
    }

    private mutating func scenario(from document: KeyedBlock<DocumentKey>) -> Scenario? {
        let button = document.block(.button, as: ButtonKey.self).map { buttonPart(from: $0) }
        let diagram = document.block(.diagram, as: DiagramKey.self).map { diagramOptions(from: $0) } ?? DiagramOptions()
        guard let button else { return nil }
        var scenario = Scenario(
            name: document.string(.name) ?? environment.defaultName, caption: document.string(.caption),
            provenance: environment.file.map(Provenance.init(readFrom:)), button: button.button, frameOrigin: button.frameOrigin,
            title: button.title, image: button.image, diagram: diagram)
        scenario.configuration = button.configuration
        scenario.uikit = button.uikit
        scenario.lints = warnings
        scenario.sourceMap = document.block(.button, as: ButtonKey.self).map(engineSourceMap) ?? SourceMap()
        recordKeyPositions(of: document.block, in: &scenario.sourceMap)
        scenario.goal = document.block(.goal, as: GoalKey.self).flatMap { goal(from: $0) }
        if let sweep = document.block(.sweep, as: SweepKey.self) { scenario.sweep = sweepAxes(from: sweep) }
        if document.isGiven(.trace) { scenario.trace = traceScenario(from: document, name: scenario.name, button: button) }
        return scenario
    }

    /// Every key of the document, its button and the button's configuration (`name`, `button.scale`),
    /// at the key: where `check`'s annotations point.
    private func recordKeyPositions(of block: ValidatedBlock, in map: inout SourceMap) {
        for entry in block.entries {
            if let position = entry.keyNode.position { map.keyPositions[entry.path] = position }
            if entry.path == "button" || entry.path == "button.configuration", case .block(let inner) = entry.value {
                recordKeyPositions(of: inner, in: &map)
            }
        }
    }

    /// The positions `Scenario.diagnostic(for:)` reports engine errors at: each override rect
    /// component, and each configuration label block.
    private func engineSourceMap(of button: KeyedBlock<ButtonKey>) -> SourceMap {
        var map = SourceMap()
        for key in [ButtonKey.imageRect, .titleRect] {
            guard let entry = button[key], case .sequence(let items) = entry.valueNode.content else { continue }
            for (index, item) in items.enumerated() { map["\(entry.path)[\(index)]"] = item.position }
        }
        if let configuration = button.block(.configuration, as: ConfigurationKey.self) {
            for key in [ConfigurationKey.title, .subtitle] {
                if let label = configuration[key] { map[label.path] = label.valueNode.position }
            }
        }
        return map
    }

    mutating func report(
        at node: SyntaxNode, _ keyPath: String, _ code: DiagnosticCode, _ message: String, notes: [String] = []
    ) {
        diagnostics.append(
            Diagnostic(
                code: code, file: environment.file, line: node.position?.line, column: node.position?.column,
                keyPath: keyPath, message: message, notes: notes))
    }
}
