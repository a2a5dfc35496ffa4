import ButtonLayout
import ButtonSolve
import ButtonTrace

/// One scenario file, validated: the engine's input plus what the diagram needs.
public struct Scenario: Hashable, Sendable {
    /// The figure's name: the file's `name`, else the file's base name.
    public var name: String
    public var caption: String?
    /// Where it came from (a file, standard input, an Interface Builder button), for messages and
    /// reports; nil when parsed from a string.
    public var provenance: Provenance?
    /// What the reader that made the scenario from another format noticed (Interface Builder §9.4,
    /// code = tag); they never change the layout, and reports list them after the model's warnings.
    public var importWarnings: [Diagnostic] = []
    /// Warnings about the scenario's own content that need its layout (states.md AS7's truncation in
    /// one state), positioned at their key; the same words are among the layout's warnings.
    public var lints: [Diagnostic] = []
    /// The legacy button (always present: a configuration scenario keeps the shared keys here too).
    public var button: Button
    /// Set for `layout: configuration`: the configuration model's input, which then places the subviews.
    public var configuration: ConfigurationButton?
    /// `button.uikit`: the iOS release laid out for, which every report names (layout-model.md R17).
    public var uikit: UIKitEra = .ios26
    /// "layout: legacy, uikit 14": the profile every output names (layout-model.md R17), figures and sweeps alike.
    public var profileName: String { uikit.profileName(model: modelName, linkedSDK: button.linkedSDK) }
    /// The layout model the profile names: "legacy" or "configuration".
    public var modelName: String { configuration == nil ? "legacy" : "configuration" }
    /// `frame`'s origin, in the superview. Layouts and single-button figures are in the button's own
    /// coordinates (bounds at 0, 0), so it changes nothing there; a trace sends it in the frame,
    /// and a scene figure places the button at it.
    public var frameOrigin: Point
    public var title: Title?
    public var image: ImageContent?
    public var diagram: DiagramOptions
    /// What `buttonlab solve` should achieve, when the file says.
    public var goal: SolveGoal?
    /// The conditions `buttonlab sweep` tries, when the file has a `sweep:` block (docs/sweep.md).
    public var sweep: SweepAxes?
    /// Set when the file has a `trace:` block: the life-cycle simulation's input (docs/lifecycle.md).
    /// Such a scenario is drawn as its sequence diagram; `button` is laid out only when the block
    /// gives a size (`trace.button.frame`).
    public var trace: TraceScenario?
    /// Where the file wrote the values the engine can fail on, for its diagnostics; empty for
    /// scenarios built in code.
    public var sourceMap = SourceMap()

