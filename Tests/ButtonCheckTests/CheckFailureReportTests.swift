@testable import ButtonCheck
import ButtonLayout
import ButtonScenario
import Testing

/// `check`'s report of one scenario as values, and its one text renderer: the quiet line and the
/// `--verbose` details, exactly as the command prints them.
@Suite struct CheckFailureReportTests {
    static let differences = (1...7).map { LayoutDifference.number(path: ["imageView", "x"], expected: Double($0), actual: Double($0) + 0.5) }
    static let layout = LayoutComparison(differences: differences, problem: nil)
    static let svg = compareText(expected: "<svg>\n<rect/>\n</svg>\n", actual: "<svg>\n<rect x=\"1\"/>\n</svg>\n")

    @Test("a failure's line lists its messages; --verbose adds every layout difference and the SVG diff, escaped")
    func failure() {
        let report = CheckFailureReport(
            status: .failed, subject: "alpha\u{1B}", provenance: .file(SourceFile(path: "s/a.yaml")),
            messages: ["layout: \(Self.layout.message)", "svg: \(Self.svg.message)"], layout: Self.layout, svg: Self.svg)
        #expect(report.line == "FAIL alpha\u{1B}: layout: imageView x 1 → 1.5, imageView x 2 → 2.5, imageView x 3 → 3.5, "
            + "imageView x 4 → 4.5, imageView x 5 → 5.5, imageView x 6 → 6.5, … and 1 more; svg: 1 line removed, 1 added")
        let quiet = report.text(verbose: false)
        #expect(quiet.line == "FAIL alpha\\u{1B}: layout: imageView x 1 → 1.5, imageView x 2 → 2.5, imageView x 3 → 3.5, "
            + "imageView x 4 → 4.5, imageView x 5 → 5.5, imageView x 6 → 6.5, … and 1 more; svg: 1 line removed, 1 added")
        #expect(quiet.details == nil)
        let verbose = report.text(verbose: true)
        #expect(verbose.line == quiet.line)
        #expect(verbose.details == (1...7).map { "    layout: imageView x \($0) → \($0).5" }.joined(separator: "\n") + "\n" + """
                --- expected
                +++ actual
                @@ -1,4 +1,4 @@
                 <svg>
                -<rect/>
                +<rect x="1"/>
                 </svg>
            \("     ")
            """)
        #expect(report.provenance == .file(SourceFile(path: "s/a.yaml")))
    }

    @Test("a pass, a missing golden and an error: one line each, never details")
    func otherStatuses() {
        #expect(CheckFailureReport(status: .passed, subject: "alpha", messages: []).text(verbose: true) == CheckFailureText(line: "ok alpha", details: nil))
        let missing = CheckFailureReport(status: .missingGolden, subject: "alpha", messages: ["g/alpha.png (record it with --record missing)"])
        #expect(missing.text(verbose: true).line == "missing golden alpha: g/alpha.png (record it with --record missing)")
        // Details belong to a failure only: an error's comparisons are not shown.
        let error = CheckFailureReport(status: .error, subject: "s/e.yaml", messages: ["cannot write x"], layout: Self.layout, svg: Self.svg)
        #expect(error.text(verbose: true) == CheckFailureText(line: "ERROR s/e.yaml: cannot write x", details: nil))
        #expect(error.layoutDifferences.isEmpty && error.svgDiffExcerpt == nil)
    }
}
