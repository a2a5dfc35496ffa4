import ButtonLayout
import ButtonReports
import ButtonScenario

extension RenderedFigure {
    /// NAME.json's golden, for `check` and the snapshot strategies alike: the layout as `buttonlab
    /// layout --format json` prints it, or a trace as `trace --format json` does. Not the render
    /// sidecar: its canvas, theme and generator version are the picture's business, and the PNG
    /// already holds them.
    public var goldenLayout: JSONValue {
        switch subject {
        case .layout(let laidOut): laidOut.report.json
        case .trace(let traced): traced.run.json
        }
    }

    /// The line of each key of the scenario file (`name`, `button.scale`), for `check`'s annotations;
    /// an Interface Builder button has only its `<button` tag's line, as its `name`.
    package var keyLines: [String: Int] {
        if case .layout(let laidOut) = subject, let button = laidOut.interfaceBuilder { return ["name": button.source.line] }
        return subject.scenario.sourceMap.keyPositions.mapValues(\.line)
    }
}
