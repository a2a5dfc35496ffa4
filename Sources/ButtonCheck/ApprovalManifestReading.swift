import ButtonFiles
import ButtonLayout
import ButtonScenario

extension ApprovalManifest {
    /// Reads a manifest that came from outside (a downloaded CI artifact): strict JSON, no key
    /// unknown, missing or repeated, every name one `check` could have written (`goldenNameProblem`,
    /// and nothing a log would have to escape), every path the one file `check` names for it, so
    /// that no entry can name a file outside the golden or report folder. `file` names the manifest
    /// in diagnostics, whose key paths say where the problem is (`failures[0].files[1].golden.path`).
    public init(parsing bytes: [UInt8], file: String) throws(CheckError) {
        let reader = ManifestReader(file: file)
        let document: JSONValue
        do {
            document = try JSONValue(parsing: bytes, maximumDepth: 8)
        } catch {
            throw reader.problem(.syntax, "", "the manifest is not JSON: \(error.message)")
        }
        let top = try reader.members(document, "", ["manifestVersion", "goldenDirectory", "failures"])
        guard case .number(let version) = top["manifestVersion"]!, version == Double(Self.version) else {
            throw reader.problem(.unknownValue, "manifestVersion", "this buttonlab reads manifest version \(Self.version), not \(top["manifestVersion"]!.rendered())")
        }
        let goldenDirectory = try reader.string(top["goldenDirectory"]!, "goldenDirectory")
        var names: [String: Int] = [:]
        var failures: [Failure] = []
        for (index, item) in try reader.array(top["failures"]!, "failures").enumerated() {
            let path = "failures[\(index)]"
            let failure = try reader.members(item, path, ["name", "files"])
            let name = try reader.string(failure["name"]!, path + ".name")
            if let problem = approvalNameProblem(name) { throw reader.problem(.value, path + ".name", problem) }
            if let other = names[fileNameKey(name)] {
                throw reader.problem(.nameClash, path + ".name", "'\(name)' is already failures[\(other)]'s name")
            }
            names[fileNameKey(name)] = index
            var files: [File] = []
            for (fileIndex, fileItem) in try reader.array(failure["files"]!, path + ".files").enumerated() {
                files.append(try reader.file(fileItem, "\(path).files[\(fileIndex)]", name: name, seen: files.map(\.format)))
            }
            guard !files.isEmpty else { throw reader.problem(.missing, path + ".files", "a failure lists at least one file") }
            failures.append(Failure(name: name, files: files))
        }
        self.init(goldenDirectory: goldenDirectory, failures: failures)
    }
}

/// Why `name` cannot be a failure's name in a manifest: the rule `check` names goldens by, and
/// nothing a log or a terminal would have to escape (no scenario name holds such characters).
func approvalNameProblem(_ name: String) -> String? {
    if let problem = goldenNameProblem(name) { return problem }
    if name.unicodeScalars.contains(where: needsEscape) || name.contains("\\") {
        return "the name '\(name)' contains a control, invisible or direction-changing character or '\\', which no scenario name has"
    }
    return nil
}

/// Why approve does not take `directory`, the manifest's golden folder, without `--golden`: it
/// came from outside, so it must be a plain relative folder below the current one (no `..`, no
/// hidden folder such as `.git`, nothing a log would escape); nil when it may.
package func defaultGoldenDirectoryProblem(_ directory: String) -> String? {
    if directory.isEmpty { return "is empty" }
    if directory.hasPrefix("/") { return "is an absolute path" }
    for component in directory.split(separator: "/") where component != "." {
        if component == ".." { return "leads out of the current folder ('..')" }
        if component.hasPrefix(".") { return "passes through the hidden folder '\(component)'" }
    }
    if directory.unicodeScalars.contains(where: needsEscape) { return "contains control or invisible characters" }
    return nil
}

private struct ManifestReader {
    let file: String

    func problem(_ code: DiagnosticCode, _ keyPath: String, _ message: String) -> CheckError {
        CheckError(diagnostics: [ScenarioDiagnostic(code: code, file: file, line: nil, column: nil, keyPath: keyPath, message: message)])
    }

