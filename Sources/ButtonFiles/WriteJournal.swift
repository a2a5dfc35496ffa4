#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Suffix of a group's journal, `DIR/.GGGGGGGG.buttonlab-journal`.
package let journalFileSuffix = ".buttonlab-journal"

/// The journal of one group of `writeFilesAtomically`, one file in each directory the group
/// writes into. It is created before the group's first temporary file and held locked (`flock`,
/// which the kernel releases when its process dies, SIGKILL included) until the group is done, so
/// a recovery tells a live writer's files from a dead one's. Empty, the group is uncommitted;
/// once every temporary file is written, one write puts the targets' names in it and commits it.
///
/// Record: for each target in this directory, its index in the group (8 hex digits) and its name,
/// each ended by NUL, then `commit\n`; a record cut short by a kill lacks the last line.
struct WriteJournal {
    let group: UInt32
    private let journals: [(path: String, directory: String, descriptor: Int32)]

    /// Creates and locks the journals; `firstPath` names the group in errors.
    init(directories: [String], firstPath: String) throws(FileError) {
        var attempts = 0
        while true {
            let group = UInt32.random(in: .min ... .max)
            var opened: [(path: String, directory: String, descriptor: Int32)] = []
            var failure: Int32?
            for directory in directories {
                let path = directory + "." + hex8(group) + journalFileSuffix
                let descriptor = withPath(path) { open($0, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600) }
                guard descriptor >= 0 else {
                    failure = errno
                    break
                }
                opened.append((path, directory, descriptor))
                // A recovery that locked it first removed it: it is no longer this path's file.
                guard lockExclusively(descriptor, wait: true), isStill(descriptor, at: path) else {
                    failure = EEXIST
                    break
                }
            }
            guard let failure else {
                self.group = group
                journals = opened
                return
            }
            for journal in opened {
                if isStill(journal.descriptor, at: journal.path) { _ = withPath(journal.path) { unlink($0) } }
                close(journal.descriptor)
            }
            attempts += 1
            guard failure == EEXIST, attempts < 8 else {
                throw FileError(path: firstPath, reason: .system(errnoText(failure)))
            }
        }
    }

    func temporaryName(for path: String, index: Int, backup: Bool = false) -> String {
        ButtonFiles.temporaryName(for: path, group: group, index: UInt32(index) | (backup ? 1 << 31 : 0))
    }

    /// Commits the group: from here a recovery renames what is left of it instead of removing it.
    func commit(targets: [String]) throws(FileError) {
        for journal in journals {
            var record: [UInt8] = []
            for (index, target) in targets.enumerated() where splitPath(target).directory == journal.directory {
                record += Array(hex8(UInt32(index)).utf8) + Array(splitPath(target).name.utf8) + [0]
            }
            record += Array("commit\n".utf8)
            if let failure = record.withUnsafeBytes({ writeAll($0, to: journal.descriptor) }) {
                throw FileError(path: targets.first ?? journal.path, reason: .system(errnoText(failure)))
            }
        }
    }

    /// Back to uncommitted, before a failed group is rolled back.
    func uncommit() {
        for journal in journals { _ = ftruncate(journal.descriptor, 0) }
    }

    /// Removes the journals, still locked, once the group's temporary files are gone.
    func remove() {
        for journal in journals {
            _ = withPath(journal.path) { unlink($0) }
            close(journal.descriptor)
        }
    }
}

/// The directories (as `splitPath` gives them) this process has recovered: once each is enough,
/// since from then on its own groups clean up after themselves.
private let recoveredDirectories = Mutex<[String]>([])

/// `recoverInterruptedWrites` in the directory of `path`, once per process; every group does it
/// before it looks at its targets, and `check --record` before it reads its goldens.
package func recoverInterruptedWritesOnce(besides path: String) {
    recoverInterruptedWritesOnce(inDirectory: splitPath(path).directory)
}

func recoverInterruptedWritesOnce(inDirectory directory: String) {
    // Under the lock: another thread's group in this directory waits until the recovery is done.
    recoveredDirectories.withLock { done in
        guard !done.contains(directory) else { return }
        done.append(directory)
        recoverInterruptedWrites(inDirectory: directory)
    }
}

