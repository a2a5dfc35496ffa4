import ButtonLayout
import ButtonReports
import Foundation
import Testing

@testable import ButtonScenario

@Suite struct UnknownKeyTests {
    @Test func atTheTopLevel() {
        #expect(
            errors("buton: {size: [1, 1]}") == [
                "1:1: error: buton: unknown key `buton` (did you mean button?)",
                "1:1: error: button: missing key `button`: every scenario describes one button",
            ])
        #expect(
            errors(validButton + "zzz: 1") == [
                "3:1: error: zzz: unknown key `zzz`; expected one of: name, caption, button, goal, sweep, subclass, trace, diagram"
            ])
    }

    @Test func buttonAndDiagramKeysAtTheTopLevelAreRedirected() {
        #expect(
            errors(validButton + "imageEdgeInsets: {left: 5}\ngrid: 5") == [
                "3:1: error: imageEdgeInsets: unknown key `imageEdgeInsets` (did you mean button.imageEdgeInsets? Button properties go under `button:`)",
                "4:1: error: grid: unknown key `grid` (did you mean diagram.grid? Diagram options go under `diagram:`)",
            ])
    }

    @Test func inTheButton() {
        #expect(
            buttonErrors("  size: [200, 100]\n  imageEdgeInset: {left: 50}\n") == [
                "3:3: error: button.imageEdgeInset: unknown key `imageEdgeInset` (did you mean imageEdgeInsets?)"
            ])
    }

    @Test func inInsets() {
        #expect(
            buttonErrors("  size: [200, 100]\n  titleEdgeInsets: {lft: 5, top: 1}\n") == [
                "3:21: error: button.titleEdgeInsets.lft: unknown key `lft` (did you mean left?)"
            ])
    }

    @Test func inTheImage() {
        #expect(
            buttonErrors("  size: [1, 1]\n  image: {sise: [1, 1], size: [2, 2]}\n") == [
                "3:11: error: button.image.sise: unknown key `sise` (did you mean size?)"
            ])
    }

    @Test func inTheTitleAndItsFont() {
        #expect(
            buttonErrors("  size: [1, 1]\n  title: {text: a, size: [1, 1], colour: red, font: {wieght: bold}}\n") == [
                "3:34: error: button.title.colour: unknown key `colour`; expected one of: text, size, font, textStyle, adjustsFontForContentSizeCategory, fontCreatedAtCategory, numberOfLines, lineBreakMode, wrappedSize",
                "3:54: error: button.title.font.wieght: unknown key `wieght` (did you mean weight?)",
            ])
    }

    @Test func inTheBackgroundImage() {
        #expect(
            buttonErrors("  size: [1, 1]\n  backgroundImage: {sizes: [1, 1]}\n") == [
                "3:20: error: button.backgroundImage.size: missing key `size`: give the background image's size as size: [width, height]",
                "3:21: error: button.backgroundImage.sizes: unknown key `sizes` (did you mean size?)",
            ])
    }

    @Test func inTheDiagramAndItsGhosts() {
        #expect(
            errors(validButton + "diagram:\n  hilight: []\n  ghosts:\n    - {rect: [0, 0, 1, 1], lable: x}\n") == [
                "4:3: error: diagram.hilight: unknown key `hilight` (did you mean highlight?)",
                "6:28: error: diagram.ghosts[0].lable: unknown key `lable` (did you mean label?)",
            ])
    }

    @Test func mergeKeysAreNotSupported() {
        #expect(
            errors("button:\n  <<: {size: [1, 1]}\n  size: [1, 1]\n") == [
                "2:3: error: button.<<: unknown key `<<`: YAML merge keys are not supported in scenarios"
            ])
    }

    @Test func keysMustBeNames() {
        #expect(
            errors(validButton + "[a]: 1\n") == [
                "3:1: error: a mapping key must be a name, found a list of 1 item"
            ])
    }
}