    public init(
        name: String, caption: String? = nil, provenance: Provenance? = nil, button: Button,
        frameOrigin: Point = .zero, title: Title? = nil, image: ImageContent? = nil,
        diagram: DiagramOptions = DiagramOptions()
    ) {
        self.name = name
        self.caption = caption
        self.provenance = provenance
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

/// The title a scenario draws is ButtonLayout's `Title`, the one the engine lays out.
@available(*, deprecated, renamed: "Title")
public typealias TitleContent = Title

extension Title {
    @available(*, deprecated, renamed: "naturalSize")
    public var size: Size {
        get { naturalSize }
        set { naturalSize = newValue }
    }

    @available(*, deprecated, renamed: "sizeIsGiven")
    public var sizeIsExplicit: Bool {
        get { sizeIsGiven }
        set { sizeIsGiven = newValue }
    }

    @available(*, deprecated, renamed: "init(text:font:naturalSize:sizeIsGiven:)")
    public init(text: String, font: FontSpec = FontSpec(), size: Size, sizeIsExplicit: Bool) {
        self.init(text: text, font: font, naturalSize: size, sizeIsGiven: sizeIsExplicit)
    }
}

public struct ImageContent: Hashable, Sendable {
    /// Absolute (or as-given, when the scenario has no file) path of the PNG to draw; nil draws a placeholder.
    public var file: String?
    /// The natural size in points.
    public var size: Size
    /// Set for an SF Symbol (`symbol:`): the configuration UIKit applies and whether `size` is an estimate.
    public var symbol: SymbolImage?

    public init(file: String? = nil, size: Size, symbol: SymbolImage? = nil) {
        self.file = file
        self.size = size
        self.symbol = symbol
    }
}

/// Measures a single line of text with the stand-in font that draws it. The renderer supplies one.
public protocol TextMeasuring: Sendable {
    func measure(_ text: String, font: FontSpec) -> Size
    /// The characters of `text` no font draws (they would show as boxes), each once, in order.
    func uncoveredCharacters(in text: String) -> [Unicode.Scalar]
    /// `text` cut into runs, each drawn by the stand-in for the system font (`true`) or by a
    /// fallback font for another script (`false`), in order; joined, they are `text`.
    func systemFontRuns(of text: String) -> [(text: String, isSystemFont: Bool)]
}

extension TextMeasuring {
    public func uncoveredCharacters(in text: String) -> [Unicode.Scalar] { [] }
    public func systemFontRuns(of text: String) -> [(text: String, isSystemFont: Bool)] { [(text, true)] }
}

/// The warning for characters no font draws: `no font draws U+E000 in the title; it shows as a box`.
package func uncoveredCharactersWarning(_ characters: [Unicode.Scalar], in place: String) -> String {
    let names = characters.map { scalar in
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
    let one = characters.count == 1
    return "no font draws \(names.joined(separator: ", ")) in \(place); \(one ? "it shows as a box" : "they show as boxes")"
}

/// What UIKit would measure with SF (R6.1, R15), from a measurer of the stand-in font: the width
/// from the stand-in's by SF's ratio and tracking (text-metrics.md TR5), the line height SF's exactly.
public struct SystemFontMeasurer: TitleMeasuring {
    public let base: any TextMeasuring
    /// Font files the user brings: a named face measures its titles, a system font file system-font titles.
    public var userFonts: UserFonts

    public init(base: any TextMeasuring, userFonts: UserFonts = UserFonts()) {
        self.base = base
        self.userFonts = userFonts
    }

    /// SF's width: runs the system font's stand-in draws go through the tracking model; runs of
    /// other scripts are drawn by the same fallback fonts on both sides and count as measured.
    /// A named face, or a system font file the user brings, measures the whole line instead.
    public func lineWidth(of text: String, font: TitleFont) -> Double {
        if let width = userFontWidth(of: text, font: font) { return width }
        return widthEstimate(of: text, font: font).width
    }

    /// The width in a font file the user brought, when one measures this font.
    func userFontWidth(of text: String, font: TitleFont) -> Double? {
        if let name = font.name {
            return userFonts.faces?.measure(text, postScriptName: name, pointSize: font.size)?.width
        }
        return userFonts.systemFont?.width(of: text, size: font.size)
    }

    /// The width with the terms that made it, for `explain`.
    public func widthEstimate(of text: String, font: TitleFont) -> TitleWidthEstimate {
        let runs = base.systemFontRuns(of: text)
        var interWidth = 0.0
        var characters = 0
        var otherWidth = 0.0
        for run in runs {
            let width = base.measure(run.text, font: font).width
            if run.isSystemFont {
                interWidth += width
                characters += run.text.count
            } else {
                otherWidth += width
            }
        }
        var estimate = SystemFontMetrics.estimate(interWidth: interWidth, characters: characters, font: font)
        estimate.otherWidth = otherWidth
        return estimate
    }

    /// A title's natural size as UIKit measures it: one line per hard line break, as wide as the
    /// widest (layout-model.md R6.4 ML4.2); a title without a line break is one line.
    public func naturalSize(of text: String, font: TitleFont) -> Size {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let lineHeight = lineHeight(of: font)
        guard lines.count > 1 else { return Size(width: lineWidth(of: text, font: font), height: lineHeight) }
        let widest = lines.map { lineWidth(of: String($0), font: font) }.max() ?? 0
        return Size(width: widest, height: Double(lines.count) * lineHeight)
    }

    /// One line's height: a named face's own, else SF's, size × 2444/2048.
    public func lineHeight(of font: TitleFont) -> Double {
        font.name.flatMap { userFonts.faces?.measure("", postScriptName: $0, pointSize: font.size)?.height }
            ?? SystemFontMetrics.lineHeight(ofSize: font.size)
    }

    /// The estimate of the widest line, the one that made `naturalSize`'s width; nil when a font
    /// file the user brought measured it.
    public func naturalWidthEstimate(of text: String, font: TitleFont) -> TitleWidthEstimate? {
        if font.name != nil || userFonts.systemFont != nil { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.map { widthEstimate(of: String($0), font: font) }.max { $0.width < $1.width }
            ?? widthEstimate(of: text, font: font)
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

/// The look of a figure (docs/diagrams.md, "Themes").
public enum DiagramTheme: String, CaseIterable, Hashable, Sendable {
    /// The articles' look: light grey canvas, dark strokes and text.
    case light
    /// A dark canvas with light strokes and text; the same hues, adjusted for contrast.
    case dark
    /// The light look without a canvas, for slides.
    case transparent
}

/// Which frames a figure draws as the image and the title.
public enum DiagramFrames: String, CaseIterable, Hashable, Sendable {
    /// UIKit's result.
    case after
    /// Where the views were before the edge insets (the same button with imageEdgeInsets and
    /// titleEdgeInsets zero), with UIKit's result as ghosts: the article's teaching order, which
    /// shows the new area before the views move into it (figures 8 and 10).
    case before
}

/// Who chose a figure's pixels per point: a figure over the size limit names this knob.
public enum ScaleSource: Hashable, Sendable {
    /// Chosen from what the figure draws (no `diagram.pixelsPerPoint`).
    case automatic
    /// `diagram.pixelsPerPoint` in the scenario file, where it is written when known.
    case scenario(SourcePosition?)
    /// `--pixels-per-point` on the command line, overriding the scenario.
    case commandLine
}

/// The `diagram` section. nil means "the spec's automatic default".
public struct DiagramOptions: Hashable, Sendable {
    /// nil: chosen so the bounds are drawn about 500 px wide (at least 2).
    public var pixelsPerPoint: Double?
    /// Who set `pixelsPerPoint` (when set), for the message of a figure over the size limit.
    public var pixelsPerPointSource: ScaleSource = .scenario(nil)
    /// nil: chosen from 1, 2, 5, 10, 20, 50 … so grid cells are at least 20 px and divide the ticks.
    public var grid: Double?
    /// nil: per axis, the first of 1, 2, 5, 10, 20, 25, 50, 100 … giving at most 8 labelled ticks.
    public var ticks: Double?
    /// nil: the areas whose insets are non-zero.
    public var highlight: [DiagramArea]?
    /// nil: shown when the image and title areas differ.
    public var virtual: VirtualBoxes?
    public var ghosts: [Ghost]
    public var labels: Bool
    /// nil: the scenario's top-level caption.
    public var caption: String?
    public var theme: DiagramTheme
    public var frames: DiagramFrames

    public init(
        pixelsPerPoint: Double? = nil, grid: Double? = nil, ticks: Double? = nil, highlight: [DiagramArea]? = nil,
        virtual: VirtualBoxes? = nil, ghosts: [Ghost] = [], labels: Bool = true, caption: String? = nil,
        theme: DiagramTheme = .light, frames: DiagramFrames = .after
    ) {
        self.pixelsPerPoint = pixelsPerPoint
        self.grid = grid
        self.ticks = ticks
        self.highlight = highlight
        self.virtual = virtual
        self.ghosts = ghosts
        self.labels = labels
        self.caption = caption
        self.theme = theme
        self.frames = frames
    }

    /// The largest diagram side, in pixels, that any command will produce (`ScenarioLimits`).
    public static let maximumPixelSide = ScenarioLimits.maximumPixelSide
}

extension Scenario {
    /// The file it came from, for messages; nil when parsed from a string.
    @available(*, deprecated, message: "use provenance")
    public var sourcePath: String? { provenance?.messagePath }
}

extension Provenance {
    /// What the loader was given: `<stdin>` is standard input, anything else a scenario file.
    init(readFrom path: String) {
        self = path == Provenance.standardInputName ? .standardInput : .file(SourceFile(path: path))
    }
}
