import ButtonLayout

/// How one element's frame differs between the legacy layout and its configuration.
public struct FrameDifference: Hashable, Sendable {
    public var element: ButtonElement
    public var legacy: Rect?
    public var configuration: Rect?
    public var dx: Double
    public var dy: Double
    public var dw: Double
    public var dh: Double

    /// The difference between one element's legacy frame and its configuration frame (absent: no view).
    public init(element: ButtonElement, legacy: Rect?, configuration: Rect?) {
        let a = legacy ?? .zero, b = configuration ?? .zero
        self.init(element: element, legacy: legacy, configuration: configuration, dx: b.x - a.x, dy: b.y - a.y, dw: b.width - a.width, dh: b.height - a.height)
    }

    init(element: ButtonElement, legacy: Rect?, configuration: Rect?, dx: Double, dy: Double, dw: Double, dh: Double) {
        self.element = element
        self.legacy = legacy
        self.configuration = configuration
        self.dx = dx
        self.dy = dy
        self.dw = dw
        self.dh = dh
    }

    /// Whether the difference shows on screen: a pixel or more. An image shows its whole frame. A
    /// label shows its text, which starts at its leading edge (natural alignment) and is centred
    /// vertically in its box, so a box a fraction taller or wider (a legacy title box is whole
    /// points, R5; a configuration's label whole pixels) shows only through where the text starts.
    public func isVisible(scale: ScreenScale, rightToLeft: Bool) -> Bool {
        let pixel = 1 / scale.factor
        if (legacy == nil) != (configuration == nil) { return true }
        let shown = element == .imageView ? [dx, dy, dw, dh] : [rightToLeft ? dx + dw : dx, dy + dh / 2]
        return shown.contains { abs($0) >= pixel - 1e-9 }
    }
}

/// Why no configuration reproduces a legacy layout.
public enum MigrationObstacle: Hashable, Sendable {
    case overlapping(image: Rect, title: Rect)
    case outsideBounds(ButtonElement, Rect)
    case fill
    case overriddenLayout(LayoutModelKind)
    case noPair
    case squashedImage(natural: Size, shown: Size)
}

extension MigrationObstacle: CustomStringConvertible {
    public var description: String {
        switch self {
        case .overlapping(let image, let title):
            "the image \(formatRect(image)) and the title \(formatRect(title)) overlap; a configuration always keeps them apart (imagePadding ≥ 0)"
        case .outsideBounds(let element, let frame):
            "\(element.rawValue) \(formatRect(frame)) reaches outside the bounds; a configuration's content stays inside its content insets"
        case .fill:
            "fill alignment stretches the image and the title; a configuration never stretches its content"
        case .overriddenLayout(let kind):
            "a \(kind.rawValue) subclass places the subviews itself; with a configuration those overrides are not called"
        case .squashedImage(let natural, let shown):
            "the legacy layout squashes the image from \(formatSize(natural)) to \(formatSize(shown)); a configuration never squashes its image"
        case .noPair:
            "the button has no image or no title: the configuration below only reproduces its insets"
        }
    }
}

/// The configuration that reproduces a legacy button's layout, and how close it comes.
public struct Migration: Hashable, Sendable {
    public var legacy: LayoutResult
    public var button: ConfigurationButton
    public var result: ConfigurationLayoutResult
    public var differences: [FrameDifference]
    public var obstacles: [MigrationObstacle]

    /// The configuration as an answer, for code snippets.
    public var configurationAnswer: ConfigurationSolution {
        ConfigurationSolution(
            imagePlacement: button.configuration.imagePlacement, imagePadding: button.configuration.imagePadding,
            contentInsets: button.configuration.contentInsets ?? DirectionalEdgeInsets(),
            titleAlignment: button.configuration.titleAlignment,
            contentHorizontalAlignment: button.contentHorizontalAlignment,
            contentVerticalAlignment: button.contentVerticalAlignment, button: button, result: result,
            measuredGap: nil, residuals: [])
    }

    /// Nothing visible differs.
    public var isMigratable: Bool {
        obstacles.isEmpty
            && !differences.contains { $0.isVisible(scale: result.scale, rightToLeft: result.layoutDirection == .rightToLeft) }
    }
}