@Suite struct TypeTests {
    @Test func aScalarWhereAListGoes() {
        #expect(
            buttonErrors("  size: 200\n") == ["2:9: error: button.size: expected [width, height], found the number 200"]
        )
        #expect(
            buttonErrors("  size: 200x100\n")
                == ["2:9: error: button.size: expected [width, height], found the string '200x100'"])
    }

    @Test func aMappingWhereAListGoes() {
        #expect(
            errors(validButton + "diagram:\n  ghosts: {rect: [1, 1, 1, 1]}\n  highlight: imageArea\n") == [
                "4:11: error: diagram.ghosts: expected a list of {rect: [x, y, width, height], label?, crossOut?}, found a mapping",
                "5:14: error: diagram.highlight: expected a list of imageArea, titleArea, contentRect, found the string 'imageArea'",
            ])
    }

    @Test func aScalarWhereAMappingGoes() {
        #expect(
            buttonErrors("  size: [1, 1]\n  title: Hello\n  imageEdgeInsets: 5\n") == [
                "3:10: error: button.title: expected a mapping {text, size?, font?}, found the string 'Hello'",
                "4:20: error: button.imageEdgeInsets: expected {top, left, bottom, right} (any of them) or [top, left, bottom, right], found the number 5",
            ])
        #expect(
            errors("button: [1, 2]") == [
                "1:9: error: button: expected a mapping of the button's properties, found a list of 2 items"
            ])
    }

    @Test func aStringWhereANumberGoes() {
        #expect(
            buttonErrors("  size: [1, 1]\n  scale: two\n  imageEdgeInsets: {left: \"5\", top: [1]}\n") == [
                "3:10: error: button.scale: expected a number, found the string 'two'",
                "4:27: error: button.imageEdgeInsets.left: expected a number, found the string '5' (remove the quotes)",
                "4:37: error: button.imageEdgeInsets.top: expected a number, found a list of 1 item",
            ])
    }

    @Test func booleansAreOnlyTrueAndFalse() {
        #expect(
            errors("button: {size: [1, 1], sizeToFit: yes}\ndiagram: {labels: 1}") == [
                "1:35: error: button.sizeToFit: expected true or false, found the string 'yes'",
                "2:19: error: diagram.labels: expected true or false, found the number 1",
            ])
    }

    @Test func stringsAreScalarsButNotNull() {
        #expect(
            errors(validButton + "caption: [a]\nname: ~\n") == [
                "3:10: error: caption: expected a string, found a list of 1 item",
                "4:7: error: name: expected a string, found null",
            ])
    }

    @Test func enumerationsNeedNames() {
        #expect(
            buttonErrors("  size: [1, 1]\n  contentHorizontalAlignment: 3\n") == [
                "3:31: error: button.contentHorizontalAlignment: expected one of center, left, right, fill, leading, trailing, found the number 3"
            ])
    }

    @Test func unsupportedTags() {
        #expect(
            buttonErrors("  size: [!!binary AAAA, 1]\n") == [
                "2:10: error: button.size[0]: expected the width as a number, found a value tagged tag:yaml.org,2002:binary"
            ])
    }
}

