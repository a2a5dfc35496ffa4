import ButtonFiles
import ButtonRender
import ButtonScenario
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What follows NAME in the name of each file `render` and `gallery` may write for a figure NAME:
/// its sidecar, every backend's file, the gallery's dark PNG and DocC's set.
let figureFileSuffixes: [String] =
    [".json"] + FigureFormat.all.map { "." + $0.fileExtension } + [darkImageSuffix]
    + DocCImageSet(light: [], dark: [], alt: "").files.map(\.suffix)

/// The files `render --prune` removes from `directory` (make.md, security.md): those of each figure
/// ButtonLab rendered there before whose name no scenario of this run has. A figure is ButtonLab's
/// when `NAME.json` is its sidecar (`ownSidecarName`, the proof `render` without `-o` asks before it
/// replaces a file); then its regular files named `NAME` plus a figure suffix go, and nothing else:
/// no link, no folder, nothing of a name a kept figure has in any case (one file on macOS). Sorted.
package func staleFigureFiles(in directory: String, keeping names: [String]) throws -> [String] {
    let kept = Set(names.map(fileNameKey))
    var stale: [String] = []
    for entry in try FileManager.default.contentsOfDirectory(atPath: directory) where entry.hasSuffix(".json") {
        let name = String(entry.dropLast(".json".count))
        guard !name.isEmpty, !kept.contains(fileNameKey(name)),
            ownSidecarName(directory.appendingPathComponent(entry)) == name
        else { continue }
        for suffix in figureFileSuffixes {
            let path = directory.appendingPathComponent(name + suffix)
            if isRegularFileNotFollowingLinks(path) { stale.append(path) }
        }
    }
    return stale.sorted()
}

/// Removes `paths` (from `staleFigureFiles`), returning those removed and, for each that could not
/// be, its path and why.
package func removeFiles(_ paths: [String]) -> (removed: [String], failures: [(path: String, reason: String)]) {
    var removed: [String] = []
    var failures: [(path: String, reason: String)] = []
    for path in paths {
        // unlink never follows a link, and the file was checked to be a regular one.
        if unlink(path) == 0 { removed.append(path) } else { failures.append((path, errnoText(errno))) }
    }
    return (removed, failures)
}

/// The `name` of the sidecar at `path` when ButtonLab wrote it (`isOwnSidecar`: a regular file of at
/// most 1 MiB whose `generator` starts with "buttonlab "), else nil. Scene sidecars have no `name`.
func ownSidecarName(_ path: String) -> String? {
    struct Sidecar: Decodable {
        let name: String
        let generator: String
    }
    guard let bytes = try? readRegularFile(atPath: path, maximumBytes: 1 << 20),
        let sidecar = try? JSONDecoder().decode(Sidecar.self, from: Data(bytes)), sidecar.generator.hasPrefix("buttonlab ")
    else { return nil }
    return sidecar.name
}

private func isRegularFileNotFollowingLinks(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
}
