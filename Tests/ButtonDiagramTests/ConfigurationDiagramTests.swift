import ButtonLabTestSupport
import ButtonLayout
import ButtonRender
import ButtonScenario
import Testing

@testable import ButtonDiagram

private func third(_ n: Int) -> Double { Double(n) / 3 }

private let configure = ConfigurationLabel(text: "Configure", size: Size(width: 75, height: third(61)))
private let sub = ConfigurationLabel(text: "Sub", size: Size(width: third(71), height: third(47)))
private let go = ConfigurationLabel(text: "Go", size: Size(width: 22, height: third(61)))
private let starFill = ConfigurationImage(
    size: Size(width: 28, height: third(61)), alignmentInsets: EdgeInsets(top: third(11), left: 0, bottom: third(8), right: 0))
private let dimension = Stroke(color: Color(rgb: 0xC2185B), width: 1)

/// A configuration scenario at 3x (the spec's measured scale); sized to fit without a size.
private func configurationScenario(
    size: Size? = nil, direction: LayoutDirection = .leftToRight, diagram: DiagramOptions = DiagramOptions(pixelsPerPoint: 2),
    _ configure: (inout ButtonConfiguration) -> Void
) -> Scenario {
    var configuration = ButtonConfiguration()
    configure(&configuration)
    var scenario = Scenario(name: "configuration", button: Button(), diagram: diagram)
    scenario.configuration = ConfigurationButton(
        size: size ?? .zero, sizeToFit: size == nil, scale: .x3, layoutDirection: direction, configuration: configuration)
    return scenario
}

private func configurationDiagram(_ scenario: Scenario) throws -> (DisplayList, ConfigurationLayoutResult) {
    let layout = try #require(scenario.configuration).computeLayout()
    let list = try DiagramBuilder(measurer: FakeMeasurer()).build(scenario: scenario, model: .configuration(layout))
    return (list, layout)
}

/// Canvas points back in button points carry the origin's rounding noise.
private func close(_ a: Point?, _ b: Point) -> Bool {
    guard let a else { return false }
    return abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9
}

extension DisplayList {
    fileprivate func text(_ id: String) -> TextRun? {
        if case .text(let run)? = item(id) { return run }
        return nil
    }

    fileprivate func line(_ id: String) -> (from: Point, to: Point, stroke: Stroke)? {
        if case .line(let from, let to, let stroke)? = item(id) { return (inButton(from), inButton(to), stroke) }
        return nil
    }
}

