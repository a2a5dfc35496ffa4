import ButtonLayout

/// The UIButton.Configuration answer and what the configuration model makes of it.
public struct ConfigurationSolution: Hashable, Sendable {
    public var imagePlacement: ButtonConfiguration.ImagePlacement
    public var imagePadding: Double
    public var contentInsets: DirectionalEdgeInsets
    public var titleAlignment: ButtonConfiguration.TitleAlignment
    public var contentHorizontalAlignment: HorizontalAlignment
    public var contentVerticalAlignment: VerticalAlignment
    public var button: ConfigurationButton
    public var result: ConfigurationLayoutResult
    public var measuredGap: Double?
    public var residuals: [Residual]
}

public enum ConfigurationSolver {
    /// A configuration button with the legacy button's size, scale, direction and content: the
    /// image keeps its size, the title becomes a label sized as UILabel sizes it (pixel-ceiled).
    /// With `measured`, a title whose text is known is left to the measurer, as `layout` measures a
    /// configuration scenario's title (so it wraps where UIKit wraps it).
    public static func configurationButton(from button: Button, measured: Bool = false) -> ConfigurationButton {
        let grid = PixelGrid(scale: button.scale)
        var configuration = ButtonConfiguration(contentInsets: DirectionalEdgeInsets())
        if let title = button.title, !title.isEmpty {
            configuration.title = ConfigurationLabel(
                text: title.text, font: ConfigurationFont(size: title.font.size, weight: title.font.weight),
                size: measured && title.isMeasurable && !title.sizeIsGiven
                    ? nil : Size(width: grid.ceil(title.naturalSize.width), height: grid.ceil(title.naturalSize.height)))
        }
        configuration.image = button.imageSize.map { ConfigurationImage(size: $0) }
        return ConfigurationButton(
            size: button.size, sizeToFit: button.sizeToFit, scale: button.scale, layoutDirection: button.layoutDirection,
            semanticContentAttribute: button.semanticContentAttribute,
            contentHorizontalAlignment: button.contentHorizontalAlignment,
            contentVerticalAlignment: button.contentVerticalAlignment, configuration: configuration)
    }

    /// The configuration for a placement goal: the placement itself, the gap as `imagePadding`,
    /// no content insets (a legacy button has none by default), the pair aligned by the content
    /// alignments. Exact-frame goals are not a configuration's vocabulary: nil.
    public static func solve(_ button: Button, goal: SolveGoal, measurer: (any LabelMeasuring)? = nil) -> ConfigurationSolution? {
        guard case .placement(let placement, let spacing, let alignment) = goal else { return nil }
        var config = configurationButton(from: button, measured: measurer != nil)
        config.configuration.imagePlacement = switch placement {
        case .top: .top
        case .bottom: .bottom
        case .leading: .leading
        case .trailing: .trailing
        }
        config.configuration.imagePadding = spacing
        config.configuration.titleAlignment = placement.isVertical ? .center : .automatic
        config.contentHorizontalAlignment = switch alignment {
        case .leading: .leading
        case .trailing: .trailing
        default: .center
        }
        config.contentVerticalAlignment = switch alignment {
        case .top: .top
        case .bottom: .bottom
        default: .center
        }
        let result = layout(config, measurer: measurer)
        var residuals = labelResiduals(result)
        var gap: Double?
        if let i = result.imageView, let t = result.titleLabel {
            let measured: Double = switch placement {
            case .top: t.minY - i.maxY
            case .bottom: i.minY - t.maxY
            case .leading, .trailing: i.minX < t.minX ? t.minX - i.maxX : i.minX - t.maxX
            }
            gap = measured
            if measured != spacing { residuals.append(.gap(asked: spacing, measured: measured)) }
        }
        return ConfigurationSolution(
            imagePlacement: config.configuration.imagePlacement, imagePadding: spacing,
            contentInsets: config.configuration.contentInsets ?? DirectionalEdgeInsets(),
            titleAlignment: config.configuration.titleAlignment,
            contentHorizontalAlignment: config.contentHorizontalAlignment,
            contentVerticalAlignment: config.contentVerticalAlignment, button: config, result: result,
            measuredGap: gap, residuals: residuals)
    }

    /// What the layout did to the title that the goal did not ask for: truncation and wrapping.
    static func labelResiduals(_ result: ConfigurationLayoutResult) -> [Residual] {
        result.warnings.compactMap { warning in
            switch warning {
            case .labelTruncated(.title, let from, let to, _): .titleTruncated(natural: from, shown: to)
            case .labelWrapped(.title, _, let size): .titleWrapped(size)
            default: nil
            }
        }
    }

    static func layout(_ button: ConfigurationButton, measurer: (any LabelMeasuring)? = nil) -> ConfigurationLayoutResult {
        if let measurer { return button.computeLayout(measuring: measurer) }
        do {
            return try button.computeLayout()
        } catch {
            preconditionFailure("every label of a solved configuration has a size: \(error)")
        }
    }
}
