import ButtonInterfaceBuilder
import ButtonLabKit
import ButtonRender
import Foundation

/// The 1 MB storyboard: reading it, reading and laying out every button, and the whole
/// `buttonlab layout` process, each as a share of the one-second budget ("well under a second").
func measureInterfaceBuilder(binary: String) throws {
    let text = largeStoryboard()
    try withScratchFile("Big.storyboard", text) { path, _ in
        var buttons = 0
        let read = medianMilliseconds(11) { buttons = InterfaceBuilder.importFile(atPath: path).buttons.count }
        let loader = makeScenarioLoader()
        var laidOut = 0
        let layout = medianMilliseconds(5) {
            laidOut = planInputs(files: [path]).scenarios.filter {
                if case .success = layOut($0, loader: loader) { return true }
                return false
            }.count
        }
        let process = try measureCommand(binary, ["layout", path, "--format", "json"], count: 5)
        let kilobytes = text.utf8.count / 1024
        print("")
        print("Interface Builder: a \(kilobytes) KiB storyboard with \(buttons) buttons (\(laidOut) laid out), budget 1000 ms")
        print("  read and map every button, median of 11: \(format(read)) ms = \(format(read / 1000, digits: 3))× the budget")
        print("  read, load and lay out every button, median of 5: \(format(layout)) ms = \(format(layout / 1000, digits: 3))× the budget")
        print("  whole process, buttonlab layout Big.storyboard --format json, mean of 5: \(format(process, digits: 0)) ms = \(format(process / 1000, digits: 3))× the budget")
    }
}

/// Writes `text` as `name` into a scratch folder of its own, runs `body` with the file's path and
/// the folder, then removes the folder.
func withScratchFile(_ name: String, _ text: String, _ body: (String, String) throws -> Void) throws {
    let scratch = NSTemporaryDirectory() + "buttonlab-bench-\(name.split(separator: ".")[0])-\(getpid())"
    try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let path = scratch + "/" + name
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    try body(path, scratch)
}

/// The largest Interface Builder file ButtonLab accepts: one line of 8 MiB at most, as many buttons as
/// the button limit lets through, then plain views up to the 200 000-element limit (each of these
/// and its frame are two elements), so reading is at its longest and every command at its most work.
func largestInterfaceBuilderFile() -> String {
    var text = #"<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch"><objects><view id="root"><rect key="frame" x="0.0" y="0.0" width="414" height="896"/><subviews>"#
    let end = "</subviews></view></objects></document>\n"
    let budget = InterfaceBuilder.maximumFileSize - end.utf8.count
    for index in 0..<((200_000 - 5) / 2) {
        let element = index < InterfaceBuilder.maximumButtons
            ? #"<button id="b\#(index)" title="é"><rect key="frame" x="0" y="0" width="10" height="10"/></button>"#
            : #"<view id="v\#(index)"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"#
        guard text.utf8.count + element.utf8.count <= budget else { break }
        text += element
    }
    return text + end
}

/// Issue 21's target for any accepted IB file: `buttonlab layout` within 2 s and 300 MB. Peak memory
/// is the child's ru_maxrss, read by the small launcher (`peakProgramSource`).
func measureLargestInterfaceBuilderFile(binary: String) throws {
    let text = largestInterfaceBuilderFile()
    try withScratchFile("Largest.xib", text) { path, scratch in
        var buttons = 0
        let read = medianMilliseconds(3) { buttons = InterfaceBuilder.importFile(atPath: path).buttons.count }
        let command = [binary, "layout", path, "--format", "json"]
        let process = try (0..<3).map { _ in try spawnMeasured(command) }
        let wall = process.map(\.milliseconds).sorted()[1]
        let kib = buildPeakLauncher(in: scratch).flatMap { peakMemory(command, launcher: $0, scratch: scratch) }
        print("")
        print("Interface Builder, the largest accepted file: one line of \(format(Double(text.utf8.count) / 1_048_576, digits: 2)) MiB with \(buttons) buttons, target 2000 ms and 300 MiB")
        print("  read and map every button, median of 3: \(format(read, digits: 0)) ms = \(format(read / 2000, digits: 3))× the target (\(verdict(read <= 2000)))")
        print("  whole process, buttonlab layout Largest.xib --format json, median of 3: \(format(wall, digits: 0)) ms = \(format(wall / 2000, digits: 3))× the target (\(verdict(wall <= 2000))), exit status \(process[0].status)")
        if let kib {
            print("  its peak memory (ru_maxrss): \(mebibytes(kib)) = \(format(Double(kib) / 1024 / 300, digits: 3))× the target (\(verdict(kib <= 300 * 1024)))")
        } else {
            print("  its peak memory: ? (no C compiler for the launcher)")
        }
    }
}
