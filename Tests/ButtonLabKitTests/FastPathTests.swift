import ButtonLabKit
import ButtonLabTestSupport
import Foundation
import Testing

/// `buttonlab` with extra environment variables (LD_DEBUG shows which libraries a run loads).
private func buttonlab(environment extra: [String: String], _ arguments: String...) throws -> Run {
    try runProcess(buttonlabExecutable, arguments, environment: ProcessInfo.processInfo.environment.merging(extra) { $1 })
}

@Suite("The light start: plain forms skip argument-parser, drawing libraries load on demand")
struct FastPathTests {
    let fig01 = fixturesDirectory + "/article2/fig01-default.yaml"
    let fig05 = fixturesDirectory + "/article2/fig05-virtual-title.yaml"

    @Test("layout and explain print the same through the fast path and through argument-parser")
    func sameOutputBothWays() throws {
        // "--" is not a plain form, so the second call of each pair goes through argument-parser.
        for format in ["json", "text"] {
            let fast = try buttonlab("layout", fig01, fig05, "--format", format)
            let parsed = try buttonlab("layout", "--format", format, "--", fig01, fig05)
            #expect(fast.status == 0)
            #expect(fast.output == parsed.output)
            #expect(fast.errors == parsed.errors)
            let explained = try buttonlab("explain", fig05, "--format", format)
            let explainedParsed = try buttonlab("explain", "--format", format, "--", fig05)
            #expect(explained.output == explainedParsed.output)
        }
        let bad = try buttonlab("layout", fixturesDirectory + "/no-such.yaml")
        let badParsed = try buttonlab("layout", "--", fixturesDirectory + "/no-such.yaml")
        #expect(bad.status == 2)
        #expect(bad.status == badParsed.status)
        #expect(bad.errors == badParsed.errors)
    }

    @Test("render writes the same files through the fast path and through argument-parser")
    func renderBothWays() throws {
        let fast = makeScratch("fastpath"), parsed = makeScratch("fastpath")
        defer {
            try? FileManager.default.removeItem(atPath: fast)
            try? FileManager.default.removeItem(atPath: parsed)
        }
        let one = try buttonlab("render", fig05, fig01, "-o", fast, "--format", "png,svg", "--jobs", "1")
        let two = try buttonlab("render", "--output", parsed, "--format", "png,svg", "--", fig05, fig01)
        #expect(one.status == 0)
        #expect(one.output == two.output.replacingOccurrences(of: parsed, with: fast))
        let files = try FileManager.default.contentsOfDirectory(atPath: fast).sorted()
        #expect(files == [
            "edge-insets-01-default.json", "edge-insets-01-default.png", "edge-insets-01-default.svg",
            "edge-insets-05-virtual-title.json", "edge-insets-05-virtual-title.png", "edge-insets-05-virtual-title.svg",
        ])
        #expect(try FileManager.default.contentsOfDirectory(atPath: parsed).sorted() == files)
        for file in files {
            #expect(FileManager.default.contentsEqual(atPath: fast + "/" + file, andPath: parsed + "/" + file), "\(file)")
        }
    }

    @Test("unusual forms still get argument-parser's help and errors")
    func fallbacks() throws {
        #expect(try buttonlab("--version").output == "0.1.0\n")
        let help = try buttonlab("layout", "--help")
        #expect(help.status == 0)
        #expect(help.output.contains("USAGE: buttonlab layout"))
        let wrongFormat = try buttonlab("layout", fig01, "--format", "yaml")
        #expect(wrongFormat.status != 0)
        #expect(wrongFormat.errors.contains("yaml"))
        let missingValue = try buttonlab("render", fig01, "-o")
        #expect(missingValue.status != 0)
        #expect(missingValue.errors.contains("Missing value for '-o"))
        let badJobs = try buttonlab("render", fig01, "--jobs", "0")
        #expect(badJobs.status != 0)
        #expect(badJobs.errors.contains("--jobs must be at least 1"))
        let badList = try buttonlab("render", fig01, "--format", "png,gif")
        #expect(badList.errors.contains("unknown format 'gif'"))
        let nothing = try buttonlab("layout")
        #expect(nothing.status != 0)
        #expect(nothing.errors.contains("Missing expected argument"))
    }

    @Test("layout of sized scenarios and --version never load cairo, Pango or fontconfig; render does")
    func drawingStackLoadsOnDemand() throws {
        let debug = ["LD_DEBUG": "files"]
        // fig01's title has a size, so nothing needs measuring.
        let layout = try buttonlab(environment: debug, "layout", fig01)
        #expect(layout.status == 0)
        #expect(!layout.errors.contains("libcairo"))
        #expect(!layout.errors.contains("libpango"))
        #expect(!layout.errors.contains("libfontconfig"))
        let version = try buttonlab(environment: debug, "--version")
        #expect(!version.errors.contains("libcairo"))
        let directory = makeScratch("fastpath")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let render = try buttonlab(environment: debug, "render", fig01, "-o", directory)
        #expect(render.status == 0)
        #expect(render.errors.contains("libcairo"))
        #expect(render.errors.contains("libpangocairo"))
    }

    @Test("layout of a scenario with a JPEG image never loads libjpeg; render does")
    func libjpegLoadsOnDemand() throws {
        let directory = try jpegScenarioFolder(JPEGCommandLineTests.scenario, images: ["photo@2x.jpg": "blue-grey-24x16.jpg"])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let debug = ["LD_DEBUG": "files"]
        let layout = try buttonlab(environment: debug, "layout", directory + "/s.yaml")
        #expect(layout.status == 0)
        #expect(!layout.errors.contains("libjpeg"))
        let render = try buttonlab(environment: debug, "render", directory + "/s.yaml", "-o", directory + "/out")
        #expect(render.status == 0)
        #expect(render.errors.contains("libjpeg.so.62"))
    }
}
