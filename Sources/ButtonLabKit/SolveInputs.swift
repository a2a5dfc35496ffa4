import ButtonLayout
import ButtonReports
import ButtonScenario
import ButtonSolve

/// A `solve` goal and button given on the command line instead of a scenario.
package struct SolveFlags: Sendable {
    package var image: Size
    /// The title's text (measured like SF) or its size.
    package var title: Either
    package var fontSize: Double?
    package var buttonType: ButtonType
    /// nil: sized to fit.
    package var size: Size?
    package var scale: ScreenScale
    package var direction: LayoutDirection
    package var placement: ImagePlacement
    package var spacing: Double
    package var alignment: PairAlignment

    package enum Either: Sendable {
        case text(String)
        case size(Size)
    }

    package init(
        image: Size, title: Either, fontSize: Double?, buttonType: ButtonType, size: Size?, scale: ScreenScale,
        direction: LayoutDirection, placement: ImagePlacement, spacing: Double, alignment: PairAlignment
    ) {
        self.image = image
        self.title = title
        self.fontSize = fontSize
        self.buttonType = buttonType
        self.size = size
        self.scale = scale
        self.direction = direction
        self.placement = placement
        self.spacing = spacing
        self.alignment = alignment
    }

    package var goal: SolveGoal { .placement(placement, spacing: spacing, alignment: alignment) }

    /// The button the flags describe; a text title is measured with the loader's fonts.
    package func button(loader: ScenarioLoader) throws(ScenarioFailure) -> Button {
        var font = buttonType.defaultTitleFont
        if let fontSize { font.size = fontSize }
        let title: Title
        switch self.title {
        case .size(let size):
            title = Title(text: "Title", font: font, naturalSize: size, isMeasurable: false)
        case .text(let text):
            guard let measurer = loader.textMeasurer else {
                throw ScenarioFailure(
                    path: "--title", code: .input, file: nil, keyPath: "--title",
                    message: "measuring \"\(text)\" needs the fonts (run `make deps`), or give its size as --title W,H")
            }
            let size = SystemFontMeasurer(base: measurer).naturalSize(of: text, font: font)
            title = Title(text: text, font: font, naturalSize: size, sizeIsGiven: false)
        }
        return Button(
            size: size ?? .zero, scale: scale, buttonType: buttonType, layoutDirection: direction, imageSize: image,
            title: title, sizeToFit: size == nil)
    }

    /// Parses "W,H" (also "WxH").
    package static func size(_ text: String) -> Size? {
        let parts = text.split(whereSeparator: { $0 == "," || $0 == "x" || $0 == "×" }).map { Double($0.trimmingCharactersInSpaces) }
        guard parts.count == 2, let width = parts[0], let height = parts[1], width.isFinite, height.isFinite, width >= 0, height >= 0
        else { return nil }
        return Size(width: width, height: height)
    }
}

extension Substring {
    var trimmingCharactersInSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}

/// The solved button as a scenario file a user can keep, render and check.
package func solvedScenarioYAML(name: String, answer: SolveAnswer) -> String {
    let b = answer.legacy.button
    func insets(_ i: EdgeInsets) -> String {
        "{top: \(formatNumber(i.top)), left: \(formatNumber(i.left)), bottom: \(formatNumber(i.bottom)), right: \(formatNumber(i.right))}"
    }
    var lines = [
        "# Solved by `buttonlab solve`: \(answer.text.split(separator: "\n").first.map(String.init) ?? name)",
        "name: \(yamlQuoted(name))",
        "button:",
        "  size: [\(formatNumber(answer.legacy.result.bounds.width)), \(formatNumber(answer.legacy.result.bounds.height))]",
        "  scale: \(b.scale.rawValue)",
        "  buttonType: \(b.buttonType.rawValue)",
        "  layoutDirection: \(b.layoutDirection.rawValue)",
    ]
    if b.contentHorizontalAlignment != .center { lines.append("  contentHorizontalAlignment: \(b.contentHorizontalAlignment.rawValue)") }
    if b.contentVerticalAlignment != .center { lines.append("  contentVerticalAlignment: \(b.contentVerticalAlignment.rawValue)") }
    if let image = b.imageSize { lines.append("  image: {size: [\(formatNumber(image.width)), \(formatNumber(image.height))]}") }
    if let title = b.title {
        let size = "size: [\(formatNumber(title.naturalSize.width)), \(formatNumber(title.naturalSize.height))]"
        lines.append("  title: {text: \(yamlQuoted(title.isMeasurable ? title.text : "Title")), \(size), font: {size: \(formatNumber(title.font.size))\(title.font.weight == .regular ? "" : ", weight: \(title.font.weight.rawValue)")}}")
    }
    lines.append("  imageEdgeInsets: \(insets(answer.legacy.insets.imageEdgeInsets))")
    lines.append("  titleEdgeInsets: \(insets(answer.legacy.insets.titleEdgeInsets))")
    lines.append("  contentEdgeInsets: \(insets(answer.legacy.insets.contentEdgeInsets))")
    return lines.joined(separator: "\n") + "\n"
}

/// A YAML double-quoted string (JSON's escaping is valid YAML).
func yamlQuoted(_ text: String) -> String { JSONValue.quote(text) }
