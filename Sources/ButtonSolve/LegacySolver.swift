import ButtonLayout

/// The legacy answer with what the forward model makes of it.
public struct LegacySolution: Hashable, Sendable {
    public var insets: LegacyInsets
    /// The button the insets were solved for, with them applied.
    public var button: Button
    public var result: LayoutResult
    /// Where the goal wants the image and title.
    public var targetImage: Rect?
    public var targetTitle: Rect?
    /// The gap the frames show (placement goals).
    public var measuredGap: Double?
    public var residuals: [Residual]
}

/// Solves the inverse problem of the legacy layout per axis.
///
/// An inset pair that moves an area without resizing it (`left: d, right: −d`) moves the element
/// inside it by exactly `d` when `d` lies on the pixel grid: every alignment rule of layout-model.md
/// R7/R8 places an element relative to its own area's origin, and the area's size is unchanged.
/// So the solver computes target frames, runs the forward model, and translates each area by the
/// remaining difference until the frames land (two passes at most for targets on the grid).
/// `contentEdgeInsets` are chosen first so that the intrinsic size — which ignores the other two
/// insets (R10) — is exactly the pair's size, as the folk recipes forget.
public enum LegacySolver {
    /// `measurer` is the one `layout` uses (SF's widths for a title it truncates), so the check is
    /// `layout` of the solved button.
    public static func solve(_ button: Button, goal: SolveGoal, measurer: (any TitleMeasuring)? = nil) -> LegacySolution {
        var base = button
        base.imageEdgeInsets = .zero
        base.titleEdgeInsets = .zero
        base.contentEdgeInsets = .zero
        base.layout = .system
        let grid = PixelGrid(scale: button.scale)
        let image = button.imageSize ?? .zero
        let title = titleBox(button)

        // The pair's block and the contentEdgeInsets that make the intrinsic size that block.
        var contentInsets = EdgeInsets.zero
        if case .placement(let placement, let spacing, _) = goal {
            let block = blockSize(placement, image: image, title: title, spacing: spacing)
            let extraWidth = block.width - (image.width + title.width)
            let extraHeight = block.height - max(image.height, title.height)
            let left = grid.floor(extraWidth / 2)
            let top = grid.floor(extraHeight / 2)
            contentInsets = EdgeInsets(top: top, left: left, bottom: extraHeight - top, right: extraWidth - left)
        }
        base.contentEdgeInsets = contentInsets
        // The pair's alignment is UIControl's own property, so the insets stay those of a centred
        // pair and hold at every button width (issue 24: not ±(W − block)/2 insets).
        if case .placement(_, _, let alignment) = goal {
            (base.contentHorizontalAlignment, base.contentVerticalAlignment) = structuralAlignment(alignment)
        }
        if button.sizeToFit { base.size = systemLayout(base).sizeThatFits }
        base.sizeToFit = false
        let bounds = base.size

        let targets = targetFrames(goal, bounds: bounds, image: image, title: title, button: base, grid: grid)
        var insets = LegacyInsets(contentEdgeInsets: contentInsets)
        var candidate = base
        for _ in 0..<6 {
            candidate.imageEdgeInsets = insets.imageEdgeInsets
            candidate.titleEdgeInsets = insets.titleEdgeInsets
            let result = systemLayout(candidate)
            var moved = false
            if let target = targets.image, let frame = result.imageView {
                moved = translate(&insets.imageEdgeInsets, by: target.x - frame.x, target.y - frame.y) || moved
            }
            if let target = targets.title, let frame = result.titleLabel {
                moved = translate(&insets.titleEdgeInsets, by: target.x - frame.x, target.y - frame.y) || moved
            }
            if !moved { break }
        }
        // An exact frame smaller than the natural size: shrink the area from its far side (the image
        // is squashed to its area, the title truncated to what is left beside the image).
        if case .frames(let imageFrame, let titleFrame) = goal {
            if let imageFrame, imageFrame.width < image.width { insets.imageEdgeInsets.right += image.width - imageFrame.width }
            if let imageFrame, imageFrame.height < image.height { insets.imageEdgeInsets.bottom += image.height - imageFrame.height }
            if let titleFrame, titleFrame.width < title.width { insets.titleEdgeInsets.right += title.width - titleFrame.width }
            candidate.imageEdgeInsets = insets.imageEdgeInsets
            candidate.titleEdgeInsets = insets.titleEdgeInsets
            for _ in 0..<6 {
                let result = systemLayout(candidate)
                var moved = false
                if let target = targets.image, let frame = result.imageView {
                    moved = translate(&insets.imageEdgeInsets, by: target.x - frame.x, target.y - frame.y) || moved
                }
                if let target = targets.title, let frame = result.titleLabel {
                    moved = translate(&insets.titleEdgeInsets, by: target.x - frame.x, target.y - frame.y) || moved
                }
                candidate.imageEdgeInsets = insets.imageEdgeInsets
                candidate.titleEdgeInsets = insets.titleEdgeInsets
                if !moved { break }
            }
        }
        candidate.imageEdgeInsets = insets.imageEdgeInsets
        candidate.titleEdgeInsets = insets.titleEdgeInsets
        candidate.size = bounds
        var solved = button
        solved.imageEdgeInsets = insets.imageEdgeInsets
        solved.titleEdgeInsets = insets.titleEdgeInsets
        solved.contentEdgeInsets = insets.contentEdgeInsets
        solved.contentHorizontalAlignment = base.contentHorizontalAlignment
        solved.contentVerticalAlignment = base.contentVerticalAlignment
        solved.layout = .system
        let result = systemLayout(solved, measurer: measurer)
        return check(goal, button: solved, result: result, targets: targets, image: image, title: title)
    }

