import ButtonLayout
import Foundation
import Testing

@testable import ButtonLabKit

@Suite("The gallery page quotes scenario files without letting them become markup")
struct GalleryEscapingTests {
    @Test(arguments: [
        ("edge-insets-01-default", "edge-insets-01-default"),
        ("Default: image (50, 25, 50, 50)", "Default: image (50, 25, 50, 50)"),
        ("the block [title][image]", "the block \\[title\\]\\[image\\]"),
        ("<img src=x onerror=alert(1)>", "\\<img src=x onerror=alert(1)\\>"),
        ("**bold** _it_ `code` ~~s~~ $x$ a|b &amp; #1 !x", "\\*\\*bold\\*\\* \\_it\\_ \\`code\\` \\~\\~s\\~\\~ \\$x\\$ a\\|b \\&amp; \\#1 \\!x"),
        ("- list", "\\- list"),
        ("> quote", "\\> quote"),
        ("1. first", "1\\. first"),
        ("    indented", "&#32;&#32;&#32;&#32;indented"),
        ("two\nlines\u{1B}", "two\\\\u{A}lines\\\\u{1B}"),
    ])
    func text(_ input: String, _ expected: String) {
        #expect(markdownText(input) == expected)
    }

    @Test func codeFencesOutgrowWhatTheyQuote() {
        #expect(markdownCode("../Fixtures/a/") == "`../Fixtures/a/`")
        #expect(markdownCode("a`b``c") == "```a`b``c```")
        #expect(markdownCode("`x") == "`` `x ``")
        #expect(markdownCodeBlock("name: x\n```\n<script>", language: "yaml") == "````yaml\nname: x\n```\n<script>\n````\n")
        #expect(markdownCodeBlock("plain", language: "") == "```\nplain\n```\n")
    }

    @Test func aHostileScenarioStaysInsideItsCodeBlock() {
        let entry = GalleryEntry(
            scenarioPath: "/p/Fixtures/a</code><script>.yaml", figurePath: "/p/docs/figures/x (1).png",
            name: "x](javascript:alert(1))", caption: "<script>alert(1)</script>",
            scenarioSource: "caption: x\n```\n</details><script>alert(1)</script>\n", frames: "x")
        let page = galleryMarkdown([entry], pageDirectory: "/p/docs")
        #expect(page.contains("\n### x\\](javascript:alert(1))\n"))
        #expect(page.contains("\n\\<script\\>alert(1)\\</script\\>\n"))
        #expect(page.contains("![x\\](javascript:alert(1))](figures/x%20%281%29.png)"))
        #expect(page.contains("<summary>Scenario <code>../Fixtures/a&lt;/code&gt;&lt;script&gt;.yaml</code> and frames</summary>"))
        #expect(page.contains("````yaml\ncaption: x\n```\n</details><script>alert(1)</script>\n````\n"))
    }
}
