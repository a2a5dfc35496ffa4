import Foundation

/// Where failing snapshots leave their expected, actual and diff files for a CI job to upload:
/// `$BUTTONLAB_SNAPSHOT_ARTIFACTS` when set, else `buttonlab-snapshot-failures` in the temporary
/// directory. (ButtonLab's own suite passes `.build/snapshot-failures`.)
public func defaultSnapshotArtifactsDirectory() -> String {
    if let directory = ProcessInfo.processInfo.environment["BUTTONLAB_SNAPSHOT_ARTIFACTS"], !directory.isEmpty {
        return directory
    }
    return (NSTemporaryDirectory() as NSString).appendingPathComponent("buttonlab-snapshot-failures")
}

/// The artifact name of a value built without a name: fixed, so that reruns replace their files
/// instead of piling up differently named ones.
let unnamedArtifact = "snapshot"

/// Writes `NAME.SUFFIX` files, each atomically, so a parallel reader never sees half a file; a
/// failure to write is reported in the note, never hidden.
func writeArtifacts(_ files: [(suffix: String, bytes: [UInt8])], name: String, directory: String?) -> (paths: [String], note: String) {
    let directory = directory ?? defaultSnapshotArtifactsDirectory()
    var paths: [String] = []
    do {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for (suffix, bytes) in files {
            let path = (directory as NSString).appendingPathComponent("\(name).\(suffix)")
            try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
            paths.append(path)
        }
    } catch {
        return (paths, "(could not write the failure artifacts to \(directory): \(error.localizedDescription))")
    }
    return (paths, "Artifacts: " + paths.joined(separator: ", "))
}
