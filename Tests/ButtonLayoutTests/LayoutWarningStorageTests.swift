import ButtonLayout
import Testing

/// `LayoutResult.warnings` is stored inline as numbers and rebuilt on access: whatever goes in
/// comes back, in order, and results compare as their warnings do.
@Suite struct LayoutWarningStorageTests {
    static let every: [LayoutWarning] = [
        .titleTruncated(from: 330, to: 74.3, line: "Very…fit"),
        .titleWidthUpperBound(width: 80),
        .imageSquashed(from: Size(width: 50, height: 50), to: Size(width: -3, height: 50)),
        .contentOutsideBounds(element: .titleLabel, frame: Rect(x: -1, y: 39, width: 150, height: 22)),
        .insetsIgnoredByIntrinsicSize(insets: ["imageEdgeInsets", "titleEdgeInsets"]),
        .insetsCross(area: .imageArea, width: -3.5, height: 0),
        .negativeOverrideRect(element: .imageView, rect: Rect(x: 1, y: 2, width: -3, height: 4)),
        .imageTitleOverlap(overlap: Rect(x: 100, y: 37.5, width: 25, height: 25)),
        // A second line and a second list of names have no slot: they and all after them overflow.
        .titleTruncated(from: 10, to: 5, line: nil),
        .insetsIgnoredByIntrinsicSize(insets: ["titleEdgeInsets"]),
        .titleWidthUpperBound(width: 1),
    ]

    static func result(_ warnings: [LayoutWarning]) -> LayoutResult {
        LayoutResult(
            model: .system, scale: .x2, layoutDirection: .leftToRight, bounds: .zero, contentRect: .zero,
            imageArea: .zero, titleArea: .zero, imageView: nil, titleLabel: nil, virtualTitle: nil,
            virtualImage: nil, reportedImageRect: nil, reportedTitleRect: nil, intrinsicContentSize: .zero,
            warnings: warnings)
    }

    @Test(arguments: 0...every.count)
    func everyPrefixComesBackInOrder(_ count: Int) {
        let warnings = Array(Self.every.prefix(count))
        #expect(Self.result(warnings).warnings == warnings)
    }

    @Test func overflowKeepsTheOrder() {
        let warnings: [LayoutWarning] = [
            .titleTruncated(from: 1, to: 2, line: "a"), .titleTruncated(from: 3, to: 4, line: "b"),
            .titleWidthUpperBound(width: 5),
        ]
        #expect(Self.result(warnings).warnings == warnings)
        #expect(Self.result(Array(warnings.reversed())).warnings == warnings.reversed())
    }

    @Test func settingReplacesThem() {
        var result = Self.result(Self.every)
        result.warnings = [.titleWidthUpperBound(width: 2)]
        #expect(result.warnings == [.titleWidthUpperBound(width: 2)])
        result.warnings = []
        #expect(result.warnings.isEmpty)
        #expect(result == Self.result([]))
    }

    @Test func resultsCompareAndHashByTheirWarnings() {
        #expect(Self.result(Self.every) == Self.result(Self.every))
        #expect(Self.result(Self.every).hashValue == Self.result(Self.every).hashValue)
        #expect(Self.result([.titleWidthUpperBound(width: 1)]) != Self.result([.titleWidthUpperBound(width: 2)]))
        #expect(Self.result([.titleTruncated(from: 1, to: 2, line: nil)]) != Self.result([.titleTruncated(from: 1, to: 2, line: "")]))
        #expect(Set([Self.result(Self.every), Self.result(Self.every), Self.result([])]).count == 2)
    }

    /// The engine's own warnings through the inline store: the bench's "trailing" button has four.
    @Test func engineWarningsInOrder() throws {
        let button = Button(
            size: Size(width: 205, height: 100), scale: .x3, layoutDirection: .rightToLeft,
            contentHorizontalAlignment: .trailing, contentVerticalAlignment: .center,
            contentEdgeInsets: EdgeInsets(top: 2, left: 4, bottom: 2, right: 4),
            imageEdgeInsets: EdgeInsets(top: 0, left: 50, bottom: 0, right: 150),
            titleEdgeInsets: EdgeInsets(top: 0, left: -5, bottom: 0, right: 0),
            imageSize: Size(width: 50, height: 50), titleSize: Size(width: 150, height: 21.5))
        let warnings = try button.computeLayout().warnings
        #expect(warnings.count == 4)
        #expect(warnings.first == .insetsCross(area: .imageArea, width: -3, height: 96))
        #expect(warnings.last == .insetsIgnoredByIntrinsicSize(insets: ["imageEdgeInsets", "titleEdgeInsets"]))
    }
}
