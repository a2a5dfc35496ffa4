// swift-snapshot-testing strategies for ButtonLab figures. Self-contained on purpose: copy this
// file into your own test target (with ButtonCheck, ButtonLabKit and SnapshotTesting as
// dependencies) to snapshot your own scenarios the way ButtonLab snapshots its fixtures.

import ButtonCheck
import ButtonLabKit
import Foundation
import SnapshotTesting
import Testing

/// A figure's PNG bytes; the name (absent when read back from disk) names failure artifacts.
public struct ButtonLabPNG: Sendable {
    public var bytes: [UInt8]
    public var name: String?
}

/// A figure's SVG text; the name names failure artifacts.
public struct ButtonLabSVG: Sendable {
    public var text: String
    public var name: String?
}

/// Where failing snapshots leave their expected, actual and diff files for a CI job to upload:
/// `$BUTTONLAB_SNAPSHOT_ARTIFACTS` when set, else `buttonlab-snapshot-failures` in the temporary
/// directory. (ButtonLab's own suite passes `.build/snapshot-failures`.)
public func defaultSnapshotArtifactsDirectory() -> String {
    if let directory = ProcessInfo.processInfo.environment["BUTTONLAB_SNAPSHOT_ARTIFACTS"], !directory.isEmpty {
        return directory
    }
    return (NSTemporaryDirectory() as NSString).appendingPathComponent("buttonlab-snapshot-failures")
}

extension Snapshotting where Value == RenderedFigure, Format == ButtonLabPNG {
    /// The figure's PNG, compared like `buttonlab check` does: byte-identical, or decoded and within
    /// the limits (YIQ colour distance over `threshold`, anti-aliasing not counted). Anything else
    /// fails — a size change, an undecodable golden, a figure rendered without PNG.
    public static func buttonLabPNG(
        threshold: Double = ComparisonOptions.defaultThreshold, maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil,
        artifactsDirectory: String? = nil
    ) -> Snapshotting {
        Snapshotting(
            pathExtension: "png",
            diffing: .buttonLabPNG(
                options: ComparisonOptions(threshold: threshold, maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio),
                artifactsDirectory: artifactsDirectory),
            snapshot: { figure in ButtonLabPNG(bytes: figure.png ?? [], name: figure.name) })
    }
}

extension Snapshotting where Value == RenderedFigure, Format == ButtonLabSVG {
    /// The figure's SVG, compared as text with a unified line diff in the failure message.
    public static func buttonLabSVG(artifactsDirectory: String? = nil) -> Snapshotting {
        Snapshotting(
            pathExtension: "svg",
            diffing: .buttonLabSVG(artifactsDirectory: artifactsDirectory),
            snapshot: { figure in ButtonLabSVG(text: figure.svg ?? "", name: figure.name) })
    }

    public static var buttonLabSVG: Snapshotting { buttonLabSVG() }
}

extension Diffing where Value == ButtonLabPNG {
    public static func buttonLabPNG(options: ComparisonOptions, artifactsDirectory: String? = nil) -> Diffing {
        .diff(
            toData: { Data($0.bytes) },
            fromData: { ButtonLabPNG(bytes: [UInt8]($0), name: nil) }
        ) { expected, actual in
            let comparison = compareImages(expected: expected.bytes, actual: actual.bytes, options: options)
            guard !comparison.passed else { return nil }
            var files: [(String, [UInt8])] = [("expected.png", expected.bytes), ("actual.png", actual.bytes)]
            if let png = comparison.diffPNG { files.append(("diff.png", png)) }
            let written = writeArtifacts(files, name: actual.name, directory: artifactsDirectory)
            return (
                comparison.message + "\n" + written.note,
                files.map { DiffAttachment.data(Data($0.1), name: "\(actual.name ?? "snapshot").\($0.0)") })
        }
    }
}

