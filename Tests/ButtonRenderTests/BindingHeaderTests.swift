import Foundation
import Testing

/// The C bindings' hand-written pieces (Pango's declarations, libxml2's SAX2 ABI), which the build
/// cannot check since those headers need pkg-config's include paths, compiled against the real
/// headers: a declaration that drifted from the installed Pango or libxml2 fails here, with the
/// compiler's message (Tests/BindingChecks says what each check covers).
@Suite("C bindings against the libraries' own headers")
struct BindingHeaderTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// `cc -fsyntax-only` on `Tests/BindingChecks/<check>.c` with `pkg-config --cflags <packages>`:
    /// the exit status and what the compiler printed.
    func compile(_ check: String, packages: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.currentDirectoryURL = URL(fileURLWithPath: Self.root)
        process.arguments = [
            "-c", "cc -std=gnu11 -ISources/CDrawingStack/include $(pkg-config --cflags \(packages)) "
                + "-fsyntax-only Tests/BindingChecks/\(check).c 2>&1",
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    @Test("CDrawingStack's Pango declarations and every function it defines match Pango's headers")
    func pango() throws {
        let (status, output) = try compile("Pango", packages: "pangocairo pangoft2")
        #expect(status == 0, "\(output)")
        #expect(output == "")
    }

    @Test("CMarkupParser's libxml2 functions, SAX2 handler and error head match libxml2's headers")
    func libxml2() throws {
        let (status, output) = try compile("LibXML2", packages: "libxml-2.0")
        #expect(status == 0, "\(output)")
        #expect(output == "")
    }
}
