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

/// Writes `index.html` and, for each failing PNG, `NAME.expected.png`, `NAME.actual.png` and
/// `NAME.diff.png` into `directory` (created if needed). Returns the index's path.
///
/// The page is one self-contained file (inline CSS and a few lines of inline JavaScript, images
/// by relative path) so that it works from file:// on a machine without network, e.g. from a CI
/// artifact. Its markup is also well-formed XML, which keeps it easy to check mechanically.
/// Files from earlier runs are overwritten, never deleted. The page and its images are written as
/// one group, all or none (`writeFilesAtomically`); the directory may not be, or lie behind, a
/// symbolic link unless the run's configuration follows them.
@discardableResult
public func writeHTMLReport(_ run: CheckRun, to directory: String) throws -> String {
    try createDirectory(directory, followSymlinks: run.configuration.followSymlinks)
    var files: [FileWrite] = []
    func write(_ bytes: [UInt8], _ file: String) {
        files.append(FileWrite(path: directory.appendingPathComponent(file), bytes: bytes))
    }

    let failures = run.checks.filter { $0.status == .failed || $0.status == .missingGolden || $0.status == .error || $0.comparisonFailed }
    var sections: [String] = []
    var toc: [String] = []
    for (number, check) in failures.enumerated() {
        let anchor = "failure-\(number + 1)"
        let title = check.title
        var images = ReportImages()
        if let name = check.name, check.status != .error {
            if let expected = check.expectedPNG {
                images.expected = ("\(name).expected.png", check.png?.expectedSize)
                write(expected, images.expected!.file)
            }
            if let actual = check.actualPNG, check.png.map({ !$0.passed }) ?? true {
                images.actual = ("\(name).actual.png", check.png?.actualSize ?? pngSize(actual))
                write(actual, images.actual!.file)
            }
            if let diff = check.png?.diffImage, check.png?.passed == false {
                images.diff = ("\(name).diff.png", PixelSize(width: diff.width, height: diff.height))
                write(try encodePNG(diff), images.diff!.file)
            }
        }
        toc.append("<li><a href=\"#\(anchor)\">\(escapeHTML(title))</a> <span class=\"status \(check.status.rawValue)\">\(escapeHTML(statusLabel(check)))</span></li>")
        sections.append(failureSection(check, anchor: anchor, images: images, approval: approvalHTML(check, reportDirectory: directory, run: run)))
    }
    for (number, path) in run.unusedGoldens.enumerated() {
        let anchor = "unused-\(number + 1)"
        toc.append("<li><a href=\"#\(anchor)\">\(escapeHTML(path.lastPathComponent))</a> <span class=\"status failed\">unused golden</span></li>")
        sections.append("""
            <section class="failure" id="\(anchor)">
            <h2>\(escapeHTML(path.lastPathComponent)) <span class="status failed">unused golden</span></h2>
            <p class="message">\(escapeHTML(path)): no scenario is named \(escapeHTML(path.lastPathComponent.deletingPathExtension)) (--strict)</p>
            </section>
            """)
    }
    for problem in run.problems {
        sections.append("<section class=\"failure\"><p class=\"message\">\(escapeHTML(problem.text))</p></section>")
    }

    let configuration = run.configuration
    var settings = [
        "goldens: \(configuration.goldenDirectory)",
        configuration.options.limitsDescription,
    ]
    if let record = configuration.record { settings.append("record: \(record.rawValue)") }
    if configuration.strict { settings.append("strict") }
    if let shard = configuration.shard { settings.append("shard \(shard)") }

    let body = failures.isEmpty && run.unusedGoldens.isEmpty && run.problems.isEmpty
        ? "<p class=\"allgood\">No failures.</p>"
        : "<ul class=\"toc\">\n\(toc.joined(separator: "\n"))\n</ul>\n\(sections.joined(separator: "\n"))"
    let html = """
        <!DOCTYPE html>
        <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
        <head>
        <meta charset="utf-8"/>
        <title>ButtonLab check: \(escapeHTML(run.summary))</title>
        <style>
        \(reportCSS)
        </style>
        <script>
        \(reportJS)
        </script>
        </head>
        <body>
        <h1>ButtonLab visual check</h1>
        <p class="summary">\(escapeHTML(run.summary))</p>
        <p class="settings">\(escapeHTML(settings.joined(separator: " · ")))</p>
        \(approveAllHTML(run, reportDirectory: directory))
        <p class="legend">Diff colours: <span class="swatch darker"></span> darker than expected · <span class="swatch lighter"></span> lighter · <span class="swatch recoloured"></span> same brightness, other colour · <span class="swatch aa"></span> anti-aliasing, not counted · <span class="swatch outside"></span> in one image only (sizes differ) · grey: unchanged.</p>
        \(body)
        </body>
        </html>

        """
    let index = directory.appendingPathComponent("index.html")
    files.append(FileWrite(path: index, bytes: Array(html.utf8)))
    files += approvalFiles(run, directory: directory, existing: files)
    try writeFilesAtomically(files)
    return index
}

