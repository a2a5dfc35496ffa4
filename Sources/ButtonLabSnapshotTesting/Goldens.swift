import ButtonCheck
import ButtonLabKit
import ButtonRender
import Foundation
@_spi(Internals) import SnapshotTesting
import Testing

/// Asserts a figure against `DIR/NAME.json` (its layout), `DIR/NAME.png` and `DIR/NAME.svg` — exactly
/// the files `buttonlab check --golden DIR` reads and `--record` writes, so the two share one set of
/// goldens. NAME is
/// the scenario's name: every snapshot is named, none is numbered by swift-snapshot-testing's
/// per-test counter, so parameterised tests running in parallel never collide or shift numbers.
///
/// Each failing format is one Swift Testing issue, `NAME.json: layout: titleLabel x 68.67 → 70.67`,
/// `NAME.png: …`, `NAME.svg: …`, at the caller.
///
/// - Parameters:
///   - png: the PNG strategy (limits, artifacts directory); `nil` skips the PNG.
///   - svg: the SVG strategy; `nil` skips the SVG.
///   - layout: the layout strategy; `nil` skips the layout.
///   - record: swift-snapshot-testing's record mode for this call; `nil` means the library's
///     (`withSnapshotTesting(record:)`, the `.snapshots(record:)` trait, then
///     `SNAPSHOT_TESTING_RECORD=all|missing|failed|never`, default `missing`).
public func assertButtonLabGoldens(
    of figure: RenderedFigure,
    goldenDirectory: String,
    png: Snapshotting<RenderedFigure, ButtonLabPNG>? = .buttonLabPNG,
    svg: Snapshotting<RenderedFigure, ButtonLabSVG>? = .buttonLabSVG,
    layout: Snapshotting<RenderedFigure, ButtonLabLayout>? = .buttonLabLayout,
    record: SnapshotTestingConfiguration.Record? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let failures = verifyButtonLabGoldens(
        of: figure, goldenDirectory: goldenDirectory, png: png, svg: svg, layout: layout, record: record,
        fileID: fileID, filePath: filePath, line: line, column: column)
    let location = SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
    for failure in failures {
        Issue.record(Comment(rawValue: failure), sourceLocation: location)
    }
}

/// Loads the scenario file at `path` (YAML or JSON, as `buttonlab render` reads it), draws it in
/// the theme its `diagram:` block names, and asserts it like
/// ``assertButtonLabGoldens(of:goldenDirectory:png:svg:layout:record:fileID:filePath:line:column:)``.
/// A scenario that does not load or draw is one issue with `buttonlab`'s own error message.
public func assertButtonLabGoldens(
    ofScenarioAt path: String,
    goldenDirectory: String,
    png: Snapshotting<RenderedFigure, ButtonLabPNG>? = .buttonLabPNG,
    svg: Snapshotting<RenderedFigure, ButtonLabSVG>? = .buttonLabSVG,
    layout: Snapshotting<RenderedFigure, ButtonLabLayout>? = .buttonLabLayout,
    record: SnapshotTestingConfiguration.Record? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let location = SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
    var formats: Set<FigureFormat> = []
    if png != nil { formats.insert(.png) }
    if svg != nil { formats.insert(.svg) }
    let figure = sharedRenderer.flatMap { renderer in
        renderer.render(path: path, formats: formats).mapError { RenderingProblem(message: $0.message) }
    }
    switch figure {
    case .success(let figure):
        assertButtonLabGoldens(
            of: figure, goldenDirectory: goldenDirectory, png: png, svg: svg, layout: layout, record: record,
            fileID: fileID, filePath: filePath, line: line, column: column)
    case .failure(let problem):
        Issue.record(Comment(rawValue: problem.message), sourceLocation: location)
    }
}