@Suite struct NumberTests {
    @Test func nanAndInfinitiesAreRejected() {
        #expect(
            buttonErrors(
                "  size: [.nan, .inf]\n  imageEdgeInsets: {left: -.inf, top: .NaN}\n  contentEdgeInsets: [1e999, 0, 0, 0]\n"
            ) == [
                "2:10: error: button.size[0]: expected the width as a finite number, found .nan",
                "2:16: error: button.size[1]: expected the height as a finite number, found .inf",
                "3:27: error: button.imageEdgeInsets.left: expected a finite number, found -.inf",
                "3:39: error: button.imageEdgeInsets.top: expected a finite number, found .NaN",
                "4:23: error: button.contentEdgeInsets[0]: expected the top as a finite number, found 1e999",
            ])
    }

    @Test func onlyDecimalNumbers() {
        #expect(
            buttonErrors("  size: [0x10, 1_000]\n") == [
                "2:10: error: button.size[0]: expected the width as a number, found the string '0x10'",
                "2:16: error: button.size[1]: expected the height as a number, found the string '1_000'",
            ])
    }

    @Test(arguments: [
        ("1", true), ("-1", true), ("+1.5", true), (".5", true), ("5.", true), ("1e3", true), ("1.5E-2", true),
        ("", false), ("-", false), (".", false), ("1e", false), ("e3", false), ("1.2.3", false), ("nan", false),
        ("inf", false), ("0x1", false), (" 1", false), ("1 ", false),
    ])
    func decimalNumberSyntax(text: String, isNumber: Bool) {
        #expect(ScalarValue.isDecimalNumber(text) == isNumber)
    }

    @Test func negativeSizesAreRejected() {
        #expect(
            errors(
                """
                button:
                  frame: [-10, -20, -1, 5]
                  image: {size: [5, -5]}
                  title: {text: t, size: [-0.5, 1]}
                  backgroundImage: {size: [-1, 0]}
                diagram:
                  ghosts: [{rect: [0, 0, 1, -1]}]
                """) == [
                    "2:21: error: button.frame[2]: the width must not be negative, found -1",
                    "3:21: error: button.image.size[1]: the height must not be negative, found -5",
                    "4:27: error: button.title.size[0]: the width must not be negative, found -0.5",
                    "5:28: error: button.backgroundImage.size[0]: the width must not be negative, found -1",
                    "7:29: error: diagram.ghosts[0].rect[3]: the height must not be negative, found -1",
                ])
    }

    @Test func scaleIsOneTwoOrThree() throws {
        #expect(
            buttonErrors("  size: [1, 1]\n  scale: 4\n") == [
                "3:10: error: button.scale: the scale must be 1, 2 or 3, found 4"
            ])
        #expect(
            buttonErrors("  size: [1, 1]\n  scale: 2.5\n") == [
                "3:10: error: button.scale: the scale must be 1, 2 or 3, found 2.5"
            ])
        #expect(try scenario("button: {size: [1, 1], scale: 1.0}").button.scale == .x1)
    }

    @Test func diagramNumbersHaveRanges() {
        #expect(
            errors(validButton + "diagram: {pixelsPerPoint: 0, grid: -1, ticks: 0}\n") == [
                "3:27: error: diagram.pixelsPerPoint: pixelsPerPoint must be at least 0.25 and at most 16, found 0",
                "3:36: error: diagram.grid: the grid spacing must not be negative (0 means no grid), found -1",
                "3:47: error: diagram.ticks: the tick spacing must be greater than 0, found 0",
            ])
        #expect(
            errors(validButton + "diagram: {pixelsPerPoint: 16.5}\n") == [
                "3:27: error: diagram.pixelsPerPoint: pixelsPerPoint must be at least 0.25 and at most 16, found 16.5"
            ])
    }

    @Test func fontSizeMustBePositive() {
        #expect(
            buttonErrors("  size: [1, 1]\n  title: {text: a, size: [1, 1], font: {size: 0}}\n") == [
                "3:47: error: button.title.font.size: a font size must be greater than 0, found 0"
            ])
    }
}

