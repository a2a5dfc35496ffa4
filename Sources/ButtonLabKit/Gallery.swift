import ButtonDiagram
import ButtonFiles
import ButtonInterfaceBuilder
import ButtonRender
import ButtonReports
import ButtonScenario
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One figure of a documentation page: where its scenario and picture are, and what it shows.
package struct GalleryEntry: Sendable {
    package var scenarioPath: String
    package var figurePath: String
    package var name: String
    package var caption: String?
    package var scenarioSource: String
    /// The frames table; for a trace, the trace's text.
    package var frames: String
    /// The fenced block's language for `scenarioSource`.
    package var sourceLanguage: String
    /// The `<details>` summary before the path: "Scenario", "Imported from", "Scene of".
    package var sourceLabel: String
    /// A trace scenario: the figure is its sequence diagram, `frames` its trace.
    package var isTrace: Bool
    /// The figure in words: the image's alt text.
    package var alt: String?
    /// The same figure in the dark theme (`NAME~dark.png`), shown to readers in dark mode.
    package var darkFigurePath: String?

    package init(
        scenarioPath: String, figurePath: String, name: String, caption: String?, scenarioSource: String, frames: String,
        sourceLanguage: String = "yaml", sourceLabel: String = "Scenario", isTrace: Bool = false, alt: String? = nil,
        darkFigurePath: String? = nil
    ) {
        self.scenarioPath = scenarioPath
        self.figurePath = figurePath
        self.name = name
        self.caption = caption
        self.scenarioSource = scenarioSource
        self.frames = frames
        self.sourceLanguage = sourceLanguage
        self.sourceLabel = sourceLabel
        self.isTrace = isTrace
        self.alt = alt
        self.darkFigurePath = darkFigurePath
    }
}

/// A Markdown page showing each figure with its scenario and its frames, links relative to the
/// page so it renders on any Git host and offline. Entries are grouped by scenario folder.
/// `title` and `introduction` come from the command line (`--title`, `--intro`) and are quoted like
/// scenario text: plain text, never markup. Without an introduction the page says what it shows;
/// the colour legend follows either way. A light and dark pair is a `<picture>` whose dark source
/// GitHub and browsers pick in dark mode; a single figure is a Markdown image.
package func galleryMarkdown(
    _ entries: [GalleryEntry], pageDirectory: String, title: String = "Gallery", introduction: String? = nil
) -> String {
    func relative(_ path: String) -> String {
        relativePath(of: absolutePath(path), from: absolutePath(pageDirectory))
    }
    var page = "# \(markdownText(title))\n\n" + (introduction.map(markdownText) ?? galleryIntroduction) + "\n\n" + galleryLegend
    var currentFolder: String?
    for entry in entries {
        let folder = entry.scenarioPath.deletingLastPathComponent
        if folder != currentFolder {
            page += "\n## \(markdownCode(relative(folder) + "/"))\n"
            currentFolder = folder
        }
        page += "\n### \(markdownText(entry.name))\n\n"
        if let caption = entry.caption { page += "\(markdownText(caption))\n\n" }
        if let dark = entry.darkFigurePath {
            page += pictureMarkup(light: relative(entry.figurePath), dark: relative(dark), alt: entry.alt ?? entry.name) + "\n\n"
        } else {
            page += "![\(markdownText(entry.alt ?? entry.name))](\(percentEncodedPath(relative(entry.figurePath))))\n\n"
        }
        let framesPart = entry.frames.isEmpty ? "" : entry.isTrace ? " and its trace" : " and frames"
        page += "<details><summary>\(entry.sourceLabel) <code>\(xmlEscaped(logEscaped(relative(entry.scenarioPath))))</code>\(framesPart)</summary>\n\n"
        if let alt = entry.alt { page += "\(markdownText(alt))\n\n" }
        page += markdownCodeBlock(trimmingNewlines(entry.scenarioSource), language: entry.sourceLanguage) + "\n"
        if !entry.frames.isEmpty { page += markdownCodeBlock(trimmingNewlines(entry.frames), language: "") + "\n" }
        page += "</details>\n"
    }
    return page
}

/// The page's default introduction: what it shows, in words true of any project's scenarios.
private let galleryIntroduction = """
    Each figure on this page is drawn by ButtonLab from the scenario shown under it, with the frames \
    it computed; open a scenario's details to see both.
    """

