import ButtonLabTestSupport
import Foundation
import Testing

#if os(Linux)
/// `buttonlab` links FoundationEssentials, never full Foundation with CoreFoundation and ICU: every
/// process would pay their start-up (docs/performance.md, "A light start"). Debug builds link the
/// Foundation libraries dynamically, so the executable's NEEDED entries show which one it uses.
@Suite("buttonlab links FoundationEssentials only")
struct EssentialsLinkTests {
    @Test("the executable needs libFoundationEssentials.so and none of libFoundation.so, ICU or FoundationXML")
    func neededLibraries() throws {
        let run = try runProcess("/usr/bin/env", ["readelf", "-d", buttonlabExecutable])
        #expect(run.status == 0)
        let needed = run.output.split(separator: "\n").filter { $0.contains("(NEEDED)") }.compactMap { line in
            line.split(separator: "[").last?.split(separator: "]").first.map(String.init)
        }
        #expect(needed.contains("libFoundationEssentials.so"))
        #expect(needed.filter { $0.hasPrefix("libFoundation.") || $0.hasPrefix("libFoundationInternationalization") } == [])
        #expect(needed.filter { $0.hasPrefix("libFoundationXML") || $0.hasPrefix("lib_FoundationICU") || $0.hasPrefix("libicu") } == [])
    }
}
#endif
