import ButtonLabTestSupport
import ButtonLayout
import ButtonScenario
import Foundation
import Testing

@testable import ButtonDiagram

/// The fake measurer, reporting the private-use characters as drawn by no font.
private struct PartialMeasurer: TextMeasuring {
    func measure(_ text: String, font: FontSpec) -> Size { FakeMeasurer().measure(text, font: font) }

    func uncoveredCharacters(in text: String) -> [Unicode.Scalar] {
        var seen = Set<Unicode.Scalar>()
        return text.unicodeScalars.filter { $0.properties.generalCategory == .privateUse && seen.insert($0).inserted }
    }
}

private func texts(_ list: DisplayList, prefix: String) -> [(id: String, run: TextRun)] {
    list.items.compactMap { item in
        guard item.id.hasPrefix(prefix), case .text(let run) = item.shape else { return nil }
        return (item.id, run)
    }
}

/// The lines under the caption, in order (`warning-N`, not their discs or continuation lines).
private func warningLines(_ list: DisplayList) -> [String] {
    texts(list, prefix: "warning-").filter { $0.id.dropFirst("warning-".count).allSatisfy(\.isNumber) }.map(\.run.text)
}

private func button(_ width: Double, _ height: Double, _ change: (inout Button) -> Void = { _ in }) -> Scenario {
    var button = Button(size: Size(width: width, height: height), scale: .x3)
    change(&button)
    return Scenario(name: "button", button: button, diagram: DiagramOptions())
}

@Suite("Scale to the button")
struct ScaleTests {
    @Test("without pixelsPerPoint the bounds are drawn about 500 px wide, no taller than 400, from 2 to 16 px/pt",
          arguments: [
            (200.0, 100.0, 3.0), (30, 30, 13), (44, 44, 9), (160, 44, 3), (335, 40, 2), (1000, 50, 2), (40, 60, 7),
            (20, 10, 16), (1, 1, 16), (0, 0, 2),
          ])
    func automaticScale(width: Double, height: Double, expected: Double) {
        let bounds = Rect(x: 0, y: 0, width: width, height: height)
        #expect(DiagramBuilder.automaticScale(bounds: bounds, drawn: bounds) == expected)
    }

    @Test("a button without width is scaled by what is drawn")
    func emptyBounds() {
        #expect(DiagramBuilder.automaticScale(bounds: .zero, drawn: Rect(x: 0, y: 0, width: 50, height: 20)) == 10)
    }

    @Test("annotations keep their size in pixels at every scale; only the button's geometry scales", arguments: [2.0, 3, 7.5, 20])
    func annotationsInPixels(ppp: Double) throws {
        var scenario = articleScenario(imageEdgeInsets: EdgeInsets(left: 50), caption: "caption")
        scenario.diagram.pixelsPerPoint = ppp
        let list = try diagram(scenario)
        func px(_ id: String) -> Double? {
            switch list.item(id) {
            case .text(let run)?: (run.font.size * ppp * 1e6).rounded() / 1e6
            case .rect(_, _, let stroke?)?: (stroke.width * ppp * 1e6).rounded() / 1e6
            case .line(_, _, let stroke)?: (stroke.width * ppp * 1e6).rounded() / 1e6
            default: nil
            }
        }
        #expect(px("tick-x-50") == 13)
        #expect(px("label-image-view") == 12)
        #expect(px("caption") == 15)
        #expect(px("warning-1") == 12)
        #expect(px("bounds") == 3)
        #expect(px("axis-x") == 2)
        #expect(px("area-image") == 2)
        // The title is part of the button: its type is in points.
        #expect(list.rectOf("title-label") == rect(100, 37.5, 50, 25))
        guard case .text(let title)? = list.item("title-text") else { Issue.record("no title"); return }
        #expect(title.font.size == 8.33)
    }

