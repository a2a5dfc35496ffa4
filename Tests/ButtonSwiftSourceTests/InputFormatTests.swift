import ButtonLabKit
import ButtonScenario
import ButtonSwiftInput
import Foundation
import Testing

@Suite("Input formats are one table keyed by file extension")
struct InputFormatTests {
    let formats = InputFormats.withSwiftSource

    @Test("the table holds exactly the known formats and extensions, in planning order")
    func table() {
        #expect(formats.formats.map(\.name) == ["scenario", "interface-builder", "swift-source", "objective-c"])
        #expect(formats.format(forPath: "Sources/ShareBar.swift")?.name == "swift-source")
        #expect(formats.format(forPath: "Legacy/Bar.m")?.name == "objective-c")
        #expect(formats.formats.map(\.extensions) == [["yaml", "yml", "json"], ["xib", "storyboard"], ["swift"], ["m", "mm"]])
        #expect(formats.format(forPath: "dir/Main.STORYBOARD")?.name == "interface-builder")
        #expect(formats.format(forPath: "a.YML")?.name == "scenario")
        #expect(formats.format(forPath: "notes.txt") == nil)
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
        #expect(try inputFiles(for: [directory], formats: formats) == [directory + "/b.yml", directory + "/c.Storyboard"])
        // `import` walks Swift source too; other commands read a `.swift` file only when it is named.
        #expect(try inputFiles(for: [directory], selection: .interfaceBuilderOnly, formats: formats) == [directory + "/c.Storyboard", directory + "/d.swift"])

        let path = directory + "/a.txt"
        let plan = planInputs(files: [path], formats: formats)
        #expect(plan.scenarios == [.file(path)])
        guard case .failure(let failure) = loadScenario(.file(path), loader: ScenarioLoader()) else {
            Issue.record("a.txt loaded as a scenario")
            return
        }
        #expect(failure.diagnostics.map(\.text) == [
            "\(path):1:1: error: button: missing key `button`: every scenario describes one button"
        ])
    }
}

@Suite("Help and messages list the input formats from the table")
struct InputFormatTextTests {
    @Test("the inputs' help and a walk's extension lists")
    func lists() {
        let formats = InputFormats.withSwiftSource
        #expect(formats.help == "Scenario files (.yaml, .yml, .json), Interface Builder files (.xib, .storyboard), Swift source files (.swift)")
        #expect(formats.extensionList(.all) == ".yaml, .yml, .json, .xib, .storyboard")
        #expect(formats.extensionList(InputSelection(scenarioFiles: false)) == ".xib, .storyboard")
    }
}

@Suite("ButtonLabKit alone reads scenario files and Interface Builder documents")
struct BuiltInInputFormatTests {
    @Test("the built-in table has no Swift source, so its clients never build swift-syntax; a .swift file is a scenario file to it")
    func builtIn() {
        #expect(InputFormats.builtIn.formats.map(\.name) == ["scenario", "interface-builder"])
        #expect(InputFormats.builtIn.format(forPath: "Sources/ShareBar.swift") == nil)
        #expect(InputFormats.builtIn.help == "Scenario files (.yaml, .yml, .json), Interface Builder files (.xib, .storyboard)")
        #expect(InputFormats.builtIn.extensionList(.interfaceBuilderOnly) == ".xib, .storyboard")
    }
}
