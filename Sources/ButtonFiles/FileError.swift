/// Why a file or directory was refused or could not be used. Messages name the path as the caller
/// gave it (escaped for logs) and never anything read from the file.
package struct FileError: Error, Hashable, Sendable, CustomStringConvertible {
    package enum Reason: Hashable, Sendable {
        case notFound
        /// The path, or a directory on the way to it, is a symbolic link.
        case symbolicLink
        /// A directory, FIFO, device or socket where a regular file was expected ("a FIFO").
        case notRegularFile(kind: String)
        /// A regular file or something else where a directory was expected ("a regular file").
        case notDirectory(kind: String)
        case tooLarge(maximumBytes: Int)
        /// An absolute path where one relative to a folder was required.
        case absolutePath
        /// A relative path whose `..` leads out of the folder it must stay in.
        case leaving
        /// A write would replace a file ButtonLab cannot prove it wrote.
        case notOurs
        /// An operating-system error, with its errno text.
        case system(String)
    }

    package var path: String
    package var reason: Reason

    package init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// The reason alone as a predicate, for messages that name the path themselves.
    package var reasonText: String {
        switch reason {
        case .notFound: "does not exist"
        case .symbolicLink: "is a symbolic link, which ButtonLab does not follow"
        case .notRegularFile(let kind): "is \(kind), not a regular file"
        case .notDirectory(let kind): "is \(kind), not a directory"
        case .tooLarge(let maximum): "is larger than \(formatByteCount(maximum))"
        case .absolutePath: "is an absolute path; give a path relative to the scenario's folder"
        case .leaving: "leads out of the scenario's folder; give a path inside it"
        case .notOurs: "exists and was not written by ButtonLab; it is left alone"
        case .system(let text): "cannot be used: \(text)"
        }
    }

    /// `PATH is a FIFO (named pipe), not a regular file`.
    package var description: String { "\(displayPath(path)) \(reasonText)" }
}

/// "1 MiB", "64 MiB", "500 bytes".
func formatByteCount(_ count: Int) -> String {
    if count >= 1 << 20, count % (1 << 20) == 0 { return "\(count >> 20) MiB" }
    if count >= 1 << 10, count % (1 << 10) == 0 { return "\(count >> 10) KiB" }
    return "\(count) bytes"
}
