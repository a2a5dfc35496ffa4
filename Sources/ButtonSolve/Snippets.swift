import ButtonLayout

/// Ready-to-paste code for an answer. Numbers print as the articles write them (no `50.0`).
public enum Snippets {
    public static func swift(legacy: LegacyInsets?, configuration: ConfigurationSolution?) -> String {
        var lines: [String] = []
        if let legacy {
            lines.append("// UIKit's legacy insets (deprecated in iOS 15, still honoured without a configuration)")
            lines.append("button.imageEdgeInsets = \(swiftInsets(legacy.imageEdgeInsets))")
            lines.append("button.titleEdgeInsets = \(swiftInsets(legacy.titleEdgeInsets))")
            lines.append("button.contentEdgeInsets = \(swiftInsets(legacy.contentEdgeInsets))")
        }
        if let configuration {
            if !lines.isEmpty { lines.append("") }
            lines.append("// iOS 15 and later")
            lines.append("var configuration = UIButton.Configuration.plain()")
            lines.append("configuration.imagePlacement = .\(configuration.imagePlacement.rawValue)")
            lines.append("configuration.imagePadding = \(formatNumber(configuration.imagePadding))")
            let c = configuration.contentInsets
            lines.append("configuration.contentInsets = NSDirectionalEdgeInsets(top: \(formatNumber(c.top)), leading: \(formatNumber(c.leading)), bottom: \(formatNumber(c.bottom)), trailing: \(formatNumber(c.trailing)))")
            lines.append("configuration.titleAlignment = .\(configuration.titleAlignment.rawValue)")
            lines.append("button.configuration = configuration")
            if configuration.contentHorizontalAlignment != .center {
                lines.append("button.contentHorizontalAlignment = .\(configuration.contentHorizontalAlignment.rawValue)")
            }
            if configuration.contentVerticalAlignment != .center {
                lines.append("button.contentVerticalAlignment = .\(configuration.contentVerticalAlignment.rawValue)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    public static func objectiveC(legacy: LegacyInsets?, configuration: ConfigurationSolution?) -> String {
        var lines: [String] = []
        if let legacy {
            lines.append("// UIKit's legacy insets (deprecated in iOS 15, still honoured without a configuration)")
            lines.append("button.imageEdgeInsets = \(objcInsets(legacy.imageEdgeInsets));")
            lines.append("button.titleEdgeInsets = \(objcInsets(legacy.titleEdgeInsets));")
            lines.append("button.contentEdgeInsets = \(objcInsets(legacy.contentEdgeInsets));")
        }
        if let configuration {
            if !lines.isEmpty { lines.append("") }
            lines.append("// iOS 15 and later")
            lines.append("UIButtonConfiguration *configuration = [UIButtonConfiguration plainButtonConfiguration];")
            lines.append("configuration.imagePlacement = NSDirectionalRectEdge\(capitalized(configuration.imagePlacement.rawValue));")
            lines.append("configuration.imagePadding = \(formatNumber(configuration.imagePadding));")
            let c = configuration.contentInsets
            lines.append("configuration.contentInsets = NSDirectionalEdgeInsetsMake(\(formatNumber(c.top)), \(formatNumber(c.leading)), \(formatNumber(c.bottom)), \(formatNumber(c.trailing)));")
            lines.append("configuration.titleAlignment = UIButtonConfigurationTitleAlignment\(capitalized(configuration.titleAlignment.rawValue));")
            lines.append("button.configuration = configuration;")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func swiftInsets(_ i: EdgeInsets) -> String {
        "UIEdgeInsets(top: \(formatNumber(i.top)), left: \(formatNumber(i.left)), bottom: \(formatNumber(i.bottom)), right: \(formatNumber(i.right)))"
    }

    static func objcInsets(_ i: EdgeInsets) -> String {
        "UIEdgeInsetsMake(\(formatNumber(i.top)), \(formatNumber(i.left)), \(formatNumber(i.bottom)), \(formatNumber(i.right)))"
    }

    private static func capitalized(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }
}
