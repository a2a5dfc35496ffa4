import ButtonLayout

extension ScenarioBuilder {
    /// `title.numberOfLines`, `lineBreakMode` and `wrappedSize` (TitleLinesSchema.swift); a
    /// fractional line count is refused here, since the schema's numbers are not whole.
    mutating func titleLabelLines(from block: KeyedBlock<TitleKey>?) -> TitleLabelLines {
        var lines = TitleLabelLines()
        guard let block else { return lines }
        if let count = block.number(.numberOfLines) {
            if count.rounded() == count {
                lines.numberOfLines = Int(count)
            } else if let entry = block[.numberOfLines] {
                report(
                    at: entry.valueNode, entry.path, .value,
                    "numberOfLines must be a whole number of lines, found \(formatNumber(count))")
            }
        }
        if let mode = block.enumeration(.lineBreakMode, as: LineBreakMode.self) { lines.lineBreakMode = mode }
        lines.wrappedSize = block.size(.wrappedSize)
        return lines
    }
}
