#if canImport(Glibc)
import ButtonLabTestSupport
import Glibc
#endif
import Foundation
import Testing

@testable import ButtonFiles

/// A group as a writer killed mid-way leaves it: `a.png` still old, `a.json` already renamed, the
/// PNG's temporary file and a backup link beside them, and its journal, committed or not.
private func killedGroup(in directory: String, committed: Bool) -> (journal: String, temporary: String) {
    let group: UInt32 = 0x0BAD_F00D
    put("old png", directory + "/a.png")
    put("new json", directory + "/a.json")
    let temporary = temporaryName(for: directory + "/a.png", group: group, index: 0)
    put("new png", temporary)
    put("old png", temporaryName(for: directory + "/a.png", group: group, index: 1 << 31))
    let journal = directory + "/.0badf00d.buttonlab-journal"
    put(committed ? "00000000a.png\0" + "00000001a.json\0commit\n" : "", journal)
    return (journal, temporary)
}

@Suite("Recovery: what a killed group left is finished or removed by the next write")
struct RecoveryTests {
    @Test func aCommittedGroupIsRolledForward() {
        let directory = makeScratch("files")
        defer { removeScratch(directory) }
        _ = killedGroup(in: directory, committed: true)
        recoverInterruptedWrites(inDirectory: directory + "/")
        #expect(listing(directory) == ["a.json", "a.png"])
        #expect(contents(directory + "/a.png") == "new png")
        #expect(contents(directory + "/a.json") == "new json")
    }

    @Test func anUncommittedGroupIsRemoved() {
        let directory = makeScratch("files")
        defer { removeScratch(directory) }
        _ = killedGroup(in: directory, committed: false)
        recoverInterruptedWrites(inDirectory: directory + "/")
        #expect(listing(directory) == ["a.json", "a.png"])
        #expect(contents(directory + "/a.png") == "old png")
    }

    @Test func aLiveWritersJournalAndFilesAreLeftAlone() {
        let directory = makeScratch("files")
        defer { removeScratch(directory) }
        let (journal, temporary) = killedGroup(in: directory, committed: true)
        // Another open file holding the lock: the writer is alive.
        let descriptor = open(journal, O_RDONLY)
        defer { close(descriptor) }
        #expect(flock(descriptor, LOCK_EX) == 0)
        recoverInterruptedWrites(inDirectory: directory + "/")
        #expect(listing(directory).count == 5)
        #expect(contents(temporary) == "new png")
        #expect(contents(directory + "/a.png") == "old png")
    }

    @Test func aJournalCannotRenameOutsideItsDirectory() {
        let directory = makeScratch("files")
        defer { removeScratch(directory) }
        try! FileManager.default.createDirectory(atPath: directory + "/out", withIntermediateDirectories: false)
        put("precious", directory + "/precious.txt")
        put("attack", temporaryName(for: directory + "/out/../precious.txt", group: 1, index: 0))
        put("00000000../precious.txt\0commit\n", directory + "/out/.00000001.buttonlab-journal")
        recoverInterruptedWrites(inDirectory: directory + "/out/")
        #expect(contents(directory + "/precious.txt") == "precious")
        #expect(listing(directory + "/out") == [])
    }

    @Test func theNextGroupRecoversItsDirectoryFirst() throws {
        let directory = makeScratch("files")
        defer { removeScratch(directory) }
        _ = killedGroup(in: directory, committed: true)
        put("stale", directory + "/.b.png.0123456789abcdef.buttonlab-tmp")
        try writeFileAtomically(Array("b".utf8), to: directory + "/b.png")
        #expect(listing(directory) == ["a.json", "a.png", "b.png"])
        #expect(contents(directory + "/a.png") == "new png")
    }
}
