import ButtonLayout
import ButtonReports
import Testing

/// The typed events, their text and their JSON-shaped form.
@Suite("Configuration: explanations and JSON")
struct ConfigurationExplanationTests {
    private enum Kind: String { case resolved, pass, availableWidth, measured, textBlock, placement, insets, crossAxis, idealSize, positioning, frames, warning, uncertain }

    private func kind(_ event: ConfigurationEvent) -> Kind {
        switch event {
        case .resolved: .resolved
        case .pass: .pass
        case .availableWidth: .availableWidth
        case .measured: .measured
        case .textBlock: .textBlock
        case .placement: .placement
        case .insets: .insets
        case .crossAxis: .crossAxis
        case .idealSize: .idealSize
        case .positioning: .positioning
        case .frames: .frames
        case .warning: .warning
        case .uncertain: .uncertain
        }
    }

    @Test("pixel roundings print with their operand and grid")
    func roundingText() {
        #expect(PixelRounding(.floor, 12.345, scale: .x3).description == "floorPx(12.345) = 12.33333 (to the ⅓-pt grid at 3x)")
        #expect(PixelRounding(.ceil, 30.5, scale: .x3).description == "ceilPx(30.5) = 30.66667 (to the ⅓-pt grid at 3x)")
        #expect(PixelRounding(.round, 20.287109375, scale: .x2).description == "roundPx(20.28711) = 20.5 (to the ½-pt grid at 2x)")
        #expect(PixelRounding(.floor, 0.75, scale: .x1).description == "floorPx(0.75) = 0 (to the 1-pt grid at 1x)")
        // Float noise next to a grid line: the exact double and its pixel product are shown.
        #expect(PixelRounding(.floor, 70 - 63.333333333333336, scale: .x3).description
            == "floorPx(6.666666666666664) = floor(19.999999999999993)/3 = 6.33333 (to the ⅓-pt grid at 3x; IEEE double)")
        #expect(PixelRounding(.round, -6.5, scale: .x3).isHalfPixelTie)
        #expect(PixelRounding(.round, -6.5, scale: .x3).result == -third(20))
        #expect(!PixelRounding(.round, 6.4, scale: .x3).isHalfPixelTie)
    }

    @Test("points print to five decimals, trimmed")
    func pointFormatting() {
        #expect(formatPoints(42.333333333333336) == "42.33333")
        #expect(formatPoints(11.666666666666666) == "11.66667")
        #expect(formatPoints(99) == "99")
        #expect(formatPoints(-0.33333333333333304) == "-0.33333")
        #expect(formatPoints(-0.000001) == "0")
        #expect(formatPoints(37.5) == "37.5")
        #expect(formatPoints(.infinity) == "∞")
    }

    @Test("\"Configure\" in 160 × 44: the steps in order, the offsets with their rounding")
    func configureInBounds() throws {
        let explanation = try configButton(size: Size(width: 160, height: 44)) { $0.title = configureTitle }.explain(name: "configure")
        #expect(explanation.heading == "configure: configuration layout of a 160 × 44 button at scale 3, left-to-right")
        #expect(explanation.events.map(kind) == [
            .resolved,
            .pass, .availableWidth, .measured, .placement, .insets, .idealSize,
            .pass, .availableWidth, .measured, .placement, .insets, .idealSize, .positioning, .frames,
        ])
        let text = explanation.text
        #expect(text.contains("\n 1. Resolve (§1): medium button, plain style, left-to-right\n     contentInsets (top 7, leading 12, bottom 7, trailing 12): the medium default\n"))
        #expect(text.contains("\nLayout pass in the bounds 160 × 44\n 7. Available width (§2): avail = W = 160\n"))
        #expect(text.contains("     maxWidth mw = ceilPx(136) = 136 (to the ⅓-pt grid at 3x)\n"))
        #expect(text.contains("12. Position (§7): I = bounds inset by the content insets = (12, 7, 136, 30), C = (12, 7, 75, 20.33333)\n"))
        #expect(text.contains("     horizontal center (floorPx in left-to-right): dx = floorPx(midX(I) − midX(C)) = floorPx(80 − 49.5) = floorPx(30.5) = 30.33333 (to the ⅓-pt grid at 3x)\n"))
        #expect(text.contains("     vertical center (always floorPx): dy = floorPx(midY(I) − midY(C)) = floorPx(22 − 17.16667) = floorPx(4.83333) = 4.66667 (to the ⅓-pt grid at 3x)\n"))
        #expect(text.contains("     titleLabel        (42.33333, 11.66667, 75, 20.33333)\n"))
        guard case .positioning(.shifted(let shift)) = explanation.events[13], case .uniform(let dx) = shift.horizontal else {
            Issue.record("no uniform shift")
            return
        }
        #expect(dx.anchor == .mid && dx.target == 80 && dx.content == 49.5)
        #expect(dx.offset.value == 30.5 && dx.offset.result == third(91) && dx.offset.rule == .floor)
    }

    @Test("the long title's dx shows the IEEE operand, as the spec does")
    func longTitleIEEE() throws {
        let explanation = try configButton(size: Size(width: 140, height: 80)) {
            $0.title = ConfigurationLabel(
                text: "Long", size: Size(width: 180, height: third(61)), wrappedSize: Size(width: third(308), height: third(181))
            )
        }.explain()
        #expect(explanation.text.contains(
            "dx = floorPx(midX(I) − midX(C)) = floorPx(70 − 63.33333) = floorPx(6.666666666666664) = floor(19.999999999999993)/3 = 6.33333 (to the ⅓-pt grid at 3x; IEEE double)"
        ))
        #expect(explanation.text.contains("M(ShortBody 17 pt regular, maxWidth 116, numberOfLines 0) = 102.66667 × 60.33333 (the given wrappedSize)"))
        #expect(explanation.text.contains("     warning: title wraps: 180 pt of text re-flowed to 102.66667 × 60.33333"))
    }

    @Test("the symbol example: placement, cross axis, frames with alignment insets")
    func symbolSteps() throws {
        let text = try configButton {
            $0.title = goTitle
            $0.image = starFill
            $0.imagePadding = 6
        }.explain().text
        #expect(text.contains("     image x = rOff = 0; text x += R + ip = 28 + 6 → title x 34\n     cw = textW + ip + R = 22 + 6 + 28 = 56\n"))
        #expect(text.contains("     d = roundPx(midY(U) − midY(image)) = roundPx(17.16667 − 17.16667) = roundPx(0) = 0 (to the ⅓-pt grid at 3x)\n     d = 0: nothing moves\n"))
        #expect(text.contains("Position (§7): the bounds are exactly the ideal size 80 × 34.33333, so §5's frames are final"))
        #expect(text.contains("     imageView         (12, 3.33333, 28, 26.66667) (alignment rect (12, 7, 28, 20.33333) grown by the image's alignment insets)\n"))
    }

    @Test("uncertain branches are marked after their step")
    func uncertaintyMarks() throws {
        let rtl = try configButton(size: Size(width: 160, height: 44), direction: .rightToLeft) { $0.title = configureTitle }.explain()
        let index = try #require(rtl.events.firstIndex(of: .uncertain(.rightToLeftRounding)))
        guard case .positioning = rtl.events[index - 1] else {
            Issue.record("the RTL mark does not follow the positioning step")
            return
        }
        #expect(rtl.text.contains("     uncertain (§13.7): right-to-left offsets use ceilPx"))
        let measured = configButton { $0.title = ConfigurationLabel(text: "Go") }.explain(measuring: MonospacedMeasurer())
        #expect(measured.events.contains(.uncertain(.textMeasurement)))
        let ltr = try configButton(size: Size(width: 160, height: 44)) { $0.title = configureTitle }.explain()
        #expect(!ltr.events.contains { if case .uncertain = $0 { true } else { false } })
    }

    @Test("explain runs the same arithmetic as computeLayout")
    func explainMatchesCompute() throws {
        let buttons = [
            configButton(size: Size(width: 160, height: 44)) { $0.title = configureTitle },
            configButton(size: Size(width: 200, height: 60), direction: .rightToLeft, horizontal: .fill) {
                $0.title = goTitle
                $0.subtitle = subSubtitle
                $0.image = starFill
                $0.imagePadding = 6
                $0.imageReservation = 40
            },
            configButton(vertical: .bottom) {
                $0.title = goTitle
                $0.showsActivityIndicator = true
                $0.imagePlacement = .bottom
            },
        ]
        for button in buttons {
            #expect(try button.explain().result == button.computeLayout())
        }
    }

    @Test("the layout JSON has §12's keys in order, null for absent views; details add the explanation's values")
    func layoutJSON() throws {
        let result = try configButton(size: Size(width: 160, height: 44)) { $0.title = configureTitle }.computeLayout()
        guard case .object(let members) = result.json() else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.0) == [
            "layout", "scale", "layoutDirection", "bounds", "contentRect", "imageView", "titleLabel", "subtitleLabel",
            "activityIndicator", "intrinsicContentSize", "warnings",
        ])
        let json = result.json()
        #expect(json["layout"] == .string("configuration"))
        #expect(json["imageView"] == .null && json["subtitleLabel"] == .null)
        #expect(json["titleLabel"]?["x"] == .number(12 + third(91)))
        #expect(json["intrinsicContentSize"] == .object([("width", .number(99)), ("height", .number(third(103)))]))
        let details = result.json(details: true)
        #expect(details["offsets"] == .object([("dx", .number(third(91))), ("dy", .number(third(14)))]))
        #expect(details["resolved"]?["contentInsets"]?["leading"] == .number(12))
        #expect(details["resolved"]?["resolvedTitleAlignment"] == .string("none"))
        #expect(details["contentInsetsRect"]?["width"] == .number(136))
    }

    @Test("the explanation JSON has one object per event, named by `step`")
    func explanationJSON() throws {
        let explanation = try configButton(size: Size(width: 160, height: 44)) { $0.title = configureTitle }.explain()
        guard case .array(let steps) = explanation.json["steps"] else {
            Issue.record("no steps")
            return
        }
        #expect(steps.count == explanation.events.count)
        #expect(steps.map { $0["step"] } == explanation.events.map { JSONValue?.some(.string(kind($0).rawValue)) })
        let position = steps[13]
        #expect(position["kind"] == .string("shifted"))
        #expect(position["dx"]?["offset"] == .object([
            ("rule", .string("floorPx")), ("value", .number(30.5)), ("result", .number(third(91))), ("scale", .number(3)),
        ]))
        #expect(explanation.json["layout"]?["offsets"]?["dx"] == .number(third(91)))
    }
}
