import ButtonLayout

extension DiagramBuilder {
    /// Rows of number labels the canvas keeps below the drawing.
    static let labelBandRows = 2.0

    /// Where a figure's number labels go: the drawing (bounds and frames snapped to the grid, axes,
    /// ticks, warning markers) widened evenly to the caption's minimum width and with
    /// `labelBandRows` rows of labels below it. It depends on the bounds, the scale and what is
    /// drawn, never on the labels' text, so a frame that moves a point leaves the canvas as it was
    /// (docs/diagrams.md, "Canvas").
    func labelArea(around drawing: Rect) -> Rect {
        let row = measurer.measure("Ag", font: style.labelFont).height + 2 * style.labelGap
        var area = drawing
        area.height += Self.labelBandRows * row
        let minimumWidth = Self.minimumTextWidth / pixelsPerPoint
        if area.width < minimumWidth {
            area.x -= (minimumWidth - area.width) / 2
            area.width = minimumWidth
        }
        return area
    }
}
