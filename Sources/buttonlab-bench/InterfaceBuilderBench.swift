import ButtonInterfaceBuilder
import ButtonLabKit
import ButtonRender
import Foundation

/// The 1 MB storyboard: reading it, reading and laying out every button, and the whole
/// `buttonlab layout` process, each as a share of the one-second budget ("well under a second").
func measureInterfaceBuilder(binary: String) throws {
    let text = largeStoryboard()
    let scratch = NSTemporaryDirectory() + "buttonlab-bench-ib-\(getpid())"
    try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let path = scratch + "/Big.storyboard"
    try text.write(toFile: path, atomically: true, encoding: .utf8)

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
