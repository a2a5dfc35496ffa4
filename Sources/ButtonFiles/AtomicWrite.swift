#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One file of a group written by `writeFilesAtomically`.
package struct FileWrite: Sendable {
    package var path: String
    package var bytes: [UInt8]

    package init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}

/// Writes a group of files all or none: every file first goes to a hidden temporary file beside
/// its target, and only when all of them are written does one small write commit the group (its
/// journal, `WriteJournal`); then they are renamed over their targets, one after the other, and
/// the journal is removed. A failure at any point removes every temporary file, and a failure
/// while renaming puts back what the earlier renames replaced (the old files are kept as hard
/// links until the group is done) and removes what they created. Readers see each target either
/// whole and old or whole and new.
///
/// A process killed (SIGKILL, a crash) mid-group leaves its journal and temporary files; the next
/// group written into that directory first finishes the committed group (renames the rest of its
/// temporary files) or, uncommitted, removes them (`recoverInterruptedWrites`). Between the kill
/// and that next write, a killed group may be mixed; the journal's writer lock keeps a live
/// writer's files out of any recovery.
///
/// `mayReplace` is asked about each target that already exists, before anything is written; when
/// it says no, nothing is written. A target that is a directory is refused; a target that is a
/// symbolic link is replaced by the file (the link's target is never written through).
///
/// Nothing is fsync'ed: the group is atomic for readers and for a crash of this process, not
/// durable across a power loss (after one, a file may hold its old bytes). A file that already
/// holds exactly its new bytes is not rewritten (its modification time stays).
package func writeFilesAtomically(_ files: [FileWrite], mayReplace: (String) -> Bool = { _ in true }) throws(FileError) {
    try writeFilesAtomically(files, mayReplace: mayReplace, renaming: systemRename)
}

/// `rename(2)`; tests pass one that fails, to see a group rolled back, or one that stops, to see
/// a killed group recovered.
func systemRename(_ from: String, _ to: String) -> Int32 {
    withPath(from) { source in withPath(to) { rename(source, $0) } }
}

func writeFilesAtomically(
    _ files: [FileWrite], mayReplace: (String) -> Bool, renaming rename: (String, String) -> Int32
) throws(FileError) {
    var directories: [String] = []
    for file in files where !directories.contains(splitPath(file.path).directory) {
        directories.append(splitPath(file.path).directory)
    }
    // What a killed writer left here is finished or removed before this group looks at its targets.
    for directory in directories { recoverInterruptedWritesOnce(inDirectory: directory) }

    var existing: [Bool] = []
    // Flags by index, not a Set<Int>: a set's first use costs a process a scan of every protocol
    // conformance record.
    var unchanged = [Bool](repeating: false, count: files.count)
    for (index, file) in files.enumerated() {
        var status = stat()
        if withPath(file.path, { lstat($0, &status) }) == 0 {
            if fileType(status.st_mode) == Int(S_IFDIR) {
                throw FileError(path: file.path, reason: .notRegularFile(kind: "a directory"))
            }
            guard mayReplace(file.path) else { throw FileError(path: file.path, reason: .notOurs) }
            existing.append(true)
            if fileType(status.st_mode) == Int(S_IFREG), Int(status.st_size) == file.bytes.count,
                regularFile(at: file.path, holds: file.bytes)
            {
                unchanged[index] = true
            }
        } else {
            existing.append(false)
        }
    }
    // A file that already holds exactly its bytes is left alone: not rewritten, its modification
    // time kept (so watchers see no change that is not one). The group stays all or none: the
    // others are written as usual.
    if unchanged.contains(true) {
        let kept = files.indices.filter { !unchanged[$0] }
        guard !kept.isEmpty else { return }
        return try writeFilesAtomically(kept.map { files[$0] }, mayReplace: mayReplace, renaming: rename)
    }

    let journal = try WriteJournal(directories: directories, firstPath: files.first?.path ?? "")
    defer { journal.remove() }
    var temporaries: [String] = []
    var backups: [String?] = []
    func removeAll(_ paths: [String?]) {
        for case let path? in paths { _ = withPath(path) { unlink($0) } }
    }
    do throws(FileError) {
        for (index, file) in files.enumerated() {
            temporaries.append(try writeTemporary(file, named: journal.temporaryName(for: file.path, index: index)))
            pauseForKillTests()
        }
    } catch {
        removeAll(temporaries)
        throw error
    }

    // Hard links to the old files, so that a failed rename can put them back. Without hard links
    // (some file systems) a failure late in the group cannot restore what was replaced.
    for (index, (file, exists)) in zip(files, existing).enumerated() {
        guard exists else {
            backups.append(nil)
            continue
        }
        let backup = journal.temporaryName(for: file.path, index: index, backup: true)
        backups.append(withPath(file.path, { old in withPath(backup) { link(old, $0) } }) == 0 ? backup : nil)
    }
    do throws(FileError) {
        try journal.commit(targets: files.map(\.path))
        pauseForKillTests()
    } catch {
        removeAll(temporaries)
        removeAll(backups)
        throw error
    }

    for index in files.indices {
        guard rename(temporaries[index], files[index].path) == 0 else {
            let error = FileError(path: files[index].path, reason: .system(errnoText()))
            // Uncommitted first: a kill during the rollback must not roll the group forward.
            journal.uncommit()
            for undone in 0..<index {
                if let backup = backups[undone] {
                    _ = systemRename(backup, files[undone].path)
                } else if !existing[undone] {
                    _ = withPath(files[undone].path) { unlink($0) }
                }
            }
            removeAll(Array(temporaries[index...]))
            removeAll(backups)
            throw error
        }
        pauseForKillTests()
    }
    removeAll(backups)
}