private func statusLabel(_ check: ScenarioCheck) -> String {
    switch check.status {
    case .failed: "different"
    case .missingGolden: "missing golden"
    case .error: "error"
    case .recorded: "re-recorded"
    case .passed: "passed"
    }
}

/// The report's pictures of one failure, each with its size in pixels when known.
private struct ReportImages {
    var expected: (file: String, size: PixelSize?)?
    var actual: (file: String, size: PixelSize?)?
    var diff: (file: String, size: PixelSize?)?

    /// Each picture's width as a share of its column, the widest filling it: side by side, a point
    /// is the same length in all three, so a size change shows as a size change.
    func widthStyle(_ size: PixelSize?) -> String {
        let widest = [expected, actual, diff].compactMap { $0?.size?.width }.max() ?? 0
        guard let size, widest > 0 else { return "" }
        return " style=\"width: \(formatNumber(Double(size.width) / Double(widest) * 100, maximumFractionDigits: 3))%\""
    }
}

private func failureSection(_ check: ScenarioCheck, anchor: String, images: ReportImages, approval: String) -> String {
    var html = """
        <section class="failure" id="\(anchor)">
        <h2>\(escapeHTML(check.title)) <span class="status \(check.status.rawValue)">\(escapeHTML(statusLabel(check)))</span></h2>
        <p class="message">\(escapeHTML(check.message))</p>
        <p class="path">\(escapeHTML(check.path))</p>
        \(approval)
        """
    if let layout = check.layout, !layout.passed {
        let items = layout.problem.map { [$0] } ?? layout.differences.map(\.description)
        html += "<ul class=\"layout\">\n" + items.map { "<li>\(escapeHTML($0))</li>\n" }.joined() + "</ul>\n"
    }
    let figures = [("expected (golden)", images.expected), ("actual (rendered now)", images.actual), ("diff", images.diff)]
        .compactMap { label, image in image.map { (label, $0) } }
    if !figures.isEmpty {
        html += "<div class=\"side\">\n"
        for (label, image) in figures {
            html += "<figure><img src=\"\(escapeHTML(urlPath(image.file)))\" alt=\"\(escapeHTML(label))\"\(images.widthStyle(image.size))/><figcaption>\(escapeHTML(label))</figcaption></figure>\n"
        }
        html += "</div>\n"
    }
    if let expected = images.expected?.file, let actual = images.actual?.file {
        html += """
            <div class="overlay">
            <div class="stack"><img src="\(escapeHTML(urlPath(expected)))" alt="expected"/><img class="top" id="\(anchor)-top" src="\(escapeHTML(urlPath(actual)))" alt="actual" style="clip-path: inset(0 50% 0 0)"/></div>
            <label>actual ◀ <input type="range" min="0" max="100" value="50" data-target="\(anchor)-top" oninput="slide(this)"/> ▶ expected</label>
            </div>

            """
    }
    if let svg = check.svg, !svg.passed {
        html += "<pre class=\"diff\">\(svgDiffHTML(svg.diff))</pre>\n"
    }
    html += "</section>"
    return html
}

