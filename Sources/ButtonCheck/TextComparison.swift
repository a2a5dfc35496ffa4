import ButtonFiles
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What comparing a golden text file (SVG) with a fresh one found.
public struct TextComparison: Hashable, Sendable {
    public var passed: Bool
    public var removedLines: Int
    public var insertedLines: Int
    /// A unified-style diff ("--- expected", "+++ actual", "@@ -a,b +c,d @@" hunks); empty when equal.
    public var diff: String
    /// One line: "3 lines removed, 4 added" or "identical".
    public var message: String

    /// Diff lines a terminal or a test failure shows before "… N more lines" (the report and the
    /// JUnit file keep the whole diff).
    public static let excerptLines = 40

    /// The diff's first `limit` lines, then "… N more lines" when it is longer.
    public func diffExcerpt(lines limit: Int = TextComparison.excerptLines) -> String {
        let lines = diff.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count > limit else { return diff }
        let more = lines.count - limit
        return (lines.prefix(limit) + ["… \(more) more line\(more == 1 ? "" : "s")"]).joined(separator: "\n")
    }
}

/// Limits on the diff's size, so that a golden rewritten from scratch (or an SVG with a 100 kB
/// base64 image) still gives a readable failure.
public struct TextDiffLayout: Hashable, Sendable {
    public var contextLines: Int
    /// Longer `data:` URIs (embedded images) are cut, with the number of characters left out.
    /// Nothing else in a line is ever cut: a changed title or coordinate must stay visible.
    public var maxDataURILength: Int
    /// Diff lines shown before "… N more diff lines".
    public var maxDiffLines: Int

    public init(contextLines: Int = 2, maxDataURILength: Int = 64, maxDiffLines: Int = 400) {
        self.contextLines = contextLines
        self.maxDataURILength = maxDataURILength
        self.maxDiffLines = maxDiffLines
    }
}

/// `line` with every `data:` URI longer than `limit` characters cut to its first `limit`. A URI ends
/// at a quote, a parenthesis, '<' or white space — where SVG attributes and CSS `url()` end it.
func shorteningDataURIs(_ line: Substring, limit: Int) -> String {
    var output = ""
    var rest = line
    while let start = range(of: "data:", in: rest) {
        output += rest[..<start.lowerBound]
        let uri = rest[start.lowerBound...].prefix { !"\"')<".contains($0) && !$0.isWhitespace }
        if uri.count > limit {
            output += uri.prefix(limit) + "… (\(uri.count - limit) more characters)"
        } else {
            output += uri
        }
        rest = rest[uri.endIndex...]
    }
    return output + rest
}

/// Compares line by line (`\n`-separated; a missing final newline is a difference like any other).
public func compareText(
    expected: String, actual: String, expectedLabel: String = "expected", actualLabel: String = "actual",
    layout: TextDiffLayout = TextDiffLayout()
) -> TextComparison {
    guard expected != actual else {
        return TextComparison(passed: true, removedLines: 0, insertedLines: 0, diff: "", message: "identical")
    }
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let difference = new.difference(from: old)
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in difference {
        switch change {
        case .remove(let offset, _, _): removed.insert(offset)
        case .insert(let offset, _, _): inserted.insert(offset)
        }
    }

    // Walking both sides in step turns the offsets into an edit script: removals are offsets in
    // `old`, insertions offsets in `new`, and everything else is common to both.
    enum Edit { case keep(Int, Int), remove(Int), insert(Int) }
    var edits: [Edit] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
        if i < old.count && removed.contains(i) {
            edits.append(.remove(i)); i += 1
        } else if j < new.count && inserted.contains(j) {
            edits.append(.insert(j)); j += 1
        } else {
            edits.append(.keep(i, j)); i += 1; j += 1
        }
    }

    // Lines of each side consumed before each edit: hunk headers are built from these.
    var consumedBefore: [(old: Int, new: Int)] = []
    var consumed = (old: 0, new: 0)
    for edit in edits {
        consumedBefore.append(consumed)
        switch edit {
        case .keep: consumed.old += 1; consumed.new += 1
        case .remove: consumed.old += 1
        case .insert: consumed.new += 1
        }
    }

    func shown(_ line: Substring) -> String { shorteningDataURIs(line, limit: layout.maxDataURILength) }

    // Hunks: runs of changes, joined when fewer than 2×context unchanged lines separate them.
    var output = ["--- \(expectedLabel)", "+++ \(actualLabel)"]
    var diffLines = 0
    var truncated = 0
    var index = 0
    while index < edits.count {
        guard let changeStart = edits[index...].firstIndex(where: { if case .keep = $0 { false } else { true } }) else { break }
        let start = max(0, changeStart - layout.contextLines)
        var end = changeStart
        var lastChange = changeStart
        while end < edits.count {
            if case .keep = edits[end] {
                if end - lastChange > 2 * layout.contextLines { break }
            } else {
                lastChange = end
            }
            end += 1
        }
        end = min(edits.count, lastChange + layout.contextLines + 1)

        var oldCount = 0, newCount = 0
        var body: [String] = []
        for edit in edits[start..<end] {
            switch edit {
            case .keep(let o, _):
                oldCount += 1; newCount += 1
                body.append(" " + shown(old[o]))
            case .remove(let o):
                oldCount += 1
                body.append("-" + shown(old[o]))
            case .insert(let n):
                newCount += 1
                body.append("+" + shown(new[n]))
            }
        }
        // Unified diffs number lines from 1; an empty side names the line before it.
        let before = consumedBefore[start]
        let oldStart = oldCount == 0 ? before.old : before.old + 1
        let newStart = newCount == 0 ? before.new : before.new + 1
        let header = "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@"
        for line in [header] + body {
            if diffLines < layout.maxDiffLines { output.append(line) } else { truncated += 1 }
            diffLines += 1
        }
        index = end
    }
    if truncated > 0 { output.append("… \(truncated) more diff line\(truncated == 1 ? "" : "s")") }

    let message = "\(removed.count) line\(removed.count == 1 ? "" : "s") removed, \(inserted.count) added"
    return TextComparison(
        passed: false, removedLines: removed.count, insertedLines: inserted.count,
        diff: output.joined(separator: "\n"), message: message)
}
