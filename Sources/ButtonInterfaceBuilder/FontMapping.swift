/// A title font read from IB (§5), before it becomes `title.font`.
struct FontChoice: Equatable {
    var size: Double
    /// A scenario weight name (`ultraLight` … `black`).
    var weight: String
    /// The PostScript name of a non-system face, which a stand-in measures unless `--fonts` has it.
    var postScriptName: String?
    /// IB's words for it, for messages and comments: `system semibold 17`, `Helvetica-Bold 15`.
    var summary: String
    /// A text style as the scenario names it (`body`, `subheadline`): a legacy title states it as
    /// `title.textStyle`, which Dynamic Type sizes (dynamic-type.md DY6); `size` is its Large size.
    var textStyle: String? = nil

    static let ibDefault = FontChoice(size: 15, weight: "regular", postScriptName: nil, summary: "system 15")

    /// `{size, weight}`.
    var tree: ScenarioTree {
        .mapping([.init("size", .number(size)), .init("weight", .string(weight))])
    }
}

/// A warning found while reading, before it is tied to a button's line.
struct PendingWarning {
    var tag: IBWarningTag
    var message: String
    var element: Int
}

let scenarioWeights = [
    "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
]

/// Text style sizes at the default content size category, Large (HIG), and the scenario's name
/// for each (`UIFont.TextStyle` as Swift spells it).
private let textStyles: [String: (size: Double, weight: String, name: String, scenarioName: String)] = [
    "UICTFontTextStyleTitle0": (34, "regular", "Title0", "largeTitle"),
    "UICTFontTextStyleTitle1": (28, "regular", "Title1", "title1"),
    "UICTFontTextStyleTitle2": (22, "regular", "Title2", "title2"),
    "UICTFontTextStyleTitle3": (20, "regular", "Title3", "title3"),
    "UICTFontTextStyleHeadline": (17, "semibold", "Headline", "headline"),
    "UICTFontTextStyleBody": (17, "regular", "Body", "body"),
    "UICTFontTextStyleCallout": (16, "regular", "Callout", "callout"),
    "UICTFontTextStyleSubhead": (15, "regular", "Subhead", "subheadline"),
    "UICTFontTextStyleFootnote": (13, "regular", "Footnote", "footnote"),
    "UICTFontTextStyleCaption1": (12, "regular", "Caption1", "caption1"),
    "UICTFontTextStyleCaption2": (11, "regular", "Caption2", "caption2"),
]

extension MarkupTree {
    /// `<fontDescription …/>` → the font and its warnings (§5's table).
    func fontDescription(_ element: Int, warnings: inout [PendingWarning]) throws(ButtonProblem) -> FontChoice {
        if let style = attribute("style", of: element) {
            guard let known = textStyles[style] else {
                warnings.append(
                    PendingWarning(
                        tag: .unknownValue, message: "text style \"\(style)\" is not a known value; using 17 pt",
                        element: element))
                return FontChoice(size: 17, weight: "regular", postScriptName: nil, summary: "text style \(style)")
            }
            warnings.append(
                PendingWarning(
                    tag: .dynamicType,
                    message:
                        "text style \(known.name) (textStyle: \(known.scenarioName)): \(formatShortest(known.size)) pt at "
                        + "the default size category (Large); contentSizeCategory gives the others",
                    element: element))
            return FontChoice(
                size: known.size, weight: known.weight, postScriptName: nil, summary: "text style \(known.name)",
                textStyle: known.scenarioName)
        }
        let size = try pointSize("pointSize", of: element) ?? 15
        if let name = attribute("name", of: element) {
            return namedFont(name, size: size, element: element, warnings: &warnings)
        }
        let type = attribute("type", of: element) ?? "system"
        switch type {
        case "system":
            let weight = attribute("weight", of: element) ?? "regular"
            guard scenarioWeights.contains(weight) else {
                warnings.append(
                    PendingWarning(
                        tag: .unknownValue, message: "font weight \"\(weight)\" is not a known value; using regular",
                        element: element))
                return FontChoice(size: size, weight: "regular", postScriptName: nil, summary: systemSummary("regular", size))
            }
            return FontChoice(size: size, weight: weight, postScriptName: nil, summary: systemSummary(weight, size))
        case "boldSystem":
            return FontChoice(size: size, weight: "bold", postScriptName: nil, summary: "boldSystem \(formatShortest(size))")
        case "italicSystem":
            warnings.append(
                PendingWarning(tag: .italic, message: "italicSystem font drawn and measured upright", element: element))
            return FontChoice(
                size: size, weight: "regular", postScriptName: nil, summary: "italicSystem \(formatShortest(size))")
        default:
            warnings.append(
                PendingWarning(
                    tag: .unknownValue, message: "font type \"\(type)\" is not a known value; using system",
                    element: element))
            return FontChoice(size: size, weight: "regular", postScriptName: nil, summary: systemSummary("regular", size))
        }
    }

