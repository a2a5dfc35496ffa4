import ButtonLabTestSupport
import Foundation
import Testing

@Suite("buttonlab-render, the DocC plugin's tool, reads what it links")
struct RenderToolTests {
    @Test("a Swift file is refused by name, saying which program reads it, not parsed as YAML")
    func swiftSourceIsRefusedByName() throws {
        let tool = buttonlabExecutable.dropLast("buttonlab".count) + "buttonlab-render"
        let directory = makeScratch("render-tool")
        defer { removeScratch(directory) }
        let swift = fixturesDirectory + "/swift/ShareBar.swift"
        let run = try runProcess(String(tool), ["render", swift, "-o", directory])
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix(
            "\(swift): error: refused: this program reads scenario files and Interface Builder files; `buttonlab` reads Swift source\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
    }
}