/// The checks of ``assertButtonLabGoldens(of:goldenDirectory:png:svg:layout:record:fileID:filePath:line:column:)``
/// without recording issues: one message per failing golden, `[]` when everything matches. For
/// XCTest (`XCTAssertEqual(verifyButtonLabGoldens(…), [])`) or your own reporting.
///
/// The goldens are `DIR/NAME.json`, `DIR/NAME.png` and `DIR/NAME.svg`, read and written the way
/// `buttonlab check` reads and records them (`GoldenStore`: no links followed, sizes bounded, each
/// write atomic), for any name `check` accepts. The record mode is swift-snapshot-testing's; as
/// there, a run that records a golden fails, so a new golden is never a silent pass.
public func verifyButtonLabGoldens(
    of figure: RenderedFigure,
    goldenDirectory: String,
    png: Snapshotting<RenderedFigure, ButtonLabPNG>? = .buttonLabPNG,
    svg: Snapshotting<RenderedFigure, ButtonLabSVG>? = .buttonLabSVG,
    layout: Snapshotting<RenderedFigure, ButtonLabLayout>? = .buttonLabLayout,
    record: SnapshotTestingConfiguration.Record? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> [String] {
    // One rule for the command line and this route: whatever `check` accepts names its goldens as it is.
    if let problem = goldenNameProblem(figure.name) { return [problem] }
    // The library's own resolution: the argument, `withSnapshotTesting`, the `.snapshots` trait, then
    // SNAPSHOT_TESTING_RECORD.
    let mode = record ?? SnapshotTestingConfiguration.current?.record ?? _record
    let store = GoldenStore(directory: goldenDirectory)
    var failures: [String] = []
    func verify<Format>(_ strategy: Snapshotting<RenderedFigure, Format>?, _ fileExtension: String) {
        guard let strategy else { return }
        if let failure = verifyGolden(figure, strategy, fileExtension: fileExtension, store: store, mode: mode) {
            failures.append("\(figure.name).\(fileExtension): \(failure)")
        }
    }
    // Layout first, as `check` prints it: the numbers say what the pixels only show.
    verify(layout, GoldenFormat.json.fileExtension)
    verify(png, GoldenFormat.png.fileExtension)
    verify(svg, GoldenFormat.svg.fileExtension)
    return failures
}

/// One golden through the record modes; nil when it matches.
private func verifyGolden<Format>(
    _ figure: RenderedFigure, _ strategy: Snapshotting<RenderedFigure, Format>, fileExtension: String, store: GoldenStore,
    mode: SnapshotTestingConfiguration.Record
) -> String? {
    var snapshot: Format?
    strategy.snapshot(figure).run { snapshot = $0 }
    guard let actual = snapshot else { return "the strategy did not give a snapshot at once" }
    let bytes = [UInt8](strategy.diffing.toData(actual))
    let path = store.path(name: figure.name, fileExtension: fileExtension)
    func recorded(_ reason: String) -> String {
        do {
            try store.write([(fileExtension, bytes)], name: figure.name)
        } catch {
            return "\(reason), and recording it failed: \(error)"
        }
        return "\(reason); recorded \(path) (record mode '\(modeName(mode))'). Review it, commit it, and run again."
    }
    switch store.read(name: figure.name, fileExtension: fileExtension) {
    case .missing:
        return mode == .never ? missingGoldenMessage(path) : recorded("no golden existed")
    case .unreadable(let reason):
        return mode == .all || mode == .failed ? recorded("the golden was unreadable") : "golden unreadable: \(reason)"
    case .present(let golden):
        if mode == .all { return recorded(golden == bytes ? "unchanged" : "the golden differed") }
        guard let (failure, _) = strategy.diffing.diffV2(strategy.diffing.fromData(Data(golden)), actual) else { return nil }
        return mode == .failed ? recorded(failure) : failure
    }
}

/// The mode as SNAPSHOT_TESTING_RECORD spells it.
private func modeName(_ mode: SnapshotTestingConfiguration.Record) -> String {
    [(SnapshotTestingConfiguration.Record.all, "all"), (.failed, "failed"), (.missing, "missing"), (.never, "never")]
        .first { $0.0 == mode }?.1 ?? "\(mode)"
}

/// The library's own words ("recording is disabled") do not say which file or what to do.
func missingGoldenMessage(_ path: String) -> String {
    "no golden at \(path), and the record mode is 'never' so none was written. "
        + "Record it with SNAPSHOT_TESTING_RECORD=missing, review it, and commit it."
}

struct RenderingProblem: Error {
    var message: String
}

/// One font library for every scenario asserted by path: loading the bundled fonts once per
/// process, not once per test. Immutable and Sendable, so parallel tests share it safely.
let sharedRenderer: Result<FigureRenderer, RenderingProblem> = {
    do {
        return .success(try FigureRenderer())
    } catch {
        return .failure(RenderingProblem(message: "ButtonLab cannot draw: \(error)"))
    }
}()
