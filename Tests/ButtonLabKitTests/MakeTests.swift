import ButtonFiles
import ButtonLabTestSupport
import Foundation
import Testing

/// Every regular file below `directory` with its modification time, by relative path.
func modificationTimes(in directory: String) throws -> [String: Date] {
    var times: [String: Date] = [:]
    for case let relative as String in FileManager.default.enumerator(atPath: directory)! {
        let attributes = try FileManager.default.attributesOfItem(atPath: directory + "/" + relative)
        guard attributes[.type] as? FileAttributeType == .typeRegular else { continue }
        times[relative] = attributes[.modificationDate] as? Date
    }
    return times
}

/// The relative paths whose modification time differs between two `modificationTimes`.
func changedFiles(_ before: [String: Date], _ after: [String: Date]) -> [String] {
    Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted()
}

/// Runs make in `directory` with the built buttonlab, as a top-level make: under `make test` the
/// outer make's variables (MAKELEVEL, MAKEFLAGS …) would make it a sub-make, which prints
/// "make[1]: Entering directory" and takes the outer make's flags.
func runMake(_ arguments: [String], in directory: String) throws -> Run {
    var environment = ProcessInfo.processInfo.environment
    for name in ["MAKELEVEL", "MAKEFLAGS", "MFLAGS", "MAKEOVERRIDES", "MAKE_TERMOUT", "MAKE_TERMERR"] {
        environment[name] = nil
    }
    return try runProcess(
        "/usr/bin/env", ["make", "BUTTONLAB=\(buttonlabExecutable)"] + arguments, in: directory, environment: environment)
}

/// A PNG's size from its header.
private func pngSize(_ path: String) throws -> (width: Int, height: Int) {
    let header = try PNGHeader(parsing: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    return (header.width, header.height)
}

/// Moves a file's modification time to now, as an edit would.
private func touch(_ path: String) throws {
    try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: path)
}

private let makefilePath = fixturesDirectory + "/make/Makefile"
private let doccMakefilePath = fixturesDirectory + "/make/docc/Makefile"

/// A scenario named `gallery-align-01-left` that draws `images/play@2x.png`.
let playScenario = fixturesDirectory + "/gallery/align-01-left.yaml"
/// A scenario named `edge-insets-01-default` that reads no file.
let plainScenario = fixturesDirectory + "/article2/fig01-default.yaml"

/// `folder`, created, holding `play.yaml` (with its `images/`) and `plain.yaml`, both named otherwise inside.
func copyTwoScenarios(into folder: String) throws {
    let manager = FileManager.default
    try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try manager.copyItem(atPath: playScenario, toPath: folder + "/play.yaml")
    try manager.copyItem(atPath: fixturesDirectory + "/gallery/images", toPath: folder + "/images")
    try manager.copyItem(atPath: plainScenario, toPath: folder + "/plain.yaml")
}

/// A scratch folder holding the two scenarios and `makefile`, after a first `make`, which must succeed quietly.
private func firstMake(_ makefile: String, scratch label: String) throws -> (directory: String, run: Run) {
    let directory = makeScratch(label)
    try copyTwoScenarios(into: directory + "/scenarios")
    try FileManager.default.copyItem(atPath: makefile, toPath: directory + "/Makefile")
    let first = try runMake([], in: directory)
    #expect(first.status == 0)
    #expect(first.errors == "")
    return (directory, first)
}

/// A second make in `directory` has nothing to do and changes no file's date.
private func expectSettled(_ directory: String) throws {
    let settled = try modificationTimes(in: directory)
    #expect(try runMake(["-q"], in: directory).status == 0)
    let second = try runMake([], in: directory)
    #expect(second.status == 0)
    #expect(second.output == "make: Nothing to be done for 'all'.\n")
    #expect(changedFiles(settled, try modificationTimes(in: directory)) == [])
}

@Suite("make: the documented Makefile settles and rebuilds exactly what changed")
struct MakeTests {
    @Test("docs/make.md shows Fixtures/make/Makefile and Fixtures/make/docc/Makefile verbatim")
    func documentedMakefile() throws {
        let page = try String(contentsOfFile: fixturesDirectory + "/../docs/make.md", encoding: .utf8)
        for path in [makefilePath, doccMakefilePath] {
            let makefile = try String(contentsOfFile: path, encoding: .utf8)
            #expect(page.contains("```make\n" + makefile + "```\n"), "\(path)")
        }
    }

