import ButtonLabTestSupport
import ButtonScenario
import Foundation
import Testing

@Suite("`-`: one scenario read from standard input")
struct StandardInputTests {
    private func text(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    @Test("layout, explain, solve and trace of `-` print what they print for the file")
    func sameAsTheFile() throws {
        let scenario = try text(plainScenario)
        for arguments in [["layout", "--format", "json"], ["layout", "--format", "text"], ["explain"], ["solve", "--placement", "top", "--spacing", "4"]] {
            let file = try runProcess(buttonlabExecutable, arguments + [plainScenario])
            let piped = try runProcess(buttonlabExecutable, arguments + ["-"], standardInput: scenario)
            #expect(file.status == 0)
            #expect(piped.status == 0)
            #expect(piped.output == file.output)
        }
        let trace = fixturesDirectory + "/lifecycle/a1-layout-subviews.yaml"
        let traced = try buttonlab("trace", "-", standardInput: try text(trace))
        #expect(traced.status == 0)
        #expect(traced.output == (try buttonlab("trace", trace)).output)
    }

    @Test("`-` through the fast path and through argument-parser (after --) prints the same")
    func bothPaths() throws {
        let scenario = try text(plainScenario)
        for command in ["layout", "explain"] {
            let fast = try buttonlab(command, "-", "--format", "json", standardInput: scenario)
            let parsed = try buttonlab(command, "--format", "json", "--", "-", standardInput: scenario)
            #expect(fast.status == 0)
            #expect(fast.output == parsed.output)
            #expect(fast.output.hasPrefix("{"))
        }
    }

    @Test("`-` keeps its place among the other inputs")
    func order() throws {
        let fig05 = fixturesDirectory + "/article2/fig05-virtual-title.yaml"
        let fig03 = fixturesDirectory + "/article2/fig03-image-left-50.yaml"
        let piped = try buttonlab("layout", "--format", "text", fig05, "-", plainScenario, standardInput: try text(fig03))
        let files = try buttonlab("layout", "--format", "text", fig05, fig03, plainScenario)
        #expect(piped.status == 0)
        #expect(piped.output == files.output)
    }

    @Test("render of `-` writes -o FILE; image.file is relative to the current directory")
    func render() throws {
        let directory = makeScratch("stdin-render")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.copyItem(atPath: fixturesDirectory + "/gallery/images", toPath: directory + "/images")
        let run = try buttonlab("render", "-", "-o", "fig.png", "--depfile", "fig.d", in: directory, standardInput: try text(playScenario))
        #expect(run.status == 0)
        #expect(run.output == "rendered 1 of 1 scenario into fig.png (png)\n")
        #expect(try text(directory + "/fig.d") == "fig.png: images/play@2x.png\n\nimages/play@2x.png:\n")
        let file = makeScratch("stdin-render-file")
        defer { try? FileManager.default.removeItem(atPath: file) }
        #expect(try buttonlab("render", playScenario, "-o", file + "/fig.png").status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: directory + "/fig.png")) == Data(contentsOf: URL(fileURLWithPath: file + "/fig.png")))

        // Without -o FILE the figure is named by its `name:`.
        let named = try buttonlab("render", "-", "-o", "out", "--quiet", in: directory, standardInput: "name: piped\nbutton: {size: [40, 20]}\n")
        #expect(named.status == 0)
        #expect(try modificationTimes(in: directory + "/out").keys.sorted() == ["piped.json", "piped.png"])
    }

    @Test("JSON on standard input, tabs and all; an unnamed scenario is called stdin")
    func json() throws {
        let run = try buttonlab("layout", "--format", "json", "-", standardInput: "\n\t{\"button\":\t{\"size\": [40, 20]}}\n")
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("{\n  \"name\": \"stdin\","))
    }

    @Test("errors are placed at <stdin>:LINE:COLUMN")
    func errors() throws {
        let run = try buttonlab("layout", "-", standardInput: "name: x\nbutton:\n  size: [10, oops]\n")
        #expect(run.status == 2)
        #expect(run.errors == """
            <stdin>:3:14: error: button.size[1]: expected the height as a number, found the string 'oops'
            1 of 1 scenario failed:
              <stdin>

            """)
        let image = try buttonlab("explain", "-", standardInput: "button: {size: [10, 10], image: {file: ../x.png}}\n")
        #expect(image.status == 2)
        #expect(image.errors.hasPrefix("<stdin>:1:40: error: button.image.file: the image path '../x.png' leads out of the scenario's folder;"))
    }

    @Test("`-` twice is a usage error; more than a scenario file may hold is refused after reading one byte past it")
    func limits() throws {
        let twice = try buttonlab("layout", "-", "-", standardInput: "")
        #expect(twice.status == 64)
        #expect(twice.errors == "error: `-` (standard input) may be given only once\n")
        let large = String(repeating: "#", count: ScenarioLimits.maximumFileSize + 100)
        let run = try buttonlab("layout", "-", standardInput: large)
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("<stdin>: error: the file is larger than 1 MiB;"))
    }
}
