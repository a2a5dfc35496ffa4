import ButtonDiagram
import ButtonLabKit
import ButtonLabTestSupport
import ButtonLayout
import ButtonRender
import Foundation
import Testing

/// The fixtures with dark goldens (the Makefile's DARK_FIXTURES).
private let darkFixtures = [
    "article2/fig05-virtual-title.yaml", "configuration/07-subtitle-automatic.yaml",
    "everyday/01-share-44pt.yaml", "everyday/02-spacing-8pt-recipe.yaml", "everyday/03-image-right-semantic.yaml",
    "everyday/04-close-30x30.yaml", "everyday/05-long-localised-title.yaml", "everyday/06-sharee-3x.yaml",
    "everyday/07-configuration-filled.yaml", "everyday/08-configuration-icon-title.yaml",
    "everyday/09-tab-image-above-title.yaml", "everyday/10-korean-share.yaml", "everyday/11-thai-hindi-emoji.yaml",
    "everyday/12-dark-icon-title.yaml",
]

private let goldens = (fixturesDirectory as NSString).deletingLastPathComponent + "/Tests/Goldens"

private func adaptiveSVG(_ path: String) throws -> (name: String, svg: String, sidecar: JSONValue) {
    let renderer = try FigureRenderer()
    let figure = try renderer.render(
        .file(fixturesDirectory + "/" + path), formats: [.svg], pixelsPerPoint: nil, appearance: .colorScheme).get()
    return (figure.name, try #require(figure.svg), figure.sidecar)
}

private func matches(_ pattern: String, in text: String) -> [[String]] {
    let regex = try! NSRegularExpression(pattern: pattern)
    let string = text as NSString
    return regex.matches(in: text, range: NSRange(location: 0, length: string.length)).map { match in
        (0..<match.numberOfRanges).map { match.range(at: $0).location == NSNotFound ? "" : string.substring(with: match.range(at: $0)) }
    }
}

/// `svg` as a browser in dark mode paints it: each class's rule from the media query replaces the
/// element's presentation attributes (an opacity of 1 is the attribute left out, as the writer does).
private func applyingDarkRules(_ svg: String) -> String {
    var rules: [String: (property: String, color: String, opacity: String)] = [:]
    for rule in matches(##"\.(\w+) \{ (fill|stroke): (#[0-9A-F]{6}); (?:fill|stroke)-opacity: ([0-9.]+) \}"##, in: svg) {
        rules[rule[1]] = (rule[2], rule[3], rule[4])
    }
    var lines: [String] = []
    var inStyle = false
    for var line in svg.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
        if line == "  <style>" { inStyle = true }
        if inStyle {
            if line == "  </style>" { inStyle = false }
            continue
        }
        guard let classes = matches(#" class="([^"]*)""#, in: line).first else {
            lines.append(line)
            continue
        }
        line = line.replacingOccurrences(of: classes[0], with: "")
        for name in classes[1].split(separator: " ") {
            let rule = rules[String(name)]!
            let opacity = rule.opacity == "1" ? "" : " \(rule.property)-opacity=\"\(rule.opacity)\""
            let pattern = rule.property == "fill"
                ? ##" fill="#[0-9A-F]{6}"(?: fill-opacity="[^"]*")?"##
                : ##" stroke="#[0-9A-F]{6}"( stroke-width="[^"]*")(?: stroke-opacity="[^"]*")?"##
            let replacement = rule.property == "fill"
                ? " fill=\"\(rule.color)\"\(opacity)"
                : " stroke=\"\(rule.color)\"$1\(opacity)"
            line = line.replacingOccurrences(of: pattern, with: replacement, options: .regularExpression)
        }
        lines.append(line)
    }
    return lines.joined(separator: "\n")
}

