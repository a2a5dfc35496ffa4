/// Values that `<userDefinedRuntimeAttributes>` set over the XML after loading (§8).
struct RuntimeOverrides {
    var contentHorizontalAlignment: String?
    var contentVerticalAlignment: String?
    var semanticContentAttribute: String?
    /// `titleLabel.numberOfLines` (layout-model.md R6.4): IB has no field for a button's label.
    var numberOfLines: Double?
    /// `titleLabel.adjustsFontForContentSizeCategory` (dynamic-type.md DY4.2).
    var adjustsFontForContentSizeCategory: Bool?
}

/// UIKit's raw enum values, in order: `UIControlContentHorizontalAlignment` and friends.
private let rawEnums: [String: [String]] = [
    "contentHorizontalAlignment": ["center", "left", "right", "fill", "leading", "trailing"],
    "contentVerticalAlignment": ["center", "top", "bottom", "fill"],
    "semanticContentAttribute": ["unspecified", "playback", "spatial", "forceLeftToRight", "forceRightToLeft"],
]

extension MarkupTree {
    /// Applies the three layout enums; layer, colour, shadow, corner and border knobs and
    /// `titleLabel.textAlignment` are drawing-only and pass silently; anything else is reported.
    func runtimeOverrides(of button: Int, warnings: inout [PendingWarning]) -> RuntimeOverrides {
        var overrides = RuntimeOverrides()
        for list in children(of: button, named: "userDefinedRuntimeAttributes") {
            for attribute in children(of: list, named: "userDefinedRuntimeAttribute") {
                guard let keyPath = self.attribute("keyPath", of: attribute) else { continue }
                let type = self.attribute("type", of: attribute) ?? "?"
                let raw = runtimeValue(of: attribute)
                func ignore(_ expected: String) {
                    warnings.append(
                        PendingWarning(
                            tag: .unknownValue,
                            message: "runtime attribute \(keyPath) = \(raw ?? "nothing") is not \(expected); ignored",
                            element: attribute))
                }
                if let names = rawEnums[keyPath] {
                    guard let raw, let index = Int(raw), names.indices.contains(index) else {
                        ignore("a raw value of \(keyPath) (0…\(names.count - 1))")
                        continue
                    }
                    switch keyPath {
                    case "contentHorizontalAlignment": overrides.contentHorizontalAlignment = names[index]
                    case "contentVerticalAlignment": overrides.contentVerticalAlignment = names[index]
                    default: overrides.semanticContentAttribute = names[index]
                    }
                } else if keyPath == "titleLabel.numberOfLines", type == "number" {
                    guard let raw, let lines = Int(raw), lines >= 0 else {
                        ignore("a whole number of lines")
                        continue
                    }
                    overrides.numberOfLines = Double(lines)
                } else if keyPath == "titleLabel.adjustsFontForContentSizeCategory", type == "boolean" {
                    overrides.adjustsFontForContentSizeCategory = raw == "YES"
                } else if !isDrawingOnly(keyPath: keyPath, type: type) {
                    warnings.append(
                        PendingWarning(
                            tag: .runtimeAttribute,
                            message: "runtime attribute \(keyPath) (\(type)) is set after loading and not applied",
                            element: attribute))
                }
            }
        }
        return overrides
    }

    /// `<integer key="value" value="1"/>`, `<real …/>`, or a `value` attribute.
    private func runtimeValue(of attribute: Int) -> String? {
        if let value = self.attribute("value", of: attribute) { return value }
        for child in children(of: attribute) where self.attribute("key", of: child) == "value" {
            if let value = self.attribute("value", of: child) { return value }
        }
        return nil
    }

    private func isDrawingOnly(keyPath: String, type: String) -> Bool {
        if keyPath.hasPrefix("layer.") || type == "color" || keyPath == "titleLabel.textAlignment" { return true }
        let last = (keyPath.split(separator: ".").last.map(String.init) ?? keyPath).lowercased()
        return ["shadow", "color", "corner", "border"].contains { last.contains($0) }
    }
}
