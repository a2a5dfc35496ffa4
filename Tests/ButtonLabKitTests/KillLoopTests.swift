import ButtonFiles
import ButtonLabTestSupport
import Foundation
import Testing

/// Two versions of one figure, `fig`, and an unrelated one, `other`, whose render is the next run
/// in the directory.
private let versions = [
    "name: fig\nbutton: {size: [160, 44], image: {size: [24, 24]}, title: {text: Share}}\n",
    "name: fig\nbutton: {size: [200, 60], title: {text: Share this figure}}\n",
]
private let other = "name: other\nbutton: {size: [100, 40], title: {text: Other}}\n"

/// xorshift64*: the same kill delays on every run.
private struct SeededDelays {
    var state: UInt64

    mutating func next(below bound: UInt64) -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return (state &* 2_685_821_657_736_338_717) % bound
    }
}

/// Starts `buttonlab arguments` in `directory`, pausing at each step of its writes; once a new
/// hidden file appears in `watched` (its journal or a temporary file: its first group has begun),
/// kills it with SIGKILL after `delay` milliseconds. Waits for its end.
private func killDuringWrites(_ arguments: [String], in directory: String, watched: String, delay: UInt64) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: buttonlabExecutable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    process.environment = ProcessInfo.processInfo.environment.merging(["BUTTONLAB_TEST_WRITE_PAUSE_MS": "10"]) { $1 }
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let before = hiddenFiles(watched)
    try process.run()
    let deadline = Date().addingTimeInterval(20)
    while process.isRunning, Date() < deadline, hiddenFiles(watched).allSatisfy(before.contains) {
        usleep(500)
    }
    usleep(UInt32(delay) * 1000)
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
}

private func hiddenFiles(_ directory: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasPrefix(".") }.sorted()
}

private func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

/// Which version each of `fig`'s files in `directory` holds (nil: absent), by comparison with
/// `references[version]`.
private func versionsOfFiles(_ directory: String, extensions: [String], references: [String]) -> [Int?] {
    extensions.map { fileExtension in
        guard let data = bytes("\(directory)/fig.\(fileExtension)") else { return nil }
        return references.firstIndex { bytes("\($0)/fig.\(fileExtension)") == data } ?? -1
    }
}

@Suite("Killed writes: a figure's or a golden's group is all of one run once the next run has written")
struct KillLoopTests {
    /// Each iteration renders one version of `fig`, killed at a seeded delay inside its writes,
    /// then renders `other` into the same directory, which first recovers what the kill left.
    @Test("render killed with SIGKILL mid-group, 16 times: never a mixed figure, no temporary file")
    func killedRenders() throws {
        try killLoop(iterations: 16, seed: 0x5EED_0001, extensions: ["png", "svg", "json"]) { version, directory in
            (["render", "fig\(version).yaml", "-o", "out", "--format", "png,svg"], directory + "/out")
        } next: { ["render", "other.yaml", "-o", "out", "--format", "png,svg"] }
    }

    @Test("check --record killed with SIGKILL mid-group, 10 times: never a mixed golden group")
    func killedRecords() throws {
        try killLoop(iterations: 10, seed: 0x5EED_0002, extensions: ["png", "svg", "json"]) { version, directory in
            (["check", "fig\(version).yaml", "--golden", "out", "--record", "all"], directory + "/out")
        } next: { ["check", "other.yaml", "--golden", "out", "--record", "all"] }
    }

    private func killLoop(
        iterations: Int, seed: UInt64, extensions: [String],
        killed: (Int, String) -> (arguments: [String], watched: String), next: () -> [String]
    ) throws {
        let directory = NSTemporaryDirectory() + "buttonlab-kill-\(UInt64.random(in: 0...UInt64.max))"
        try FileManager.default.createDirectory(atPath: directory + "/out", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for (version, text) in versions.enumerated() {
            try text.write(toFile: "\(directory)/fig\(version).yaml", atomically: false, encoding: .utf8)
        }
        try other.write(toFile: directory + "/other.yaml", atomically: false, encoding: .utf8)
        // Each version's files, written by a run nobody kills.
        var references: [String] = []
        for version in versions.indices {
            var arguments = killed(version, directory).arguments
            arguments[arguments.firstIndex(of: "out")!] = "reference\(version)"
            #expect(try buttonlab(arguments: arguments, in: directory).status == 0)
            references.append("\(directory)/reference\(version)")
        }

        var delays = SeededDelays(state: seed)
        var seen: [[Int?]] = []
        for iteration in 0..<iterations {
            let (arguments, watched) = killed(iteration % 2, directory)
            // Three files: three temporary writes, the commit and three renames, 10 ms after each.
            try killDuringWrites(arguments, in: directory, watched: watched, delay: delays.next(below: 75))
            #expect(try buttonlab(arguments: next(), in: directory).status == 0)
            #expect(hiddenFiles(directory + "/out") == [], "iteration \(iteration)")
            let found = versionsOfFiles(directory + "/out", extensions: extensions, references: references)
            #expect(Set(found).count == 1 && found[0] != -1, "iteration \(iteration): \(found)")
            seen.append(found)
        }
        // Both versions got through at some point: the kills did not all land before the writes.
        #expect(Set(seen.map { $0[0] }).isSuperset(of: [0, 1]))
    }
}
