import ButtonCore
import ButtonDiagram
import ButtonLayout
import ButtonReports
import ButtonSolve
import ButtonTrace
import Testing

/// Each report's objects take their member names from a `JSONKeys` enum: on one hand-built value
/// per report, an object with every optional member written lists the enum's cases in their declared
/// order, so the enum is the schema and a reordered or misspelt case shows here.
@Suite("reports: typed JSON keys in their declared order")
struct JSONKeyOrderTests {
    private func keys(_ json: JSONValue?) -> [String] {
        guard case .object(let members) = json else { return [] }
        return members.map(\.0)
    }

    private func first(_ json: JSONValue?) -> JSONValue? {
        guard case .array(let items) = json else { return nil }
        return items.first
    }

    private func names<Key: JSONKeys>(_ cases: [Key]) -> [String] { cases.map(\.rawValue) }

    private let configuration = ConfigurationButton(
        size: Size(width: 160, height: 44), sizeToFit: false, scale: .x3, layoutDirection: .leftToRight,
        contentHorizontalAlignment: .center, contentVerticalAlignment: .center,
        configuration: {
            var configuration = ButtonConfiguration()
            configuration.title = ConfigurationLabel(text: "Configure", size: Size(width: 75, height: 20))
            return configuration
        }())

    @Test("the configuration model: layout with details, resolution, offsets, explanation, font and insets")
    func configurationModel() throws {
        let explanation = try configuration.explain(name: "configure")
        let layout = explanation.result.json(details: true)
        #expect(keys(layout) == names(ConfigurationLayoutKey.allCases))
        #expect(keys(layout["resolved"]) == names(ResolutionKey.allCases))
        #expect(keys(layout["resolved"]?["contentInsets"]) == names(DirectionalInsetsKey.allCases))
        #expect(keys(layout["resolved"]?["physicalInsets"]) == names(InsetsKey.allCases))
        #expect(keys(layout["resolved"]?["titleFont"]) == names(FontKey.allCases))
        #expect(keys(layout["offsets"]) == ["dx", "dy"])
        #expect(keys(layout["bounds"]) == names(RectKey.allCases))
        #expect(keys(layout["intrinsicContentSize"]) == names(SizeKey.allCases))
        #expect(keys(explanation.json) == names(ConfigurationExplanationKey.allCases))
        // Every step names itself first; the step enum is the union of every step's members.
        guard case .array(let steps) = explanation.json["steps"] else { Issue.record("no steps"); return }
        #expect(steps.allSatisfy { keys($0).first == "step" })
        #expect(keys(steps.first) == ["step", "values"])
        let stepKeys = Set(names(ConfigurationStepKey.allCases))
        #expect(steps.allSatisfy { Set(keys($0)).isSubset(of: stepKeys) })
        let roundings = steps.flatMap { step -> [JSONValue] in
            guard case .object(let members) = step else { return [] }
            return members.map(\.1).filter { keys($0).first == "rule" }
        }
        #expect(!roundings.isEmpty && roundings.allSatisfy { keys($0) == names(PixelRoundingKey.allCases) })
        let insets = steps.first { $0["step"] == .string("insets") }
        #expect(keys(insets?["title"]) == names(PointKey.allCases))
    }

    @Test("the trace: the run, a step, a subview and an event, depth last")
    func trace() {
        let step = TraceStep(
            action: .create(.initWithFrame(Rect(x: 0, y: 0, width: 200, height: 100))),
            events: [TraceRecord(depth: 1, event: .hidden(.imageView, value: true))], outcome: .ok, notes: [],
            subviews: [SubviewSnapshot(view: .imageView, frame: Rect(x: 0, y: 0, width: 50, height: 50), hidden: true)],
            buttonFrame: Rect(x: 0, y: 0, width: 200, height: 100), needsLayout: false)
        let run = TraceRun(name: "t", className: "UIButton", options: TraceOptions(), steps: [step])
        #expect(keys(run.json) == names(TraceKey.allCases))
        let firstStep = first(run.json["steps"])
        #expect(keys(firstStep) == names(TraceStepKey.allCases))
        #expect(keys(first(firstStep?["subviews"])) == names(SubviewKey.allCases))
        #expect(keys(first(firstStep?["events"])) == names([TraceEventKey.kind, .view, .value, .depth]))
    }