    @Test("the DocC Makefile writes real light and dark @2x images and the alt text, then settles; a touched scenario redoes its three files")
    func doccSettles() throws {
        let (directory, first) = try firstMake(doccMakefilePath, scratch: "make-docc")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(first.output.components(separatedBy: " render ").count == 3)
        let resources = directory + "/Figures.docc/Resources"
        #expect(try modificationTimes(in: resources).keys.sorted() == [
            "plain.alt.txt", "plain@2x.png", "plain~dark@2x.png", "play.alt.txt", "play@2x.png", "play~dark@2x.png",
        ])
        // Twice the pixels of the plain figure (drawn at 3 px/pt for its 160-pt frame), never an empty file.
        let plain = try runProcess(buttonlabExecutable, ["render", "scenarios/plain.yaml", "-o", "plain.png"], in: directory)
        #expect(plain.status == 0)
        let plainSize = try pngSize(directory + "/plain.png")
        for name in ["plain@2x.png", "plain~dark@2x.png"] {
            let size = try pngSize(resources + "/" + name)
            #expect(size.width == 2 * plainSize.width && size.height == 2 * plainSize.height, "\(name)")
        }
        let alt = try String(contentsOfFile: resources + "/play.alt.txt", encoding: .utf8)
        #expect(alt.hasPrefix("A ") && alt.hasSuffix(".\n"))
        let depfile = try String(contentsOfFile: directory + "/deps/play.d", encoding: .utf8)
        #expect(depfile == "Figures.docc/Resources/play@2x.png Figures.docc/Resources/play~dark@2x.png "
            + "Figures.docc/Resources/play.alt.txt: scenarios/play.yaml scenarios/images/play@2x.png\n\nscenarios/images/play@2x.png:\n")

        try expectSettled(directory)

        try touch(directory + "/scenarios/plain.yaml")
        let afterScenario = try modificationTimes(in: directory)
        let third = try runMake([], in: directory)
        #expect(third.status == 0)
        #expect(third.output.components(separatedBy: " render ").count == 2)
        #expect(changedFiles(afterScenario, try modificationTimes(in: directory)) == [
            "Figures.docc/Resources/plain.alt.txt", "Figures.docc/Resources/plain@2x.png", "Figures.docc/Resources/plain~dark@2x.png",
        ])
        #expect(try runMake(["-q"], in: directory).status == 0)
    }

    @Test("make renders each figure once, then has nothing to do; a touched image or scenario redoes one figure")
    func settles() throws {
        let (directory, _) = try firstMake(makefilePath, scratch: "make")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let out = try modificationTimes(in: directory + "/out").keys.sorted()
        #expect(out == ["plain.d", "plain.png", "play.d", "play.png"])
        let depfile = try String(contentsOfFile: directory + "/out/play.d", encoding: .utf8)
        #expect(depfile == "out/play.png: scenarios/play.yaml scenarios/images/play@2x.png\n\nscenarios/images/play@2x.png:\n")

        try expectSettled(directory)

        try touch(directory + "/scenarios/images/play@2x.png")
        let afterImage = try modificationTimes(in: directory)
        #expect(try runMake(["-q"], in: directory).status == 1)
        let third = try runMake([], in: directory)
        #expect(third.status == 0)
        #expect(third.output.components(separatedBy: " render ").count == 2)
        // The figure's bytes are the same: render kept the file; the recipe's touch dates it.
        #expect(changedFiles(afterImage, try modificationTimes(in: directory)) == ["out/play.png"])
        #expect(try runMake(["-q"], in: directory).status == 0)

        try touch(directory + "/scenarios/plain.yaml")
        let afterScenario = try modificationTimes(in: directory)
        #expect(try runMake([], in: directory).status == 0)
        #expect(changedFiles(afterScenario, try modificationTimes(in: directory)) == ["out/plain.png"])
        #expect(try runMake(["-q"], in: directory).status == 0)
    }
}
