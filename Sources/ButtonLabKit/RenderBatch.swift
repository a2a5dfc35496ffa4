import ButtonScenario
import Dispatch
import Foundation
import Synchronization

/// What a `render` batch did.
public struct RenderBatchReport: Sendable {
    /// Files written, in input order.
    public var written: [String]
    /// What each written figure was drawn from, with its scenario path, in input order.
    public var rendered: [(path: String, laidOut: LaidOutScenario)]
    public var failures: [ScenarioFailure]
    public var total: Int
}

/// Renders every scenario and writes its files into `outputDirectory`, `jobs` at a time.
///
/// Each figure is drawn completely in memory before its first file is written, and every file is
/// written atomically, so a bad scenario or a crash mid-batch never leaves a half-written figure.
/// Bad scenarios do not stop the batch; they are reported at the end. Two scenarios with the same
/// name would overwrite each other's files: the later ones fail instead.
public func renderBatch(
    paths: [String],
    into outputDirectory: String,
    formats: Set<FigureFormat>,
    pixelsPerPoint: Double?,
    theme: DiagramTheme? = nil,
    jobs: Int,
    renderer: FigureRenderer,
    progress: @escaping @Sendable (_ finished: Int, _ total: Int, _ name: String) -> Void = { _, _, _ in }
) -> RenderBatchReport {
    let outcomes = Mutex([Result<(files: [String], laidOut: LaidOutScenario), ScenarioFailure>?](repeating: nil, count: paths.count))
    let next = Atomic<Int>(0)
    let finished = Atomic<Int>(0)
    let namesTaken = Mutex([String: String]())

    let workers = max(1, min(jobs, paths.count))
    let work: @Sendable (Int) -> Void = { _ in
        while true {
            let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
            guard index < paths.count else { return }
            let path = paths[index]
            let outcome: Result<(files: [String], laidOut: LaidOutScenario), ScenarioFailure> = renderer
                .render(path: path, formats: formats, pixelsPerPoint: pixelsPerPoint, theme: theme)
                .flatMap { figure in
                    let clash: String? = namesTaken.withLock { taken in
                        if let other = taken[figure.name] { return other }
                        taken[figure.name] = path
                        return nil
                    }
                    if let clash {
                        return .failure(ScenarioFailure(
                            path: path,
                            message: "\(path): error: name '\(figure.name)' is already used by \(clash); give one of them another `name:`"))
                    }
                    return write(figure, into: outputDirectory, path: path).map { ($0, figure.laidOut) }
                }
            outcomes.withLock { $0[index] = outcome }
            let done = finished.wrappingAdd(1, ordering: .relaxed).newValue
            progress(done, paths.count, (path as NSString).lastPathComponent)
        }
    }
    // One worker runs on this thread: starting Dispatch's pool costs a single-figure call more
    // than the figure itself.
    if workers == 1 {
        work(0)
    } else {
        DispatchQueue.concurrentPerform(iterations: workers, execute: work)
    }

    var report = RenderBatchReport(written: [], rendered: [], failures: [], total: paths.count)
    for (path, outcome) in zip(paths, outcomes.withLock({ $0 })) {
        switch outcome {
        case .success(let success):
            report.written += success.files
            report.rendered.append((path, success.laidOut))
        case .failure(let failure): report.failures.append(failure)
        case nil: break
        }
    }
    return report
}

private func write(_ figure: RenderedFigure, into directory: String, path: String) -> Result<[String], ScenarioFailure> {
    var written: [String] = []
    for file in figure.files {
        let target = (directory as NSString).appendingPathComponent("\(figure.name).\(file.fileExtension)")
        do {
            try writeAtomically(file.bytes, to: target)
            written.append(target)
        } catch {
            return .failure(ScenarioFailure(path: path, message: "\(path): error: cannot write \(target): \(error.localizedDescription)"))
        }
    }
    return .success(written)
}

/// Creates `path` and its parents if needed; fails clearly if it exists as a file.
public func prepareOutputDirectory(_ path: String) throws {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
        guard isDirectory.boolValue else { throw ScenarioFailure(path: path, message: "error: \(path) exists and is not a directory") }
        return
    }
    do {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
        throw ScenarioFailure(path: path, message: "error: cannot create \(path): \(error.localizedDescription)")
    }
}
