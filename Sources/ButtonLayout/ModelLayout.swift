/// What every layout model's result has in common: the part commands, figures and checks read
/// without knowing the model. Each model's own result keeps the rest (areas and virtual boxes for
/// the legacy layout, content insets and offsets for a configuration).
public struct CommonLayout: Hashable, Sendable {
    public var model: LayoutModelKind
    public var scale: ScreenScale
    public var layoutDirection: LayoutDirection
    /// The bounds after sizing to fit.
    public var bounds: Rect
    /// The subviews' frames on screen, in drawing order; absent views are left out.
    public var frames: [(element: ButtonElement, frame: Rect)]
    public var intrinsicContentSize: Size
    public var sizeThatFits: Size
    public var warnings: [String]

    public func frame(of element: ButtonElement) -> Rect? {
        frames.first { $0.element == element }?.frame
    }

    public static func == (a: CommonLayout, b: CommonLayout) -> Bool {
        a.model == b.model && a.scale == b.scale && a.layoutDirection == b.layoutDirection && a.bounds == b.bounds
            && a.frames.map(\.element) == b.frames.map(\.element) && a.frames.map(\.frame) == b.frames.map(\.frame)
            && a.intrinsicContentSize == b.intrinsicContentSize && a.sizeThatFits == b.sizeThatFits
            && a.warnings == b.warnings
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(model)
        hasher.combine(bounds)
        for (element, frame) in frames {
            hasher.combine(element)
            hasher.combine(frame)
        }
    }
}

/// The subviews a button can have.
public enum ButtonElement: String, CaseIterable, Hashable, Sendable {
    case imageView, titleLabel, subtitleLabel, activityIndicator
}

/// A button as one of the sibling models sees it: the one input type behind the seam.
public enum ModelButton: Hashable, Sendable {
    /// UIKit's legacy layout, or one of the articles' subclasses over it.
    case legacy(Button)
    /// A button with a UIButton.Configuration.
    case configuration(ConfigurationButton)

    public var kind: LayoutModelKind {
        switch self {
        case .legacy(let button): button.layout.kind
        case .configuration: .configuration
        }
    }

    public var scale: ScreenScale {
        switch self {
        case .legacy(let button): button.scale
        case .configuration(let button): button.scale
        }
    }
}

/// A model's result: the one output type behind the seam, each case its model's own result type.
public enum ModelLayout: Hashable, Sendable {
    case legacy(LayoutResult)
    case configuration(ConfigurationLayoutResult)

    public var common: CommonLayout {
        switch self {
        case .legacy(let result): result.common
        case .configuration(let result): result.common
        }
    }

    /// The legacy result, for code that draws areas and virtual boxes.
    public var legacy: LayoutResult? {
        if case .legacy(let result) = self { return result }
        return nil
    }

    public var configuration: ConfigurationLayoutResult? {
        if case .configuration(let result) = self { return result }
        return nil
    }
}

extension LayoutResult {
    public var common: CommonLayout {
        var frames: [(ButtonElement, Rect)] = []
        if let imageView { frames.append((.imageView, imageView)) }
        if let titleLabel { frames.append((.titleLabel, titleLabel)) }
        return CommonLayout(
            model: model, scale: scale, layoutDirection: layoutDirection, bounds: bounds,
            frames: frames.map { (element: $0.0, frame: $0.1) }, intrinsicContentSize: intrinsicContentSize,
            sizeThatFits: sizeThatFits, warnings: warnings.map(\.description))
    }
}

extension ConfigurationLayoutResult {
    public var common: CommonLayout {
        var frames: [(ButtonElement, Rect)] = []
        if let imageView { frames.append((.imageView, imageView)) }
        if let activityIndicator { frames.append((.activityIndicator, activityIndicator)) }
        if let titleLabel { frames.append((.titleLabel, titleLabel)) }
        if let subtitleLabel { frames.append((.subtitleLabel, subtitleLabel)) }
        return CommonLayout(
            model: .configuration, scale: scale, layoutDirection: layoutDirection, bounds: bounds,
            frames: frames.map { (element: $0.0, frame: $0.1) }, intrinsicContentSize: intrinsicContentSize,
            sizeThatFits: intrinsicContentSize, warnings: warnings.map(\.description))
    }
}
