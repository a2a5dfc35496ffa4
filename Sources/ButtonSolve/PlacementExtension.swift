import ButtonLayout

/// The legacy insets that put the image above, below or after its title depend on the title's width,
/// so a constant answer holds for a range of titles only (docs/solve.md, "Where an answer holds").
/// `insets` computes them from the sizes at layout time; `swiftSource` and `objectiveCSource` are the
/// same arithmetic as a `UIButton` extension and category for the answer's code, and
/// `PlacementExtensionTests` runs `insets` through the forward model and both texts through compilers.
///
/// UIKit lays the pair out side by side, image first in the reading direction, aligned as the
/// content alignments say; each element is translated from there to its place in the pair's block,
/// and `contentEdgeInsets` make the intrinsic size that block (floored half first, on the pixel grid).
/// The horizontal translation does not depend on the horizontal alignment (the block and the
/// side-by-side pair start at the same aligned origin); the vertical one does, by the share `k` of
/// the height difference that alignment gives away (top 0, centre ½, bottom 1).
public enum PlacementExtension {
    /// Whether the legacy answer for `placement` depends on the title's width: every placement but
    /// leading, which is UIKit's own order in both directions (its insets are ±spacing/2).
    public static func isNeeded(for placement: ImagePlacement) -> Bool { placement != .leading }

    /// The insets for `image` and a title box `title` (whole points, as UIKit sizes it), `spacing` apart.
    public static func insets(
        placement: ImagePlacement, spacing: Double, image: Size, title: Size, verticalAlignment: VerticalAlignment,
        layoutDirection: LayoutDirection, scale: ScreenScale
    ) -> LegacyInsets {
        let (iw, ih, tw, th) = (image.width, image.height, title.width, title.height)
        let rtl = layoutDirection == .rightToLeft
        let stacked = placement.isVertical
        let imageOnLeft = (placement == .leading) != rtl
        let k: Double = verticalAlignment == .top ? 0 : verticalAlignment == .bottom ? 1 : 0.5
        let tallest = max(ih, th)
        let block = LegacySolver.blockSize(placement, image: image, title: title, spacing: spacing)
        let grid = PixelGrid(scale: scale)
        let left = grid.floor((block.width - iw - tw) / 2)
        let top = grid.floor((block.height - tallest) / 2)
        // Each element's place in the block, from the block's top left.
        let imageX = stacked ? (block.width - iw) / 2 : imageOnLeft ? 0 : tw + spacing
        let titleX = stacked ? (block.width - tw) / 2 : imageOnLeft ? iw + spacing : 0
        let imageY = stacked ? (placement == .bottom ? th + spacing : 0) : (block.height - ih) / 2
        let titleY = stacked ? (placement == .bottom ? 0 : ih + spacing) : (block.height - th) / 2
        let imageDx = imageX - left - (rtl ? tw : 0), titleDx = titleX - left - (rtl ? 0 : iw)
        let imageDy = imageY - top - k * (tallest - ih), titleDy = titleY - top - k * (tallest - th)
        return LegacyInsets(
            imageEdgeInsets: EdgeInsets(top: imageDy, left: imageDx, bottom: -imageDy, right: -imageDx),
            titleEdgeInsets: EdgeInsets(top: titleDy, left: titleDx, bottom: -titleDy, right: -titleDx),
            contentEdgeInsets: EdgeInsets(top: top, left: left, bottom: block.height - tallest - top, right: block.width - iw - tw - left))
    }

    /// The arithmetic after the inputs, in the syntax Swift and C share (names, numbers, + − × ÷, `?:`, `floor`),
    /// so that both texts carry the same lines.
    static let arithmetic: [(name: String, expression: String)] = [
        ("tallest", "ih > th ? ih : th"),
        ("blockWidth", "stacked ? (iw > tw ? iw : tw) : iw + spacing + tw"),
        ("blockHeight", "stacked ? ih + spacing + th : tallest"),
        ("left", "floor((blockWidth - iw - tw) / 2 * s) / s"),
        ("top", "floor((blockHeight - tallest) / 2 * s) / s"),
        ("right", "blockWidth - iw - tw - left"),
        ("bottom", "blockHeight - tallest - top"),
        ("imageX", "stacked ? (blockWidth - iw) / 2 : imageOnLeft ? 0 : tw + spacing"),
        ("titleX", "stacked ? (blockWidth - tw) / 2 : imageOnLeft ? iw + spacing : 0"),
        ("imageY", "stacked ? (below ? th + spacing : 0) : (blockHeight - ih) / 2"),
        ("titleY", "stacked ? (below ? 0 : ih + spacing) : (blockHeight - th) / 2"),
        ("imageDx", "imageX - left - (rtl ? tw : 0)"),
        ("titleDx", "titleX - left - (rtl ? 0 : iw)"),
        ("imageDy", "imageY - top - k * (tallest - ih)"),
        ("titleDy", "titleY - top - k * (tallest - th)"),
    ]

