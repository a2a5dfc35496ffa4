import ButtonLayout
import Testing

/// layout-model.md R6.4: ML2's measurement at the available width, ML3's vertical placement, ML4's intrinsic
/// size without soft wraps, and ML5's worked examples with their exact values (.system button,
/// 17-pt system font unless said, scale 2).
@Suite("Multi-line legacy titles")
struct MultilineTests {
    static let fox = "The quick brown fox jumps over the lazy dog near the river bank"
    static let line17 = 20.287109375

    private func button(
        _ text: String, natural: Size, size: Size = .zero, fontSize: Double = 17, lines: TitleLabelLines,
        sizeToFit: Bool = false, queried: Bool? = nil
    ) -> Button {
        var button = Button(
            size: size, buttonType: .system,
            title: Title(text: text, font: TitleFont(size: fontSize), naturalSize: natural),
            sizeToFit: sizeToFit, intrinsicSizeQueried: queried)
        button.titleLabelLines = lines
        return button
    }

    @Test("ML5.1: width pinned to 200, soft wrap: intrinsic 486 × 33, title (7, −14, 186, 61), and the wrap warning")
    func softWrapInPinnedWidth() throws {
        let b = button(
            Self.fox, natural: Size(width: 486, height: Self.line17), size: Size(width: 200, height: 33),
            lines: TitleLabelLines(numberOfLines: 0, wrappedSize: Size(width: 185.5, height: 61)), queried: true)
        let result = try b.computeLayout(measurer: FixedWidthMeasurer())
        #expect(result.intrinsicContentSize == Size(width: 486, height: 33))
        #expect(result.contentRect == Rect(x: 0, y: 6, width: 200, height: 21))
        #expect(result.titleLabel == Rect(x: 7, y: -14, width: 186, height: 61))
        #expect(result.titleLineCount == 3)
        #expect(result.titleLines == nil)
        #expect(result.warnings.contains(.titleWrapped(lines: 3, height: 61, intrinsicLines: 1)))
        #expect(result.warnings.contains(.multilineTitleLeftAligned(lines: 3)))
        #expect(result.warnings.contains(.contentOutsideBounds(element: .titleLabel, frame: Rect(x: 7, y: -14, width: 186, height: 61))))
        #expect(LayoutWarning.titleWrapped(lines: 3, height: 61, intrinsicLines: 1).description
            == "title is 3 lines (61 pt) in a button whose height is computed for 1 line — UIKit does not grow legacy buttons for wrapped titles (use UIButton.Configuration or override intrinsicContentSize)")
    }

    @Test("ML5.2: \"Line one\\nLine two\" at 15 pt: intrinsic height 48; numberOfLines 1 → th 18, ty 15; 0 → th 36, ty 6")
    func hardLineBreak() throws {
        let natural = Size(width: 60.5, height: 2 * 17.900390625)
        let one = button("Line one\nLine two", natural: natural, fontSize: 15, lines: TitleLabelLines(), sizeToFit: true)
        let single = try one.computeLayout(measurer: FixedWidthMeasurer())
        #expect(single.intrinsicContentSize == Size(width: 61, height: 48))
        #expect(single.titleLabel == Rect(x: 0, y: 15, width: 61, height: 18))
        #expect(single.warnings == [.lineBreakInOneLineTitle(hardLines: 2)])

        let zero = button("Line one\nLine two", natural: natural, fontSize: 15, lines: TitleLabelLines(numberOfLines: 0), sizeToFit: true)
        let wrapped = try zero.computeLayout(measurer: FixedWidthMeasurer())
        #expect(wrapped.intrinsicContentSize == Size(width: 61, height: 48))
        #expect(wrapped.titleLabel == Rect(x: 0, y: 6, width: 61, height: 36))
        #expect(wrapped.titleLines == [TitleLine(text: "Line one", width: 60.5), TitleLine(text: "Line two", width: 60.5)])
        // Two hard lines are what the intrinsic size counted, and equal widths hide the left alignment.
        #expect(wrapped.warnings == [])
        // Known only by its size, the same title is split at its hard lines: the same frame.
        #expect(try zero.computeLayout().titleLabel == Rect(x: 0, y: 6, width: 61, height: 36))
    }

    @Test("ML5.3: 200 × 60, numberOfLines 2, tail, wrapped 196 × 41 → title (2, 9.5, 196, 41)")
    func twoLinesTruncating() throws {
        let b = button(
            "Two line maximum label that should truncate the rest of this text",
            natural: Size(width: 486, height: Self.line17), size: Size(width: 200, height: 60),
            lines: TitleLabelLines(numberOfLines: 2, lineBreakMode: .byTruncatingTail, wrappedSize: Size(width: 196, height: 41)))
        let result = try b.computeLayout()
        #expect(result.contentRect == Rect(x: 0, y: 0, width: 200, height: 60))
        #expect(result.titleLabel == Rect(x: 2, y: 9.5, width: 196, height: 41))
        #expect(result.titleLineCount == 2)
        #expect(result.warnings == [.titleWrapped(lines: 2, height: 41, intrinsicLines: 1), .multilineTitleLeftAligned(lines: 2)])
    }

    @Test("ML5.4: sizeToFit gives 486 × 33 and the title fits on one line: (0, 6, 486, 21)")
    func sizeToFitNeverWraps() throws {
        let b = button(Self.fox, natural: Size(width: 486, height: Self.line17), lines: TitleLabelLines(numberOfLines: 0), sizeToFit: true)
        let result = try b.computeLayout(measurer: FixedWidthMeasurer())
        #expect(result.bounds == Rect(x: 0, y: 0, width: 486, height: 33))
        #expect(result.titleLabel == Rect(x: 0, y: 6, width: 486, height: 21))
        #expect(result.titleLineCount == 1)
        #expect(result.warnings == [])
    }

    @Test("ML2/ML2.2: the engine's greedy wrap at maxTW, n × line height ceiled to pixels; ML2.1: N lines cut the last with the mode")
    func engineWrap() throws {
        // Every character 10 pt: "aaaa bbbb cc" in 60 pt is "aaaa" / "bbbb" / "cc".
        let natural = Size(width: 120, height: Self.line17)
        var b = Button(
            size: Size(width: 60, height: 80), buttonType: .system,
            title: Title(text: "aaaa bbbb cc", font: TitleFont(size: 17), naturalSize: natural, sizeIsGiven: false))
        b.titleLabelLines = TitleLabelLines(numberOfLines: 0)
        let all = try b.computeLayout(measurer: FixedWidthMeasurer())
        #expect(all.titleLines?.map(\.text) == ["aaaa", "bbbb", "cc"])
        // 3 × 20.287109375 = 60.861328125 → 61 at 2x; tx = roundPx((60 − 40)/2), ty = roundPx((80 − 61)/2).
        #expect(all.titleLabel == Rect(x: 10, y: 9.5, width: 40, height: 61))

        b.titleLabelLines = TitleLabelLines(numberOfLines: 2, lineBreakMode: .byTruncatingTail)
        let capped = try b.computeLayout(measurer: FixedWidthMeasurer())
        #expect(capped.titleLines == [TitleLine(text: "aaaa", width: 40), TitleLine(text: "bbbb…", width: 44.3)])
        // wm = ceilPx(44.3) = 44.5 → tw 45; hm = ceilPx(40.57421875) = 41.
        #expect(capped.titleLabel == Rect(x: 7.5, y: 19.5, width: 45, height: 41))
        #expect(capped.warnings == [.titleWrapped(lines: 2, height: 41, intrinsicLines: 1), .multilineTitleLeftAligned(lines: 2)])
    }

    @Test("ML3: top and bottom place a multi-line title at the area's edges; fill stretches it; nothing clips")
    func verticalPlacement() throws {
        var b = button(
            Self.fox, natural: Size(width: 486, height: Self.line17), size: Size(width: 200, height: 33),
            lines: TitleLabelLines(numberOfLines: 0, wrappedSize: Size(width: 185.5, height: 61)), queried: true)
        b.contentVerticalAlignment = .top
        #expect(try b.computeLayout().titleLabel == Rect(x: 7, y: 6, width: 186, height: 61))
        b.contentVerticalAlignment = .bottom
        #expect(try b.computeLayout().titleLabel == Rect(x: 7, y: -34, width: 186, height: 61))
        b.contentVerticalAlignment = .fill
        #expect(try b.computeLayout().titleLabel == Rect(x: 7, y: 6, width: 186, height: 21))
    }

    @Test("ML1: a right-aligned button's label is right-aligned, so no left-alignment lint")
    func rightAlignedHasNoLint() throws {
        var b = button(
            Self.fox, natural: Size(width: 486, height: Self.line17), size: Size(width: 200, height: 60),
            lines: TitleLabelLines(numberOfLines: 0, wrappedSize: Size(width: 185.5, height: 61)))
        b.contentHorizontalAlignment = .right
        let result = try b.computeLayout()
        #expect(result.titleLabel == Rect(x: 14, y: -0.5, width: 186, height: 61))
        #expect(!result.warnings.contains(.multilineTitleLeftAligned(lines: 3)))
    }

    @Test("explain: ML4's intrinsic note and ML2's line measurement are steps of their own")
    func explainSteps() throws {
        var b = Button(
            size: Size(width: 60, height: 80), buttonType: .system,
            title: Title(text: "aaaa bbbb cc", font: TitleFont(size: 17), naturalSize: Size(width: 120, height: Self.line17), sizeIsGiven: false))
        b.titleLabelLines = TitleLabelLines(numberOfLines: 0)
        let events = try b.explain(measurer: FixedWidthMeasurer()).events
        #expect(events.contains(.note(.intrinsicIgnoresWrapping(hardLines: 1, numberOfLines: 0))))
        #expect(events.contains(.note(.titleLines(count: 3, hardLines: 1, lineHeight: Self.line17, source: .wrapped, lines: ["aaaa", "bbbb", "cc"]))))
        #expect(events.contains(.uncertain(.engineLineBreaks)))
    }
}