/// `BUTTONLAB_TEST_WRITE_PAUSE_MS`: milliseconds to sleep after each step of a group, so that the
/// kill-loop tests' SIGKILL lands inside a group instead of almost always before or after it.
private let killTestPause: UInt32 = getenv("BUTTONLAB_TEST_WRITE_PAUSE_MS").flatMap { UInt32(String(cString: $0)) } ?? 0

private func pauseForKillTests() {
    if killTestPause > 0 { usleep(killTestPause * 1000) }
}

/// Whether the regular file at `path` (not a link: opened with O_NOFOLLOW) holds exactly `bytes`.
private func regularFile(at path: String, holds bytes: [UInt8]) -> Bool {
    let descriptor = withPath(path) { open($0, O_RDONLY | O_NOFOLLOW | O_CLOEXEC) }
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var existing = [UInt8](repeating: 0, count: bytes.count + 1)
    var total = 0
    while total < existing.count {
        let count = existing.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + total, $0.count - total) }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { break }
        total += count
    }
    return total == bytes.count && memcmp(existing, bytes, total) == 0
}

/// Writes one file atomically (see `writeFilesAtomically`).
package func writeFileAtomically(_ bytes: [UInt8], to path: String) throws(FileError) {
    try writeFilesAtomically([FileWrite(path: path, bytes: bytes)])
}

/// Suffix of every temporary file ButtonLab creates.
package let temporaryFileSuffix = ".buttonlab-tmp"

/// `DIR/.NAME.GGGGGGGGIIIIIIII.buttonlab-tmp`: hidden, in the target's directory (a rename
/// cannot cross file systems), named by the group (`WriteJournal`) and the file's index in it (a
/// backup's with the top bit set), so unique without asking the file system.
func temporaryName(for path: String, group: UInt32, index: UInt32) -> String {
    let (directory, name) = splitPath(path)
    // Short enough that the temporary name stays under the usual 255-byte limit.
    let shortName = String(name.prefix(48))
    return directory + "." + shortName + "." + hex8(group) + hex8(index) + temporaryFileSuffix
}

/// `path`'s directory with its trailing slash ("" for a bare name) and its last component.
func splitPath(_ path: String) -> (directory: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return ("", path) }
    return (String(path[...slash]), String(path[path.index(after: slash)...]))
}

/// Eight lowercase hex digits.
func hex8(_ value: UInt32) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 8 - digits.count) + digits
}

/// Writes all of `bytes` to `descriptor`, again after a signal: nil, or the errno of the failure.
package func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
    var written = 0
    while written < bytes.count {
        let result = write(descriptor, bytes.baseAddress! + written, bytes.count - written)
        if result < 0 {
            if errno == EINTR { continue }
            return errno
        }
        written += result
    }
    return nil
}

private func writeTemporary(_ file: FileWrite, named path: String) throws(FileError) -> String {
    // O_EXCL | O_NOFOLLOW: never write through anything that is already there.
    let descriptor = withPath(path) { open($0, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666) }
    guard descriptor >= 0 else { throw FileError(path: file.path, reason: .system(errnoText())) }
    var failure = file.bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
    if close(descriptor) != 0, failure == nil { failure = errno }
    if let failure {
        _ = withPath(path) { unlink($0) }
        throw FileError(path: file.path, reason: .system(errnoText(failure)))
    }
    return path
}
