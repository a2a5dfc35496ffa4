import ButtonLabTestSupport
import Foundation
import Testing

/// libxml2 is opened on the first Interface Builder document, never at start-up (docs/performance.md).
@Suite("libxml2 loads on demand")
struct MarkupLibraryTests {
    private func run(_ arguments: String...) throws -> Run {
        let environment = ProcessInfo.processInfo.environment.merging(["LD_DEBUG": "files"]) { $1 }
        return try runProcess(buttonlabExecutable, arguments, environment: environment)
    }

    @Test("a sized layout, explain and --version never map libxml2 or ICU")
    func plainCommandsDoNotLoadIt() throws {
        let fig01 = fixturesDirectory + "/article2/fig01-default.yaml"
        let layout = try run("layout", fig01)
        #expect(layout.status == 0)
        #expect(!layout.errors.contains("libxml2"))
        #expect(!layout.errors.contains("libicu"))
        let explain = try run("explain", fig01)
        #expect(explain.status == 0)
        #expect(!explain.errors.contains("libxml2"))
        let version = try run("--version")
        #expect(version.output == "0.1.0\n")
        #expect(!version.errors.contains("libxml2"))
        #expect(!version.errors.contains("liblzma"))
    }

    @Test("reading an Interface Builder file opens libxml2.so.2 with dlopen")
    func importingOpensIt() throws {
        let layout = try run("layout", ibFixture("Login.xib"))
        #expect(layout.status == 0)
        #expect(layout.errors.contains("file=libxml2.so.2 [0];  dynamically loaded by"))
    }
}
