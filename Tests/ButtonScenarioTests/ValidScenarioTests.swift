import ButtonLabTestSupport
import ButtonLayout
import Foundation
import Testing

@testable import ButtonScenario

@Suite struct ValidScenarioTests {
    @Test func theSpecExampleLoads() throws {
        let result = try scenario(
            """
            name: edge-insets-03-image-left-50          # optional; defaults to the file's base name
            caption: "imageEdgeInsets = UIEdgeInsets(top: 0, left: 50, bottom: 0, right: 0)"
            button:
              size: [200, 100]                          # or frame: [x, y, width, height]
              scale: 2                                  # screen scale used for pixel rounding (1, 2, 3)
              contentHorizontalAlignment: center        # center | left | right | fill | leading | trailing
              contentVerticalAlignment: center          # center | top | bottom | fill
              imageEdgeInsets: {left: 50}               # missing sides are 0; also [top, left, bottom, right]
              image: {size: [50, 50]}                   # optional `file: icon.png` (path relative to this file)
              title: {text: "我是titleLabel", size: [50, 25]}
            diagram:
              highlight: [imageArea]                    # which areas to paint as safe areas
            """)
        #expect(result.name == "edge-insets-03-image-left-50")
        #expect(result.caption == "imageEdgeInsets = UIEdgeInsets(top: 0, left: 50, bottom: 0, right: 0)")
        #expect(result.provenance == nil)
        #expect(result.frameOrigin == .zero)
        #expect(
            result.button
                == Button(
                    size: Size(width: 200, height: 100), scale: .x2, contentHorizontalAlignment: .center,
                    contentVerticalAlignment: .center, imageEdgeInsets: EdgeInsets(left: 50),
                    imageSize: Size(width: 50, height: 50),
                    title: Title(text: "我是titleLabel", font: TitleFont(size: 18), naturalSize: Size(width: 50, height: 25))))
        #expect(result.image == ImageContent(file: nil, size: Size(width: 50, height: 50)))
        #expect(
            result.title
                == Title(text: "我是titleLabel", font: FontSpec(), naturalSize: Size(width: 50, height: 25), sizeIsGiven: true))
        #expect(result.diagram == DiagramOptions(highlight: [.imageArea]))
    }

    @Test func defaultsFillEverythingButTheSize() throws {
        let result = try scenario(validButton, path: "figures/plain-button.yaml")
        #expect(result.name == "plain-button")
        #expect(result.caption == nil)
        #expect(result.provenance == .file(SourceFile(path: "figures/plain-button.yaml")))
        #expect(result.button == Button(size: Size(width: 200, height: 100)))
        #expect(result.title == nil)
        #expect(result.image == nil)
        #expect(result.diagram == DiagramOptions())
    }

    @Test func theDefaultNameComesFromBaseNameThenPathThenAFallback() throws {
        let loader = ScenarioLoader()
        #expect(try loader.parse(validButton, path: "a/b.c/fig.3.yml", baseName: "given").name == "given")
        #expect(try loader.parse(validButton, path: "a/b.c/fig.3.yml").name == "fig.3")
        #expect(try loader.parse(validButton, path: "noextension").name == "noextension")
        #expect(try loader.parse(validButton).name == "scenario")
    }

    @Test func everyButtonKey() throws {
        let result = try scenario(
            """
            button:
              frame: [-10, 20.5, 300, 80]
              scale: 3
              layoutDirection: rightToLeft
              semanticContentAttribute: forceLeftToRight
              contentHorizontalAlignment: trailing
              contentVerticalAlignment: fill
              contentEdgeInsets: [1, 2, 3, 4]
              imageEdgeInsets: {top: -5, right: 7.25}
              titleEdgeInsets: {bottom: 1e1, left: -.5}
              image: {size: [32, 32]}
              title:
                text: Hello
                size: [54, 21.5]
                font: {size: 17, weight: semibold}
              backgroundImage: {size: [10, 10]}
              sizeToFit: true
            """)
        #expect(result.frameOrigin == Point(x: -10, y: 20.5))
        #expect(
            result.button
                == Button(
                    size: Size(width: 300, height: 80), scale: .x3, layoutDirection: .rightToLeft,
                    semanticContentAttribute: .forceLeftToRight, contentHorizontalAlignment: .trailing,
                    contentVerticalAlignment: .fill,
                    contentEdgeInsets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4),
                    imageEdgeInsets: EdgeInsets(top: -5, right: 7.25),
                    titleEdgeInsets: EdgeInsets(left: -0.5, bottom: 10),
                    imageSize: Size(width: 32, height: 32),
                    title: Title(text: "Hello", font: TitleFont(size: 17, weight: .semibold), naturalSize: Size(width: 54, height: 21.5)),
                    backgroundImage: BackgroundImage(size: Size(width: 10, height: 10)), sizeToFit: true))
        #expect(result.title?.font == FontSpec(size: 17, weight: .semibold))
    }

    @Test func sizeToFitNeedsNoSize() throws {
        let result = try scenario(
            """
            button:
              sizeToFit: true
              title: {text: Tap, size: [30, 20]}
            """)
        #expect(result.button.sizeToFit)
        #expect(result.button.size == .zero)
    }

    @Test func everyDiagramKey() throws {
        let result = try scenario(
            validButton + """
                caption: top
                diagram:
                  pixelsPerPoint: 16
                  grid: 0
                  ticks: 25
                  highlight: [titleArea, contentRect]
                  virtual: both
                  ghosts:
                    - {rect: [100, 25, 50, 50], label: "expected?", crossOut: true}
                    - rect: [-5, 0, 0, 10]
                  labels: false
                  caption: below
                """)
        #expect(result.caption == "top")
        var expected = DiagramOptions(
            pixelsPerPoint: 16, grid: 0, ticks: 25, highlight: [.titleArea, .contentRect], virtual: .both,
            ghosts: [
                Ghost(rect: Rect(x: 100, y: 25, width: 50, height: 50), label: "expected?", crossOut: true),
                Ghost(rect: Rect(x: -5, y: 0, width: 0, height: 10)),
            ],
            labels: false, caption: "below")
        // Where pixelsPerPoint is written, for a figure over the size limit to point at.
        expected.pixelsPerPointSource = .scenario(SourcePosition(line: 5, column: 19))
        #expect(result.diagram == expected)
    }

    @Test func anEmptyHighlightListHighlightsNothing() throws {
        #expect(try scenario(validButton + "diagram: {highlight: []}").diagram.highlight == [])
    }

    @Test func anEmptyDiagramSectionMeansDefaults() throws {
        #expect(try scenario(validButton + "diagram:\n").diagram == DiagramOptions())
    }

    @Test func scalarsThatAreNotStringsStillMakeTitles() throws {
        let result = try scenario(
            """
            name: 2024
            button: {size: [10, 10], title: {text: 42, size: [20, 10]}}
            """)
        #expect(result.name == "2024")
        #expect(result.title?.text == "42")
    }

    @Test func explicitCoreTagsAreHonoured() throws {
        let result = try scenario(
            """
            button:
              size: [!!float "200", !!int 100]
              title: {text: !!str 12, size: [1, 1]}
            """)
        #expect(result.button.size == Size(width: 200, height: 100))
        #expect(result.title?.text == "12")
    }

    @Test func aliasesWithinTheBoundAreExpanded() throws {
        let result = try scenario(
            """
            button:
              size: &square [50, 50]
              image: {size: *square}
              imageEdgeInsets: &inset {left: 5}
              titleEdgeInsets: *inset
            """)
        #expect(result.button.imageSize == Size(width: 50, height: 50))
        #expect(result.button.titleEdgeInsets == EdgeInsets(left: 5))
    }

    @Test func titlesWithoutSizeAreMeasured() throws {
        let result = try scenario(
            """
            button:
              size: [200, 100]
              title: {text: abc, font: {size: 10}}
            """, measurer: FixedMeasurer(size: Size(width: 7, height: 2)))
        // Widths follow SF (R15: 0.996 × Inter plus SF's tracking, +12/1000 em a character at 10 pt),
        // heights are SF's line height (R6.1).
        let tracking: Double = 3.0 * 12 * 10 / 1000
        let scaled: Double = 0.996 * 21
        let width: Double = (scaled + tracking) * 1 + 0
        #expect(result.title?.text == "abc")
        #expect(result.title?.font == FontSpec(size: 10, weight: .regular))
        #expect(result.title?.naturalSize == Size(width: width, height: 10 * 2444 / 2048))
        #expect(result.title?.sizeIsGiven == false)
        #expect(result.title?.widthEstimate?.trackingWidth == 0.36)
        #expect(result.button.titleSize == Size(width: width, height: 11.93359375))
    }

    @Test func aGivenTitleSizeWinsOverTheMeasurer() throws {
        let result = try scenario(
            "button: {size: [1, 1], title: {text: abc, size: [5, 6]}}",
            measurer: FixedMeasurer(size: Size(width: 7, height: 2)))
        #expect(result.title?.naturalSize == Size(width: 5, height: 6))
        #expect(result.title?.sizeIsGiven == true)
    }
}

