import ButtonFiles
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Watches the served roots for changes to their input files, on a thread of its own. What changed
/// is always found the same way, portably: the walk `GET /api/files` lists (`ServedRoots.files()`),
/// each file's size, modification time and inode compared with the previous walk's. On Linux
/// inotify says when to walk again, at once; elsewhere (or when inotify is unavailable) the walk
/// simply runs every `pollInterval`.
package final class FileWatch: @unchecked Sendable {
    private let roots: ServedRoots
    private let onChange: @Sendable ([FileChange]) -> Void
    package let pollInterval: Double
    /// Set once, before the thread starts; read by it (and `stop`) under the lock.
    private let lock = NSLock()
    private var stopped = false
    private var thread: Thread?
    /// What the thread last saw: path → (size, modification time, inode).
    private var snapshot: [String: FileStamp] = [:]
    /// Whether inotify is in use (false: polling only).
    package private(set) var usesInotify = false

    package init(roots: ServedRoots, pollInterval: Double = 1, onChange: @escaping @Sendable ([FileChange]) -> Void) {
        self.roots = roots
        self.pollInterval = pollInterval
        self.onChange = onChange
    }

    package func start() {
        snapshot = Self.stamps(of: roots.files())
        #if canImport(Glibc)
        let inotify = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        usesInotify = inotify >= 0
        #else
        let inotify: Int32 = -1
        #endif
        let thread = Thread { [self] in run(inotify: inotify) }
        thread.name = "buttonlab serve watch"
        locked { self.thread = thread }
        thread.start()
    }

    package func stop() {
        locked { stopped = true }
    }

    private var isStopped: Bool { locked { stopped } }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    private func run(inotify: Int32) {
        defer { if inotify >= 0 { close(inotify) } }
        var watched: Set<String> = []
        while !isStopped {
            if inotify >= 0 { watchDirectories(inotify: inotify, watched: &watched) }
            waitForEvents(inotify: inotify)
            if isStopped { break }
            rescan()
        }
    }

    /// Blocks until inotify reports something (then drains it) or `pollInterval` passes.
    private func waitForEvents(inotify: Int32) {
        guard inotify >= 0 else {
            usleep(UInt32(pollInterval * 1_000_000))
            return
        }
        var descriptor = pollfd(fd: inotify, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, Int32(pollInterval * 1000))
        guard ready > 0 else { return }
        // Several writes of one save (temporary file, rename) come as one burst: wait for its end.
        usleep(20_000)
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while buffer.withUnsafeMutableBytes({ read(inotify, $0.baseAddress, $0.count) }) > 0 {}
    }

    /// Adds a watch on every folder of the roots not yet watched (new folders too, at each walk).
    private func watchDirectories(inotify: Int32, watched: inout Set<String>) {
        #if canImport(Glibc)
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB | IN_DONT_FOLLOW | IN_ONLYDIR)
        for directory in directories() where !watched.contains(directory) {
            if inotify_add_watch(inotify, directory, mask) >= 0 { watched.insert(directory) }
        }
        #endif
    }

    /// The roots' folders and every folder below them the walk enters (none hidden, none linked).
    private func directories() -> [String] {
        var found: [String] = []
        var pending = roots.roots.filter(isExistingDirectory)
        while let directory = pending.popLast() {
            found.append(directory)
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { continue }
            for name in names where !name.hasPrefix(".") {
                let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
                if EntryKind(atPath: path) == .directory { pending.append(path) }
            }
        }
        return found
    }

    /// Walks again and reports what differs from the previous walk.
    package func rescan() {
        let current = Self.stamps(of: roots.files())
        let changes = Self.changes(from: snapshot, to: current)
        snapshot = current
        if !changes.isEmpty { onChange(changes) }
    }

    static func changes(from old: [String: FileStamp], to new: [String: FileStamp]) -> [FileChange] {
        var changes: [FileChange] = []
        for (path, stamp) in new {
            if let before = old[path] {
                if before != stamp { changes.append(FileChange(path: path, kind: .modified)) }
            } else {
                changes.append(FileChange(path: path, kind: .created))
            }
        }
        for path in old.keys where new[path] == nil { changes.append(FileChange(path: path, kind: .deleted)) }
        return changes.sorted { ($0.path, $0.kind.rawValue) < ($1.path, $1.kind.rawValue) }
    }

    static func stamps(of files: [String]) -> [String: FileStamp] {
        var stamps: [String: FileStamp] = [:]
        for file in files {
            var status = stat()
            guard lstat(file, &status) == 0 else { continue }
            #if canImport(Darwin)
            let time = status.st_mtimespec
            #else
            let time = status.st_mtim
            #endif
            stamps[file] = FileStamp(
                size: Int64(status.st_size), seconds: Int64(time.tv_sec), nanoseconds: Int64(time.tv_nsec), inode: UInt64(status.st_ino))
        }
        return stamps
    }
}

/// What tells one version of a file from the next without reading it.
struct FileStamp: Hashable, Sendable {
    var size: Int64
    var seconds: Int64
    var nanoseconds: Int64
    var inode: UInt64
}