private func svgDiffHTML(_ diff: String) -> String {
    diff.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
        let escaped = escapeHTML(String(line))
        if line.hasPrefix("+++") || line.hasPrefix("---") { return "<span class=\"file\">\(escaped)</span>" }
        if line.hasPrefix("@@") { return "<span class=\"hunk\">\(escaped)</span>" }
        if line.hasPrefix("+") { return "<span class=\"add\">\(escaped)</span>" }
        if line.hasPrefix("-") { return "<span class=\"del\">\(escaped)</span>" }
        return escaped
    }.joined(separator: "\n")
}

/// Escapes text for HTML (and XML) content and attribute values.
func escapeHTML(_ text: String) -> String {
    xmlEscaped(text, keepingLineBreaks: true)
}

/// A file name as a relative URL: scenario names may hold spaces, '#', '?' or non-ASCII letters.
/// Foundation's `urlPathAllowed` without "/", "?", "#" and ";": RFC 3986's unreserved set and "!$&'()*+,=:@".
func urlPath(_ file: String) -> String {
    percentEncoded(file) { "!$&'()*+,=:@".utf8.contains($0) }
}

private let reportCSS = """
    body { font: 14px/1.4 -apple-system, "Segoe UI", Roboto, "Inter", sans-serif; margin: 24px; color: #222; background: #fafafa; }
    h1 { font-size: 20px; margin: 0 0 8px; }
    h2 { font-size: 16px; margin: 0 0 6px; }
    .summary { font-weight: 600; }
    .settings, .path { color: #666; font-size: 12px; }
    .message { font-family: ui-monospace, Menlo, Consolas, monospace; white-space: pre-wrap; }
    .status { font-size: 12px; padding: 1px 6px; border-radius: 8px; background: #eee; }
    .status.failed, .status.missingGolden, .status.error { background: #fde2e2; color: #a00; }
    .status.recorded { background: #fff3c4; color: #7a5a00; }
    .failure { background: #fff; border: 1px solid #ddd; border-radius: 6px; padding: 12px 16px; margin: 16px 0; }
    .side { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 12px; align-items: start; }
    figure { margin: 0; }
    figcaption { font-size: 12px; color: #555; text-align: center; }
    img { max-width: 100%; box-sizing: border-box; border: 1px solid #ccc; background: #fff; }
    .overlay { margin-top: 12px; }
    .stack { position: relative; display: inline-block; max-width: 100%; }
    .stack img { }
    .stack img.top { position: absolute; left: 0; top: 0; width: 100%; height: 100%; box-sizing: border-box; }
    .overlay label { display: block; font-size: 12px; color: #555; margin-top: 4px; }
    .overlay input { width: 50%; vertical-align: middle; }
    ul.layout { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 12px; }
    pre.diff { background: #f6f8fa; border: 1px solid #ddd; padding: 8px; overflow-x: auto; font-size: 12px; }
    pre.diff .add { color: #116329; background: #e6ffec; }
    pre.diff .del { color: #82071e; background: #ffebe9; }
    pre.diff .hunk { color: #0550ae; }
    pre.diff .file { color: #666; }
    .swatch { display: inline-block; width: 10px; height: 10px; border: 1px solid #999; vertical-align: middle; }
    .swatch.darker { background: \(cssColor(DiffColors.darker)); }
    .swatch.lighter { background: \(cssColor(DiffColors.lighter)); }
    .swatch.recoloured { background: \(cssColor(DiffColors.recoloured)); }
    .swatch.aa { background: \(cssColor(DiffColors.antiAliased)); }
    .swatch.outside { background: \(cssColor(DiffColors.outside)); }
    .legend { font-size: 12px; color: #555; }
    .allgood { color: #116329; font-weight: 600; }
    .approve { font-size: 12px; }
    .approve code { display: inline-block; font-family: ui-monospace, Menlo, Consolas, monospace; background: #f6f8fa; border: 1px solid #ddd; border-radius: 4px; padding: 2px 6px; user-select: all; }
    .files { font-size: 12px; color: #555; }
    """

/// Shows the actual image over the expected one up to the slider's position. Written without
/// '<' and '&' so the page stays well-formed XML without CDATA sections.
private let reportJS = """
    function slide(input) {
      var top = document.getElementById(input.getAttribute("data-target"));
      top.style.clipPath = "inset(0 " + (100 - input.value) + "% 0 0)";
    }
    """

private func cssColor(_ colour: RGBA8) -> String { colour.description }
