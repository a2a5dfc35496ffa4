import ButtonDiagram
import ButtonLabKit
import ButtonLabTestSupport
import ButtonLayout
import ButtonScenario
import Foundation
import Testing

/// A fresh directory holding `files`, for one test.
private func scratch(_ files: [String: String]) throws -> String {
    let directory = makeScratch("details")
    for (name, text) in files { try text.write(toFile: directory + "/" + name, atomically: false, encoding: .utf8) }
    return directory
}

/// A legacy button whose title does not fit; its label fills the width (titleSizeRounding: pixels).
private let pixelsTitle = """
    name: pixels
    button:
      size: [150, 44]
      titleSizeRounding: pixels
      title: {text: "Download conversation", font: {size: 17}}

    """

/// A configuration button whose title is cut in the middle.
private let configurationTitle = """
    name: config-middle
    button:
      layout: configuration
      size: [160, 44]
      scale: 3
      configuration:
        titleLineBreakMode: byTruncatingMiddle
        title: {text: "Download conversation"}

    """

@Suite("What users hit: --jobs help, the gallery's page, limit messages, truncated lines, frame origins")
struct UserFacingDetailsTests {
    @Test("--jobs shows its default once, in words: help is the same on every machine", arguments: ["render", "gallery"])
    func jobsHelp(command: String) throws {
        let help = try buttonlab(command, "--help")
        #expect(help.status == 0)
        let jobs = "  --jobs <n>              Scenarios rendered in parallel (default: the number\n                          of cores).\n"
        #expect(help.output.contains(jobs))
        // Nothing follows it: argument-parser adds no "(default: N)" of its own.
        let after = try #require(help.output.range(of: jobs)).upperBound
        #expect(help.output[after...].hasPrefix("  --"))
    }

    @Test("--jobs 0 is refused by gallery as by render")
    func jobsZero() throws {
        let run = try buttonlab("gallery", fixturesDirectory + "/article2/fig01-default.yaml", "-o", "/nonexistent/x", "--page", "/nonexistent/x.md", "--jobs", "0")
        #expect(run.status == 64)
        #expect(run.errors.hasPrefix("Error: --jobs must be at least 1, not 0\n"))
    }

    @Test("gallery --title and --intro head the page, quoted as plain text")
    func galleryTitleAndIntro() throws {
        let directory = try scratch([:])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try buttonlab(
            "gallery", fixturesDirectory + "/article2/fig01-default.yaml", "-o", directory + "/figures", "--page", directory + "/page.md",
            "--title", "Buttons *we* ship", "--intro", "<b>Read</b> this first: [link](x)", "--jobs", "1")
        #expect(run.status == 0)
        let page = try String(contentsOfFile: directory + "/page.md", encoding: .utf8)
        #expect(page.hasPrefix("# Buttons \\*we\\* ship\n\n\\<b\\>Read\\</b\\> this first: \\[link\\](x)\n\nBlack: the bounds; "))
    }

