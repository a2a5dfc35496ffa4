import ButtonLayout
import ButtonScenario

/// The figures in words (docs/diagrams.md, "Text alternative"): one paragraph per figure, generated
/// from the layout — the button, where each view is, why it is there (alignment, insets, the
/// virtual partner), and what went wrong. Numbers have at most two decimals, as in the figure.
extension DiagramBuilder {
    /// The SVG `<title>`: the caption, else the scenario's name.
    func figureTitle(_ scenario: Scenario) -> String {
        let caption = (scenario.diagram.caption ?? scenario.caption ?? "").split(whereSeparator: \.isNewline).joined(separator: " ")
        return caption.isEmpty ? scenario.name : caption
    }

    func legacyAltText(scenario: Scenario, layout: LayoutResult, before: LayoutResult?) -> String {
        let button = scenario.button
        var sentences: [String] = []
        var opening = "A \(figureSize(layout.bounds.size)) pt button"
        if let title = scenario.title, !title.text.isEmpty { opening += " titled “\(title.text)”" }
        if let image = layout.imageView.flatMap({ _ in button.imageSize }) { opening += " with a \(figureSize(image)) pt image" }
        opening += ", drawn at \(layout.scale.rawValue)x scale"
        if layout.layoutDirection == .rightToLeft { opening += ", right to left" }
        sentences.append(opening)

        var why = "Its content is aligned \(button.contentHorizontalAlignment.rawValue) horizontally and \(button.contentVerticalAlignment.rawValue) vertically"
        if layout.model != .system { why += ", and its \(layout.model.rawValue) subclass places the views itself" }
        sentences.append(why)
        for (name, insets, area) in [
            ("contentEdgeInsets", button.contentEdgeInsets, ("the content rect", layout.contentRect)),
            ("imageEdgeInsets", button.imageEdgeInsets, ("the image area", layout.imageArea)),
            ("titleEdgeInsets", button.titleEdgeInsets, ("the title area", layout.titleArea)),
        ] where !insets.isZero {
            sentences.append("\(name) \(insetsText(insets)) make \(area.0) \(placed(area.1))")
        }

        let shown = before ?? layout
        if let image = shown.imageView { sentences.append("The image view is at \(placed(image))") }
        if let title = shown.titleLabel { sentences.append("The title label is at \(placed(title))") }
        if let image = shown.imageView, let title = shown.titleLabel, let relation = relation(of: image, to: title) {
            sentences.append(relation)
        }
        if before != nil {
            var moved: [String] = []
            if let image = layout.imageView, image != shown.imageView { moved.append("the image to \(placed(image))") }
            if let title = layout.titleLabel, title != shown.titleLabel { moved.append("the title to \(placed(title))") }
            sentences.append("These are the views before the edge insets apply"
                + (moved.isEmpty ? "; UIKit leaves them there" : "; UIKit then moves \(moved.joined(separator: " and ")), drawn dashed"))
        } else {
            // The partners the figure draws, no more.
            let (showTitle, showImage) = virtualBoxes(scenario.diagram.virtual, layout: layout)
            if showTitle, let virtual = layout.virtualTitle, virtual != layout.titleLabel {
                sentences.append("The image is aligned as if the title stood beside it at \(placed(virtual)) (the virtual title, dashed)")
            }
            if showImage, let virtual = layout.virtualImage, virtual != layout.imageView {
                sentences.append("The title is aligned as if the image stood beside it at \(placed(virtual)) (the virtual image, dashed)")
            }
        }
        for ghost in scenario.diagram.ghosts {
            sentences.append("A dashed \(ghost.crossOut ? "crossed-out " : "")frame\(ghost.label.map { " “\($0)”" } ?? "") marks \(placed(ghost.rect))")
        }
        sentences += FigureWarning.legacy(layout.warnings, layout: layout).map { "Warning: \($0.text)" }
        return sentences.map { $0 + "." }.joined(separator: " ")
    }

    func configurationAltText(scenario: Scenario, layout: ConfigurationLayoutResult) -> String {
        let r = layout.resolution
        let configuration = scenario.configuration?.configuration ?? ButtonConfiguration()
        var sentences: [String] = []
        var opening = "A \(figureSize(layout.bounds.size)) pt button with a \(r.style.rawValue) UIButton.Configuration, size \(r.buttonSize.rawValue)"
        if let title = configuration.title, !title.text.isEmpty { opening += ", titled “\(title.text)”" }
        if let subtitle = configuration.subtitle, !subtitle.text.isEmpty { opening += " with the subtitle “\(subtitle.text)”" }
        if r.hasImage { opening += ", and a \(figureSize(r.imageSize)) pt image placed \(r.imagePlacement.rawValue)" }
        if layout.layoutDirection == .rightToLeft { opening += ", right to left" }
        sentences.append(opening)
        let i = r.contentInsets
        sentences.append("Content insets of \(figureNumber(i.top)) top, \(figureNumber(i.leading)) leading, "
            + "\(figureNumber(i.bottom)) bottom and \(figureNumber(i.trailing)) trailing leave \(placed(layout.contentInsetsRect)) for the content")
        let frames: [(String, Rect?)] = [
            ("image view", layout.imageView), ("activity indicator", layout.activityIndicator),
            ("title label", layout.titleLabel), ("subtitle label", layout.subtitleLabel),
        ]
        for case let (name, frame?) in frames { sentences.append("The \(name) is at \(placed(frame))") }
        if r.imagePadding != 0, r.hasImage || r.showsActivityIndicator, r.hasText {
            sentences.append("imagePadding puts \(figureNumber(r.imagePadding)) pt between the image and the text")
        }
        if r.titlePadding != 0, r.hasTitle, r.hasSubtitle {
            sentences.append("titlePadding puts \(figureNumber(r.titlePadding)) pt between title and subtitle")
        }
        sentences += FigureWarning.configuration(layout).map { "Warning: \($0.text)" }
        return sentences.map { $0 + "." }.joined(separator: " ")
    }

    /// `(x, y), w × h`.
    private func placed(_ rect: Rect) -> String {
        "(\(figureNumber(rect.x)), \(figureNumber(rect.y))), \(figureSize(rect.size))"
    }

    private func insetsText(_ insets: EdgeInsets) -> String {
        "(\(figureNumber(insets.top)), \(figureNumber(insets.left)), \(figureNumber(insets.bottom)), \(figureNumber(insets.right)))"
    }

    /// How the image stands to the title: "The image sits 8 pt left of the title", "… right against
    /// the title, on its left", "The image covers part of the title".
    private func relation(of image: Rect, to title: Rect) -> String? {
        let a = standardized(image), b = standardized(title)
        if a.overlap(with: b) != nil { return "The image covers part of the title" }
        let sides: [(gap: Double, side: String, preposition: String)] = [
            (b.minX - a.maxX, "left", "left of"), (a.minX - b.maxX, "right", "right of"),
            (b.minY - a.maxY, "top", "above"), (a.minY - b.maxY, "bottom", "below"),
        ]
        guard let side = sides.first(where: { $0.gap >= 0 }) else { return nil }
        return side.gap == 0
            ? "The image sits right against the title, on its \(side.side)"
            : "The image sits \(figureNumber(side.gap)) pt \(side.preposition) the title"
    }
}
