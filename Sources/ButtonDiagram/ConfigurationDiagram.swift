import ButtonLayout
import ButtonScenario

extension DiagramBuilder {
    /// A configuration button's figure, on the same scaffold as the legacy one.
    ///
    /// Paint order between the axes and the bounds: the style's background over the whole bounds,
    /// the image (and its alignment rect when they differ) or the activity indicator, the title
    /// and subtitle with their text, the content insets (dashed, with their four numbers), the
    /// dimension lines of `imagePadding` and `titlePadding`, then ghosts.
    func buildConfiguration(scenario: Scenario, layout: ConfigurationLayoutResult) throws(DiagramError) -> DisplayList {
        let options = scenario.diagram
        try validate(options)
        let look = configurationStyle
        let r = layout.resolution
        let configuration = scenario.configuration?.configuration ?? ButtonConfiguration()
        let insetsRect = standardized(layout.contentInsetsRect)
        let alignmentRect = layout.imageAlignmentRect.flatMap { $0 == layout.imageView ? nil : $0 }

        // MARK: What is drawn

        let frames: [(name: String, id: String, rect: Rect?)] = [
            ("imageView", "image-view", layout.imageView),
            ("alignment rect", "image-alignment-rect", alignmentRect),
            ("activityIndicator", "activity-indicator", layout.activityIndicator),
            ("titleLabel", "title-label", layout.titleLabel),
            ("subtitleLabel", "subtitle-label", layout.subtitleLabel),
        ]
        let dimensions = paddingDimensions(layout)
        let insetNumbers = contentInsetNumbers(layout, avoiding: frames.compactMap { $0.rect.map(standardized) })

        var named: [(name: String, rect: Rect)] = [("bounds", layout.bounds), ("contentInsets", layout.contentInsetsRect)]
        for case let (name, _, rect?) in frames { named.append((name, rect)) }
        for dimension in dimensions { named.append((dimension.name, dimension.extent)) }
        for (index, ghost) in options.ghosts.enumerated() { named.append(("ghost \(index)", ghost.rect)) }

        // MARK: Number labels

        var obstacles = frames.compactMap { $0.rect.map(standardized) }
        obstacles += options.ghosts.map { standardized($0.rect) }
        obstacles += edges(of: insetsRect, width: look.contentInsetsStroke.width)
        obstacles += insetNumbers.map(\.run.box)
        obstacles += dimensions.map(\.extent)

        var requests: [LabelRequest] = []
        if options.labels {
            for case let (name, id, rect?) in frames {
                requests.append(LabelRequest(id: "label-\(id)", text: "\(name) \(figureRect(rect))", frame: rect))
            }
            for dimension in dimensions {
                requests.append(LabelRequest(id: "label-\(dimension.id)", text: "\(dimension.name) \(figureNumber(dimension.value))", frame: dimension.extent))
            }
            if insetNumbers.count < 4 {
                let i = r.contentInsets
                let text = "contentInsets top \(figureNumber(i.top)), leading \(figureNumber(i.leading)), "
                    + "bottom \(figureNumber(i.bottom)), trailing \(figureNumber(i.trailing))"
                requests.append(LabelRequest(id: "label-content-insets", text: text, frame: insetsRect, avoid: [insetsRect]))
            }
        }
        requests += ghostLabels(options.ghosts, numbers: options.labels)

        // MARK: Items, between the axes and the bounds

        var warnings = FigureWarning.configuration(layout)
        warnings += uncoveredCharacterWarnings([
            ("the title", configuration.title?.text), ("the subtitle", configuration.subtitle?.text),
            ("the caption", options.caption ?? scenario.caption),
        ] + options.ghosts.map { ("a ghost's label", $0.label) })

        var content = FigureContent(named: named, obstacles: obstacles, labels: requests, warnings: warnings)
        content.leadersAvoid = [layout.imageView, layout.activityIndicator, layout.titleLabel, layout.subtitleLabel].compactMap { $0 }
        content.text = [layout.titleLabel, layout.subtitleLabel].compactMap { $0 }
        content.title = figureTitle(scenario)
        content.altText = configurationAltText(scenario: scenario, layout: layout)
        return try assemble(scenario: scenario, bounds: layout.bounds, content: content) { c in
            var items: [DisplayItem] = []
            func add(_ id: String, _ shape: Shape) { items.append(DisplayItem(id: id, shape: shape)) }

            if let background = look.backgrounds[r.style] {
                let bounds = standardized(layout.bounds)
                // iOS 26 draws configuration buttons as capsules (cornerStyle .dynamic); iOS 15–18 a 5.95-pt radius (ER2).
                let radius = scenario.uikit.configurationCornerRadius(buttonSize: r.buttonSize) ?? min(bounds.width, bounds.height) / 2
                add("button-background", .roundedRect(c(bounds), radius: radius, fill: background.fill, stroke: background.stroke))
            }

            if let frame = layout.imageView.map(standardized) {
                let source: ImageSource = scenario.image?.file.map { .file(path: $0) } ?? .placeholder
                add("image-view", .image(c(frame), source: source))
            }
            if let frame = alignmentRect.map(standardized) {
                add("image-alignment-rect", .rect(c(frame), fill: nil, stroke: look.imageAlignmentStroke))
            }
            if let frame = layout.activityIndicator.map(standardized) {
                add("activity-indicator", .rect(c(frame), fill: look.activityIndicatorFill, stroke: nil))
                for (index, spoke) in activityIndicatorSpokes(in: frame).enumerated() {
                    add("activity-indicator-spoke-\(index + 1)", .line(from: c(spoke.from), to: c(spoke.to), stroke: spoke.stroke))
                }
            }

            let labels: [(id: String, frame: Rect?, label: ConfigurationLabel?, font: ConfigurationFont, mode: LineBreakMode, fill: Color)] = [
                ("title", layout.titleLabel, configuration.title, r.titleFont, r.titleLineBreakMode, style.titleFill),
                ("subtitle", layout.subtitleLabel, configuration.subtitle, r.subtitleFont, r.subtitleLineBreakMode, look.subtitleFill),
            ]
            for case let (id, frame?, label, font, mode, fill) in labels {
                let box = standardized(frame)
                add("\(id)-label", .rect(c(box), fill: fill, stroke: nil))
                guard let label, !label.text.isEmpty else { continue }
                let shown = labelLines(label.text, font: font, naturalSize: label.size, frame: box, lineBreakMode: mode, measurer: measurer)
                let alignment = shown.lines.count == 1 ? .center : lineAlignment(r)
                for (index, (line, lineBox)) in zip(shown.lines, shown.boxes(in: box)).enumerated() where !line.isEmpty {
                    let lineID = shown.lines.count == 1 ? "\(id)-text" : "\(id)-text-\(index + 1)"
                    add(lineID, .text(TextRun(text: line, box: c(lineBox), alignment: alignment, font: shown.font, color: style.titleTextColor, measuredSize: shown.measuredSize)))
                }
            }

            // Above the content, which often fills it exactly (sized to fit).
            add("content-insets", .rect(c(insetsRect), fill: nil, stroke: look.contentInsetsStroke))
            for number in insetNumbers { add(number.id, .text(c(number.run))) }

            for dimension in dimensions {
                add(dimension.id, .line(from: c(dimension.from), to: c(dimension.to), stroke: look.dimensionStroke))
                for (suffix, bar) in [("start", dimension.startBar), ("end", dimension.endBar)] {
                    add("\(dimension.id)-\(suffix)", .line(from: c(bar.from), to: c(bar.to), stroke: look.dimensionStroke))
                }
            }
            return items + ghostItems(options.ghosts, c)
        }
    }

    /// How the lines of a wrapped label sit in its frame. Paragraph alignment moves no frame, so the
    /// model does not say; drawn as UIKit shows it: the title alignment when it resolves to a side
    /// (leading is left in LTR), centred otherwise — configuration buttons centre multi-line titles.
    func lineAlignment(_ r: ConfigurationResolution) -> TextAlignment {
        let rtl = r.layoutDirection == .rightToLeft
        let side: ButtonConfiguration.TitleAlignment =
            r.titleAlignment == .automatic
            ? (r.resolvedTitleAlignment == .leading ? .leading : r.resolvedTitleAlignment == .trailing ? .trailing : .center)
            : r.titleAlignment
        switch side {
        case .leading: return rtl ? .right : .left
        case .trailing: return rtl ? .left : .right
        case .center, .automatic: return .center
        }
    }
}
