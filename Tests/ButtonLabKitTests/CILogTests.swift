import ButtonFiles
import ButtonLabTestSupport
import Foundation
import Testing

/// A scenario named `name` (YAML-quoted as given) with `extra` lines inside `button:`.
private func scenario(name: String, extra: String = "") -> String {
    "name: \(name)\nbutton:\n  size: [200, 100]\n  title: {text: \"Go\", size: [50, 25]}\n\(extra)"
}

@Suite("CI logs: input text starts no GitHub, Azure or GitLab workflow command")
struct CILogTests {
    @Test("the one rule: ## and a leading :: broken, zero-width and bidi characters escaped")
    func rule() {
        #expect(logEscaped("##[stop-commands]tok") == "#\\u{23}[stop-commands]tok")
        #expect(logEscaped("a ##vso[task.prependpath]. ###[") == "a #\\u{23}vso[task.prependpath]. #\\u{23}#[")
        #expect(logEscaped("  ::error::x") == "  \\u{3A}:error::x")
        #expect(logEscaped("a::b #1") == "a::b #1")
        #expect(logEscaped("a\u{200B}b\u{2060}c\u{FEFF}d\u{202E}e\u{2066}f\u{2028}") == "a\\u{200B}b\\u{2060}c\\u{FEFF}d\\u{202E}e\\u{2066}f\\u{2028}")
        #expect(logEscaped("\u{1B}[0Ksection_start:1:x") == "\\u{1B}[0Ksection_start:1:x")
        #expect(displayPath("  ::error::x.yaml") == "./  ::error::x.yaml")
        #expect(displayPath("##[group]x.yaml") == "./#\\u{23}[group]x.yaml")
        #expect(logLines("ok\n  ::warning::x\n##[error]y") == "ok\n  \\u{3A}:warning::x\n#\\u{23}[error]y")
    }

