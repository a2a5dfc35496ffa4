import ButtonLabTestSupport
import Foundation
import Testing

@testable import ButtonFiles

@Suite("Writes: a group all or none, no temporary file left")
struct WriteTests {
    @Test func aGroupIsWrittenAndNothingElseIsLeft() throws {
        let directory = makeScratch("files")
        defer { removeScratch(directory) }
        put("old", directory + "/a.png")
        try writeFilesAtomically([
            FileWrite(path: directory + "/a.png", bytes: Array("new png".utf8)),
            FileWrite(path: directory + "/a.json", bytes: Array("{}".utf8)),
        ])
        #expect(listing(directory) == ["a.json", "a.png"])
        #expect(contents(directory + "/a.png") == "new png")
        #expect(contents(directory + "/a.json") == "{}")
    }

    @Test func refusedReplacementWritesNothing() {
        let directory = makeScratch("files")
        defer { removeScratch(directory) }
        put("{\"name\": \"npm\"}", directory + "/package.json")
        #expect(
            reason {
                try writeFilesAtomically(
                    [
                        FileWrite(path: directory + "/package.png", bytes: [1]),
                        FileWrite(path: directory + "/package.json", bytes: [2]),
                    ], mayReplace: { _ in false })
            } == .notOurs)
        #expect(listing(directory) == ["package.json"])
        #expect(contents(directory + "/package.json") == "{\"name\": \"npm\"}")
    }

    @Test func aDirectoryInTheWayRefusesTheWholeGroup() throws {
        let directory = makeScratch("files")
        defer { removeScratch(directory) }
        try FileManager.default.createDirectory(atPath: directory + "/a.svg", withIntermediateDirectories: false)
        #expect(
            reason {
                try writeFilesAtomically([
                    FileWrite(path: directory + "/a.png", bytes: [1]),
                    FileWrite(path: directory + "/a.svg", bytes: [2]),
                ])
            } == .notRegularFile(kind: "a directory"))
        #expect(listing(directory) == ["a.svg"])
    }

    @Test func aFailedTemporaryFileRemovesTheOthers() {
        let directory = makeScratch("files")
        defer { removeScratch(directory) }
        #expect(
            reason {
                try writeFilesAtomically([
                    FileWrite(path: directory + "/a.png", bytes: [1]),
                    FileWrite(path: directory + "/missing-folder/a.json", bytes: [2]),
                ])
            } == .system("No such file or directory"))
        #expect(listing(directory) == [])
    }

    @Test func aFailedRenamePutsBackWhatTheEarlierOnesReplaced() {
        let directory = makeScratch("files")
        defer { removeScratch(directory) }
        put("old png", directory + "/a.png")
        var renames = 0
        let failing: (String, String) -> Int32 = { from, to in
            renames += 1
            guard renames != 3 else {
                errno = EIO
                return -1
            }
            return from.withCString { f in to.withCString { rename(f, $0) } }
        }
        do {
            try writeFilesAtomically(
                [
                    FileWrite(path: directory + "/a.png", bytes: Array("new png".utf8)),
                    FileWrite(path: directory + "/a.svg", bytes: Array("new svg".utf8)),
                    FileWrite(path: directory + "/a.json", bytes: Array("new json".utf8)),
                ], mayReplace: { _ in true }, renaming: failing)
            Issue.record("the third rename fails")
        } catch {
            #expect(error == FileError(path: directory + "/a.json", reason: .system("Input/output error")))
        }
        // The old PNG is back, the SVG the group created is gone, and no temporary file remains.
        #expect(listing(directory) == ["a.png"])
        #expect(contents(directory + "/a.png") == "old png")
    }

    @Test func aLinkAtTheTargetIsReplacedNotWrittenThrough() throws {
        let directory = makeScratch("files")
        defer { removeScratch(directory) }
        put("precious", directory + "/precious.txt")
        link(directory + "/a.png", to: directory + "/precious.txt")
        try writeFileAtomically(Array("figure".utf8), to: directory + "/a.png")
        #expect(contents(directory + "/precious.txt") == "precious")
        #expect(EntryKind(atPath: directory + "/a.png") == .regularFile)
        #expect(contents(directory + "/a.png") == "figure")
    }

    @Test func temporaryNamesAreHiddenBesideTheTarget() {
        #expect(temporaryName(for: "out/figure.png", group: 0xC0FFEE, index: 2) == "out/.figure.png.00c0ffee00000002.buttonlab-tmp")
        let long = temporaryName(for: String(repeating: "é", count: 200) + ".png", group: .max, index: .max)
        #expect(long.utf8.count < 255)
    }
}
