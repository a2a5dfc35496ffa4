import ButtonFiles
import ButtonLabKit
import ButtonLabTestSupport
import Foundation
import Testing

/// The commands main added after the hardening (import, render --scene, trace --diagram, solve),
/// held to security.md: inputs read without links, outputs written by the one atomic writer,
/// linked directories only with --follow-symlinks.
@Suite("Untrusted input on import, scenes, trace and solve")
struct UntrustedNewCommandsTests {
    private func scratch() throws -> (String, () -> Void) {
        let directory = makeScratch("ib")
        return (directory, { try? FileManager.default.removeItem(atPath: directory) })
    }

    @Test("an Interface Builder file that is a link or a FIFO is refused by name, without blocking")
    func interfaceBuilderFilesAreReadWithoutLinks() throws {
        let (directory, remove) = try scratch()
        defer { remove() }
        try FileManager.default.copyItem(atPath: ibFixture("Login.xib"), toPath: directory + "/real.xib")
        try FileManager.default.createSymbolicLink(atPath: directory + "/link.xib", withDestinationPath: "real.xib")
        #expect(mkfifo(directory + "/pipe.xib", 0o600) == 0)
        let linked = try buttonlab("layout", "link.xib", in: directory)
        #expect(linked.status == 2)
        #expect(
            linked.errors
                == "link.xib: error: is a symbolic link; Interface Builder files are only read from regular files, never through a link\n"
                + "1 of 1 scenario failed:\n  link.xib\n")
        let pipe = try buttonlab("layout", "pipe.xib", in: directory)
        #expect(pipe.status == 2)
        #expect(pipe.errors.hasPrefix("pipe.xib: error: is a FIFO (named pipe), not an Interface Builder file\n"))
    }

    @Test("import keeps what exists, replaces a linked target with --force without writing through it, refuses a linked -o")
    func importWrites() throws {
        let (directory, remove) = try scratch()
        defer { remove() }
        try FileManager.default.copyItem(atPath: ibFixture("Login.xib"), toPath: directory + "/Login.xib")
        try "secret\n".write(toFile: directory + "/secret.txt", atomically: false, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: directory + "/out", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: directory + "/out/login-camera.yaml", withDestinationPath: "../secret.txt")
        let kept = try buttonlab("import", "Login.xib", "-o", "out", in: directory)
        #expect(kept.status == 2)
        #expect(kept.errors.contains("out/login-camera.yaml: error: exists; kept (use --force to replace it)\n"))
        let forced = try buttonlab("import", "Login.xib", "-o", "out", "--force", in: directory)
        #expect(forced.status == 0)
        #expect(try String(contentsOfFile: directory + "/secret.txt", encoding: .utf8) == "secret\n")
        #expect(EntryKind(atPath: directory + "/out/login-camera.yaml") == .regularFile)

        try FileManager.default.createDirectory(atPath: directory + "/elsewhere", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: directory + "/linked", withDestinationPath: "elsewhere")
        let refused = try buttonlab("import", "Login.xib", "-o", "linked/x", in: directory)
        #expect(refused.status == 2)
        #expect(
            refused.errors.hasSuffix(
                "error: cannot use the output directory: linked is a symbolic link, which ButtonLab does not follow "
                    + "(give --follow-symlinks to write through it)\n"))
        #expect((try FileManager.default.contentsOfDirectory(atPath: directory + "/elsewhere")) == [])
        #expect(try buttonlab("import", "Login.xib", "-o", "linked/x", "--follow-symlinks", in: directory).status == 0)
    }

    @Test("render --scene without -o replaces only its own figures")
    func scenesWithoutOutputDirectory() throws {
        let (directory, remove) = try scratch()
        defer { remove() }
        try FileManager.default.copyItem(atPath: ibFixture("Login.xib"), toPath: directory + "/Login.xib")
        try "{\"user\": 1}\n".write(toFile: directory + "/login-scene-login.json", atomically: false, encoding: .utf8)
        let refused = try buttonlab("render", "--scene", "Login.xib", in: directory)
        #expect(refused.status == 2)
        #expect(
            refused.errors.contains(
                "Login.xib: error: not written: ./login-scene-login.json exists and was not written by ButtonLab; it is "
                    + "left alone (without -o, render replaces only figures it wrote before; give -o DIR)\n"))
        #expect(try String(contentsOfFile: directory + "/login-scene-login.json", encoding: .utf8) == "{\"user\": 1}\n")
        try FileManager.default.removeItem(atPath: directory + "/login-scene-login.json")
        #expect(try buttonlab("render", "--scene", "Login.xib", in: directory).status == 0)
        #expect(isOwnSidecar(directory + "/login-scene-login.json"))
        // Its own figure: rendering again replaces it.
        #expect(try buttonlab("render", "--scene", "Login.xib", in: directory).status == 0)
    }

    @Test("trace --diagram and solve --render/--scenario refuse a linked directory unless --follow-symlinks")
    func linkedDirectoriesForNewWriters() throws {
        let (directory, remove) = try scratch()
        defer { remove() }
        try FileManager.default.copyItem(
            atPath: fixturesDirectory + "/lifecycle/a1-layout-subviews.yaml", toPath: directory + "/trace.yaml")
        try FileManager.default.createDirectory(atPath: directory + "/elsewhere", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: directory + "/linked", withDestinationPath: "elsewhere")
        let linkMessage = "linked is a symbolic link, which ButtonLab does not follow"

        let trace = try buttonlab("trace", "trace.yaml", "--diagram", "linked/d/trace.svg", in: directory)
        #expect(trace.status == 2)
        #expect(trace.errors.contains(linkMessage))
        let solveRender = try buttonlab("solve", "--image", "20,20", "--title", "40,20", "--render", "linked/c", in: directory)
        #expect(solveRender.status == 2)
        #expect(solveRender.errors.contains(linkMessage))
        let solveScenario = try buttonlab(
            "solve", "--image", "20,20", "--title", "40,20", "--scenario", "linked/s.yaml", in: directory)
        #expect(solveScenario.status == 2)
        #expect(solveScenario.errors == "error: cannot write linked/s.yaml: \(linkMessage)\n")
        #expect((try FileManager.default.contentsOfDirectory(atPath: directory + "/elsewhere")) == [])

        #expect(
            try buttonlab("trace", "trace.yaml", "--diagram", "linked/d/trace.svg", "--follow-symlinks", in: directory)
                .status == 0)
        #expect(EntryKind(atPath: directory + "/elsewhere/d/trace.svg") == .regularFile)
    }

    @Test("solve --scenario replaces a link with the file, never writing through it")
    func solvedScenarioReplacesALink() throws {
        let (directory, remove) = try scratch()
        defer { remove() }
        try "secret\n".write(toFile: directory + "/secret.txt", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: directory + "/solved.yaml", withDestinationPath: "secret.txt")
        let run = try buttonlab("solve", "--image", "20,20", "--title", "40,20", "--scenario", "solved.yaml", in: directory)
        #expect(run.status == 0)
        #expect(try String(contentsOfFile: directory + "/secret.txt", encoding: .utf8) == "secret\n")
        #expect(EntryKind(atPath: directory + "/solved.yaml") == .regularFile)
    }

    @Test("a goal's number out of range is refused like every number of a scenario")
    func goalNumbersAreBounded() throws {
        let (directory, remove) = try scratch()
        defer { remove() }
        try "button: {size: [100, 40]}\ngoal: {placement: top, spacing: 1e300}\n"
            .write(toFile: directory + "/g.yaml", atomically: false, encoding: .utf8)
        let run = try buttonlab("solve", "g.yaml", in: directory)
        #expect(run.status == 2)
        #expect(
            run.errors == "g.yaml:2:33: error: goal.spacing: a number must lie between -1000000 and 1000000, found 1e300\n"
                + "1 of 1 scenario failed:\n  g.yaml\n")
    }
}
