import ButtonFiles
import ButtonLayout
import Crypto

/// `REPORT/manifest.json`: what `buttonlab approve` may copy over the goldens, written by `check
/// --report` in the same group as the page (docs/visual-regression.md, "The approval manifest").
/// For each failure, every golden file with the SHA-256 it had when compared (nil: absent) and the
/// actual file the report holds with its SHA-256, so that approving refuses goldens that changed
/// since and report files that were altered.
public struct ApprovalManifest: Hashable, Sendable {
    public static let fileName = "manifest.json"
    /// `manifestVersion`; a reader refuses any other.
    public static let version = 1
    /// The manifest arrives in a downloaded artifact: read at most this much (a failure takes ~600 bytes).
    public static let maximumBytes = 4 << 20

    /// The golden folder as `check --golden` was given it: approve's default.
    public var goldenDirectory: String
    public var failures: [Failure]

    public struct Failure: Hashable, Sendable {
        public var name: String
        /// In the golden formats' order (png, svg, json).
        public var files: [File]
    }

    public struct File: Hashable, Sendable {
        public var format: GoldenFormat
        /// Relative to the golden folder: `NAME.png`.
        public var golden: String
        /// Lowercase hex; nil when the golden did not exist.
        public var goldenSHA256: String?
        /// Relative to the report folder: `NAME.actual.png`.
        public var actual: String
        public var actualSHA256: String
    }

    public init(goldenDirectory: String, failures: [Failure]) {
        self.goldenDirectory = goldenDirectory
        self.failures = failures
    }

    /// The document, keys in the order docs/visual-regression.md lists them.
    public var json: JSONValue {
        .object([
            ("manifestVersion", .number(Double(Self.version))),
            ("goldenDirectory", .string(goldenDirectory)),
            ("failures", .array(failures.map { failure in
                .object([
                    ("name", .string(failure.name)),
                    ("files", .array(failure.files.map { file in
                        .object([
                            ("format", .string(file.format.rawValue)),
                            ("golden", .object([("path", .string(file.golden)), ("sha256", file.goldenSHA256.map(JSONValue.string) ?? .null)])),
                            ("actual", .object([("path", .string(file.actual)), ("sha256", .string(file.actualSHA256))])),
                        ])
                    })),
                ])
            })),
        ])
    }
}

/// The SHA-256 of `bytes` as 64 lowercase hex digits (swift-crypto's, BoringSSL on Linux).
package func sha256Hex(_ bytes: [UInt8]) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var hex: [UInt8] = []
    hex.reserveCapacity(64)
    for byte in SHA256.hash(data: bytes) {
        hex.append(digits[Int(byte >> 4)])
        hex.append(digits[Int(byte & 0x0F)])
    }
    return String(decoding: hex, as: UTF8.self)
}

/// What a failing check keeps for the manifest: each golden format's fresh bytes and the digest
/// the golden had when compared.
package struct ApprovalCandidate: Sendable {
    package var files: [(format: GoldenFormat, actual: [UInt8], goldenSHA256: String?)]
}

/// A golden as `checkScenario` read it, for the manifest.
package enum GoldenRead: Sendable {
    case absent
    /// A link, a directory, too large, an I/O error: such a failure cannot be approved.
    case unreadable
    case present([UInt8])
}

extension ApprovalCandidate {
    /// nil when a golden could not be read: approving it would replace what nobody compared.
    init?(rendered: RenderedScenario, goldens: [(GoldenFormat, GoldenRead)]) {
        var files: [(format: GoldenFormat, actual: [UInt8], goldenSHA256: String?)] = []
        for (format, read) in goldens {
            guard let actual = format.bytes(of: rendered) else { continue }
            switch read {
            case .unreadable: return nil
            case .absent: files.append((format, actual, nil))
            case .present(let golden): files.append((format, actual, sha256Hex(golden)))
            }
        }
        self.files = files
    }
}

/// `NAME.actual.EXT`: where the report keeps a failure's fresh file of one format.
func actualFileName(_ name: String, _ format: GoldenFormat) -> String { "\(name).actual.\(format.fileExtension)" }

