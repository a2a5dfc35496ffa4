import ButtonLabKit
import ButtonRender
import ButtonScenario
import Foundation

/// The worst text a scenario may hold (security.md §2): a configuration title at the
/// 5000-character cap of "lorem ipsum " and a subtitle at the cap of 2500 one-letter lines, both
/// measured (no size given), wrapping in a 300 × 80 button; laid out and turned into a display
/// list in this process (at ¼ px a point: the subtitle's 2500 lines reach 6000 pt below the button). Issue 21's uncapped version took 10.7 s and 488 MB.
func measureCappedText(scratch: String, renderer: FigureRenderer) throws {
    let limit = ScenarioLimits.maximumTextLength
    let title = String(String(repeating: "lorem ipsum ", count: limit / 12 + 1).prefix(limit))
    let subtitle = String(repeating: "a\\n", count: limit / 2)
    let path = scratch + "/capped-text.yaml"
    try """
    name: capped-text
    button:
      layout: configuration
      size: [300, 80]
      configuration:
        title: {text: "\(title)"}
        subtitle: {text: "\(subtitle)"}
    diagram: {pixelsPerPoint: 0.25}
    """.write(toFile: path, atomically: true, encoding: .utf8)
    var lines = 0
    let time = try medianMilliseconds(5) {
        let laidOut = try layOut(path: path, loader: renderer.loader).get()
        lines = try renderer.displayList(for: laidOut).items.count
    }
    print("")
    print("text at the caps: a \(title.count)-character title and a \(limit / 2)-line subtitle, measured and wrapped in 300 × 80")
    print("  layout + display list (\(lines) items), median of 5: \(ms(time)) ms")
}
