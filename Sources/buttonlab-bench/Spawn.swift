import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// One finished child process: wall time and exit status. (Its ru_maxrss would include this
/// process's memory, see `peakProgramSource`.)
struct ProcessSample {
    var milliseconds: Double
    var status: Int32
}

/// Runs `argv` with standard output and error sent to files (default /dev/null) and measures it.
/// posix_spawn and waitpid directly: Foundation's Process adds milliseconds of its own per launch.
func spawnMeasured(_ argv: [String], stdout: String = "/dev/null", stderr: String = "/dev/null", environment extra: [String] = []) throws -> ProcessSample {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    var cArguments: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
    defer { for pointer in cArguments { free(pointer) } }
    var environment: [UnsafeMutablePointer<CChar>?] = []
    var index = 0
    while let entry = environ[index] {
        environment.append(strdup(entry))
        index += 1
    }
    environment += extra.map { strdup($0) }
    environment.append(nil)
    defer { for pointer in environment { free(pointer) } }

    var start = timespec()
    clock_gettime(CLOCK_MONOTONIC, &start)
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, argv[0], &actions, nil, &cArguments, &environment)
    guard spawned == 0 else { throw BenchError("cannot start \(argv[0]): \(String(cString: strerror(spawned)))") }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    var end = timespec()
    clock_gettime(CLOCK_MONOTONIC, &end)
    let milliseconds = Double(end.tv_sec - start.tv_sec) * 1e3 + Double(end.tv_nsec - start.tv_nsec) / 1e6
    let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    return ProcessSample(milliseconds: milliseconds, status: exitStatus)
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Medians of interleaved runs of several commands (A B C, B C A, …), so that the load of other
/// work on a shared machine falls on all of them alike. Every run must exit 0.
func interleavedMedians(_ commands: [[String]], runs: Int, warmUp: Int = 3) throws -> [Double] {
    var samples = [[Double]](repeating: [], count: commands.count)
    for round in 0..<(warmUp + runs) {
        for offset in 0..<commands.count {
            let which = (round + offset) % commands.count
            let sample = try spawnMeasured(commands[which])
            guard sample.status == 0 else {
                throw BenchError("\(commands[which].joined(separator: " ")) exited with \(sample.status)")
            }
            if round >= warmUp { samples[which].append(sample.milliseconds) }
        }
    }
    return samples.map { times in times.sorted()[times.count / 2] }
}

/// Median of `repetitions` in-process timings of `body`, in milliseconds.
func medianMilliseconds(_ repetitions: Int, _ body: () throws -> Void) rethrows -> Double {
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<repetitions {
        let elapsed = try clock.measure(body)
        samples.append(Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) * 1e-15)
    }
    samples.sort()
    return samples[samples.count / 2]
}
