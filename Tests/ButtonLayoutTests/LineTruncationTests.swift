import ButtonLayout
import Testing

@Suite("A line cut as UILabel cuts it, for warnings and figures alike")
struct LineTruncationTests {
    /// One point per character: every cut is visible in the count.
    private func cut(_ text: String, _ mode: LineBreakMode, _ width: Double) -> TruncatedLine {
        truncatedLine(text, mode: mode, toFit: width) { Double($0.count) }
    }

    @Test("each mode keeps the longest line that fits", arguments: [
        (LineBreakMode.byTruncatingMiddle, "Download…rsation"),
        (.byTruncatingTail, "Download conver…"),
        (.byTruncatingHead, "…ad conversation"),
        (.byClipping, "Download convers"),
        (.byWordWrapping, "Download conver…"),
    ])
    func modes(mode: LineBreakMode, expected: String) {
        #expect(cut("Download conversation", mode, 16) == TruncatedLine(text: expected, width: 16))
    }

    @Test("a line that fits is itself; no room for the ellipsis is the empty line")
    func edges() {
        #expect(cut("Download", .byTruncatingMiddle, 8) == TruncatedLine(text: "Download", width: 8))
        #expect(cut("Download", .byTruncatingTail, 0.5) == TruncatedLine(text: "", width: 0))
        #expect(cut("Download", .byClipping, 0.5) == TruncatedLine(text: "", width: 0))
        // Spaces next to the ellipsis go: "Download…", not "Download …".
        #expect(cut("Download conversation", .byTruncatingTail, 10) == TruncatedLine(text: "Download…", width: 9))
    }

    @Test("warnings quote the line, or say that none of it shows")
    func warningText() {
        #expect("\(LayoutWarning.titleTruncated(from: 178.68, to: 150, line: "Download…rsation"))" == "title truncated from 178.68 to 150 pt wide (UIKit shows \"Download…rsation\")")
        #expect("\(LayoutWarning.titleTruncated(from: 30, to: 2, line: ""))" == "title truncated from 30 to 2 pt wide (UIKit shows none of it)")
        #expect("\(ConfigurationWarning.labelTruncated(.subtitle, from: 80, to: 40, line: "Sub…"))" == "subtitle truncated from 80 to 40 pt wide (UIKit shows \"Sub…\")")
        #expect("\(ConfigurationWarning.labelTruncated(.title, from: 80, to: 40))" == "title truncated from 80 to 40 pt wide (a non-wrapping line-break mode cuts it to the width available)")
    }
}