    @Test("a scenario's pixelsPerPoint is kept as given")
    func explicitScale() throws {
        #expect(try diagram(articleScenario(diagram: DiagramOptions(pixelsPerPoint: 1.5))).pixelsPerPoint == 1.5)
        #expect(try diagram(articleScenario(diagram: DiagramOptions())).pixelsPerPoint == 3)
    }
}

@Suite("Numbers for people")
struct NumberTests {
    @Test("figures write at most two decimals: 30.33, 11.67, never 30.333333333")
    func twoDecimals() throws {
        #expect(figureNumber(91.0 / 3) == "30.33")
        #expect(figureNumber(35.0 / 3) == "11.67")
        #expect(figureNumber(37.5) == "37.5")
        #expect(figureNumber(-0.001) == "0")
        #expect(figureNumber(2.005) == "2.01" || figureNumber(2.005) == "2")
        #expect(figureRect(Rect(x: 1.0 / 3, y: 2.0 / 3, width: 100, height: 20.333333)) == "(0.33, 0.67, 100, 20.33)")

        // A 3x button whose title sits at thirds of a point.
        let scenario = button(160, 44) { $0.title = Title(text: "Sharee", font: TitleFont(), naturalSize: Size(width: 54, height: 20.333333)) }
        let list = try diagram(scenario)
        let label = try #require(texts(list, prefix: "label-title-label").first?.run.text)
        // 20.33 tall, rounded up to whole points (UIKit 26): 21, centred at 11.5, floored to 11.67 px.
        #expect(label == "titleLabel (53, 11.67, 54, 21)")
        for (id, run) in texts(list, prefix: "") where id.hasPrefix("label-") || id.hasPrefix("tick-") {
            for number in run.text.split(whereSeparator: { !"0123456789.".contains($0) }) where number.contains(".") {
                #expect(number.split(separator: ".").last!.count <= 2, "\(id): \(run.text)")
            }
        }
    }
}

@Suite("Warnings in the figure")
struct FigureWarningTests {
    @Test("a truncated title: a numbered marker at the title's corner and a line under the caption")
    func truncated() throws {
        let scenario = button(80, 44) {
            $0.imageSize = Size(width: 24, height: 24)
            $0.title = Title(text: "Continue", font: TitleFont(), naturalSize: Size(width: 70, height: 21))
        }
        let layout = try scenario.button.computeLayout()
        let list = try diagram(scenario)
        let title = try #require(layout.titleLabel)
        let disc = try #require(list.rectOf("warning-marker-1"))
        let d = 16 / list.pixelsPerPoint
        // Just outside the title's top-right corner, touching it: it hides nothing of the frame.
        #expect(approximately(disc, rect(title.maxX, title.minY - d, d, d)))
        guard case .text(let number)? = list.item("warning-marker-1-number") else { Issue.record("no number"); return }
        #expect(number.text == "1")
        // Without a measurer the truncated line is unknown: the width is an upper bound.
        #expect(warningLines(list) == ["title truncated to at most 56 pt"])
        #expect(list.item("warning-1-marker") != nil)
    }

    @Test("a squashed image, content outside the bounds and an overlap each get their marker and line")
    func kinds() throws {
        let squashed = try diagram(button(40, 60) {
            $0.imageSize = Size(width: 48, height: 48)
        })
        #expect(warningLines(squashed) == ["image squashed from 48 × 48 to 40 × 48 pt"])

        let outside = try diagram(button(100, 40) {
            $0.imageSize = Size(width: 20, height: 20)
            $0.imageEdgeInsets = EdgeInsets(left: 120)
        })
        #expect(warningLines(outside).contains("imageView (100, 10, 20, 20) reaches outside the bounds"))

        let overlap = try diagram(articleScenario(imageEdgeInsets: EdgeInsets(left: 50)))
        #expect(warningLines(overlap) == ["image and title overlap by 25 × 25 pt"])
        // The overlap is (100, 37.5, 25, 25): the disc (16 px = 8 pt) sits on its top-right corner.
        #expect(overlap.rectOf("warning-marker-1").map { approximately($0, rect(125, 37.5 - 8, 8, 8)) } == true)
    }

