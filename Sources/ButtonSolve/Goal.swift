import ButtonLayout

/// Where the image goes relative to the title (docs/solve.md). Leading and trailing follow the
/// reading direction: leading is the left in left-to-right, the right in right-to-left.
public enum ImagePlacement: String, CaseIterable, Hashable, Sendable {
    case top, bottom, leading, trailing

    var isVertical: Bool { self == .top || self == .bottom }
}

/// Where the image–title pair sits in the button.
public enum PairAlignment: String, CaseIterable, Hashable, Sendable {
    case center, leading, trailing, top, bottom
}

/// What `solve` should achieve: a placement with a gap, or exact frames.
public enum SolveGoal: Hashable, Sendable {
    case placement(ImagePlacement, spacing: Double, alignment: PairAlignment)
    /// Exact frames for the image view and/or the title label (nil: wherever the solution puts it).
    case frames(imageView: Rect?, titleLabel: Rect?)
}

/// The legacy answer: the three insets of UIButton's deprecated API, and UIControl's content
/// alignments, which place the pair structurally (they work with and without a configuration).
public struct LegacyInsets: Hashable, Sendable {
    public var imageEdgeInsets: EdgeInsets
    public var titleEdgeInsets: EdgeInsets
    public var contentEdgeInsets: EdgeInsets
    public var contentHorizontalAlignment: HorizontalAlignment
    public var contentVerticalAlignment: VerticalAlignment

    public init(
        imageEdgeInsets: EdgeInsets = .zero, titleEdgeInsets: EdgeInsets = .zero, contentEdgeInsets: EdgeInsets = .zero,
        contentHorizontalAlignment: HorizontalAlignment = .center, contentVerticalAlignment: VerticalAlignment = .center
    ) {
        self.imageEdgeInsets = imageEdgeInsets
        self.titleEdgeInsets = titleEdgeInsets
        self.contentEdgeInsets = contentEdgeInsets
        self.contentHorizontalAlignment = contentHorizontalAlignment
        self.contentVerticalAlignment = contentVerticalAlignment
    }
}

/// Something the forward model shows the answer does not reach exactly.
public enum Residual: Hashable, Sendable {
    /// An element lands off its target (by dx, dy; dw, dh for exact frames).
    case offTarget(ButtonElement, dx: Double, dy: Double, dw: Double, dh: Double)
    /// The gap the frames show differs from the one asked for.
    case gap(asked: Double, measured: Double)
    /// The title is narrower than its text: the button is too small for the pair.
    case titleTruncated(natural: Double, shown: Double)
    /// An exact frame no inset can give (the title never grows, an image never exceeds its size…);
    /// the nearest reachable frame is given.
    case unreachable(ButtonElement, asked: Rect, nearest: Rect, reason: String)
    /// The intrinsic size does not hold the pair, so Auto Layout or sizeToFit would cut it.
    case intrinsicSize(asked: Size, got: Size)
    /// A configuration title the layout wraps (UIKit re-flows it; the check shows its wrapped size).
    case titleWrapped(Size)
    /// A configuration title wider than the width its line has: it would wrap.
    case titleWraps(natural: Double, available: Double)
}

extension Residual: CustomStringConvertible {
    public var description: String {
        switch self {
        case .offTarget(let element, let dx, let dy, let dw, let dh):
            var parts: [String] = []
            if dx != 0 { parts.append("x \(signed(dx))") }
            if dy != 0 { parts.append("y \(signed(dy))") }
            if dw != 0 { parts.append("width \(signed(dw))") }
            if dh != 0 { parts.append("height \(signed(dh))") }
            // Only a difference under a point is the pixel grid's doing.
            let rounding = [dx, dy, dw, dh].allSatisfy { abs($0) < 1 } ? " (pixel rounding)" : ""
            return "\(element.rawValue) is off its target by \(parts.joined(separator: ", ")) pt\(rounding)"
        case .gap(let asked, let measured):
            return "the gap is \(formatNumber(measured)) pt, not \(formatNumber(asked))\(abs(measured - asked) < 1 ? " (pixel rounding)" : "")"
        case .titleWraps(let natural, let available):
            return "the title needs \(formatNumber(natural)) pt on one line but has \(formatNumber(available)): it wraps"
        case .titleWrapped(let size):
            return "the title wraps to \(formatSize(size)): the button is too narrow for it on one line"
        case .titleTruncated(let natural, let shown):
            return "the title needs \(formatNumber(natural)) pt but gets \(formatNumber(shown)): the button is too small for the pair"
        case .unreachable(let element, let asked, let nearest, let reason):
            return "\(element.rawValue) \(formatRect(asked)) cannot be reached (\(reason)); nearest: \(formatRect(nearest))"
        case .intrinsicSize(let asked, let got):
            return "the intrinsic size is \(formatSize(got)), not the pair's \(formatSize(asked))"
        }
    }
}

func signed(_ value: Double) -> String { (value > 0 ? "+" : "") + formatNumber(value) }
