import ButtonDiagram
import ButtonLabKit
import ButtonLayout
import ButtonRender
import ButtonReports
import ButtonScenario
import Foundation

/// What the floor and buttonlab draw: every fixture that lays out, as a display list file.
struct BenchFigure {
    var path: String
    var name: String
    var listFile: String
}

/// Writes each fixture's display list for the C floor and returns the figures that lay out.
func prepareFigures(fixtures: String, scratch: String, renderer: FigureRenderer) throws -> [BenchFigure] {
    var figures: [BenchFigure] = []
    for path in try scenarioFiles(for: [fixtures]) {
        // What `render` draws: a trace scenario's sequence diagram, else the button's layout.
        guard case .success(let scenario) = loadScenario(path: path, loader: renderer.loader) else { continue }
        let list: DisplayList
        if let traced = TracedScenario(scenario, loader: renderer.loader) {
            guard let sequence = try? renderer.builder.buildSequence(run: traced.run, pixelsPerPoint: scenario.diagram.pixelsPerPoint ?? 2)
            else { continue }
            list = sequence
        } else {
            guard case .success(let laidOut) = layOut(scenario, path: path, loader: renderer.loader),
                let diagram = try? renderer.displayList(for: laidOut)
            else { continue }
            list = diagram
        }
        let listFile = "\(scratch)/lists/\(scenario.name).list"
        try displayListText(list).write(toFile: listFile, atomically: false, encoding: .utf8)
        figures.append(BenchFigure(path: path, name: scenario.name, listFile: listFile))
    }
    return figures
}

/// Compiles the C floor; nil (with the reason printed) when cc or the -dev packages are missing.
/// `scanningFonts` builds the plain variant that scans each font file instead of reading
/// fontconfig's caches (the yardstick issue 16's first measurements used).
func buildFloor(in directory: String, scanningFonts: Bool = false) -> String? {
    let source = "\(directory)/floor.c"
    let binary = "\(directory)/floor\(scanningFonts ? "-scan" : "")"
    do {
        try floorProgramSource.write(toFile: source, atomically: false, encoding: .utf8)
        let command = "cc -O2 \(scanningFonts ? "-DFLOOR_SCAN_FONTS " : "")-o '\(binary)' '\(source)' "
            + "$(pkg-config --cflags --libs pangocairo pangoft2 fontconfig libpng) -lm"
        let result = try spawnMeasured(["/bin/sh", "-c", command], stderr: "\(directory)/floor-build.log")
        guard result.status == 0 else {
            let log = (try? String(contentsOfFile: "\(directory)/floor-build.log", encoding: .utf8)) ?? ""
            print("C floor: cannot build it (\(log.split(separator: "\n").first ?? "cc failed")); ratios against it skipped")
            return nil
        }
        return binary
    } catch {
        print("C floor: \(error); ratios against it skipped")
        return nil
    }
}

/// Compiles the peak-memory launcher (FloorProgram.swift); nil when cc is missing.
func buildPeakLauncher(in directory: String) -> String? {
    let source = "\(directory)/peak.c"
    let binary = "\(directory)/peak"
    guard (try? peakProgramSource.write(toFile: source, atomically: false, encoding: .utf8)) != nil,
        let result = try? spawnMeasured(["/bin/sh", "-c", "cc -O2 -o '\(binary)' '\(source)'"]), result.status == 0
    else { return nil }
    return binary
}

/// Peak resident memory of one run of `command`, in KiB, through the launcher.
func peakMemory(_ command: [String], launcher: String, scratch: String) -> Int? {
    let report = "\(scratch)/peak.txt"
    guard let run = try? spawnMeasured([launcher, report] + command), run.status == 0,
        let text = try? String(contentsOfFile: report, encoding: .utf8)
    else { return nil }
    return Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
}

/// The path of `program` on PATH, if any.
func which(_ program: String) -> String? {
    for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
        let candidate = "\(directory)/\(program)"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
}

/// `count` scenarios with every size given (titles included), so that laying them out needs no
/// font: a mix of sizes, scales, alignments, directions and insets, names bench-0000….
func writeLayoutScenarios(count: Int, into directory: String) throws {
    let horizontal = ["center", "left", "right", "fill", "leading", "trailing"]
    let vertical = ["center", "top", "bottom", "fill"]
    for index in 0..<count {
        let width = 120 + index % 200
        let height = 30 + index % 70
        var yaml = "name: bench-\(String(repeating: "0", count: 4 - String(index).count))\(index)\n"
        yaml += "button:\n  size: [\(width), \(height)]\n  scale: \(1 + index % 3)\n"
        if index % 2 == 1 { yaml += "  layoutDirection: rightToLeft\n" }
        yaml += "  contentHorizontalAlignment: \(horizontal[index % horizontal.count])\n"
        yaml += "  contentVerticalAlignment: \(vertical[index % vertical.count])\n"
        yaml += "  image: {size: [\(20 + index % 30), \(20 + index % 30)]}\n"
        yaml += "  title: {text: \"Title \(index)\", size: [\(40 + index % 90), 21.5]}\n"
        yaml += "  imageEdgeInsets: {left: \(index % 40), right: \(index % 17)}\n"
        yaml += "  titleEdgeInsets: {top: \(index % 5), left: -\(index % 11)}\n"
        try yaml.write(toFile: "\(directory)/bench-\(index).yaml", atomically: false, encoding: .utf8)
    }
}

/// Load + layout + JSON of every file in one warm process: what `layout` does minus the process.
func inProcessLayout(files: [String]) -> Int {
    let loader = makeScenarioLoader()
    var objects: [JSONValue] = []
    for file in files {
        if case .success(let laidOut) = layOut(path: file, loader: loader) {
            objects.append(layoutJSON(name: laidOut.scenario.name, layout: laidOut.layout, extraWarnings: laidOut.extraWarnings))
        }
    }
    return JSONValue.array(objects).rendered().utf8.count
}
