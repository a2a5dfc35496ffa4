import ButtonLayout
import ButtonSolve
import ButtonTrace

/// One scenario file, validated: the engine's input plus what the diagram needs.
public struct Scenario: Hashable, Sendable {
    /// The figure's name: the file's `name`, else the file's base name.
    public var name: String
    public var caption: String?
    /// The file it came from, for messages; nil when parsed from a string.
    public var sourcePath: String?
    /// The legacy button (always present: a configuration scenario keeps the shared keys here too).
    public var button: Button
    /// Set for `layout: configuration`: the configuration model's input, which then places the subviews.
    public var configuration: ConfigurationButton?
    /// `frame`'s origin; only positions the button in a diagram.
    public var frameOrigin: Point
    public var title: TitleContent?
    public var image: ImageContent?
    public var diagram: DiagramOptions
    /// What `buttonlab solve` should achieve, when the file says.
    public var goal: SolveGoal?
    /// Set when the file has a `trace:` block: the life-cycle simulation's input (trace-model.md §9).
    /// Such a scenario is drawn as its sequence diagram; `button` is laid out only when the block
    /// gives a size (`trace.button.frame`).
    public var trace: TraceScenario?

    public init(
        name: String, caption: String? = nil, sourcePath: String? = nil, button: Button,
        frameOrigin: Point = .zero, title: TitleContent? = nil, image: ImageContent? = nil,
        diagram: DiagramOptions = DiagramOptions()
    ) {
        self.name = name
        self.caption = caption
        self.sourcePath = sourcePath
        self.button = button
        self.frameOrigin = frameOrigin
        self.title = title
        self.image = image
        self.diagram = diagram
    }

    /// The input behind the model seam: the configuration button when there is one, else the legacy one.
    public var model: ModelButton {
        configuration.map(ModelButton.configuration) ?? .legacy(button)
    }
}

/// Title fonts are the system font at a size and weight (the engine's `TitleFont`).
public typealias FontSpec = TitleFont

public struct TitleContent: Hashable, Sendable {
    public var text: String
    public var font: FontSpec
    /// The natural single-line size: given in the file, or measured from text and font.
    public var size: Size
    /// Whether `size` was given in the file (true) or measured (false).
    public var sizeIsExplicit: Bool

    public init(text: String, font: FontSpec = FontSpec(), size: Size, sizeIsExplicit: Bool) {
        self.text = text
        self.font = font
        self.size = size
        self.sizeIsExplicit = sizeIsExplicit
    }
}

public struct ImageContent: Hashable, Sendable {
    /// Absolute (or as-given, when the scenario has no file) path of the PNG to draw; nil draws a placeholder.
    public var file: String?
    /// The natural size in points.
    public var size: Size

    public init(file: String? = nil, size: Size) {
        self.file = file
        self.size = size
    }
}

/// Measures a single line of text with the stand-in font that draws it. The renderer supplies one.
public protocol TextMeasuring: Sendable {
    func measure(_ text: String, font: FontSpec) -> Size
}

/// What UIKit would measure with SF (R6.1, R15), from a measurer of the stand-in font: the width
/// corrected by SF/Inter's ratio, the line height SF's exactly.
public struct SystemFontMeasurer: TitleMeasuring {
    public let base: any TextMeasuring

    public init(base: any TextMeasuring) {
        self.base = base
    }

    public func lineWidth(of text: String, font: TitleFont) -> Double {
        base.measure(text, font: font).width * SystemFontMetrics.widthRatio(size: font.size, weight: font.weight)
    }

    /// A title's natural single-line size as UIKit measures it.
    public func naturalSize(of text: String, font: TitleFont) -> Size {
        Size(width: lineWidth(of: text, font: font), height: SystemFontMetrics.lineHeight(ofSize: font.size))
    }
}

public enum DiagramArea: String, CaseIterable, Hashable, Sendable {
    case imageArea, titleArea, contentRect
}

public enum VirtualBoxes: String, CaseIterable, Hashable, Sendable {
    case none, title, image, both
}

public struct Ghost: Hashable, Sendable {
    public var rect: Rect
    public var label: String?
    public var crossOut: Bool

    public init(rect: Rect, label: String? = nil, crossOut: Bool = false) {
        self.rect = rect
        self.label = label
        self.crossOut = crossOut
    }
}

/// The `diagram` section. nil means "the spec's automatic default".
public struct DiagramOptions: Hashable, Sendable {
    public var pixelsPerPoint: Double
    public var grid: Double
    public var ticks: Double
    /// nil: the areas whose insets are non-zero.
    public var highlight: [DiagramArea]?
    /// nil: shown when the image and title areas differ.
    public var virtual: VirtualBoxes?
    public var ghosts: [Ghost]
    public var labels: Bool
    /// nil: the scenario's top-level caption.
    public var caption: String?

    public init(
        pixelsPerPoint: Double = 2, grid: Double = 10, ticks: Double = 50, highlight: [DiagramArea]? = nil,
        virtual: VirtualBoxes? = nil, ghosts: [Ghost] = [], labels: Bool = true, caption: String? = nil
    ) {
        self.pixelsPerPoint = pixelsPerPoint
        self.grid = grid
        self.ticks = ticks
        self.highlight = highlight
        self.virtual = virtual
        self.ghosts = ghosts
        self.labels = labels
        self.caption = caption
    }

    /// The largest diagram side, in pixels, that any command will produce (`ScenarioLimits`).
    public static let maximumPixelSide = ScenarioLimits.maximumPixelSide
}
