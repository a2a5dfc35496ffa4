import ButtonCheck
import ButtonFiles
import ButtonLabKit
import ButtonRender
import ButtonLayout
import ButtonReports
import Foundation
import FlyingFox
import Synchronization

/// `serve --golden DIR`: the review. `GET /api/check` runs `buttonlab check ROOTS --golden DIR
/// --report R` (the same `runCheck`, `CheckInputs` and report writer), R a private folder of this
/// run; `POST /api/approve` is `buttonlab approve R NAME… --golden DIR` (the same `approve`, with
/// its hash checks against what that check compared). Nothing is written to DIR but by approve.
package final class Review: Sendable {
    package let goldenDirectory: String
    private let roots: ServedRoots
    private let renderer: FigureRenderer
    /// This run's folder for reports (`buttonlab-serve-XXXXXX` in the temporary folder), and the
    /// report of the latest check, which approvals refer to.
    private let scratch: String
    private let latest = Mutex<(count: Int, report: String?)>((0, nil))

    init(goldenDirectory: String, roots: ServedRoots, renderer: FigureRenderer) throws {
        do {
            guard try checkDirectory(goldenDirectory, followSymlinks: false) else {
                throw ServeError(status: 400, code: .input, message: "the golden folder does not exist", file: goldenDirectory)
            }
        } catch let error as FileError {
            throw ServeError(file: error)
        }
        self.goldenDirectory = goldenDirectory
        self.roots = roots
        self.renderer = renderer
        var template = Array((NSTemporaryDirectory() as NSString).appendingPathComponent("buttonlab-serve-XXXXXX").utf8CString)
        guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
            throw ServeError(status: 500, code: .output, message: "cannot create a folder for the check's reports")
        }
        scratch = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Every scenario's check: status, message, the layout numbers that changed, and the URLs of
    /// the golden, actual and diff PNGs of a failure (`/api/image`).
    func check(work: WorkQueue) async throws(ServeError) -> JSONValue {
        let report = latest.withLock { state in
            state.count += 1
            return scratch + "/check-\(state.count)"
        }
        let (roots, renderer, golden) = (self.roots, self.renderer, goldenDirectory)
        let run = try await work.run {
            let inputs = CheckInputs(plan: planInputs(files: roots.files(), roots: roots.roots))
            let configuration = CheckConfiguration(goldenDirectory: golden, reportDirectory: report)
            return runCheck(
                paths: inputs.keys, configuration: configuration,
                render: { inputs.render($0, renderer: renderer, formats: GoldenFormat.figureFormats, theme: nil) },
                scenarioName: { inputs.scenarioName($0, renderer: renderer) })
        }
        latest.withLock { $0.report = run.reportPath == nil ? nil : report }
        return .object([
            ("golden", .string(golden)),
            ("summary", .string(run.summary)),
            ("checks", .array(run.checks.map { checkJSON($0, report: run.reportPath == nil ? nil : report) })),
            ("diagnostics", .array(run.problems.map(\.json))),
        ])
    }

    private func checkJSON(_ check: ScenarioCheck, report: String?) -> JSONValue {
        func image(_ kind: String) -> JSONValue {
            guard let report, let name = check.name,
                FileManager.default.fileExists(atPath: report + "/" + name + "." + kind + ".png")
            else { return .null }
            var allowed = CharacterSet.urlQueryAllowed
            allowed.remove(charactersIn: "&=+")
            return .string("/api/image?name=\(name.addingPercentEncoding(withAllowedCharacters: allowed) ?? name)&kind=\(kind)")
        }
        return .object([
            ("name", check.name.map(JSONValue.string) ?? .null),
            ("path", .string(check.path)),
            ("status", .string(check.status.rawValue)),
            ("message", .string(check.message)),
            ("layoutChanges", .array(check.report.layoutDifferences.map(JSONValue.string))),
            ("diagnostics", .array(check.diagnostics.map(\.json))),
            ("expected", image("expected")),
            ("actual", image("actual")),
            ("diff", image("diff")),
        ])
    }

    /// `{"names": [...]}` (empty or absent: every failure of the latest check) through `approve`.
    func approve(body: [UInt8], work: WorkQueue) async throws(ServeError) -> JSONValue {
        var names: [String] = []
        if !body.isEmpty {
            guard let object = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any],
                let given = (object["names"] ?? [String]()) as? [String]
            else {
                throw ServeError(status: 400, code: .input, message: #"the body must be {"names": ["NAME", …]}"#)
            }
            names = given
        }
        guard let report = latest.withLock({ $0.report }) else {
            throw ServeError(status: 409, code: .input, message: "nothing to approve: run the check (GET /api/check) first")
        }
        let request = ApprovalRequest(reportDirectory: report, names: names, goldenDirectory: goldenDirectory)
        let result: Result<Approval, CheckError> = try await work.run {
            do throws(CheckError) { return .success(try ButtonCheck.approve(request)) } catch { return .failure(error) }
        }
        switch result {
        case .success(let approval):
            return .object([
                ("approved", .array(approval.approved.map { .object([
                    ("name", .string($0.name)),
                    ("written", .array($0.written.map(JSONValue.string))),
                    ("unchanged", .array($0.unchanged.map(JSONValue.string))),
                ]) })),
                ("lines", .array(approval.lines.map(JSONValue.string))),
                ("summary", .string(approval.summary)),
            ])
        case .failure(let error):
            throw ServeError(status: 409, diagnostics: error.diagnostics)
        }
    }

    /// A PNG of the latest check's report: `NAME.expected.png`, `NAME.actual.png` or `NAME.diff.png`.
    func image(_ name: String, kind: String) throws(ServeError) -> HTTPResponse {
        guard ["expected", "actual", "diff"].contains(kind) else {
            throw ServeError(status: 400, code: .input, message: "kind must be expected, actual or diff")
        }
        guard !name.isEmpty, !name.contains("/"), !name.hasPrefix("."), !name.utf8.contains(0),
            let report = latest.withLock({ $0.report })
        else {
            throw ServeError(status: 404, code: .request, message: "no such image")
        }
        do {
            let bytes = try OpenedFile.open(relativePath: "\(name).\(kind).png", beneath: report).readAll(maximumBytes: GoldenStore.maximumBytes["png"] ?? (64 << 20))
            return ServeAPI.response(status: 200, contentType: "image/png", body: Data(bytes))
        } catch {
            throw ServeError(file: error)
        }
    }

    /// Removes this run's reports.
    func removeReports() {
        try? FileManager.default.removeItem(atPath: scratch)
    }
}
