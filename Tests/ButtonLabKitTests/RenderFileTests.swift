import ButtonLabKit
import ButtonLabTestSupport
import Foundation
import Testing

@Suite("render -o FILE, --depfile, --quiet, --json and --no-json")
struct RenderFileTests {
    @Test("-o FILE writes exactly that file, whatever the scenario's name; --json adds the sidecar beside it")
    func oneFile() throws {
        let directory = makeScratch("render-file")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for (name, magic) in [("a.png", [0x89, 0x50, 0x4E, 0x47]), ("b.svg", Array("<?xm".utf8)), ("c.PDF", Array("%PDF".utf8))] {
            let run = try buttonlab("render", plainScenario, "-o", "out/\(name)", in: directory)
            #expect(run.status == 0)
            #expect(run.output == "rendered 1 of 1 scenario into out/\(name) (\((name as NSString).pathExtension.lowercased()))\n")
            let bytes = try Data(contentsOf: URL(fileURLWithPath: directory + "/out/" + name))
            #expect(Array(bytes.prefix(4)) == magic)
        }
        #expect(try modificationTimes(in: directory).keys.sorted() == ["out/a.png", "out/b.svg", "out/c.PDF"])

        let withJSON = try buttonlab("render", plainScenario, "-o", "out/d.png", "--json", "--quiet", in: directory)
        #expect(withJSON.status == 0)
        #expect(withJSON.output == "")
        let sidecar = try String(contentsOfFile: directory + "/out/d.json", encoding: .utf8)
        #expect(sidecar.hasPrefix("{\n  \"name\": \"edge-insets-01-default\","))
        #expect(try modificationTimes(in: directory).keys.sorted() == ["out/a.png", "out/b.svg", "out/c.PDF", "out/d.json", "out/d.png"])
    }

    @Test("-o FILE with several inputs, a directory, --scene or another --format is a usage error")
    func oneFileUsageErrors() throws {
        let several = try buttonlab("render", plainScenario, playScenario, "-o", "x.png")
        #expect(several.status == 64)
        #expect(several.errors.hasPrefix("Error: -o x.png names one PNG file, but 2 inputs were given; give one scenario, or a directory for -o\n"))
        let folder = try buttonlab("render", fixturesDirectory + "/article2", "-o", "x.svg")
        #expect(folder.status == 64)
        #expect(folder.errors.hasPrefix("Error: -o x.svg names one SVG file, but \(fixturesDirectory)/article2 is a directory; give one scenario, or a directory for -o\n"))
        let format = try buttonlab("render", plainScenario, "-o", "x.png", "--format", "png,svg")
        #expect(format.status == 64)
        #expect(format.errors.hasPrefix("Error: --format png,svg disagrees with -o x.png, which names one PNG file; leave --format out\n"))
        let scene = try buttonlab("render", "--scene", fixturesDirectory + "/interface-builder", "-o", "x.pdf")
        #expect(scene.status == 64)
        #expect(scene.errors.hasPrefix("Error: -o x.pdf names one PDF file, but --scene draws a figure per scene; give -o DIR\n"))
        let both = try buttonlab("render", plainScenario, "-o", "x", "--json", "--no-json")
        #expect(both.errors.hasPrefix("Error: --json and --no-json contradict each other; give one\n"))
        let here = try buttonlab("render", plainScenario, "--no-json")
        #expect(here.status == 64)
        #expect(here.errors.hasPrefix("Error: --no-json needs -o DIR: without -o, render replaces only figures whose sidecar JSON shows ButtonLab wrote them\n"))
        let agreeing = try buttonlab("render", plainScenario, "-o", NSTemporaryDirectory() + "buttonlab-\(UUID().uuidString)/x.png", "--format", "PNG")
        #expect(agreeing.status == 0)
    }

    @Test("an IB file of several buttons into -o FILE is refused before anything is drawn")
    func severalButtons() throws {
        let directory = makeScratch("render-ib")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try buttonlab("render", fixturesDirectory + "/interface-builder/Login.xib", "-o", directory + "/x.png")
        #expect(run.status == 64)
        #expect(run.errors.contains("error: -o \(directory)/x.png names one file, but \(fixturesDirectory)/interface-builder/Login.xib holds 4 buttons; pick one with --element ID, or give a directory for -o\n"))
        #expect(try modificationTimes(in: directory) == [:])
    }

