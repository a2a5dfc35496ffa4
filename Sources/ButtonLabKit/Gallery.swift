import ButtonDiagram
import ButtonInterfaceBuilder
import Foundation

/// One figure of a documentation page: where its scenario and picture are, and what it shows.
public struct GalleryEntry: Sendable {
    public var scenarioPath: String
    public var figurePath: String
    public var name: String
    public var caption: String?
    public var scenarioSource: String
    /// The frames table; for a trace, the trace's text.
    public var frames: String
    /// The fenced block's language for `scenarioSource`.
    public var sourceLanguage: String
    /// The `<details>` summary before the path: "Scenario", "Imported from", "Scene of".
    public var sourceLabel: String
    /// A trace scenario: the figure is its sequence diagram, `frames` its trace.
    public var isTrace: Bool

    public init(
        scenarioPath: String, figurePath: String, name: String, caption: String?, scenarioSource: String, frames: String,
        sourceLanguage: String = "yaml", sourceLabel: String = "Scenario", isTrace: Bool = false
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
        area; dashed: the content rect; green: the titleLabel; blue: the virtual title (the partner the \
        image imagines beside itself when it aligns); grey dashed: ghosts, such as an article's wrong guess. \
        Configuration buttons (`Fixtures/configuration/`): the capsule is the style's background (blue: \
        filled, pale blue: tinted, grey: gray and bordered, white: glass), the dashed rectangle the content \
        insets with their numbers, light green the subtitle, blue dashes the image's alignment rect, and \
        magenta dimension lines imagePadding and titlePadding.
        Trace scenarios (a `trace:` block, `Fixtures/lifecycle/`) are drawn as sequence diagrams of what \
        UIKit sends the button, read top to bottom (`buttonlab trace`, docs/lifecycle.md).

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
        page += "![\(entry.name)](\(relative(entry.figurePath)))\n\n"
        let framesPart = entry.frames.isEmpty ? "" : entry.isTrace ? " and its trace" : " and frames"
        page += "<details><summary>\(entry.sourceLabel) <code>\(relative(entry.scenarioPath))</code>\(framesPart)</summary>\n\n"
        page += "```\(entry.sourceLanguage)\n\(entry.scenarioSource.trimmingCharacters(in: .newlines))\n```\n\n"
        if !entry.frames.isEmpty { page += "```\n\(entry.frames.trimmingCharacters(in: .newlines))\n```\n\n" }
        page += "</details>\n"
    }
    return page
}

func absolutePath(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.path
}

/// Renders `paths` as PNGs into `outputDirectory` and writes the Markdown page `pagePath` showing
/// each figure that rendered. Bad scenarios are left off the page and reported.
public func makeGallery(
    paths: [String], into outputDirectory: String, pagePath: String, jobs: Int, renderer: FigureRenderer
) throws -> (report: RenderBatchReport, figures: Int) {
    try makeGallery(
        inputs: paths.map(ScenarioInput.file), scenes: [], into: outputDirectory, pagePath: pagePath, jobs: jobs,
        renderer: renderer)
}

/// `makeGallery(paths:…)` for scenario files and Interface Builder buttons (shown with the scenario
/// `buttonlab import` writes for them), plus one figure per IB scene after its file's buttons.
public func makeGallery(
    inputs: [ScenarioInput], scenes: [IBScene], into outputDirectory: String, pagePath: String, jobs: Int,
    renderer: FigureRenderer
) throws -> (report: RenderBatchReport, figures: Int) {
    var report = renderBatch(inputs: inputs, into: outputDirectory, formats: [.png], pixelsPerPoint: nil, jobs: jobs, renderer: renderer)
    var entries: [GalleryEntry] = []
    for (path, subject) in report.rendered {
        let name = subject.scenario.name
        let figurePath = (outputDirectory as NSString).appendingPathComponent("\(name).png")
        let laidOut: LaidOutScenario
        switch subject {
        case .layout(let layout):
            laidOut = layout
        case .trace(let traced):
            // A sequence diagram, with the trace's text where a layout shows its frames.
            guard let source = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            entries.append(GalleryEntry(
                scenarioPath: path, figurePath: figurePath, name: name, caption: traced.scenario.caption,
                scenarioSource: source, frames: traced.run.text, isTrace: true))
            continue
        }
        if let button = laidOut.interfaceBuilder {
            entries.append(GalleryEntry(
                scenarioPath: button.source.file, figurePath: figurePath, name: name, caption: laidOut.scenario.caption,
                scenarioSource: scenarioYAML(for: button), frames: layoutTable(laidOut), sourceLabel: "Imported from"))
            continue
        }
        guard let source = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
        entries.append(GalleryEntry(
            scenarioPath: path, figurePath: figurePath, name: name, caption: laidOut.scenario.caption,
            scenarioSource: source, frames: layoutTable(laidOut)))
    }
    let sceneReport = renderSceneBatch(scenes, into: outputDirectory, formats: [.png], pixelsPerPoint: nil, renderer: renderer)
    // A button that failed in the batch fails again in its scene: say it once.
    let failedPaths = Set(report.failures.map(\.path))
    report.failures += sceneReport.failures.filter { !failedPaths.contains($0.path) }
    report.total += scenes.count
    let drawn = Set(sceneReport.written.map { (($0 as NSString).lastPathComponent as NSString).deletingPathExtension })
    for scene in scenes where drawn.contains(scene.name) {
        let entry = GalleryEntry(
            scenarioPath: scene.file, figurePath: (outputDirectory as NSString).appendingPathComponent("\(scene.name).png"),
            name: scene.name, caption: sceneCaption(scene), scenarioSource: scene.legend.joined(separator: "\n"), frames: "",
            sourceLanguage: "text", sourceLabel: "Legend of the scene in")
        let after = entries.lastIndex { $0.scenarioPath == scene.file }
        entries.insert(entry, at: after.map { $0 + 1 } ?? entries.endIndex)
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
