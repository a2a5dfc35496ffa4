import ButtonLabTestSupport
import ButtonLayout
import ButtonTrace
import Testing

@testable import ButtonScenario

private func expression(_ source: String) -> RectExpression {
    guard case .set(_, let rect) = SubclassStatement(parsing: "set self.frame = \(source)") else {
        preconditionFailure("bad expression \(source)")
    }
    return rect
}

/// Ten units per character and a 20-pt line: enough to tell measured titles apart.
private struct TenPerCharacter: TextMeasuring {
    func measure(_ text: String, font: FontSpec) -> Size { Size(width: Double(text.count) * 10, height: 20) }
}

private let content = """
    button:
      image: {size: [50, 50]}
      title: {text: "T", size: [40, 20]}

    """

private func trace(_ text: String, measurer: (any TextMeasuring)? = nil) throws -> TraceScenario {
    try #require(try scenario(text, measurer: measurer).trace)
}

/// docs/lifecycle.md's tables ("The scenario keys"): the `subclass` and `trace` blocks as the
/// simulator's input, with every problem at its line and column.
@Suite("Trace scenarios: the subclass and trace blocks")
struct TraceScenarioTests {
    @Test("every action form of §9 becomes its TraceAction")
    func actions() throws {
        let scenario = try trace(
            """
            button:
              image: {size: [50, 50]}
              title: {text: "T", size: [40, 20]}
              backgroundImage: {size: [200, 100]}
              imageEdgeInsets: {left: 50}
              contentHorizontalAlignment: left
            trace:
              actions:
                - init: [0, 0, 200, 100]
                - setTitle
                - setTitle: {text: "new", size: [30, 25], state: highlighted}
                - setTitle: null
                - setAttributedTitle: {text: "", size: [0, 0]}
                - setImage
                - setImage: [20, 10]
                - setImage: {size: [1, 2], state: selected}
                - setImage: null
                - setBackgroundImage
                - read: subviews
                - read: intrinsicContentSize
                - call: sizeThatFits
                - addToSuperview
                - addToWindow
                - runLoop
                - setFrame: [0, 0, 300, 100]
                - setBounds: [300, 50]
                - setCenter: [10, 20]
                - set: {imageView.frame: [0, 0, 200, 100]}
                - set: {titleLabel.frame: [1, 2, 3, 4]}
                - set: {self.frame: [0, 0, 10, 10]}
                - setContentEdgeInsets: [1, 2, 3, 4]
                - setImageEdgeInsets
                - setTitleEdgeInsets: {right: 5}
                - setContentHorizontalAlignment
                - setContentVerticalAlignment: bottom
                - setNeedsLayout
                - layoutIfNeeded
                - sizeToFit
                - animate: [{setFrame: [0, 0, 300, 100]}, runLoop]
            """)
        #expect(scenario.trace.actions == [
            .create(.initWithFrame(rect(0, 0, 200, 100))),
            .setTitle(ContentChange()),
            .setTitle(ContentChange(.value(TitleValue(text: "new", size: size(30, 25))), state: .highlighted)),
            .setTitle(ContentChange(.remove)),
            .setAttributedTitle(ContentChange(.value(TitleValue(text: "", size: size(0, 0))))),
            .setImage(ContentChange()),
            .setImage(ContentChange(.value(size(20, 10)))),
            .setImage(ContentChange(.value(size(1, 2)), state: .selected)),
            .setImage(ContentChange(.remove)),
            .setBackgroundImage(ContentChange()),
            .read(.subviews), .read(.intrinsicContentSize), .call(.sizeThatFits),
            .addToSuperview, .addToWindow, .runLoop,
            .setFrame(rect(0, 0, 300, 100)), .setBounds(size(300, 50)), .setCenter(Point(x: 10, y: 20)),
            .setSubviewFrame(.imageView, rect(0, 0, 200, 100)), .setSubviewFrame(.titleLabel, rect(1, 2, 3, 4)),
            .setFrame(rect(0, 0, 10, 10)),
            .setContentEdgeInsets(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)), .setImageEdgeInsets(nil),
            .setTitleEdgeInsets(EdgeInsets(top: 0, left: 0, bottom: 0, right: 5)),
            .setContentHorizontalAlignment(nil), .setContentVerticalAlignment(.bottom),
            .setNeedsLayout, .layoutIfNeeded, .sizeToFit,
            .animate([.setFrame(rect(0, 0, 300, 100)), .runLoop]),
        ])
        #expect(scenario.trace.actions.map(\.source).prefix(3) == [
            "init: [0, 0, 200, 100]", "setTitle", "setTitle: \"new\" (highlighted)",
        ])
    }

    @Test("the other creations", arguments: [
        ("init", TraceCreation.`init`),
        ("initWithFrame: [1, 2, 3, 4]", .initWithFrame(rect(1, 2, 3, 4))),
        ("buttonWithType: system", .buttonWithType(.system)),
        ("initWithCoder", .initWithCoder(nil)),
        ("initWithCoder: [0, 0, 10, 20]", .initWithCoder(rect(0, 0, 10, 20))),
    ])
    func creations(_ written: String, creation: TraceCreation) throws {
        let scenario = try trace("button: {size: [200, 100]}\ntrace:\n  actions:\n    - \(written)\n")
        #expect(scenario.trace.actions == [.create(creation)])
    }

    @Test("the subclass: overrides, side effects and bodies")
    func subclass() throws {
        let scenario = try trace(
            content + """
                subclass:
                  name: CYLButton
                  logs: [contentRectForBounds, backgroundRectForBounds]
                  contentRect: super
                  imageRect: [0, 0, cw, cw]
                  titleRect: [0, cw, cw, ch - cw]
                  sideEffects:
                    imageRectForContentRect: [read imageView, setNeedsLayout]
                  init: [read titleLabel, read imageView]
                  awakeFromNib: [layoutIfNeeded]
                  layoutSubviews: [super, "set titleLabel.frame = [0, bw, bw, bh - bw]"]
                trace:
                  actions: [init]
                """)
        #expect(scenario.subclass == SubclassDescription(
            name: "CYLButton", logs: [.contentRectForBounds, .backgroundRectForBounds], contentRect: .callSuper,
            imageRect: .expression(expression("[0, 0, cw, cw]")), titleRect: .expression(expression("[0, cw, cw, ch - cw]")),
            sideEffects: [.imageRectForContentRect: [.read(.imageView), .setNeedsLayout]],
            initBody: [.read(.titleLabel), .read(.imageView)], awakeFromNib: [.layoutIfNeeded],
            layoutSubviews: [.callSuper, .set(.titleLabelFrame, expression("[0, bw, bw, bh - bw]"))]))
        #expect(scenario.subclass?.overridesRectAccessors == true)
    }

    @Test("no subclass is a plain UIButton; an empty one is MyButton overriding nothing")
    func plainButton() throws {
        #expect(try trace(content + "trace: {actions: [init]}\n").subclass == nil)
        #expect(try trace(content + "subclass: {}\ntrace: {actions: [init]}\n").subclass == SubclassDescription())
    }

    @Test("the switches of §7, and their defaults")
    func switches() throws {
        #expect(try trace(content + "trace: {actions: [init]}\n").trace == TraceOptions(actions: [.create(.`init`)]))
        let written = try trace(
            content + """
                trace:
                  uikit: article2019
                  sdk: old
                  feedbackThreshold: 50
                  superviewMarkingOnSubviewResize: false
                  sameTurnRelayout: false
                  imageChildInvalidation: true
                  actions: [init]
                """)
        #expect(written.trace == TraceOptions(
            uikit: .article2019, sdk: .old, feedbackThreshold: 50, superviewMarkingOnSubviewResize: false,
            sameTurnRelayout: false, imageChildInvalidation: true, actions: [.create(.`init`)]))
    }

    @Test("writing every stated default gives the same scenario as leaving them out")
    func statedDefaults() throws {
        let base = try scenario(content + "subclass: {}\ntrace: {actions: [init]}\n")
        let written = try scenario(
            content + """
                subclass: {name: MyButton, logs: []}
                trace:
                  uikit: ios26
                  sdk: modern
                  feedbackThreshold: 100
                  superviewMarkingOnSubviewResize: true
                  sameTurnRelayout: true
                  imageChildInvalidation: false
                  actions: [init]
                """)
        #expect(written == base)
    }

    @Test("the button block gives the values; its frame only when it has a size")
    func buttonValues() throws {
        let sizeless = try trace(content + "trace: {actions: [init]}\n")
        #expect(sizeless.name == "scenario")
        #expect(sizeless.button.frame == nil)
        #expect(sizeless.button.title == TitleValue(text: "T", size: size(40, 20)))
        #expect(sizeless.button.image == size(50, 50))
        let framed = try trace(
            "button: {frame: [10, 20, 200, 100], buttonType: system, imageEdgeInsets: {left: 50}, scale: 3}\n"
                + "trace: {actions: [initWithCoder]}\n")
        #expect(framed.button.frame == rect(10, 20, 200, 100))
        #expect(framed.button.buttonType == .system)
        #expect(framed.button.scale == .x3)
        #expect(framed.button.imageEdgeInsets == EdgeInsets(top: 0, left: 50, bottom: 0, right: 0))
        #expect(try trace("button: {size: [200, 100]}\ntrace: {actions: [init]}\n").button.frame == rect(0, 0, 200, 100))
    }

    @Test("a title given by text alone is measured as the button block's title is")
    func measuredTitles() throws {
        let measurer = TenPerCharacter()
        let block = try scenario("button: {size: [1, 1], title: {text: \"Photos\"}}\n", measurer: measurer)
        let measured = try #require(block.title?.naturalSize)
        let scenario = try trace(
            content + "trace:\n  actions:\n    - init\n    - setTitle: Photos\n    - setTitle: {text: Photos}\n"
                + "    - setTitle: \"\"\n",
            measurer: measurer)
        #expect(Array(scenario.trace.actions.dropFirst()) == [
            .setTitle(ContentChange(.value(TitleValue(text: "Photos", size: measured, sizeIsGiven: false)))),
            .setTitle(ContentChange(.value(TitleValue(text: "Photos", size: measured, sizeIsGiven: false)))),
            .setTitle(ContentChange(.value(TitleValue(text: "", size: .zero)))),
        ])
        #expect(errors(content + "trace:\n  actions:\n    - init\n    - setTitle: Photos\n") == [
            "7:7: error: trace.actions[1]: missing size: give the title's natural single-line size, "
                + "{text: \"…\", size: [width, height]}, or install the fonts that measure it: no fonts were given to measure it with",
        ])
    }

    @Test("the schema's errors: unknown actions and arguments, with suggestions and positions")
    func schemaErrors() {
        #expect(errors(
            content + """
                trace:
                  uikit: ios25
                  feedbackThreshold: 100.5
                  actions:
                    - init: [0, 0, 200, 100]
                    - setFram: [0, 0, 1, 1]
                    - read: subview
                    - set: {imageView.frame: [0, 0, 10, 10], titleLabel.frame: [0, 0, 1, 1]}
                    - setFrame
                    - runLoop: 2
                    - setImage: {state: normal}
                    - animate: [animate: [runLoop]]
                """) == [
            "5:10: error: trace.uikit: unknown value 'ios25' (did you mean ios26?); expected one of: ios26, article2019",
            "9:7: error: trace.actions[1]: unknown value 'setFram' (did you mean setFrame?); expected one of: "
                + TraceAction.names.joined(separator: ", "),
            "10:13: error: trace.actions[2].read: unknown value 'subview' (did you mean subviews?); expected one of: subviews, imageView, titleLabel, intrinsicContentSize",
            "11:46: error: trace.actions[3].set.titleLabel.frame: one assignment per action: write a `set:` action for each",
            "12:7: error: trace.actions[4]: setFrame needs a value: setFrame: [x, y, width, height]",
            "13:7: error: trace.actions[5]: runLoop takes no value: write it alone",
            "14:17: error: trace.actions[6].setImage.size: missing key `size`: give the image's size",
            "15:17: error: trace.actions[7].animate[0]: unknown value 'animate'; expected one of: "
                + TraceAction.names.filter { $0 != "animate" }.joined(separator: ", "),
        ])
        #expect(errors(content + "trace:\n  feedbackThreshold: 100.5\n  actions: [init]\n") == [
            "5:22: error: trace.feedbackThreshold: the feedback threshold counts sweeps: a whole number, found 100.5",
        ])
        #expect(errors(content + "trace: {}\n") == [
            "4:8: error: trace.actions: missing key `actions`: a trace needs actions, the first one creating the button (init: [x, y, w, h])",
        ])
    }

    @Test("the trace as a program: statements, the order of actions, values the button block lacks")
    func programErrors() {
        #expect(errors(
            """
            button:
              image: {size: [50, 50]}
            subclass:
              init: [reed imageView, super]
              sideEffects:
                imageRectForContentRect: [layoutIfNeeded]
              layoutSubviews: [super, "set imageVew.frame = [0, 0, 1, 1]"]
            trace:
              feedbackThreshold: 20
              actions:
                - setImage
                - init: [0, 0, 200, 100]
                - awakeFromNib
                - setTitle
                - animate: [{init: [0, 0, 1, 1]}]
            """) == [
            "4:10: error: subclass.init[0]: unknown statement `reed imageView` (did you mean read imageView?)\n"
                + "4:10: note: statements are " + SubclassStatement.forms.joined(separator: ", "),
            "4:26: error: subclass.init[1]: `super` only stands for [super layoutSubviews]; init has already called its super",
            "6:31: error: subclass.sideEffects.imageRectForContentRect[0]: a rect override's side effects are `read imageView`, `read titleLabel` or `setNeedsLayout`",
            "7:27: error: subclass.layoutSubviews[1]: `set` assigns imageView.frame, titleLabel.frame or self.frame, not `imageVew.frame` (did you mean set imageView.frame = [0, 0, 1, 1]?)\n"
                + "7:27: note: statements are " + SubclassStatement.forms.joined(separator: ", "),
            "9:22: error: trace.feedbackThreshold: 20 is outside UIKit's 50–1000",
            "11:7: error: trace.actions[0]: the button does not exist yet: the first action creates it (init, init: [x, y, w, h], buttonWithType, initWithCoder)",
            "12:7: error: trace.actions[1]: the creation must be the first action",
            "13:7: error: trace.actions[2]: awakeFromNib follows a nib load: create the button with initWithCoder",
            "14:7: error: trace.actions[3]: without a value it sets button.title, which the button block does not give",
            "15:17: error: trace.actions[4].animate[0]: a button cannot be created inside animate",
        ])
    }

    @Test("a subclass needs a trace; a trace's title needs its text; only a trace waives the size")
    func blockRules() throws {
        #expect(errors("button: {size: [10, 10]}\nsubclass: {name: X}\n") == [
            "2:1: error: subclass: a subclass only runs in a trace scenario: add a `trace:` block with its actions (docs/lifecycle.md)",
        ])
        #expect(errors("button:\n  title: {size: [40, 20]}\ntrace: {actions: [init]}\n") == [
            "2:10: error: button.title: a trace scenario's title needs its text: without one UIKit has an empty title (docs/lifecycle.md)",
        ])
        #expect(errors("button:\n  title: {text: T, size: [40, 20]}\n") == [
            "2:3: error: button.size: missing size: give size: [width, height] or frame: [x, y, width, height], or set sizeToFit: true",
        ])
        #expect(errors("button:\n  layout: rectOverrides\n  imageRect: [0, 0, 1, 1]\ntrace: {actions: [init]}\n") == [
            "2:3: error: button.layout: a trace scenario runs UIKit's own layout (layout: system); describe overrides in "
                + "`subclass:` (imageRect, titleRect, layoutSubviews), not with layout: rectOverrides",
        ])
        #expect(try trace("button: {layout: system, size: [1, 1]}\ntrace: {actions: [init]}\n").button.frame == rect(0, 0, 1, 1))
        // The enclosing block is the one the button is the value of: a `trace` key inside `button` is not it.
        #expect(errors("button:\n  trace: 1\n").count == 2)
    }

    @Test("a condition on the enclosing block, decided for the JSON Schema")
    func enclosingConditions() {
        let condition = Condition.not(.any([.isTrue("sizeToFit"), .enclosingGiven("trace")]))
        #expect(condition.enclosingKeys == ["trace"])
        #expect(condition.deciding(["trace": true]).constant == false)
        guard case .not(.isTrue("sizeToFit")) = condition.deciding(["trace": false]) else {
            Issue.record("expected not(sizeToFit), got \(condition.deciding(["trace": false]))")
            return
        }
        #expect(Condition.all([.enclosingGiven("a"), .enclosingGiven("b"), .enclosingGiven("a")]).enclosingKeys == ["a", "b"])
        #expect(Condition.all([.enclosingGiven("a"), .given("x")]).deciding(["a": false]).constant == false)
    }

    @Test("the schema offers exactly the simulator's actions")
    func actionNames() {
        guard case .list(.tagged(let cases, _), _) = ScenarioSchema.trace.key(named: "actions")?.type else {
            Issue.record("trace.actions is not a list of tagged actions")
            return
        }
        #expect(cases.map(\.name) == TraceAction.names)
    }

    @Test("problems come back with the trace code, for tools")
    func codes() throws {
        do {
            _ = try ScenarioLoader().parse(content + "trace: {actions: [runLoop, init]}\n")
            Issue.record("expected errors")
        } catch {
            #expect(error.diagnostics.map(\.code) == [.trace, .trace])
        }
    }
}