public enum Migrator {
    /// Reads the placement and gap off the legacy frames, then puts the pair where the legacy layout
    /// had it with `contentInsets` equal to the pair's margins in the bounds (so the content block
    /// is exactly the pair's box and §7's offset is zero).
    public static func migrate(_ button: Button) -> Migration {
        let legacy = systemLayout(button)
        var obstacles: [MigrationObstacle] = []
        if case .system = button.layout {} else { obstacles.append(.overriddenLayout(button.layout.kind)) }
        if button.contentHorizontalAlignment == .fill || button.contentVerticalAlignment == .fill { obstacles.append(.fill) }
        var config = ConfigurationSolver.configurationButton(from: button)
        config.sizeToFit = false
        config.size = legacy.bounds.size
        config.contentHorizontalAlignment = structuralHorizontal(button)
        config.contentVerticalAlignment = structuralVertical(button)
        let bounds = legacy.bounds
        let image = legacy.imageView
        let title = legacy.title(of: button)
        if let image, let natural = button.imageSize, image.size != natural {
            obstacles.append(.squashedImage(natural: natural, shown: image.size))
        }
        for (element, frame) in [(ButtonElement.imageView, image), (.titleLabel, title)] {
            if let frame, !bounds.contains(frame) { obstacles.append(.outsideBounds(element, frame)) }
        }
        var block: Rect?
        if let image, let title {
            let rtl = legacy.layoutDirection == .rightToLeft
            let horizontalGap = image.minX >= title.maxX ? image.minX - title.maxX : title.minX - image.maxX
            let verticalGap = image.minY >= title.maxY ? image.minY - title.maxY : title.minY - image.maxY
            if horizontalGap < 0 && verticalGap < 0 { obstacles.append(.overlapping(image: image, title: title)) }
            let placement: ButtonConfiguration.ImagePlacement
            let padding: Double
            if verticalGap >= 0 && verticalGap > horizontalGap {
                placement = image.minY < title.minY ? .top : .bottom
                padding = verticalGap
            } else {
                let imageOnLeft = image.minX < title.minX
                placement = imageOnLeft != rtl ? .leading : .trailing
                padding = max(horizontalGap, 0)
            }
            config.configuration.imagePlacement = placement
            config.configuration.imagePadding = padding
            config.configuration.titleAlignment = placement == .top || placement == .bottom ? .center : .automatic
            block = image.union(title)
        } else {
            obstacles.append(.noPair)
            block = image ?? title
        }
        let rtl = legacy.layoutDirection == .rightToLeft
        func answer(structural: Bool) -> (ConfigurationButton, ConfigurationLayoutResult, [FrameDifference]) {
            var candidate = config
            if let block {
                let (left, right) = insets(
                    near: block.minX - bounds.minX, far: bounds.maxX - block.maxX,
                    design: (button.contentEdgeInsets.left, button.contentEdgeInsets.right),
                    anchor: anchor(config.contentHorizontalAlignment, rightToLeft: rtl), structural: structural)
                let (top, bottom) = insets(
                    near: block.minY - bounds.minY, far: bounds.maxY - block.maxY,
                    design: (button.contentEdgeInsets.top, button.contentEdgeInsets.bottom),
                    anchor: config.contentVerticalAlignment == .top ? .near : config.contentVerticalAlignment == .bottom ? .far : .middle,
                    structural: structural)
                // In the reading direction: leading is the right side in RTL.
                candidate.configuration.contentInsets = DirectionalEdgeInsets(
                    top: top, leading: rtl ? right : left, bottom: bottom, trailing: rtl ? left : right)
            }
            let result = ConfigurationSolver.layout(candidate)
            var differences: [FrameDifference] = []
            for (element, old, new) in [(ButtonElement.imageView, image, result.imageView), (.titleLabel, title, result.titleLabel)] where old != nil || new != nil {
                let a = old ?? .zero, b = new ?? .zero
                differences.append(FrameDifference(
                    element: element, legacy: old, configuration: new,
                    dx: b.x - a.x, dy: b.y - a.y, dw: b.width - a.width, dh: b.height - a.height))
            }
            return (candidate, result, differences)
        }
        // The structural answer unless the pixel grid's centring shows where the margins would not.
        func visible(_ differences: [FrameDifference]) -> Bool {
            differences.contains { $0.isVisible(scale: button.scale, rightToLeft: rtl) }
        }
        var (chosen, result, differences) = answer(structural: !button.sizeToFit)
        if visible(differences) {
            let margins = answer(structural: false)
            if !visible(margins.2) { (chosen, result, differences) = margins }
        }
        config = chosen
        return Migration(
            legacy: legacy, button: config, result: result, differences: differences,
            obstacles: obstacles)
    }
}

/// Which side of an axis the content keeps to.
enum AxisAnchor { case near, middle, far }

extension Migrator {
    /// The legacy alignment carried over as the property it is (left/right become leading/trailing
    /// in the button's direction); fill has no configuration counterpart and stays an obstacle.
    static func structuralHorizontal(_ button: Button) -> HorizontalAlignment {
        let rtl = button.effectiveLayoutDirection == .rightToLeft
        return switch button.contentHorizontalAlignment {
        case .leading, .trailing: button.contentHorizontalAlignment
        case .left: rtl ? .trailing : .leading
        case .right: rtl ? .leading : .trailing
        case .center, .fill: .center
        }
    }

    static func structuralVertical(_ button: Button) -> VerticalAlignment {
        button.contentVerticalAlignment == .fill ? .center : button.contentVerticalAlignment
    }

    static func anchor(_ alignment: HorizontalAlignment, rightToLeft: Bool) -> AxisAnchor {
        switch alignment {
        case .leading: rightToLeft ? .far : .near
        case .trailing: rightToLeft ? .near : .far
        default: .middle
        }
    }

    /// One axis's configuration insets (physical near/far: left/right, top/bottom). Not structural
    /// (a sized-to-fit button, whose size follows the content): the margins. Otherwise the margin on the
    /// side the content keeps to is the inset, and the other side keeps only the design's inset
    /// (never the leftover space, which changes with the button's width); centred content keeps
    /// the design's insets plus, on one side, what moves it off centre, a constant.
    static func insets(near: Double, far: Double, design: (Double, Double), anchor: AxisAnchor, structural: Bool) -> (Double, Double) {
        if !structural { return (near, far) }
        let (a, b) = (max(design.0, 0), max(design.1, 0))
        switch anchor {
        case .near: return (near, min(b, max(far, 0)))
        case .far: return (min(a, max(near, 0)), far)
        case .middle:
            let offset = (near - far) - (a - b)
            let result = (a + max(offset, 0), b + max(-offset, 0))
            // Content wider than the space left between the design's insets: the margins, as before.
            return result.0 <= max(near, 0) && result.1 <= max(far, 0) ? result : (near, far)
        }
    }
}

extension LayoutResult {
    /// The title label when the button shows a title (an empty title's zero rect is no title).
    func title(of button: Button) -> Rect? {
        guard let title = button.title, !title.isEmpty else { return nil }
        return titleLabel
    }
}