    /// `<font key="NSFont" size= name=|metaFont=>` of an attributed string's fragment.
    func attributedFont(_ element: Int, warnings: inout [PendingWarning]) throws(ButtonProblem) -> FontChoice {
        let size = try pointSize("size", of: element) ?? 15
        if let name = attribute("name", of: element) {
            return namedFont(name, size: size, element: element, warnings: &warnings)
        }
        let meta = attribute("metaFont", of: element) ?? "system"
        let weight = meta.lowercased().contains("bold") ? "bold" : "regular"
        return FontChoice(size: size, weight: weight, postScriptName: nil, summary: systemSummary(weight, size))
    }

    private func pointSize(_ attributeName: String, of element: Int) throws(ButtonProblem) -> Double? {
        guard let size = try number(attributeName, of: element, what: "font \(attributeName)") else { return nil }
        guard size > 0 else {
            throw ButtonProblem(
                element: element,
                message: "font \(attributeName) \"\(attribute(attributeName, of: element) ?? "")\" is not a positive number")
        }
        return size
    }

    /// A PostScript name: `.`-prefixed names are the system font; others are measured by a stand-in.
    private func namedFont(
        _ name: String, size: Double, element: Int, warnings: inout [PendingWarning]
    ) -> FontChoice {
        let style = fontNameStyle(name)
        if style.italic {
            warnings.append(
                PendingWarning(tag: .italic, message: "italic font \(name) measured upright", element: element))
        }
        let summary = "\(name) \(formatShortest(size))"
        if name.hasPrefix(".") {
            return FontChoice(size: size, weight: style.weight, postScriptName: nil, summary: summary)
        }
        return FontChoice(size: size, weight: style.weight, postScriptName: name, summary: summary)
    }

    private func systemSummary(_ weight: String, _ size: Double) -> String {
        weight == "regular" ? "system \(formatShortest(size))" : "system \(weight) \(formatShortest(size))"
    }
}

/// The weight (and slant) a PostScript name's style suffix names: `Helvetica-Bold` → bold,
/// `AvenirNext-DemiBold` → semibold, `HelveticaNeue-LightItalic` → light italic; no suffix → regular.
func fontNameStyle(_ name: String) -> (weight: String, italic: Bool) {
    guard let dash = name.lastIndex(of: "-") else { return ("regular", false) }
    let suffix = name[name.index(after: dash)...].lowercased()
    let italic = suffix.contains("italic") || suffix.contains("oblique")
    // Longer names first: "semibold" and "extrabold" contain "bold", "ultralight" contains "light".
    let table: [(String, String)] = [
        ("ultralight", "ultraLight"), ("extralight", "ultraLight"), ("thin", "thin"), ("semibold", "semibold"),
        ("demi", "semibold"), ("extrabold", "heavy"), ("ultrabold", "heavy"), ("heavy", "heavy"),
        ("black", "black"), ("bold", "bold"), ("medium", "medium"), ("light", "light"),
    ]
    for (marker, weight) in table where suffix.contains(marker) {
        return (weight, italic)
    }
    return ("regular", italic)
}
