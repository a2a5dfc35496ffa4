import ButtonLabTestSupport
import ButtonLayout
import ButtonReports
@testable import ButtonTrace
import Testing

/// §9's outputs: the text printer and the JSON form, exactly.
@Suite("§9 output")
struct OutputTests {
    @Test("text: §8's read imageView on an empty button, every line")
    func textReadImageView() {
        let text = trace([frame200x100, .read(.imageView)]).text
        #expect(text == """
            trace test: LoggingButton, uikit ios26, sdk modern

            1. init: [0, 0, 200, 100]
               frame button = (0, 0, 200, 100) by app
               sequence: none
               button: (0, 0, 200, 100)
               subviews: none

            2. read: imageView
               setNeedsLayout button by imageView getter
               contentRectForBounds:(0, 0, 200, 100) -> (0, 0, 200, 100)  via _setupImageView<-imageView
               imageRectForContentRect:(0, 0, 200, 100) -> (100, 50, 0, 0)  via _setupImageView<-imageView
               create imageView (100, 50, 0, 0) at index 0 via _setupImageView<-imageView
               layoutSubviews begin (0, 0, 200, 100)
                 hidden imageView = true
                 contentRectForBounds:(0, 0, 200, 100) -> (0, 0, 200, 100)  via _layoutImageAndTitleViews
                 contentRectForBounds:(0, 0, 200, 100) -> (0, 0, 200, 100)  via pressFeedbackPosition
               layoutSubviews end
               sequence: 3 4 1 3 3
               button: (0, 0, 200, 100)
               subviews: imageView (100, 50, 0, 0) hidden

            """)
    }

    @Test("text: article 2's recursion ends in a crash with its explanation; the rest is not run")
    func textRecursion() {
        let text = TraceSimulator.run(FixtureScenarios.named("a2-image-rect-recursion.yaml")).text
        #expect(text.hasSuffix("""
            5. runLoop
               runLoopLayoutSweep 1
                 layoutSubviews superview
                 layoutSubviews begin (0, 0, 200, 100)
                   contentRectForBounds:(0, 0, 200, 100) -> (0, 0, 200, 100)  via _setupImageView<-_updateImageView
                   imageRectForContentRect:(0, 0, 200, 100) -> (never returns)  via _setupImageView<-_updateImageView
                     setNeedsLayout button by imageView getter
                     crash: infinite recursion — imageRectForContentRect: reads self.imageView while the image view is being created
               sequence: 1 3 4
               button: (0, 0, 200, 100), needs layout
               subviews: none
               why: Article 2 warns about this: UIKit asks imageRectForContentRect: for the frame before the lazy imageView exists, so reading self.imageView there starts its creation again, until the stack overflows.

            6. call: imageRectForContentRect — not run (the trace stopped at step 5)

            """))
        #expect(text.hasPrefix("trace lifecycle-a2-image-rect-recursion: MyButton, uikit ios26, sdk modern\n\n1. init: [0, 0, 200, 100]\n"))
    }

    @Test("text: a feedback loop prints its first sweeps and summarises the rest")
    func textFeedbackLoop() {
        let text = TraceSimulator.run(FixtureScenarios.named("a2-setneedslayout-loop.yaml")).text
        #expect(text.contains("\n     layoutSubviews end\n   runLoopLayoutSweep 3–100: the same as sweep 2\n   feedbackLoop: the layout never settles after 100 passes\n"))
        #expect(text.contains("\n   sequence: 1 3 4 3 5 3 4 5 3 4 · (1 3 4 5 3 4) × 99\n"))
        #expect(text.contains("\n   why: Article 2 found this by calling setNeedsLayout inside a rect override"))
        #expect(!text.contains("runLoopLayoutSweep 4\n"))
    }

    @Test("text: pitfall notes name their article; switches that differ from the defaults are in the heading")
    func textNotes() {
        let text = TraceSimulator.run(FixtureScenarios.named("a1-outside-frames.yaml")).text
        #expect(text.contains("\n   note: Article 1's first approach: imageView.frame (0, 0, 100, 100) set from outside lasted only until the next layoutSubviews, which put it at (0, 50, 50, 50).\n"))
        let heading = trace([frame200x100], options: TraceOptions(feedbackThreshold: 50, sameTurnRelayout: false)).text
        #expect(heading.hasPrefix("trace test: LoggingButton, uikit ios26, sdk modern, feedbackThreshold 50, sameTurnRelayout off\n"))
    }

    @Test("JSON: §8's read imageView, exactly")
    func jsonReadImageView() {
        let json = trace([frame200x100, .read(.imageView)]).json
        let step = json["steps"].flatMap { if case .array(let steps) = $0 { steps[1] } else { nil } }
        #expect(step?.rendered() == """
            {
              "action": "read: imageView",
              "events": [
                {"kind": "setNeedsLayout", "view": "button", "by": "imageView getter", "coalesced": false, "depth": 0},
                {
                  "kind": "msg",
                  "sel": "contentRectForBounds:",
                  "arg": {"x": 0, "y": 0, "width": 200, "height": 100},
                  "ret": {"x": 0, "y": 0, "width": 200, "height": 100},
                  "via": "_setupImageView<-imageView",
                  "depth": 0
                },
                {
                  "kind": "msg",
                  "sel": "imageRectForContentRect:",
                  "arg": {"x": 0, "y": 0, "width": 200, "height": 100},
                  "ret": {"x": 100, "y": 50, "width": 0, "height": 0},
                  "via": "_setupImageView<-imageView",
                  "depth": 0
                },
                {
                  "kind": "create",
                  "view": "imageView",
                  "frame": {"x": 100, "y": 50, "width": 0, "height": 0},
                  "index": 0,
                  "via": "_setupImageView<-imageView",
                  "depth": 0
                },
                {
                  "kind": "layoutSubviews",
                  "view": "button",
                  "phase": "begin",
                  "bounds": {"x": 0, "y": 0, "width": 200, "height": 100},
                  "depth": 0
                },
                {"kind": "hidden", "view": "imageView", "value": true, "depth": 1},
                {
                  "kind": "msg",
                  "sel": "contentRectForBounds:",
                  "arg": {"x": 0, "y": 0, "width": 200, "height": 100},
                  "ret": {"x": 0, "y": 0, "width": 200, "height": 100},
                  "via": "_layoutImageAndTitleViews",
                  "depth": 1
                },
                {
                  "kind": "msg",
                  "sel": "contentRectForBounds:",
                  "arg": {"x": 0, "y": 0, "width": 200, "height": 100},
                  "ret": {"x": 0, "y": 0, "width": 200, "height": 100},
                  "via": "pressFeedbackPosition",
                  "depth": 1
                },
                {
                  "kind": "layoutSubviews",
                  "view": "button",
                  "phase": "end",
                  "bounds": {"x": 0, "y": 0, "width": 200, "height": 100},
                  "depth": 0
                }
              ],
              "sequence": "3 4 1 3 3",
              "outcome": "ok",
              "subviews": [
                {
                  "view": "imageView",
                  "frame": {"x": 100, "y": 50, "width": 0, "height": 0},
                  "hidden": true
                }
              ],
              "needsLayout": false
            }
            """)
    }

    @Test("JSON: the shape of §9 — name, uikit, one step per action with its outcome; crash and notRun")
    func jsonShape() {
        let json = TraceSimulator.run(FixtureScenarios.named("a2-image-rect-recursion.yaml")).json
        guard case .object(let top) = json, case .array(let steps)? = json["steps"] else {
            Issue.record("not an object with steps")
            return
        }
        #expect(top.map(\.0) == ["name", "uikit", "steps"])
        #expect(json["uikit"] == .string("ios26"))
        #expect(steps.count == 6)
        for step in steps {
            guard case .object(let members) = step else { continue }
            #expect(members.map(\.0) == ["action", "events", "sequence", "outcome", "subviews", "needsLayout"])
        }
        #expect(steps[4]["outcome"] == .string("crash"))
        #expect(steps[4]["sequence"] == .string("1 3 4"))
        guard case .array(let events)? = steps[4]["events"] else { return }
        #expect(events.last?["kind"] == .string("crash"))
        #expect(events.last?["reason"] == .string(
            "infinite recursion — imageRectForContentRect: reads self.imageView while the image view is being created"))
        #expect(events.first == .object([("kind", .string("runLoopLayoutSweep")), ("sweep", .number(1)), ("depth", .number(0))]))
        #expect(steps[5]["outcome"] == .string("notRun"))
        #expect(steps[5]["events"] == .array([]))
        #expect(steps[5]["action"] == .string("call: imageRectForContentRect"))
    }

    @Test("JSON: every event kind of §2", arguments: [
        ("a2-setneedslayout-loop.yaml", ["setNeedsLayout", "runLoopLayoutSweep", "layoutSubviews", "msg", "create", "frame", "feedbackLoop"]),
        ("a1-lazy-subviews.yaml", ["internal", "frame"]),
        ("a3-init.yaml", ["hidden"]),
    ])
    func jsonKinds(file: String, kinds: [String]) {
        let json = TraceSimulator.run(FixtureScenarios.named(file)).json
        let rendered = json.rendered()
        for kind in kinds { #expect(rendered.contains("\"kind\": \"\(kind)\""), "\(kind)") }
        #expect(rendered.contains("\"kind\": \"feedbackLoop\", \"sweeps\": 100") == (file == "a2-setneedslayout-loop.yaml"))
    }

    @Test("JSON strings are escaped; the action text follows the scenario")
    func jsonEscaping() {
        #expect(JSONValue.string("a \"b\"\n").rendered() == "\"a \\\"b\\\"\\n\"")
        #expect(TraceAction.setTitle(ContentChange(.value(TitleValue(text: "new", size: size(30, 25))), state: .highlighted)).source
            == "setTitle: \"new\" (highlighted)")
        #expect(TraceAction.animate([.setFrame(rect(0, 0, 300, 100))]).source == "animate: [{setFrame: [0, 0, 300, 100]}]")
        #expect(TraceAction.setSubviewFrame(.imageView, rect(0, 0, 200, 100)).source == "set: {imageView.frame: [0, 0, 200, 100]}")
    }
}
