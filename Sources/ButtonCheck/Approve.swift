import ButtonFiles
import ButtonScenario

/// What `buttonlab approve` was asked to do.
public struct ApprovalRequest: Sendable {
    /// The folder `check --report` wrote, with its `manifest.json`.
    public var reportDirectory: String
    /// The failures to approve; empty for all of them.
    public var names: [String]
    /// `--golden`; nil for the manifest's `goldenDirectory`.
    public var goldenDirectory: String?
    /// Whether the report and golden folders may be, or lie behind, symbolic links (files never may).
    public var followSymlinks: Bool

    public init(reportDirectory: String, names: [String] = [], goldenDirectory: String? = nil, followSymlinks: Bool = false) {
        self.reportDirectory = reportDirectory
        self.names = names
        self.goldenDirectory = goldenDirectory
        self.followSymlinks = followSymlinks
    }
}

/// What approving did: per failure, the goldens replaced and those that already held the new bytes.
public struct Approval: Sendable {
    public var goldenDirectory: String
    public var approved: [(name: String, written: [String], unchanged: [String])]

    /// "approved NAME: wrote G/NAME.png, G/NAME.json; unchanged G/NAME.svg", one per failure.
    public var lines: [String] {
        approved.map { entry in
            var parts: [String] = []
            if !entry.written.isEmpty { parts.append("wrote " + entry.written.map(displayPath).joined(separator: ", ")) }
            if !entry.unchanged.isEmpty { parts.append("unchanged " + entry.unchanged.map(displayPath).joined(separator: ", ")) }
            return "approved \(logEscaped(entry.name)): " + parts.joined(separator: "; ")
        }
    }

    public var summary: String {
        approved.isEmpty ? "nothing to approve: the report lists no failures" : "\(approved.count) approved"
    }
}