    @Test("without --title and --intro the page keeps its heading and its guide to the figures")
    func galleryDefaults() {
        let page = galleryMarkdown([], pageDirectory: "/p/docs")
        #expect(page.hasPrefix("# Gallery\n\nEach figure on this page is drawn by ButtonLab from the scenario shown under it, "))
        #expect(page.hasSuffix("read top to bottom (`buttonlab trace`).\n"))
        #expect(galleryMarkdown([], pageDirectory: "/p", title: "# Not a heading", introduction: "- not a list")
            .hasPrefix("# \\# Not a heading\n\n\\- not a list\n\nBlack: the bounds; "))
    }

    @Test("a figure over the pixel limit names what the user set: the command line, the scenario, or the frame")
    func sizeLimitMessages() throws {
        let directory = try scratch([
            "scenario.yaml": "button:\n  size: [1000, 44]\ndiagram:\n  pixelsPerPoint: 12\n",
            "plain.yaml": "button: {size: [1000, 44]}\n",
            "wide.yaml": "button: {size: [5000, 44]}\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let scenario = try buttonlab("render", "scenario.yaml", "-o", "out", in: directory)
        #expect(scenario.status == 2)
        #expect(scenario.errors.hasPrefix(
            "scenario.yaml: error: the diagram would be 12088 × 616 px at diagram.pixelsPerPoint: 12 (line 4, column 19), "
                + "over the limit of 8192 px on a side; lower diagram.pixelsPerPoint or make the frame smaller\n"))
        let commandLine = try buttonlab("render", "plain.yaml", "-o", "out", "--pixels-per-point", "9", in: directory)
        #expect(commandLine.status == 2)
        #expect(commandLine.errors.hasPrefix(
            "plain.yaml: error: the diagram would be 9088 × 484 px at --pixels-per-point 9, over the limit of 8192 px on a side; "
                + "lower --pixels-per-point\n"))
        // The command line wins over the scenario, and is what the message names.
        let both = try buttonlab("render", "scenario.yaml", "-o", "out", "--pixels-per-point", "9", in: directory)
        #expect(both.errors.hasPrefix("scenario.yaml: error: the diagram would be 9088 × 484 px at --pixels-per-point 9,"))
        let frame = try buttonlab("render", "wide.yaml", "-o", "out", in: directory)
        #expect(frame.status == 2)
        #expect(frame.errors.hasPrefix(
            "wide.yaml: error: the diagram would be 10088 × 176 px at 2 px per point, chosen for the 5000 × 44 pt frame, "
                + "over the limit of 8192 px on a side; make the frame smaller, or set diagram.pixelsPerPoint below 2\n"))
    }

    @Test("layout and explain show the line UILabel draws for a truncated title, in both models")
    func truncatedLines() throws {
        let directory = try scratch(["pixels.yaml": pixelsTitle, "config.yaml": configurationTitle])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let points = try buttonlab("layout", fixturesDirectory + "/everyday/05-long-localised-title.yaml", "--format", "text")
        #expect(points.output.contains("  warning: title truncated from 180.1 to 150.97 pt wide (UIKit shows \"Einstellu…speichern\")\n"))
        let pixels = try buttonlab("layout", "pixels.yaml", in: directory)
        #expect(pixels.output.contains(#"  "warnings": ["title truncated from 178.46 to 150 pt wide (UIKit shows \"Download…rsation\")"]"#))
        let explained = try buttonlab("explain", "pixels.yaml", in: directory)
        #expect(explained.output.contains("   warning: title truncated from 178.46 to 150 pt wide (UIKit shows \"Download…rsation\")\n"))
        let configuration = try buttonlab("explain", "config.yaml", in: directory)
        #expect(configuration.output.contains("     warning: title truncated from 178.66667 to 136 pt wide (UIKit shows \"Downloa…rsation\")\n"))
        let fixture = try buttonlab("layout", fixturesDirectory + "/configuration/11-long-title-truncating.yaml")
        #expect(fixture.output.contains(#"  "warnings": ["title truncated from 260.33333 to 116 pt wide (UIKit shows \"Continue wit…\")"]"#))
    }

    @Test("a figure's warning quotes the truncated line, in both models")
    func figureWarnings() throws {
        let directory = try scratch(["pixels.yaml": pixelsTitle, "config.yaml": configurationTitle])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let renderer = try FigureRenderer()
        for (file, expected) in [
            ("pixels.yaml", "title truncated: 178.46 pt of text in 150 pt, shown as “Download…rsation”"),
            ("config.yaml", "title truncated: 178.67 pt of text in 136 pt, shown as “Downloa…rsation”"),
        ] {
            let laidOut = try layOut(path: directory + "/" + file, loader: renderer.loader).get()
            let list = try renderer.displayList(for: laidOut)
            #expect(textRun("warning-1", in: list)?.text == expected, "\(file)")
        }
    }

    @Test("a frame's origin moves nothing in a figure: axes and labels are the button's own coordinates")
    func frameOrigin() throws {
        let title = "  title: {text: \"Go\", font: {size: 17}}\n"
        let directory = try scratch([
            "zero.yaml": "name: origin\nbutton:\n  frame: [0, 0, 200, 44]\n" + title,
            "moved.yaml": "name: origin\nbutton:\n  frame: [20, 10, 200, 44]\n" + title,
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for name in ["zero", "moved"] {
            let run = try buttonlab("render", name + ".yaml", "-o", name, "--format", "png,svg", in: directory)
            #expect(run.status == 0)
        }
        for file in ["origin.png", "origin.svg", "origin.json"] {
            let zero = try Data(contentsOf: URL(fileURLWithPath: directory + "/zero/" + file))
            let moved = try Data(contentsOf: URL(fileURLWithPath: directory + "/moved/" + file))
            #expect(zero == moved, "\(file)")
        }
    }

    @Test("a number label goes where its leader line crosses neither the image nor the text")
    func leadersAvoidTheImage() throws {
        let renderer = try FigureRenderer()
        let laidOut = try layOut(path: fixturesDirectory + "/configuration/14-rtl-arabic-subtitle.yaml", loader: renderer.loader).get()
        let list = try renderer.displayList(for: laidOut)
        func rect(_ id: String) throws -> Rect {
            switch list.items.first(where: { $0.id == id })?.shape {
            case .rect(let r, _, _)?, .image(let r, _)?, .roundedRect(let r, _, _, _)?: return r
            default: throw ItemMissing(id: id)
            }
        }
        guard case .line(let from, let to, _)? = list.items.first(where: { $0.id == "leader-title-padding" })?.shape else {
            Issue.record("no leader for titlePadding")
            return
        }
        // Right to left the image (on the leading, right side) was in the way: the label went left,
        // and its line runs between the title and the subtitle.
        let (image, title, subtitle) = (try rect("image-view"), try rect("title-label"), try rect("subtitle-label"))
        #expect(max(from.x, to.x) <= image.minX)
        #expect(from.y == to.y)
        #expect(from.y >= title.maxY && from.y <= subtitle.minY)
    }
}

@Suite("Trace sequence diagrams take the figures' themes")
struct SequenceThemeTests {
    @Test("diagram.theme and --theme pick the palette; the canvas is an item, so an SVG has it too")
    func palettes() throws {
        let renderer = try FigureRenderer()
        let traced = try traceScenario(path: fixturesDirectory + "/lifecycle/a1-outside-frames.yaml", loader: renderer.loader).get()
        for (theme, canvas, ink) in [
            (DiagramTheme.light, Color(rgb: 0xECECEC), Color(rgb: 0x1E1E1E)),
            (.dark, Color(rgb: 0x1C1C1E), Color(rgb: 0xEBEBF0)),
            (.transparent, Color(rgb: 0xFFFFFF, alpha: 0), Color(rgb: 0x1E1E1E)),
        ] {
            let list = try renderer.builder.buildSequence(run: traced.run, pixelsPerPoint: 2, theme: theme)
            #expect(list.background == canvas)
            #expect(list.items.first == DisplayItem(id: "background", shape: .rect(Rect(origin: .zero, size: list.size), fill: canvas, stroke: nil)))
            #expect(textRun("seq-1-title", in: list)?.color == ink, "\(theme)")
        }
    }

    @Test("trace --diagram --theme dark and render --theme transparent draw the trace in that theme")
    func commandLine() throws {
        let directory = NSTemporaryDirectory() + "buttonlab-sequence-theme-\(UInt64.random(in: 0...UInt64.max))"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fixture = fixturesDirectory + "/lifecycle/a1-outside-frames.yaml"
        let trace = try buttonlab("trace", fixture, "--diagram", directory + "/dark.svg", "--theme", "dark")
        #expect(trace.status == 0)
        let dark = try String(contentsOfFile: directory + "/dark.svg", encoding: .utf8)
        #expect(dark.contains("\n  <rect id=\"background\" x=\"0\" y=\"0\" width=\"1079\" height=\"1074\" fill=\"#1C1C1E\"/>\n"))
        let render = try buttonlab("render", fixture, "--theme", "transparent", "--format", "svg", "-o", directory + "/out")
        #expect(render.status == 0)
        let transparent = try String(contentsOfFile: directory + "/out/lifecycle-a1-outside-frames.svg", encoding: .utf8)
        #expect(transparent.contains("\n  <rect id=\"background\" x=\"0\" y=\"0\" width=\"1079\" height=\"1074\" fill=\"#FFFFFF\" fill-opacity=\"0\"/>\n"))
    }
}

/// The text item `id` of a display list.
private func textRun(_ id: String, in list: DisplayList) -> TextRun? {
    guard case .text(let run)? = list.items.first(where: { $0.id == id })?.shape else { return nil }
    return run
}

private struct ItemMissing: Error {
    var id: String
}