@Suite struct LayoutKeyTests {
    @Test func rectOverridesWithArticleOnesExpressions() throws {
        let result = try scenario(
            """
            button:
              size: [100, 120]
              layout: rectOverrides
              imageRect: [0, 0, cw, cw]
              titleRect: [0, cw, "cw", ch - cw]
            """)
        let cw = Expression.variable(.cw)
        let ch = Expression.variable(.ch)
        #expect(
            result.button.layout
                == .rectOverrides(
                    image: RectExpression(x: .number(0), y: .number(0), width: cw, height: cw),
                    title: RectExpression(x: .number(0), y: cw, width: cw, height: .binary(.subtract, ch, cw))))
    }

    @Test func layoutSubviewsWithOneRect() throws {
        let result = try scenario(
            """
            button: {size: [100, 100], layout: layoutSubviews, titleRect: [0, 0, "min(cw, ch)", 10]}
            """)
        #expect(
            result.button.layout
                == .layoutSubviews(
                    image: nil,
                    title: RectExpression(
                        x: .number(0), y: .number(0), width: .call(.min, .variable(.cw), .variable(.ch)),
                        height: .number(10))))
    }

    @Test func fixedRectsWithAutoSizeNeedNoSize() throws {
        let result = try scenario(
            """
            button:
              layout: fixedRects
              autoSize: true
              titleRect: [60, 10, 100, 40]
              imageRect: [10, 10, 40, 40]
            """)
        #expect(
            result.button.layout
                == .fixedRects(
                    image: RectExpression(Rect(x: 10, y: 10, width: 40, height: 40)),
                    title: RectExpression(Rect(x: 60, y: 10, width: 100, height: 40)), autoSize: true))
        #expect(result.button.size == .zero)
    }

    @Test func fixedRectsWithoutAutoSize() throws {
        let result = try scenario(
            "button: {size: [50, 50], layout: fixedRects, imageRect: [1, 2, 3, 4], autoSize: false}")
        #expect(
            result.button.layout
                == .fixedRects(
                    image: RectExpression(Rect(x: 1, y: 2, width: 3, height: 4)), title: nil, autoSize: false))
    }

    @Test func anExplicitSystemLayout() throws {
        #expect(try scenario("button: {size: [1, 1], layout: system}").button.layout == .system)
    }
}

