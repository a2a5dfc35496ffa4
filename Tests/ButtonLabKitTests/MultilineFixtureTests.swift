import ButtonLabKit
import ButtonLabTestSupport
import ButtonLayout
import Foundation
import Testing

/// Every Fixtures/multiline scenario, laid out as `buttonlab layout` does (layout-model.md R6.4 ML5's worked
/// examples exactly; engine-wrap.yaml with the project's stand-in font, whose breaks are approximate).
@Suite("Fixtures/multiline: frames, intrinsic sizes and lines")
struct MultilineFixtureTests {
    @Test("each fixture's title frame, intrinsic size and lines", arguments: [
        ("pinned-width-soft-wrap.yaml", rect(7, -14, 186, 61), Size(width: 486, height: 33), 3, nil),
        ("hard-line-break.yaml", rect(0, 15, 59, 18), Size(width: 59, height: 48), 1, nil),
        ("hard-line-break-all-lines.yaml", rect(0, 6, 59, 36), Size(width: 59, height: 48), 2, ["Line one", "Line two"]),
        ("two-lines-truncating.yaml", rect(2, 9.5, 196, 41), Size(width: 487, height: 33), 2, nil),
        ("size-to-fit-one-line.yaml", rect(0, 6, 486, 21), Size(width: 486, height: 33), 1, nil),
        ("engine-wrap.yaml", rect(6.5, 9.5, 147, 61), Size(width: 314, height: 33), 3, ["Save all changes to", "the shared", "document"]),
    ] as [(String, Rect, Size, Int, [String]?)])
    func frames(_ file: String, title: Rect, intrinsic: Size, lines: Int, texts: [String]?) throws {
        guard case .legacy(let result) = try fixture("multiline/" + file).layout else {
            Issue.record("\(file) is not a legacy button")
            return
        }
        #expect(result.titleLabel == title)
        #expect(result.intrinsicContentSize == intrinsic)
        #expect(result.titleLineCount == lines)
        #expect(result.titleLines?.map(\.text) == texts)
    }

    @Test("no fixture in the folder goes untested")
    func everyFixture() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: fixturesDirectory + "/multiline").filter { $0.hasSuffix(".yaml") }
        #expect(files.sorted() == ["engine-wrap.yaml", "hard-line-break-all-lines.yaml", "hard-line-break.yaml", "pinned-width-soft-wrap.yaml", "size-to-fit-one-line.yaml", "two-lines-truncating.yaml"])
    }
}