    @Test("--depfile: one rule per figure, escaped for make, and rewritten only when its bytes change")
    func depfile() throws {
        let directory = makeScratch("render-depfile")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try copyTwoScenarios(into: directory + "/my $cenes#1")

        let one = try buttonlab("render", "my $cenes#1/play.yaml", "-o", "out/play.png", "--depfile", "deps/play.d", in: directory)
        #expect(one.status == 0)
        #expect(try String(contentsOfFile: directory + "/deps/play.d", encoding: .utf8) == """
            out/play.png: my\\ $$cenes\\#1/play.yaml my\\ $$cenes\\#1/images/play@2x.png

            my\\ $$cenes\\#1/images/play@2x.png:

            """)

        // A directory: one rule per figure, every file it wrote as targets; no sidecar with --no-json.
        let all = try buttonlab("render", "my $cenes#1", "-o", "out", "--format", "svg,png", "--no-json", "--depfile", "out.d", in: directory)
        #expect(all.status == 0)
        #expect(all.output == "rendered 2 of 2 scenarios into out (png, svg)\n")
        #expect(try String(contentsOfFile: directory + "/out.d", encoding: .utf8) == """
            out/edge-insets-01-default.png out/edge-insets-01-default.svg: my\\ $$cenes\\#1/plain.yaml
            out/gallery-align-01-left.png out/gallery-align-01-left.svg: my\\ $$cenes\\#1/play.yaml my\\ $$cenes\\#1/images/play@2x.png

            my\\ $$cenes\\#1/images/play@2x.png:

            """)

        let before = try modificationTimes(in: directory)
        Thread.sleep(forTimeInterval: 0.02)
        #expect(try buttonlab("render", "my $cenes#1/play.yaml", "-o", "out/play.png", "--depfile", "deps/play.d", in: directory).status == 0)
        #expect(try buttonlab("render", "my $cenes#1", "-o", "out", "--format", "svg,png", "--no-json", "--depfile", "out.d", in: directory).status == 0)
        #expect(changedFiles(before, try modificationTimes(in: directory)) == [])
    }

    @Test("unchanged PNG, SVG, PDF and JSON files keep their modification time; a changed figure is rewritten")
    func unchangedFilesKept() throws {
        let directory = makeScratch("render-unchanged")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(try buttonlab("render", plainScenario, playScenario, "-o", directory, "--format", "png,svg,pdf", "--jobs", "1").status == 0)
        let before = try modificationTimes(in: directory)
        #expect(before.count == 8)
        Thread.sleep(forTimeInterval: 0.02)
        #expect(try buttonlab("render", plainScenario, playScenario, "-o", directory, "--format", "png,svg,pdf", "--jobs", "1").status == 0)
        #expect(changedFiles(before, try modificationTimes(in: directory)) == [])
        #expect(try buttonlab("render", plainScenario, "-o", directory, "--format", "png,svg,pdf", "--theme", "dark").status == 0)
        #expect(changedFiles(before, try modificationTimes(in: directory)) == [
            "edge-insets-01-default.json", "edge-insets-01-default.pdf", "edge-insets-01-default.png",
            "edge-insets-01-default.svg",
        ])
    }

    @Test("--quiet prints nothing on success and still every error")
    func quiet() throws {
        let directory = makeScratch("render-quiet")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fine = try buttonlab("render", plainScenario, "-o", directory, "--quiet")
        #expect(fine.status == 0)
        #expect(fine.output == "")
        #expect(fine.errors == "")
        let bad = try buttonlab("render", plainScenario, fixturesDirectory + "/no-such.yaml", "-o", directory, "--quiet")
        #expect(bad.status == 2)
        #expect(bad.output == "")
        #expect(bad.errors.contains("no-such.yaml: error: no such file"))
    }

    @Test("the fast path and argument-parser write the same single file and depfile")
    func fastPathAgrees() throws {
        let directory = makeScratch("render-fast")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fast = try buttonlab("render", playScenario, "-o", "fast/x.svg", "--depfile", "fast.d", "--json", "--quiet", in: directory)
        let parsed = try buttonlab("render", "-o", "slow/x.svg", "--depfile", "slow.d", "--json", "--quiet", "--", playScenario, in: directory)
        #expect(fast.status == 0)
        #expect(parsed.status == 0)
        #expect(fast.output == parsed.output)
        for name in ["x.svg", "x.json"] {
            #expect(try Data(contentsOf: URL(fileURLWithPath: "\(directory)/fast/\(name)")) == Data(contentsOf: URL(fileURLWithPath: "\(directory)/slow/\(name)")))
        }
        let fastRule = try String(contentsOfFile: directory + "/fast.d", encoding: .utf8)
        #expect(fastRule.replacingOccurrences(of: "fast/", with: "slow/") == (try String(contentsOfFile: directory + "/slow.d", encoding: .utf8)))
    }

    @Test("make escaping: spaces, # and $; a line break cannot be written")
    func escaping() throws {
        #expect(try makeEscaped("a b#c$d") == "a\\ b\\#c$$d")
        #expect(throws: UnspellableDependency.self) { try makeEscaped("a\nb") }
        let text = try depfileText([
            DependencyRule(targets: ["out/a.png"], source: nil, images: ["i.png"]),
            DependencyRule(targets: ["out/b.png", "out/b.json"], source: "b.yaml", images: ["i.png"]),
        ])
        #expect(text == "out/a.png: i.png\nout/b.png out/b.json: b.yaml i.png\n\ni.png:\n")
    }
}
