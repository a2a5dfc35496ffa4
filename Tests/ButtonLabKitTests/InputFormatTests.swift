import ButtonLabKit
import ButtonScenario
import Foundation
import Testing

@Suite("Input formats are one table keyed by file extension")
struct InputFormatTests {
    @Test("the table holds exactly the known formats and extensions, in planning order")
    func table() {
        #expect(inputFormats.map(\.name) == ["scenario", "interface-builder", "swift-source", "objective-c"])
        #expect(InputFormat(forPath: "Sources/ShareBar.swift")?.name == "swift-source")
        #expect(InputFormat(forPath: "Legacy/Bar.m")?.name == "objective-c")
        #expect(inputFormats.map(\.extensions) == [["yaml", "yml", "json"], ["xib", "storyboard"], ["swift"], ["m", "mm"]])
        #expect(InputFormat(forPath: "dir/Main.STORYBOARD")?.name == "interface-builder")
        #expect(InputFormat(forPath: "a.YML")?.name == "scenario")
        #expect(InputFormat(forPath: "notes.txt") == nil)
    }

    @Test("a walk takes only the table's extensions; a file named directly is a scenario file whatever its extension")
    func unknownExtension() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("input-formats-\(getpid())").path
        try? FileManager.default.removeItem(atPath: directory)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for name in ["a.txt", "b.yml", "c.Storyboard", "d.swift"] {
            try Data("name: x\n".utf8).write(to: URL(fileURLWithPath: directory + "/" + name))
        }
        #expect(try inputFiles(for: [directory]) == [directory + "/b.yml", directory + "/c.Storyboard"])
        // `import` walks Swift source too; other commands read a `.swift` file only when it is named.
        #expect(try inputFiles(for: [directory], selection: .interfaceBuilderOnly) == [directory + "/c.Storyboard", directory + "/d.swift"])

        let path = directory + "/a.txt"
        let plan = planInputs(files: [path])
        #expect(plan.scenarios == [.file(path)])
        let failure = try #require(loadScenario(.file(path), loader: ScenarioLoader()).failure)
        #expect(failure.diagnostics.map(\.text) == [
            "\(path):1:1: error: button: missing key `button`: every scenario describes one button"
        ])
    }
}

@Suite("Help and messages list the input formats from the table")
struct InputFormatTextTests {
    @Test("the inputs' help and a walk's extension lists")
    func lists() {
        #expect(inputFormatsHelp == "Scenario files (.yaml, .yml, .json), Interface Builder files (.xib, .storyboard), Swift source files (.swift)")
        #expect(InputSelection.all.extensionList == ".yaml, .yml, .json, .xib, .storyboard")
        #expect(InputSelection(scenarioFiles: false).extensionList == ".xib, .storyboard")
    }
}
