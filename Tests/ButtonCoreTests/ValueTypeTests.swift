import ButtonCore
import Testing

/// The enumerations the readers, the engines and the command line spell the same way.
@Suite struct ValueTypeTests {
    @Test func buttonTypesAreUIKitsTwo() {
        #expect(ButtonType.allCases.map(\.rawValue) == ["custom", "system"])
    }

    /// IB's `<state key=…>` values and the trace's `state:` values, in the order IB's states are tried.
    @Test func controlStatesInOrder() {
        #expect(ControlState.allCases.map(\.rawValue) == ["normal", "highlighted", "selected", "disabled"])
        #expect(ControlState(rawValue: "focused") == nil)
    }

    @Test func sourcePositionsCompareByLineAndColumn() {
        #expect(SourcePosition(line: 2, column: 5) == SourcePosition(line: 2, column: 5))
        #expect(SourcePosition(line: 2, column: 5) != SourcePosition(line: 5, column: 2))
        #expect(Set([SourcePosition(line: 1, column: 1), SourcePosition(line: 1, column: 1)]).count == 1)
    }
}
