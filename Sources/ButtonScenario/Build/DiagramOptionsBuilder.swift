import ButtonLayout

extension ScenarioBuilder {
    /// `diagram` (DiagramSchema.swift): `DiagramOptions`, its defaults where nothing is given.
    func diagramOptions(from block: KeyedBlock<DiagramKey>) -> DiagramOptions {
        var options = DiagramOptions()
        if let value = block.number(.pixelsPerPoint) {
            options.pixelsPerPoint = value
            options.pixelsPerPointSource = .scenario(block[.pixelsPerPoint]?.valueNode.position)
        }
        if let value = block.number(.grid) { options.grid = value }
        if let value = block.number(.ticks) { options.ticks = value }
        if let items = block.list(.highlight) {
            options.highlight = items.compactMap { item in
                guard case .string(let name) = item else { return nil }
                return DiagramArea(rawValue: name)
            }
        }
        if let value = block.enumeration(.virtual, as: VirtualBoxes.self) { options.virtual = value }
        if let items = block.list(.ghosts) {
            options.ghosts = items.compactMap { item in
                guard case .block(let ghost) = item else { return nil }
                return self.ghost(from: ghost.keyed(by: GhostKey.self))
            }
        }
        if let value = block.bool(.labels) { options.labels = value }
        if let value = block.string(.caption) { options.caption = value }
        if let value = block.enumeration(.theme, as: DiagramTheme.self) { options.theme = value }
        if let value = block.enumeration(.frames, as: DiagramFrames.self) { options.frames = value }
        return options
    }

    /// One of `diagram.ghosts`.
    private func ghost(from block: KeyedBlock<GhostKey>) -> Ghost? {
        guard block.isComplete, let rect = block.rect(.rect) else { return nil }
        return Ghost(rect: rect, label: block.string(.label), crossOut: block.bool(.crossOut) ?? false)
    }
}
