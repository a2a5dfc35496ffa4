import ButtonLayout

/// A known broken recipe recognised in a legacy button's insets, with what it really gives.
public enum RecipeWarning: Hashable, Sendable {
    /// One-sided horizontal insets on centred content: each moves its element by half (R7), so a
    /// spacing recipe's gap comes out at half of what it looks like.
    case halfMoves(gap: Double, looksLike: Double)
    /// imageEdgeInsets / titleEdgeInsets push content out of a button sized from its intrinsic size,
    /// which ignores them (R10); these contentEdgeInsets would make room.
    case outsideIntrinsicSize(needed: EdgeInsets)
    /// forceRightToLeft used to put the image on the right, with insets written for left-to-right:
    /// insets are physical and are not mirrored.
    case unmirroredRightToLeft
}

extension RecipeWarning: CustomStringConvertible {
    public var description: String {
        switch self {
        case .halfMoves(let gap, let looksLike):
            return "these one-sided insets look like a \(formatNumber(looksLike))-pt gap, but a one-sided inset moves centred content by half of it: the gap is \(formatNumber(gap)) pt; `buttonlab solve --placement leading --spacing \(formatNumber(looksLike))` gives exact insets"
        case .outsideIntrinsicSize(let needed):
            return "imageEdgeInsets and titleEdgeInsets push the content out of the intrinsic size, which ignores them; contentEdgeInsets \(formatInsets(needed)) would make room (`buttonlab solve` computes all three)"
        case .unmirroredRightToLeft:
            return "forceRightToLeft puts the image on the right, but insets are physical and stay unmirrored, so these left/right insets now push the image and title the other way; `buttonlab solve --placement trailing` gives insets for the image on the right without changing the direction"
        }
    }
}

public enum RecipeLint {
    public static func warnings(for button: Button, result: LayoutResult) -> [RecipeWarning] {
        guard case .system = button.layout, let image = result.imageView, let title = result.titleLabel,
            let text = button.title, !text.isEmpty
        else { return [] }
        var warnings: [RecipeWarning] = []
        let ie = button.imageEdgeInsets, te = button.titleEdgeInsets
        let sideBySide = image.maxY > title.minY && title.maxY > image.minY
        let oneSided = (ie.left == 0) != (ie.right == 0) || (te.left == 0) != (te.right == 0)
        if sideBySide, oneSided, button.contentHorizontalAlignment == .center {
            let gap = image.minX < title.minX ? title.minX - image.maxX : image.minX - title.maxX
            let looksLike = abs(ie.left) + abs(ie.right) + abs(te.left) + abs(te.right)
            if gap > 0, looksLike != gap { warnings.append(.halfMoves(gap: gap, looksLike: looksLike)) }
        }
        let box = Rect(origin: .zero, size: result.sizeThatFits)
        if button.sizeToFit || button.isIntrinsicSizeQueried, !(ie.isZero && te.isZero) {
            let content = image.union(title)
            if !box.contains(content) {
                warnings.append(.outsideIntrinsicSize(needed: EdgeInsets(
                    top: button.contentEdgeInsets.top + max(0, box.minY - content.minY),
                    left: button.contentEdgeInsets.left + max(0, box.minX - content.minX),
                    bottom: button.contentEdgeInsets.bottom + max(0, content.maxY - box.maxY),
                    right: button.contentEdgeInsets.right + max(0, content.maxX - box.maxX))))
            }
        }
        if button.semanticContentAttribute == .forceRightToLeft, button.layoutDirection == .leftToRight,
            ie.left != ie.right || te.left != te.right, ie.left < 0 || te.left > 0
        {
            warnings.append(.unmirroredRightToLeft)
        }
        return warnings
    }
}
