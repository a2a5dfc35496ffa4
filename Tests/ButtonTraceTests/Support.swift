import ButtonLabTestSupport
import ButtonLayout
@testable import ButtonTrace

/// Parses `[x, y, w, h]` with expressions, as a scenario writes it.
func rectExpression(_ source: String) -> RectExpression {
    guard case .success(let rect) = SubclassStatement.parseRectExpression(source) else {
        fatalError("bad rect expression \(source)")
    }
    return rect
}

extension TraceButtonValues {
    /// Article 2's button content: a 50 × 50 image and a 50 × 25 title.
    static let article = TraceButtonValues(
        title: TitleValue(text: "T", size: size(50, 25)), image: size(50, 50), backgroundImage: size(200, 100))
}

extension SubclassDescription {
    /// §8's subclass: overrides the three accessors, logs and calls super.
    static let logging = SubclassDescription(
        name: "LoggingButton", logs: [.contentRectForBounds, .imageRectForContentRect, .titleRectForContentRect])
}

func trace(
    _ actions: [TraceAction], subclass: SubclassDescription? = .logging, button: TraceButtonValues = .article,
    options: TraceOptions = TraceOptions(), name: String = "test"
) -> TraceRun {
    var options = options
    options.actions = actions
    return TraceSimulator.run(TraceScenario(name: name, button: button, subclass: subclass, trace: options))
}

/// The short sequences of every step.
func sequences(_ run: TraceRun) -> [String] { run.steps.map(\.sequence) }

let frame200x100: TraceAction = .create(.initWithFrame(rect(0, 0, 200, 100)))
let setTitle: TraceAction = .setTitle(ContentChange())
let setImage: TraceAction = .setImage(ContentChange())
let setBackgroundImage: TraceAction = .setBackgroundImage(ContentChange())