    @Test("check under GitHub Actions: a scenario named ##[stop-commands]tok silences nothing; the summary makes no link")
    func check() throws {
        let directory = makeScratch("ci-log")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/g", withIntermediateDirectories: true)
        try scenario(name: "\"##[stop-commands]tok\"").write(toFile: directory + "/stop.yaml", atomically: true, encoding: .utf8)
        try scenario(name: "\"  ::error::pwned\"").write(toFile: directory + "/colon.yaml", atomically: true, encoding: .utf8)
        try scenario(name: "v", extra: "  \"##vso[task.prependpath]. ![i](http://e.example/i.png) [x](www.e.example) a@b.example\": 1\n")
            .write(toFile: directory + "/vso.yaml", atomically: true, encoding: .utf8)
        let run = try buttonlab(
            "check", "stop.yaml", "colon.yaml", "vso.yaml", "--golden", "g", in: directory,
            environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": directory + "/summary.md"])
        #expect(run.status == 2)
        #expect(run.errors == "")
        let key = "#\\u{23}vso[task.prependpath]. ![i](http://e.example/i.png) [x](www.e.example) a@b.example"
        let expected = "unknown key `\(key)`; expected one of: size, frame, scale, layoutDirection, semanticContentAttribute, contentHorizontalAlignment, contentVerticalAlignment, contentEdgeInsets, imageEdgeInsets, titleEdgeInsets, image, title, backgroundImage, buttonType, titleSizeRounding, sizeToFit, intrinsicSizeQueried, layout, imageRect, titleRect, autoSize, uikit, linkedSDK, configuration, role, contentSizeCategory, state, titles, attributedTitles, images"
        #expect(run.output == """
            missing golden #\\u{23}[stop-commands]tok: g/#\\u{23}[stop-commands]tok.png (record it with --record missing)
            missing golden   ::error::pwned: g/  ::error::pwned.png (record it with --record missing)
            ERROR vso.yaml: vso.yaml:5:3: error: button.\(key): \(expected)
            0 passed, 3 failed (2 missing goldens, 1 error)
            ::error file=stop.yaml,line=1,title=buttonlab check%3A #\\u{23}[stop-commands]tok (missing golden)::g/#\\u{23}[stop-commands]tok.png (record it with --record missing)
            ::error file=colon.yaml,line=1,title=buttonlab check%3A   \\u{3A}%3Aerror%3A%3Apwned (missing golden)::g/  ::error::pwned.png (record it with --record missing)
            ::error file=vso.yaml,line=1,title=buttonlab check%3A vso.yaml (error)::vso.yaml:5:3: error: button.\(key): \(expected)

            """)
        let cellKey = "#\\\\u{23}vso\\[task.prependpath\\]. !\\[i\\](http\\://e.example/i.png) \\[x\\](www\\.e.example) a\\@b.example"
        let cellExpected = expected.replacingOccurrences(of: key, with: cellKey)
        #expect(try String(contentsOfFile: directory + "/summary.md", encoding: .utf8) == """
            ### buttonlab check failed

            0 passed, 3 failed (2 missing goldens, 1 error)

            | Scenario | Result | Details |
            |---|---|---|
            | #\\\\u{23}\\[stop-commands\\]tok | missing golden | g/#\\\\u{23}\\[stop-commands\\]tok.png (record it with --record missing) |
            |   \\\\u{3A}:error::pwned | missing golden | g/  ::error::pwned.png (record it with --record missing) |
            | vso.yaml | error | vso.yaml:5:3: error: button.\(cellKey): \(cellExpected) |


            """)
    }

    @Test("layout and explain: a name, title or key holding ##vso[task.prependpath]. reaches no log raw")
    func layoutAndExplain() throws {
        let directory = makeScratch("ci-log-layout")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try scenario(name: "\"##vso[task.prependpath].\"").write(toFile: directory + "/n.yaml", atomically: true, encoding: .utf8)
        try scenario(name: "k", extra: "  \"##vso[task.prependpath].\": 1\n").write(toFile: directory + "/k.yaml", atomically: true, encoding: .utf8)
        let table = try buttonlab("layout", "n.yaml", "--format", "text", in: directory)
        #expect(table.output.hasPrefix("#\\u{23}vso[task.prependpath].  (system layout, scale 2, left-to-right)\n"))
        let json = try buttonlab("layout", "n.yaml", "--format", "json", in: directory)
        #expect(json.output.hasPrefix("{\n  \"name\": \"#\\u0023vso[task.prependpath].\",\n"))
        let explanation = try buttonlab("explain", "n.yaml", in: directory)
        #expect(explanation.output.hasPrefix("#\\u{23}vso[task.prependpath].: system layout of a 200 × 100 custom button"))
        for command in ["layout", "explain"] {
            let failed = try buttonlab(command, "k.yaml", in: directory)
            #expect(failed.status == 2)
            #expect(failed.errors.hasPrefix("k.yaml:5:3: error: button.#\\u{23}vso[task.prependpath].: unknown key `#\\u{23}vso[task.prependpath].`;"))
        }
        for run in [table, json, explanation] { #expect(!(run.output + run.errors).contains("##")) }
    }

    @Test("a title's line feed (a hard line break) never starts a log line: ::error:: on the second line stays quoted")
    func lineFeedInATitle() throws {
        let directory = makeScratch("ci-log-line-feed")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let text = "button:\n  size: [120, 60]\n  title:\n    text: \"ok\\n::error::pwned\"\n    font: {size: 15}\n    numberOfLines: 0\n"
        try text.write(toFile: directory + "/lf.yaml", atomically: true, encoding: .utf8)
        for arguments in [["layout", "lf.yaml", "--format", "text"], ["layout", "lf.yaml"], ["explain", "lf.yaml"], ["render", "lf.yaml", "-o", "lf.svg"]] {
            let run = try buttonlab(arguments: arguments, in: directory)
            #expect(run.status == 0, "\(arguments)")
            let lines = (run.output + run.errors).split(separator: "\n", omittingEmptySubsequences: false)
            #expect(!lines.contains { $0.drop { $0 == " " }.hasPrefix("::") }, "\(arguments)")
        }
    }
}
