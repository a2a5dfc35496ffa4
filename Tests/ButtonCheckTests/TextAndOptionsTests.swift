import ButtonCheck
import Testing

@Suite struct TextComparisonTests {
    @Test func equalTextPasses() {
        let comparison = compareText(expected: "a\nb\n", actual: "a\nb\n")
        #expect(comparison.passed)
        #expect(comparison.diff == "")
        #expect(comparison.message == "identical")
    }

    @Test func unifiedDiffWithTwoLinesOfContext() {
        let expected = (1...12).map { "line \($0)" }.joined(separator: "\n")
        var lines = (1...12).map { "line \($0)" }
        lines[5] = "line six"
        lines.insert("new line", at: 11)
        let comparison = compareText(expected: expected, actual: lines.joined(separator: "\n"), expectedLabel: "golden.svg", actualLabel: "now.svg")
        #expect(!comparison.passed)
        #expect(comparison.removedLines == 1)
        #expect(comparison.insertedLines == 2)
        #expect(comparison.message == "1 line removed, 2 added")
        #expect(comparison.diff == """
            --- golden.svg
            +++ now.svg
            @@ -4,5 +4,5 @@
             line 4
             line 5
            -line 6
            +line six
             line 7
             line 8
            @@ -10,3 +10,4 @@
             line 10
             line 11
            +new line
             line 12
            """)
        // Four unchanged lines (twice the context) or fewer between changes: one hunk.
        lines.remove(at: 11)
        lines.insert("new line", at: 10)
        let merged = compareText(expected: expected, actual: lines.joined(separator: "\n"))
        #expect(merged.diff.split(separator: "\n").filter { $0.hasPrefix("@@") } == ["@@ -4,9 +4,10 @@"])
    }

    @Test func closeChangesShareAHunk() {
        let comparison = compareText(expected: "a\nb\nc\nd\ne\nf", actual: "A\nb\nc\nd\nE\nf")
        #expect(comparison.diff == """
            --- expected
            +++ actual
            @@ -1,6 +1,6 @@
            -a
            +A
             b
             c
             d
            -e
            +E
             f
            """)
    }

    @Test func onlyDataURIsAreShortened() {
        // A long line of ordinary text (a title, a path) stays whole: the change may be at its end.
        let long = "<text>" + String(repeating: "x", count: 250) + "</text>"
        let image = "<image href=\"data:image/png;base64,\(String(repeating: "A", count: 100))\" width=\"5\"/>"
        let comparison = compareText(expected: "", actual: long + "\n" + image, layout: TextDiffLayout(maxDataURILength: 10))
        #expect(comparison.diff == """
            --- expected
            +++ actual
            @@ -1,1 +1,2 @@
            -
            +\(long)
            +<image href="data:image… (112 more characters)" width="5"/>
            """)
        #expect(compareText(expected: "a", actual: "<a href='data:x'/>", layout: TextDiffLayout(maxDataURILength: 10)).diff.hasSuffix("+<a href='data:x'/>"))
        let appended = compareText(expected: "a", actual: "a\nb")
        #expect(appended.diff.hasSuffix("@@ -1,1 +1,2 @@\n a\n+b"))
    }

    @Test func hugeDiffsAreCut() {
        let expected = (1...1000).map(String.init).joined(separator: "\n")
        let actual = (1...1000).map { "x\($0)" }.joined(separator: "\n")
        let comparison = compareText(expected: expected, actual: actual, layout: TextDiffLayout(maxDiffLines: 50))
        let lines = comparison.diff.split(separator: "\n")
        #expect(lines.count == 2 + 50 + 1)
        #expect(lines.last == "… 1951 more diff lines")
        #expect(comparison.message == "1000 lines removed, 1000 added")
    }
}

@Suite struct OptionsTests {
    @Test func defaultsAllowNothing() {
        let options = ComparisonOptions()
        #expect(options.threshold == 0.1)
        #expect(options.allowedDifferingPixels(total: 1_000_000) == 0)
        #expect(options.limitsDescription == "limits: 0 pixels, 0 %, threshold 0.1")
        #expect(options.problem == nil)
    }

    @Test func ratioLimits() {
        #expect(ComparisonOptions(maxDiffRatio: 0.01).allowedDifferingPixels(total: 100) == 1)
        #expect(ComparisonOptions(maxDiffRatio: 0.001).allowedDifferingPixels(total: 222_101) == 222)
        #expect(ComparisonOptions(maxDiffPixels: 10, maxDiffRatio: 0.001).allowedDifferingPixels(total: 1000) == 1)
        #expect(ComparisonOptions(threshold: 0.25, maxDiffRatio: 0.0021).limitsDescription == "limits: 0.21 %, threshold 0.25")
        #expect(ComparisonOptions(maxDiffRatio: 0.000001).limitsDescription == "limits: 0.0001 %, threshold 0.1")
    }

    @Test func problems() {
        #expect(ComparisonOptions(threshold: 1.5).problem == "threshold must be between 0 and 1, not 1.5")
        #expect(ComparisonOptions(threshold: -0.1).problem == "threshold must be between 0 and 1, not -0.1")
        #expect(ComparisonOptions(threshold: .nan).problem == "threshold must be between 0 and 1, not nan")
        #expect(ComparisonOptions(maxDiffPixels: -3).problem == "max-diff-pixels must be 0 or more, not -3")
        #expect(ComparisonOptions(maxDiffRatio: 2).problem == "max-diff-ratio must be between 0 and 1, not 2.0")
        #expect(ComparisonOptions(threshold: 0, maxDiffPixels: 0, maxDiffRatio: 1).problem == nil)
    }

    @Test func shardParsing() throws {
        #expect(try Shard(parsing: "2/4") == Shard(index: 2, count: 4))
        #expect(try Shard(parsing: " 1 / 1 ").description == "1/1")
        for (text, message) in [
            ("0/4", "shard index must be between 1 and 4, not 0"),
            ("5/4", "shard index must be between 1 and 4, not 5"),
            ("1/0", "shard count must be at least 1, not 0"),
            ("2", "shard must look like i/n (for example 2/4), not '2'"),
            ("a/b", "shard must look like i/n (for example 2/4), not 'a/b'"),
            ("1/2/3", "shard must look like i/n (for example 2/4), not '1/2/3'"),
            ("-1/2", "shard index must be between 1 and 2, not -1"),
        ] {
            #expect(throws: CheckError(message)) { try Shard(parsing: text) }
        }
    }

    @Test(arguments: 1...7)
    func shardsCoverEveryScenarioExactlyOnce(count: Int) throws {
        let paths = (1...31).map { "Fixtures/set\($0 % 3)/scenario-\($0).yaml" }
        var seen: [String: Int] = [:]
        for index in 1...count {
            for path in try Shard(index: index, count: count).select(paths) { seen[path, default: 0] += 1 }
        }
        #expect(seen.count == 31)
        #expect(seen.values.allSatisfy { $0 == 1 })
        // Sizes differ by at most one.
        let sizes = try (1...count).map { try Shard(index: $0, count: count).select(paths).count }
        #expect(sizes.max()! - sizes.min()! <= 1)
    }

    @Test func shardsDoNotDependOnInputOrder() throws {
        let paths = ["b.yaml", "a.yaml", "d.yaml", "c.yaml", "e.yaml"]
        let shard = try Shard(index: 2, count: 2)
        #expect(shard.select(paths) == ["b.yaml", "d.yaml"])
        #expect(shard.select(paths.reversed()) == ["d.yaml", "b.yaml"])
        // A path named twice is checked once.
        #expect(try Shard(index: 1, count: 1).select(["a", "b", "a"]) == ["a", "b"])
    }
}
