import ButtonCheck
import ButtonLabTestSupport
import Foundation
import Testing

@Suite("A committed NAME.alt.txt that no longer says what the figure shows fails the check")
struct AltTextCheckTests {
    @Test("fresh, missing or without its final line break: no message; stale: the file and the first differing line")
    func messages() throws {
        let directory = makeScratch("alt-text")
        defer { removeScratch(directory) }
        #expect(staleAltText(name: "a", alt: "A button.", directory: directory) == nil)
        writeBytes(Array("A button.\n".utf8), join(directory, "a.alt.txt"))
        #expect(staleAltText(name: "a", alt: "A button.", directory: directory) == nil)
        writeBytes(Array("A button.".utf8), join(directory, "a.alt.txt"))
        #expect(staleAltText(name: "a", alt: "A button.", directory: directory) == nil)
        writeBytes(Array("An old \u{1B}button.\n".utf8), join(directory, "a.alt.txt"))
        #expect(staleAltText(name: "a", alt: "A button.", directory: directory) == """
            alt text: \(directory)/a.alt.txt line 1 is "An old \\u{1B}button.", the figure's is "A button." \
            (render the figure again to update it)
            """)
        writeBytes(Array("A button.\nMore.\n".utf8), join(directory, "a.alt.txt"))
        #expect(staleAltText(name: "a", alt: "A button.", directory: directory) == """
            alt text: \(directory)/a.alt.txt line 2 is "More.", but the figure's alt text has 1 line \
            (render the figure again to update it)
            """)
        writeBytes(Array([0xFF, 0x0A]), join(directory, "a.alt.txt"))
        #expect(staleAltText(name: "a", alt: "A button.", directory: directory) == "alt text: \(directory)/a.alt.txt is not UTF-8")
    }
}