    @Test("warnings about the code, not the picture, stay out of the figure")
    func codeWarnings() throws {
        // The 8-pt recipe, sized to fit: the layout warns that the edge insets do not grow the button.
        let scenario = button(0, 0) {
            $0.sizeToFit = true
            $0.contentEdgeInsets = EdgeInsets(left: 4, right: 4)
            $0.imageEdgeInsets = EdgeInsets(left: -4, right: 4)
            $0.titleEdgeInsets = EdgeInsets(left: 4, right: -4)
            $0.imageSize = Size(width: 20, height: 20)
            $0.title = Title(text: "Add to Cart", font: TitleFont(), naturalSize: Size(width: 92, height: 21))
        }
        #expect(try scenario.button.computeLayout().warnings == [.insetsIgnoredByIntrinsicSize(insets: ["imageEdgeInsets", "titleEdgeInsets"])])
        let list = try diagram(scenario)
        #expect(!list.items.contains { $0.id.hasPrefix("warning-") })
    }

    @Test("a character no font draws is a warning naming it, never a silent box")
    func uncoveredCharacter() throws {
        var scenario = articleScenario(caption: "Shop \u{F8FF}")
        scenario.title?.text = "Buy \u{F8FF}\u{E000}\u{F8FF}"
        let layout = try scenario.button.computeLayout()
        let list = try DiagramBuilder(measurer: PartialMeasurer()).build(scenario: scenario, layout: layout)
        #expect(warningLines(list) == [
            "no font draws U+F8FF, U+E000 in the title; they show as boxes",
            "no font draws U+F8FF in the caption; it shows as a box",
        ])
        // No frame to mark: a line only.
        #expect(list.item("warning-marker-1") == nil)
        #expect(uncoveredCharactersWarning(["\u{1F600}"], in: "the subtitle") == "no font draws U+1F600 in the subtitle; it shows as a box")
    }
}

