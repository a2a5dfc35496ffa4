import ButtonLabKit
import ButtonRender
import Foundation
import SnapshotTesting
import Testing

/// Asserts a figure against `DIR/NAME.png` and `DIR/NAME.svg` — exactly the files `buttonlab
/// check --golden DIR` reads and `--record` writes, so the two share one set of goldens. NAME is
/// the scenario's name: every snapshot is named, none is numbered by swift-snapshot-testing's
/// per-test counter, so parameterised tests running in parallel never collide or shift numbers.
///
/// Each failing format is one Swift Testing issue, `NAME.png: …` / `NAME.svg: …`, at the caller.
///
/// - Parameters:
///   - png: the PNG strategy (limits, artifacts directory); `nil` skips the PNG.
///   - svg: the SVG strategy; `nil` skips the SVG.
///   - record: swift-snapshot-testing's record mode for this call; `nil` means the library's
///     (`withSnapshotTesting(record:)`, the `.snapshots(record:)` trait, then
///     `SNAPSHOT_TESTING_RECORD=all|missing|failed|never`, default `missing`).
public func assertButtonLabGoldens(
    of figure: RenderedFigure,
    goldenDirectory: String,
    png: Snapshotting<RenderedFigure, ButtonLabPNG>? = .buttonLabPNG,
    svg: Snapshotting<RenderedFigure, ButtonLabSVG>? = .buttonLabSVG,
    record: SnapshotTestingConfiguration.Record? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let failures = verifyButtonLabGoldens(
        of: figure, goldenDirectory: goldenDirectory, png: png, svg: svg, record: record,
        fileID: fileID, filePath: filePath, line: line, column: column)
    let location = SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
    for failure in failures {
        Issue.record(Comment(rawValue: failure), sourceLocation: location)
    }
}

/// Loads the scenario file at `path` (YAML or JSON, as `buttonlab render` reads it), draws it in
/// the theme its `diagram:` block names, and asserts it like
/// ``assertButtonLabGoldens(of:goldenDirectory:png:svg:record:fileID:filePath:line:column:)``.
/// A scenario that does not load or draw is one issue with `buttonlab`'s own error message.
public func assertButtonLabGoldens(
    ofScenarioAt path: String,
    goldenDirectory: String,
    png: Snapshotting<RenderedFigure, ButtonLabPNG>? = .buttonLabPNG,
    svg: Snapshotting<RenderedFigure, ButtonLabSVG>? = .buttonLabSVG,
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
            of: figure, goldenDirectory: goldenDirectory, png: png, svg: svg, record: record,
            fileID: fileID, filePath: filePath, line: line, column: column)
    case .failure(let problem):
        Issue.record(Comment(rawValue: problem.message), sourceLocation: location)
    }
}

/// The checks of ``assertButtonLabGoldens(of:goldenDirectory:png:svg:record:fileID:filePath:line:column:)``
/// without recording issues: one message per failing format, `[]` when everything matches. For
/// XCTest (`XCTAssertEqual(verifyButtonLabGoldens(…), [])`) or your own reporting.
public func verifyButtonLabGoldens(
    of figure: RenderedFigure,
    goldenDirectory: String,
    png: Snapshotting<RenderedFigure, ButtonLabPNG>? = .buttonLabPNG,
    svg: Snapshotting<RenderedFigure, ButtonLabSVG>? = .buttonLabSVG,
    record: SnapshotTestingConfiguration.Record? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> [String] {
    // The library rewrites names it cannot use as file names; the golden would silently be
    // another file than the one `buttonlab check` reads.
    guard snapshotPathComponent(figure.name) == figure.name else {
        return [
            "the scenario name '\(figure.name)' would not survive swift-snapshot-testing's file naming "
                + "(letters, digits, '_' and single '-' only)"
        ]
    }
    var failures: [String] = []
    func verify<Format>(_ strategy: Snapshotting<RenderedFigure, Format>?, _ format: String) {
        guard var strategy else { return }
        // TESTNAME.IDENTIFIER[.EXT]: the scenario as the test name, the format as the identifier
        // and no extension give exactly NAME.png / NAME.svg.
        strategy.pathExtension = nil
        let golden = (goldenDirectory as NSString).appendingPathComponent("\(figure.name).\(format)")
        let existed = FileManager.default.fileExists(atPath: golden)
        guard let message = verifySnapshot(
            of: figure, as: strategy, named: format, record: record, snapshotDirectory: goldenDirectory,
            fileID: fileID, file: filePath, testName: figure.name, line: line, column: column)
        else { return }
        if !existed && !FileManager.default.fileExists(atPath: golden) {
            failures.append("\(figure.name).\(format): \(missingGoldenMessage(golden))")
        } else {
            failures.append("\(figure.name).\(format): \(message)")
        }
    }
    verify(png, FigureFormat.png.fileExtension)
    verify(svg, FigureFormat.svg.fileExtension)
    return failures
}

/// The library's own words ("recording is disabled") do not say which file or what to do.
func missingGoldenMessage(_ path: String) -> String {
    "no golden at \(path), and the record mode is 'never' so none was written. "
        + "Record it with SNAPSHOT_TESTING_RECORD=missing, review it, and commit it."
}

/// swift-snapshot-testing's own sanitising of file names: runs of non-word characters become one
/// '-', and leading or trailing '-' go.
func snapshotPathComponent(_ string: String) -> String {
    string
        .replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
        .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
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
