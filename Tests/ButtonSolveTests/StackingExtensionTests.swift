import ButtonLabTestSupport
import ButtonLayout
import ButtonSolve
import Foundation
import Testing

@Suite("the UIButton extension that computes stacked insets at layout time (issue 24 item 3a)")
struct StackingExtensionTests {
    @Test("its arithmetic, run through the legacy engine, puts the image centred above or below the title, the spacing apart, for every title",
          arguments: [true, false])
    func holdsForEveryTitle(imageOnTop: Bool) throws {
        for titleWidth in stride(from: 4.0, through: 240, by: 4.5) {
            for (image, spacing) in [(Size(width: 32, height: 32), 8.0), (Size(width: 20, height: 44), 3)] {
                let title = Size(width: titleWidth.rounded(.up), height: 21)
                var button = Button(
                    scale: .x2, imageSize: image,
                    title: Title(text: "T", font: TitleFont(size: 17), naturalSize: Size(width: titleWidth, height: 20.3)),
                    sizeToFit: true)
                let insets = StackingExtension.insets(imageOnTop: imageOnTop, image: image, title: title, spacing: spacing, scale: .x2)
                button.imageEdgeInsets = insets.imageEdgeInsets
                button.titleEdgeInsets = insets.titleEdgeInsets
                button.contentEdgeInsets = insets.contentEdgeInsets
                let result = try button.computeLayout()
                let i = try #require(result.imageView), t = try #require(result.titleLabel)
                let gap = imageOnTop ? t.minY - i.maxY : i.minY - t.maxY
                #expect(abs(gap - spacing) < 0.5, "gap \(gap) for title \(titleWidth)")
                #expect(abs(i.midX - t.midX) < 0.5, "image \(i) title \(t)")
                #expect(result.sizeThatFits == Size(width: max(image.width, title.width), height: image.height + spacing + title.height))
                #expect(i.size == image && t.size == title)
            }
        }
    }

    @Test("the extension's source is the same arithmetic")
    func sourceMirrorsFunction() {
        for line in [
            "let imageDy = imageOnTop ? -(th + spacing) / 2 : (th + spacing) / 2",
            "let titleDy = imageOnTop ? (ih + spacing) / 2 : -(ih + spacing) / 2",
            "let extraWidth = max(iw, tw) - (iw + tw)",
            "let extraHeight = ih + spacing + th - max(ih, th)",
            "imageEdgeInsets = UIEdgeInsets(top: imageDy, left: tw / 2, bottom: -imageDy, right: -tw / 2)",
            "titleEdgeInsets = UIEdgeInsets(top: titleDy, left: -iw / 2, bottom: -titleDy, right: iw / 2)",
        ] {
            #expect(StackingExtension.swiftSource.contains(line))
        }
    }

    /// UIKit's few types the extension uses, as plain Swift, so that swiftc compiles and runs it here.
    private static let stubs = """
        typealias CGFloat = Double
        struct CGSize { var width: CGFloat; var height: CGFloat; static let zero = CGSize(width: 0, height: 0) }
        struct UIEdgeInsets { var top: CGFloat; var left: CGFloat; var bottom: CGFloat; var right: CGFloat }
        struct UIImage { var size: CGSize }
        struct UILabel { var intrinsicContentSize: CGSize }
        struct UITraitCollection { var displayScale: CGFloat }
        struct UIControlState {}
        class UIButton {
            var state = UIControlState()
            var normalImage: UIImage?
            var titleLabel: UILabel?
            var traitCollection = UITraitCollection(displayScale: 2)
            var imageEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
            var titleEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
            var contentEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
            func image(for state: UIControlState) -> UIImage? { normalImage }
        }

        """

    @Test("the extension compiled by swiftc computes, for sample titles, the insets this function computes")
    func compiledExtensionMatches() throws {
        let cases: [(Bool, Size, Size, Double)] = [
            (true, Size(width: 32, height: 32), Size(width: 51, height: 21), 8), (false, Size(width: 24, height: 24), Size(width: 13, height: 18), 3),
            (true, Size(width: 40, height: 20), Size(width: 97, height: 24), 5.5),
        ]
        var main = "for (top, iw, ih, tw, th, s) in ["
        main += cases.map { "(\($0.0), \($0.1.width), \($0.1.height), \($0.2.width), \($0.2.height), \($0.3))" }.joined(separator: ", ")
        main += """
            ] as [(Bool, Double, Double, Double, Double, Double)] {
                let b = UIButton()
                b.normalImage = UIImage(size: CGSize(width: iw, height: ih))
                b.titleLabel = UILabel(intrinsicContentSize: CGSize(width: tw, height: th))
                b.stackImageAndTitle(imageOnTop: top, spacing: s)
                for i in [b.imageEdgeInsets, b.titleEdgeInsets, b.contentEdgeInsets] { print(i.top, i.left, i.bottom, i.right) }
            }

            """
        let directory = makeScratch("stacking")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try (Self.stubs + StackingExtension.swiftSource + "\n" + main).write(toFile: directory + "/main.swift", atomically: true, encoding: .utf8)
        let compiled = try runProcess("/usr/bin/env", ["swiftc", "-o", directory + "/stacking", directory + "/main.swift", "-lm"])
        try #require(compiled.status == 0, "\(compiled.errors)")
        let run = try runProcess(directory + "/stacking", [])
        let expected = cases.flatMap { top, image, title, spacing in
            let insets = StackingExtension.insets(imageOnTop: top, image: image, title: title, spacing: spacing, scale: .x2)
            return [insets.imageEdgeInsets, insets.titleEdgeInsets, insets.contentEdgeInsets].map { "\($0.top) \($0.left) \($0.bottom) \($0.right)" }
        }
        #expect(run.output.split(separator: "\n").map(String.init) == expected)
    }
}
