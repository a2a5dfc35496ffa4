import ButtonLayout

/// The legacy insets for an image above or below its title depend on the title's width, so a
/// constant answer holds for one title only. This computes them from the sizes at layout time;
/// `swiftSource` is the same arithmetic as a `UIButton` extension for the answer's code, and
/// `StackingExtensionTests` runs this function through the forward model over many titles.
public enum StackingExtension {
    /// The insets for `image` and a title box `title` (whole points, as UIKit sizes it), `spacing`
    /// apart, centred: each element translated to its place, `contentEdgeInsets` making the
    /// intrinsic size the pair's block (floored half first, on the pixel grid).
    public static func insets(imageOnTop: Bool, image: Size, title: Size, spacing: Double, scale: ScreenScale) -> LegacyInsets {
        let (iw, ih, tw, th) = (image.width, image.height, title.width, title.height)
        let imageDy = imageOnTop ? -(th + spacing) / 2 : (th + spacing) / 2
        let titleDy = imageOnTop ? (ih + spacing) / 2 : -(ih + spacing) / 2
        let extraWidth = max(iw, tw) - (iw + tw)
        let extraHeight = ih + spacing + th - max(ih, th)
        let s = scale.factor
        let left = (extraWidth / 2 * s).rounded(.down) / s
        let top = (extraHeight / 2 * s).rounded(.down) / s
        return LegacyInsets(
            imageEdgeInsets: EdgeInsets(top: imageDy, left: tw / 2, bottom: -imageDy, right: -tw / 2),
            titleEdgeInsets: EdgeInsets(top: titleDy, left: -iw / 2, bottom: -titleDy, right: iw / 2),
            contentEdgeInsets: EdgeInsets(top: top, left: left, bottom: extraHeight - top, right: extraWidth - left))
    }

    /// The extension, for the answer's Swift code.
    public static let swiftSource = """
        extension UIButton {
            /// The image `spacing` pt above (or below) the title, centred, computed from the current image and
            /// title sizes (buttonlab solve). Call it again whenever the title, its font or the image changes.
            func stackImageAndTitle(imageOnTop: Bool = true, spacing: CGFloat) {
                guard let image = image(for: state) else { return }
                let title = titleLabel?.intrinsicContentSize ?? .zero
                let (iw, ih) = (image.size.width, image.size.height)
                let (tw, th) = (title.width.rounded(.up), title.height.rounded(.up))
                let imageDy = imageOnTop ? -(th + spacing) / 2 : (th + spacing) / 2
                let titleDy = imageOnTop ? (ih + spacing) / 2 : -(ih + spacing) / 2
                let extraWidth = max(iw, tw) - (iw + tw)
                let extraHeight = ih + spacing + th - max(ih, th)
                let s = traitCollection.displayScale > 0 ? traitCollection.displayScale : 2
                let left = (extraWidth / 2 * s).rounded(.down) / s
                let top = (extraHeight / 2 * s).rounded(.down) / s
                imageEdgeInsets = UIEdgeInsets(top: imageDy, left: tw / 2, bottom: -imageDy, right: -tw / 2)
                titleEdgeInsets = UIEdgeInsets(top: titleDy, left: -iw / 2, bottom: -titleDy, right: iw / 2)
                contentEdgeInsets = UIEdgeInsets(top: top, left: left, bottom: extraHeight - top, right: extraWidth - left)
            }
        }
        """

    /// The call for `variable`, for a placement goal whose legacy answer depends on the title.
    public static func swiftCall(variable: String, goal: SolveGoal) -> String? {
        guard case .placement(let placement, let spacing, .center) = goal, placement == .top || placement == .bottom else { return nil }
        return "\(variable).stackImageAndTitle(imageOnTop: \(placement == .top), spacing: \(formatNumber(spacing)))"
    }
}
