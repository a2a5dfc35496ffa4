import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// One finished child process: wall and CPU time, exit status. (Its ru_maxrss would include this
/// process's memory, see `peakProgramSource`; CPU times are the child's own.)
struct ProcessSample {
    var milliseconds: Double
    /// User + system CPU time: steadier than wall time when other work shares the machine.
    var cpuMilliseconds: Double
    var status: Int32
}

/// Runs `argv` with standard output and error sent to files (default /dev/null) and measures it.
/// posix_spawn and wait4 directly: Foundation's Process adds milliseconds of its own per launch.
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
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
    var end = timespec()
    clock_gettime(CLOCK_MONOTONIC, &end)
    let milliseconds = Double(end.tv_sec - start.tv_sec) * 1e3 + Double(end.tv_nsec - start.tv_nsec) / 1e6
    let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1e3
        + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e3
    return ProcessSample(milliseconds: milliseconds, cpuMilliseconds: cpu, status: exitStatus)
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Medians of interleaved runs of several commands (A B C, B C A, …), so that the load of other
/// work on a shared machine falls on all of them alike. Every run must exit 0.
func interleavedMedians(_ commands: [[String]], runs: Int, warmUp: Int = 3) throws -> [(wall: Double, cpu: Double)] {
    var samples = [[ProcessSample]](repeating: [], count: commands.count)
    for round in 0..<(warmUp + runs) {
        for offset in 0..<commands.count {
            let which = (round + offset) % commands.count
            let sample = try spawnMeasured(commands[which])
            guard sample.status == 0 else {
                throw BenchError("\(commands[which].joined(separator: " ")) exited with \(sample.status)")
            }
            if round >= warmUp { samples[which].append(sample) }
        }
    }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    return samples.map { (median($0.map(\.milliseconds)), median($0.map(\.cpuMilliseconds))) }
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

/// Mean wall time of `count` runs of one process, in milliseconds (the Interface Builder section).
func measureCommand(_ executable: String, _ arguments: [String], count: Int) throws -> Double {
    var total = 0.0
    for _ in 0..<count {
        let sample = try spawnMeasured([executable] + arguments)
        guard sample.status == 0 else { throw BenchError("\(executable) \(arguments.joined(separator: " ")) exited with \(sample.status)") }
        total += sample.milliseconds
    }
    return total / Double(count)
}
