import ButtonLayout
import Foundation
import Testing

@testable import ButtonScenario

@Suite struct TitleTests {
    @Test func aSizeIsRequiredWithoutAMeasurer() {
        #expect(
            buttonErrors("  size: [1, 1]\n  title: {text: Hello, font: {size: 12}}\n") == [
                "3:10: error: button.title.size: missing size: give the title's natural single-line size as size: [width, height], or install the fonts that measure it: no fonts were given to measure it with"
            ])
    }

    @Test func anEmptyTitleMappingSaysWhatToGive() {
        #expect(
            buttonErrors("  size: [1, 1]\n  title: {}\n") == [
                "3:10: error: button.title: give the title's text (\"\" for an empty title), and optionally its size and font"
            ])
    }

    @Test func aSizeAloneIsATitleKnownByItsSize() throws {
        let result = try scenario("button:\n  size: [1, 1]\n  title: {size: [3, 4]}\n")
        #expect(result.button.title?.isMeasurable == false)
        #expect(result.button.title?.isEmpty == false)
        #expect(result.button.titleSize == Size(width: 3, height: 4))
    }

    @Test func anImageNeedsASizeOrAFile() {
        #expect(
            buttonErrors("  size: [1, 1]\n  image: {}\n") == [
                "3:10: error: button.image: give the image's size: [width, height] and/or its file: PATH"
            ])
    }

    @Test func ghostsNeedARect() {
        #expect(
            errors(validButton + "diagram: {ghosts: [{label: x, crossOut: no}]}\n") == [
                "3:20: error: diagram.ghosts[0].rect: missing key `rect`: give the ghost's frame as rect: [x, y, width, height]",
                "3:41: error: diagram.ghosts[0].crossOut: expected true or false, found the string 'no'",
            ])
    }
}

@Suite struct NameTests {
    @Test(arguments: ["../evil", "a/b", "a\\b", ".", "..", ""])
    func namesMustBeFileNames(name: String) {
        let diagnostics = errors(validButton + "name: \"\(name)\"\n")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.hasPrefix("3:7: error: name: ") == true)
    }

    @Test func controlCharacters() {
        #expect(
            errors(validButton + "name: \"a\\tb\"\n") == [
                "3:7: error: name: a name cannot contain control characters: it is used as the output file name"
            ])
    }

    /// Names are printed as results (headings of `layout` and `explain`), where nothing may hide or reorder text.
    @Test(arguments: [("a\\u202Eb", "202E", 2), ("ab\\u200B", "200B", 3), ("\\u2060a", "2060", 1), ("a\\u2028", "2028", 2), ("x\\u2066y", "2066", 2)])
    func invisibleAndDirectionChangingCharacters(name: String, hex: String, position: Int) {
        #expect(
            errors(validButton + "name: \"\(name)\"\n") == [
                "3:7: error: name: a name cannot contain invisible or direction-changing characters (U+\(hex) at character \(position)): "
                    + "it is used as the output file name"
            ])
    }
}
