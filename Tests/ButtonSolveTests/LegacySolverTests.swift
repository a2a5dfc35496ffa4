import ButtonLayout
import ButtonSolve
import PropertyBased
import Testing

private func photos(size: Size = Size(width: 120, height: 80), sizeToFit: Bool = false, direction: LayoutDirection = .leftToRight) -> Button {
    Button(
        size: size, layoutDirection: direction, imageSize: Size(width: 32, height: 32),
        title: Title(text: "Photos", font: TitleFont(size: 17), naturalSize: Size(width: 50.3, height: 20.287109375)),
        sizeToFit: sizeToFit)
}

@Suite("solve: the legacy insets for a placement")
struct LegacySolverTests {
    @Test("image above the title, 8 pt apart, centred in 120 × 80 (docs/solve.md's example)")
    func imageOnTop() throws {
        let solution = LegacySolver.solve(photos(), goal: .placement(.top, spacing: 8, alignment: .center))
        #expect(solution.residuals == [])
        #expect(solution.measuredGap == 8)
        // Block 51 × 61 (image 32, gap 8, title 21) centred: image (44, 9.5), title (34.5, 49.5).
        #expect(solution.result.imageView == Rect(x: 44, y: 9.5, width: 32, height: 32))
        #expect(solution.result.titleLabel == Rect(x: 34.5, y: 49.5, width: 51, height: 21))
        // contentEdgeInsets make the intrinsic size the block: 51 × 61.
        #expect(solution.result.sizeThatFits == Size(width: 51, height: 61))
        #expect(solution.insets.contentEdgeInsets == EdgeInsets(top: 14.5, left: -16, bottom: 14.5, right: -16))
    }

    @Test("image on the trailing side, 10 pt apart, sized to fit")
    func trailingSizedToFit() throws {
        let solution = LegacySolver.solve(photos(sizeToFit: true), goal: .placement(.trailing, spacing: 10, alignment: .center))
        #expect(solution.residuals == [])
        #expect(solution.result.bounds.size == Size(width: 93, height: 32))
        #expect(solution.result.titleLabel?.x == 0)
        #expect(solution.result.imageView?.x == 61)
    }

    @Test("right-to-left: leading is the right side")
    func rightToLeft() throws {
        let solution = LegacySolver.solve(photos(direction: .rightToLeft), goal: .placement(.leading, spacing: 6, alignment: .center))
        #expect(solution.residuals == [])
        let image = try #require(solution.result.imageView)
        let title = try #require(solution.result.titleLabel)
        #expect(image.minX - title.maxX == 6)
    }

    @Test("every placement, spacing and direction reaches its goal exactly", .tags(.property))
    func property() async {
        await propertyCheck(input: Gen.int(in: 0...10_000).array(of: 8)) { n in
            let image = Size(width: Double(8 + n[0] % 60), height: Double(8 + n[1] % 60))
            let title = Size(width: Double(10 + n[2] % 200) + Double(n[3] % 4) / 4, height: 20.287109375)
            let placement = ImagePlacement.allCases[n[4] % 4]
            let spacing = Double(n[5] % 24) / 2
            let direction: LayoutDirection = n[6] % 2 == 0 ? .leftToRight : .rightToLeft
            let button = Button(
                size: Size(width: 400, height: 300), layoutDirection: direction, imageSize: image,
                title: Title(text: "T", font: TitleFont(size: 17), naturalSize: title), sizeToFit: n[7] % 2 == 0)
            let solution = LegacySolver.solve(button, goal: .placement(placement, spacing: spacing, alignment: .center))
            #expect(solution.residuals == [], "\(placement) \(spacing) \(direction) \(image) \(title)")
            #expect(solution.measuredGap == spacing)
            // The configuration answer, through the configuration model, gives the same gap.
            let configuration = ConfigurationSolver.solve(button, goal: .placement(placement, spacing: spacing, alignment: .center))
            #expect(configuration?.measuredGap == spacing, "\(placement) \(spacing) \(direction)")
            #expect(configuration?.residuals == [])
        }
    }

    @Test("exact frames made by random insets are reached again exactly", .tags(.property))
    func exactFrames() async {
        await propertyCheck(input: Gen.int(in: -40...40).array(of: 8)) { n in
            var button = photos(size: Size(width: 240, height: 120))
            button.imageEdgeInsets = EdgeInsets(top: Double(n[0]), left: Double(n[1]), bottom: Double(n[2]), right: Double(n[3]))
            button.titleEdgeInsets = EdgeInsets(top: Double(n[4]), left: Double(n[5]), bottom: Double(n[6]), right: Double(n[7]))
            guard let made = try? button.computeLayout(), let image = made.imageView, let title = made.titleLabel,
                image.width > 0, image.height > 0, title.width > 0 else { return }
            var plain = button
            plain.imageEdgeInsets = .zero
            plain.titleEdgeInsets = .zero
            let solution = LegacySolver.solve(plain, goal: .frames(imageView: image, titleLabel: title))
            #expect(solution.result.imageView == image)
            #expect(solution.result.titleLabel == title)
            #expect(solution.residuals == [])
        }
    }
}

extension Tag {
    @Tag static var property: Self
}