@Suite struct EnumerationTests {
    @Test func unknownValuesListTheValidOnes() {
        #expect(
            errors(
                """
                button:
                  size: [1, 1]
                  contentHorizontalAlignment: centre
                  contentVerticalAlignment: middle
                  layoutDirection: rtl
                  semanticContentAttribute: forceRightToleft
                  title: {text: a, size: [1, 1], font: {weight: semiBold}}
                diagram:
                  highlight: [imageArea, titelArea]
                  virtual: all
                """) == [
                    "3:31: error: button.contentHorizontalAlignment: unknown value 'centre' (did you mean center?); expected one of: center, left, right, fill, leading, trailing",
                    "4:29: error: button.contentVerticalAlignment: unknown value 'middle'; expected one of: center, top, bottom, fill",
                    "5:20: error: button.layoutDirection: unknown value 'rtl'; expected one of: leftToRight, rightToLeft",
                    "6:29: error: button.semanticContentAttribute: unknown value 'forceRightToleft' (did you mean forceRightToLeft?); expected one of: unspecified, playback, spatial, forceLeftToRight, forceRightToLeft",
                    "7:49: error: button.title.font.weight: unknown value 'semiBold' (did you mean semibold?); expected one of: ultraLight, thin, light, regular, medium, semibold, bold, heavy, black",
                    "9:26: error: diagram.highlight[1]: unknown value 'titelArea' (did you mean titleArea?); expected one of: imageArea, titleArea, contentRect",
                    "10:12: error: diagram.virtual: unknown value 'all'; expected one of: none, title, image, both",
                ])
    }
}

@Suite struct SizeAndFrameTests {
    @Test func aSizeOrFrameIsRequired() {
        #expect(
            errors("button: {scale: 2}") == [
                "1:9: error: button.size: missing size: give size: [width, height] or frame: [x, y, width, height], or set sizeToFit: true"
            ])
        #expect(
            errors("button:\n  scale: 2\n  sizeToFit: false\n") == [
                "2:3: error: button.size: missing size: give size: [width, height] or frame: [x, y, width, height], or set sizeToFit: true"
            ])
    }

    @Test func notBoth() {
        #expect(
            buttonErrors("  frame: [0, 0, 1, 1]\n  scale: 2\n  size: [1, 1]\n") == [
                "4:3: error: button.size: give either size or frame, not both (frame is size plus an origin)"
            ])
    }

    @Test func sizeToFitAcceptsAnInitialFrame() throws {
        let result = try scenario("button: {frame: [5, 6, 1, 1], sizeToFit: true, title: {text: a, size: [1, 1]}}")
        #expect(result.frameOrigin == Point(x: 5, y: 6))
    }

    @Test func sequenceLengths() {
        #expect(
            buttonErrors("  size: [1, 2, 3]\n  frame: [1, 2]\n  contentEdgeInsets: [1, 2, 3]\n") == [
                "2:9: error: button.size: expected [width, height] (2 numbers), found a list of 3 items",
                "3:3: error: button.frame: give either size or frame, not both (frame is size plus an origin)",
                "3:10: error: button.frame: expected [x, y, width, height] (4 numbers), found a list of 2 items",
                "4:22: error: button.contentEdgeInsets: expected [top, left, bottom, right] (4 numbers), found a list of 3 items",
            ])
    }
}

