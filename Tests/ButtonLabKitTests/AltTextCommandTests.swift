import ButtonLabTestSupport
import Foundation
import Testing

@Suite("check fails on a committed NAME.alt.txt the figure no longer matches")
struct AltTextCommandTests {
    @Test("fresh alt text passes; a stale one fails with the file and the first differing line, in the goldens and --alt-text")
    func staleAltTextFails() throws {
        let directory = makeScratch("alt-check")
        defer { removeScratch(directory) }
        let fixture = fixturesDirectory + "/everyday/01-share-44pt.yaml"
        #expect(try buttonlab("check", fixture, "--golden", "goldens", "--record", "missing", in: directory).status == 0)
        // The DocC catalog's files, as a writer commits them.
        #expect(try buttonlab("render", fixture, "--docc", "-o", "Resources", "--quiet", in: directory).status == 0)
        let fresh = try String(contentsOfFile: directory + "/Resources/everyday-01-share-44pt.alt.txt", encoding: .utf8)
        try fresh.write(toFile: directory + "/goldens/everyday-01-share-44pt.alt.txt", atomically: true, encoding: .utf8)
        let passing = try buttonlab("check", fixture, "--golden", "goldens", "--alt-text", "Resources", in: directory)
        #expect(passing.status == 0, "\(passing.output)")
        #expect(passing.output == "ok everyday-01-share-44pt\n1 passed, 0 failed\n")

        let old = fresh.replacingOccurrences(of: "“Share”", with: "“Send”")
        try old.write(toFile: directory + "/Resources/everyday-01-share-44pt.alt.txt", atomically: true, encoding: .utf8)
        let failing = try buttonlab("check", fixture, "--golden", "goldens", "--alt-text", "Resources", in: directory)
        #expect(failing.status == 1)
        let line = fresh.dropLast()
        #expect(failing.output == """
            FAIL everyday-01-share-44pt: alt text: Resources/everyday-01-share-44pt.alt.txt line 1 is "\(old.dropLast())", \
            the figure's is "\(line)" (render the figure again to update it)
            0 passed, 1 failed (1 different)

            """)
        // Without --alt-text only the golden directory's copy counts, which is fresh.
        #expect(try buttonlab("check", fixture, "--golden", "goldens", in: directory).status == 0)
    }
}
