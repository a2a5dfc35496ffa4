import ButtonLabKit
import ButtonLabTestSupport
import Foundation
import Testing

/// A PNG any scenario can draw.
private let playImage = fixturesDirectory + "/gallery/images/play@2x.png"

@Suite("--depfile: make reads every path back as written, or the path is refused")
struct DepfileMakeTests {
    /// Names make gives no meaning to once escaped (`\ `, `\#`, `$$`), and the characters next to
    /// the refused ones that stay literal.
    static let literalPaths = [
        "img/a b.png", "img/c#1.png", "img/$x.png", "img/$(shell touch PWNED).png", "img/a(b).png", "img/Q&A.png",
        "img/~a.png", "img/.SILENT", "img/a!b.png", "img/\"q'`.png", "img/ünï  ✓.png", "img/a]b{c},d@e+f.png",
        "./img/-x.png",
    ]

    @Test("make includes the depfile and finds each prerequisite under exactly its name; nothing runs")
    func readBack() throws {
        let directory = makeScratch("depfile-read-back")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let paths = Self.literalPaths + [directory + "/abs/x y.png"]
        let text = try depfileText([DependencyRule(targets: ["out/t.png"], source: nil, images: paths)])
        try FileManager.default.createDirectory(atPath: directory + "/out", withIntermediateDirectories: true)
        let old = Date(timeIntervalSinceNow: -3600)
        for path in paths {
            let file = path.hasPrefix("/") ? path : directory + "/" + path
            try FileManager.default.createDirectory(atPath: file.deletingLastPathComponent, withIntermediateDirectories: true)
            #expect(FileManager.default.createFile(atPath: file, contents: Data()))
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: file)
        }
        try text.write(toFile: directory + "/out/t.d", atomically: true, encoding: .utf8)
        try "include out/t.d\nout/t.png:\n\t$(info <$^>)\n\t@touch $@\n".write(toFile: directory + "/Makefile", atomically: true, encoding: .utf8)

        let built = try runMake(["out/t.png"], in: directory)
        #expect(built.status == 0)
        #expect(built.errors == "")
        // make strips a leading "./", as it does for every name it reads.
        #expect(built.output == "<\(paths.map { $0.hasPrefix("./") ? String($0.dropFirst(2)) : $0 }.joined(separator: " "))>\n")
        // Up to date only when make found each file on disk under its own name: a name it misread
        // would be a missing file with an empty rule, which is always remade.
        #expect(try runMake(["-q", "out/t.png"], in: directory).status == 0)
        for path in paths {
            let file = path.hasPrefix("/") ? path : directory + "/" + path
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 3600)], ofItemAtPath: file)
            #expect(try runMake(["-q", "out/t.png"], in: directory).status == 1, "make did not see \(path)")
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: file)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["Makefile", "abs", "img", "out"])
    }

    @Test("every character make reads as syntax is refused, naming it", arguments: [
        ("a:b.png", "contains ':'"), ("a;touch x.png", "contains ';'"), ("a!=touch${IFS}PWNED.png", "contains '='"),
        ("a|b.png", "contains '|'"), ("%.png", "contains '%'"), ("a*.png", "contains '*'"), ("a?.png", "contains '?'"),
        ("[ab].png", "contains '['"), ("a\\b.png", "contains '\\'"), ("a.png\\", "contains '\\'"), ("a\tb.png", "contains a tab"),
        ("a\nb", "contains a line break"), ("a\rb", "contains a line break"), ("a\u{B}b", "contains the control character \\u{B}"),
        ("~root/a.png", "starts with '~'"), ("./~a.png", "starts with '~'"), ("lib(a.png)", "ends with ')'"),
        ("a&", "ends with '&'"), (".SILENT", "starts with '.' in the current folder"), ("./.c.o", "starts with '.' in the current folder"),
    ])
    func refused(path: String, reason: String) {
        let error = #expect(throws: UnspellableDependency.self) { try makeEscaped(path) }
        #expect(error?.reason == reason)
    }

    @Test("an image named a!=touch${IFS}PWNED.png, or a scenario so named, fails the render; a later make runs nothing")
    func commandInName() throws {
        let directory = makeScratch("depfile-command")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let image = "a!=touch${IFS}PWNED.png"
        try FileManager.default.createDirectory(atPath: directory + "/scenarios", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: directory + "/scenarios/images", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: playImage, toPath: directory + "/scenarios/" + image)
        try FileManager.default.copyItem(atPath: playImage, toPath: directory + "/scenarios/images/play@2x.png")
        let scenario = try String(contentsOfFile: playScenario, encoding: .utf8)
        try scenario.replacingOccurrences(of: "images/play@2x.png", with: "'\(image)'")
            .write(toFile: directory + "/scenarios/x.yaml", atomically: true, encoding: .utf8)
        try scenario.replacingOccurrences(of: "name: gallery-align-01-left", with: "name: \"n!=touch${IFS}PWNED\"")
            .write(toFile: directory + "/scenarios/n.yaml", atomically: true, encoding: .utf8)
        try "-include out/x.d out/n.d\nall: ;\n".write(toFile: directory + "/Makefile", atomically: true, encoding: .utf8)

        let byImage = try buttonlab("render", "scenarios/x.yaml", "-o", "out/x.png", "--depfile", "out/x.d", in: directory)
        #expect(byImage.status == 2)
        let failed = { (file: String) in "1 of 1 scenario failed:\n  \(file)\n" }
        #expect(byImage.errors == "error: cannot write the depfile: scenarios/a!=touch${IFS}PWNED.png contains '=', which make cannot read\n" + failed("scenarios/x.yaml"))
        let byName = try buttonlab("render", "scenarios/n.yaml", "-o", "out", "--no-json", "--depfile", "out/n.d", in: directory)
        #expect(byName.status == 2)
        #expect(byName.errors == "error: cannot write the depfile: out/n!=touch${IFS}PWNED.png contains '=', which make cannot read\n" + failed("scenarios/n.yaml"))
        #expect(try runMake([], in: directory).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["Makefile", "out", "scenarios"])
        // Refused before drawing is written: no figure newer than the depfile that should describe it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/out").sorted() == [])
    }
}
