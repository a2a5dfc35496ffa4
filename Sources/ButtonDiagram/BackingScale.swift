import ButtonLayout
import ButtonScenario

extension DiagramBuilder {
    /// `list` with `backingScale` image pixels for each of its pixels: the same figure, every
    /// label, tick and line the same size on a page that shows the image at 1/`backingScale` of
    /// its pixels (DocC's `@2x` images, docs/docc.md). The canvas stays whole pixels at both scales.
    func backed(_ list: DisplayList, scale: FigureScale) throws(DiagramError) -> DisplayList {
        guard backingScale != 1 else { return list }
        var backed = list
        backed.pixelsPerPoint *= backingScale
        let maximum = ScenarioLimits.maximumPixelSide
        guard backed.pixelWidth <= maximum, backed.pixelHeight <= maximum else {
            var doubled = scale
            doubled.backingScale = backingScale
            throw .tooLarge(width: backed.pixelWidth, height: backed.pixelHeight, maximum: maximum, scale: doubled)
        }
        return backed
    }
}