@Suite("--theme auto: one SVG whose colours follow prefers-color-scheme")
struct ColorSchemeSVGTests {
    @Test("without its classes and stylesheet it is the light figure; with the dark rules applied, the dark golden",
          arguments: darkFixtures)
    func lightAndDarkGoldens(_ path: String) throws {
        let (name, svg, _) = try adaptiveSVG(path)
        let plain = svg.replacingOccurrences(of: #" class="[^"]*""#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #"  <style>\n(.*\n)*?  </style>\n"#, with: "", options: .regularExpression)
        // The light golden, but for the fixture whose own theme is dark: its golden is dark.
        let light = try FigureRenderer().render(
            .file(fixturesDirectory + "/" + path), formats: [.svg], pixelsPerPoint: nil, appearance: .theme(.light)).get()
        #expect(plain == light.svg)
        if !path.contains("dark") { #expect(plain == (try String(contentsOfFile: goldens + "/\(name).svg", encoding: .utf8))) }
        #expect(applyingDarkRules(svg) == (try String(contentsOfFile: goldens + "/dark/\(name).svg", encoding: .utf8)))
    }

    @Test("the stylesheet: one media query with one rule per dark paint, after the description")
    func stylesheet() throws {
        let (_, svg, sidecar) = try adaptiveSVG("everyday/01-share-44pt.yaml")
        let lines = svg.split(separator: "\n").map(String.init)
        let start = try #require(lines.firstIndex(of: "  <style>"))
        #expect(lines[start - 1].hasPrefix("  <desc>A 160 × 44 pt button"))
        #expect(lines[start + 1] == "    @media (prefers-color-scheme: dark) {")
        #expect(Array(lines[(start + 2)...(start + 5)]) == [
            "      .f0 { fill: #1C1C1E; fill-opacity: 1 }",
            "      .s1 { stroke: #38383C; stroke-opacity: 1 }",
            "      .s2 { stroke: #EBEBF0; stroke-opacity: 1 }",
            "      .f3 { fill: #EBEBF0; fill-opacity: 1 }",
        ])
        #expect(svg.components(separatedBy: "@media").count == 2)
        #expect(lines.contains { $0.hasPrefix(#"  <rect id="background" class="f0" x="0" y="0""#) && $0.hasSuffix(##"fill="#ECECEC"/>"##) })
        #expect(sidecar.rendered().contains(#""theme": "auto""#))
    }

    @Test("a trace's sequence diagram has one look: its SVG is the plain one")
    func trace() throws {
        let renderer = try FigureRenderer()
        let input = ScenarioInput.file(fixturesDirectory + "/lifecycle/a3-init.yaml")
        let auto = try renderer.render(input, formats: [.svg], pixelsPerPoint: nil, appearance: .colorScheme).get()
        let plain = try renderer.render(input, formats: [.svg], pixelsPerPoint: nil, appearance: .theme(nil)).get()
        #expect(auto.svg == plain.svg)
        #expect(auto.svg?.contains("<style>") == false)
    }

    @Test("lists that differ in more than colours are refused; identical ones need no stylesheet")
    func mismatch() throws {
        func list(_ width: Double, _ color: UInt32) -> DisplayList {
            DisplayList(
                size: Size(width: 10, height: 10), pixelsPerPoint: 2, background: Color(rgb: color), buttonOrigin: Point(x: 0, y: 0),
                items: [DisplayItem(id: "bounds", shape: .rect(Rect(x: 1, y: 1, width: width, height: 4), fill: Color(rgb: color), stroke: nil))])
        }
        #expect(throws: ColorSchemeMismatch(difference: "'bounds' is drawn differently")) {
            try colorSchemeSVGDocument(light: list(4, 0xFFFFFF), dark: list(5, 0x000000), imageHref: { $0 })
        }
        var extra = list(4, 0x000000)
        extra.items.append(DisplayItem(id: "caption", shape: .line(from: Point(x: 0, y: 0), to: Point(x: 1, y: 1), stroke: Stroke(color: Color(rgb: 0), width: 1))))
        #expect(throws: ColorSchemeMismatch(difference: "item counts: 1 light, 2 dark")) {
            try colorSchemeSVGDocument(light: list(4, 0xFFFFFF), dark: extra, imageHref: { $0 })
        }
        #expect(try colorSchemeSVGDocument(light: list(4, 0xFFFFFF), dark: list(4, 0xFFFFFF), imageHref: { $0 }) == svgDocument(list(4, 0xFFFFFF)))
        let adaptive = try colorSchemeSVGDocument(light: list(4, 0xFFFFFF), dark: list(4, 0x000000), imageHref: { $0 })
        #expect(adaptive.contains("  <style>\n    @media (prefers-color-scheme: dark) {\n      .f0 { fill: #000000; fill-opacity: 1 }\n    }\n  </style>\n"))
        #expect(adaptive.contains(##"<rect id="bounds" class="f0" x="1" y="1" width="4" height="4" fill="#FFFFFF"/>"##))
    }
}
