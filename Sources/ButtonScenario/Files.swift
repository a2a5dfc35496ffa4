import ButtonFiles
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The scenario files that command-line inputs name, in a deterministic order.
///
/// A file is taken as it is, whatever its extension. A directory stands for every `.yaml`, `.yml`
/// and `.json` file below it, sorted by relative path (byte order); hidden entries (names starting
/// with `.`) are skipped and symbolic links to directories are never walked, so a `.git` folder, a
/// link cycle or a link out of the tree is never read. A symbolic link with a scenario's extension
/// is listed, for the loader to refuse by name rather than skip in silence. Inputs keep their
/// order. Every input that does not exist is reported, and so is an input on whose way lies a
/// symbolic link, unless `followSymlinks` (then a directory named on the command line may be one).
///
/// `takes` says which file names a walk lists (scenario extensions by default); a directory for
/// which `skipsDirectory` holds is not entered (Xcode's bundles, for Interface Builder walks).
public func scenarioFiles(
    for inputs: [String], followSymlinks: Bool = false, takes: (String) -> Bool = isScenarioFileName,
    skipsDirectory: (String) -> Bool = { _ in false }
) throws(ScenarioError) -> [String] {
    var files: [String] = []
    var problems: [Diagnostic] = []
    func problem(_ file: String, _ message: String) {
        problems.append(Diagnostic(file: file, line: nil, column: nil, keyPath: "", message: message))
    }
    let manager = FileManager.default
    for input in inputs {
        if !followSymlinks, let link = firstSymbolicLink(in: input) {
            let isLast = link.split(separator: "/").count == input.split(separator: "/").count
            if isLast, EntryKind(atPath: input) == .symbolicLink, !isDirectory(input) {
                files.append(input)  // the loader says why it refuses a linked file
            } else {
                problem(link, "is a symbolic link, which ButtonLab does not follow (--follow-symlinks allows "
                    + "directories named on the command line to be links)")
            }
            continue
        }
        let entry = existingEntry(input)
        guard entry.exists else {
            problem(input, EntryKind(atPath: input) == .symbolicLink ? "is a broken symbolic link" : "no such file or directory")
            continue
        }
        guard entry.isDirectory else {
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
                problem(directory, "cannot list the directory")
                continue
            }
            for name in names where !name.hasPrefix(".") {
                let child = relative.isEmpty ? name : relative + "/" + name
                switch EntryKind(atPath: join(input, child)) {
                case .directory?: if !skipsDirectory(name) { pending.append(child) }
                case nil: break
                default: if takes(name) { found.append(child) }
                }
            }
        }
        found.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        files += found.map { join(input, $0) }
    }
    guard problems.isEmpty else { throw ScenarioError(diagnostics: problems) }
    return files
}

private func isDirectory(_ path: String) -> Bool {
    let entry = existingEntry(path)
    return entry.exists && entry.isDirectory
}

/// FileManager's answer, links followed: FoundationEssentials asks with a Bool, Foundation with an ObjCBool.
private func existingEntry(_ path: String) -> (exists: Bool, isDirectory: Bool) {
    #if canImport(FoundationEssentials)
    var isDirectory = false
    let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
    return (exists, isDirectory)
    #else
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
    return (exists, isDirectory.boolValue)
    #endif
}

private func join(_ directory: String, _ relative: String) -> String {
    directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
}

/// `.yaml`, `.yml` or `.json`, in any case.
public func isScenarioFileName(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml") || lowered.hasSuffix(".json")
}

/// An image file a scenario names, checked: where it is and its size in pixels.
struct ImageFile {
    var path: String
    var width: Int
    var height: Int
}

/// Finds `file` (as written in `image.file`) inside `directory`'s tree and reads its PNG or JPEG
/// header (by content, whatever the extension; a JPEG's size is the one its EXIF orientation shows).
///
/// Absolute paths and `..` that climbs out of the folder are refused before the file system is
/// asked anything, so the message is the same whether or not such a file exists. Inside, no
/// component may be a symbolic link and the file must be a regular file of at most
/// `ImageLimits.maximumImageFileBytes`, whose header declares at most `maximumPixels` pixels.
func readImageFile(_ file: String, beneath directory: String, maximumPixels: Int) -> Result<ImageFile, ImageFileProblem> {
    do {
        let opened = try OpenedFile.open(relativePath: file, beneath: directory)
        guard opened.byteCount <= ImageLimits.maximumImageFileBytes else {
            throw FileError(path: opened.path, reason: .tooLarge(maximumBytes: ImageLimits.maximumImageFileBytes))
        }
        let header: ImageHeader
        do {
            header = try opened.readImageHeader()
            try header.check(maximumPixels: maximumPixels)
        } catch let problem as ImageHeader.Problem {
            return .failure(ImageFileProblem(message: problem.message(path: opened.path)))
        }
        return .success(ImageFile(path: opened.path, width: header.width, height: header.height))
    } catch let error as FileError {
        return .failure(ImageFileProblem(message: imageFileMessage(error, file: file)))
    } catch {
        return .failure(ImageFileProblem(message: "cannot read the image file: \(error)"))
    }
}

private func imageFileMessage(_ error: FileError, file: String) -> String {
    switch error.reason {
    case .absolutePath, .leaving:
        return "the image path '\(file)' \(error.reasonText)"
    case .notFound:
        return "image file not found: \(displayPath(error.path))"
    default:
        return "image file \(error.description)"
    }
}
