/// The weights of Apple's system font, in UIFont.Weight's order.
public enum FontWeight: String, CaseIterable, Hashable, Sendable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The CSS / OpenType weight (100…900).
    public var numericWeight: Int { (FontWeight.allCases.firstIndex(of: self)! + 1) * 100 }
}

/// A title's font: the system font at a size and weight, or a face the user brings by PostScript name.
public struct TitleFont: Hashable, Sendable {
    public var size: Double
    public var weight: FontWeight
    /// `title.font.name`: a PostScript name measured from `--fonts DIR`; nil: the system font.
    public var name: String?

    public init(size: Double = 18, weight: FontWeight = .regular, name: String? = nil) {
        self.size = size
        self.weight = weight
        self.name = name
    }
}

/// What UIKit's system font (SF Pro) measures, for a stand-in font that draws the text (R6.1, R15).
public enum SystemFontMetrics {
    /// SF's line height is exactly size × 2444/2048 (ascender + descender + leading of the iOS cut):
    /// 15 pt → 17.900390625, 17 pt → 20.287109375.
    public static func lineHeight(ofSize size: Double) -> Double {
        size * 2444 / 2048
    }

    /// SF width ÷ Inter width at 12 pt, where SF's tracking is 0 (text-metrics.md TR5): regular measured;
    /// semibold derived from its 17-pt ratio 0.966 as 0.966 + 0.026/0.552 (R15).
    static let regularReferenceRatio = 0.996
    static let semiboldReferenceRatio = 1.013

    /// SF's tracking by point size, in 1/1000 em (TR2): the HIG's table, with the font's own values
    /// where the UIKit measurements have them (8, 15 and 17 pt, in 1/2048 em).
    static let trackingTable: [(size: Double, value: Double)] = [
        (6, 41), (7, 34), (8, 52 * 1000 / 2048), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11),
        (15, -32 * 1000 / 2048), (16, -20), (17, -52 * 1000 / 2048), (18, -25), (19, -24), (20, -23), (21, -18),
        (22, -12), (23, -4), (24, 3), (25, 6), (26, 8), (27, 11), (28, 14), (80, 0),
    ]

    /// How much narrower the optical-size blend makes the glyphs above 17 pt (TR3): 18 pt from R15's
    /// ratios, 25 and 31 pt fitted to UIKit's measured string widths (docs/text-metrics.md).
    static let opticalSizeTable: [(size: Double, value: Double)] = [(17, 0), (18, 0.005), (25, 0.105), (31, 0.12)]

    /// The tracking `t(s)` in 1/1000 em, linear between table sizes, the end values outside.
    public static func tracking(size: Double) -> Double {
        interpolate(trackingTable, at: size)
    }

    /// The optical-size correction δ(s): 0 up to 17 pt.
    public static func opticalSizeCorrection(size: Double) -> Double {
        interpolate(opticalSizeTable, at: size)
    }

    /// The factor `r0` that turns a width measured with Inter into SF's before tracking, by weight.
    ///
    /// Only regular and semibold were measured. Lighter weights use regular's, heavier ones
    /// semibold's, medium the mean of the two.
    public static func referenceRatio(weight: FontWeight) -> Double {
        switch weight.numericWeight {
        case ...400: return regularReferenceRatio
        case 500: return (regularReferenceRatio + semiboldReferenceRatio) / 2
        default: return semiboldReferenceRatio
        }
    }

    /// SF's width of a run of `characters` characters that Inter measures `interWidth` wide (TR5):
    /// `[r0 × W_I + N × t(s) × s / 1000] × (1 − δ(s))`.
    public static func width(interWidth: Double, characters: Int, font: TitleFont) -> Double {
        estimate(interWidth: interWidth, characters: characters, font: font).width
    }

    /// The same width with the terms that made it, for `explain`.
    public static func estimate(interWidth: Double, characters: Int, font: TitleFont) -> TitleWidthEstimate {
        TitleWidthEstimate(
            interWidth: interWidth, characters: characters, size: font.size, referenceRatio: referenceRatio(weight: font.weight),
            tracking: tracking(size: font.size), opticalSizeCorrection: opticalSizeCorrection(size: font.size))
    }

    private static func interpolate(_ table: [(size: Double, value: Double)], at size: Double) -> Double {
        guard let first = table.first, let last = table.last else { return 0 }
        if size <= first.size { return first.value }
        if size >= last.size { return last.value }
        for (low, high) in zip(table, table.dropFirst()) where size <= high.size {
            let t = (size - low.size) / (high.size - low.size)
            return low.value + (high.value - low.value) * t
        }
        return last.value
    }
}

/// How a measured title's width was estimated (text-metrics.md TR5): the stand-in's width of the
/// system-font runs, their character count, and the model's terms; `otherWidth` is the width of runs
/// other fonts draw, counted as measured.
public struct TitleWidthEstimate: Hashable, Sendable {
    public var interWidth: Double
    public var characters: Int
    public var size: Double
    public var referenceRatio: Double
    /// t(s), 1/1000 em.
    public var tracking: Double
    /// δ(s).
    public var opticalSizeCorrection: Double
    public var otherWidth: Double = 0

    public init(
        interWidth: Double, characters: Int, size: Double, referenceRatio: Double, tracking: Double,
        opticalSizeCorrection: Double, otherWidth: Double = 0
    ) {
        self.interWidth = interWidth
        self.characters = characters
        self.size = size
        self.referenceRatio = referenceRatio
        self.tracking = tracking
        self.opticalSizeCorrection = opticalSizeCorrection
        self.otherWidth = otherWidth
    }

    /// The tracking term N × t(s) × s / 1000, in points.
    public var trackingWidth: Double { Double(characters) * tracking * size / 1000 }

    /// SF's estimated width.
    public var width: Double {
        (referenceRatio * interWidth + trackingWidth) * (1 - opticalSizeCorrection) + otherWidth
    }
}

extension TitleWidthEstimate {
    /// `explain`'s step: (r0 × W_I + N × t × s / 1000) × (1 − δ), plus runs other fonts draw.
    var term: Term {
        var term: Term = op("r0", referenceRatio) * op("W_I", interWidth)
            + op("N", Double(characters)) * op("t", tracking) * op("s", size) / .constant(1000)
        if opticalSizeCorrection != 0 { term = term * (.constant(1) - op("δ", opticalSizeCorrection)) }
        if otherWidth != 0 { term = term + op("W_other", otherWidth) }
        return term
    }
}
