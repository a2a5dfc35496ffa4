import ButtonLabTestSupport
import ButtonLayout
import Foundation
import Testing

@testable import ButtonSolve

@Suite("the UIButton extension that computes title-dependent insets at layout time (issue 24 item 3a)")
struct PlacementExtensionTests {
    static let placements: [ImagePlacement] = [.top, .bottom, .trailing]

    @Test("its arithmetic, run through the legacy engine, puts image and title where the solver's targets are, for every title",
          arguments: placements, PairAlignment.allCases)
    func holdsForEveryTitle(placement: ImagePlacement, alignment: PairAlignment) throws {
        let (horizontal, vertical) = LegacySolver.structuralAlignment(alignment)
        for titleWidth in stride(from: 4.0, through: 240, by: 4.5) {
            for (image, spacing, scale) in [(Size(width: 32, height: 32), 8.0, ScreenScale.x2), (Size(width: 20, height: 44), 3, .x3)] {
                for direction in LayoutDirection.allCases {
                    for size in [nil, Size(width: 400, height: 200)] {
                        let title = Size(width: titleWidth.rounded(.up), height: 21)
                        var button = Button(
                            scale: scale, imageSize: image,
                            title: Title(text: "T", font: TitleFont(size: 17), naturalSize: Size(width: titleWidth, height: 20.3)),
                            sizeToFit: size == nil)
                        if let size { button.size = size }
                        button.layoutDirection = direction
                        button.contentHorizontalAlignment = horizontal
                        button.contentVerticalAlignment = vertical
                        let insets = PlacementExtension.insets(
                            placement: placement, spacing: spacing, image: image, title: title, verticalAlignment: vertical,
                            layoutDirection: direction, scale: scale)
                        button.imageEdgeInsets = insets.imageEdgeInsets
                        button.titleEdgeInsets = insets.titleEdgeInsets
                        button.contentEdgeInsets = insets.contentEdgeInsets
                        let block = LegacySolver.blockSize(placement, image: image, title: title, spacing: spacing)
                        if size == nil { button.size = try button.computeLayout().sizeThatFits; button.sizeToFit = false }
                        let result = try button.computeLayout()
                        #expect(result.sizeThatFits == block, "\(placement) \(alignment) \(direction) title \(titleWidth)")
                        let targets = LegacySolver.targetFrames(
                            .placement(placement, spacing: spacing, alignment: alignment), bounds: result.bounds.size, image: image,
                            title: title, button: button, grid: PixelGrid(scale: scale))
                        for (frame, target) in [(result.imageView, targets.image), (result.titleLabel, targets.title)] {
                            let f = try #require(frame), t = try #require(target)
                            // Within a pixel: the solver's targets floor the image and round the title to the grid.
                            #expect(
                                abs(f.x - t.x) < 0.5 && abs(f.y - t.y) < 0.5 && f.size == t.size,
                                "\(placement) \(alignment) \(direction) \(scale) \(size.map(formatSize) ?? "sized to fit") title \(titleWidth): \(f) not \(t)")
                        }
                    }
                }
            }
        }
    }

    @Test("the extension is printed for every placement but leading, UIKit's own order")
    func neededWhereTheTitleCounts() {
        #expect(ImagePlacement.allCases.filter(PlacementExtension.isNeeded) == [.top, .bottom, .trailing])
    }

    @Test("the calls, in Swift and in Objective-C", arguments: [
        (ImagePlacement.top, 8.0, "solved.placeImage(.top, spacing: 8)", "[solved buttonlab_placeImage:NSDirectionalRectEdgeTop spacing:8];"),
        (.bottom, 4.5, "solved.placeImage(.bottom, spacing: 4.5)", "[solved buttonlab_placeImage:NSDirectionalRectEdgeBottom spacing:4.5];"),
        (.trailing, 6, "solved.placeImage(.trailing, spacing: 6)", "[solved buttonlab_placeImage:NSDirectionalRectEdgeTrailing spacing:6];"),
    ])
    func calls(placement: ImagePlacement, spacing: Double, swift: String, objectiveC: String) {
        for alignment in PairAlignment.allCases {
            let goal = SolveGoal.placement(placement, spacing: spacing, alignment: alignment)
            #expect(PlacementExtension.swiftCall(variable: "solved", goal: goal) == swift)
            #expect(PlacementExtension.objectiveCCall(variable: "solved", goal: goal) == objectiveC)
        }
        let leading = SolveGoal.placement(.leading, spacing: spacing, alignment: .center)
        #expect(PlacementExtension.swiftCall(variable: "solved", goal: leading) == nil)
        #expect(PlacementExtension.objectiveCCall(variable: "solved", goal: leading) == nil)
    }

    /// The cases both compiled texts are run on: placement, image, title, spacing, vertical alignment, right-to-left, scale.
    private static let cases: [(ImagePlacement, Size, Size, Double, VerticalAlignment, Bool, Double)] = [
        (.top, Size(width: 32, height: 32), Size(width: 51, height: 21), 8, .center, false, 2),
        (.bottom, Size(width: 24, height: 24), Size(width: 13, height: 18), 3, .top, true, 3),
        (.top, Size(width: 40, height: 20), Size(width: 97, height: 24), 5.5, .bottom, false, 2),
        (.trailing, Size(width: 24, height: 24), Size(width: 61, height: 21), 8, .center, false, 3),
        (.trailing, Size(width: 20, height: 30), Size(width: 45, height: 21), 7, .bottom, true, 2),
        (.leading, Size(width: 20, height: 30), Size(width: 45, height: 21), 7, .top, true, 2),
    ]

    /// What `insets` computes for each case, one line per inset, as both programs print it.
    private static var expected: [String] {
        cases.flatMap { placement, image, title, spacing, vertical, rtl, scale in
            let insets = PlacementExtension.insets(
                placement: placement, spacing: spacing, image: image, title: title, verticalAlignment: vertical,
                layoutDirection: rtl ? .rightToLeft : .leftToRight, scale: scale == 3 ? .x3 : .x2)
            return [insets.imageEdgeInsets, insets.titleEdgeInsets, insets.contentEdgeInsets].map {
                [$0.top, $0.left, $0.bottom, $0.right].map { String(format: "%.6f", $0 + 0) }.joined(separator: " ")
            }
        }
    }

    /// UIKit's few types the extension uses, as plain Swift, so that swiftc compiles and runs it here.
    private static let swiftStubs = """
        import Foundation
        typealias CGFloat = Double
        struct CGSize { var width: CGFloat; var height: CGFloat; static let zero = CGSize(width: 0, height: 0) }
        struct UIEdgeInsets { var top: CGFloat; var left: CGFloat; var bottom: CGFloat; var right: CGFloat }
        struct UIImage { var size: CGSize }
        struct UILabel { var intrinsicContentSize: CGSize }
        struct UITraitCollection { var displayScale: CGFloat }
        struct UIControlState {}
        struct NSDirectionalRectEdge: OptionSet {
            let rawValue: UInt
            static let top = Self(rawValue: 1), leading = Self(rawValue: 2), bottom = Self(rawValue: 4), trailing = Self(rawValue: 8)
        }
        enum UIUserInterfaceLayoutDirection { case leftToRight, rightToLeft }
        enum ContentVerticalAlignment { case center, top, bottom, fill }
        class UIButton {
            var state = UIControlState()
            var normalImage: UIImage?
            var titleLabel: UILabel?
            var traitCollection = UITraitCollection(displayScale: 2)
            var effectiveUserInterfaceLayoutDirection = UIUserInterfaceLayoutDirection.leftToRight
            var contentVerticalAlignment = ContentVerticalAlignment.center
            var imageEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
            var titleEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
            var contentEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
            func image(for state: UIControlState) -> UIImage? { normalImage }
        }

        """

    @Test("the Swift extension compiled by swiftc computes, for sample titles, the insets this function computes")
    func compiledSwiftMatches() throws {
        var main = ""
        for (placement, image, title, spacing, vertical, rtl, scale) in Self.cases {
            main += """
                do {
                    let b = UIButton()
                    b.normalImage = UIImage(size: CGSize(width: \(image.width), height: \(image.height)))
                    b.titleLabel = UILabel(intrinsicContentSize: CGSize(width: \(title.width), height: \(title.height)))
                    b.traitCollection = UITraitCollection(displayScale: \(scale))
                    b.effectiveUserInterfaceLayoutDirection = .\(rtl ? "rightToLeft" : "leftToRight")
                    b.contentVerticalAlignment = .\(vertical.rawValue)
                    b.placeImage(.\(placement.rawValue), spacing: \(spacing))
                    for i in [b.imageEdgeInsets, b.titleEdgeInsets, b.contentEdgeInsets] {
                        print([i.top, i.left, i.bottom, i.right].map { String(format: "%.6f", $0 + 0) }.joined(separator: " "))
                    }
                }

                """
        }
        let directory = makeScratch("placement-swift")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try (Self.swiftStubs + PlacementExtension.swiftSource + "\n" + main).write(toFile: directory + "/main.swift", atomically: true, encoding: .utf8)
        let compiled = try runProcess("/usr/bin/env", ["swiftc", "-o", directory + "/placement", directory + "/main.swift"])
        try #require(compiled.status == 0, "\(compiled.errors)")
        let run = try runProcess(directory + "/placement", [])
        #expect(run.output.split(separator: "\n").map(String.init) == Self.expected)
    }

    /// Objective-C's declarations the category uses, for clang's syntax and type check.
    private static let objectiveCStubs = """
        #include <math.h>
        typedef double CGFloat;
        typedef signed char BOOL;
        #define nil ((id)0)
        typedef struct { CGFloat width, height; } CGSize;
        static const CGSize CGSizeZero = {0, 0};
        typedef struct { CGFloat top, left, bottom, right; } UIEdgeInsets;
        static inline UIEdgeInsets UIEdgeInsetsMake(CGFloat t, CGFloat l, CGFloat b, CGFloat r) { UIEdgeInsets i = {t, l, b, r}; return i; }
        typedef enum { NSDirectionalRectEdgeTop = 1, NSDirectionalRectEdgeLeading = 2, NSDirectionalRectEdgeBottom = 4, NSDirectionalRectEdgeTrailing = 8 } NSDirectionalRectEdge;
        typedef enum { UIUserInterfaceLayoutDirectionLeftToRight, UIUserInterfaceLayoutDirectionRightToLeft } UIUserInterfaceLayoutDirection;
        typedef enum { UIControlContentVerticalAlignmentCenter, UIControlContentVerticalAlignmentTop, UIControlContentVerticalAlignmentBottom } UIControlContentVerticalAlignment;
        typedef unsigned long UIControlState;
        __attribute__((objc_root_class)) @interface UIImage
        @property(readonly) CGSize size;
        @end
        __attribute__((objc_root_class)) @interface UILabel
        @property(readonly) CGSize intrinsicContentSize;
        @end
        __attribute__((objc_root_class)) @interface UITraitCollection
        @property(readonly) CGFloat displayScale;
        @end
        __attribute__((objc_root_class)) @interface UIButton
        @property(readonly) UIControlState state;
        @property(readonly) UILabel *titleLabel;
        @property(readonly) UITraitCollection *traitCollection;
        @property(readonly) UIUserInterfaceLayoutDirection effectiveUserInterfaceLayoutDirection;
        @property UIControlContentVerticalAlignment contentVerticalAlignment;
        @property UIEdgeInsets imageEdgeInsets, titleEdgeInsets, contentEdgeInsets;
        - (UIImage *)imageForState:(UIControlState)state;
        @end

        """

    @Test("the Objective-C category passes clang's syntax and type check, and its arithmetic, compiled as C, computes what this function computes")
    func compiledObjectiveCMatches() throws {
        let directory = makeScratch("placement-objc")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try (Self.objectiveCStubs + PlacementExtension.objectiveCSource + "\n").write(toFile: directory + "/category.m", atomically: true, encoding: .utf8)
        let checked = try runProcess("/usr/bin/env", ["clang", "-fsyntax-only", "-Werror", "-fobjc-runtime=gnustep-2.0", directory + "/category.m"])
        #expect(checked.status == 0, "\(checked.errors)")

        // The method's lines from the placement flags to the assignments are C: run them on each case.
        let lines = PlacementExtension.objectiveCSource.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let first = try #require(lines.firstIndex { $0.hasPrefix("    BOOL stacked = ") })
        let last = try #require(lines.firstIndex { $0.hasPrefix("    self.imageEdgeInsets = ") })
        var program = """
            #include <math.h>
            #include <stdio.h>
            typedef double CGFloat;
            typedef signed char BOOL;
            enum { NSDirectionalRectEdgeTop = 1, NSDirectionalRectEdgeLeading = 2, NSDirectionalRectEdgeBottom = 4, NSDirectionalRectEdgeTrailing = 8 };
            static void print(CGFloat a, CGFloat b, CGFloat c, CGFloat d) { printf("%.6f %.6f %.6f %.6f\\n", a + 0, b + 0, c + 0, d + 0); }
            static void place(int placement, CGFloat spacing, CGFloat iw, CGFloat ih, CGFloat tw, CGFloat th, CGFloat k, BOOL rtl, CGFloat s) {
            \(lines[first..<last].joined(separator: "\n"))
                print(imageDy, imageDx, -imageDy, -imageDx);
                print(titleDy, titleDx, -titleDy, -titleDx);
                print(top, left, bottom, right);
            }
            int main(void) {

            """
        for (placement, image, title, spacing, vertical, rtl, scale) in Self.cases {
            let k = vertical == .top ? "0" : vertical == .bottom ? "1" : "0.5"
            program += "    place(NSDirectionalRectEdge\(Snippets.capitalized(placement.rawValue)), \(spacing), \(image.width), \(image.height), "
                + "\(title.width), \(title.height), \(k), \(rtl ? 1 : 0), \(scale));\n"
        }
        program += "    return 0;\n}\n"
        try program.write(toFile: directory + "/arithmetic.c", atomically: true, encoding: .utf8)
        let compiled = try runProcess("/usr/bin/env", ["cc", "-Wall", "-Werror", "-o", directory + "/arithmetic", directory + "/arithmetic.c", "-lm"])
        try #require(compiled.status == 0, "\(compiled.errors)")
        let run = try runProcess(directory + "/arithmetic", [])
        #expect(run.output.split(separator: "\n").map(String.init) == Self.expected)
    }
}