/// How to read the figures, under any introduction: what each colour and mark stands for.
private let galleryLegend = """
    Black: the bounds; red: the image area; orange: the title \
    area; dashed: the content rect; green: the titleLabel; blue dashed: the virtual title (the partner \
    the image imagines beside itself when it aligns), drawn under the real frames; grey dashed: ghosts, \
    such as an article's wrong guess or UIKit's result in a "before" figure; numbered orange discs: \
    warnings, listed under the caption. \
    Configuration buttons (`layout: configuration`): the capsule is the style's background (blue: \
    filled, pale blue: tinted, grey: gray and bordered, white: glass), the dashed rectangle the content \
    insets with their numbers, light green the subtitle, blue dashes the image's alignment rect, and \
    magenta dimension lines imagePadding and titlePadding. \
    A figure drawn in both themes follows the reader's light or dark appearance (the dark theme \
    lightens the same hues).
    Trace scenarios (a `trace:` block) are drawn as sequence diagrams of what \
    UIKit sends the button, read top to bottom (`buttonlab trace`).

    """

/// A light and dark pair as HTML that Markdown hosts pass through: the dark source when the reader
/// prefers dark, else the light image with the alt text. Paths are percent-encoded, so no comma or
/// space can split `srcset`; the alt text is escaped as an attribute and for logs.
func pictureMarkup(light: String, dark: String, alt: String) -> String {
    """
    <picture>
    <source media="(prefers-color-scheme: dark)" srcset="\(percentEncodedPath(dark))">
    <img src="\(percentEncodedPath(light))" alt="\(xmlEscaped(logEscaped(alt)))">
    </picture>
    """
}

// MARK: - Quoting in Markdown
//
// The page shows what scenario files hold (names, captions, the files themselves), and GitHub and
// other hosts render it: nothing quoted may become markup, a link, HTML or the end of a code block.

/// Text as a Markdown paragraph or heading that shows exactly it, on one line: line breaks and
/// other control characters are escaped as for logs; every character that can start inline markup
/// (emphasis, code, links, images, HTML, entities, tables, math, strikethrough) is
/// backslash-escaped; and what would start a block at the start of a line (a list, a quote, a
/// heading, indented code) is escaped there. Other punctuation stays as written, so the page's
/// source stays readable.
func markdownText(_ text: String) -> String {
    var result = ""
    var atStart = true
    var characters = Array(logEscaped(text))
    // Indentation would make a code block: leading spaces are written as references.
    while atStart, characters.first == " " {
        result += "&#32;"
        characters.removeFirst()
    }
    for (index, character) in characters.enumerated() {
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        let startsBlock = atStart && ("-+=>".contains(character) || (character == "#"))
        let endsListNumber = (character == "." || character == ")") && characters[..<index].allSatisfy(\.isASCIIDigit)
        if "\\`*_[]<>!|~&$#".contains(character) || startsBlock || (endsListNumber && (next == nil || next == " ")) {
            result.append("\\")
        }
        result.append(character)
        atStart = false
    }
    return result
}

/// Inline code showing `text` as it is: the fence is longer than any run of backticks inside.
func markdownCode(_ text: String) -> String {
    let text = logEscaped(text)
    let fence = String(repeating: "`", count: longestBacktickRun(text) + 1)
    let padded = text.hasPrefix("`") || text.hasSuffix("`") ? " \(text) " : text
    return fence + padded + fence
}

/// A fenced code block whose fence no line of `text` can close: longer than any backtick run in it.
func markdownCodeBlock(_ text: String, language: String) -> String {
    let fence = String(repeating: "`", count: max(3, longestBacktickRun(text) + 1))
    return "\(fence)\(language)\n\(text)\n\(fence)\n"
}

private func longestBacktickRun(_ text: String) -> Int {
    var longest = 0
    var run = 0
    for character in text {
        run = character == "`" ? run + 1 : 0
        longest = max(longest, run)
    }
    return longest
}

func absolutePath(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.path
}

/// Renders `paths` as PNGs into `outputDirectory` and writes the Markdown page `pagePath` showing
/// each figure that rendered. Bad scenarios are left off the page and reported.
package func makeGallery(
    paths: [String], into outputDirectory: String, pagePath: String, theme: DiagramTheme? = nil, jobs: Int, renderer: FigureRenderer
) throws -> (report: RenderBatchReport, figures: Int) {
    try makeGallery(
        inputs: paths.map(ScenarioInput.file), scenes: [], into: outputDirectory, pagePath: pagePath, theme: theme, jobs: jobs,
        renderer: renderer)
}

