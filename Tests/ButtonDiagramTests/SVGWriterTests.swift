import ButtonDiagram
import ButtonLayout
import ButtonRender
import ButtonScenario
import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// An SVG parsed back: every element's name and attributes by id, the text of `<text>` elements,
/// and the parser's verdict.
private final class ParsedSVG: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        var parentId: String?
        var text = ""
    }

    var elements: [String: Element] = [:]
    var root: Element?
    var duplicateIds: [String] = []
    var error: Error?
    private var stack: [String?] = []

    init(_ svg: String) {
        super.init()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = self
        if !parser.parse() { error = parser.parserError ?? CocoaError(.fileReadCorruptFile) }
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        let element = Element(name: name, attributes: attributes, parentId: stack.last ?? nil)
        if root == nil { root = element }
        let id = attributes["id"]
        if let id {
            if elements[id] != nil { duplicateIds.append(id) }
            elements[id] = element
        }
        stack.append(id)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let id = stack.last ?? nil { elements[id]?.text += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        stack.removeLast()
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) { error = parseError }
}

@Suite("SVG")
struct SVGWriterTests {
    func figure5(caption: String? = "imageEdgeInsets = UIEdgeInsets(top: 0, left: 50, bottom: 0, right: 0)") throws -> DisplayList {
        try diagram(articleScenario(imageEdgeInsets: EdgeInsets(left: 50), caption: caption))
    }

    @Test("well-formed, with the pixel size and a viewBox in points")
    func wellFormed() throws {
        let list = try figure5()
        let svg = svgDocument(list)
        let parsed = ParsedSVG(svg)
        #expect(parsed.error == nil)
        #expect(parsed.duplicateIds.isEmpty)
        #expect(parsed.root?.name == "svg")
        #expect(parsed.root?.attributes["width"] == String(list.pixelWidth))
        #expect(parsed.root?.attributes["height"] == String(list.pixelHeight))
        #expect(parsed.root?.attributes["viewBox"] == "0 0 \(svgNumber(list.size.width)) \(svgNumber(list.size.height))")
        #expect(parsed.root?.attributes["version"] == "1.1")
        #expect(svg.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"#))
    }

    @Test("real rect, line, polygon and text elements carrying the display list's ids and colours")
    func elements() throws {
        let list = try figure5()
        let parsed = ParsedSVG(try svgDocument(figure5()))
        let o = list.buttonOrigin

        let area = try #require(parsed.elements["area-image"])
        #expect(area.name == "rect")
        #expect(area.attributes["x"] == svgNumber(o.x + 50))
        #expect(area.attributes["y"] == svgNumber(o.y))
        #expect(area.attributes["width"] == "150")
        #expect(area.attributes["height"] == "100")
        #expect(area.attributes["fill"] == "#E64646")
        #expect(area.attributes["fill-opacity"] == "0.35")
        #expect(area.attributes["stroke"] == "#D83A3A")
        #expect(area.attributes["stroke-width"] == "1")

        let title = try #require(parsed.elements["title-label"])
        #expect(title.name == "rect")
        #expect(title.attributes["fill"] == "#5AD845")
        #expect(title.attributes["fill-opacity"] == nil)
        #expect(title.attributes["stroke"] == nil)

        let bounds = try #require(parsed.elements["bounds"])
        #expect(bounds.attributes["fill"] == "none")
        #expect(bounds.attributes["stroke"] == "#000000")
        #expect(bounds.attributes["stroke-width"] == "1.5")

        let virtual = try #require(parsed.elements["virtual-title"])
        #expect(virtual.attributes["fill"] == "#4650F5")
        #expect(virtual.attributes["fill-opacity"] == "0.12")
        #expect(virtual.attributes["stroke-dasharray"] == "3 2")

        #expect(parsed.elements["axis-x"]?.name == "line")
        #expect(parsed.elements["axis-x-arrow"]?.name == "polygon")
        #expect(parsed.elements["grid"]?.name == "path")
        #expect(parsed.elements["grid"]?.attributes["stroke-width"] == "0.5")
        #expect(parsed.elements["grid"]?.attributes["stroke"] == "#D2D2D2")

        let text = try #require(parsed.elements["title-text"])
        #expect(text.name == "text")
        #expect(text.text == articleTitle)
        #expect(text.attributes["x"] == svgNumber(o.x + 125))
        #expect(text.attributes["y"] == svgNumber(o.y + 50))
        #expect(text.attributes["font-size"] == "8.33")
        #expect(text.attributes["font-weight"] == "400")
        #expect(text.attributes["text-anchor"] == "middle")
        #expect(text.attributes["dominant-baseline"] == "central")
        #expect(text.attributes["font-family"] == "Inter, DejaVu Sans, WenQuanYi Micro Hei, Droid Sans Fallback, Noto Sans, Noto Color Emoji, sans-serif")
        #expect(text.attributes["fill"] == "#1E1E1E")

        #expect(parsed.elements["tick-y-100"]?.attributes["text-anchor"] == "end")
        #expect(parsed.elements["label-image-view"]?.attributes["text-anchor"] == "start")
        // Wider than the drawing, the caption wraps at word boundaries.
        let caption = ["caption", "caption-2"].compactMap { parsed.elements[$0]?.text }.joined(separator: " ")
        #expect(caption == "imageEdgeInsets = UIEdgeInsets(top: 0, left: 50, bottom: 0, right: 0)")
    }

