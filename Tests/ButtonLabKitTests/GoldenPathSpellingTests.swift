import ButtonLabTestSupport
import Foundation
import Testing

/// Item 9 of issue 21: the layout golden states an Interface Builder button's file the same way
/// however the command line spelled the scenario root, so every spelling gets the same verdict.
@Suite("check gives one verdict for every spelling of the scenario root")
struct GoldenPathSpellingTests {
    @Test func everySpellingOfTheRootPassesAgainstOneRecording() throws {
        let workspace = NSTemporaryDirectory() + "buttonlab-spelling-\(UInt64.random(in: 0...UInt64.max))"
        defer { try? FileManager.default.removeItem(atPath: workspace) }
        let scenarios = workspace + "/Fixtures"
        try FileManager.default.createDirectory(atPath: scenarios + "/ib", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: workspace + "/elsewhere", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: fixturesDirectory + "/interface-builder/Login.xib", toPath: scenarios + "/ib/Login.xib")
        let goldens = workspace + "/goldens"

        // Recorded from an absolute path: the runner's folders must not reach the golden.
        let record = try buttonlab("check", scenarios, "--golden", goldens, "--record", "all")
        #expect(record.status == 0, "\(record.output)\(record.errors)")
        let layout = try String(contentsOfFile: goldens + "/login-camera.json", encoding: .utf8)
        #expect(layout.contains("\"file\": \"Fixtures/ib/Login.xib\""))
        #expect(!layout.contains(workspace))

        let spellings: [(arguments: [String], directory: String)] = [
            (["Fixtures"], workspace), (["./Fixtures"], workspace), (["Fixtures/"], workspace),
            ([scenarios], workspace + "/elsewhere"), (["."], scenarios), (["../Fixtures"], workspace + "/elsewhere"),
        ]
        for spelling in spellings {
            let check = try buttonlab(arguments: ["check"] + spelling.arguments + ["--golden", goldens], in: spelling.directory)
            #expect(check.status == 0, "check \(spelling.arguments) in \(spelling.directory): \(check.output)\(check.errors)")
            #expect(check.output.hasSuffix("4 passed, 0 failed\n"), "\(spelling.arguments): \(check.output)")
        }
    }
}