@Suite struct JSONTests {
    @Test func typicalJSONWithTabsAndFlowStyle() throws {
        let json = """
            {
            \t"name": "from-json",
            \t"button": {
            \t\t"size": [200, 100.5],
            \t\t"scale": 3,
            \t\t"sizeToFit": false,
            \t\t"imageEdgeInsets": {"top": -1.5e1, "left": 0},
            \t\t"title": {"text": "Hi\\tthere \\u00e9", "size": [10, 20]}
            \t},
            \t"diagram": {"labels": true, "highlight": ["imageArea"]}
            }

            """
        let result = try scenario(json, path: "x/fig.json")
        #expect(result.name == "from-json")
        #expect(result.button.size == Size(width: 200, height: 100.5))
        #expect(result.button.scale == .x3)
        #expect(result.button.imageEdgeInsets == EdgeInsets(top: -15))
        #expect(result.title?.text == "Hi\tthere é")
        #expect(result.diagram.labels)
        #expect(result.diagram.highlight == [.imageArea])
    }

    @Test func compactJSONWithoutSpaces() throws {
        let result = try scenario(#"{"button":{"size":[1,2],"layoutDirection":"rightToLeft"}}"#, path: "c.json")
        #expect(result.button.size == Size(width: 1, height: 2))
        #expect(result.button.layoutDirection == .rightToLeft)
    }

    @Test func jsonErrorsHaveLinesAndColumns() {
        let json = """
            {
            \t"button": {
            \t\t"size": [200, "100"],
            \t\t"sizeToFit": "true"
            \t}
            }
            """
        #expect(
            errors(json, path: "f.json") == [
                #"f.json:3:17: error: button.size[1]: expected the height as a number, found the string '100' (remove the quotes)"#,
                "f.json:4:16: error: button.sizeToFit: expected true or false, found the string 'true'",
            ])
    }

    @Test func jsonNullIsNotANumber() {
        #expect(
            errors(#"{"button": {"size": [null, 1]}}"#, path: "n.json") == [
                "n.json:1:22: error: button.size[0]: expected the width as a number, found null"
            ])
    }
}

