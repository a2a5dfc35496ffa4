import Testing

@testable import ButtonScenario

/// Per-state keys are untrusted input (docs/security.md §3): every bad state key is a positioned
/// error naming it, and the rest of the map is still checked.
@Suite("Per-state input: unknown, repeated and combined state keys")
struct StateInputTests {
    @Test("unknown state names, with a suggestion when one is close")
    func unknownStates() {
        #expect(buttonErrors("  size: [10, 10]\n  titles: {pressed: \"A\"}\n") == [
            "3:12: error: button.titles.pressed: unknown state `pressed`; a key is one or more of normal, highlighted, selected, disabled, focused, separated by commas"
        ])
        #expect(buttonErrors("  size: [10, 10]\n  images: {\"selected,higlighted\": {size: [1, 1]}}\n") == [
            "3:12: error: button.images.selected,higlighted: unknown state `higlighted` (did you mean highlighted?); a key is one or more of normal, highlighted, selected, disabled, focused, separated by commas"
        ])
        #expect(buttonErrors("  size: [10, 10]\n  titles: {\"\": \"A\"}\n").first?.contains("unknown state ``") == true)
        #expect(buttonErrors("  size: [10, 10]\n  state: [pressed]\n").first?.hasPrefix("3:11: error: button.state[0]:") == true)
    }

    @Test("a state named twice, normal combined with another, the same set spelled twice: each at its key")
    func repeatedStates() {
        #expect(buttonErrors("  size: [10, 10]\n  titles: {\"selected,selected\": \"A\"}\n") == [
            "3:12: error: button.titles.selected,selected: `selected,selected` names a state twice or combines normal with other states; normal is the empty set and stands alone"
        ])
        #expect(buttonErrors("  size: [10, 10]\n  titles: {\"normal,highlighted\": \"A\"}\n") == [
            "3:12: error: button.titles.normal,highlighted: `normal,highlighted` names a state twice or combines normal with other states; normal is the empty set and stands alone"
        ])
        #expect(buttonErrors("  size: [10, 10]\n  titles: {\"selected,highlighted\": \"A\",\n    \"highlighted, selected\": \"B\"}\n") == [
            "4:5: error: button.titles.highlighted, selected: `highlighted, selected` is the same state as `selected,highlighted`"
        ])
    }

    @Test("a key that is not a name, and several bad keys in one map: all reported, in order")
    func nonScalarKeysAndSeveralErrors() {
        #expect(buttonErrors("  size: [10, 10]\n  titles: {[selected]: \"A\"}\n").first?.contains("a state key must be a name, found") == true)
        let all = buttonErrors("  size: [10, 10]\n  attributedTitles: {pressed: {runs: [{text: A}]}, \"normal,normal\": {runs: [{text: B}]}}\n")
        #expect(all.count == 2)
    }
}