@Suite("Themes")
struct ThemeTests {
    /// WCAG 2 relative luminance and contrast ratio, the colour composited over `background` first.
    static func luminance(_ c: Color) -> Double {
        func channel(_ v: Double) -> Double { v <= 0.03928 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        return 0.2126 * channel(c.red) + 0.7152 * channel(c.green) + 0.0722 * channel(c.blue)
    }

    static func over(_ c: Color, _ background: Color) -> Color {
        Color(red: c.red * c.alpha + background.red * (1 - c.alpha), green: c.green * c.alpha + background.green * (1 - c.alpha),
              blue: c.blue * c.alpha + background.blue * (1 - c.alpha))
    }

    static func contrast(_ a: Color, _ b: Color) -> Double {
        let (la, lb) = (luminance(over(a, b)), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    @Test("dark: text reads at 4.5:1 against the canvas, strokes at 3:1, the title's text on its fill at 4.5:1",
          arguments: [DiagramTheme.light, .dark])
    func contrast(theme: DiagramTheme) {
        let s = DiagramStyle.theme(theme)
        let canvas = s.background
        for (name, color) in [("tick", s.tickColor), ("label", s.labelColor), ("caption", s.captionColor), ("warning", s.warningTextColor)] {
            #expect(Self.contrast(color, canvas) >= 4.5, "\(theme) \(name): \(Self.contrast(color, canvas))")
        }
        for (name, color) in [("axis", s.axisColor), ("bounds", s.boundsStroke.color), ("image area", s.imageAreaStroke.color),
                              ("title area", s.titleAreaStroke.color), ("content rect", s.contentRectStroke.color),
                              ("virtual", s.virtualTitleStroke.color), ("ghost", s.ghostStroke.color), ("warning", s.warningFill)] {
            #expect(Self.contrast(color, canvas) >= 3, "\(theme) \(name): \(Self.contrast(color, canvas))")
        }
        #expect(Self.contrast(s.titleTextColor, s.titleFill) >= 4.5)
        #expect(Self.contrast(s.warningMarkColor, s.warningFill) >= 3)
        let c = ConfigurationDiagramStyle.theme(theme)
        #expect(Self.contrast(c.insetColor, canvas) >= 4.5)
        #expect(Self.contrast(c.dimensionStroke.color, canvas) >= 3)
    }

    @Test("dark is the light look's hues, lightened: a dark canvas, light strokes and text")
    func darkPalette() throws {
        let list = try diagram(articleScenario(imageEdgeInsets: EdgeInsets(left: 50), diagram: DiagramOptions(pixelsPerPoint: 2, theme: .dark)))
        #expect(list.background == Color(rgb: 0x1C1C1E))
        #expect(ThemeTests.luminance(list.background) < 0.05)
        guard case .rect(_, _, let bounds?)? = list.item("bounds") else { Issue.record("no bounds"); return }
        #expect(ThemeTests.luminance(bounds.color) > 0.7)
        guard case .text(let tick)? = list.item("tick-x-50") else { Issue.record("no tick"); return }
        #expect(ThemeTests.luminance(tick.color) > 0.7)
        // Same ids, same geometry: only colours change.
        let light = try diagram(articleScenario(imageEdgeInsets: EdgeInsets(left: 50)))
        #expect(light.items.map(\.id) == list.items.map(\.id))
        #expect(light.rectOf("image-view") == list.rectOf("image-view"))
    }

    @Test("transparent: no canvas at all, the light strokes")
    func transparent() throws {
        let list = try diagram(articleScenario(diagram: DiagramOptions(pixelsPerPoint: 2, theme: .transparent)))
        #expect(list.background.alpha == 0)
        #expect(list.item("background") == nil)
        guard case .rect(_, _, let bounds?)? = list.item("bounds") else { Issue.record("no bounds"); return }
        #expect(bounds.color == Color(rgb: 0))
    }
}

@Suite("Text alternative")
struct AltTextTests {
    @Test("figure 5 in words: the button, each view where it is, the virtual title, the warning")
    func figure5() throws {
        let list = try diagram(articleScenario(imageEdgeInsets: EdgeInsets(left: 50), caption: "Figure 5"))
        #expect(list.title == "Figure 5")
        #expect(list.altText == "A 200 × 100 pt button titled “我是titleLabel” with a 50 × 50 pt image, drawn at 2x scale. "
            + "Its content is aligned center horizontally and center vertically. "
            + "imageEdgeInsets (0, 50, 0, 0) make the image area (50, 0), 150 × 100. "
            + "The image view is at (75, 25), 50 × 50. The title label is at (100, 37.5), 50 × 25. "
            + "The image covers part of the title. "
            + "The image is aligned as if the title stood beside it at (125, 37.5), 50 × 25 (the virtual title, dashed). "
            + "Warning: image and title overlap by 25 × 25 pt.")
    }

    @Test("figure 1: how far apart image and title are; a ghost's label; no caption names the scenario")
    func figure1() throws {
        let ghost = Ghost(rect: rect(100, 25, 50, 50), label: "expected?", crossOut: true)
        let list = try diagram(articleScenario(horizontal: .left, diagram: DiagramOptions(pixelsPerPoint: 2, ghosts: [ghost])))
        #expect(list.title == "figure")
        let alt = try #require(list.altText)
        #expect(alt.contains("The image sits right against the title, on its left."))
        #expect(alt.contains("A dashed crossed-out frame “expected?” marks (100, 25), 50 × 50."))
    }

    @Test("a before figure says where UIKit moves the views")
    func before() throws {
        let list = try diagram(articleScenario(
            horizontal: .left, imageEdgeInsets: EdgeInsets(right: 175), diagram: DiagramOptions(pixelsPerPoint: 2, frames: .before)))
        let alt = try #require(list.altText)
        #expect(alt.contains("The image view is at (0, 25), 50 × 50."))
        #expect(alt.contains("These are the views before the edge insets apply; UIKit then moves the image to (0, 25), 25 × 50 and the title to (25, 37.5), 50 × 25, drawn dashed."))
    }
}
