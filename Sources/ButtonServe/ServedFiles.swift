import ButtonFiles
import ButtonLabKit
import ButtonScenario
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The folders and files `buttonlab serve` was given, and the only files its API reads or writes:
/// scenario files (and the other input formats) below them, named as the CLI's walk names them
/// (`ROOT/relative/path.yaml`, ROOT as given on the command line).
package struct ServedRoots: Sendable {
    /// The command line's paths, without trailing slashes.
    package let roots: [String]

    /// Checks the roots as every command checks its inputs (`inputFiles`): no symbolic link on the way, each exists.
    package init(_ roots: [String]) throws(ServeError) {
        let trimmed = roots.map { $0.count > 1 && $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        do {
            _ = try inputFiles(for: trimmed)
        } catch {
            throw ServeError(status: 400, diagnostics: error.diagnostics)
        }
        self.roots = trimmed
    }

    /// Every input file below the roots, in the CLI's order (`inputFiles`: hidden entries skipped,
    /// linked folders never entered).
    package func files() -> [String] {
        (try? inputFiles(for: roots)) ?? []
    }

    /// Where `path` (as `files()` names it) lies: the root holding it and the path below that root.
    /// Refused before the file system is asked: a path under no root, an absolute path outside them,
    /// `.`/`..`/empty or hidden components, a NUL, and a name no input format claims.
    package func resolve(_ path: String) throws(ServeError) -> ServedPath {
        guard !path.utf8.contains(0), path.utf8.count <= 4096 else { throw ServeError.refusedPath(path, "is not a path") }
        guard let format = InputFormat(forPath: path), format.name != InputFormat.objectiveC.name else {
            throw ServeError.refusedPath(path, "is not a scenario or Interface Builder file (\(InputSelection.all.extensionList))")
        }
        for root in roots {
            if path == root, !isExistingDirectory(root) { return ServedPath(root: root, relative: nil, format: format) }
            let prefix = root == "/" ? "/" : root + "/"
            guard path.hasPrefix(prefix), isExistingDirectory(root) else { continue }
            let relative = String(path.dropFirst(prefix.count))
            let components = relative.split(separator: "/", omittingEmptySubsequences: false)
            guard components.allSatisfy({ !$0.isEmpty && !$0.hasPrefix(".") }) else {
                throw ServeError.refusedPath(path, "has an empty, '.', '..' or hidden component")
            }
            return ServedPath(root: root, relative: relative, format: format)
        }
        throw ServeError.refusedPath(path, "is not below the served paths (\(roots.joined(separator: ", ")))")
    }
}

/// A path `ServedRoots.resolve` accepted.
package struct ServedPath: Sendable, Hashable {
    package var root: String
    /// Below `root`; nil when the root is the file itself.
    package var relative: String?
    /// The input format's name (`scenario`, `interface-builder`, `swift-source`).
    package var format: String

    init(root: String, relative: String?, format: InputFormat) {
        self.root = root
        self.relative = relative
        self.format = format.name
    }

    /// The path as the CLI names it.
    package var path: String {
        guard let relative else { return root }
        return root == "/" ? "/" + relative : root + "/" + relative
    }

    /// The file's bytes, read like every input: no component a link, a regular file, at most `maximumBytes`.
    package func read(maximumBytes: Int) throws(ServeError) -> [UInt8] {
        do {
            if let relative {
                return try OpenedFile.open(relativePath: relative, beneath: root).readAll(maximumBytes: maximumBytes)
            }
            return try OpenedFile.open(atPath: root).readAll(maximumBytes: maximumBytes)
        } catch {
            throw ServeError(file: error)
        }
    }

    /// Refuses the path when a symbolic link lies anywhere below its root (each component looked
    /// at with `lstat`, whatever the root's place), or when it exists and is not a regular file: for
    /// what is handed to the writer, or to a reader that does not open components one by one.
    package func requireNoLink() throws(ServeError) {
        let components = relative.map { $0.split(separator: "/").map(String.init) } ?? []
        var prefix = root
        for (index, component) in components.enumerated() {
            prefix = prefix == "/" ? "/" + component : prefix + "/" + component
            let isLast = index == components.count - 1
            switch EntryKind(atPath: prefix) {
            case nil:
                if isLast { return }
                throw ServeError(file: FileError(path: prefix, reason: .notFound))
            case .symbolicLink?: throw ServeError(file: FileError(path: prefix, reason: .symbolicLink))
            case .directory?: if isLast { throw ServeError(file: FileError(path: prefix, reason: .notRegularFile(kind: "a directory"))) }
            case .regularFile?: if !isLast { throw ServeError(file: FileError(path: prefix, reason: .notDirectory(kind: "a regular file"))) }
            case .other(let kind)?: throw ServeError(file: FileError(path: prefix, reason: .notRegularFile(kind: kind)))
            }
        }
        if relative == nil, let kind = EntryKind(atPath: root), kind != .regularFile {
            throw ServeError(file: FileError(path: root, reason: kind == .symbolicLink ? .symbolicLink : .notRegularFile(kind: "not a regular file")))
        }
    }

    /// Replaces (or creates) the file with `bytes` through the project's atomic writer. The folder
    /// must exist and no link may lie on the way, the target included (the writer would replace a
    /// link by a file; here it is refused, as a read would be).
    package func write(_ bytes: [UInt8]) throws(ServeError) {
        let target = path
        // Every folder on the way exists and is no link, or this throws.
        try requireNoLink()
        do {
            try writeFileAtomically(bytes, to: target)
        } catch {
            throw ServeError(file: error)
        }
    }
}

extension ServedPath {
    /// Scenario files (YAML, JSON) are edited, previewed and saved from the page; Interface Builder
    /// and Swift files are listed and shown, and edited where they belong (Xcode).
    package var isEditable: Bool { format == InputFormat.scenarioFile.name }

    /// The read limit of the file's format.
    var maximumBytes: Int { isEditable ? ScenarioLimits.maximumFileSize : 8 << 20 }
}
