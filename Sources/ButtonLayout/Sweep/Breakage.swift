// What `buttonlab sweep` calls broken, each read from the engine's frames (docs/sweep.md, "Breakages").

/// The kinds of breakage, in the order reports list them; the raw values are `--fail-on`'s names.
public enum BreakageKind: String, CaseIterable, Hashable, Sendable {
    case truncated, wrapped, overlap
    case outsideBounds = "outside-bounds"
    case imageSquashed = "image-squashed"
    case clipped
}

/// One breakage of one condition, with the numbers that show it.
public enum Breakage: Hashable, Sendable {
    /// The title label is narrower than the title's natural width: UIKit truncates it. `line` is
    /// what it shows, when the text could be measured.
    case truncated(natural: Double, shown: Double, line: String?)
    /// The title takes more lines than it does in the design (the scenario as written).
    case wrapped(lines: Int, designLines: Int)
    /// The image view and the title label share `overlap`, at least a pixel each way.
    case overlap(Rect)
    /// A subview's frame reaches outside the bounds.
    case outsideBounds(element: ButtonElement, frame: Rect, bounds: Rect)
    /// The image view is smaller than the image: UIKit scales the image down, never crops it.
    case imageSquashed(natural: Size, shown: Size)
    /// The title label is less tall than its text: its glyphs are cut off at the top and bottom.
    case clipped(element: ButtonElement, needed: Double, shown: Double)

    public var kind: BreakageKind {
        switch self {
        case .truncated: .truncated
        case .wrapped: .wrapped
        case .overlap: .overlap
        case .outsideBounds: .outsideBounds
        case .imageSquashed: .imageSquashed
        case .clipped: .clipped
        }
    }
}

extension Breakage {
    /// The legacy model's breakages: its warnings for truncation, squashing, bounds and overlap,
    /// plus the title label's height against the title's line height.
    static func found(in result: LayoutResult, title: Title?) -> [Breakage] {
        var found: [Breakage] = []
        for warning in result.warnings {
            switch warning {
            case .titleTruncated(let from, let to, let line): found.append(.truncated(natural: from, shown: to, line: line))
            case .titleWidthUpperBound(let width): found.append(.truncated(natural: title?.naturalSize.width ?? width, shown: width, line: nil))
            case .imageSquashed(let from, let to): found.append(.imageSquashed(natural: from, shown: to))
            case .contentOutsideBounds(let element, let frame):
                found.append(.outsideBounds(element: element == .imageView ? .imageView : .titleLabel, frame: frame, bounds: result.bounds))
            case .imageTitleOverlap(let overlap): found.append(.overlap(overlap))
            default: continue
            }
        }
        if let title, !title.isEmpty, let label = result.titleLabel, label.height < title.naturalSize.height - tolerance {
            found.append(.clipped(element: .titleLabel, needed: title.naturalSize.height, shown: label.height))
        }
        return found.sorted { $0.kind.order < $1.kind.order }
    }

    /// The configuration model's: its warnings, the title's lines against the design's, and each
    /// label's frame against its measured height.
    static func found(
        in result: ConfigurationLayoutResult, configuration: ButtonConfiguration, designLines: Int
    ) -> [Breakage] {
        var found: [Breakage] = []
        var titleHeight: Double?
        for warning in result.warnings {
            switch warning {
            case .labelTruncated(.title, let from, let to, let line): found.append(.truncated(natural: from, shown: to, line: line))
            case .labelWrapped(.title, _, let size): titleHeight = size.height
            case .contentOutsideBounds(let element, let frame):
                found.append(.outsideBounds(element: ButtonElement(element), frame: frame, bounds: result.bounds))
            case .imageTitleOverlap(_, .titleLabel, let overlap): found.append(.overlap(overlap))
            default: continue
            }
        }
        let lines = titleLines(height: titleHeight, configuration: configuration, scale: result.scale)
        if lines > designLines { found.append(.wrapped(lines: lines, designLines: designLines)) }
        if let image = configuration.image, let view = result.imageView, !configuration.showsActivityIndicator,
           view.width < image.size.width - tolerance || view.height < image.size.height - tolerance {
            found.append(.imageSquashed(natural: image.size, shown: view.size))
        }
        if let titleHeight, let label = result.titleLabel, label.height < titleHeight - tolerance {
            found.append(.clipped(element: .titleLabel, needed: titleHeight, shown: label.height))
        }
        return found.sorted { $0.kind.order < $1.kind.order }
    }

    /// A configuration title's line count: 1 unless it wrapped, then its wrapped height over one line's.
    static func titleLines(height: Double?, configuration: ButtonConfiguration, scale: ScreenScale) -> Int {
        guard let height else { return 1 }
        guard let line = configuration.title?.font?.singleLineHeight(scale: scale), line > 0 else { return 2 }
        return max(2, Int((height / line).rounded()))
    }

    /// Frames are compared exactly but for floating-point noise.
    static let tolerance = 1e-9
}

extension BreakageKind {
    var order: Int { BreakageKind.allCases.firstIndex(of: self)! }
}

extension ButtonElement {
    init(_ element: ConfigurationElement) {
        switch element {
        case .imageView: self = .imageView
        case .titleLabel: self = .titleLabel
        case .subtitleLabel: self = .subtitleLabel
        case .activityIndicator: self = .activityIndicator
        }
    }
}
