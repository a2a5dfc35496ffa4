import ButtonDiagram
import ButtonLabKit
import ButtonLayout
import ButtonRender
import ButtonScenario
import Foundation

// `make bench`: every speed target of issue 16 as a ratio against a floor measured in the same run,
// on the same machine, at the same moment (docs/performance.md). Timing lives here, never in tests,
// so that a slow CI machine cannot fail the suite.

/// A representative mix: every alignment, both directions, compression, insets, fill, sizeToFit.
func benchmarkButtons() -> [Button] {
    var buttons: [Button] = []
    for (index, horizontal) in HorizontalAlignment.allCases.enumerated() {
        for vertical in VerticalAlignment.allCases {
            buttons.append(Button(
                size: Size(width: 200 + Double(index), height: 100),
                scale: ScreenScale.allCases[index % 3],
                layoutDirection: index % 2 == 0 ? .leftToRight : .rightToLeft,
                contentHorizontalAlignment: horizontal,
                contentVerticalAlignment: vertical,
                contentEdgeInsets: EdgeInsets(top: 2, left: 4, bottom: 2, right: 4),
                imageEdgeInsets: EdgeInsets(top: 0, left: Double(index * 10), bottom: 0, right: Double(index * 30)),
                titleEdgeInsets: EdgeInsets(top: 0, left: -5, bottom: 0, right: 0),
                imageSize: Size(width: 50, height: 50),
                titleSize: Size(width: 50 + Double(index * 20), height: 21.5),
                sizeToFit: vertical == .fill
            ))
        }
    }
    return buttons
}

/// Layouts per second of wall time and per second of this thread's CPU time, in `rounds` rounds of
/// 1 million layouts: on a machine shared with other work the CPU figure is the engine's own speed,
/// the wall figure what was left of it. One 5-million-layout window gave 4.7 to 5.5 million on the
/// same binary from run to run; the median of seven rounds, with the range printed, is steadier.
func measureEngine(rounds: Int = 7) -> (wallRates: [Double], cpuRates: [Double], checksum: Double) {
    var wallRates: [Double] = [], cpuRates: [Double] = [], checksum = 0.0
    for _ in 0..<rounds {
        let round = measureEngineRound()
        wallRates.append(round.wallRate)
        cpuRates.append(round.cpuRate)
        checksum += round.checksum
    }
    return (wallRates.sorted(), cpuRates.sorted(), checksum)
}

private func measureEngineRound() -> (wallRate: Double, cpuRate: Double, checksum: Double) {
    let buttons = benchmarkButtons()
    let iterations = 1_000_000
    var checksum = 0.0
    let clock = ContinuousClock()
    // Warm up caches and branch predictors before timing.
    for button in buttons { checksum += (try? button.computeLayout())?.imageView?.x ?? 0 }
    func threadCPU() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }
    let cpuStart = threadCPU()
    let elapsed = clock.measure {
        for i in 0..<iterations {
            if let result = try? buttons[i % buttons.count].computeLayout() {
                checksum += result.titleLabel?.x ?? 0
            }
        }
    }
    let cpu = threadCPU() - cpuStart
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    return (Double(iterations) / seconds, Double(iterations) / cpu, checksum)
}

// Usage: buttonlab-bench [FIXTURES_DIR [BUTTONLAB_BINARY]]
let arguments = CommandLine.arguments
let fixtures = arguments.count > 1 ? arguments[1] : "Fixtures"
let binary = arguments.count > 2 ? arguments[2] : ".build-release/release/buttonlab"
let runs = max(1, Int(ProcessInfo.processInfo.environment["BENCH_RUNS"] ?? "") ?? 41)
/// BENCH_SECTIONS=single,batch picks sections (engine, ib, swift, single, batch, png, layout, text, sweep, serve); all by default.
let sections = Set((ProcessInfo.processInfo.environment["BENCH_SECTIONS"] ?? "engine,ib,swift,single,batch,png,layout,text,sweep,serve").split(separator: ",").map(String.init))

func ms(_ value: Double) -> String { format(value, digits: value < 10 ? 2 : 1) }
func ratio(_ value: Double) -> String { format(value, digits: 2) + "×" }
func mebibytes(_ kib: Int) -> String { format(Double(kib) / 1024, digits: 1) + " MiB" }
func verdict(_ met: Bool) -> String { met ? "met" : "NOT MET" }

