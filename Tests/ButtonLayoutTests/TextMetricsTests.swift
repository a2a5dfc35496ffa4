import ButtonLayout
import ButtonReports
import Testing

/// text-metrics.md: SF's widths as the stand-in's width × r0 plus SF's tracking per character (TR5),
/// the tracking table (TR2) and the optical-size correction above 17 pt (TR3).
@Suite("Text metrics (text-metrics.md)")
struct TextMetricsTests {
    @Test("TR2: the tracking table, with the font's own values at 8, 15 and 17 pt, linear between sizes")
    func trackingTable() {
        #expect(SystemFontMetrics.tracking(size: 8) == 25.390625)  // +52/2048 em
        #expect(SystemFontMetrics.tracking(size: 10) == 12)
        #expect(SystemFontMetrics.tracking(size: 12) == 0)
        #expect(SystemFontMetrics.tracking(size: 13) == -6)
        #expect(SystemFontMetrics.tracking(size: 15) == -15.625)  // −32/2048 em
        #expect(SystemFontMetrics.tracking(size: 17) == -25.390625)  // −52/2048 em
        #expect(SystemFontMetrics.tracking(size: 28) == 14)
        #expect(SystemFontMetrics.tracking(size: 11.5) == 3)
        #expect(SystemFontMetrics.tracking(size: 13.5) == -8.5)
        #expect(SystemFontMetrics.tracking(size: 17.5) == -25.1953125)
        #expect(SystemFontMetrics.tracking(size: 4) == 41)
        #expect(SystemFontMetrics.tracking(size: 54) == 7)
        #expect(SystemFontMetrics.tracking(size: 100) == 0)
    }

    @Test("TR1: SF's width at one size from its 12-pt width and the tracking, as measured (\"Next\")")
    func trackingFromTwelvePoints() {
        // SF's own 12-pt advances scaled (r0 = 1): 15 pt 32.080 (measured 32.08), 17 pt 35.693 (35.69).
        let next12 = 26.4140625
        let at15 = TitleWidthEstimate(
            interWidth: next12 * 15 / 12, characters: 4, size: 15, referenceRatio: 1,
            tracking: SystemFontMetrics.tracking(size: 15), opticalSizeCorrection: 0)
        #expect(at15.width == 32.080078125)
        let at17 = TitleWidthEstimate(
            interWidth: next12 * 17 / 12, characters: 4, size: 17, referenceRatio: 1,
            tracking: SystemFontMetrics.tracking(size: 17), opticalSizeCorrection: 0)
        #expect(at17.width == 35.693359375)
    }

    @Test("TR5: \"Next\" at 17 pt from Inter's 37.214: 0.996 × 37.214 − 4 × 0.02539 × 17")
    func workedExample() {
        let estimate = SystemFontMetrics.estimate(interWidth: 37.214, characters: 4, font: TitleFont(size: 17))
        #expect(estimate.referenceRatio == 0.996)
        #expect(estimate.opticalSizeCorrection == 0)
        #expect(estimate.trackingWidth == -1.7265625)
        #expect(abs(estimate.width - 35.3385815) < 1e-9)
        // At 12 pt no tracking: 0.996 × 26.269 = 26.164 (SF measured 26.414).
        #expect(abs(SystemFontMetrics.width(interWidth: 26.269, characters: 4, font: TitleFont(size: 12)) - 26.163924) < 1e-9)
    }

    @Test("TR5's check: for R15's mean advance 0.552 em the model gives R15's measured ratios")
    func matchesTheMeasuredRatios() {
        func ratio(_ size: Double) -> Double {
            SystemFontMetrics.width(interWidth: 0.552 * size, characters: 1, font: TitleFont(size: size)) / (0.552 * size)
        }
        // The font's own tracking (−15.625 and −25.39 where the HIG rounds to −16 and −26) moves
        // TR5's 0.9670 and 0.9489 by under 0.0011.
        #expect(abs(ratio(15) - 0.967) < 0.0011)
        #expect(abs(ratio(17) - 0.949) < 0.0011)
        #expect(abs(ratio(18) - 0.946) < 0.0005)
        #expect(ratio(12) == 0.996)
    }

    @Test("TR3: the optical-size correction is 0 to 17 pt, 0.005 at 18, 0.105 at 25, 0.12 from 31")
    func opticalSize() {
        #expect(SystemFontMetrics.opticalSizeCorrection(size: 17) == 0)
        #expect(SystemFontMetrics.opticalSizeCorrection(size: 12) == 0)
        #expect(SystemFontMetrics.opticalSizeCorrection(size: 18) == 0.005)
        #expect(SystemFontMetrics.opticalSizeCorrection(size: 25) == 0.105)
        #expect(SystemFontMetrics.opticalSizeCorrection(size: 31) == 0.12)
        #expect(SystemFontMetrics.opticalSizeCorrection(size: 53) == 0.12)
        #expect(abs(SystemFontMetrics.opticalSizeCorrection(size: 17.5) - 0.0025) < 1e-15)
        // 18 pt "Next": (0.996 × 39.403 − 4 × 0.025 × 18) × 0.995.
        let width = SystemFontMetrics.width(interWidth: 39.403, characters: 4, font: TitleFont(size: 18))
        #expect(abs(width - (0.996 * 39.403 - 1.8) * 0.995) < 1e-12)
    }

    @Test("r0 by weight: regular 0.996, semibold 1.013 (from its 17-pt ratio), medium the mean")
    func referenceRatios() {
        #expect(SystemFontMetrics.referenceRatio(weight: .regular) == 0.996)
        #expect(SystemFontMetrics.referenceRatio(weight: .light) == 0.996)
        #expect(SystemFontMetrics.referenceRatio(weight: .semibold) == 1.013)
        #expect(SystemFontMetrics.referenceRatio(weight: .black) == 1.013)
        #expect(SystemFontMetrics.referenceRatio(weight: .medium) == (0.996 + 1.013) / 2)
    }

    @Test("explain shows the width step: w0 = (r0 × W_I + N × t × s / 1000) × (1 − δ)")
    func explainShowsTheWidthModel() throws {
        let estimate = SystemFontMetrics.estimate(interWidth: 40, characters: 4, font: TitleFont(size: 20))
        let button = Button(
            size: Size(width: 200, height: 44), scale: .x2,
            title: Title(
                text: "Next", font: TitleFont(size: 20), naturalSize: Size(width: estimate.width, height: 23.8671875),
                sizeIsGiven: false, widthEstimate: estimate))
        let lines = try button.explain().lines(in: .intrinsicSize)
        let step = try #require(lines.first { $0.hasPrefix("w0 = ") })
        #expect(step.hasPrefix("w0 = (r0 × W_I + N × t × s / 1000) × (1 − δ) = (0.996 × 40 + 4 × "))
        // δ(20) = 0.005 + (0.105 − 0.005) × 2/7; t(20) = −23.
        #expect(abs(estimate.opticalSizeCorrection - (0.005 + 0.1 * 2 / 7)) < 1e-12)
        let unscaled: Double = 0.996 * 40 - 4 * 23 * 20 / 1000
        #expect(abs(estimate.width - unscaled * (1 - estimate.opticalSizeCorrection)) < 1e-12)
    }
}
