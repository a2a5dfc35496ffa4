import ButtonFiles
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A directory of goldens, `NAME.png`, `NAME.svg` and `NAME.json`. Reading never changes anything; a
/// scenario's goldens are written as one group, all or none, so an interrupted record leaves the old
/// goldens or the new ones, never half of either (after a kill, once the next write into the
/// directory has finished the group: `writeFilesAtomically`).
///
/// Goldens arrive in pull requests, so they are read like every input: never through a symbolic
/// link, only regular files (a FIFO or a device is refused without blocking), and at most
/// `maximumBytes` each. The directory itself may not be, or lie behind, a symbolic link unless
/// `followSymlinks`.
public struct GoldenStore: Sendable {
    public let directory: String
    public var followSymlinks: Bool

    public static let fileExtensions = GoldenFormat.allCases.map(\.fileExtension)

    public static let maximumBytes = Dictionary(uniqueKeysWithValues: GoldenFormat.allCases.map { ($0.fileExtension, $0.maximumBytes) })

    public init(directory: String, followSymlinks: Bool = false) {
        self.directory = directory
        self.followSymlinks = followSymlinks
    }

    public enum Lookup: Sendable {
        case missing
        /// It exists but could not be read (a directory, a link, no permission, too large, an I/O error).
        case unreadable(String)
        case present([UInt8])
    }

    public func path(name: String, fileExtension: String) -> String {
        directory.appendingPathComponent("\(name).\(fileExtension)")
    }

    public func read(name: String, fileExtension: String) -> Lookup {
        let path = path(name: name, fileExtension: fileExtension)
        do {
            let file = try OpenedFile.open(atPath: path)
            return .present(try file.readAll(maximumBytes: Self.limit(fileExtension)))
        } catch {
            if case .notFound = error.reason { return .missing }
            return .unreadable(error.description)
        }
    }

    public func read(name: String, format: GoldenFormat) -> Lookup {
        read(name: name, fileExtension: format.fileExtension)
    }

    /// Deletes one golden file found by `orphans`: a regular file or a symbolic link (the link, not
    /// its target), never a directory that happens to be named like a golden.
    public func remove(_ path: String) throws {
        let type = try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType
        guard type == .typeRegular || type == .typeSymbolicLink else { throw CheckError("\(displayPath(path)) is not a regular file") }
        try FileManager.default.removeItem(atPath: path)
    }

    /// The most bytes a golden of this extension may have: `read` refuses more, `write` never writes more.
    static func limit(_ fileExtension: String) -> Int { maximumBytes[fileExtension] ?? (16 << 20) }

    /// Writes one scenario's goldens as one group, all or none (`writeFilesAtomically`), creating
    /// the directory if needed; returns the paths. A golden over the limit `read` holds it to
    /// refuses the whole group unwritten: what is recorded, a check can read.
    @discardableResult
    package func write(_ goldens: [(fileExtension: String, bytes: [UInt8])], name: String) throws(FileError) -> [String] {
        for golden in goldens where golden.bytes.count > Self.limit(golden.fileExtension) {
            throw FileError(
                path: path(name: name, fileExtension: golden.fileExtension),
                reason: .tooLarge(maximumBytes: Self.limit(golden.fileExtension)))
        }
        try createDirectory(directory, followSymlinks: followSymlinks)
        let files = goldens.map { FileWrite(path: path(name: name, fileExtension: $0.fileExtension), bytes: $0.bytes) }
        try writeFilesAtomically(files)
        return files.map(\.path)
    }

    /// Finishes or removes what a killed record left in the directory (`recoverInterruptedWrites`):
    /// a record run does it before it reads a golden, so a re-record that has nothing to write also
    /// leaves no group mixed.
    package func recoverInterruptedRecords() {
        recoverInterruptedWritesOnce(besides: path(name: "golden", fileExtension: "png"))
    }

    /// Whether the directory exists; throws when it is (or lies behind) a refused symbolic link or
    /// is not a directory.
    package func checkExists() throws(FileError) -> Bool {
        try checkDirectory(directory, followSymlinks: followSymlinks)
    }

    public var exists: Bool { (try? checkExists()) ?? false }

    /// Golden files (`*.png`, `*.svg`, `*.json`, not hidden, not in subdirectories) whose base name is not
    /// in `names`, sorted.
    public func orphans(usedNames names: Set<String>) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory)
            .filter { file in
                guard !file.hasPrefix(".") else { return false }
                let ext = file.pathExtension
                guard Self.fileExtensions.contains(ext) else { return false }
                return !names.contains(file.deletingPathExtension)
            }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            .map { directory.appendingPathComponent($0) }
    }
}

/// Why a scenario name cannot name golden files, or nil: it becomes a file name as it is.
package func goldenNameProblem(_ name: String) -> String? {
    if name.isEmpty { return "an empty name cannot name golden files" }
    if name.contains("/") || name.contains("\0") { return "the name '\(name)' contains '/' and cannot name golden files" }
    if name.hasPrefix(".") { return "the name '\(name)' starts with '.'; golden files would be hidden" }
    return nil
}