/// The report's approval files: every failure's fresh files not already in `existing` (the page's
/// own `NAME.actual.png`), then the manifest, to be written in the page's group.
func approvalFiles(_ run: CheckRun, directory: String, existing: [FileWrite]) -> [FileWrite] {
    var files: [FileWrite] = []
    var failures: [ApprovalManifest.Failure] = []
    for check in run.checks {
        guard let name = check.name, let candidate = check.approval else { continue }
        var entries: [ApprovalManifest.File] = []
        for file in candidate.files {
            let actual = actualFileName(name, file.format)
            let path = directory.appendingPathComponent(actual)
            if !existing.contains(where: { $0.path == path }) { files.append(FileWrite(path: path, bytes: file.actual)) }
            entries.append(ApprovalManifest.File(
                format: file.format, golden: "\(name).\(file.format.fileExtension)", goldenSHA256: file.goldenSHA256,
                actual: actual, actualSHA256: sha256Hex(file.actual)))
        }
        failures.append(ApprovalManifest.Failure(name: name, files: entries))
    }
    let manifest = ApprovalManifest(goldenDirectory: run.configuration.goldenDirectory, failures: failures)
    files.append(FileWrite(path: directory.appendingPathComponent(ApprovalManifest.fileName), bytes: Array((manifest.json.rendered() + "\n").utf8)))
    return files
}

/// A command as a POSIX shell reads it: each argument bare when it holds only characters no shell
/// treats specially, else in single quotes (a quote inside as `'\''`).
package func shellQuoted(_ arguments: [String]) -> String {
    arguments.map { argument in
        let safe = !argument.isEmpty && argument.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || "@%+=:,./_-".utf8.contains(byte)
        }
        if safe { return argument }
        return "'" + argument.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }.joined(separator: " ")
}

/// The exact `buttonlab approve` command for `names` of this run's report (all failures when
/// empty): names after `--` when one starts with '-', and `--golden` when approve could not take
/// the manifest's folder as it is (`defaultGoldenDirectoryProblem`).
package func approveCommand(reportDirectory: String, goldenDirectory: String, names: [String]) -> String {
    var arguments = ["buttonlab", "approve", reportDirectory.hasPrefix("-") ? "./" + reportDirectory : reportDirectory]
    if defaultGoldenDirectoryProblem(goldenDirectory) != nil {
        arguments += ["--golden", goldenDirectory.hasPrefix("-") ? "./" + goldenDirectory : goldenDirectory]
    }
    if names.contains(where: { $0.hasPrefix("-") }) { arguments.append("--") }
    return shellQuoted(arguments + names)
}

/// A failure's approve command and links to the fresh files the report keeps for it, for the
/// page; empty when it cannot be approved (an error, a golden that could not be read).
func approvalHTML(_ check: ScenarioCheck, reportDirectory: String, run: CheckRun) -> String {
    guard let name = check.name, let candidate = check.approval else { return "" }
    let command = approveCommand(reportDirectory: reportDirectory, goldenDirectory: run.configuration.goldenDirectory, names: [name])
    let links = candidate.files.map { file in
        "<a href=\"\(escapeHTML(urlPath(actualFileName(name, file.format))))\">\(escapeHTML(file.format == .json ? "layout JSON" : file.format.rawValue.uppercased()))</a>"
    }
    return """
        <p class="approve">Accept this change: <code>\(escapeHTML(command))</code></p>
        <p class="files">Actual files: \(links.joined(separator: " · "))</p>

        """
}

/// The page's line with the command that approves every failure, when there is one to approve.
func approveAllHTML(_ run: CheckRun, reportDirectory: String) -> String {
    guard run.checks.contains(where: { $0.approval != nil }) else { return "" }
    let command = approveCommand(reportDirectory: reportDirectory, goldenDirectory: run.configuration.goldenDirectory, names: [])
    return "<p class=\"approve\">Accept every change below (from the repository's root, with this folder at the same path): <code>\(escapeHTML(command))</code></p>"
}