/// Finishes what killed writers left in `directory` ("" for the current one, else with its
/// trailing slash): a committed journal's remaining temporary files are renamed over their
/// targets, an uncommitted one's removed, and temporary files whose journal is gone are removed.
/// A journal another process (or thread) holds locked is a live writer's and left alone; only
/// regular files this user owns are touched, and only names inside `directory`.
package func recoverInterruptedWrites(inDirectory directory: String) {
    guard let stream = withPath(directory.isEmpty ? "." : directory, { opendir($0) }) else { return }
    var journals: [String] = []
    var temporaries: [String] = []
    while let entry = readdir(stream) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        if journalGroup(name) != nil { journals.append(name) }
        if temporaryGroup(name) != nil { temporaries.append(name) }
    }
    closedir(stream)

    for name in journals {
        let path = directory + name
        let descriptor = withPath(path) { open($0, O_RDWR | O_NOFOLLOW | O_CLOEXEC) }
        guard descriptor >= 0 else { continue }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, isOwnRegularFile(status), lockExclusively(descriptor, wait: false), isStill(descriptor, at: path),
            let group = journalGroup(name)
        else { continue }
        for (index, target) in committedTargets(descriptor) {
            let temporary = temporaryName(for: directory + target, group: group, index: index)
            if withPath(temporary, { lstat($0, &status) }) == 0, isOwnRegularFile(status) {
                _ = systemRename(temporary, directory + target)
            }
        }
        _ = withPath(path) { unlink($0) }
    }

    for name in temporaries {
        guard let group = temporaryGroup(name) else { continue }
        var status = stat()
        // The journal is created before the group's first temporary file and removed after its last.
        guard withPath(directory + "." + hex8(group) + journalFileSuffix, { lstat($0, &status) }) != 0, errno == ENOENT
        else { continue }
        let path = directory + name
        if withPath(path, { lstat($0, &status) }) == 0, isOwnRegularFile(status) { _ = withPath(path) { unlink($0) } }
    }
}

/// The targets a committed journal lists, as (index, name); none when it is uncommitted or not one.
private func committedTargets(_ descriptor: Int32) -> [(UInt32, String)] {
    // A journal names a group's targets: far under 1 MiB; one over it is not ours and reads as uncommitted.
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_size > 0, status.st_size < 1 << 20 else { return [] }
    var bytes = [UInt8](repeating: 0, count: Int(status.st_size) + 1)
    var total = 0
    while total < bytes.count {
        let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + total, $0.count - total, off_t(total)) }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { break }
        total += count
    }
    let record = bytes[..<total]
    guard total < bytes.count, record.suffix(8).elementsEqual("\0commit\n".utf8) else { return [] }
    var targets: [(UInt32, String)] = []
    for entry in record.dropLast("commit\n".utf8.count).split(separator: 0) {
        guard entry.count > 8, let index = UInt32(String(decoding: entry.prefix(8), as: UTF8.self), radix: 16) else { return [] }
        let name = String(decoding: entry.dropFirst(8), as: UTF8.self)
        // A name, never a path: a journal written by hand cannot reach outside its directory.
        guard !name.contains("/"), name != ".", name != ".." else { return [] }
        targets.append((index, name))
    }
    return targets
}

/// The group of `.GGGGGGGG.buttonlab-journal`.
private func journalGroup(_ name: String) -> UInt32? {
    guard name.hasPrefix("."), name.hasSuffix(journalFileSuffix), name.utf8.count == 9 + journalFileSuffix.utf8.count
    else { return nil }
    return hexValue(name.dropFirst().prefix(8))
}

/// The group of `.NAME.GGGGGGGGIIIIIIII.buttonlab-tmp`.
private func temporaryGroup(_ name: String) -> UInt32? {
    guard name.hasPrefix("."), name.hasSuffix(temporaryFileSuffix) else { return nil }
    let digits = name.dropLast(temporaryFileSuffix.count).suffix(17)
    guard digits.count == 17, digits.first == ".", hexValue(digits.dropFirst().suffix(8)) != nil else { return nil }
    return hexValue(digits.dropFirst().prefix(8))
}

private func hexValue(_ digits: Substring) -> UInt32? {
    guard digits.count == 8, digits.allSatisfy(\.isHexDigit) else { return nil }
    return UInt32(digits, radix: 16)
}

/// `flock(LOCK_EX)`; without `wait`, false when another open file holds it. A file system
/// without locks counts as locked by someone else for a recovery, and as locked for a writer.
private func lockExclusively(_ descriptor: Int32, wait: Bool) -> Bool {
    while flock(descriptor, LOCK_EX | (wait ? 0 : LOCK_NB)) != 0 {
        if errno == EINTR { continue }
        return wait && errno != EWOULDBLOCK
    }
    return true
}

/// Whether `path` still names the file open as `descriptor`.
private func isStill(_ descriptor: Int32, at path: String) -> Bool {
    var open = stat()
    var named = stat()
    return fstat(descriptor, &open) == 0 && withPath(path, { lstat($0, &named) }) == 0
        && open.st_dev == named.st_dev && open.st_ino == named.st_ino
}

private func isOwnRegularFile(_ status: stat) -> Bool {
    fileType(status.st_mode) == Int(S_IFREG) && status.st_uid == geteuid()
}