    private static let summary = """
        The image `spacing` pt from the title on the side `placement` names (top, bottom, leading or trailing),
        computed from the current image and title sizes, the content alignments and the layout direction
        (buttonlab solve). Call it again whenever the title, its font, the image or the direction changes.
        """

    /// The shared lines as statements of one language, indented for its method body.
    private static func statements(_ indent: Int, _ statement: (String, String) -> String) -> String {
        arithmetic.map { String(repeating: " ", count: indent) + statement($0.name, $0.expression) }.joined(separator: "\n")
    }

    /// The extension, for the answer's Swift code.
    public static let swiftSource = """
        extension UIButton {
        \(summary.split(separator: "\n").map { "    /// " + $0 }.joined(separator: "\n"))
            func placeImage(_ placement: NSDirectionalRectEdge, spacing: CGFloat) {
                guard let image = image(for: state) else { return }
                let title = titleLabel?.intrinsicContentSize ?? .zero
                let (iw, ih) = (image.size.width, image.size.height)
                let (tw, th) = (ceil(title.width), ceil(title.height))
                let s = traitCollection.displayScale > 0 ? traitCollection.displayScale : 2
                let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
                let k: CGFloat = contentVerticalAlignment == .top ? 0 : contentVerticalAlignment == .bottom ? 1 : 0.5
                let stacked = placement == .top || placement == .bottom
                let below = placement == .bottom
                let imageOnLeft = (placement == .leading) != rtl
        \(statements(8) { "let \($0) = \($1)" })
                imageEdgeInsets = UIEdgeInsets(top: imageDy, left: imageDx, bottom: -imageDy, right: -imageDx)
                titleEdgeInsets = UIEdgeInsets(top: titleDy, left: titleDx, bottom: -titleDy, right: -titleDx)
                contentEdgeInsets = UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
            }
        }
        """

    /// The category, for the answer's Objective-C code; the method is prefixed, as a category on a
    /// framework class must be, so that it never collides with UIKit's own methods.
    public static let objectiveCSource = """
        @interface UIButton (ButtonLabStacking)
        \(summary.split(separator: "\n").map { "/// " + $0 }.joined(separator: "\n"))
        - (void)buttonlab_placeImage:(NSDirectionalRectEdge)placement spacing:(CGFloat)spacing;
        @end

        @implementation UIButton (ButtonLabStacking)
        - (void)buttonlab_placeImage:(NSDirectionalRectEdge)placement spacing:(CGFloat)spacing {
            UIImage *image = [self imageForState:self.state];
            if (image == nil) { return; }
            CGSize title = self.titleLabel != nil ? self.titleLabel.intrinsicContentSize : CGSizeZero;
            CGFloat iw = image.size.width, ih = image.size.height, tw = ceil(title.width), th = ceil(title.height);
            CGFloat s = self.traitCollection.displayScale > 0 ? self.traitCollection.displayScale : 2;
            BOOL rtl = self.effectiveUserInterfaceLayoutDirection == UIUserInterfaceLayoutDirectionRightToLeft;
            CGFloat k = self.contentVerticalAlignment == UIControlContentVerticalAlignmentTop ? 0
                : self.contentVerticalAlignment == UIControlContentVerticalAlignmentBottom ? 1 : 0.5;
            BOOL stacked = placement == NSDirectionalRectEdgeTop || placement == NSDirectionalRectEdgeBottom;
            BOOL below = placement == NSDirectionalRectEdgeBottom;
            BOOL imageOnLeft = (placement == NSDirectionalRectEdgeLeading) != rtl;
        \(statements(4) { "CGFloat \($0) = \($1);" })
            self.imageEdgeInsets = UIEdgeInsetsMake(imageDy, imageDx, -imageDy, -imageDx);
            self.titleEdgeInsets = UIEdgeInsetsMake(titleDy, titleDx, -titleDy, -titleDx);
            self.contentEdgeInsets = UIEdgeInsetsMake(top, left, bottom, right);
        }
        @end
        """

    /// The placement and spacing of a goal whose legacy answer depends on the title.
    private static func placement(_ goal: SolveGoal) -> (ImagePlacement, Double)? {
        guard case .placement(let placement, let spacing, _) = goal, isNeeded(for: placement) else { return nil }
        return (placement, spacing)
    }

    /// The call for `variable`, in Swift.
    public static func swiftCall(variable: String, goal: SolveGoal) -> String? {
        placement(goal).map { "\(variable).placeImage(.\($0.0.rawValue), spacing: \(formatNumber($0.1)))" }
    }

    /// The call for `variable`, in Objective-C.
    public static func objectiveCCall(variable: String, goal: SolveGoal) -> String? {
        placement(goal).map { "[\(variable) buttonlab_placeImage:NSDirectionalRectEdge\(Snippets.capitalized($0.0.rawValue)) spacing:\(formatNumber($0.1))];" }
    }
}