/// Copies the fresh files of the named failures (all when none are named) from a `check --report`
/// folder over their goldens, all or none (`writeFilesAtomically`): only when every golden still
/// has the SHA-256 it had when compared (or is still absent) and every report file still has the
/// SHA-256 the manifest gives. Nothing is written unless every check passes, nothing outside the
/// golden folder ever is, and no file is read or replaced through a symbolic link. Every refusal is
/// one diagnostic, naming the file (and the manifest's key) it is about.
public func approve(_ request: ApprovalRequest) throws(CheckError) -> Approval {
    let report = request.reportDirectory
    let manifestPath = report.appendingPathComponent(ApprovalManifest.fileName)
    func problem(_ code: DiagnosticCode, _ file: String?, _ keyPath: String = "", _ message: String) -> ScenarioDiagnostic {
        ScenarioDiagnostic(code: code, file: file, line: nil, column: nil, keyPath: keyPath, message: message)
    }
    func refuse(_ code: DiagnosticCode, _ file: String?, _ keyPath: String = "", _ message: String) -> CheckError {
        CheckError(diagnostics: [problem(code, file, keyPath, message)])
    }

    try requireDirectory(report, "report", followSymlinks: request.followSymlinks)
    let bytes: [UInt8]
    do {
        bytes = try OpenedFile.open(relativePath: ApprovalManifest.fileName, beneath: report).readAll(maximumBytes: ApprovalManifest.maximumBytes)
    } catch {
        let hint = error.reason == .notFound ? " (check --report writes it; a report from before approve existed has none)" : ""
        throw refuse(.file, manifestPath, "", "cannot read the manifest: it \(error.reasonText)\(hint)")
    }
    let manifest = try ApprovalManifest(parsing: bytes, file: manifestPath)

    let golden: String
    if let given = request.goldenDirectory {
        golden = given
    } else if let why = defaultGoldenDirectoryProblem(manifest.goldenDirectory) {
        throw refuse(.value, manifestPath, "goldenDirectory",
            "'\(manifest.goldenDirectory)' \(why); approve takes a golden folder from a manifest only when it is a plain folder below the current one: give it with --golden")
    } else {
        golden = manifest.goldenDirectory
    }
    try requireDirectory(golden, "golden", followSymlinks: request.followSymlinks)

    var selected: [ApprovalManifest.Failure] = []
    if request.names.isEmpty {
        selected = manifest.failures
    } else {
        var unknown: [String] = []
        for name in request.names where !selected.contains(where: { $0.name == name }) {
            if let failure = manifest.failures.first(where: { $0.name == name }) { selected.append(failure) } else { unknown.append(name) }
        }
        if !unknown.isEmpty {
            let listed = manifest.failures.map(\.name)
            let known = listed.isEmpty ? "it lists no failures" : "it lists " + listed.prefix(10).map { "'\($0)'" }.joined(separator: ", ")
                + (listed.count > 10 ? " and \(listed.count - 10) more" : "")
            throw CheckError(diagnostics: unknown.map { problem(.unknownValue, manifestPath, "", "'\($0)' is not a failure in this report; \(known)") })
        }
    }

    var problems: [ScenarioDiagnostic] = []
    var writes: [FileWrite] = []
    var expected: [String: String?] = [:]
    var approval = Approval(goldenDirectory: golden, approved: [])
    for failure in selected {
        let index = manifest.failures.firstIndex(of: failure)!
        var written: [String] = [], unchanged: [String] = []
        for (fileIndex, file) in failure.files.enumerated() {
            let keyPath = "failures[\(index)].files[\(fileIndex)]"
            let actualPath = report.appendingPathComponent(file.actual)
            let goldenPath = golden.appendingPathComponent(file.golden)
            let actual: [UInt8]
            do {
                actual = try OpenedFile.open(relativePath: file.actual, beneath: report).readAll(maximumBytes: file.format.maximumBytes)
            } catch {
                problems.append(problem(.file, actualPath, "", "cannot read the report's \(file.format) file: it \(error.reasonText)"))
                continue
            }
            let actualDigest = sha256Hex(actual)
            if actualDigest != file.actualSHA256 {
                problems.append(problem(.value, actualPath, "",
                    "was altered after the report was written: its SHA-256 is \(actualDigest), the manifest's \(keyPath).actual.sha256 is \(file.actualSHA256)"))
            }
            switch goldenDigest(relativePath: file.golden, in: golden, maximumBytes: file.format.maximumBytes) {
            case .failure(let error):
                problems.append(problem(.file, goldenPath, "", "cannot read the golden: it \(error.reasonText)"))
            case .success(let digest) where digest != file.goldenSHA256:
                let now = digest.map { "its SHA-256 is \($0)" } ?? "it no longer exists"
                let then = file.goldenSHA256.map { "was \($0)" } ?? "did not exist"
                problems.append(problem(.value, goldenPath, "",
                    "changed since the report was written: \(now), and when compared it \(then); run check again for a new report"))
            case .success:
                break
            }
            writes.append(FileWrite(path: goldenPath, bytes: actual))
            expected[goldenPath] = file.goldenSHA256
            if file.goldenSHA256 == file.actualSHA256 { unchanged.append(goldenPath) } else { written.append(goldenPath) }
        }
        approval.approved.append((failure.name, written, unchanged))
    }
    guard problems.isEmpty else { throw CheckError(diagnostics: problems) }
    guard !writes.isEmpty else { return approval }

    do {
        // Asked again just before the group is written: a golden that changed since it was hashed above is not replaced.
        try writeFilesAtomically(writes) { path in
            guard let digest = expected[path] ?? nil else { return false }
            return (try? goldenDigest(atPath: path)) == digest
        }
    } catch {
        throw refuse(.output, error.path, "", "cannot write the goldens, none was changed: \(error.reasonText)")
    }
    return approval
}

/// `directory` exists and is a directory reached as `followSymlinks` allows.
private func requireDirectory(_ directory: String, _ role: String, followSymlinks: Bool) throws(CheckError) {
    let exists: Bool
    do {
        exists = try checkDirectory(directory, followSymlinks: followSymlinks)
    } catch {
        throw CheckError(diagnostics: [ScenarioDiagnostic(code: .file, file: error.path, line: nil, column: nil, keyPath: "", message: "the \(role) folder \(error.reasonText)")])
    }
    guard exists else {
        throw CheckError(diagnostics: [ScenarioDiagnostic(code: .missing, file: directory, line: nil, column: nil, keyPath: "", message: "the \(role) folder does not exist")])
    }
}

/// The SHA-256 of the golden `relativePath` inside `folder`, nil when it does not exist; read
/// without following a symbolic link and bounded like every golden.
private func goldenDigest(relativePath: String, in folder: String, maximumBytes: Int) -> Result<String?, FileError> {
    do {
        return .success(sha256Hex(try OpenedFile.open(relativePath: relativePath, beneath: folder).readAll(maximumBytes: maximumBytes)))
    } catch {
        return error.reason == .notFound ? .success(nil) : .failure(error)
    }
}

private func goldenDigest(atPath path: String) throws(FileError) -> String? {
    do {
        return sha256Hex(try OpenedFile.open(atPath: path).readAll(maximumBytes: GoldenFormat.allCases.map(\.maximumBytes).max()!))
    } catch {
        if error.reason == .notFound { return nil }
        throw error
    }
}
