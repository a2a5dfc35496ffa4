/// The weights of Apple's system font, in UIFont.Weight's order.
public enum FontWeight: String, CaseIterable, Hashable, Sendable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The CSS / OpenType weight (100…900).
    public var numericWeight: Int { (FontWeight.allCases.firstIndex(of: self)! + 1) * 100 }
}

/// A title's font: always the system font here (the scenario format names no other family).
public struct TitleFont: Hashable, Sendable {
    public var size: Double
    public var weight: FontWeight

    public init(size: Double = 18, weight: FontWeight = .regular) {
        self.size = size
        self.weight = weight
    }
}

/// What UIKit's system font (SF Pro) measures, for a stand-in font that draws the text (R6.1, R15).
public enum SystemFontMetrics {
    /// SF's line height is exactly size × 2444/2048 (ascender + descender + leading of the iOS cut):
    /// 15 pt → 17.900390625, 17 pt → 20.287109375.
    public static func lineHeight(ofSize size: Double) -> Double {
        size * 2444 / 2048
    }

    /// SF width ÷ Inter width, measured on UIKit 26 plain button titles (R15).
    static let regularRatios: [(size: Double, ratio: Double)] = [(12, 0.996), (15, 0.967), (17, 0.949), (18, 0.946)]
    static let semiboldRatios: [(size: Double, ratio: Double)] = [(17, 0.966), (18, 0.964)]

    /// The factor that turns a width measured with Inter into SF's, interpolated linearly by size
    /// (the nearest measured size outside 12–18 pt) and by weight.
    ///
    /// Only regular and semibold were measured. Lighter weights use regular's ratios, heavier ones
    /// semibold's, medium the mean of the two. Semibold was measured at 17 and 18 pt only; below that
    /// it follows regular's curve shifted by the semibold − regular difference at 17 pt.
    public static func widthRatio(size: Double, weight: FontWeight) -> Double {
        let regular = interpolate(regularRatios, at: size)
        let semiboldShift = size >= 17
            ? interpolate(semiboldRatios, at: size) - interpolate(regularRatios, at: min(max(size, 17), 18))
            : semiboldRatios[0].ratio - regularRatios[2].ratio
        let semibold = regular + semiboldShift
        switch weight.numericWeight {
        case ...400: return regular
        case 500: return (regular + semibold) / 2
        default: return semibold
        }
    }

    private static func interpolate(_ table: [(size: Double, ratio: Double)], at size: Double) -> Double {
        guard let first = table.first, let last = table.last else { return 1 }
        if size <= first.size { return first.ratio }
        if size >= last.size { return last.ratio }
        for (low, high) in zip(table, table.dropFirst()) where size <= high.size {
            let t = (size - low.size) / (high.size - low.size)
            return low.ratio + (high.ratio - low.ratio) * t
        }
        return last.ratio
    }
}