    @Test("the figure's title and text alternative as <title> and <desc>, first inside <svg>")
    func titleAndDescription() throws {
        let list = try figure5(caption: "Figure 5 & the virtual title")
        let svg = svgDocument(list)
        let lines = svg.split(separator: "\n").map(String.init)
        #expect(lines[2] == "  <title>Figure 5 &amp; the virtual title</title>")
        #expect(lines[3].hasPrefix("  <desc>A 200 × 100 pt button titled “我是titleLabel” with a 50 × 50 pt image"))
        #expect(list.altText.map { lines[3] == "  <desc>\(xmlEscaped($0))</desc>" } == true)
        let untitled = DisplayList(size: Size(width: 10, height: 10), pixelsPerPoint: 1, background: Color(rgb: 0), buttonOrigin: .zero, items: [])
        #expect(!svgDocument(untitled).contains("<title>"))
        #expect(!svgDocument(untitled).contains("<desc>"))
    }

    @Test("the placeholder is a group of sky, sun and hills scaled into the frame, so squashing shows")
    func placeholder() throws {
        let list = try diagram(articleScenario(horizontal: .left, imageEdgeInsets: EdgeInsets(right: 175)))
        let parsed = ParsedSVG(svgDocument(list))
        let o = list.buttonOrigin
        #expect(parsed.elements["image-view"]?.name == "g")
        let sky = try #require(parsed.elements["image-view-sky"])
        #expect(sky.parentId == "image-view")
        #expect(sky.attributes["width"] == "25")
        #expect(sky.attributes["height"] == "50")
        let sun = try #require(parsed.elements["image-view-sun"])
        #expect(sun.name == "ellipse")
        #expect(sun.attributes["cx"] == svgNumber(o.x + 17.5))
        #expect(sun.attributes["rx"] == "3")
        #expect(sun.attributes["ry"] == "6")
        #expect(parsed.elements["image-view-hills"]?.name == "polygon")
    }

    @Test("a file image is an <image> stretched to the frame, linked by an encoded, optionally relative path")
    func fileImage() throws {
        let list = try diagram(articleScenario(imageFile: "/work/figures/my dog#1.png"))
        let parsed = ParsedSVG(svgDocument(list))
        let image = try #require(parsed.elements["image-view"])
        #expect(image.name == "image")
        #expect(image.attributes["preserveAspectRatio"] == "none")
        #expect(image.attributes["width"] == "50")
        #expect(image.attributes["xlink:href"] == "/work/figures/my%20dog%231.png")

        let relative = ParsedSVG(svgDocument(list) { percentEncodedPath(relativePath(of: $0, from: "/work/out")) })
        #expect(relative.elements["image-view"]?.attributes["xlink:href"] == "../figures/my%20dog%231.png")
        let embedded = ParsedSVG(svgDocument(list) { _ in "data:image/png;base64,AAAA" })
        #expect(embedded.elements["image-view"]?.attributes["xlink:href"] == "data:image/png;base64,AAAA")
    }

    @Test("text is escaped, and reads back as written")
    func escaping() throws {
        let caption = #"a < b && c > "d" 'e'"#
        let list = try figure5(caption: caption)
        let svg = svgDocument(list)
        #expect(svg.contains(#">a &lt; b &amp;&amp; c &gt; &quot;d&quot; &apos;e&apos;</text>"#))
        let parsed = ParsedSVG(svg)
        #expect(parsed.error == nil)
        #expect(parsed.elements["caption"]?.text == caption)
        #expect(xmlEscaped("bell\u{7}") == "bell\u{FFFD}")
        #expect(xmlEscaped("tab\there") == "tab&#9;here")
    }

    @Test("deterministic: the same list gives the same bytes; one element per line, two-space indent")
    func deterministic() throws {
        let first = svgDocument(try figure5())
        let second = svgDocument(try figure5())
        #expect(first == second)
        let lines = first.split(separator: "\n")
        #expect(lines.last == "</svg>")
        for line in lines.dropFirst(2).dropLast() {
            #expect(line.hasPrefix("  <") || line.hasPrefix("    <") || line.hasPrefix("  </"), "\(line)")
            let opens = line.filter { $0 == "<" }.count
            let closed = ["</text>", "</title>", "</desc>"].contains { line.contains($0) }
            #expect(opens == 1 || (opens == 2 && closed), "\(line)")
        }
    }

    @Test("numbers: fixed notation, no trailing zeros, no -0, rounded to 1e-4")
    func numbers() {
        #expect(svgNumber(75) == "75")
        #expect(svgNumber(37.5) == "37.5")
        #expect(svgNumber(-12.25) == "-12.25")
        #expect(svgNumber(0.1 + 0.2) == "0.3")
        #expect(svgNumber(0.00001) == "0")
        #expect(svgNumber(-0.00001) == "0")
        #expect(svgNumber(0.0001) == "0.0001")
        #expect(svgNumber(8.333333) == "8.3333")
        #expect(svgNumber(1e12) == "1000000000000")
        #expect(svgNumber(-0.0) == "0")
        #expect(hexColor(Color(rgb: 0x5AD845)) == "#5AD845")
        #expect(hexColor(Color(red: 2, green: -1, blue: 0.5)) == "#FF0080")
    }

    @Test("relative paths")
    func relativePaths() {
        #expect(relativePath(of: "/a/b/c.png", from: "/a/b") == "c.png")
        #expect(relativePath(of: "/a/b/c.png", from: "/a/d/e") == "../../b/c.png")
        #expect(relativePath(of: "/a/b/c.png", from: "/") == "a/b/c.png")
        #expect(relativePath(of: "rel/c.png", from: "/a") == "rel/c.png")
        #expect(relativePath(of: "/a/../c.png", from: "/a") == "/a/../c.png")
        #expect(percentEncodedPath("我.png") == "%E6%88%91.png")
    }
}
