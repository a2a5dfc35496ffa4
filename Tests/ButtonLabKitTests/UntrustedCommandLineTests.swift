import ButtonFiles
import ButtonLabKit
import ButtonLabTestSupport
import Foundation
import Testing

/// A fresh directory holding `files` (name → text); the caller removes it.
private func workspace(_ files: [String: String]) throws -> String {
    let directory = makeScratch("untrusted")
    for (name, text) in files { try text.write(toFile: directory + "/" + name, atomically: false, encoding: .utf8) }
    return directory
}

private let button = "button: {size: [100, 40]}\n"

@Suite("The command line with untrusted input, end to end")
struct UntrustedCommandLineTests {
    @Test("render without -o replaces none of the user's files, only its own figures")
    func renderWithoutOutputDirectory() throws {
        let npm = "{\"name\": \"my-app\"}\n"
        let directory = try workspace(["package.yaml": button, "package.json": npm, "fig.yaml": button])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let first = try buttonlab("render", "package.yaml", "fig.yaml", in: directory)
        #expect(first.status == 2)
        #expect(
            first.errors == "package.yaml: error: not written: ./package.json exists and was not written by ButtonLab; "
                + "it is left alone (without -o, render replaces only figures it wrote before; give -o DIR)\n"
                + "1 of 2 scenarios failed:\n  package.yaml\n")
        #expect(try String(contentsOfFile: directory + "/package.json", encoding: .utf8) == npm)
        #expect(listing(directory) == ["fig.json", "fig.png", "fig.yaml", "package.json", "package.yaml"])
        #expect(isOwnSidecar(directory + "/fig.json") && !isOwnSidecar(directory + "/package.json"))
        // A figure it rendered before is its own: rendering again replaces it.
        try "button: {size: [120, 40]}\n".write(toFile: directory + "/fig.yaml", atomically: false, encoding: .utf8)
        let again = try buttonlab("render", "fig.yaml", in: directory)
        #expect(again.status == 0)
        #expect(try String(contentsOfFile: directory + "/fig.json", encoding: .utf8).contains("\"width\": 120"))
        // A PNG of the user's without a sidecar is not replaced either.
        try Data("user's picture".utf8).write(to: URL(fileURLWithPath: directory + "/logo.png"))
        try button.write(toFile: directory + "/logo.yaml", atomically: false, encoding: .utf8)
        #expect(try buttonlab("render", "logo.yaml", in: directory).status == 2)
        #expect(try String(contentsOfFile: directory + "/logo.png", encoding: .utf8) == "user's picture")
        // With -o the user chose the directory: anything in the way is replaced.
        #expect(try buttonlab("render", "package.yaml", "-o", ".", in: directory).status == 0)
        #expect(isOwnSidecar(directory + "/package.json"))
        #expect(!listing(directory).contains { $0.hasSuffix(temporaryFileSuffix) })
    }

    @Test("names that differ only in case collide; the later figure is not written")
    func caseCollision() throws {
        let directory = try workspace(["a.yaml": "name: Icon\n" + button, "b.yaml": "name: icon\n" + button])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try buttonlab("render", "a.yaml", "b.yaml", "-o", "out", "--jobs", "1", in: directory)
        #expect(run.status == 2)
        #expect(
            run.errors.hasPrefix(
                "b.yaml: error: name 'icon' is already used by a.yaml as 'Icon' (names that differ only in case collide); "
                    + "give one of them another `name:`\n"))
        #expect(listing(directory + "/out") == ["Icon.json", "Icon.png"])
    }

    @Test("a linked output directory is refused unless --follow-symlinks; nothing is written through it")
    func linkedOutputDirectory() throws {
        let directory = try workspace(["s.yaml": button])
        let elsewhere = try workspace([:])
        defer {
            try? FileManager.default.removeItem(atPath: directory)
            try? FileManager.default.removeItem(atPath: elsewhere)
        }
        try FileManager.default.createSymbolicLink(atPath: directory + "/out", withDestinationPath: elsewhere)
        let refused = try buttonlab("render", "s.yaml", "-o", "out/figures", in: directory)
        #expect(refused.status == 2)
        #expect(
            refused.errors == "error: cannot use the output directory: out is a symbolic link, which ButtonLab does not "
                + "follow (give --follow-symlinks to write through it)\n")
        #expect(listing(elsewhere) == [])
        let followed = try buttonlab("render", "s.yaml", "-o", "out/figures", "--follow-symlinks", in: directory)
        #expect(followed.status == 0)
        #expect(listing(elsewhere + "/figures") == ["s.json", "s.png"])
        let check = try buttonlab("check", "s.yaml", "--golden", "out/figures", in: directory)
        #expect(check.status == 2)
        #expect(check.errors == "error: golden directory out is a symbolic link, which ButtonLab does not follow\n")
    }

    @Test("a scenario that is a link, a FIFO or a bomb: exit 2, one clear line each, no hang")
    func hostileScenarioFiles() throws {
        let directory = try workspace(["bomb.yaml": "button: {size: [10, 10], image: {file: bomb.png}}\n"])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createSymbolicLink(atPath: directory + "/key.yaml", withDestinationPath: "/etc/passwd")
        #expect(mkfifo(directory + "/pipe.yaml", 0o644) == 0)
        var bomb = PNGHeader.signature + [0, 0, 0, 13] + Array("IHDR".utf8)
        bomb += [0, 0x01, 0x86, 0xA0, 0, 0x01, 0x86, 0xA0, 8, 6, 0, 0, 0]
        try Data(bomb).write(to: URL(fileURLWithPath: directory + "/bomb.png"))
        let start = Date()
        let run = try buttonlab("layout", ".", in: directory)
        #expect(Date().timeIntervalSince(start) < 20)
        #expect(run.status == 2)
        #expect(run.output == "")
        #expect(
            run.errors == """
                ./bomb.yaml:1:40: error: button.image.file: image too large: \(directory)/bomb.png is 100000×100000 pixels \
                (10000000000 pixels), over the limit of 16777216 pixels; it is refused before decoding
                ./key.yaml: error: is a symbolic link; scenario files are only read from regular files, never through a link
                ./pipe.yaml: error: is a FIFO (named pipe), not a scenario file
                3 of 3 scenarios failed:
                  ./bomb.yaml
                  ./key.yaml
                  ./pipe.yaml

                """)
    }

    @Test("file names and values cannot inject lines or escapes into the log")
    func cleanLogs() throws {
        let evil = "x\n::error file=a.swift::pwned\u{1B}[31m.yaml"
        let directory = try workspace([evil: "button: {size: [1, 1], scale: \"\\e]0;title\\a\"}\n"])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try buttonlab("layout", ".", in: directory)
        #expect(run.status == 2)
        #expect(
            run.errors == """
                ./x\\u{A}::error file=a.swift::pwned\\u{1B}[31m.yaml:1:31: error: button.scale: expected a number, \
                found the string '\\u{1B}]0;title\\u{7}'
                1 of 1 scenario failed:
                  ./x\\u{A}::error file=a.swift::pwned\\u{1B}[31m.yaml

                """)
        #expect(!run.errors.contains("\u{1B}") && !run.errors.contains("\n::"))
    }

    @Test("JSON and SVG never hold inf or nan, whatever finite numbers the scenario gives")
    func finiteOutput() throws {
        let directory = try workspace([
            "big.yaml": "button: {size: [1000000, 1000000], contentEdgeInsets: [-1000000, -1000000, 1000000, 1000000]}\n",
            "expr.yaml": "button: {size: [100, 100], image: {size: [10, 10]}, layout: fixedRects, "
                + "imageRect: [0, 0, \"999999 * 999999 * 999999\", 1]}\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let layout = try buttonlab("layout", "big.yaml", "expr.yaml", "--format", "json", in: directory)
        #expect(layout.status == 0)
        #expect(layout.output.contains("\"imageView\": {\"x\": 0, \"y\": 0, \"width\": 9.999970000029999e+17, \"height\": 1},"))
        for token in ["inf", "nan"] { #expect(!layout.output.contains(token)) }
        let render = try buttonlab("render", "expr.yaml", "-o", "out", "--format", "svg", in: directory)
        #expect(render.status == 2)
        #expect(
            render.errors.hasPrefix(
                "expr.yaml: error: the diagram would be 3999988000011999744 × 488 px at 4 px per point, chosen for the "
                    + "100 × 100 pt frame, whose views span 9.999970000029999e+17 × 100 pt, over the limit of 8192 px on "
                    + "a side; bring the views that reach outside the bounds closer, or set diagram.pixelsPerPoint below 4"))
    }
}