@Suite struct LayoutValidationTests {
    @Test func rectsNeedALayoutThatUsesThem() {
        #expect(
            buttonErrors("  size: [1, 1]\n  imageRect: [0, 0, 1, 1]\n") == [
                "3:3: error: button.imageRect: imageRect has no effect with layout: system; add `layout: rectOverrides` (or layoutSubviews or fixedRects)"
            ])
        #expect(
            buttonErrors("  size: [1, 1]\n  layout: system\n  titleRect: [0, 0, 1, 1]\n") == [
                "4:3: error: button.titleRect: titleRect has no effect with layout: system; choose `layout: rectOverrides` (or layoutSubviews or fixedRects)"
            ])
    }

    @Test func autoSizeIsForFixedRectsOnly() {
        #expect(
            buttonErrors("  imageRect: [0, 0, 1, 1]\n  autoSize: true\n") == [
                "2:3: error: button.imageRect: imageRect has no effect with layout: system; add `layout: fixedRects` (or rectOverrides or layoutSubviews)",
                "2:3: error: button.size: missing size: give size: [width, height] or frame: [x, y, width, height], or set sizeToFit: true",
                "3:3: error: button.autoSize: autoSize only applies to layout: fixedRects; add `layout: fixedRects`",
            ])
        #expect(
            buttonErrors("  size: [1, 1]\n  layout: rectOverrides\n  imageRect: [0, 0, 1, 1]\n  autoSize: false\n") == [
                "5:3: error: button.autoSize: autoSize only applies to layout: fixedRects; it has no meaning for layout: rectOverrides"
            ])
    }

    @Test func overridingLayoutsNeedARect() {
        #expect(
            buttonErrors("  size: [1, 1]\n  layout: layoutSubviews\n") == [
                "3:11: error: button.layout: layout: layoutSubviews places the subviews from imageRect and/or titleRect; give at least one of them"
            ])
    }

    @Test func unknownLayout() {
        #expect(
            buttonErrors("  size: [1, 1]\n  layout: fixed\n") == [
                "3:11: error: button.layout: unknown value 'fixed'; expected one of: system, rectOverrides, layoutSubviews, fixedRects, configuration"
            ])
    }

    @Test func rectShapes() {
        #expect(
            buttonErrors(
                "  size: [1, 1]\n  layout: rectOverrides\n  imageRect: {x: 1}\n  titleRect: [0, 0, [1], -2]\n") == [
                    "4:14: error: button.imageRect: expected [x, y, width, height], each a number or an expression, found a mapping",
                    "5:21: error: button.titleRect[2]: expected the width as a number or an expression, found a list of 1 item",
                    "5:26: error: button.titleRect[3]: the height must not be negative, found -2",
                ])
    }

    @Test func unquotedCommasInExpressionsGetAHint() {
        #expect(
            buttonErrors("  size: [1, 1]\n  layout: rectOverrides\n  imageRect: [0, 0, min(cw, ch), 10]\n") == [
                "4:14: error: button.imageRect: expected [x, y, width, height] (4 items), found a list of 5 items; an expression with a comma, like min(a, b), must be quoted: \"min(cw, ch)\""
            ])
    }
}

@Suite struct CollectingTests {
    @Test func everyProblemIsReportedInFileOrder() {
        #expect(
            errors(
                """
                diagram: {grid: -1}
                button:
                  size: [a, 1]
                  scale: 5
                  imageEdgeInset: {left: 1}
                  image: {size: [1, .nan]}
                captoin: x
                """, path: "fig.yaml") == [
                    "fig.yaml:1:17: error: diagram.grid: the grid spacing must not be negative (0 means no grid), found -1",
                    "fig.yaml:3:10: error: button.size[0]: expected the width as a number, found the string 'a'",
                    "fig.yaml:4:10: error: button.scale: the scale must be 1, 2 or 3, found 5",
                    "fig.yaml:5:3: error: button.imageEdgeInset: unknown key `imageEdgeInset` (did you mean imageEdgeInsets?)",
                    "fig.yaml:6:21: error: button.image.size[1]: expected the height as a finite number, found .nan",
                    "fig.yaml:7:1: error: captoin: unknown key `captoin` (did you mean caption?)",
                ])
    }

    @Test func theDescriptionIsOneDiagnosticPerLine() {
        let error = ScenarioError(diagnostics: [
            Diagnostic(
                file: "a.yaml", line: 3, column: 7, keyPath: "button.imageEdgeInsets.left", message: "m1"),
            Diagnostic(file: "a.yaml", line: 2, column: nil, keyPath: "", message: "m2"),
            Diagnostic(file: "a.yaml", line: nil, column: nil, keyPath: "", message: "m3"),
            Diagnostic(file: nil, line: 1, column: 2, keyPath: "k", message: "m4"),
            Diagnostic(file: nil, line: nil, column: nil, keyPath: "", message: "m5"),
        ])
        #expect(
            diagnosticsText(error.diagnostics) == """
                a.yaml:3:7: error: button.imageEdgeInsets.left: m1
                a.yaml:2: error: m2
                a.yaml: error: m3
                1:2: error: k: m4
                error: m5
                """)
    }
}
