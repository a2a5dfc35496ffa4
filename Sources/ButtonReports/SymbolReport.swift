import ButtonLayout

/// The members of the layout's and the explanation's `symbol` object (scenario-format.md's SF Symbols, after the spec's SY2, SY3).
package enum SymbolKey: String, JSONKeys {
    case name, own, applied, appliedBy, pointSize, size, baselineOffset
}

/// A `UIImage.SymbolConfiguration`'s members; unset ones are null.
package enum SymbolConfigurationJSONKey: String, JSONKeys {
    case textStyle, pointSize, scale, weight
}

extension SymbolConfiguration {
    var json: JSONValue {
        SymbolConfigurationJSONKey.object([
            (.textStyle, textStyle.map(JSONValue.string) ?? .null), (.pointSize, pointSize.map(JSONValue.number) ?? .null),
            (.scale, scale.map { .string($0.rawValue) } ?? .null), (.weight, weight.map { .string($0.rawValue) } ?? .null),
        ])
    }

    /// `text style body, scale large`, `17 pt, scale medium`.
    var phrase: String {
        var parts: [String] = []
        if let pointSize { parts.append("\(formatNumber(pointSize)) pt") } else if let textStyle { parts.append("text style \(textStyle)") }
        if let scale { parts.append("scale \(scale.rawValue)") }
        if let weight { parts.append("weight \(weight.rawValue)") }
        return parts.isEmpty ? "no configuration" : parts.joined(separator: ", ")
    }
}

extension SymbolImage {
    /// What UIKit draws the symbol with, who chose it, and whether its size was measured.
    package var json: JSONValue {
        SymbolKey.object([
            (.name, .string(name)), (.own, own.json), (.applied, applied.json), (.appliedBy, .string(source.rawValue)),
            (.pointSize, .number(pointSize)), (.size, .string(estimatedSize == nil ? "given" : "estimated")),
            (.baselineOffset, baselineOffset.map(JSONValue.number) ?? .null),
        ])
    }

    /// The line `layout` and `explain` print: `symbol: star.fill drawn at text style body, scale large (…): 17 pt; size …`.
    package var textLine: String {
        let size = estimatedSize.map { "size \(short($0.width)) × \(short($0.height)) estimated" } ?? "size given"
        return "symbol: \(name) drawn at \(applied.phrase), from \(source.phrase): \(formatNumber(pointSize)) pt; \(size)"
    }

    /// The estimate's warning (SY3.2): frames built on it are approximate.
    package var warning: String? {
        guard let estimatedSize else { return nil }
        let scale = applied.scale ?? .unspecified
        return "[symbol-estimate] SF Symbol \(name): \(short(estimatedSize.width)) × \(short(estimatedSize.height)) is an estimate "
            + "(one \(formatNumber(pointSize))-pt line × \(formatNumber(scale.factor)) for scale \(scale.rawValue)); "
            + "give its measured size (image.size) for exact frames"
    }
}

/// An estimate to three decimals: its last digits mean nothing.
private func short(_ value: Double) -> String { formatNumber(value, maximumFractionDigits: 3) }
