import ButtonRender
import ButtonScenario
import ButtonFiles
import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

/// What a `render` batch did.
package struct RenderBatchReport: Sendable {
    /// Files written, in input order.
    package var written: [String]
    /// What each written figure was drawn from, with its scenario path, in input order.
    package var rendered: [(path: String, subject: FigureSubject)]
    /// The files of each figure of `rendered`, in the same order.
    package var figureFiles: [[String]] = []
    package var failures: [ScenarioFailure]
    package var total: Int

    /// The warnings of the figures drawn (the scenario's lints, characters no font draws), in input order.
    package var warnings: [Diagnostic] {
        rendered.flatMap { path, subject in
            guard case .layout(let laidOut) = subject else { return [Diagnostic]() }
            return laidOut.scenario.lints + laidOut.glyphDiagnostics(path: path)
        }
    }
}

/// Which existing files a render may replace.
package enum ReplacePolicy: Sendable {
    /// Anything in the way: the user named the output directory.
    case any
    /// Only a figure ButtonLab wrote before, proven by its sidecar `NAME.json` (`isOwnSidecar`):
    /// for `render` without `-o`, which writes into the current directory, where a scenario named
    /// `package` must not replace a `package.json`.
    case ownFiguresOnly
}

/// Renders every scenario and writes its files into `outputDirectory`, `jobs` at a time.
///
/// Each figure is drawn completely in memory before its first file is written, and its files are
/// written as one group, all or none (`writeFilesAtomically`), so a bad scenario or a crash
/// mid-batch never leaves a half-written figure. Bad scenarios do not stop the batch; they are
/// reported at the end. Two scenarios whose names are the same, or differ only in case (one file
/// on macOS and Windows), would overwrite each other's files: the later ones fail instead.
package func renderBatch(
    paths: [String],
    into outputDirectory: String,
    formats: Set<FigureFormat>,
    pixelsPerPoint: Double?,
    theme: DiagramTheme? = nil,
    jobs: Int,
    renderer: FigureRenderer,
    replacing policy: ReplacePolicy = .any,
    progress: @escaping @Sendable (_ finished: Int, _ total: Int, _ name: String) -> Void = { _, _, _ in }
) -> RenderBatchReport {
    renderBatch(
        inputs: paths.map(ScenarioInput.file), into: outputDirectory, formats: formats, pixelsPerPoint: pixelsPerPoint,
        appearance: .theme(theme), jobs: jobs, renderer: renderer, replacing: policy, progress: progress)
}

