import ButtonLayout

/// Ready-to-paste code for an answer. Numbers print as the articles write them (no `50.0`).
/// Each button's code names it after its variable (`variable`), and its configuration
/// `<variable>Configuration`, so several buttons printed together never redeclare a name.
public enum Snippets {
    /// What a configuration changes besides the layout (docs/solve.md, "Configuration code").
    public static let configurationNotes = [
        "tint: a plain configuration draws the title and the image in the button's tintColor; set baseForegroundColor to keep another colour",
        "title colour: setTitleColor(_:for:) and titleLabel?.textColor are ignored once a configuration is set; use baseForegroundColor or the attributes transformer",
        "highlight: the configuration dims its content while highlighted; adjustsImageWhenHighlighted and per-state titles and images are ignored (use configurationUpdateHandler)",
        "font: a configuration resets titleLabel?.font; the font is carried by titleTextAttributesTransformer",
    ]

    /// A Swift identifier from a scenario or IB name: `share-button-2` → `shareButton2`.
    public static func variableName(_ name: String) -> String {
        var words: [String] = []
        var current = ""
        for scalar in name.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        let camel = words.enumerated().map { index, word in
            index == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        guard let first = camel.unicodeScalars.first else { return "button" }
        return ("0"..."9").contains(first) ? "button" + camel : camel
    }

    /// Code taken from the button's own source (`migrate --fix`): expressions moved as they are instead of
    /// the scenario's literals, and the configuration's name where `<variable>Configuration` is no name (`$0`).
    public struct Carried: Hashable, Sendable {
        public var title: String?
        public var font: String?
        public var image: String?
        public var configurationName: String?

        public init(title: String? = nil, font: String? = nil, image: String? = nil, configurationName: String? = nil) {
            self.title = title
            self.font = font
            self.image = image
            self.configurationName = configurationName
        }
    }

    public static func swift(
        legacy: LegacyInsets?, configuration: ConfigurationSolution?, variable: String = "button", carried: Carried = Carried()
    ) -> String {
        let b = variable
        var lines: [String] = []
        if let legacy {
            lines.append("// UIKit's legacy insets (deprecated in iOS 15, still honoured without a configuration)")
            lines += swiftAlignments(b, legacy.contentHorizontalAlignment, legacy.contentVerticalAlignment)
            lines.append("\(b).imageEdgeInsets = \(swiftInsets(legacy.imageEdgeInsets))")
            lines.append("\(b).titleEdgeInsets = \(swiftInsets(legacy.titleEdgeInsets))")
            lines.append("\(b).contentEdgeInsets = \(swiftInsets(legacy.contentEdgeInsets))")
        }
        if let configuration {
            let c = carried.configurationName ?? b + "Configuration"
            let content = configuration.button.configuration
            if !lines.isEmpty { lines.append("") }
            lines.append("// iOS 15 and later")
            lines.append("var \(c) = UIButton.Configuration.plain()")
            if let title = carried.title ?? content.title.map({ quoted($0.text) }) {
                lines.append("\(c).title = \(title)")
                let font = carried.font ?? swiftFont(content.title?.font)
                lines.append("\(c).titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { attributes in")
                lines.append("    var attributes = attributes")
                lines.append("    attributes.font = \(font)")
                lines.append("    return attributes")
                lines.append("}")
            }
            if let image = carried.image ?? content.image.map({ _ in "\(b).image(for: .normal)" }) { lines.append("\(c).image = \(image)") }
            lines.append("\(c).imagePlacement = .\(configuration.imagePlacement.rawValue)")
            lines.append("\(c).imagePadding = \(formatNumber(configuration.imagePadding))")
            let i = configuration.contentInsets
            lines.append("\(c).contentInsets = NSDirectionalEdgeInsets(top: \(formatNumber(i.top)), leading: \(formatNumber(i.leading)), bottom: \(formatNumber(i.bottom)), trailing: \(formatNumber(i.trailing)))")
            lines.append("\(c).titleAlignment = .\(configuration.titleAlignment.rawValue)")
            lines.append("\(b).configuration = \(c)")
            lines += swiftAlignments(b, configuration.contentHorizontalAlignment, configuration.contentVerticalAlignment)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    public static func objectiveC(legacy: LegacyInsets?, configuration: ConfigurationSolution?, variable: String = "button") -> String {
        let b = variable
        var lines: [String] = []
        if let legacy {
            lines.append("// UIKit's legacy insets (deprecated in iOS 15, still honoured without a configuration)")
            lines += objcAlignments(b, legacy.contentHorizontalAlignment, legacy.contentVerticalAlignment)
            lines.append("\(b).imageEdgeInsets = \(objcInsets(legacy.imageEdgeInsets));")
            lines.append("\(b).titleEdgeInsets = \(objcInsets(legacy.titleEdgeInsets));")
            lines.append("\(b).contentEdgeInsets = \(objcInsets(legacy.contentEdgeInsets));")
        }
        if let configuration {
            let c = b + "Configuration"
            let content = configuration.button.configuration
            if !lines.isEmpty { lines.append("") }
            lines.append("// iOS 15 and later")
            lines.append("UIButtonConfiguration *\(c) = [UIButtonConfiguration plainButtonConfiguration];")
            if let title = content.title {
                lines.append("\(c).title = @\(quoted(title.text, objectiveC: true));")
                lines.append("UIFont *\(c)Font = \(objcFont(title.font));")
                lines.append("\(c).titleTextAttributesTransformer = ^NSDictionary<NSAttributedStringKey, id> *(NSDictionary<NSAttributedStringKey, id> *attributes) {")
                lines.append("    NSMutableDictionary<NSAttributedStringKey, id> *changed = [attributes mutableCopy];")
                lines.append("    changed[NSFontAttributeName] = \(c)Font;")
                lines.append("    return changed;")
                lines.append("};")
            }
            if content.image != nil { lines.append("\(c).image = [\(b) imageForState:UIControlStateNormal];") }
            lines.append("\(c).imagePlacement = NSDirectionalRectEdge\(capitalized(configuration.imagePlacement.rawValue));")
            lines.append("\(c).imagePadding = \(formatNumber(configuration.imagePadding));")
            let i = configuration.contentInsets
            lines.append("\(c).contentInsets = NSDirectionalEdgeInsetsMake(\(formatNumber(i.top)), \(formatNumber(i.leading)), \(formatNumber(i.bottom)), \(formatNumber(i.trailing)));")
            lines.append("\(c).titleAlignment = UIButtonConfigurationTitleAlignment\(capitalized(configuration.titleAlignment.rawValue));")
            lines.append("\(b).configuration = \(c);")
            lines += objcAlignments(b, configuration.contentHorizontalAlignment, configuration.contentVerticalAlignment)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func swiftAlignments(_ b: String, _ h: HorizontalAlignment, _ v: VerticalAlignment) -> [String] {
        (h == .center ? [] : ["\(b).contentHorizontalAlignment = .\(h.rawValue)"])
            + (v == .center ? [] : ["\(b).contentVerticalAlignment = .\(v.rawValue)"])
    }

    static func objcAlignments(_ b: String, _ h: HorizontalAlignment, _ v: VerticalAlignment) -> [String] {
        (h == .center ? [] : ["\(b).contentHorizontalAlignment = UIControlContentHorizontalAlignment\(capitalized(h.rawValue));"])
            + (v == .center ? [] : ["\(b).contentVerticalAlignment = UIControlContentVerticalAlignment\(capitalized(v.rawValue));"])
    }

    static func swiftFont(_ font: ConfigurationFont?) -> String {
        guard let font else { return "UIFont.systemFont(ofSize: 17)" }
        return "UIFont.systemFont(ofSize: \(formatNumber(font.size)), weight: .\(font.weight.rawValue))"
    }

    static func objcFont(_ font: ConfigurationFont?) -> String {
        guard let font else { return "[UIFont systemFontOfSize:17]" }
        return "[UIFont systemFontOfSize:\(formatNumber(font.size)) weight:UIFontWeight\(capitalized(font.weight.rawValue))]"
    }

    static func swiftInsets(_ i: EdgeInsets) -> String {
        "UIEdgeInsets(top: \(formatNumber(i.top)), left: \(formatNumber(i.left)), bottom: \(formatNumber(i.bottom)), right: \(formatNumber(i.right)))"
    }

    static func objcInsets(_ i: EdgeInsets) -> String {
        "UIEdgeInsetsMake(\(formatNumber(i.top)), \(formatNumber(i.left)), \(formatNumber(i.bottom)), \(formatNumber(i.right)))"
    }

    /// A string literal of both languages: quotes, backslashes and control characters escaped.
    static func quoted(_ text: String, objectiveC: Bool = false) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                out += !objectiveC ? "\\u{\(String(scalar.value, radix: 16))}" : "\\x\(String(scalar.value, radix: 16))\"\""
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    static func capitalized(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }
}