extension Diffing where Value == ButtonLabSVG {
    public static func buttonLabSVG(artifactsDirectory: String? = nil) -> Diffing {
        .diff(
            toData: { Data($0.text.utf8) },
            fromData: { ButtonLabSVG(text: String(decoding: $0, as: UTF8.self), name: nil) }
        ) { expected, actual in
            let comparison = compareText(expected: expected.text, actual: actual.text, expectedLabel: "golden", actualLabel: "rendered now")
            guard !comparison.passed else { return nil }
            let files: [(String, [UInt8])] = [("actual.svg", Array(actual.text.utf8)), ("svg.diff", Array(comparison.diff.utf8))]
            let written = writeArtifacts(files, name: actual.name, directory: artifactsDirectory)
            return (
                "svg: \(comparison.message)\n\(written.note)\n\(comparison.diff)",
                [DiffAttachment.data(Data(comparison.diff.utf8), name: "\(actual.name ?? "snapshot").svg.diff")])
        }
    }
}

/// Writes `NAME.SUFFIX` files atomically; a failure to write is reported, never hidden.
private func writeArtifacts(_ files: [(suffix: String, bytes: [UInt8])], name: String?, directory: String?) -> (paths: [String], note: String) {
    let directory = directory ?? defaultSnapshotArtifactsDirectory()
    let name = name ?? "snapshot-\(UUID().uuidString)"
    var paths: [String] = []
    do {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for (suffix, bytes) in files {
            let path = (directory as NSString).appendingPathComponent("\(name).\(suffix)")
            try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
            paths.append(path)
        }
    } catch {
        return (paths, "(could not write the failure artifacts to \(directory): \(error.localizedDescription))")
    }
    return (paths, "Artifacts: " + paths.joined(separator: ", "))
}

/// Asserts a figure against `DIR/NAME.png` and `DIR/NAME.svg` — exactly the files `buttonlab
/// check --golden DIR` reads and `--record` writes, so the two share one set of goldens.
///
/// swift-snapshot-testing names files `TESTNAME.IDENTIFIER[.EXT]`; passing the scenario name as
/// the test name, the format as the identifier and no extension gives `NAME.png`. Record mode is
/// the library's: `SNAPSHOT_TESTING_RECORD=all|missing|failed|never` or `withSnapshotTesting(record:)`.
public func assertButtonLabGoldens(
    of figure: RenderedFigure,
    goldenDirectory: String,
    png: Snapshotting<RenderedFigure, ButtonLabPNG> = .buttonLabPNG(),
    svg: Snapshotting<RenderedFigure, ButtonLabSVG>? = .buttonLabSVG,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let location = SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
    guard snapshotPathComponent(figure.name) == figure.name else {
        Issue.record(
            "the scenario name '\(figure.name)' would not survive swift-snapshot-testing's file naming (letters, digits, '_' and single '-' only)",
            sourceLocation: location)
        return
    }
    var checks: [(String, String?)] = []
    var pngStrategy = png
    pngStrategy.pathExtension = nil
    checks.append(("png", verifySnapshot(
        of: figure, as: pngStrategy, named: "png", snapshotDirectory: goldenDirectory,
        fileID: fileID, file: filePath, testName: figure.name, line: line, column: column)))
    if var svgStrategy = svg {
        svgStrategy.pathExtension = nil
        checks.append(("svg", verifySnapshot(
            of: figure, as: svgStrategy, named: "svg", snapshotDirectory: goldenDirectory,
            fileID: fileID, file: filePath, testName: figure.name, line: line, column: column)))
    }
    for case let (format, message?) in checks {
        Issue.record(Comment(rawValue: "\(figure.name).\(format): \(message)"), sourceLocation: location)
    }
}

/// swift-snapshot-testing's own sanitising of file names: runs of non-word characters become one
/// '-', and leading or trailing '-' go.
func snapshotPathComponent(_ string: String) -> String {
    string
        .replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
        .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
}
