import Testing

@testable import ButtonFiles

/// The standard-library replacements for NSString's path and text methods give what NSString gave
/// on Linux (each expected value below is NSString's).
@Suite struct PathTextTests {
    @Test func pathComponents() {
        #expect("a/b.c".lastPathComponent == "b.c")
        #expect("/a/b/".lastPathComponent == "b")
        #expect("/".lastPathComponent == "/")
        #expect("ab".deletingLastPathComponent == "")
        #expect("/ab".deletingLastPathComponent == "/")
        #expect("x/./y".deletingLastPathComponent == "x/.")
        #expect("/a//b///c/".deletingLastPathComponent == "/a/b")
        #expect("out".appendingPathComponent("x.png") == "out/x.png")
        #expect("out/".appendingPathComponent("x.png") == "out/x.png")
        #expect("/".appendingPathComponent("/x") == "//x")
        #expect("".appendingPathComponent("x/") == "x/")
        #expect("a".appendingPathComponent("") == "a")
    }

    @Test func pathExtensions() {
        #expect("a/b.c.d".pathExtension == "d")
        #expect("a/b.c.d".deletingPathExtension == "a/b.c")
        #expect(".ab".pathExtension == "")
        #expect("a.".pathExtension == "")
        #expect("a.".deletingPathExtension == "a")
        #expect("..".deletingPathExtension == "..")
        #expect("...".deletingPathExtension == "..")
        #expect("a/b.c/".deletingPathExtension == "a/b")
    }

    @Test func scalarsAreReplacedUnlessAMarkFollows() {
        let escaped = replacingScalars(in: "a\r\nb<\u{338}c%\u{903}&\u{1F3FB}") {
            switch $0 {
            case "\r": "%0D"
            case "\n": "%0A"
            case "<": "&lt;"
            case "%": "%25"
            case "&": "&amp;"
            default: nil
            }
        }
        #expect(escaped == "a%0D%0Ab<\u{338}c%25\u{903}&\u{1F3FB}")
    }

    @Test func rangesOfASCIINeedles() {
        let text = "x data:a data:\u{301} data:b"[...]
        let found = range(of: "data:", in: text)
        #expect(found.map { text.utf8.distance(from: text.startIndex, to: $0.lowerBound) } == 2)
        let rest = text[found!.upperBound...]
        let next = range(of: "data:", in: rest[rest.index(after: rest.startIndex)...])
        #expect(next.map { text.utf8.distance(from: text.startIndex, to: $0.lowerBound) } == 17)
        #expect(range(of: "nope", in: text) == nil)
    }
}