/// `makeGallery(paths:…)` for scenario files and Interface Builder buttons (shown with the scenario
/// `buttonlab import` writes for them), plus one figure per IB scene after its file's buttons.
package func makeGallery(
    inputs: [ScenarioInput], scenes: [IBScene], into outputDirectory: String, pagePath: String,
    title: String = "Gallery", introduction: String? = nil, theme: DiagramTheme? = nil, jobs: Int, renderer: FigureRenderer
) throws -> (report: RenderBatchReport, figures: Int) {
    var report = renderBatch(
        inputs: inputs, into: outputDirectory, formats: [.png], pixelsPerPoint: nil, appearance: theme.map { .theme($0) } ?? .lightAndDark,
        jobs: jobs,
        renderer: renderer)
    var entries: [GalleryEntry] = []
    for ((path, subject), files) in zip(report.rendered, report.figureFiles) {
        let name = subject.scenario.name
        let figurePath = outputDirectory.appendingPathComponent("\(name).png")
        let darkPath = files.first { $0.hasSuffix(darkImageSuffix) }
        let laidOut: LaidOutScenario
        switch subject {
        case .layout(let layout):
            laidOut = layout
        case .trace(let traced):
            // A sequence diagram, with the trace's text where a layout shows its frames.
            guard let source = scenarioSource(atPath: path) else { continue }
            entries.append(GalleryEntry(
                scenarioPath: path, figurePath: figurePath, name: name, caption: traced.scenario.caption,
                scenarioSource: source, frames: traced.run.text, isTrace: true))
            continue
        }
        if let button = laidOut.interfaceBuilder {
            entries.append(GalleryEntry(
                scenarioPath: button.source.file, figurePath: figurePath, name: name, caption: laidOut.scenario.caption,
                scenarioSource: scenarioYAML(for: button), frames: laidOut.report.text, sourceLabel: "Imported from",
                alt: renderer.builder.altText(scenario: laidOut.scenario, model: laidOut.layout), darkFigurePath: darkPath))
            continue
        }
        guard let source = scenarioSource(atPath: path) else { continue }
        entries.append(GalleryEntry(
            scenarioPath: path, figurePath: figurePath, name: name, caption: laidOut.scenario.caption,
            scenarioSource: source, frames: laidOut.report.text,
            alt: renderer.builder.altText(scenario: laidOut.scenario, model: laidOut.layout), darkFigurePath: darkPath))
    }
    let sceneReport = renderSceneBatch(scenes, into: outputDirectory, formats: [.png], pixelsPerPoint: nil, renderer: renderer)
    // A button that failed in the batch fails again in its scene: say it once.
    let failedPaths = Set(report.failures.map(\.path))
    report.failures += sceneReport.failures.filter { !failedPaths.contains($0.path) }
    report.total += scenes.count
    let drawn = Set(sceneReport.written.map { $0.lastPathComponent.deletingPathExtension })
    for scene in scenes where drawn.contains(scene.name) {
        let entry = GalleryEntry(
            scenarioPath: scene.file, figurePath: outputDirectory.appendingPathComponent("\(scene.name).png"),
            name: scene.name, caption: sceneCaption(scene), scenarioSource: scene.legend.joined(separator: "\n"), frames: "",
            sourceLanguage: "text", sourceLabel: "Legend of the scene in")
        let after = entries.lastIndex { $0.scenarioPath == scene.file }
        entries.insert(entry, at: after.map { $0 + 1 } ?? entries.endIndex)
    }
    let pageDirectory = pagePath.deletingLastPathComponent
    let markdown = galleryMarkdown(
        entries, pageDirectory: pageDirectory.isEmpty ? "." : pageDirectory, title: title, introduction: introduction)
    do {
        try writeFileAtomically(Array(markdown.utf8), to: pagePath)
    } catch {
        throw ScenarioFailure(path: pagePath, code: .output, file: nil, message: "cannot write the page: \(error)")
    }
    return (report, entries.count)
}

/// A scenario's text for its page, read like every input: no link, at most a scenario's size.
private func scenarioSource(atPath path: String) -> String? {
    guard let bytes = try? readRegularFile(atPath: path, maximumBytes: ScenarioLoader.maximumFileSize) else { return nil }
    return String(validating: bytes, as: UTF8.self)
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}

/// `text` without line breaks at either end, as Foundation's `trimmingCharacters(in: .newlines)`:
/// `Character.isNewline` is the same set (U+000A–U+000D, NEL, LS, PS, and CR LF).
private func trimmingNewlines(_ text: String) -> String {
    guard let first = text.firstIndex(where: { !$0.isNewline }), let last = text.lastIndex(where: { !$0.isNewline })
    else { return "" }
    return String(text[first...last])
}
