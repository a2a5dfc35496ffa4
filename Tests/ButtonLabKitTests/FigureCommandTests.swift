import ButtonDiagram
import ButtonLabKit
import ButtonLabTestSupport
import ButtonLayout
import ButtonRender
import ButtonReports
import ButtonScenario
import Foundation
import Testing

/// A scenario file in a fresh directory; the caller removes the directory.
private func scenarioFile(_ text: String, name: String = "s.yaml") throws -> (directory: String, path: String) {
    let directory = makeScratch("figures")
    let path = directory + "/" + name
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return (directory, path)
}

/// A title and a caption with a character no bundled font draws (U+F8FF, Apple's logo).
let appleLogo = """
    name: apple-logo
    caption: "Sign in with \\uF8FF"
    button:
      size: [200, 44]
      title: {text: "\\uF8FF Sign in", font: {size: 17}}

    """

@Suite("Figures from the command line: uncovered characters, themes, text alternative")
struct FigureCommandTests {
    @Test("layout names each character no font draws, in the table and the JSON; render and check say it on stderr")
    func uncoveredCharacters() throws {
        let (directory, path) = try scenarioFile(appleLogo)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let title = "no font draws U+F8FF in the title; it shows as a box"
        let caption = "no font draws U+F8FF in the caption; it shows as a box"

        let text = try buttonlab("layout", path, "--format", "text")
        #expect(text.status == 0)
        #expect(text.output.contains("  warning: \(title)\n  warning: \(caption)\n"))
        let json = try buttonlab("layout", path, "--format", "json")
        #expect(json.output.contains("\"\(title)\", \"\(caption)\"]"))

        let render = try buttonlab("render", path, "-o", directory)
        #expect(render.status == 0)
        #expect(render.errors == "\(path): warning: \(title)\n\(path): warning: \(caption)\n")
        let sidecar = try String(contentsOfFile: directory + "/apple-logo.json", encoding: .utf8)
        #expect(sidecar.contains(title))

        let goldens = directory + "/goldens"
        try FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: true)
        let check = try buttonlab("check", path, "--golden", goldens, "--record", "missing")
        #expect(check.errors.contains("\(path): warning: \(title)"))
    }

    @Test("plain ASCII text is never looked up in the fonts, and warns of nothing")
    func asciiIsCovered() throws {
        let laidOut = try fixture("everyday/01-share-44pt.yaml")
        #expect(laidOut.glyphWarnings == [])
        #expect(try fixture("everyday/10-korean-share.yaml").glyphWarnings == [])
        #expect(try fixture("everyday/11-thai-hindi-emoji.yaml").glyphWarnings == [])
    }

    @Test("render --theme dark: a dark canvas, and the sidecar says which theme")
    func darkTheme() throws {
        let directory = NSTemporaryDirectory() + "buttonlab-dark-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = fixturesDirectory + "/everyday/01-share-44pt.yaml"
        let run = try buttonlab("render", path, "-o", directory, "--theme", "dark")
        #expect(run.status == 0)
        let image = try decodePNG(Array(try Data(contentsOf: URL(fileURLWithPath: directory + "/everyday-01-share-44pt.png"))))
        #expect(image.pixel(x: 1, y: 1) == RGBA8(rgb: 0x1C1C1E))
        let sidecar = try String(contentsOfFile: directory + "/everyday-01-share-44pt.json", encoding: .utf8)
        #expect(sidecar.contains("\"theme\": \"dark\""))
        let bad = try buttonlab("render", path, "-o", directory, "--theme", "sepia")
        #expect(bad.status == 64)
        #expect(bad.errors.contains("light"))
    }

    @Test("transparent: no canvas, an alpha channel in the PNG")
    func transparent() throws {
        let renderer = try FigureRenderer()
        let laidOut = try layOut(path: fixturesDirectory + "/everyday/04-close-30x30.yaml", loader: renderer.loader).get()
        let figure = try renderer.render(laidOut, formats: [.png], theme: .transparent)
        let image = try decodePNG(try #require(figure.png))
        #expect(image.pixel(x: 0, y: 0).alpha == 0)
        #expect(!image.isOpaque)
    }

    @Test("the sidecar's alt, the SVG's desc and the gallery's alt text are the same description")
    func altText() throws {
        let renderer = try FigureRenderer()
        let path = fixturesDirectory + "/everyday/06-sharee-3x.yaml"
        let laidOut = try layOut(path: path, loader: renderer.loader).get()
        let figure = try renderer.render(laidOut, formats: [.svg])
        let alt = renderer.builder.altText(scenario: laidOut.scenario, model: laidOut.layout)
        #expect(alt.hasPrefix("A 150 × 44 pt button titled “Sharee” with a 22 × 22 pt image, drawn at 3x scale."))
        #expect(alt.contains("imageEdgeInsets (0, 20, 0, 0) make the image area (20, 0), 130 × 44."))
        #expect(alt.contains("The image is aligned as if the title stood beside it at (69, 11.67), 54 × 21 (the virtual title, dashed)."))
        #expect(alt.hasSuffix("Warning: image and title overlap by 10 × 21 pt."))
        guard case .object(let members) = figure.sidecar, case .string(let sidecarAlt)? = members.first(where: { $0.0 == "alt" })?.1 else {
            Issue.record("no alt in the sidecar"); return
        }
        #expect(sidecarAlt == alt)
        #expect(try #require(figure.svg).contains("<desc>\(xmlEscaped(alt))</desc>"))

        let directory = NSTemporaryDirectory() + "buttonlab-gallery-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try prepareOutputDirectory(directory)
        _ = try makeGallery(paths: [path], into: directory, pagePath: directory + "/page.md", jobs: 1, renderer: renderer)
        let page = try String(contentsOfFile: directory + "/page.md", encoding: .utf8)
        #expect(page.contains("<img src=\"everyday-06-sharee-3x.png\" alt=\"\(xmlEscaped(alt))\">"))
    }

    @Test("text tables show two decimals; JSON keeps full precision")
    func tableDecimals() throws {
        let laidOut = try fixture("everyday/01-share-44pt.yaml")
        let table = layoutTable(name: laidOut.scenario.name, layout: laidOut.layout)
        #expect(table.contains("  titleLabel    69.67  11.67     45      21\n"))
        let json = layoutJSON(name: laidOut.scenario.name, layout: laidOut.layout).rendered()
        #expect(json.contains("\"titleLabel\": {\"x\": 69.666666667, \"y\": 11.666666667,"))
    }
}