/// `renderBatch(paths:…)` for scenario files and Interface Builder buttons alike; a report's `path`
/// is the input's `key`. `outputFile`, for a single input, is the figure's one file whatever the
/// scenario's name (its format the only one in `formats`), the sidecar beside it as `STEM.json`;
/// `sidecar` false writes no sidecar. `appearance`: one theme, `--theme auto`'s SVG or `--docc`'s
/// image pair. `refusal` may fail a drawn figure before any of its files is written.
package func renderBatch(
    inputs: [ScenarioInput],
    into outputDirectory: String,
    outputFile: String? = nil,
    sidecar: Bool = true,
    formats: Set<FigureFormat>,
    pixelsPerPoint: Double?,
    appearance: FigureAppearance = .theme(nil),
    jobs: Int,
    renderer: FigureRenderer,
    replacing policy: ReplacePolicy = .any,
    refusing refusal: (@Sendable (_ input: ScenarioInput, _ subject: FigureSubject, _ files: [String]) -> ScenarioFailure?)? = nil,
    progress: @escaping @Sendable (_ finished: Int, _ total: Int, _ name: String) -> Void = { _, _, _ in }
) -> RenderBatchReport {
    let paths = inputs.map(\.key)
    let outcomes = Mutex([Result<(files: [String], subject: FigureSubject), ScenarioFailure>?](repeating: nil, count: paths.count))
    // Counters under a lock, not `Atomic<Int>`: a figure takes a few milliseconds, and the atomic's
    // `AtomicRepresentable` requirement costs the first use a scan of every conformance record.
    let next = Mutex(0)
    let finished = Mutex(0)
    let namesTaken = Mutex([String: (name: String, path: String)]())

    let workers = max(1, min(jobs, paths.count))
    let work: @Sendable (Int) -> Void = { _ in
        while true {
            let index = next.withLock { next in
                defer { next += 1 }
                return next
            }
            guard index < paths.count else { return }
            let path = paths[index]
            let outcome: Result<(files: [String], subject: FigureSubject), ScenarioFailure> = renderer
                .render(inputs[index], formats: formats, pixelsPerPoint: pixelsPerPoint, appearance: appearance)
                .flatMap { figure in
                    let clash: (name: String, path: String)? = namesTaken.withLock { taken in
                        if let other = taken[fileNameKey(figure.name)] { return other }
                        taken[fileNameKey(figure.name)] = (figure.name, path)
                        return nil
                    }
                    if let clash {
                        let how = clash.name == figure.name ? "" : " as '\(clash.name)' (names that differ only in case collide)"
                        return .failure(ScenarioFailure(
                            path: path, code: .nameClash, file: path,
                            message: "name '\(figure.name)' is already used by "
                                + "\(displayPath(clash.path))\(how); give one of them another `name:`"))
                    }
                    let files = figureWrites(figure, into: outputDirectory, outputFile: outputFile, sidecar: sidecar)
                    // What the caller cannot go on from (a depfile make could not read) fails before anything is written.
                    if let refused = refusal?(inputs[index], figure.subject, files.map(\.path)) { return .failure(refused) }
                    return write(files, into: outputDirectory, name: figure.name, path: path, policy: policy)
                        .map { ($0, figure.subject) }
                }
            outcomes.withLock { $0[index] = outcome }
            let done = finished.withLock { finished in
                finished += 1
                return finished
            }
            progress(done, paths.count, logEscaped(inputs[index].shortName))
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
            report.rendered.append((path, success.subject))
            report.figureFiles.append(success.files)
        case .failure(let failure): report.failures.append(failure)
        case nil: break
        }
    }
    return report
}

/// A figure's files: `DIRECTORY/NAME.EXT` (and DocC's `NAME@2x.png` …), or `outputFile` and the
/// sidecar beside it (DocC's set beside `-o NAME@2x.png`).
private func figureWrites(_ figure: RenderedFigure, into directory: String, outputFile: String?, sidecar: Bool) -> [FileWrite] {
    figure.namedFiles.compactMap { file in
        let isSidecar = file.suffix == ".json"
        if isSidecar, !sidecar { return nil }
        if let outputFile {
            // `-o NAME@2x.png`: DocC's files keep DocC's names beside it, the sidecar as NAME.json.
            if figure.docc != nil, let stem = DocCImageSet.stem(ofLightImage: outputFile) {
                return FileWrite(path: stem + file.suffix, bytes: file.bytes)
            }
            let path = isSidecar ? outputFile.deletingPathExtension + ".json" : outputFile
            return FileWrite(path: path, bytes: file.bytes)
        }
        return FileWrite(path: directory.appendingPathComponent(figure.name + file.suffix), bytes: file.bytes)
    }
}

private func write(_ files: [FileWrite], into directory: String, name: String, path: String, policy: ReplacePolicy) -> Result<[String], ScenarioFailure> {
    let owned = policy == .any || isOwnSidecar(directory.appendingPathComponent("\(name).json"))
    do {
        try writeFilesAtomically(files, mayReplace: { _ in owned })
    } catch {
        let hint = error.reason == .notOurs ? " (without -o, render replaces only figures it wrote before; give -o DIR)" : ""
        return .failure(ScenarioFailure(path: path, code: .output, file: path, message: "not written: \(error)\(hint)"))
    }
    return .success(files.map(\.path))
}

/// Creates `path` and its parents if needed; fails clearly if it exists as something else, or
/// is (or lies behind) a symbolic link and `followSymlinks` is false.
package func prepareOutputDirectory(_ path: String, followSymlinks: Bool = false) throws {
    do {
        try createDirectory(path, followSymlinks: followSymlinks)
    } catch {
        let hint = error.reason == .symbolicLink ? " (give --follow-symlinks to write through it)" : ""
        throw ScenarioFailure(path: path, code: .output, file: nil, message: "cannot use the output directory: \(error)\(hint)")
    }
}