@Suite("Configuration figures as display lists")
struct ConfigurationDiagramTests {
    @Test("§9 \"Configure\" sized to fit: capsule background, dashed content insets with four numbers, the title")
    func configureFit() throws {
        let (list, _) = try configurationDiagram(configurationScenario { $0.style = .filled; $0.title = configure })
        let o = list.buttonOrigin
        #expect(list.item("button-background") == .roundedRect(
            rect(o.x, o.y, 99, third(103)), radius: third(103) / 2, fill: Color(rgb: 0x007AFF, alpha: 0.8), stroke: nil))
        guard case .rect(_, nil, let dashed)? = list.item("content-insets"), case .rect(_, let green, nil)? = list.item("title-label") else {
            Issue.record("no content insets or title box"); return
        }
        #expect(dashed == Stroke(color: Color(rgb: 0x505050), width: 1, dash: [4, 3]))
        #expect(green == Color(rgb: 0x5AD845))
        #expect(approximately(try #require(list.rectOf("content-insets")), rect(12, 7, 75, third(61))))
        #expect(approximately(try #require(list.rectOf("title-label")), rect(12, 7, 75, third(61))))
        #expect(list.text("title-text")?.text == "Configure")
        #expect(approximately(try #require(list.rectOf("title-text")), try #require(rect(12, 7, 75, third(61)))))
        #expect(approximately(try #require(list.rectOf("bounds")), try #require(rect(0, 0, 99, third(103)))))

        // FakeMeasurer: 6-pt digits are 3 wide and 7.2 tall; each number is centred in its band.
        let numbers = ["top", "left", "bottom", "right"].map { list.text("content-insets-\($0)")?.text }
        #expect(numbers == ["7", "12", "7", "12"])
        #expect(approximately(try #require(list.rectOf("content-insets-top")), rect(48, 3.5 - 3.6, 3, 7.2)))
        #expect(approximately(try #require(list.rectOf("content-insets-left")), rect(3, 7 + third(61) / 2 - 3.6, 6, 7.2)))
        #expect(approximately(try #require(list.rectOf("content-insets-right")), rect(90, 7 + third(61) / 2 - 3.6, 6, 7.2)))
        #expect(list.item("label-content-insets") == nil)

        #expect(list.text("label-title-label")?.text == "titleLabel (12, 7, 75, 20.33)")
        for absent in ["image-view", "subtitle-label", "activity-indicator", "image-padding", "title-padding", "image-alignment-rect"] {
            #expect(list.item(absent) == nil, "\(absent)")
        }
        let order = list.items.map(\.id)
        #expect(order.firstIndex(of: "button-background")! < order.firstIndex(of: "title-label")!)
        #expect(order.firstIndex(of: "title-text")! < order.firstIndex(of: "content-insets")!)
        #expect(order.firstIndex(of: "content-insets")! < order.firstIndex(of: "bounds")!)
    }

    @Test("ER2: uikit 18 and 15 draw the default (medium) background with a 5.95-pt radius; 26, and other sizes, a capsule")
    func cornerRadiusPerEra() throws {
        func background(_ era: UIKitEra, _ size: ButtonConfiguration.ButtonSize = .medium) throws -> (radius: Double?, svg: String?) {
            var scenario = configurationScenario { $0.style = .filled; $0.title = configure; $0.buttonSize = size }
            scenario.uikit = era
            let (list, _) = try configurationDiagram(scenario)
            guard case .roundedRect(_, let radius, _, _)? = list.item("button-background") else { return (nil, nil) }
            let svg = svgDocument(list).split(separator: "\n").first { $0.contains(#"id="button-background""#) }
            return (radius, svg.map(String.init))
        }
        #expect(try background(.ios26).radius == third(103) / 2)
        #expect(try background(.ios18).radius == 5.95)
        #expect(try background(.ios15).radius == 5.95)
        #expect(try background(.ios18).svg?.contains(#" rx="5.95" ry="5.95""#) == true)
        // large: 15-pt insets around the 61/3 title, so the capsule's radius is half of 151/3.
        #expect(try background(.ios18, .large).radius == third(151) / 2)
    }

    @Test("§9 \"Configure\" in 160 × 44: the title where the layout shifted it, the numbers of the insets, not of the content")
    func configureShifted() throws {
        let (list, layout) = try configurationDiagram(configurationScenario(size: Size(width: 160, height: 44)) { $0.title = configure })
        #expect(approximately(try #require(list.rectOf("title-label")), try #require(layout.titleLabel)))
        #expect(approximately(try #require(list.rectOf("title-label")), rect(third(127), third(35), 75, third(61))))
        #expect(list.text("label-title-label")?.text == "titleLabel (42.33, 11.67, 75, 20.33)")
        #expect(approximately(try #require(list.rectOf("content-insets")), try #require(rect(12, 7, 136, 30))))
        // Plain: no background.
        #expect(list.item("button-background") == nil)
    }

    @Test("§9 star.fill + \"Go\", leading, padding 6: image view, its alignment rect, the padding as a dimension line")
    func starLeading() throws {
        let (list, _) = try configurationDiagram(configurationScenario {
            $0.style = .gray; $0.image = starFill; $0.imagePadding = 6; $0.title = go
        })
        guard case .image(_, let source)? = list.item("image-view") else { Issue.record("no image"); return }
        #expect(source == .placeholder)
        #expect(approximately(try #require(list.rectOf("image-view")), rect(12, third(10), 28, third(80))))
        #expect(approximately(try #require(list.rectOf("image-alignment-rect")), try #require(rect(12, 7, 28, third(61)))))
        #expect(approximately(try #require(list.rectOf("title-label")), try #require(rect(46, 7, 22, third(61)))))
        let y = 7 + third(61) / 2
        let padding = try #require(list.line("image-padding"))
        #expect(close(padding.from, Point(x: 40, y: y)))
        #expect(close(padding.to, Point(x: 46, y: y)))
        #expect(padding.stroke == dimension)
        #expect(close(list.line("image-padding-start")?.from, Point(x: 40, y: y - 2)))
        #expect(close(list.line("image-padding-end")?.to, Point(x: 46, y: y + 2)))
        #expect(list.text("label-image-padding")?.text == "imagePadding 6")
        #expect(list.text("label-image-view")?.text == "imageView (12, 3.33, 28, 26.67)")
        #expect(list.text("label-image-alignment-rect")?.text == "alignment rect (12, 7, 28, 20.33)")
        #expect(list.item("button-background") == .roundedRect(
            rect(list.buttonOrigin.x, list.buttonOrigin.y, 80, third(103)), radius: third(103) / 2,
            fill: Color(rgb: 0x787880, alpha: 0.2), stroke: nil))
        // The top band is 7 pt, but the image view reaches into it above the alignment rect: the
        // number slides right of the image view.
        let top = try #require(list.rectOf("content-insets-top"))
        #expect(top.minX >= 40 + 1 - 1e-9)
    }

    @Test("§9 star.fill + \"Go\", top, padding 20: a vertical dimension line from the image's slot to the title")
    func starTop() throws {
        let (list, _) = try configurationDiagram(configurationScenario {
            $0.image = starFill; $0.imagePlacement = .top; $0.imagePadding = 20; $0.title = go
        })
        let title = try #require(list.rectOf("title-label"))
        #expect(approximately(title, rect(15, third(142), 22, third(61))))
        let padding = try #require(list.line("image-padding"))
        #expect(close(padding.from, Point(x: 26, y: title.minY - 20)))
        #expect(close(padding.to, Point(x: 26, y: title.minY)))
        #expect(close(list.line("image-padding-start")?.from, Point(x: 24, y: title.minY - 20)))
        #expect(list.text("label-image-padding")?.text == "imagePadding 20")
    }

    @Test("bottom placement: the padding runs from the text's bottom edge down to the image")
    func starBottom() throws {
        let (list, layout) = try configurationDiagram(configurationScenario {
            $0.image = starFill; $0.imagePlacement = .bottom; $0.imagePadding = 8; $0.title = go
        })
        let title = try #require(layout.titleLabel)
        let padding = try #require(list.line("image-padding"))
        #expect(close(padding.from, Point(x: 26, y: title.maxY)))
        #expect(close(padding.to, Point(x: 26, y: title.maxY + 8)))
        #expect(padding.to.y == layout.imageAlignmentRect?.minY)
    }

    @Test("RTL leading placement: the image is on the right, the padding from the title's right edge")
    func rightToLeft() throws {
        let (list, _) = try configurationDiagram(configurationScenario(direction: .rightToLeft) {
            $0.image = starFill; $0.imagePadding = 6; $0.title = go
        })
        #expect(approximately(try #require(list.rectOf("title-label")), try #require(rect(12, 7, 22, third(61)))))
        #expect(approximately(try #require(list.rectOf("image-view")), rect(40, third(10), 28, third(80))))
        let padding = try #require(list.line("image-padding"))
        #expect(padding.from.x == 34)
        #expect(padding.to.x == 40)
    }

    @Test("§9 title + subtitle, centred, 260 × 60: the subtitle's box and text, titlePadding 1 between them")
    func subtitle() throws {
        let (list, layout) = try configurationDiagram(configurationScenario(size: Size(width: 260, height: 60)) {
            $0.style = .glass; $0.titleAlignment = .center; $0.title = configure; $0.subtitle = sub
        })
        let title = try #require(layout.titleLabel)
        #expect(approximately(title, rect(third(277), third(34), 75, third(61))))
        #expect(approximately(try #require(list.rectOf("title-label")), try #require(title)))
        #expect(approximately(try #require(list.rectOf("subtitle-label")), try #require(layout.subtitleLabel)))
        #expect(approximately(try #require(layout.subtitleLabel), rect(118, third(98), third(71), third(47))))
        guard case .rect(_, let fill, _)? = list.item("subtitle-label") else { Issue.record("no subtitle box"); return }
        #expect(fill == Color(rgb: 0xA9E89C))
        #expect(list.text("subtitle-text")?.text == "Sub")
        let padding = try #require(list.line("title-padding"))
        let x = (118 + 118 + third(71)) / 2
        #expect(close(padding.from, Point(x: x, y: title.maxY)))
        #expect(close(padding.to, Point(x: x, y: title.maxY + 1)))
        #expect(list.text("label-title-padding")?.text == "titlePadding 1")
        #expect(list.text("label-subtitle-label")?.text == "subtitleLabel (118, 32.67, 23.67, 15.67)")
        guard case .roundedRect(_, _, let glass, let stroke)? = list.item("button-background") else { Issue.record("no glass"); return }
        #expect(glass == Color(rgb: 0xFFFFFF, alpha: 0.6))
        #expect(stroke == Stroke(color: Color(rgb: 0, alpha: 0.18), width: 0.5))
        #expect(list.item("image-padding") == nil)
    }

    @Test("titlePadding 0 draws no dimension line")
    func noZeroPadding() throws {
        let (list, _) = try configurationDiagram(configurationScenario { $0.titlePadding = 0; $0.title = configure; $0.subtitle = sub })
        #expect(list.item("title-padding") == nil)
        #expect(list.item("subtitle-label") != nil)
    }

    @Test("the activity indicator takes the image's place: its square and eight spokes, no image view")
    func activityIndicator() throws {
        let (list, layout) = try configurationDiagram(configurationScenario {
            $0.showsActivityIndicator = true; $0.image = starFill; $0.imagePadding = 8; $0.title = configure
        })
        let frame = try #require(layout.activityIndicator)
        #expect(approximately(frame, rect(12, 7, third(61), third(61))))
        #expect(approximately(try #require(list.rectOf("activity-indicator")), try #require(frame)))
        #expect(list.item("image-view") == nil)
        let spokes = (1...8).compactMap { list.line("activity-indicator-spoke-\($0)") }
        #expect(spokes.count == 8)
        // The first spoke points up from the centre.
        #expect(abs(spokes[0].from.x - frame.midX) < 1e-9 && spokes[0].to.y < spokes[0].from.y)
        #expect(list.text("label-activity-indicator")?.text == "activityIndicator (12, 7, 20.33, 20.33)")
        let padding = try #require(list.line("image-padding"))
        #expect(close(padding.to, Point(x: try #require(layout.titleLabel).minX, y: frame.midY)))
        #expect(abs(padding.from.x - (12 + third(61))) < 1e-9)
    }

    @Test("a wrapped title is drawn on the lines it breaks into; a truncated one is cut with an ellipsis")
    func wrappingAndTruncating() throws {
        let long = ConfigurationLabel(
            text: "A long title that wraps", size: Size(width: 200, height: third(61)), wrappedSize: Size(width: third(308), height: third(181)))
        let (wrapped, layout) = try configurationDiagram(configurationScenario(size: Size(width: 140, height: 80)) { $0.title = long })
        #expect(layout.titleLabel?.size == Size(width: third(308), height: third(181)))
        // FakeMeasurer at the fitted 16.94 pt: 8.47 per character, 12 to a 102.67-pt line.
        #expect(wrapped.text("title-text-1")?.text == "A long title")
        #expect(wrapped.text("title-text-2")?.text == "that wraps")
        #expect(wrapped.item("title-text") == nil)
        // The frame holds three lines (60.33 / 20.29); two are drawn a line apart, centred.
        let title = try #require(layout.titleLabel)
        let pitch = title.height / 3
        #expect(approximately(try #require(wrapped.rectOf("title-text-1")), rect(title.x, title.y + pitch / 2, title.width, pitch)))
        #expect(wrapped.text("title-text-1")?.alignment == .center)

        let (cut, cutLayout) = try configurationDiagram(configurationScenario(size: Size(width: 140, height: 80)) {
            $0.titleLineBreakMode = .byTruncatingTail; $0.title = long
        })
        #expect(approximately(try #require(cutLayout.titleLabel), rect(12, third(89), 116, third(61))))
        let text = try #require(cut.text("title-text")?.text)
        #expect(text.hasPrefix("A long title"))
        #expect(text.hasSuffix("…"))
        #expect(FakeMeasurer().measure(text, font: try #require(cut.text("title-text")).font).width <= 116)
    }

    @Test("thin bands: the numbers go into one label that names all four insets")
    func smallInsets() throws {
        let (list, _) = try configurationDiagram(configurationScenario { $0.buttonSize = .small; $0.title = configure })
        #expect(list.item("content-insets-top") == nil)
        #expect(list.item("content-insets-bottom") == nil)
        #expect(list.text("content-insets-left")?.text == "10")
        #expect(list.text("label-content-insets")?.text == "contentInsets top 5, leading 10, bottom 5, trailing 10")
        let label = try #require(list.rectOf("label-content-insets"))
        #expect(!intersects(label, try #require(list.rectOf("content-insets"))))
    }

    @Test("labels: false keeps the drawing and drops the numbers; ghosts keep their own text")
    func withoutLabels() throws {
        let ghost = Ghost(rect: rect(0, 0, 20, 20), label: "guess")
        let (list, _) = try configurationDiagram(configurationScenario(diagram: DiagramOptions(pixelsPerPoint: 2, ghosts: [ghost], labels: false)) {
            $0.image = starFill; $0.imagePadding = 6; $0.title = go
        })
        #expect(list.items.filter { $0.id.hasPrefix("label-") }.map(\.id) == ["label-ghost-0"])
        #expect(list.text("label-ghost-0")?.text == "guess")
        #expect(list.item("ghost-0") != nil)
        #expect(list.item("image-padding") != nil)
    }

    @Test("number labels keep clear of every frame and of each other")
    func labelsClear() throws {
        let (list, layout) = try configurationDiagram(configurationScenario(size: Size(width: 260, height: 60)) {
            $0.image = starFill; $0.imagePadding = 6; $0.title = configure; $0.subtitle = sub
        })
        let frames = [layout.imageView, layout.titleLabel, layout.subtitleLabel].compactMap { $0 }
        let labels = list.labelBoxes
        #expect(labels.count == 6)
        for (id, box) in labels {
            for frame in frames { #expect(!intersects(box, frame), "\(id)") }
            for (other, otherBox) in labels where other != id { #expect(!intersects(box, otherBox), "\(id) / \(other)") }
        }
    }

    @Test("stable ids: the same scenario gives the same items")
    func deterministic() throws {
        let scenario = configurationScenario { $0.image = starFill; $0.imagePadding = 6; $0.title = configure; $0.subtitle = sub }
        #expect(try configurationDiagram(scenario).0 == configurationDiagram(scenario).0)
    }

    @Test("non-finite frames are refused, as for legacy figures")
    func nonFinite() throws {
        let scenario = configurationScenario(size: Size(width: 1e308, height: 44)) { $0.title = configure; $0.contentInsets = DirectionalEdgeInsets(leading: -1e308) }
        let layout = try #require(scenario.configuration).computeLayout()
        #expect(throws: DiagramError.self) {
            try DiagramBuilder(measurer: FakeMeasurer()).build(scenario: scenario, model: .configuration(layout))
        }
    }
}
