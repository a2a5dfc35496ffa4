import ButtonLabTestSupport
import Foundation
import Testing

@testable import ButtonFiles

@Suite("Writes: unchanged files are left alone")
struct UnchangedWriteTests {
    private func inode(_ path: String) -> UInt64? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.systemFileNumber] as? UInt64
    }

    private func modified(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }

    @Test("a file that already holds the bytes is not rewritten; a changed one is replaced by a rename")
    func unchangedIsKept() throws {
        let directory = makeScratch("files")
        defer { removeScratch(directory) }
        let path = directory + "/figure.json"
        try writeFileAtomically(Array("one\n".utf8), to: path)
        let (before, time) = (inode(path), modified(path))
        try writeFileAtomically(Array("one\n".utf8), to: path)
        #expect(inode(path) == before)
        #expect(modified(path) == time)
        try writeFileAtomically(Array("two\n".utf8), to: path)
        #expect(contents(path) == "two\n")
        #expect(inode(path) != before)
        #expect(listing(directory) == ["figure.json"])
    }

    @Test("in a group, the unchanged file stays and the others are written")
    func groupWithUnchangedMember() throws {
        let directory = makeScratch("files")
        defer { removeScratch(directory) }
        put("same", directory + "/a.png")
        put("old", directory + "/a.json")
        let kept = inode(directory + "/a.png")
        try writeFilesAtomically([
            FileWrite(path: directory + "/a.png", bytes: Array("same".utf8)),
            FileWrite(path: directory + "/a.json", bytes: Array("new".utf8)),
        ])
        #expect(inode(directory + "/a.png") == kept)
        #expect(contents(directory + "/a.json") == "new")
        #expect(listing(directory) == ["a.json", "a.png"])
    }

    @Test("same bytes behind a link still replace the link; same size, other bytes are written")
    func linksAndLookalikes() throws {
        let directory = makeScratch("files")
        defer { removeScratch(directory) }
        put("data", directory + "/target")
        link(directory + "/a.json", to: directory + "/target")
        try writeFileAtomically(Array("data".utf8), to: directory + "/a.json")
        let attributes = try FileManager.default.attributesOfItem(atPath: directory + "/a.json")
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
        put("abcd", directory + "/b.json")
        try writeFileAtomically(Array("abce".utf8), to: directory + "/b.json")
        #expect(contents(directory + "/b.json") == "abce")
        // Refusal still comes first: an unchanged file does not lift it.
        #expect(reason { try writeFilesAtomically([FileWrite(path: directory + "/b.json", bytes: Array("abce".utf8))], mayReplace: { _ in false }) } == .notOurs)
    }
}