var loadAverage = [Double](repeating: 0, count: 3)
getloadavg(&loadAverage, 3)
print("ButtonLab bench: \(binary) on \(ProcessInfo.processInfo.activeProcessorCount) cores, load average \(format(loadAverage[0])) at the start")
print("Process timings: medians of runs interleaved with the floor they are compared with (BENCH_RUNS, default 41).")

if sections.contains("engine") {
let engine = measureEngine()
let cpuRate = engine.cpuRates[engine.cpuRates.count / 2], wallRate = engine.wallRates[engine.wallRates.count / 2]
let cpuRange = "\(String(format1: engine.cpuRates.first! / 1e6))–\(String(format1: engine.cpuRates.last! / 1e6))"
print("")
print("engine: \(String(format1: cpuRate / 1e6)) million layouts per CPU second (median of \(engine.cpuRates.count) rounds of 1 million; \(cpuRange)) = \(ratio(cpuRate / 5e6)) the 5 million target (\(verdict(cpuRate >= 5e6))); \(String(format1: wallRate / 1e6)) million per wall second  [checksum \(Int(engine.checksum))]")
}

if sections.contains("sweep") {
    do {
        try measureSweep(fixtures: fixtures)
    } catch {
        print("error: \(error)")
        exit(2)
    }
}

if sections.contains("ib") {
    do {
        try measureInterfaceBuilder(binary: binary)
        try measureLargestInterfaceBuilderFile(binary: binary)
    } catch {
        print("error: \(error)")
        exit(2)
    }
}

if sections.contains("swift") {
    do {
        try measureSwiftImport(binary: binary, runs: runs)
    } catch {
        print("error: \(error)")
        exit(2)
    }
}

if sections.contains("serve") {
    do {
        // BENCH_SERVE_EDITS: the previews the memory check sends (default 10 000, issue 26).
        try measureServe(binary: binary, fixtures: fixtures, runs: runs * 5, edits: Int(ProcessInfo.processInfo.environment["BENCH_SERVE_EDITS"] ?? "") ?? 10_000)
    } catch {
        print("error: \(error)")
        exit(2)
    }
}

