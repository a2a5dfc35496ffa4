import ButtonLabTestSupport
import Foundation
import Testing

@testable import ButtonLabKit

/// The legend every page carries, under any introduction.
private let legend = """
    Black: the bounds; red: the image area; orange: the title area; dashed: the content rect; green: the titleLabel; \
    blue dashed: the virtual title (the partner the image imagines beside itself when it aligns), drawn under the real \
    frames; grey dashed: ghosts, such as an article's wrong guess or UIKit's result in a "before" figure; numbered orange \
    discs: warnings, listed under the caption. Configuration buttons (`layout: configuration`): the capsule is the style's \
    background (blue: filled, pale blue: tinted, grey: gray and bordered, white: glass), the dashed rectangle the content \
    insets with their numbers, light green the subtitle, blue dashes the image's alignment rect, and magenta dimension \
    lines imagePadding and titlePadding. A figure drawn in both themes follows the reader's light or dark appearance \
    (the dark theme lightens the same hues).
    Trace scenarios (a `trace:` block) are drawn as sequence diagrams of what UIKit sends the button, read top to bottom \
    (`buttonlab trace`).

    """

@Suite("The gallery: light and dark pairs as <picture>, a depfile, a neutral introduction and the legend always")
struct GalleryPictureTests {
    @Test("a light and dark pair is one <picture>: the dark source for dark mode, the light image with its alt text")
    func pictureMarkupOfOnePair() {
        let entry = GalleryEntry(
            scenarioPath: "/p/Fixtures/a.yaml", figurePath: "/p/docs/figures/a b,1.png", name: "a", caption: nil,
            scenarioSource: "name: a", frames: "", alt: "A \"quoted\" <b>title</b> & more",
            darkFigurePath: "/p/docs/figures/a b,1~dark.png")
        let page = galleryMarkdown([entry], pageDirectory: "/p/docs")
        #expect(page.contains("""

            ### a

            <picture>
            <source media="(prefers-color-scheme: dark)" srcset="figures/a%20b%2C1~dark.png">
            <img src="figures/a%20b%2C1.png" alt="A &quot;quoted&quot; &lt;b&gt;title&lt;/b&gt; &amp; more">
            </picture>

            <details>
            """))
        #expect(!page.contains("!["))
    }

    @Test("gallery writes NAME~dark.png beside each light figure, except for a scenario drawn in its own theme")
    func pairsOnDisk() throws {
        let directory = makeScratch("gallery-pairs")
        defer { removeScratch(directory) }
        let run = try buttonlab(
            "gallery", fixturesDirectory + "/article2/fig01-default.yaml", fixturesDirectory + "/everyday/12-dark-icon-title.yaml",
            "-o", directory + "/figures", "--page", directory + "/page.md", "--jobs", "1")
        #expect(run.status == 0, "\(run.errors)")
        #expect(listing(directory + "/figures") == [
            "edge-insets-01-default.json", "edge-insets-01-default.png", "edge-insets-01-default~dark.png",
            "everyday-12-dark-icon-title.json", "everyday-12-dark-icon-title.png",
        ])
        let page = try String(contentsOfFile: directory + "/page.md", encoding: .utf8)
        #expect(page.contains("<source media=\"(prefers-color-scheme: dark)\" srcset=\"figures/edge-insets-01-default~dark.png\">\n"))
        #expect(page.contains("](figures/everyday-12-dark-icon-title.png)\n"))
        // --theme draws one theme: no pairs.
        let light = try buttonlab(
            "gallery", fixturesDirectory + "/article2/fig01-default.yaml", "-o", directory + "/light", "--page",
            directory + "/light.md", "--theme", "light", "--jobs", "1")
        #expect(light.status == 0)
        #expect(listing(directory + "/light") == ["edge-insets-01-default.json", "edge-insets-01-default.png"])
    }

    @Test("--depfile: the page made from every scenario and image, each with an empty rule")
    func depfile() throws {
        let directory = makeScratch("gallery-depfile")
        defer { removeScratch(directory) }
        try FileManager.default.createDirectory(atPath: directory + "/scenarios/images", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: fixturesDirectory + "/gallery/align-01-left.yaml", toPath: directory + "/scenarios/a.yaml")
        try FileManager.default.copyItem(
            atPath: fixturesDirectory + "/gallery/images/play@2x.png", toPath: directory + "/scenarios/images/play@2x.png")
        try FileManager.default.copyItem(atPath: fixturesDirectory + "/article2/fig01-default.yaml", toPath: directory + "/scenarios/b.yaml")
        let run = try buttonlab(
            "gallery", "scenarios", "-o", "docs/figures", "--page", "docs/page.md", "--depfile", "deps/gallery.d", "--jobs", "1",
            in: directory)
        #expect(run.status == 0, "\(run.errors)")
        #expect(try String(contentsOfFile: directory + "/deps/gallery.d", encoding: .utf8) == """
            docs/page.md: scenarios/a.yaml scenarios/images/play@2x.png scenarios/b.yaml

            scenarios/a.yaml:

            scenarios/images/play@2x.png:

            scenarios/b.yaml:

            """)
    }

    @Test("the default introduction says what the page shows, about no project in particular, then the legend")
    func defaultIntroduction() {
        #expect(galleryMarkdown([], pageDirectory: "/p/docs") == """
            # Gallery

            Each figure on this page is drawn by ButtonLab from the scenario shown under it, with the frames it \
            computed; open a scenario's details to see both.


            """ + legend)
    }

    @Test("--intro replaces the introduction and keeps the legend")
    func legendUnderIntro() throws {
        #expect(galleryMarkdown([], pageDirectory: "/p", title: "Buttons", introduction: "- ours") == "# Buttons\n\n\\- ours\n\n" + legend)
        let directory = makeScratch("gallery-intro")
        defer { removeScratch(directory) }
        let run = try buttonlab(
            "gallery", fixturesDirectory + "/article2/fig01-default.yaml", "-o", directory + "/figures", "--page",
            directory + "/page.md", "--intro", "Our buttons.", "--jobs", "1")
        #expect(run.status == 0)
        let page = try String(contentsOfFile: directory + "/page.md", encoding: .utf8)
        #expect(page.hasPrefix("# Gallery\n\nOur buttons.\n\n" + legend + "\n## `"))
    }
}
