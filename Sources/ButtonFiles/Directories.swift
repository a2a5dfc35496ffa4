#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The first directory on `path` that is a symbolic link, as a prefix of `path`, or nil.
///
/// What a pull request can change is the tree below the current directory, so every component of
/// a relative path is checked, and of an absolute path the components below the current
/// directory; above it (an absolute path elsewhere, `/tmp` being a link on macOS) only the last.
package func firstSymbolicLink(in path: String) -> String? {
    firstSymbolicLink(in: path, currentDirectory: currentDirectory())
}

func firstSymbolicLink(in path: String, currentDirectory current: String?) -> String? {
    let components = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    guard !components.isEmpty else { return nil }
    var firstChecked = components.count - 1
    if !path.hasPrefix("/") {
        firstChecked = 0
    } else if let current {
        let base = current.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if components.count > base.count, Array(components.prefix(base.count)) == base { firstChecked = base.count }
    }
    var prefix = path.hasPrefix("/") ? "" : nil as String?
    for (index, component) in components.enumerated() {
        prefix = prefix.map { $0 + "/" + component } ?? component
        guard index >= firstChecked, component != ".", component != ".." else { continue }
        var status = stat()
        guard withPath(prefix!, { lstat($0, &status) }) == 0 else { return nil }
        if fileType(status.st_mode) == Int(S_IFLNK) { return prefix }
    }
    return nil
}

/// Whether `path` names a directory, following symbolic links (FileManager's `fileExists(atPath:isDirectory:)`).
package func isExistingDirectory(_ path: String) -> Bool {
    var status = stat()
    return withPath(path, { stat($0, &status) }) == 0 && fileType(status.st_mode) == Int(S_IFDIR)
}

/// Checks a directory the user named for output (or goldens, or a report) before anything is
/// written into it: a symbolic link on its way is refused unless `followSymlinks`, and an
/// existing path must be a directory. Returns whether it exists.
@discardableResult
package func checkDirectory(_ path: String, followSymlinks: Bool) throws(FileError) -> Bool {
    if !followSymlinks, let link = firstSymbolicLink(in: path) {
        throw FileError(path: link, reason: .symbolicLink)
    }
    var status = stat()
    guard withPath(path, { stat($0, &status) }) == 0 else {
        let code = errno
        if code == ENOENT { return false }
        throw FileError(path: path, reason: code == ENOTDIR ? .notDirectory(kind: "under a regular file") : .system(errnoText(code)))
    }
    guard fileType(status.st_mode) == Int(S_IFDIR) else {
        throw FileError(path: path, reason: .notDirectory(kind: kindName(status.st_mode)))
    }
    return true
}

/// Creates `path` and its missing parents after `checkDirectory`.
package func createDirectory(_ path: String, followSymlinks: Bool) throws(FileError) {
    if try checkDirectory(path, followSymlinks: followSymlinks) { return }
    var prefix = path.hasPrefix("/") ? "" : nil as String?
    for component in path.split(separator: "/", omittingEmptySubsequences: true) {
        prefix = prefix.map { $0 + "/" + component } ?? String(component)
        guard withPath(prefix!, { mkdir($0, 0o777) }) == 0 else {
            let code = errno
            guard code == EEXIST else { throw FileError(path: prefix!, reason: .system(errnoText(code))) }
            continue
        }
    }
    // Whatever raced in while the parents were made must still be a plain directory.
    guard try checkDirectory(path, followSymlinks: followSymlinks) else {
        throw FileError(path: path, reason: .notFound)
    }
}

func currentDirectory() -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    guard getcwd(&buffer, buffer.count) != nil else { return nil }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// What a directory entry is, without following a symbolic link; nil when it does not exist.
package enum EntryKind: Hashable, Sendable {
    case regularFile, directory, symbolicLink
    /// A FIFO, device or socket, named for messages.
    case other(String)

    package init?(atPath path: String) {
        var status = stat()
        guard withPath(path, { lstat($0, &status) }) == 0 else { return nil }
        switch fileType(status.st_mode) {
        case Int(S_IFREG): self = .regularFile
        case Int(S_IFDIR): self = .directory
        case Int(S_IFLNK): self = .symbolicLink
        default: self = .other(kindName(status.st_mode))
        }
    }
}
