import ButtonLayout
import PropertyBased
import Testing

/// Properties over random configuration buttons: finite frames, the ideal size holds the
/// content, right-to-left mirrors left-to-right.
@Suite("Configuration: properties over random buttons")
struct ConfigurationPropertyTests {
    /// A random button from raw draws: `choices` pick enums, `values` are sizes and insets (already
    /// scaled by the caller), `flags` switch parts on.
    private static func button(choices: [Int], values: [Double], flags: [Bool]) -> ConfigurationButton {
        func pick<T: CaseIterable>(_ index: Int, _: T.Type) -> T where T.AllCases: RandomAccessCollection, T.AllCases.Index == Int {
            T.allCases[choices[index] % T.allCases.count]
        }
        var c = ButtonConfiguration()
        c.style = pick(0, ButtonConfiguration.Style.self)
        c.buttonSize = pick(1, ButtonConfiguration.ButtonSize.self)
        c.imagePlacement = pick(2, ButtonConfiguration.ImagePlacement.self)
        c.titleAlignment = pick(3, ButtonConfiguration.TitleAlignment.self)
        c.titleLineBreakMode = pick(4, LineBreakMode.self)
        c.subtitleLineBreakMode = pick(5, LineBreakMode.self)
        c.imagePadding = values[0]
        c.titlePadding = values[1]
        c.imageReservation = flags[0] ? values[2] : 0
        if flags[1] { c.contentInsets = DirectionalEdgeInsets(top: values[3], leading: values[4], bottom: values[5], trailing: values[6]) }
        if flags[2] {
            c.image = ConfigurationImage(
                size: Size(width: values[7], height: values[8]),
                alignmentInsets: flags[3] ? EdgeInsets(top: values[9] / 4, left: values[10] / 4, bottom: values[11] / 4, right: values[10] / 4) : .zero
            )
        }
        c.showsActivityIndicator = flags[4]
        // Titles are measured (monospaced) or given, so both paths run.
        let titleLength = choices[6] % 30
        if titleLength > 0 {
            c.title = flags[5]
                ? ConfigurationLabel(text: String(repeating: "T", count: titleLength))
                : ConfigurationLabel(text: "Title", size: Size(width: values[12], height: values[13]))
        }
        if flags[6] { c.subtitle = ConfigurationLabel(text: String(repeating: "s", count: 1 + choices[7] % 20)) }
        var button = ConfigurationButton(
            size: Size(width: values[14], height: values[15]), sizeToFit: flags[7],
            scale: pick(8, ScreenScale.self), layoutDirection: pick(9, LayoutDirection.self),
            semanticContentAttribute: pick(10, SemanticContentAttribute.self),
            contentHorizontalAlignment: pick(11, HorizontalAlignment.self),
            contentVerticalAlignment: pick(12, VerticalAlignment.self), configuration: c
        )
        button.role = pick(13, ButtonRole.self)
        return button
    }

    private static func placed(_ r: ConfigurationLayoutResult) -> [Rect] {
        [r.imageAlignmentRect, r.activityIndicator, r.titleLabel, r.subtitleLabel].compactMap { $0 }
    }

