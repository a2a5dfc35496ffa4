import ButtonLayout

/// `sweep`'s keys (SweepSchema.swift): each a scenario key with the values `buttonlab sweep` tries.
enum SweepKey: String, SchemaKey {
    case categories, titles, widths, directions
}

extension ScenarioSchema {
    /// `sweep`: the grid of conditions `buttonlab sweep` lays the button out under (docs/sweep.md);
    /// a command-line axis replaces the block's.
    static let sweep = BlockSchema(
        name: "sweep",
        expected: "a mapping of categories, titles, widths and directions, each a list",
        doc: "The conditions `buttonlab sweep` tries: each key a list of values; the grid is their product.",
        keys: SweepKey.self, [
            KeySchema(
                SweepKey.categories,
                type: .list(.enumeration(ContentSizeCategory.self), expected: "a list of content size categories"),
                doc: "Content size categories (button.contentSizeCategory's values); text-style fonts follow them."),
            KeySchema(
                SweepKey.titles, type: .list(.string(.labelText), expected: "a list of title texts"),
                doc: "Title texts, each measured like SF in the title's font (button.title.text's values)."),
            KeySchema(
                SweepKey.widths,
                type: .list(
                    .number(NumberRule(limit: .positiveAtMost(ScenarioLimits.maximumMagnitude), subject: "a width")),
                    expected: "a list of widths in points"),
                doc: "Button widths in points (button.size's first value); the height stays the scenario's."),
            KeySchema(
                SweepKey.directions,
                type: .list(
                    .enumeration(LayoutDirection.self),
                    expected: "a list of " + LayoutDirection.allCases.map(\.rawValue).joined(separator: ", ")),
                doc: "Layout directions (button.layoutDirection's values)."),
        ])
}

extension ScenarioBuilder {
    /// `sweep` (SweepSchema.swift): the axes it gives; an empty list is no axis.
    func sweepAxes(from block: KeyedBlock<SweepKey>) -> SweepAxes {
        func values<T>(_ key: SweepKey, _ item: (SchemaValue) -> T?) -> [T]? {
            guard let list = block.list(key) else { return nil }
            let items = list.compactMap(item)
            return items.isEmpty ? nil : items
        }
        return SweepAxes(
            categories: values(.categories) { if case .string(let name) = $0 { ContentSizeCategory(rawValue: name) } else { nil } },
            titles: values(.titles) { if case .string(let text) = $0 { text } else { nil } },
            widths: values(.widths) { if case .number(let width) = $0 { width } else { nil } },
            directions: values(.directions) { if case .string(let name) = $0 { LayoutDirection(rawValue: name) } else { nil } })
    }
}
