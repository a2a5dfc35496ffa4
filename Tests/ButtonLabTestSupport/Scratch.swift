import Foundation

/// A fresh folder under the system's temporary directory, named after `label`; the caller removes it
/// with `removeScratch`. A test that cannot make one cannot run, hence the trap.
public func makeScratch(_ label: String = "test") -> String {
    let path = (NSTemporaryDirectory() as NSString).appendingPathComponent("buttonlab-\(label)-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// Removes a scratch folder and everything in it.
public func removeScratch(_ path: String) { try? FileManager.default.removeItem(atPath: path) }

/// The names in `directory`, sorted; none when it cannot be read.
public func listing(_ directory: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
}

/// A file's bytes, or nil when it cannot be read.
public func readBytes(_ path: String) -> [UInt8]? {
    (try? Data(contentsOf: URL(fileURLWithPath: path))).map { [UInt8]($0) }
}
