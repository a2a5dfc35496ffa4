import ButtonDiagram
import ButtonLabKit
import ButtonLabTestSupport
import ButtonLayout
import ButtonRender
import ButtonScenario
import ButtonTrace
import Foundation
import Testing

private let lifecycle = fixturesDirectory + "/lifecycle/"

/// `buttonlab trace` end to end: text, JSON, diagrams, exit statuses.
@Suite("buttonlab trace, end to end")
struct TraceCommandTests {
    @Test("text: article 4's call order on iOS 26, exactly")
    func text() throws {
        let run = try buttonlab("trace", lifecycle + "a4-call-order-ios26.yaml")
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        #expect(run.output == """
            trace lifecycle-a4-call-order-ios26: MyButton, uikit ios26, sdk modern

            1. init: [0, 0, 200, 100]
               frame button = (0, 0, 200, 100) by app
               sequence: none
               button: (0, 0, 200, 100)
               subviews: none

            2. setTitle
               setNeedsLayout button by _invalidateForPropertyChange (setTitle:forState:)
               sequence: none
               button: (0, 0, 200, 100), needs layout
               subviews: none

            3. setImage
               setNeedsLayout button by _invalidateForPropertyChange (setImage:forState:) (already dirty)
               sequence: none
               button: (0, 0, 200, 100), needs layout
               subviews: none

            4. addToWindow
               setNeedsLayout superview by addSubview:
               setNeedsLayout button by didMoveToSuperview (already dirty)
               sequence: none
               button: (0, 0, 200, 100), needs layout
               subviews: none

            5. runLoop
               runLoopLayoutSweep 1
                 layoutSubviews superview
                 layoutSubviews begin (0, 0, 200, 100)
                   contentRectForBounds:(0, 0, 200, 100) -> (0, 0, 200, 100)  via _setupImageView<-_updateImageView
                   imageRectForContentRect:(0, 0, 200, 100) -> (50, 25, 50, 50)  via _setupImageView<-_updateImageView
                   create imageView (50, 25, 50, 50) at index 0 via _setupImageView<-_updateImageView
                   contentRectForBounds:(0, 0, 200, 100) -> (0, 0, 200, 100)  via _setupTitleView<-_updateTitleView
                   titleRectForContentRect:(0, 0, 200, 100) -> (100, 37.5, 50, 25)  via _setupTitleView<-_updateTitleView
                   create titleLabel (100, 37.5, 50, 25) at index 1 via _setupTitleView<-_updateTitleView
                   contentRectForBounds:(0, 0, 200, 100) -> (0, 0, 200, 100)  via _layoutImageAndTitleViews
                   imageRectForContentRect:(0, 0, 200, 100) -> (50, 25, 50, 50)  via _layoutImageAndTitleViews
                   frame imageView = (50, 25, 50, 50) by layout
                   titleRectForContentRect:(0, 0, 200, 100) -> (100, 37.5, 50, 25)  via _layoutImageAndTitleViews
                   frame titleLabel = (100, 37.5, 50, 25) by layout
                   contentRectForBounds:(0, 0, 200, 100) -> (0, 0, 200, 100)  via pressFeedbackPosition
                   imageRectForContentRect:(0, 0, 200, 100) -> (50, 25, 50, 50)  via pressFeedbackPosition
                 layoutSubviews end
               sequence: 1 3 4 3 5 3 4 5 3 4
               button: (0, 0, 200, 100)
               subviews: imageView (50, 25, 50, 50), titleLabel (100, 37.5, 50, 25)

            6. setTitle: "new"
               setNeedsLayout button by _invalidateForPropertyChange (setTitle:forState:)
               sequence: none
               button: (0, 0, 200, 100), needs layout
               subviews: imageView (50, 25, 50, 50), titleLabel (100, 37.5, 50, 25)

            7. runLoop
               runLoopLayoutSweep 1
                 layoutSubviews begin (0, 0, 200, 100)
                   contentRectForBounds:(0, 0, 200, 100) -> (0, 0, 200, 100)  via _layoutImageAndTitleViews
                   imageRectForContentRect:(0, 0, 200, 100) -> (60, 25, 50, 50)  via _layoutImageAndTitleViews
                   frame imageView = (60, 25, 50, 50) by layout
                   titleRectForContentRect:(0, 0, 200, 100) -> (110, 37.5, 30, 25)  via _layoutImageAndTitleViews
                   frame titleLabel = (110, 37.5, 30, 25) by layout
                   contentRectForBounds:(0, 0, 200, 100) -> (0, 0, 200, 100)  via pressFeedbackPosition
                   imageRectForContentRect:(0, 0, 200, 100) -> (60, 25, 50, 50)  via pressFeedbackPosition
                 layoutSubviews end
               sequence: 1 3 4 5 3 4
               button: (0, 0, 200, 100)
               subviews: imageView (60, 25, 50, 50), titleLabel (110, 37.5, 30, 25)

            """)
    }

    @Test("JSON: article 2's title-rect recursion, exactly §9's object; a modelled crash exits 0")
    func json() throws {
        let run = try buttonlab("trace", lifecycle + "a2-title-rect-recursion.yaml", "--format", "json")
        #expect(run.status == 0)
        #expect(run.output == """
            {
              "name": "lifecycle-a2-title-rect-recursion",
              "uikit": "ios26",
              "steps": [
                {
                  "action": "init: [0, 0, 200, 100]",
                  "events": [
                    {
                      "kind": "frame",
                      "view": "button",
                      "frame": {"x": 0, "y": 0, "width": 200, "height": 100},
                      "by": "app",
                      "depth": 0
                    }
                  ],
                  "sequence": "",
                  "outcome": "ok",
                  "subviews": [],
                  "needsLayout": false
                },
                {
                  "action": "read: titleLabel",
                  "events": [
                    {
                      "kind": "msg",
                      "sel": "contentRectForBounds:",
                      "arg": {"x": 0, "y": 0, "width": 200, "height": 100},
                      "ret": {"x": 0, "y": 0, "width": 200, "height": 100},
                      "via": "_setupTitleView<-titleLabel",
                      "depth": 0
                    },
                    {
                      "kind": "msg",
                      "sel": "titleRectForContentRect:",
                      "arg": {"x": 0, "y": 0, "width": 200, "height": 100},
                      "ret": null,
                      "via": "_setupTitleView<-titleLabel",
                      "depth": 0
                    },
                    {"kind": "crash", "reason": "infinite recursion — titleRectForContentRect: reads self.titleLabel while the title label is being created", "explanation": "Article 2 warns about this: UIKit asks titleRectForContentRect: for the frame before the lazy titleLabel exists, so reading self.titleLabel there starts its creation again, until the stack overflows.", "depth": 1}
                  ],
                  "sequence": "3 5",
                  "outcome": "crash",
                  "subviews": [],
                  "needsLayout": false
                }
              ]
            }

            """)
        let parsed = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        #expect(parsed?["name"] as? String == "lifecycle-a2-title-rect-recursion")
    }

    @Test("several scenarios: an array in input order; a feedback loop exits 0 and keeps every sweep")
    func several() throws {
        let run = try buttonlab(
            "trace", lifecycle + "a2-setneedslayout-loop.yaml", lifecycle + "a3-xib-loading.yaml", "--format", "json")
        #expect(run.status == 0)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
        #expect(array.map { $0["name"] as? String } == ["lifecycle-a2-setneedslayout-loop", "lifecycle-a3-xib-loading"])
        let loop = try #require(array[0]["steps"] as? [[String: Any]])
        #expect(loop.map { $0["outcome"] as? String } == ["ok", "ok", "ok", "ok", "feedbackLoop"])
        let sweeps = (loop[4]["events"] as? [[String: Any]])?.filter { $0["kind"] as? String == "runLoopLayoutSweep" }
        #expect(sweeps?.count == 100)
        let text = try buttonlab("trace", lifecycle + "a2-setneedslayout-loop.yaml", lifecycle + "a3-xib-loading.yaml")
        #expect(text.output.contains("   runLoopLayoutSweep 3–100: the same as sweep 2\n   feedbackLoop: the layout never settles after 100 passes\n"))
        #expect(text.output.contains("\n\ntrace lifecycle-a3-xib-loading: MyButton, uikit ios26, sdk modern\n"))
    }

    @Test("--diagram writes the sequence diagram as PNG, SVG or PDF, atomically, creating its directory")
    func diagrams() throws {
        let directory = makeScratch("test")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let renderer = try FigureRenderer()
        let traced = try traceScenario(path: lifecycle + "a1-rect-overrides.yaml", loader: renderer.loader).get()
        let expected = try renderer.render(.trace(traced), formats: [.png, .svg, .pdf])
        for format in ["png", "svg", "PDF"] {
            let path = directory + "/nested/diagram.\(format)"
            let run = try buttonlab("trace", lifecycle + "a1-rect-overrides.yaml", "--diagram", path)
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.output.hasPrefix("trace lifecycle-a1-rect-overrides: CYLButton"))
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            switch format {
            case "png":
                #expect(bytes == expected.png)
                let image = try decodePNG(bytes)
                #expect((image.width, image.height) == (expected.canvas.width, expected.canvas.height))
            case "svg": #expect(String(decoding: bytes, as: UTF8.self) == expected.svg)
            default: #expect(bytes.starts(with: Array("%PDF".utf8)))
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/nested").sorted() == [
            "diagram.PDF", "diagram.png", "diagram.svg",
        ])
        let scaled = try buttonlab(
            "trace", lifecycle + "a1-rect-overrides.yaml", "--diagram", directory + "/1x.png", "--pixels-per-point", "1")
        #expect(scaled.status == 0)
        let image = try decodePNG([UInt8](try Data(contentsOf: URL(fileURLWithPath: directory + "/1x.png"))))
        #expect(image.width * 2 == expected.canvas.width)
    }

    @Test("usage and input errors: exit 64 for options, 2 for scenarios; nothing half-written")
    func errors() throws {
        let directory = makeScratch("test")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let gif = try buttonlab("trace", lifecycle + "a1-rect-overrides.yaml", "--diagram", directory + "/d.gif")
        #expect(gif.status == 64)
        #expect(gif.errors.hasPrefix("Error: --diagram draws a .png, .svg or .pdf file, not '\(directory)/d.gif'"))
        let two = try buttonlab("trace", lifecycle, "--diagram", directory + "/d.png")
        #expect(two.status == 2)
        #expect(two.errors == "error: --diagram draws one scenario, and 17 were given; `buttonlab render` draws each trace scenario as its sequence diagram\n")
        let layout = fixturesDirectory + "/article2/fig01-default.yaml"
        let notATrace = try buttonlab("trace", layout)
        #expect(notATrace.status == 2)
        #expect(notATrace.errors == """
            \(layout): error: edge-insets-01-default has no `trace:` block, so there is no life cycle to simulate; `buttonlab layout \(layout)` lays its button out (docs/lifecycle.md describes the block)
            1 of 1 scenario failed:
              \(layout)

            """)
        let everything = try buttonlab("trace", fixturesDirectory, "--format", "json")
        #expect(everything.status == 0)
        let total = try scenarioFiles(for: [fixturesDirectory]).count
        #expect(everything.errors == "note: skipped \(total - 17) of \(total) scenarios without a `trace:` block (`buttonlab layout` lays them out)\n")
        let traced = try #require(try JSONSerialization.jsonObject(with: Data(everything.output.utf8)) as? [[String: Any]])
        #expect(traced.count == 17)
        let none = try buttonlab("trace", fixturesDirectory + "/article2")
        #expect(none.status == 2)
        #expect(none.errors == "error: nothing to trace: none of the 11 scenarios has a `trace:` block\n")
        let bad = directory + "/bad.yaml"
        try "button: {size: [10, 10]}\ntrace:\n  actions: [runLoop, init]\n".write(toFile: bad, atomically: true, encoding: .utf8)
        let invalid = try buttonlab("trace", bad, "--diagram", directory + "/bad.png")
        #expect(invalid.status == 2)
        #expect(invalid.errors.hasPrefix("\(bad):3:13: error: trace.actions[0]: the button does not exist yet"))
        #expect(invalid.output.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["bad.yaml"])
    }

    @Test("layout and explain: a trace scenario without a size is noted and skipped, or the error when alone")
    func layoutSkipsTraces() throws {
        let lazy = lifecycle + "a1-lazy-subviews.yaml"
        let note = "\(lazy): note: lifecycle-a1-lazy-subviews is a trace scenario without button.size, so there is no "
            + "button to lay out; `buttonlab trace \(lazy)` simulates its life cycle\n"
        let mixed = try buttonlab("layout", lazy, fixturesDirectory + "/article2/fig01-default.yaml", "--format", "json")
        #expect(mixed.status == 0)
        #expect(mixed.errors == note)
        #expect(mixed.output.hasPrefix("[\n  {\n    \"name\": \"edge-insets-01-default\","))
        let alone = try buttonlab("explain", lazy)
        #expect(alone.status == 2)
        #expect(alone.output.isEmpty)
        #expect(alone.errors == note.replacingOccurrences(of: ": note: ", with: ": error: "))
        let all = try buttonlab("layout", lifecycle + "a1-lazy-subviews.yaml", lifecycle + "a1-rect-overrides.yaml")
        #expect(all.status == 2)
        #expect(all.errors.hasSuffix(
            "error: nothing to lay out: all 2 scenarios are trace scenarios without button.size; `buttonlab trace` simulates them\n"))
        let sized = try buttonlab("layout", lifecycle + "a3-xib-loading.yaml", "--format", "json")
        #expect(sized.status == 0)
        #expect(sized.output.contains("\"imageView\": {\"x\": 50, \"y\": 25, \"width\": 50, \"height\": 50}"))
    }

    @Test("--help says that a modelled crash or feedback loop is a successful simulation")
    func help() throws {
        let run = try buttonlab("trace", "--help")
        #expect(run.status == 0)
        #expect(run.output.contains("modelled `crash`"))
        #expect(run.output.contains("simulation of that pitfall and exits 0 too"))
    }
}

/// The figure commands and the library: a trace scenario is drawn as its sequence diagram.
@Suite("Trace scenarios in render, check and gallery")
struct TraceFigureTests {
    @Test("every lifecycle fixture loads from its file and runs as the simulator's own tests expect", arguments: lifecycleFixtureExpectations)
    func fixtures(file: String, sequences: [String], outcome: String) throws {
        let traced = try traceScenario(path: lifecycle + file, loader: makeScenarioLoader()).get()
        #expect(traced.run.steps.map(\.sequence) == sequences)
        #expect(traced.run.outcome.rawValue == outcome)
    }

    @Test("render draws the sequence diagram, with the trace JSON and the canvas as its sidecar")
    func render() throws {
        let renderer = try FigureRenderer()
        let figure = try renderer.render(path: lifecycle + "a2-image-rect-recursion.yaml", formats: [.png, .svg]).get()
        guard case .trace(let traced) = figure.subject else {
            Issue.record("a trace scenario was drawn as a layout")
            return
        }
        let list = try renderer.builder.buildSequence(run: traced.run, pixelsPerPoint: 2)
        #expect(figure.canvas == CanvasTransform(list))
        #expect(list.size == SequenceLayout().diagram(for: traced.run).size)
        let image = try decodePNG(try #require(figure.png))
        #expect((image.width, image.height) == (figure.canvas.width, figure.canvas.height))
        #expect(figure.svg?.contains("crash: infinite recursion — imageRectForContentRect: reads self.imageView") == true)
        let sidecar = figure.sidecar.rendered()
        #expect(sidecar.hasPrefix("{\n  \"name\": \"lifecycle-a2-image-rect-recursion\",\n  \"uikit\": \"ios26\",\n  \"steps\": ["))
        #expect(sidecar.hasSuffix(
            "  \"canvas\": {\"width\": \(figure.canvas.width), \"height\": \(figure.canvas.height), \"pixelsPerPoint\": 2}\n}"))
        #expect(figure.files.map(\.fileExtension) == ["png", "svg", "json"])
    }

    @Test("a diagram over the pixel limit is refused with what to do, not drawn")
    func tooLarge() throws {
        let renderer = try FigureRenderer()
        let traced = try traceScenario(path: lifecycle + "a1-outside-frames.yaml", loader: renderer.loader).get()
        let size = SequenceLayout().diagram(for: traced.run).size
        #expect(size.width * 3 < 8192 && size.height * 3 < 8192 && size.width * 16 > 8192)
        let scale = FigureScale(pixelsPerPoint: 16, source: .commandLine, drawn: size)
        #expect(throws: DiagramError.sequenceTooLarge(width: Int(size.width * 16), height: Int(size.height * 16), maximum: 8192, scale: scale)) {
            try renderer.builder.buildSequence(run: traced.run, pixelsPerPoint: 16, source: .commandLine)
        }
        #expect(throws: Never.self) { try renderer.builder.buildSequence(run: traced.run, pixelsPerPoint: 3) }
        // Each message names the knob that was set.
        let page = Size(width: 1079, height: 1070)
        #expect("\(DiagramError.sequenceTooLarge(width: 17264, height: 17120, maximum: 8192, scale: FigureScale(pixelsPerPoint: 16, source: .commandLine, drawn: page)))" == "the sequence diagram would be 17264 × 17120 px at --pixels-per-point 16, over the limit of 8192 px on a side; lower --pixels-per-point")
        let written = FigureScale(pixelsPerPoint: 16, source: .scenario(SourcePosition(line: 9, column: 19)), drawn: page)
        #expect("\(DiagramError.sequenceTooLarge(width: 17264, height: 17120, maximum: 8192, scale: written))" == "the sequence diagram would be 17264 × 17120 px at diagram.pixelsPerPoint: 16 (line 9, column 19), over the limit of 8192 px on a side; lower diagram.pixelsPerPoint or split the actions into several scenarios")
        let long = Size(width: 400, height: 5000)
        #expect("\(DiagramError.sequenceTooLarge(width: 800, height: 10000, maximum: 8192, scale: FigureScale(pixelsPerPoint: 2, source: .automatic, drawn: long)))" == "the sequence diagram would be 800 × 10000 px at the default 2 px per point, over the limit of 8192 px on a side; split the actions into several scenarios, or set diagram.pixelsPerPoint below 2")
    }

    @Test("the gallery shows a trace scenario's diagram with its trace under it")
    func gallery() throws {
        let directory = NSTemporaryDirectory() + "buttonlab-trace-gallery-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try prepareOutputDirectory(directory + "/figures")
        let (report, figures) = try makeGallery(
            paths: [lifecycle + "a4-call-order-ios26.yaml", fixturesDirectory + "/article2/fig01-default.yaml"],
            into: directory + "/figures", pagePath: directory + "/gallery.md", jobs: 1, renderer: try FigureRenderer())
        #expect(report.failures.isEmpty)
        #expect(figures == 2)
        let page = try String(contentsOfFile: directory + "/gallery.md", encoding: .utf8)
        #expect(page.contains("""
            ### lifecycle-a4-call-order-ios26

            iOS 26.1's order: 1 3 4 5 3 4

            ![lifecycle-a4-call-order-ios26](figures/lifecycle-a4-call-order-ios26.png)

            <details><summary>Scenario <code>
            """))
        #expect(page.contains("a4-call-order-ios26.yaml</code> and its trace</summary>"))
        #expect(page.contains("   sequence: 1 3 4 3 5 3 4 5 3 4\n"))
        #expect(page.contains("fig01-default.yaml</code> and frames</summary>"))
        #expect(FileManager.default.fileExists(atPath: directory + "/figures/lifecycle-a4-call-order-ios26.png"))
    }

    @Test("check compares a trace scenario's diagram with its golden")
    func check() throws {
        let run = try buttonlab("check", lifecycle, "--golden", fixturesDirectory + "/../Tests/Goldens")
        #expect(run.status == 0)
        #expect(run.output.hasSuffix("17 passed, 0 failed\n"))
    }
}
