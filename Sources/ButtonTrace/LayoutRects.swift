import ButtonLayout

// The one place the trace calls the layout engine (§3: every rect a traced message returns is the
// layout model's). Only `Button(...)`, `computeLayout(measurer:)` and `LayoutResult`'s contentRect,
// reportedImageRect / reportedTitleRect and intrinsicContentSize are used, so a new engine only
// needs this file adapted.

/// What the engine needs to know about the simulated button at one moment.
struct LayoutInput: Sendable {
    var bounds: Size
    var values: TraceButtonValues
    /// The current state's content.
    var title: TitleValue?
    /// The label's font when the app set one (§10.5), else the `button` block's.
    var titleFont: TitleFont?
    var image: Size?
    var backgroundImage: Size?
    var contentEdgeInsets: EdgeInsets
    var imageEdgeInsets: EdgeInsets
    var titleEdgeInsets: EdgeInsets
    var contentHorizontalAlignment: HorizontalAlignment
    var contentVerticalAlignment: VerticalAlignment
    /// `internalTitlePadding` is (6, 0, 6, 0) rather than zero.
    var titlePadding: Bool
    var buttonType: ButtonType
    /// The measurer `layout` passes the engine, so that a title that does not fit is the same
    /// truncated line here (R6.3); nil: its width is the upper bound, as without one there.
    var measurer: (any TitleMeasuring)?
}

enum LayoutRects {
    static let padding = EdgeInsets(top: 6, left: 0, bottom: 6, right: 0)

    /// `contentRectForBounds:` — layout-model §1 with the padding when it is set, else the
    /// content insets.
    static func contentRect(_ input: LayoutInput, bounds: Rect) -> Rect {
        let result = layout(
            engineButton(input, size: bounds.size, insets: effectiveInsets(input), image: nil, title: nil), measurer: input.measurer)
        return offset(result.contentRect, by: bounds.origin)
    }

    /// System `imageRectForContentRect:` — the image frame evaluated in `contentRect`; without an
    /// image a zero-size rect at the aligned position.
    static func imageRect(_ input: LayoutInput, contentRect: Rect) -> Rect {
        let result = layout(in: contentRect, input, image: input.image ?? .zero, title: visibleTitle(input))
        return result.rect.reportedImageRect.map { offset($0, by: result.origin) } ?? Rect(origin: contentRect.origin, size: .zero)
    }

    /// System `titleRectForContentRect:` — the title frame likewise; zero for an empty title.
    static func titleRect(_ input: LayoutInput, contentRect: Rect) -> Rect {
        guard let title = visibleTitle(input) else { return .zero }
        let result = layout(in: contentRect, input, image: input.image, title: title)
        return result.rect.reportedTitleRect.map { offset($0, by: result.origin) } ?? .zero
    }

    /// What `sizeThatFits:` returns (layout-model §7), computed with the padding zeroed as the
    /// sizing routine does first.
    static func fittingSize(_ input: LayoutInput) -> Size {
        var unpadded = input
        unpadded.titlePadding = false
        let button = engineButton(
            unpadded, size: input.bounds, insets: input.contentEdgeInsets, image: input.image, title: input.title)
        // sizeThatFits: keeps an exactly-zero axis at 0 (R11); both messages run this routine.
        return layout(button, measurer: input.measurer).sizeThatFits
    }

    private static func visibleTitle(_ input: LayoutInput) -> TitleValue? {
        guard let title = input.title, !title.isEmpty else { return nil }
        return title
    }

    private static func effectiveInsets(_ input: LayoutInput) -> EdgeInsets {
        input.titlePadding ? padding : input.contentEdgeInsets
    }

    /// The engine places the subviews in the content rect of the current bounds. When the caller
    /// passes exactly that rect the engine's numbers are used as they are; any other rect (a
    /// `contentRectForBounds:` override) is laid out as the bounds of a button with no insets and
    /// shifted by its origin.
    private static func layout(
        in contentRect: Rect, _ input: LayoutInput, image: Size?, title: TitleValue?
    ) -> (rect: LayoutResult, origin: Point) {
        let own = layout(
            engineButton(input, size: input.bounds, insets: effectiveInsets(input), image: image, title: title),
            measurer: input.measurer)
        if own.contentRect == contentRect { return (own, .zero) }
        let shifted = layout(
            engineButton(input, size: contentRect.size, insets: .zero, image: image, title: title), measurer: input.measurer)
        return (shifted, contentRect.origin)
    }

    private static func engineButton(
        _ input: LayoutInput, size: Size, insets: EdgeInsets, image: Size?, title: TitleValue?
    ) -> Button {
        var button = input.values.engineTemplate
        if let font = input.titleFont { button.titleFont = font }
        button.size = size
        button.scale = input.values.scale
        button.layoutDirection = input.values.layoutDirection
        button.semanticContentAttribute = input.values.semanticContentAttribute
        button.contentHorizontalAlignment = input.contentHorizontalAlignment
        button.contentVerticalAlignment = input.contentVerticalAlignment
        button.contentEdgeInsets = insets
        button.imageEdgeInsets = input.imageEdgeInsets
        button.titleEdgeInsets = input.titleEdgeInsets
        button.imageSize = image
        // An empty title still reserves its line in the sizing routine (layout-model.md R9.2).
        button.title = title.map {
            Title(text: $0.text, font: button.titleFont, naturalSize: $0.size, sizeIsGiven: $0.sizeIsGiven)
        }
        button.backgroundImage = input.backgroundImage.map { BackgroundImage(size: $0) }
        button.intrinsicSizeQueried = false
        button.sizeToFit = false
        button.layout = .system
        return button
    }

    private static func layout(_ button: Button, measurer: (any TitleMeasuring)?) -> LayoutResult {
        do {
            return try button.computeLayout(measurer: measurer)
        } catch {
            // Only expression overrides can fail, and the trace always asks for the system layout.
            preconditionFailure("the system layout failed: \(error)")
        }
    }

    private static func offset(_ rect: Rect, by origin: Point) -> Rect {
        if origin == .zero { return rect }
        return Rect(x: rect.x + origin.x, y: rect.y + origin.y, width: rect.width, height: rect.height)
    }
}

extension TraceButtonValues {
    /// The `button` block as the scenario layer resolved it for `layout`: its title is the
    /// engine's, with the size `layout` uses (given, else measured) and whether it was given.
    public init(button: Button, frame: Rect?, buttonType: ButtonType = .custom) {
        self.init(
            frame: frame, buttonType: buttonType, scale: button.scale, layoutDirection: button.layoutDirection,
            semanticContentAttribute: button.semanticContentAttribute,
            contentHorizontalAlignment: button.contentHorizontalAlignment,
            contentVerticalAlignment: button.contentVerticalAlignment, contentEdgeInsets: button.contentEdgeInsets,
            imageEdgeInsets: button.imageEdgeInsets, titleEdgeInsets: button.titleEdgeInsets,
            title: button.title.map { TitleValue($0) }, image: button.imageSize,
            backgroundImage: button.backgroundImage?.size, engineTemplate: button)
    }
}
