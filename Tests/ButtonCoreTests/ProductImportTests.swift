import ButtonInterfaceBuilder
import ButtonScenario
import ButtonTrace
import Testing

/// A client importing several products sees one type per concept: these names compiled ambiguously
/// when ButtonScenario and ButtonInterfaceBuilder each declared a `SourcePosition`. ButtonCore is not
/// imported here, so the products' re-exports are what make the names visible.
@Suite struct ProductImportTests {
    @Test func sharedNamesAreUnambiguous() {
        let position = SourcePosition(line: 12, column: 5)
        let frame = Rect(x: 0, y: 0, width: 44, height: 44)
        let state = ControlState.highlighted
        let options = InterfaceBuilderOptions(state: state)
        let node = SyntaxNode.plain("12", at: position)
        #expect(options.state == .highlighted)
        #expect(frame.inset(by: EdgeInsets(top: 2, left: 2, bottom: 2, right: 2)).size == Size(width: 40, height: 40))
        #expect(node.position == position)
        #expect(TraceButtonValues(buttonType: .system).buttonType == ButtonType.system)
    }
}
