import ButtonLayout
import ButtonScenario

/// A warning a figure shows: a numbered marker at `anchor` (button points) when it has one, and a
/// line under the caption.
struct FigureWarning: Hashable {
    var text: String
    var anchor: Rect?
}

extension FigureWarning {
    /// The warnings a reader should see in the figure (docs/diagrams.md): a title cut short, an
    /// image squashed, content outside the bounds, image and title overlapping. The others (insets
    /// ignored by the intrinsic size, crossed insets) are about the code, not the picture; they
    /// stay in `layout` and `explain`. Numbers have at most two decimals.
    static func legacy(_ warnings: [LayoutWarning], layout: LayoutResult) -> [FigureWarning] {
        warnings.compactMap { warning in
            switch warning {
            case .titleTruncated(let from, let to, let line):
                return FigureWarning(
                    text: "title truncated: \(figureNumber(from)) pt of text in \(figureNumber(to)) pt\(shownLine(line))",
                    anchor: layout.titleLabel)
            case .titleWidthUpperBound(let width):
                return FigureWarning(text: "title truncated to at most \(figureNumber(width)) pt", anchor: layout.titleLabel)
            case .imageSquashed(let from, let to):
                return FigureWarning(
                    text: "image squashed from \(figureSize(from)) to \(figureSize(to)) pt", anchor: layout.imageView)
            case .contentOutsideBounds(let element, let frame):
                return FigureWarning(text: "\(element.rawValue) \(figureRect(frame)) reaches outside the bounds", anchor: frame)
            case .imageTitleOverlap(let overlap):
                return FigureWarning(text: "image and title overlap by \(figureSize(overlap.size)) pt", anchor: overlap)
            case .titleWrapped(let lines, _, let intrinsicLines):
                return FigureWarning(
                    text: "title wraps to \(lines) lines in a button sized for \(intrinsicLines)", anchor: layout.titleLabel)
            case .multilineTitleLeftAligned:
                return FigureWarning(text: "title lines left-aligned in their label", anchor: layout.titleLabel)
            case .insetsIgnoredByIntrinsicSize, .insetsCross, .negativeOverrideRect, .lineBreakInOneLineTitle:
                return nil
            }
        }
    }

    static func configuration(_ layout: ConfigurationLayoutResult) -> [FigureWarning] {
        layout.warnings.compactMap { warning in
            switch warning {
            case .labelTruncated(let role, let from, let to, let line):
                let frame = role == .title ? layout.titleLabel : layout.subtitleLabel
                return FigureWarning(
                    text: "\(role.rawValue) truncated: \(figureNumber(from)) pt of text in \(figureNumber(to)) pt\(shownLine(line))",
                    anchor: frame)
            case .contentOutsideBounds(let element, let frame):
                return FigureWarning(text: "\(element.rawValue) \(figureRect(frame)) reaches outside the bounds", anchor: frame)
            case .imageTitleOverlap(let image, let label, let overlap):
                return FigureWarning(
                    text: "\(image.rawValue) and \(label.rawValue) overlap by \(figureSize(overlap.size)) pt", anchor: overlap)
            case .labelWrapped, .wrappedSizeMissing, .activityIndicatorReplacesImage, .titleAlignmentWithoutSubtitle:
                return nil
            }
        }
    }
}

/// ", shown as “Download…rsation”": the line the label draws, when the text was measured.
private func shownLine(_ line: String?) -> String {
    line.map { $0.isEmpty ? ", none of it shown" : ", shown as “\($0)”" } ?? ""
}

/// `w × h` with at most two decimals.
func figureSize(_ size: Size) -> String {
    "\(figureNumber(size.width)) × \(figureNumber(size.height))"
}

extension DiagramBuilder {
    /// Characters no font draws, per piece of text a figure shows.
    func uncoveredCharacterWarnings(_ texts: [(place: String, text: String?)]) -> [FigureWarning] {
        texts.compactMap { place, text in
            guard let text, !text.isEmpty else { return nil }
            let missing = measurer.uncoveredCharacters(in: text)
            return missing.isEmpty ? nil : FigureWarning(text: uncoveredCharactersWarning(missing, in: place), anchor: nil)
        }
    }

    /// Numbered markers for the warnings that have an anchor: a disc just outside the anchor's
    /// top-right corner, touching it, so it hides nothing of a frame however small; the next one
    /// for the same corner a disc further right. In button points.
    func warningMarkers(_ warnings: [FigureWarning]) -> [(number: Int, disc: Rect)] {
        let d = style.warningMarkerSize
        // Corners and their counts in a list: a figure has a few warnings, and a [Point: Int]'s
        // first use costs the process a scan of every protocol conformance record.
        var used: [(corner: Point, count: Int)] = []
        var markers: [(Int, Rect)] = []
        for (index, warning) in warnings.enumerated() {
            guard let anchor = warning.anchor.map(standardized) else { continue }
            let corner = Point(x: anchor.maxX, y: anchor.minY)
            let slot = used.firstIndex { $0.corner.x == corner.x && $0.corner.y == corner.y }
            let count = slot.map { used[$0].count } ?? 0
            let shift = Double(count) * d * 1.25
            if let slot { used[slot].count += 1 } else { used.append((corner, 1)) }
            markers.append((index + 1, Rect(x: corner.x + shift, y: corner.y - d, width: d, height: d)))
        }
        return markers
    }

    /// A numbered disc: the marker in the figure and at the start of its line under the caption.
    func markerItems(id: String, number: Int, disc: Rect) -> [DisplayItem] {
        var font = style.warningFont
        font.size = disc.height * 0.72
        font.weight = .bold
        return [
            DisplayItem(id: id, shape: .roundedRect(disc, radius: disc.height / 2, fill: style.warningFill, stroke: nil)),
            DisplayItem(id: "\(id)-number", shape: .text(TextRun(
                text: String(number), box: disc, alignment: .center, font: font, color: style.warningMarkColor))),
        ]
    }
}
