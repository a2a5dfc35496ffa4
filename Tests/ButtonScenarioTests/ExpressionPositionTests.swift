import ButtonLayout
import Foundation
import Testing

@testable import ButtonScenario

@Suite struct ExpressionPositionTests {
    func rectError(_ item: String) -> [String] {
        buttonErrors("  size: [1, 1]\n  layout: rectOverrides\n  imageRect: [0, 0, cw, \(item)]\n")
    }

    // "  imageRect: [0, 0, cw, " is 24 columns, so the item starts at column 25.
    @Test func plainScalar() {
        #expect(
            rectError("ch - cw $") == [
                "4:33: error: button.imageRect[3]: invalid expression: unexpected character '$'"
            ])
    }

    @Test func doubleQuotedScalar() {
        #expect(
            rectError("\"ch - cw +\"") == [
                "4:35: error: button.imageRect[3]: invalid expression: expression ends where a value was expected"
            ])
    }

    @Test func escapesBeforeTheErrorAreCounted() {
        #expect(
            rectError(#""ch \u002D q""#) == [
                "4:36: error: button.imageRect[3]: invalid expression: unknown name 'q'; known names: cx cy cw ch bw bh iw ih tw th, min(a, b), max(a, b)"
            ])
    }

    @Test func singleQuotedScalar() {
        #expect(
            rectError("'cw '' x'") == [
                "4:29: error: button.imageRect[3]: invalid expression: unexpected character '''"
            ])
    }

    @Test func nonASCIIBeforeTheError() {
        #expect(
            rectError("\"cw − cww\"") == [
                "4:31: error: button.imageRect[3]: invalid expression: unknown name 'cww' (did you mean cw?); known names: cx cy cw ch bw bh iw ih tw th, min(a, b), max(a, b)"
            ])
    }
}