    @Test("the solve answer: answer, configuration, check, a checked layout, legacy insets, other direction")
    func solve() {
        let button = Button(
            size: Size(width: 160, height: 60), imageSize: Size(width: 30, height: 30), titleSize: Size(width: 70, height: 21))
        let answer = SolveAnswer(name: "s", button: button, goal: .placement(.leading, spacing: 8, alignment: .center))
        let file = SourceFile(path: "/tmp/Login.xib", stated: "Login.xib")
        let ib = Provenance.interfaceBuilder(file: file, line: 21, column: 9, id: "abc", startTag: "<button>")
        let json = SolveReport(answer: answer, provenance: ib).json
        #expect(keys(json) == names(SolveKey.allCases))
        #expect(keys(json["check"]?["legacy"]?["holds"]) == names(HoldsKey.allCases))
        #expect(keys(json["check"]?["legacy"]?["holds"]?["titleWidth"]) == names(WidthRangeKey.allCases))
        #expect(keys(first(json["sweep"])) == names(SweepKey.allCases))
        #expect(keys(json["configuration"]) == names(SolveConfigurationKey.allCases))
        #expect(keys(json["legacy"]) == names(LegacyInsetsKey.allCases))
        #expect(keys(json["check"]) == names(SolveCheckKey.allCases))
        #expect(keys(json["check"]?["legacy"]) == names(SolveCheckedLayoutKey.allCases))
        #expect(keys(json["check"]?["configuration"]) == names(SolveCheckedLayoutKey.allCases))
        #expect(keys(json["check"]?["otherDirection"]) == names(OtherDirectionKey.allCases))
    }

    @Test("migrate: the answer, its configuration and a difference")
    func migrate() {
        let button = Button(
            size: Size(width: 160, height: 60), imageEdgeInsets: EdgeInsets(left: 10),
            imageSize: Size(width: 30, height: 30), titleSize: Size(width: 70, height: 21))
        let json = migrationJSON(name: "m", migration: Migrator.migrate(button))
        #expect(keys(json) == names(MigrationKey.allCases))
        #expect(keys(json["configuration"]) == names(MigrationConfigurationKey.allCases))
        #expect(keys(first(json["differences"])) == names(DifferenceKey.allCases))
    }

    @Test("a figure's sidecar: the layout object, then canvas, theme, alt and generator")
    func sidecar() throws {
        let button = Button(
            size: Size(width: 160, height: 60), imageSize: Size(width: 30, height: 30), titleSize: Size(width: 70, height: 21))
        let report = LayoutReport(
            name: "f", provenance: .file(SourceFile(path: "f.yaml")), layout: .legacy(try button.computeLayout()))
        let canvas = CanvasTransform(width: 400, height: 200, pixelsPerPoint: 2, originX: 40, originY: 40)
        let json = FigureSidecar(.layout(report, theme: "light", alt: "a button", generator: "buttonlab"), canvas: canvas).json
        #expect(Array(keys(json).suffix(4)) == names(SidecarKey.allCases))
        #expect(keys(json["canvas"]) == names(CanvasKey.allCases))
    }

    @Test("provenance and diagnostics: the source object per case, a diagnostic's members")
    func provenanceAndDiagnostic() {
        let file = SourceFile(path: "/tmp/Login.xib", stated: "Login.xib")
        let ib = Provenance.interfaceBuilder(file: file, line: 21, column: 9, id: "abc", startTag: "<button>")
        #expect(keys(ib.json) == names([ProvenanceKey.file, .line, .id]))
        #expect(keys(Provenance.swiftSource(file: file, line: 8, name: "signIn").json) == names([ProvenanceKey.file, .line, .name]))
        #expect(keys(Provenance.standardInput.json) == names([ProvenanceKey.file]))
        let diagnostic = Diagnostic(
            severity: .error, code: "x", file: "a.yaml", line: 1, column: 2, keyPath: "k", message: "m", notes: ["n"])
        #expect(keys(diagnostic.json) == names(DiagnosticKey.allCases))
    }
}
