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
        if button.sizeToFit || button.isIntrinsicSizeQueried, !(ie.isZero && te.isZero),
           let needed = contentInsetsMakingRoom(button)
        {
            warnings.append(.outsideIntrinsicSize(needed: needed))
        }
        if button.semanticContentAttribute == .forceRightToLeft, button.layoutDirection == .leftToRight,
            ie.left != ie.right || te.left != te.right, ie.left < 0 || te.left > 0
        {
            warnings.append(.unmirroredRightToLeft)
        }
        return warnings
    }

    /// The contentEdgeInsets with which the sized-to-fit layout holds the image and the title, nil
    /// when the current ones do: measured at the size Auto Layout and sizeToFit give, not in the frame
    /// a designer drew (whose centring would count as overflow), and re-run until nothing sticks out.
    static func contentInsetsMakingRoom(_ button: Button) -> EdgeInsets? {
        var insets = button.contentEdgeInsets
        for pass in 0..<4 {
            var fitted = button
            fitted.contentEdgeInsets = insets
            fitted.sizeToFit = false
            fitted.size = systemLayout(fitted).sizeThatFits
            let result = systemLayout(fitted)
            guard let image = result.imageView, let title = result.titleLabel else { return nil }
            let content = image.union(title), box = result.bounds
            if box.contains(content) { return pass == 0 ? nil : insets }
            insets.top += max(0, box.minY - content.minY)
            insets.left += max(0, box.minX - content.minX)
            insets.bottom += max(0, content.maxY - box.maxY)
            insets.right += max(0, content.maxX - box.maxX)
        }
        return insets
    }
}
