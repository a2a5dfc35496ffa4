#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A regular file opened for reading without following a symbolic link and without blocking:
/// a FIFO, a device, a socket or a directory is refused after opening, by the type of what was
/// opened, so nothing can be swapped in between the check and the read.
package struct OpenedFile: ~Copyable {
    private let descriptor: Int32
    /// The path as given (joined with the folder for `open(relativePath:beneath:)`).
    package let path: String
    /// The size the file system reports.
    package let byteCount: Int

    private init(descriptor: Int32, path: String) throws(FileError) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let error = FileError(path: path, reason: .system(errnoText()))
            close(descriptor)
            throw error
        }
        guard fileType(status.st_mode) == Int(S_IFREG) else {
            close(descriptor)
            throw FileError(path: path, reason: .notRegularFile(kind: kindName(status.st_mode)))
        }
        self.descriptor = descriptor
        self.path = path
        self.byteCount = Int(status.st_size)
    }

    deinit { close(descriptor) }

    /// Opens `path`; its last component must not be a symbolic link.
    package static func open(atPath path: String) throws(FileError) -> OpenedFile {
        try openRegular(in: AT_FDCWD, name: path, shownAs: path)
    }

    /// Opens `relativePath` inside `directory` (the current directory when empty) without leaving
    /// it: absolute paths and `..` that climbs out are refused before the file system is asked
    /// anything, and every component is opened without following symbolic links, so the file
    /// reached is inside the folder's tree on disk, not only on paper. The opened file's `path` is
    /// `directory/normalised relative path`.
    package static func open(relativePath: String, beneath directory: String) throws(FileError) -> OpenedFile {
        let components = try relativeComponents(of: relativePath)
        func shown(_ count: Int) -> String {
            let relative = components.prefix(count).joined(separator: "/")
            if directory.isEmpty || directory == "." { return relative }
            return directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
        }
        var folder = withPath(directory.isEmpty ? "." : directory) { systemOpen($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard folder >= 0 else { throw FileError(path: directory, reason: reasonForOpenFailure(AT_FDCWD, directory)) }
        defer { close(folder) }
        for (index, component) in components.dropLast().enumerated() {
            let next = withPath(component) { openat(folder, $0, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) }
            guard next >= 0 else {
                var reason = reasonForOpenFailure(folder, component)
                if case .notRegularFile(let kind) = reason { reason = .notDirectory(kind: kind) }
                throw FileError(path: shown(index + 1), reason: reason)
            }
            close(folder)
            folder = next
        }
        return try openRegular(in: folder, name: components[components.count - 1], shownAs: shown(components.count))
    }

    private static func openRegular(in folder: Int32, name: String, shownAs path: String) throws(FileError) -> OpenedFile {
        guard !name.utf8.contains(0) else { throw FileError(path: path, reason: .system("the path contains a NUL character")) }
        // O_NONBLOCK: opening a FIFO with no writer returns at once instead of waiting for one.
        let descriptor = withPath(name) { openat(folder, $0, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC) }
        guard descriptor >= 0 else { throw FileError(path: path, reason: reasonForOpenFailure(folder, name)) }
        return try OpenedFile(descriptor: descriptor, path: path)
    }

    /// Every byte, refusing a file over `maximumBytes` (by its reported size, and again while
    /// reading, in case it grows).
    package func readAll(maximumBytes: Int) throws(FileError) -> [UInt8] {
        guard byteCount <= maximumBytes else { throw FileError(path: path, reason: .tooLarge(maximumBytes: maximumBytes)) }
        let bytes = try read(upTo: maximumBytes + 1)
        guard bytes.count <= maximumBytes else { throw FileError(path: path, reason: .tooLarge(maximumBytes: maximumBytes)) }
        return bytes
    }

    /// At most the first `count` bytes (fewer when the file is shorter).
    package func read(upTo count: Int) throws(FileError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: max(0, min(count, byteCount + 1)))
        var filled = 0
        while filled < bytes.count {
            let result = bytes.withUnsafeMutableBytes { buffer in
                systemRead(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if result < 0 {
                if errno == EINTR { continue }
                throw FileError(path: path, reason: .system(errnoText()))
            }
            if result == 0 { break }
            filled += result
        }
        bytes.removeSubrange(filled...)
        // A file that grew since it was opened: read on, one chunk past the limit at most.
        while bytes.count < count {
            var chunk = [UInt8](repeating: 0, count: min(1 << 16, count - bytes.count))
            let result = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, $0.count) }
            if result < 0 {
                if errno == EINTR { continue }
                throw FileError(path: path, reason: .system(errnoText()))
            }
            if result == 0 { break }
            bytes += chunk[..<result]
        }
        return bytes
    }
}

