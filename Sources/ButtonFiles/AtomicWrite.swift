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
/// its target, and only when all of them are written are they renamed over their targets, one
/// after the other. A failure at any point removes every temporary file, and a failure while
/// renaming puts back what the earlier renames replaced (the old files are kept as hard links
/// until the group is done) and removes what they created. Readers see each target either whole
/// and old or whole and new.
///
/// `mayReplace` is asked about each target that already exists, before anything is written; when
/// it says no, nothing is written. A target that is a directory is refused; a target that is a
/// symbolic link is replaced by the file (the link's target is never written through).
///
/// Nothing is fsync'ed: the group is atomic for readers and for a crash of this process, not
/// durable across a power loss (after one, a file may hold its old bytes). A file that already
/// holds exactly its new bytes is not rewritten (its modification time stays).
///
/// What cannot be helped: a process killed (SIGKILL, power loss) between creating a temporary
/// file and its rename leaves it behind, named `.NAME.XXXXXXXX.buttonlab-tmp`; such names are
/// hidden, ignored by every directory walk of ButtonLab, and never collide with a real output.
package func writeFilesAtomically(_ files: [FileWrite], mayReplace: (String) -> Bool = { _ in true }) throws(FileError) {
    try writeFilesAtomically(files, mayReplace: mayReplace, renaming: systemRename)
}

/// `rename(2)`; tests pass one that fails, to see a group rolled back.
func systemRename(_ from: String, _ to: String) -> Int32 {
    withPath(from) { source in withPath(to) { rename(source, $0) } }
}

func writeFilesAtomically(
    _ files: [FileWrite], mayReplace: (String) -> Bool, renaming rename: (String, String) -> Int32
) throws(FileError) {
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

    var temporaries: [String] = []
    var backups: [String?] = []
    func removeAll(_ paths: [String?]) {
        for case let path? in paths { _ = withPath(path) { unlink($0) } }
    }
    do throws(FileError) {
        for file in files {
            temporaries.append(try writeTemporary(file))
        }
    } catch {
        removeAll(temporaries)
        throw error
    }

    // Hard links to the old files, so that a failed rename can put them back. Without hard links
    // (some file systems) a failure late in the group cannot restore what was replaced.
    for (file, exists) in zip(files, existing) {
        guard exists else {
            backups.append(nil)
            continue
        }
        let backup = temporaryName(for: file.path)
        backups.append(withPath(file.path, { old in withPath(backup) { link(old, $0) } }) == 0 ? backup : nil)
    }

    for index in files.indices {
        guard rename(temporaries[index], files[index].path) == 0 else {
            let error = FileError(path: files[index].path, reason: .system(errnoText()))
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
    }
    removeAll(backups)
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

/// `DIR/.NAME.0123456789abcdef.buttonlab-tmp`: hidden, in the target's directory (a rename
/// cannot cross file systems), unique without asking the file system.
func temporaryName(for path: String) -> String {
    let slash = path.lastIndex(of: "/")
    let directory = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    // Short enough that the temporary name stays under the usual 255-byte limit.
    let shortName = String(name.prefix(48))
    let random = String(UInt64.random(in: .min ... .max), radix: 16)
    return directory + "." + shortName + "." + String(repeating: "0", count: 16 - random.count) + random + temporaryFileSuffix
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

private func writeTemporary(_ file: FileWrite) throws(FileError) -> String {
    let path = temporaryName(for: file.path)
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
