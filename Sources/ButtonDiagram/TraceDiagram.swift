import ButtonLayout
import ButtonScenario
import ButtonTrace

extension DiagramBuilder {
    /// A trace's sequence diagram (docs/lifecycle.md, "Output") as a display list in the articles'
    /// look, so every backend draws it like a layout figure. The canvas is a whole number of pixels.
    /// `source`: who chose `ppp`, named if the diagram would be too large.
    public func buildSequence(
        run: TraceRun, pixelsPerPoint ppp: Double, source: ScaleSource = .automatic
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
        var list = diagram.displayList(pixelsPerPoint: ppp, style: .article)
        list.size = Size(width: width / ppp, height: height / ppp)
        return list
    }
}
