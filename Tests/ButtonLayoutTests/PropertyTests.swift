import ButtonLayout
import PropertyBased
import Testing

@Suite("Properties over random buttons")
struct PropertyTests {
    /// The well-known "image above title" recipe:
    /// imageEdgeInsets (−(th + s), 0, 0, −tw), titleEdgeInsets (0, −iw, −(ih + s), 0).
    /// On whole-point sizes at 2x it centres both on the button's midline with a gap of exactly s.
    @Test("the image-above-title recipe centres both with a vertical gap of exactly s")
    func imageAboveTitleRecipe() async {
        await propertyCheck(
            count: 500,
            input: Gen.int(in: 8...120), Gen.int(in: 8...120), Gen.int(in: 20...300), Gen.int(in: 8...40),
            Gen.int(in: 0...30), Gen.int(in: 0...80)
        ) { iw, ih, tw, th, s, extra in
            let (iw, ih, tw, th, s) = (Double(iw), Double(ih), Double(tw), Double(th), Double(s))
            // Wide and tall enough that nothing is compressed.
            let width = max(iw, tw) + Double(extra)
            let height = ih + th + s + Double(extra)
            let button = Button(
                size: Size(width: width, height: height), scale: .x2,
                imageEdgeInsets: EdgeInsets(top: -(th + s), left: 0, bottom: 0, right: -tw),
                titleEdgeInsets: EdgeInsets(top: 0, left: -iw, bottom: -(ih + s), right: 0),
                imageSize: Size(width: iw, height: ih), titleSize: Size(width: tw, height: th)
            )
            let result = try button.computeLayout()
            let image = try #require(result.imageView)
            let title = try #require(result.titleLabel)
            #expect(image.size == Size(width: iw, height: ih))
            #expect(title.size == Size(width: tw, height: th))
            #expect(image.midX == width / 2)
            #expect(title.midX == width / 2)
            #expect(title.minY - image.maxY == s)
        }
    }

    /// Any valid input — finite sizes, any insets, alignment, direction, scale, model — lays out
    /// without trapping and gives finite frames.
    @Test("random buttons never crash and give finite frames")
    func finiteFrames() async {
        let dimension = Gen.double(in: 0...2000)
        let inset = Gen.double(in: -500...500)
        let choice = Gen.int(in: 0...1_000_000)
        await propertyCheck(
            count: 2000,
            input: dimension.array(of: 8), inset.array(of: 12), choice.array(of: 8), Gen.bool.array(of: 4)
        ) { sizes, insets, choices, flags in
            let imageOnTop = RectExpression(x: .number(0), y: .number(0), width: .variable(.cw), height: .variable(.cw))
            let models: [LayoutModel] = [
                .system,
                .rectOverrides(image: imageOnTop, title: nil),
                .layoutSubviews(image: nil, title: imageOnTop),
                .fixedRects(image: RectExpression(Rect(x: 10, y: 10, width: sizes[6], height: sizes[7])), title: nil, autoSize: flags[3]),
            ]
            let button = Button(
                size: Size(width: sizes[0], height: sizes[1]),
                scale: ScreenScale.allCases[choices[0] % 3],
                layoutDirection: LayoutDirection.allCases[choices[1] % 2],
                semanticContentAttribute: SemanticContentAttribute.allCases[choices[2] % 5],
                contentHorizontalAlignment: HorizontalAlignment.allCases[choices[3] % 6],
                contentVerticalAlignment: VerticalAlignment.allCases[choices[4] % 4],
                contentEdgeInsets: EdgeInsets(top: insets[0], left: insets[1], bottom: insets[2], right: insets[3]),
                imageEdgeInsets: EdgeInsets(top: insets[4], left: insets[5], bottom: insets[6], right: insets[7]),
                titleEdgeInsets: EdgeInsets(top: insets[8], left: insets[9], bottom: insets[10], right: insets[11]),
                imageSize: flags[0] ? Size(width: sizes[2], height: sizes[3]) : nil,
                titleSize: flags[1] ? Size(width: sizes[4], height: sizes[5]) : nil,
                sizeToFit: flags[2],
                layout: models[choices[5] % models.count]
            )
            let result = try button.computeLayout()
            let rects = [result.bounds, result.contentRect, result.imageArea, result.titleArea]
                + [result.imageView, result.titleLabel, result.virtualTitle, result.virtualImage,
                   result.reportedImageRect, result.reportedTitleRect].compactMap { $0 }
            for rect in rects { #expect(rect.isFinite) }
            #expect(result.contentRect.width >= 0 && result.contentRect.height >= 0)
            // Areas are signed (R4.1), but the subviews' frames are standardised (R8).
            if case .system = button.layout {
                for frame in [result.imageView, result.titleLabel].compactMap({ $0 }) {
                    #expect(frame.width >= 0 && frame.height >= 0)
                }
            }
            #expect(result.intrinsicContentSize.width.isFinite && result.intrinsicContentSize.height.isFinite)
            if case .system = button.layout {
                // The explanation runs the same arithmetic, so it must agree exactly.
                let explanation = try button.explain()
                #expect(explanation.result == result)
                // Every recorded formula evaluates to exactly the value the engine used.
                for case .step(let name, let term, let value) in explanation.events {
                    #expect(term.evaluate(scale: button.scale.factor) == value, "\(name)")
                }
            }
        }
    }
}
