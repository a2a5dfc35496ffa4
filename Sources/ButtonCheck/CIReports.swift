import ButtonDiagram
import ButtonFiles
import ButtonLayout
import ButtonRender
import ButtonReports
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One line of a CI report: a scenario, an unused golden, or a problem with the run itself.
struct CIEntry {
    enum Kind { case passed, failure, error }
    var kind: Kind
    var title: String
    /// The file the entry is about: the scenario file, or the unused golden.
    var file: String?
    /// The line in `file` an annotation points at; nil for line 1.
    var line: Int? = nil
    /// JUnit's `time`: how long the scenario took, 0 for what was not drawn.
    var seconds: Double = 0
    /// "different", "missing golden", "unused golden", "error".
    var label: String
    var message: String
    /// Everything else worth reading: the SVG diff, every layout difference.
    var details: String
}

extension CheckRun {
    /// Every check, then unused goldens, then run problems: the order the terminal prints them in.
    var ciEntries: [CIEntry] {
        var entries = checks.map { check -> CIEntry in
            let kind: CIEntry.Kind = switch check.status {
            case .passed, .recorded: .passed
            case .failed, .missingGolden: .failure
            case .error: .error
            }
            var details: [String] = []
            if let layout = check.layout, !layout.passed, layout.differences.count > LayoutComparison.messageLimit {
                details.append(layout.differences.map { "layout: \($0)" }.joined(separator: "\n"))
            }
            if let svg = check.svg, !svg.passed { details.append(svg.diff) }
            let label = check.status == .missingGolden ? "missing golden" : (check.status == .failed ? "different" : check.status.rawValue)
            return CIEntry(
                kind: kind, title: check.title, file: check.path, line: check.sourceLine, seconds: check.seconds, label: label,
                message: check.message, details: details.joined(separator: "\n"))
        }
        for golden in unusedGoldens {
            entries.append(CIEntry(
                kind: .failure, title: "unused golden \(golden.lastPathComponent)", file: golden, label: "unused golden",
                message: "no scenario has this name (--strict)", details: ""))
        }
        for problem in problems {
            entries.append(CIEntry(kind: .error, title: "buttonlab check", file: nil, label: "error", message: problem.text, details: ""))
        }
        return entries
    }
}

/// The run as JUnit XML: one `testcase` per scenario (and per unused golden or run problem), a
/// failure's message in `message` and its details (SVG diff, layout differences) as the body.
public func junitXML(_ run: CheckRun) -> String {
    let entries = run.ciEntries
    let failures = entries.filter { $0.kind == .failure }.count
    let errors = entries.filter { $0.kind == .error }.count
    let counts = "tests=\"\(entries.count)\" failures=\(attribute(failures)) errors=\(attribute(errors)) skipped=\"0\" time=\(time(run.seconds))"
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml += "<testsuites name=\"buttonlab check\" \(counts)>\n"
    xml += "  <testsuite name=\"buttonlab check\" \(counts)>\n"
    xml += "    <properties><property name=\"goldens\" value=\(attribute(run.configuration.goldenDirectory))/></properties>\n"
    for entry in entries {
        var testcase = "    <testcase name=\(attribute(entry.title)) classname=\"buttonlab.check\" time=\(time(entry.seconds))"
        if let file = entry.file { testcase += " file=\(attribute(file))" }
        switch entry.kind {
        case .passed where entry.message.isEmpty:
            xml += testcase + "/>\n"
        case .passed:
            xml += testcase + ">\n      <system-out>\(xmlEscaped(entry.message, keepingLineBreaks: true))</system-out>\n    </testcase>\n"
        case .failure, .error:
            let element = entry.kind == .failure ? "failure" : "error"
            xml += testcase + ">\n      <\(element) message=\(attribute(entry.message)) type=\(attribute(entry.label))"
            xml += entry.details.isEmpty ? "/>\n" : ">\(xmlEscaped(entry.details, keepingLineBreaks: true))</\(element)>\n"
            xml += "    </testcase>\n"
        }
    }
    xml += "  </testsuite>\n</testsuites>\n"
    return xml
}

private func attribute(_ value: Int) -> String { "\"\(value)\"" }
/// Seconds to the millisecond, as JUnit readers expect: "0.012".
private func time(_ seconds: Double) -> String { "\"" + formatNumber(max(0, seconds), maximumFractionDigits: 3) + "\"" }
private func attribute(_ value: String) -> String { "\"" + xmlEscaped(value) + "\"" }