/// Reads a whole regular file (see `OpenedFile`).
package func readRegularFile(atPath path: String, maximumBytes: Int) throws(FileError) -> [UInt8] {
    try OpenedFile.open(atPath: path).readAll(maximumBytes: maximumBytes)
}

/// The components of a relative path with `.` and empty components dropped and each `..` taken
/// back lexically, which is exact because no component may be a symbolic link. Refuses absolute
/// paths, `..` that climbs above the start, and paths that name the folder itself.
package func relativeComponents(of path: String) throws(FileError) -> [String] {
    guard !path.hasPrefix("/") else { throw FileError(path: path, reason: .absolutePath) }
    var components: [String] = []
    for component in path.split(separator: "/", omittingEmptySubsequences: true) {
        switch component {
        case ".": continue
        case "..":
            guard !components.isEmpty else { throw FileError(path: path, reason: .leaving) }
            components.removeLast()
        default: components.append(String(component))
        }
    }
    guard !components.isEmpty else { throw FileError(path: path, reason: .notRegularFile(kind: "the folder itself")) }
    return components
}

// MARK: - Platform

// Named wrappers: inside `OpenedFile`, `open`, `read` and `close` would mean its own members.
@inline(__always) func systemOpen(_ path: UnsafePointer<CChar>, _ flags: Int32) -> Int32 { open(path, flags) }
@inline(__always) func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

func withPath<Result>(_ path: String, _ body: (UnsafePointer<CChar>) -> Result) -> Result {
    path.withCString(body)
}

package func errnoText(_ code: Int32 = errno) -> String {
    String(cString: strerror(code))
}

func fileType(_ mode: mode_t) -> Int { Int(mode) & Int(S_IFMT) }

/// "a directory", "a FIFO", … for messages.
func kindName(_ mode: mode_t) -> String {
    switch fileType(mode) {
    case Int(S_IFREG): "a regular file"
    case Int(S_IFDIR): "a directory"
    case Int(S_IFLNK): "a symbolic link"
    case Int(S_IFIFO): "a FIFO (named pipe)"
    case Int(S_IFCHR): "a character device"
    case Int(S_IFBLK): "a block device"
    case Int(S_IFSOCK): "a socket"
    default: "not a regular file"
    }
}

/// Why opening `name` in `folder` failed, asked right after the failure: errno alone cannot tell a
/// symbolic link (ELOOP on Linux, other codes elsewhere) or a socket (ENXIO) from other failures.
func reasonForOpenFailure(_ folder: Int32, _ name: String, code: Int32 = errno) -> FileError.Reason {
    if code == ENOENT { return .notFound }
    var status = stat()
    guard withPath(name, { fstatat(folder, $0, &status, AT_SYMLINK_NOFOLLOW) }) == 0 else {
        return code == ENOTDIR ? .notFound : .system(errnoText(code))
    }
    switch fileType(status.st_mode) {
    case Int(S_IFLNK): return .symbolicLink
    case Int(S_IFDIR): return .system(errnoText(code))
    // Only reached when a directory was asked for (O_DIRECTORY), or the open itself was refused.
    case Int(S_IFREG): return code == ENOTDIR ? .notDirectory(kind: "a regular file") : .system(errnoText(code))
    default: return .notRegularFile(kind: kindName(status.st_mode))
    }
}
