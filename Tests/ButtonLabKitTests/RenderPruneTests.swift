import ButtonLabTestSupport
import Foundation
import Testing

@Suite("render --prune removes ButtonLab's figures of scenarios no longer in the input, and nothing else")
struct RenderPruneTests {
    private func write(_ text: String, _ path: String) throws {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    @Test("exact lists of what is removed and kept: foreign files, a link, a folder, another figure's files")
    func removedAndKept() throws {
        let directory = makeScratch("prune")
        defer { removeScratch(directory) }
        let manager = FileManager.default
        try manager.createDirectory(atPath: directory + "/scenarios", withIntermediateDirectories: true)
        try manager.copyItem(atPath: fixturesDirectory + "/article2/fig01-default.yaml", toPath: directory + "/scenarios/keep.yaml")
        try write("name: gone\nbutton:\n  size: [100, 40]\n  title: {text: \"Gone\", size: [40, 20]}\n", directory + "/scenarios/gone.yaml")
        // Every kind of file ButtonLab writes for `gone`: plain figures, the gallery's dark PNG, DocC's set.
        #expect(try buttonlab("render", "scenarios", "-o", "out", "--format", "png,svg", "--quiet", in: directory).status == 0)
        #expect(try buttonlab("render", "scenarios/gone.yaml", "--docc", "-o", "out", "--quiet", in: directory).status == 0)
        #expect(try buttonlab("gallery", "scenarios/gone.yaml", "-o", "out", "--page", "page.md", in: directory).status == 0)
        // Not ButtonLab's: a PNG named like a figure without a sidecar, a JSON without the generator,
        // a sidecar that is a link, a link named like a figure file, and a folder holding a stale figure.
        try manager.createDirectory(atPath: directory + "/elsewhere", withIntermediateDirectories: true)
        try manager.copyItem(atPath: directory + "/out/gone.png", toPath: directory + "/out/foreign.png")
        try manager.copyItem(atPath: directory + "/out/gone.png", toPath: directory + "/out/foreign~dark.png")
        try write("{\"name\": \"theirs\"}\n", directory + "/out/theirs.json")
        try manager.copyItem(atPath: directory + "/out/gone.png", toPath: directory + "/out/theirs.png")
        let sidecar = try String(contentsOfFile: directory + "/out/gone.json", encoding: .utf8)
        try write(sidecar.replacingOccurrences(of: "\"name\": \"gone\"", with: "\"name\": \"linked\""), directory + "/elsewhere/linked.json")
        try manager.createSymbolicLink(atPath: directory + "/out/linked.json", withDestinationPath: "../elsewhere/linked.json")
        try manager.copyItem(atPath: directory + "/out/gone.png", toPath: directory + "/out/linked.png")
        try write("outside\n", directory + "/elsewhere/target.pdf")
        try manager.createSymbolicLink(atPath: directory + "/out/gone.pdf", withDestinationPath: "../elsewhere/target.pdf")
        try manager.createDirectory(atPath: directory + "/out/sub", withIntermediateDirectories: true)
        try manager.copyItem(atPath: directory + "/out/gone.json", toPath: directory + "/out/sub/gone.json")
        try manager.copyItem(atPath: directory + "/out/gone.png", toPath: directory + "/out/sub/gone.png")
        try write("notes\n", directory + "/out/notes.txt")

        try manager.removeItem(atPath: directory + "/scenarios/gone.yaml")
        let run = try buttonlab("render", "scenarios", "-o", "out", "--prune", in: directory)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output == """
            pruned out/gone.alt.txt
            pruned out/gone.json
            pruned out/gone.png
            pruned out/gone.svg
            pruned out/gone@2x.png
            pruned out/gone~dark.png
            pruned out/gone~dark@2x.png
            rendered 1 of 1 scenario into out (png, json)

            """)
        #expect(listing(directory + "/out") == [
            "edge-insets-01-default.json", "edge-insets-01-default.png", "edge-insets-01-default.svg",
            "foreign.png", "foreign~dark.png", "gone.pdf", "linked.json", "linked.png", "notes.txt", "sub", "theirs.json",
            "theirs.png",
        ])
        #expect(listing(directory + "/out/sub") == ["gone.json", "gone.png"])
        #expect(listing(directory + "/elsewhere") == ["linked.json", "target.pdf"])
        // A second run has nothing left to prune.
        let again = try buttonlab("render", "scenarios", "-o", "out", "--prune", "--quiet", in: directory)
        #expect(again.status == 0)
        #expect(again.output == "")
    }

    @Test("a run where a scenario failed prunes nothing: its figure is kept")
    func failureKeepsEverything() throws {
        let directory = makeScratch("prune-failure")
        defer { removeScratch(directory) }
        try FileManager.default.createDirectory(atPath: directory + "/scenarios", withIntermediateDirectories: true)
        try write("name: old\nbutton:\n  size: [100, 40]\n", directory + "/scenarios/old.yaml")
        #expect(try buttonlab("render", "scenarios", "-o", "out", "--quiet", in: directory).status == 0)
        try write("name: old\nbutton: [\n", directory + "/scenarios/old.yaml")
        let run = try buttonlab("render", "scenarios", "-o", "out", "--prune", "--quiet", in: directory)
        #expect(run.status == 2)
        #expect(run.errors.contains("warning: nothing pruned: 1 scenario did not render, and their figures are kept\n"))
        #expect(listing(directory + "/out") == ["old.json", "old.png"])
    }

    @Test("--prune needs a folder of figures: -o FILE and --scene refuse it")
    func usage() throws {
        let file = try buttonlab("render", fixturesDirectory + "/article2/fig01-default.yaml", "-o", "/nonexistent/x.png", "--prune")
        #expect(file.status == 64)
        #expect(file.errors.hasPrefix("Error: -o /nonexistent/x.png names one PNG file, but --prune cleans a folder of figures; give -o DIR\n"))
        let scene = try buttonlab("render", fixturesDirectory + "/interface-builder", "--scene", "-o", "/nonexistent/x", "--prune")
        #expect(scene.status == 64)
        #expect(scene.errors.hasPrefix("Error: --prune removes figures of scenarios no longer given; --scene does not take it\n"))
    }
}
