import Foundation

/// The scenario files that command-line inputs name, in a deterministic order.
///
/// A file is taken as it is, whatever its extension. A directory stands for every `.yaml`, `.yml`
/// and `.json` file below it, sorted by relative path (byte order); hidden entries (names starting
/// with `.`) and symbolic links to directories are skipped, so a `.git` folder or a link cycle is
/// never walked. Inputs keep their order. Every input that does not exist is reported.
public func scenarioFiles(for inputs: [String]) throws(ScenarioError) -> [String] {
    var files: [String] = []
    var problems: [ScenarioDiagnostic] = []
    let manager = FileManager.default
    for input in inputs {
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: input, isDirectory: &isDirectory) else {
            problems.append(
                ScenarioDiagnostic(
                    file: input, line: nil, column: nil, keyPath: "", message: "no such file or directory"))
            continue
        }
        guard isDirectory.boolValue else {
            files.append(input)
            continue
        }
        var found: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let directory = relative.isEmpty ? input : join(input, relative)
            let names: [String]
            do {
                names = try manager.contentsOfDirectory(atPath: directory)
            } catch {
                problems.append(
                    ScenarioDiagnostic(
                        file: directory, line: nil, column: nil, keyPath: "", message: "cannot list the directory"))
                continue
            }
            for name in names where !name.hasPrefix(".") {
                let child = relative.isEmpty ? name : relative + "/" + name
                let path = join(input, child)
                var childIsDirectory: ObjCBool = false
                guard manager.fileExists(atPath: path, isDirectory: &childIsDirectory) else { continue }
                if childIsDirectory.boolValue {
                    let type = (try? manager.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
                    if type != .typeSymbolicLink { pending.append(child) }
                } else if isScenarioFileName(name) {
                    found.append(child)
                }
            }
        }
        found.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        files += found.map { join(input, $0) }
    }
    guard problems.isEmpty else { throw ScenarioError(diagnostics: problems) }
    return files
}

private func join(_ directory: String, _ relative: String) -> String {
    directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
}

private func isScenarioFileName(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml") || lowered.hasSuffix(".json")
}

/// Width and height from a PNG's IHDR chunk, which the format requires to come first: the 8-byte
/// signature, the chunk's length and type, then the two sizes as big-endian 32-bit integers.
func readPNGPixelSize(atPath path: String) -> Result<(width: Int, height: Int), ImageFileProblem> {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        return .failure(ImageFileProblem(message: "image file not found: \(path)"))
    }
    guard !isDirectory.boolValue, let handle = FileHandle(forReadingAtPath: path) else {
        return .failure(ImageFileProblem(message: "cannot read the image file \(path)"))
    }
    defer { try? handle.close() }
    let header = [UInt8]((try? handle.read(upToCount: 24)) ?? Data())
    return pngPixelSize(header: header, path: path)
}

func pngPixelSize(header: [UInt8], path: String) -> Result<(width: Int, height: Int), ImageFileProblem> {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard header.count >= 8, Array(header[0..<8]) == signature else {
        return .failure(ImageFileProblem(message: "not a PNG file: \(path) (only PNG images are supported)"))
    }
    guard header.count >= 24, Array(header[12..<16]) == Array("IHDR".utf8) else {
        return .failure(ImageFileProblem(message: "damaged PNG file: \(path) (its header is missing or truncated)"))
    }
    func bigEndian(_ start: Int) -> Int {
        header[start..<start + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    let width = bigEndian(16)
    let height = bigEndian(20)
    // The PNG specification limits both to 1...2^31 - 1.
    guard (1...Int(Int32.max)).contains(width), (1...Int(Int32.max)).contains(height) else {
        return .failure(
            ImageFileProblem(message: "damaged PNG file: \(path) (it gives a size of \(width)×\(height) pixels)"))
    }
    return .success((width, height))
}
