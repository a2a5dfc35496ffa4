import ButtonLayout

/// `sweep`'s keys (SweepSchema.swift): each a scenario key with the values `buttonlab sweep` tries.
enum SweepKey: String, SchemaKey {
    case categories, titles, widths, directions, states, uikit
}

extension ScenarioSchema {
    /// `sweep`: the grid of conditions `buttonlab sweep` lays the button out under (docs/sweep.md);
    /// a command-line axis replaces the block's.
    static let sweep = BlockSchema(
        name: "sweep",
        expected: "a mapping of categories, titles, widths, directions, states and uikit, each a list",
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
            KeySchema(
                SweepKey.states,
                type: .list(.string(.nonEmpty("a state is one or more of normal, highlighted, selected, disabled, focused")), expected: "a list of control states"),
                doc: "Control states (button.state's values), flags joined by + as in selected+highlighted: the title and image each shows (states.md AS1)."),
            KeySchema(
                SweepKey.uikit,
                type: .list(.enumeration(UIKitEra.self), expected: "a list of " + UIKitEra.allCases.map(\.rawValue).joined(separator: ", ")),
                doc: "UIKit eras (button.uikit's values): each era's title-box rounding (layout-model.md R17)."),
        ])
}

extension ScenarioBuilder {
    /// `sweep` (SweepSchema.swift): the axes it gives; an empty list is no axis.
    mutating func sweepAxes(from block: KeyedBlock<SweepKey>) -> SweepAxes {
        func values<T>(_ key: SweepKey, _ item: (SchemaValue) -> T?) -> [T]? {
            guard let list = block.list(key) else { return nil }
            let items = list.compactMap(item)
            return items.isEmpty ? nil : items
        }
        return SweepAxes(
            categories: values(.categories) { if case .string(let name) = $0 { ContentSizeCategory(rawValue: name) } else { nil } },
            titles: values(.titles) { if case .string(let text) = $0 { text } else { nil } },
            widths: values(.widths) { if case .number(let width) = $0 { width } else { nil } },
            directions: values(.directions) { if case .string(let name) = $0 { LayoutDirection(rawValue: name) } else { nil } },
            states: sweepStates(block),
            uikit: values(.uikit) { if case .string(let name) = $0 { UIKitEra(rawValue: name) } else { nil } })
    }

    /// `sweep.states`, each item's unknown flag reported at the item.
    private mutating func sweepStates(_ block: KeyedBlock<SweepKey>) -> [ControlStateSet]? {
        guard let entry = block[.states], case .sequence(let nodes) = entry.valueNode.content, let list = block.list(.states) else { return nil }
        var states: [ControlStateSet] = []
        for (index, value) in list.enumerated() {
            guard case .string(let name) = value else { continue }
            if let state = ControlStateSet(sweepName: name) {
                states.append(state)
            } else if index < nodes.count {
                let flags = ControlStateSet.names.map(\.name).joined(separator: ", ")
                report(at: nodes[index], "\(entry.path)[\(index)]", .unknownValue, "unknown state '\(name)': join \(flags) with +")
            }
        }
        return states.isEmpty ? nil : states
    }
}
