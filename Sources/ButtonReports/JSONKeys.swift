import ButtonLayout

/// A report's JSON member names, declared once as an enum's cases: a new field is one case and one
/// member line, and a misspelt name does not compile. The raw value is the name written.
package protocol JSONKeys: RawRepresentable, CaseIterable where RawValue == String {}

extension JSONKeys {
    /// The object of `members` in their order, each named by its key's raw value.
    package static func object(_ members: [(Self, JSONValue)]) -> JSONValue {
        .object(members.map { ($0.0.rawValue, $0.1) })
    }
}

/// The members of `layout`'s object (docs/scenario-format.md, §9.1) and of the report around it.
package enum LayoutKey: String, JSONKeys {
    case name, source, profile, assumedRules, layout, scale, layoutDirection, bounds, contentRect, imageArea, titleArea, imageView, titleLabel
    case virtualTitle, virtualImage, reportedImageRect, reportedTitleRect, intrinsicContentSize, sizeThatFits
    case truncatedTitle, titleLines, content, symbol, warnings
}

/// The members of `layout`'s `titleLines` object: a multi-line legacy title (layout-model.md R6.4 ML2).
package enum TitleLinesKey: String, JSONKeys {
    case count, lines
}

/// The members of `explain --format json`'s object, a button of a larger file's included.
package enum ExplanationKey: String, JSONKeys {
    case name, source, importWarnings, profile, assumedRules, heading, phases, result
}

/// The members of one phase of an explanation, of its entries and of a step's roundings.
package enum ExplanationPhaseKey: String, JSONKeys {
    case phase, title, entries
}

package enum ExplanationEntryKey: String, JSONKeys {
    case kind, name, formula, substituted, value, roundings, text, id
}

package enum RoundingKey: String, JSONKeys {
    case function, before, after, grid
}

/// The members of a rect and a size, as every report writes them.
package enum RectKey: String, JSONKeys {
    case x, y, width, height
}