    /// The content alignments that put the pair where `alignment` says without any inset.
    static func structuralAlignment(_ alignment: PairAlignment) -> (HorizontalAlignment, VerticalAlignment) {
        switch alignment {
        case .center: (.center, .center)
        case .leading: (.leading, .center)
        case .trailing: (.trailing, .center)
        case .top: (.center, .top)
        case .bottom: (.center, .bottom)
        }
    }

    /// Moves an area by (dx, dy) without resizing it; whether anything moved.
    private static func translate(_ insets: inout EdgeInsets, by dx: Double, _ dy: Double) -> Bool {
        guard dx != 0 || dy != 0 else { return false }
        insets.left += dx
        insets.right -= dx
        insets.top += dy
        insets.bottom -= dy
        return true
    }

    /// The title box as layout sizes it (R5), (0, 0) without a title.
    static func titleBox(_ button: Button) -> Size {
        guard let title = button.title, !title.isEmpty else { return .zero }
        let grid = PixelGrid(scale: button.scale)
        return button.titleSizeRounding == .points
            ? Size(width: title.naturalSize.width.rounded(.up), height: title.naturalSize.height.rounded(.up))
            : Size(width: grid.ceil(title.naturalSize.width), height: grid.ceil(title.naturalSize.height))
    }

    static func blockSize(_ placement: ImagePlacement, image: Size, title: Size, spacing: Double) -> Size {
        placement.isVertical
            ? Size(width: max(image.width, title.width), height: image.height + spacing + title.height)
            : Size(width: image.width + spacing + title.width, height: max(image.height, title.height))
    }

    /// Where the goal puts each element in `bounds`: the image on the pixel grid (floored, as UIKit
    /// floors the image), the title one gap further along the placement and rounded across it.
    static func targetFrames(
        _ goal: SolveGoal, bounds: Size, image: Size, title: Size, button: Button, grid: PixelGrid
    ) -> (image: Rect?, title: Rect?) {
        switch goal {
        case .frames(let imageFrame, let titleFrame):
            return (imageFrame, titleFrame)
        case .placement(let placement, let spacing, let alignment):
            let rtl = button.effectiveLayoutDirection == .rightToLeft
            let block = blockSize(placement, image: image, title: title, spacing: spacing)
            let startX = rtl ? alignment == .trailing : alignment == .leading
            let endX = rtl ? alignment == .leading : alignment == .trailing
            let bx = startX ? 0 : endX ? bounds.width - block.width : (bounds.width - block.width) / 2
            let by = alignment == .top ? 0 : alignment == .bottom ? bounds.height - block.height : (bounds.height - block.height) / 2
            var imageOrigin = Point.zero
            var titleOrigin = Point.zero
            switch placement {
            case .top, .bottom:
                imageOrigin.x = grid.floor(bx + (block.width - image.width) / 2)
                titleOrigin.x = grid.round(bx + (block.width - title.width) / 2)
                if placement == .top {
                    imageOrigin.y = grid.floor(by)
                    titleOrigin.y = grid.round(imageOrigin.y + image.height + spacing)
                } else {
                    titleOrigin.y = grid.round(by)
                    imageOrigin.y = grid.floor(titleOrigin.y + title.height + spacing)
                }
            case .leading, .trailing:
                imageOrigin.y = grid.floor(by + (block.height - image.height) / 2)
                titleOrigin.y = grid.round(by + (block.height - title.height) / 2)
                // Image first in reading order for leading; physical left is the reading start in LTR.
                let imageOnLeft = (placement == .leading) != rtl
                if imageOnLeft {
                    imageOrigin.x = grid.floor(bx)
                    titleOrigin.x = grid.round(imageOrigin.x + image.width + spacing)
                } else {
                    titleOrigin.x = grid.round(bx)
                    imageOrigin.x = grid.floor(titleOrigin.x + title.width + spacing)
                }
            }
            return (
                button.imageSize == nil ? nil : Rect(origin: imageOrigin, size: image),
                titleBox(button) == .zero ? nil : Rect(origin: titleOrigin, size: title)
            )
        }
    }

