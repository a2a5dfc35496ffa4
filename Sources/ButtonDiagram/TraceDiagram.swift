import ButtonLayout
import ButtonScenario
import ButtonTrace

extension DiagramBuilder {
    /// A trace's sequence diagram (docs/lifecycle.md, "Output") as a display list in the articles'
    /// look, so every backend draws it like a layout figure. The canvas is a whole number of pixels.
    /// `source`: who chose `ppp`, named if the diagram would be too large.
    package func buildSequence(
        run: TraceRun, pixelsPerPoint ppp: Double, source: ScaleSource = .automatic, theme: DiagramTheme = .light
    ) throws(DiagramError) -> DisplayList {
        guard ppp.isFinite, ppp > 0 else {
            throw .invalidOption(name: "pixelsPerPoint", value: ppp, requirement: "a positive number")
        }
        let diagram = SequenceLayout().diagram(for: run)
        let width = (diagram.size.width * ppp).rounded(.up)
        let height = (diagram.size.height * ppp).rounded(.up)
        let maximum = DiagramOptions.maximumPixelSide
        guard width <= Double(maximum), height <= Double(maximum) else {
            throw .sequenceTooLarge(
                width: Int(min(width, 1e9)), height: Int(min(height, 1e9)), maximum: maximum,
                scale: FigureScale(pixelsPerPoint: ppp, source: source, drawn: diagram.size))
        }
        let style = SequenceDiagramStyle.theme(theme)
        var list = diagram.displayList(pixelsPerPoint: ppp, style: style)
        list.size = Size(width: width / ppp, height: height / ppp)
        // The canvas as an item, as in every figure: an SVG has no other background, and a dark
        // diagram's light text would vanish on a light page.
        list.items.insert(DisplayItem(id: "background", shape: .rect(Rect(origin: .zero, size: list.size), fill: style.background, stroke: nil)), at: 0)
        return try backed(list, scale: FigureScale(pixelsPerPoint: ppp, source: source, drawn: diagram.size))
    }
}
