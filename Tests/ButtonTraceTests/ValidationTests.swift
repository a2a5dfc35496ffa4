import ButtonLabTestSupport
import ButtonLayout
@testable import ButtonTrace
import Testing

private func scenario(
    _ actions: [TraceAction], subclass: SubclassDescription? = nil, button: TraceButtonValues = .article,
    options: TraceOptions = TraceOptions()
) -> TraceScenario {
    var options = options
    options.actions = actions
    return TraceScenario(name: "v", button: button, subclass: subclass, trace: options)
}

/// §9: the `subclass` and `trace` blocks validated like the rest of the schema.
@Suite("§9 validation")
struct ValidationTests {
    @Test("an unknown action, with the nearest name")
    func unknownAction() {
        let problems = scenario([frame200x100, .unrecognized("setFram"), .unrecognized("wobble")]).validate()
        #expect(problems == [
            TraceProblem(keyPath: "trace.actions[1]", message: "unknown action `setFram`", suggestion: "setFrame"),
            TraceProblem(keyPath: "trace.actions[2]", message: "unknown action `wobble`", suggestion: nil),
        ])
        #expect(problems[0].description == "trace.actions[1]: unknown action `setFram` (did you mean setFrame?)")
    }

    @Test("statements are parsed from the scenario's text", arguments: [
        ("super", SubclassStatement.callSuper),
        ("read imageView", .read(.imageView)),
        ("  read titleLabel ", .read(.titleLabel)),
        ("setNeedsLayout", .setNeedsLayout),
        ("layoutIfNeeded", .layoutIfNeeded),
        ("set titleLabel.frame = [0, bw, bw, bh - bw]", .set(.titleLabelFrame, rectExpression("[0, bw, bw, bh - bw]"))),
        ("set self.frame = [0, 0, min(bw, 170), 60]", .set(.selfFrame, rectExpression("[0, 0, min(bw, 170), 60]"))),
    ])
    func statementParsing(source: String, statement: SubclassStatement) {
        #expect(SubclassStatement(parsing: source) == statement)
        #expect(SubclassStatement(parsing: statement.source) == statement)
    }

    @Test("unknown statements, with the statement probably meant", arguments: [
        ("setNeedLayout", "unknown statement `setNeedLayout`", "setNeedsLayout" as String?),
        ("reed imageView", "unknown statement `reed imageView`", "read imageView"),
        ("read imageVeiw", "`read` takes imageView or titleLabel, not `imageVeiw`", "read imageView"),
        ("set imageView.fram = [0, 0, 1, 1]", "`set` assigns imageView.frame, titleLabel.frame or self.frame, not `imageView.fram`",
         "set imageView.frame = [0, 0, 1, 1]"),
        ("set imageView.frame = [0, 0, 1]", "a rect has 4 items [x, y, w, h], this one has 3", nil),
        ("set imageView.frame = [0, 0, 1, zz]", "height: unknown name 'zz'", nil),
        ("super duper", "`super` takes nothing after it", "super"),
    ])
    func unknownStatements(source: String, reason: String, suggestion: String?) {
        guard case .unrecognized(let text, let actualReason, let actualSuggestion) = SubclassStatement(parsing: source) else {
            Issue.record("\(source) parsed")
            return
        }
        #expect(text == source)
        #expect(actualReason.hasPrefix(reason))
        #expect(actualSuggestion == suggestion)
        let problems = scenario([frame200x100], subclass: SubclassDescription(layoutSubviews: [.callSuper, SubclassStatement(parsing: source)]))
            .validate()
        #expect(problems.map(\.keyPath) == ["subclass.layoutSubviews[1]"])
        #expect(problems.first?.suggestion == suggestion)
    }

    @Test("super only in layoutSubviews; side effects only read and setNeedsLayout")
    func statementPlaces() {
        let subclass = SubclassDescription(
            sideEffects: [.imageRectForContentRect: [.read(.titleLabel), .layoutIfNeeded]], initBody: [.callSuper],
            awakeFromNib: [.read(.imageView)], layoutSubviews: [.callSuper])
        #expect(scenario([frame200x100], subclass: subclass).validate() == [
            TraceProblem(keyPath: "subclass.init[0]", message: "`super` only stands for [super layoutSubviews]; init has already called its super"),
            TraceProblem(
                keyPath: "subclass.sideEffects.imageRectForContentRect[1]",
                message: "a rect override's side effects are `read imageView`, `read titleLabel` or `setNeedsLayout`"),
        ])
    }

    @Test("the creation comes first, once; awakeFromNib needs initWithCoder; initWithCoder needs a frame")
    func creation() {
        #expect(scenario([.runLoop, frame200x100, .create(.`init`)]).validate() == [
            TraceProblem(
                keyPath: "trace.actions[0]",
                message: "the button does not exist yet: the first action creates it (init, init: [x, y, w, h], buttonWithType, initWithCoder)"),
            TraceProblem(keyPath: "trace.actions[1]", message: "the creation must be the first action"),
            TraceProblem(keyPath: "trace.actions[2]", message: "the button is already created at trace.actions[1]"),
        ])
        #expect(scenario([frame200x100, .awakeFromNib]).validate().map(\.keyPath) == ["trace.actions[1]"])
        #expect(scenario([.create(.initWithCoder(nil)), .awakeFromNib]).validate().map(\.message) == [
            "initWithCoder decodes the frame from button.size or button.frame; give one, or `initWithCoder: [x, y, w, h]`",
        ])
        #expect(scenario([.create(.initWithCoder(rect(0, 0, 10, 10))), .awakeFromNib]).validate() == [])
        #expect(scenario([frame200x100, .animate([.create(.`init`)])]).validate().map(\.keyPath) == ["trace.actions[1].animate[0]"])
    }

    @Test("values the actions need and numbers that cannot be frames")
    func values() {
        let empty = TraceButtonValues()
        let problems = scenario(
            [frame200x100, setTitle, setImage, .setFrame(rect(0, 0, .nan, 1)), .setBounds(size(-1, 1)), .setImage(ContentChange(.remove))],
            button: empty, options: TraceOptions(feedbackThreshold: 20)
        ).validate()
        #expect(problems.map(\.keyPath) == ["trace.feedbackThreshold", "trace.actions[1]", "trace.actions[2]", "trace.actions[3]", "trace.actions[4]"])
        #expect(problems[0].message == "20 is outside UIKit's 50–1000")
        #expect(problems[1].message == "without a value it sets button.title, which the button block does not give")
        #expect(scenario([]).validate().map(\.message) == ["no actions: the first one creates the button"])
    }

    @Test("overridesRectAccessors: logging, an expression or side effects on the image or title rect")
    func overridesRectAccessors() {
        #expect(SubclassDescription().overridesRectAccessors == false)
        #expect(SubclassDescription(logs: [.contentRectForBounds, .backgroundRectForBounds]).overridesRectAccessors == false)
        #expect(SubclassDescription(logs: [.titleRectForContentRect]).overridesRectAccessors)
        #expect(SubclassDescription(imageRect: .callSuper).overridesRectAccessors)
        #expect(SubclassDescription(sideEffects: [.imageRectForContentRect: [.setNeedsLayout]]).overridesRectAccessors)
    }
}
