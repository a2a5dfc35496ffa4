import ButtonDiagram
import ButtonScenario
import Foundation

/// One figure of a documentation page: where its scenario and picture are, and what it shows.
public struct GalleryEntry: Sendable {
    public var scenarioPath: String
    public var figurePath: String
    public var name: String
    public var caption: String?
    public var scenarioSource: String
    public var frames: String
    /// The figure in words: the image's alt text.
    public var alt: String?

    public init(
        scenarioPath: String, figurePath: String, name: String, caption: String?, scenarioSource: String, frames: String,
        alt: String? = nil
    ) {
        self.scenarioPath = scenarioPath
        self.figurePath = figurePath
        self.name = name
        self.caption = caption
        self.scenarioSource = scenarioSource
        self.frames = frames
        self.alt = alt
    }
}

/// A Markdown page showing each figure with its scenario and its frames, links relative to the
/// page so it renders on any Git host and offline. Entries are grouped by scenario folder.
public func galleryMarkdown(_ entries: [GalleryEntry], pageDirectory: String, title: String = "Gallery") -> String {
    func relative(_ path: String) -> String {
        relativePath(of: absolutePath(path), from: absolutePath(pageDirectory))
    }
    var page = """
        # \(title)

        Every figure on this page is drawn by ButtonLab from the scenario file shown under it; \
        `make figures` regenerates them all. Black: the bounds; red: the image area; orange: the title \
        area; dashed: the content rect; green: the titleLabel; blue dashed: the virtual title (the partner \
        the image imagines beside itself when it aligns), drawn under the real frames; grey dashed: ghosts, \
        such as an article's wrong guess or UIKit's result in a "before" figure; numbered orange discs: \
        warnings, listed under the caption. \
        Configuration buttons (`Fixtures/configuration/`): the capsule is the style's background (blue: \
        filled, pale blue: tinted, grey: gray and bordered, white: glass), the dashed rectangle the content \
        insets with their numbers, light green the subtitle, blue dashes the image's alignment rect, and \
        magenta dimension lines imagePadding and titlePadding.

        """
    var currentFolder: String?
    for entry in entries {
        let folder = (entry.scenarioPath as NSString).deletingLastPathComponent
        if folder != currentFolder {
            page += "\n## `\(relative(folder))/`\n"
            currentFolder = folder
        }
        page += "\n### \(entry.name)\n\n"
        if let caption = entry.caption { page += "\(caption)\n\n" }
        page += "![\(markdownAltText(entry.alt ?? entry.name))](\(relative(entry.figurePath)))\n\n"
        page += "<details><summary>Scenario <code>\(relative(entry.scenarioPath))</code> and frames</summary>\n\n"
        if let alt = entry.alt { page += "\(alt)\n\n" }
        page += "```yaml\n\(entry.scenarioSource.trimmingCharacters(in: .newlines))\n```\n\n"
        page += "```\n\(entry.frames.trimmingCharacters(in: .newlines))\n```\n\n</details>\n"
    }
    return page
}

/// Alt text inside `![…]`: brackets and backslashes escaped, one line.
func markdownAltText(_ text: String) -> String {
    var result = ""
    for character in text {
        switch character {
        case "[", "]", "\\": result += "\\" + String(character)
        case _ where character.isNewline: result += " "
        default: result.append(character)
        }
    }
    return result
}

func absolutePath(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.path
}

/// Renders `paths` as PNGs into `outputDirectory` and writes the Markdown page `pagePath` showing
/// each figure that rendered. Bad scenarios are left off the page and reported.
public func makeGallery(
    paths: [String], into outputDirectory: String, pagePath: String, theme: DiagramTheme? = nil, jobs: Int, renderer: FigureRenderer
) throws -> (report: RenderBatchReport, figures: Int) {
    let report = renderBatch(
        paths: paths, into: outputDirectory, formats: [.png], pixelsPerPoint: nil, theme: theme, jobs: jobs, renderer: renderer)
    var entries: [GalleryEntry] = []
    for (path, laidOut) in report.rendered {
        guard let source = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
        let name = laidOut.scenario.name
        entries.append(GalleryEntry(
            scenarioPath: path, figurePath: (outputDirectory as NSString).appendingPathComponent("\(name).png"),
            name: name, caption: laidOut.scenario.caption, scenarioSource: source,
            frames: layoutTable(name: name, layout: laidOut.layout, extraWarnings: laidOut.extraWarnings),
            alt: renderer.builder.altText(scenario: laidOut.scenario, model: laidOut.layout)))
    }
    let pageDirectory = (pagePath as NSString).deletingLastPathComponent
    let markdown = galleryMarkdown(entries, pageDirectory: pageDirectory.isEmpty ? "." : pageDirectory)
    do {
        try writeAtomically(Array(markdown.utf8), to: pagePath)
    } catch {
        throw ScenarioFailure(path: pagePath, message: "error: cannot write \(pagePath): \(error.localizedDescription)")
    }
    return (report, entries.count)
}