/// GitHub Actions workflow commands, one `::error` per failure, on the scenario file at the line of
/// its first changed key (else its `name:` line, else line 1), or on the unused golden. Paths are
/// relative to `workspace` (the repository, `$GITHUB_WORKSPACE`), which GitHub needs to place them;
/// a relative path is read from `currentDirectory`.
public func githubAnnotations(_ run: CheckRun, workspace: String? = nil, currentDirectory: String? = nil) -> [String] {
    run.ciEntries.filter { $0.kind != .passed }.map { entry in
        var properties: [String] = []
        if let file = entry.file {
            properties.append("file=" + githubEscapedProperty(repositoryPath(file, workspace: workspace, currentDirectory: currentDirectory)))
            properties.append("line=\(entry.line ?? 1)")
        }
        properties.append("title=" + githubEscapedProperty("buttonlab check: \(logEscaped(entry.title)) (\(entry.label))"))
        return "::error \(properties.joined(separator: ","))::\(githubEscapedData(escapedLines(entry.message)))"
    }
}

/// `path` relative to `workspace` when it lies inside it; otherwise as given.
func repositoryPath(_ path: String, workspace: String?, currentDirectory: String?) -> String {
    guard let workspace = workspace.map(normalisedPath), !workspace.isEmpty else { return path }
    let absolute = path.hasPrefix("/") ? path : currentDirectory.map { $0 + "/" + path }
    guard let absolute = absolute.map(normalisedPath) else { return path }
    let root = workspace.hasSuffix("/") ? workspace : workspace + "/"
    return absolute.hasPrefix(root) ? String(absolute.dropFirst(root.count)) : path
}

/// `.` and empty components dropped and `..` applied, by text: the paths come from the command line.
private func normalisedPath(_ path: String) -> String {
    var components: [Substring] = []
    for component in path.split(separator: "/") {
        switch component {
        case ".": continue
        case "..": if !components.isEmpty { components.removeLast() }
        default: components.append(component)
        }
    }
    return (path.hasPrefix("/") ? "/" : "") + components.joined(separator: "/")
}

/// A workflow command's message: '%', CR and LF escaped as GitHub's runner unescapes them.
package func githubEscapedData(_ text: String) -> String {
    replacingScalars(in: text) {
        switch $0 {
        case "%": "%25"
        case "\r": "%0D"
        case "\n": "%0A"
        default: nil
        }
    }
}

/// A workflow command's property value: also ':' and ',', which would end it.
package func githubEscapedProperty(_ text: String) -> String {
    replacingScalars(in: githubEscapedData(text)) {
        switch $0 {
        case ":": "%3A"
        case ",": "%2C"
        default: nil
        }
    }
}

/// A message that may span lines (layout differences), each line escaped as `logEscaped` does.
private func escapedLines(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { logEscaped(String($0)) }.joined(separator: "\n")
}

/// Markdown for `$GITHUB_STEP_SUMMARY`: the summary line, then a table of what did not pass.
public func githubStepSummary(_ run: CheckRun) -> String {
    let failing = run.ciEntries.filter { $0.kind != .passed }
    var text = "### buttonlab check \(run.outcome == .success ? "passed" : "failed")\n\n\(markdownCell(run.summary))\n"
    if !failing.isEmpty {
        text += "\n| Scenario | Result | Details |\n|---|---|---|\n"
        for entry in failing {
            text += "| \(markdownCell(logEscaped(entry.title))) | \(markdownCell(entry.label)) | \(markdownCell(escapedLines(entry.message))) |\n"
        }
    }
    if let reportPath = run.reportPath {
        text += "\nHTML report: `\(replacingScalars(in: reportPath) { $0 == "`" ? "'" : nil })`\n"
    }
    return text + "\n"
}

/// Text inside a table cell: '|' would end the cell and a newline the row; '<' could open HTML
/// or an autolink, '[' and ']' a link or an image; and GitHub's extended autolinks (`http://`,
/// `www.`, `a@b.c`) are broken where they start, so that no input text becomes a link.
private func markdownCell(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    var cell = ""
    for (index, scalar) in scalars.enumerated() {
        let next = index + 1 < scalars.count ? scalars[index + 1] : nil
        let afterWWW = index >= 3 && String(String.UnicodeScalarView(scalars[(index - 3)..<index])).lowercased() == "www"
        switch scalar {
        case "\\": cell += "\\\\"
        case "|", "[", "]", "@": cell += "\\" + String(scalar)
        case ":" where next == "/": cell += "\\:"
        case "." where afterWWW: cell += "\\."
        case "<": cell += "&lt;"
        case "\r": cell += " "
        case "\n": cell += "<br>"
        default: cell.unicodeScalars.append(scalar)
        }
    }
    return cell
}
