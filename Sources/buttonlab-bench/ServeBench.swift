import ButtonLabTestSupport
import Foundation

/// Issue 26's server targets: `buttonlab serve FIXTURES` started as users start it, then previews
/// of an everyday button and a configuration button sent over loopback HTTP, alternating. The
/// server's own time is its `Server-Timing` header (body read → layout, SVG, explanation → JSON);
/// the round trip adds this client and the socket. Memory: the server's peak resident size
/// (`VmHWM`) after 35 s of previews (its steady state) and again after `edits` more (target: flat).
func measureServe(binary: String, fixtures: String, runs: Int, edits: Int) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = ["serve", fixtures]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer { process.terminate() }
    // "ButtonLab at http://127.0.0.1:PORT/?token=T"
    var announced = Data()
    while !announced.contains(0x0A) {
        let chunk = output.fileHandleForReading.availableData
        guard !chunk.isEmpty else { throw BenchError("buttonlab serve printed no URL") }
        announced += chunk
    }
    let line = String(decoding: announced, as: UTF8.self)
    guard let portText = line.split(separator: ":").dropFirst(2).first?.prefix(while: \.isNumber), let port = UInt16(portText),
        let token = line.split(separator: "token=").last?.trimmingCharacters(in: .whitespacesAndNewlines)
    else { throw BenchError("cannot read the server's URL from \(line)") }
    let client = RawHTTPClient(port: port)

    let buttons = [("everyday", "everyday/04-close-30x30.yaml"), ("configuration", "configuration/02-configure-160x44.yaml")]
    let bodies = try buttons.map { try Array(String(contentsOfFile: fixtures + "/" + $0.1, encoding: .utf8).utf8) }
    /// One preview: (server ms, round-trip ms).
    func preview(_ index: Int) throws -> (server: Double, roundTrip: Double) {
        let clock = ContinuousClock()
        let start = clock.now
        let response = try client.send("POST", "/api/preview?token=\(token)&path=\(fixtures)/\(buttons[index].1)", body: bodies[index])
        let elapsed = (clock.now - start).components
        guard response.status == 200, let timing = response.headers["server-timing"]?.split(separator: "=").last, let server = Double(timing) else {
            throw BenchError("preview of \(buttons[index].1) answered \(response.status)")
        }
        return (server, Double(elapsed.seconds) * 1000 + Double(elapsed.attoseconds) * 1e-15)
    }
    for round in 0..<50 { _ = try preview(round % 2) }
    var samples: [[(server: Double, roundTrip: Double)]] = [[], []]
    for round in 0..<(2 * runs) { samples[round % 2].append(try preview(round % 2)) }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    print("")
    print("serve: POST /api/preview to `buttonlab serve` (layout + SVG + explanation), medians of \(runs) each, alternating:")
    for (index, button) in buttons.enumerated() {
        let server = median(samples[index].map(\.server)), roundTrip = median(samples[index].map(\.roundTrip))
        print("  \(button.0.padding(toLength: 14, withPad: " ", startingAt: 0)) server \(ms(server).leftPadded(6)) ms (target ≤ 10 ms: \(verdict(server <= 10)))   round trip \(ms(roundTrip).leftPadded(6)) ms   \(button.1)")
    }

    // Steady state first: each request leaves a cancelled timeout's timer for the server's request
    // timeout (30 s, ButtonServe's Server.swift), so memory rises for that long under load, then holds.
    let clock = ContinuousClock()
    let steady = clock.now + .seconds(35)
    var warmUp = 0
    while clock.now < steady {
        _ = try preview(warmUp % 2)
        warmUp += 1
    }
    let warm = peakResidentKiB(of: process.processIdentifier)
    let start = clock.now
    for edit in 0..<edits { _ = try preview(edit % 2) }
    let seconds = Double((clock.now - start).components.seconds)
    let after = peakResidentKiB(of: process.processIdentifier)
    if let warm, let after {
        let growth = Double(after - warm) / Double(warm)
        print("  memory: peak \(mebibytes(warm)) after \(2 * runs + 50 + warmUp) previews (35 s), \(mebibytes(after)) after \(edits) more (\(format(growth * 100, digits: 1)) %; target flat, ≤ 5 %: \(verdict(growth <= 0.05))); \(format(seconds, digits: 0)) s")
    } else {
        print("  memory: ? (no /proc/PID/status here)")
    }
}

/// `VmHWM` of /proc/PID/status: the process's peak resident set, in KiB (Linux only).
func peakResidentKiB(of pid: Int32) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return nil }
    return Int(line.split(separator: " ").dropFirst().first ?? "")
}