    /// An object's members by key: exactly `keys`, each once.
    func members(_ value: JSONValue, _ path: String, _ keys: [String]) throws(CheckError) -> [String: JSONValue] {
        guard case .object(let pairs) = value else { throw problem(.type, path, "expected an object, found \(kind(value))") }
        var members: [String: JSONValue] = [:]
        for (key, member) in pairs {
            let keyPath = path.isEmpty ? key : path + "." + key
            guard keys.contains(key) else {
                throw problem(.unknownKey, keyPath, "unknown key; expected \(keys.map { "'\($0)'" }.joined(separator: ", "))")
            }
            guard members[key] == nil else { throw problem(.duplicateKey, keyPath, "the key appears twice") }
            members[key] = member
        }
        if let missing = keys.first(where: { members[$0] == nil }) {
            throw problem(.missing, path.isEmpty ? missing : path + "." + missing, "missing")
        }
        return members
    }

    func string(_ value: JSONValue, _ path: String) throws(CheckError) -> String {
        guard case .string(let text) = value else { throw problem(.type, path, "expected a string, found \(kind(value))") }
        return text
    }

    func array(_ value: JSONValue, _ path: String) throws(CheckError) -> [JSONValue] {
        guard case .array(let items) = value else { throw problem(.type, path, "expected an array, found \(kind(value))") }
        return items
    }

    func sha256(_ value: JSONValue, _ path: String) throws(CheckError) -> String {
        let text = try string(value, path)
        guard text.utf8.count == 64, text.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }) else {
            throw problem(.value, path, "expected 64 lowercase hex digits (a SHA-256), found '\(text)'")
        }
        return text
    }

    func file(_ value: JSONValue, _ path: String, name: String, seen: [GoldenFormat]) throws(CheckError) -> ApprovalManifest.File {
        let entry = try members(value, path, ["format", "golden", "actual"])
        let formatName = try string(entry["format"]!, path + ".format")
        guard let format = GoldenFormat(rawValue: formatName) else {
            throw problem(.unknownValue, path + ".format", "unknown format '\(formatName)'; expected \(GoldenFormat.allCases.map { "'\($0)'" }.joined(separator: ", "))")
        }
        guard !seen.contains(format) else { throw problem(.duplicateKey, path + ".format", "'\(format)' is listed twice for '\(name)'") }
        let golden = try members(entry["golden"]!, path + ".golden", ["path", "sha256"])
        let actual = try members(entry["actual"]!, path + ".actual", ["path", "sha256"])
        let goldenPath = try filePath(golden["path"]!, path + ".golden.path", folder: "golden", expected: "\(name).\(format.fileExtension)")
        let actualPath = try filePath(actual["path"]!, path + ".actual.path", folder: "report", expected: actualFileName(name, format))
        var goldenSHA256: String?
        if golden["sha256"]! != .null { goldenSHA256 = try sha256(golden["sha256"]!, path + ".golden.sha256") }
        return ApprovalManifest.File(
            format: format, golden: goldenPath, goldenSHA256: goldenSHA256, actual: actualPath,
            actualSHA256: try sha256(actual["sha256"]!, path + ".actual.sha256"))
    }

    /// A file inside `folder`: relative, never leaving it, and exactly the file `check` names.
    func filePath(_ value: JSONValue, _ path: String, folder: String, expected: String) throws(CheckError) -> String {
        let text = try string(value, path)
        let components: [String]
        do {
            components = try relativeComponents(of: text)
        } catch {
            let why = error.reason == .absolutePath ? "is an absolute path" : "leads out of the \(folder) folder"
            throw problem(.value, path, "'\(text)' \(why); approve writes and reads only inside it")
        }
        guard components == [expected] else {
            throw problem(.value, path, "'\(text)' is not '\(expected)', the file check names for it in the \(folder) folder")
        }
        return expected
    }
}

private func kind(_ value: JSONValue) -> String {
    switch value {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
}