    @Test("random configurations give finite frames, and explain agrees with computeLayout")
    func finiteFrames() async {
        let choice = Gen.int(in: 0...1_000_000)
        let value = Gen.double(in: -40...400)
        await propertyCheck(count: 1500, input: choice.array(of: 14), value.array(of: 16), Gen.bool.array(of: 8)) { choices, values, flags in
            let button = Self.button(choices: choices, values: values, flags: flags)
            let measurer = MonospacedMeasurer(advance: 7.3)
            let result = button.computeLayout(measuring: measurer)
            let rects = [result.bounds, result.contentRect, result.contentInsetsRect]
                + [result.imageView, result.imageAlignmentRect, result.activityIndicator, result.titleLabel, result.subtitleLabel].compactMap { $0 }
            for rect in rects { #expect(rect.isFinite) }
            #expect(result.intrinsicContentSize.width.isFinite && result.intrinsicContentSize.height.isFinite)
            #expect(button.explain(measuring: measurer).result == result)
        }
    }

    @Test("sized to fit, with sizes on the pixel grid, every element lies inside the bounds")
    func idealSizeHoldsContent() async {
        let choice = Gen.int(in: 0...1_000_000)
        let pixels = Gen.int(in: 0...240)
        await propertyCheck(count: 1500, input: choice.array(of: 14), pixels.array(of: 16), Gen.bool.array(of: 8)) { choices, raw, flags in
            let scale = ScreenScale.allCases[choices[8] % 3].factor
            var flags = flags
            flags[3] = false  // alignment insets reach outside the alignment rect by design
            flags[7] = true
            let values = raw.map { Double($0) / scale }
            let button = Self.button(choices: choices, values: values, flags: flags)
            let result = button.computeLayout(measuring: MonospacedMeasurer(advance: 8))
            #expect(result.bounds.size == result.intrinsicContentSize)
            #expect(result.offsets == nil)
            #expect(result.bounds.contains(result.contentRect))
            for rect in Self.placed(result) { #expect(result.bounds.contains(rect)) }
        }
    }

    @Test("sized to fit with any sizes, the content reaches out of the ideal size by less than half a pixel")
    func idealSizeHalfPixel() async {
        let choice = Gen.int(in: 0...1_000_000)
        let value = Gen.double(in: 0...80)
        await propertyCheck(count: 1000, input: choice.array(of: 14), value.array(of: 16), Gen.bool.array(of: 8)) { choices, values, flags in
            var flags = flags
            flags[3] = false
            flags[7] = true
            let button = Self.button(choices: choices, values: values, flags: flags)
            let result = button.computeLayout(measuring: MonospacedMeasurer(advance: 8))
            let half = 0.5 / button.scale.factor
            let tolerant = Rect(x: -half, y: -half, width: result.bounds.width + 2 * half, height: result.bounds.height + 2 * half)
            for rect in Self.placed(result) where result.offsets == nil { #expect(tolerant.contains(rect)) }
        }
    }

    @Test("right-to-left mirrors left-to-right for whole, even sizes (in the bounds, or in the ideal width when not shifted)")
    func rightToLeftMirrors() async {
        let choice = Gen.int(in: 0...1_000_000)
        let halves = Gen.int(in: 0...100)
        await propertyCheck(count: 1500, input: choice.array(of: 14), halves.array(of: 16), Gen.bool.array(of: 8)) { choices, raw, flags in
            var values = raw.map { Double($0) * 2 }
            values[14] = Double(raw[14] * 3 + 1)  // any whole bounds, odd or even
            values[15] = Double(raw[15] * 3)
            var flags = flags
            flags[4] = false  // the indicator's side is a rounded line height, not an even size
            var ltr = Self.button(choices: choices, values: values, flags: flags)
            // Cut labels take the (odd) width left for text; wrapping ones keep even sizes.
            ltr.configuration.titleLineBreakMode = .byWordWrapping
            ltr.configuration.subtitleLineBreakMode = .byCharWrapping
            ltr.layoutDirection = .leftToRight
            ltr.semanticContentAttribute = .unspecified
            var rtl = ltr
            rtl.layoutDirection = .rightToLeft
            rtl.contentHorizontalAlignment = switch ltr.contentHorizontalAlignment {
            case .left: .right
            case .right: .left
            default: ltr.contentHorizontalAlignment
            }
            if let image = ltr.configuration.image {
                let a = image.alignmentInsets
                rtl.configuration.image?.alignmentInsets = EdgeInsets(top: a.top, left: a.right, bottom: a.bottom, right: a.left)
            }
            let measurer = MonospacedMeasurer(advance: 8)
            let l = ltr.computeLayout(measuring: measurer)
            let r = rtl.computeLayout(measuring: measurer)
            #expect(l.bounds == r.bounds)
            // Shifted content mirrors in the bounds; unshifted content (§5's frames final) in its ideal width.
            let axis = l.offsets == nil ? l.contentRect.maxX + l.contentInsets.right : l.bounds.width
            let pairs = [
                (l.imageView, r.imageView), (l.activityIndicator, r.activityIndicator),
                (l.titleLabel, r.titleLabel), (l.subtitleLabel, r.subtitleLabel), (l.contentRect, r.contentRect),
            ]
            for (left, right) in pairs {
                #expect((left == nil) == (right == nil))
                guard let left, let right else { continue }
                #expect(abs(right.x - (axis - left.maxX)) < 1e-9)
                #expect(right.y == left.y && right.width == left.width && right.height == left.height)
            }
        }
    }

    @Test("a non-wrapping label in usable bounds is never wider than the width left for text")
    func truncatingFits() async {
        let choice = Gen.int(in: 0...1_000_000)
        let value = Gen.double(in: 1...300)
        await propertyCheck(count: 800, input: choice.array(of: 14), value.array(of: 16), Gen.bool.array(of: 8)) { choices, values, flags in
            var flags = flags
            flags[7] = false
            var button = Self.button(choices: choices, values: values, flags: flags)
            button.configuration.titleLineBreakMode = .byTruncatingTail
            let explanation = button.explain(measuring: MonospacedMeasurer(advance: 8))
            guard let title = explanation.result.titleLabel else { return }
            let available = explanation.events.compactMap { event -> Double? in
                if case .availableWidth(let step) = event, step.boundsWidth != nil { return step.textAvailable } else { return nil }
            }
            #expect(available.count == 1)
            #expect(title.width <= available[0])
        }
    }
}