do {
    let scratch = NSTemporaryDirectory() + "buttonlab-bench-\(getpid())"
    let keep = ProcessInfo.processInfo.environment["BENCH_KEEP"] == "1"
    defer {
        if keep { print("\nkept \(scratch) (BENCH_KEEP=1): display lists, the floor's source and binary, outputs") }
        else { try? FileManager.default.removeItem(atPath: scratch) }
    }
    for folder in ["lists", "floor-out", "out", "out-batch", "layout", "svg"] {
        try FileManager.default.createDirectory(atPath: "\(scratch)/\(folder)", withIntermediateDirectories: true)
    }
    let renderer = try FigureRenderer()
    let figures = try prepareFigures(fixtures: fixtures, scratch: scratch, renderer: renderer)
    let floor = buildFloor(in: scratch)
    let scanningFloor = floor == nil ? nil : buildFloor(in: scratch, scanningFonts: true)
    let launcher = buildPeakLauncher(in: scratch)
    /// Peak resident memory of one run, or "?" without cc.
    func peak(_ command: [String]) -> (text: String, kib: Int?) {
        guard let launcher, let kib = peakMemory(command, launcher: launcher, scratch: scratch) else { return ("?", nil) }
        return (mebibytes(kib), kib)
    }
    func memoryRatio(_ a: Int?, _ b: Int?) -> String {
        guard let a, let b, b > 0 else { return "?" }
        return ratio(Double(a) / Double(b))
    }
    guard let single = figures.first(where: { $0.path.hasSuffix("fig05-virtual-title.yaml") }) ?? figures.first else {
        throw BenchError("no fixture lays out in \(fixtures)")
    }

    /// One row: wall and CPU medians and peak memory.
    func row(_ label: String, _ time: (wall: Double, cpu: Double), _ memory: String, _ note: String = "") -> String {
        "  " + label.padding(toLength: 28, withPad: " ", startingAt: 0)
            + "\(ms(time.wall).leftPadded(8)) ms \(ms(time.cpu).leftPadded(8)) ms   \(memory.leftPadded(9))\(note.isEmpty ? "" : "   " + note)"
    }
    /// "1.23× wall, 1.10× CPU": the target is judged on wall time; CPU time is steadier on a busy machine.
    func ratios(_ a: (wall: Double, cpu: Double), _ b: (wall: Double, cpu: Double)) -> String {
        "\(ratio(a.wall / b.wall)) wall, \(ratio(a.cpu / b.cpu)) CPU"
    }
    let header = "  " + "".padding(toLength: 28, withPad: " ", startingAt: 0) + "    wall         CPU   peak memory"

    // --- One figure, one process ---------------------------------------------------------------
    if sections.contains("single") {
    print("")
    print("one figure (\(single.name) → PNG + JSON), whole process, medians of \(runs) interleaved runs:")
    print(header)
    let renderOne = [binary, "render", single.path, "-o", "\(scratch)/out"]
    var commands = [renderOne]
    if let floor { commands.append([floor, single.listFile, "\(scratch)/floor-out/\(single.name).png"]) }
    let rsvg = which("rsvg-convert")
    if let rsvg {
        let list = try renderer.displayList(for: try layOut(path: single.path, loader: renderer.loader).get())
        try svgDocument(list).write(toFile: "\(scratch)/svg/\(single.name).svg", atomically: false, encoding: .utf8)
        commands.append([rsvg, "\(scratch)/svg/\(single.name).svg", "-o", "\(scratch)/svg/\(single.name).png"])
    }
    if let scanningFloor { commands.append([scanningFloor, single.listFile, "\(scratch)/floor-out/scan.png"]) }
    let singleTimes = try interleavedMedians(commands, runs: runs)
    let singlePeaks = commands.map(peak)
    print(row("buttonlab render", singleTimes[0], singlePeaks[0].text))
    if floor != nil {
        let same = FileManager.default.contentsEqual(atPath: "\(scratch)/out/\(single.name).png", andPath: "\(scratch)/floor-out/\(single.name).png")
        print(row("C floor, same libraries", singleTimes[1], singlePeaks[1].text, "PNG byte-identical to buttonlab's: \(same ? "yes" : "NO")"))
    }
    let rsvgIndex = floor == nil ? 1 : 2
    if rsvg != nil { print(row("rsvg-convert, its SVG", singleTimes[rsvgIndex], singlePeaks[rsvgIndex].text)) }
    if scanningFloor != nil {
        print(row("C floor, fonts scanned", singleTimes[commands.count - 1], singlePeaks[commands.count - 1].text, "each font file opened, as issue 16's first yardstick"))
    }
    if floor != nil {
        let r = singleTimes[0].wall / singleTimes[1].wall
        print("  → the floor's: \(ratios(singleTimes[0], singleTimes[1])), \(memoryRatio(singlePeaks[0].kib, singlePeaks[1].kib)) memory (target ≤ 1.15× wall: \(verdict(r <= 1.15)))")
    }
    if rsvg != nil {
        let r = singleTimes[0].wall / singleTimes[rsvgIndex].wall
        print("  → rsvg-convert's: \(ratios(singleTimes[0], singleTimes[rsvgIndex])) = \(format(1 / r))× faster (target ≥ 2× faster: \(verdict(r <= 0.5)))")
    } else {
        print("  rsvg-convert: not installed, comparison skipped (apt-get install librsvg2-bin to add it)")
    }
    if scanningFloor != nil {
        print("  → the font-scanning floor's: \(ratios(singleTimes[0], singleTimes[commands.count - 1])) (no target; for comparison with the issue's 1.65× before)")
    }
    }

    // --- A batch, one process ----------------------------------------------------------------------
    let batchRuns = max(5, runs / 4)
    if sections.contains("batch") {
    print("")
    print("batch: \(figures.count) figures → PNG + JSON in one process, one job, medians of \(batchRuns):")
    print(header)
    let batch = [binary, "render"] + figures.map(\.path) + ["-o", "\(scratch)/out-batch", "--jobs", "1"]
    var batchCommands = [batch]
    if let floor {
        batchCommands.append([floor] + figures.flatMap { [$0.listFile, "\(scratch)/floor-out/\($0.name).png"] })
    }
    let batchTimes = try interleavedMedians(batchCommands, runs: batchRuns, warmUp: 1)
    let batchPeaks = batchCommands.map(peak)
    let count = Double(figures.count)
    print(row("buttonlab render", batchTimes[0], batchPeaks[0].text, "\(ms(batchTimes[0].wall / count)) ms a figure"))
    if floor != nil {
        let identical = figures.filter {
            FileManager.default.contentsEqual(atPath: "\(scratch)/out-batch/\($0.name).png", andPath: "\(scratch)/floor-out/\($0.name).png")
        }.count
        print(row("C floor, one process", batchTimes[1], batchPeaks[1].text, "\(ms(batchTimes[1].wall / count)) ms a figure; byte-identical PNGs: \(identical) of \(figures.count)"))
        let r = batchTimes[0].wall / batchTimes[1].wall
        print("  → the in-process floor's, per figure: \(ratios(batchTimes[0], batchTimes[1])), \(memoryRatio(batchPeaks[0].kib, batchPeaks[1].kib)) memory (target ≤ 1.2× wall: \(verdict(r <= 1.2)))")
    }
    let parallel = try interleavedMedians([[binary, "render"] + figures.map(\.path) + ["-o", "\(scratch)/out-batch"]], runs: batchRuns, warmUp: 1)
    print("  with the default --jobs (\(ProcessInfo.processInfo.activeProcessorCount)): \(ms(parallel[0].wall)) ms wall = \(ms(parallel[0].wall / count)) ms a figure")
    }

    if sections.contains("png") { try measurePNGEncoders(figures: figures, single: single, renderer: renderer, runs: runs) }
    if sections.contains("text") { try measureCappedText(scratch: scratch, renderer: renderer) }

    // --- layout over 1000 scenarios ----------------------------------------------------------------
    if sections.contains("layout") {
    let layoutCount = 1000
    try writeLayoutScenarios(count: layoutCount, into: "\(scratch)/layout")
    let layoutFiles = try scenarioFiles(for: ["\(scratch)/layout"])
    _ = inProcessLayout(files: layoutFiles)
    let inProcess = medianMilliseconds(5) { _ = inProcessLayout(files: layoutFiles) }
    let layoutCommand = [binary, "layout", "\(scratch)/layout", "--format", "json"]
    let layoutTimes = try interleavedMedians([layoutCommand], runs: batchRuns, warmUp: 1)
    let traced = try spawnMeasured(
        [binary, "layout", "\(scratch)/layout/bench-0.yaml"], stderr: "\(scratch)/ld-debug.txt", environment: ["LD_DEBUG=files"])
    let loaded = ((try? String(contentsOfFile: "\(scratch)/ld-debug.txt", encoding: .utf8)) ?? "").contains("libcairo")
    print("")
    print("layout over \(layoutCount) scenarios (sizes given, JSON), one process, medians of \(batchRuns):")
    print(header)
    print(row("buttonlab layout DIR", layoutTimes[0], peak(layoutCommand).text, "\(format(layoutTimes[0].wall * 1000 / Double(layoutCount), digits: 1)) µs a scenario"))
    print(row("in-process floor", (inProcess, inProcess), "", "load + layout + JSON in this warm process"))
    print("  → \(ratio(layoutTimes[0].wall / inProcess)) the in-process floor (wall); cairo/Pango loaded by a sized layout: \(traced.status == 0 ? (loaded ? "YES" : "no") : "? (exit \(traced.status))")")
    }
} catch {
    print("error: \(error)")
    exit(2)
}

extension String {
    func leftPadded(_ length: Int) -> String {
        count >= length ? self : String(repeating: " ", count: length - count) + self
    }

    init(format1 value: Double) {
        let scaled = (value * 10).rounded() / 10
        self = scaled == scaled.rounded() ? "\(Int(scaled)).0" : "\(scaled)"
    }
}

func format(_ value: Double, digits: Int = 2) -> String {
    let scale = pow(10, Double(digits))
    let rounded = (value * scale).rounded() / scale
    var text = "\(rounded)"
    let decimals = text.split(separator: ".").last.map(\.count) ?? 0
    if !text.contains(".") { text += "." }
    return text + String(repeating: "0", count: max(0, digits - decimals))
}