    private static func check(
        _ goal: SolveGoal, button: Button, result: LayoutResult, targets: (image: Rect?, title: Rect?), image: Size, title: Size
    ) -> LegacySolution {
        var residuals: [Residual] = []
        var gap: Double?
        // A title narrower than its box is truncated: that, not its position, is what to report.
        let truncated = result.titleLabel.map { $0.width < title.width - 1e-9 } ?? false
        if truncated, case .placement = goal, let frame = result.titleLabel {
            residuals.append(.titleTruncated(natural: button.title?.naturalSize.width ?? title.width, shown: frame.width))
        }
        for (element, target, frame) in [(ButtonElement.imageView, targets.image, result.imageView), (.titleLabel, targets.title, result.titleLabel)] {
            guard let target, let frame else { continue }
            if element == .titleLabel, truncated, case .placement = goal { continue }
            let dx = frame.x - target.x, dy = frame.y - target.y, dw = frame.width - target.width, dh = frame.height - target.height
            if case .frames = goal, dw != 0 || dh != 0 {
                residuals.append(.unreachable(element, asked: target, nearest: frame, reason: reachabilityReason(element, target: target, frame: frame)))
            } else if dx != 0 || dy != 0 || dw != 0 || dh != 0 {
                residuals.append(.offTarget(element, dx: dx, dy: dy, dw: dw, dh: dh))
            }
        }
        if case .placement(let placement, let spacing, _) = goal, let i = result.imageView, let t = result.titleLabel {
            let measured: Double = switch placement {
            case .top: t.minY - i.maxY
            case .bottom: i.minY - t.maxY
            case .leading, .trailing: i.minX < t.minX ? t.minX - i.maxX : i.minX - t.maxX
            }
            gap = measured
            if measured != spacing { residuals.append(.gap(asked: spacing, measured: measured)) }
            let block = blockSize(placement, image: image, title: title, spacing: spacing)
            if result.sizeThatFits != block { residuals.append(.intrinsicSize(asked: block, got: result.sizeThatFits)) }
        }
        return LegacySolution(
            insets: LegacyInsets(
                imageEdgeInsets: button.imageEdgeInsets, titleEdgeInsets: button.titleEdgeInsets,
                contentEdgeInsets: button.contentEdgeInsets, contentHorizontalAlignment: button.contentHorizontalAlignment,
                contentVerticalAlignment: button.contentVerticalAlignment),
            button: button, result: result, targetImage: targets.image, targetTitle: targets.title,
            measuredGap: gap, residuals: residuals)
    }

    private static func reachabilityReason(_ element: ButtonElement, target: Rect, frame: Rect) -> String {
        switch element {
        case .imageView where target.width > frame.width || target.height > frame.height:
            "an image is never drawn larger than its size"
        case .titleLabel where target.height != frame.height:
            "the title's height is its line height; only fill alignment stretches it"
        case .titleLabel where target.width > frame.width:
            "a title is never wider than its text"
        case _ where max(abs(frame.x - target.x), abs(frame.y - target.y)) < 1:
            "pixel rounding"
        default:
            "the insets do not reach it"
        }
    }
}

/// The legacy system layout, which has no expressions and so cannot fail.
func systemLayout(_ button: Button, measurer: (any TitleMeasuring)? = nil) -> LayoutResult {
    var system = button
    system.layout = .system
    do {
        return try system.computeLayout(measurer: measurer)
    } catch {
        preconditionFailure("the system layout evaluates no expressions: \(error)")
    }
}
