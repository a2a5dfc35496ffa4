import ButtonLabTestSupport
import ButtonLayout
import ButtonTrace
import Testing

@testable import ButtonScenario

/// Trace-model §10.10's scenario spelling: the direct writes, `setTitleColor`, the touch and the
/// configuration actions become their TraceActions; colours and the configuration are checked.
@Suite("Trace scenarios: article 5's direct writes")
struct TraceContentScenarioTests {
    @Test("every §10.10 action form becomes its TraceAction")
    func actions() throws {
        let text = """
            button:
              title: {text: "T", size: [40, 20]}
              contentSizeCategory: extraLarge
            trace:
              labelMetricsRelayout: true
              actions:
                - init: [0, 0, 200, 100]
                - set: {titleLabel.text: "X"}
                - set: {titleLabel.text: null}
                - set: {titleLabel.attributedText: {runs: [{text: "Bu"}, {text: "y", kern: 1}]}}
                - set: {titleLabel.textColor: red}
                - set: {titleLabel.shadowColor: "#00ff7f"}
                - set: {titleLabel.font: {size: 20, weight: bold}}
                - set: {titleLabel.font: {textStyle: body}}
                - set: {titleLabel.font: {weight: semibold}}
                - set: {imageView.image: [40, 40]}
                - set: {imageView.image: null}
                - setTitleColor: systemBlue
                - setTitleColor: {color: white, state: highlighted}
                - highlight
                - unhighlight
                - setNeedsUpdateConfiguration
            """
        let trace = try #require(try scenario(text).trace)
        #expect(trace.trace.labelMetricsRelayout)
        #expect(Array(trace.trace.actions.dropFirst()) == [
            .setSubviewContent(.text("X")), .setSubviewContent(.text(nil)), .setSubviewContent(.attributedText("Buy")),
            .setSubviewContent(.textColor(TraceColor("red"))), .setSubviewContent(.shadowColor(TraceColor("#00ff7f"))),
            .setSubviewContent(.font(LabelFont(TitleFont(size: 20, weight: .bold)))),
            .setSubviewContent(.font(LabelFont(FontTextStyle.body.font(in: .extraLarge), textStyle: .body))),
            .setSubviewContent(.font(LabelFont(TitleFont(size: 18, weight: .semibold)))),
            .setSubviewContent(.image(size(40, 40))), .setSubviewContent(.image(nil)),
            .setTitleColor(ContentChange(.value(TraceColor("systemBlue")))),
            .setTitleColor(ContentChange(.value(TraceColor("white")), state: .highlighted)),
            .highlight, .unhighlight, .setNeedsUpdateConfiguration,
        ])
        #expect(trace.trace.actions[6].source == "set: {titleLabel.font: 20 pt bold}")
    }

    @Test("a colour is a UIColor name or #rrggbb; setConfiguration needs the configuration block; one assignment per set")
    func problems() {
        let checked = """
            button:
              title: {text: "T", size: [40, 20]}
            trace:
              actions:
                - init: [0, 0, 200, 100]
                - set: {titleLabel.textColor: redd}
                - setTitleColor: "#12345g"
                - setConfiguration

            """
        // The schema's own error comes alone: the simulation's checks would only add noise to it.
        #expect(errors(checked + "    - set: {titleLabel.text: \"X\", imageView.image: [1, 1]}\n") == [
            "9:35: error: trace.actions[4].set.imageView.image: one assignment per action: write a `set:` action for each",
        ])
        #expect(errors(checked) == [
            "6:7: error: trace.actions[1]: unknown colour `redd`: a UIColor name or #rrggbb (did you mean red?)",
            "7:7: error: trace.actions[2]: unknown colour `#12345g`: a UIColor name or #rrggbb",
            "8:7: error: trace.actions[3]: setConfiguration applies the scenario's button.configuration block, which this scenario does not give",
        ])
    }
}