@Suite struct ImageFileTests {
    @Test func sizeComesFromThePNGDividedByTheNameScale() throws {
        let directory = makeScratch("scenario")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/images", withIntermediateDirectories: true)
        try Data(pngHeader(width: 100, height: 60)).write(to: URL(fileURLWithPath: directory + "/images/icon@2x.png"))
        try Data(pngHeader(width: 90, height: 30)).write(to: URL(fileURLWithPath: directory + "/images/icon@3x~ipad.png"))
        try Data(pngHeader(width: 7, height: 5)).write(to: URL(fileURLWithPath: directory + "/plain.png"))
        let scenarioPath = directory + "/s.yaml"

        func image(_ file: String) throws -> ImageContent? {
            try scenario("button: {size: [1, 1], image: {file: \"\(file)\"}}", path: scenarioPath).image
        }
        #expect(
            try image("images/icon@2x.png")
                == ImageContent(file: directory + "/images/icon@2x.png", size: Size(width: 50, height: 30)))
        #expect(try image("./images/../images/icon@3x~ipad.png")?.size == Size(width: 30, height: 10))
        #expect(
            try image("plain.png")
                == ImageContent(file: directory + "/plain.png", size: Size(width: 7, height: 5)))

        let both = try scenario(
            "button: {size: [1, 1], image: {file: images/../plain.png, size: [3, 4]}}", path: scenarioPath)
        #expect(both.image == ImageContent(file: directory + "/plain.png", size: Size(width: 3, height: 4)))
        #expect(both.button.imageSize == Size(width: 3, height: 4))
    }

    @Test func loadResolvesImagesNextToTheScenarioFile() throws {
        let directory = makeScratch("scenario")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data(pngHeader(width: 64, height: 32)).write(to: URL(fileURLWithPath: directory + "/arrow@2x.png"))
        try Data("button:\n  size: [10, 10]\n  image: {file: arrow@2x.png}\n".utf8)
            .write(to: URL(fileURLWithPath: directory + "/figure.yaml"))
        let result = try ScenarioLoader().load(path: directory + "/figure.yaml")
        #expect(result.name == "figure")
        #expect(result.provenance == .file(SourceFile(path: directory + "/figure.yaml")))
        #expect(result.image == ImageContent(file: directory + "/arrow@2x.png", size: Size(width: 32, height: 16)))
    }

    @Test func missingAndNonPNGFilesAreErrors() throws {
        let directory = makeScratch("scenario")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data("GIF89a not a png at all, really".utf8).write(to: URL(fileURLWithPath: directory + "/fake.png"))
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0]).write(
            to: URL(fileURLWithPath: directory + "/short.png"))
        try Data(pngHeader(width: 0, height: 5)).write(to: URL(fileURLWithPath: directory + "/empty.png"))
        let path = directory + "/s.yaml"
        #expect(
            errors(
                """
                button:
                  size: [1, 1]
                  image: {file: nothere.png}
                  backgroundImage: {size: [1, 1]}
                """, path: path) == [
                    "\(path):3:17: error: button.image.file: image file not found: \(directory)/nothere.png"
                ])
        #expect(
            errors("button: {size: [1, 1], image: {file: fake.png}}", path: path) == [
                "\(path):1:38: error: button.image.file: not a PNG or JPEG file: \(directory)/fake.png (only PNG and JPEG images are supported)"
            ])
        #expect(
            errors("button: {size: [1, 1], image: {file: short.png}}", path: path) == [
                "\(path):1:38: error: button.image.file: damaged PNG file: \(directory)/short.png (its header is missing or truncated)"
            ])
        #expect(
            errors("button: {size: [1, 1], image: {file: empty.png}}", path: path) == [
                "\(path):1:38: error: button.image.file: damaged PNG file: \(directory)/empty.png (it gives a size of 0×5 pixels)"
            ])
        #expect(
            errors("button: {size: [1, 1], image: {file: \"\"}}", path: path) == [
                "\(path):1:38: error: button.image.file: the image file path is empty"
            ])
    }

    @Test(arguments: [
        ("icon.png", 1), ("icon@2x.png", 2), ("icon@3x.png", 3), ("dir@2x/icon.png", 1), ("icon@2x", 2),
        ("icon@2x~iphone.png", 2), ("icon@4x.png", 1), ("@3x.png", 3), ("a.b@2x.png", 2),
    ])
    func imageScaleFromTheFileName(name: String, scale: Int) {
        #expect(imageScale(forFileName: name) == scale)
    }
}
