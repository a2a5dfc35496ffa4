import Foundation

/// A directory of goldens, `NAME.png` and `NAME.svg`. Reading never changes anything; writing is
/// atomic (a temporary file, then a rename), so an interrupted record leaves the old golden or the
/// new one, never half of either.
public struct GoldenStore: Sendable {
    public let directory: String

    public static let fileExtensions = ["png", "svg"]

    public init(directory: String) {
        self.directory = directory
    }

    public enum Lookup: Sendable {
        case missing
        /// It exists but could not be read (a directory, no permission, an I/O error).
        case unreadable(String)
        case present([UInt8])
    }

    public func path(name: String, fileExtension: String) -> String {
        (directory as NSString).appendingPathComponent("\(name).\(fileExtension)")
    }

    public func read(name: String, fileExtension: String) -> Lookup {
        let path = path(name: name, fileExtension: fileExtension)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .missing }
        guard !isDirectory.boolValue else { return .unreadable("\(path) is a directory") }
        do {
            return .present([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
        } catch {
            return .unreadable("cannot read \(path): \(error.localizedDescription)")
        }
    }

    /// Writes atomically, creating the directory if needed; returns the path.
    @discardableResult
    public func write(_ bytes: [UInt8], name: String, fileExtension: String) throws -> String {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = path(name: name, fileExtension: fileExtension)
        try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
        return path
    }

    public var exists: Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Golden files (`*.png`, `*.svg`, not hidden, not in subdirectories) whose base name is not
    /// in `names`, sorted.
    public func orphans(usedNames names: Set<String>) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory)
            .filter { file in
                guard !file.hasPrefix(".") else { return false }
                let ext = (file as NSString).pathExtension
                guard Self.fileExtensions.contains(ext) else { return false }
                return !names.contains((file as NSString).deletingPathExtension)
            }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            .map { (directory as NSString).appendingPathComponent($0) }
    }
}

/// Why a scenario name cannot name golden files, or nil: it becomes a file name as it is.
public func goldenNameProblem(_ name: String) -> String? {
    if name.isEmpty { return "an empty name cannot name golden files" }
    if name.contains("/") || name.contains("\0") { return "the name '\(name)' contains '/' and cannot name golden files" }
    if name.hasPrefix(".") { return "the name '\(name)' starts with '.'; golden files would be hidden" }
    return nil
}
