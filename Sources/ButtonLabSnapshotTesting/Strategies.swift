// swift-snapshot-testing strategies for ButtonLab figures: the PNG compared the way `buttonlab
// check` compares it (ButtonCheck), the SVG as text with a line diff.

import ButtonCheck
import ButtonLabKit
import Foundation
import SnapshotTesting

/// A figure's PNG bytes. The name names the failure artifacts; a golden read back from disk has none.
public struct ButtonLabPNG: Sendable {
    /// The encoded PNG file; empty when the figure was drawn without PNG (which never passes).
    public var bytes: [UInt8]
    /// The scenario's name: failure artifacts are `NAME.expected.png` and so on.
    public var name: String?

    /// A PNG to compare; give the name of what it shows so that failure artifacts are findable.
    public init(bytes: [UInt8], name: String?) {
        self.bytes = bytes
        self.name = name
    }
}

/// A figure's SVG text. The name names the failure artifacts; a golden read back from disk has none.
public struct ButtonLabSVG: Sendable {
    /// The SVG document.
    public var text: String
    /// The scenario's name: failure artifacts are `NAME.actual.svg` and `NAME.svg.diff`.
    public var name: String?

    /// An SVG to compare; give the name of what it shows so that failure artifacts are findable.
    public init(text: String, name: String?) {
        self.text = text
        self.name = name
    }
}

/// A figure's layout as NAME.json holds it: what `buttonlab layout --format json` prints.
public struct ButtonLabLayout: Sendable {
    /// The JSON text, with its final newline.
    public var bytes: [UInt8]
    /// The scenario's name: the failure artifact is `NAME.actual.json`.
    public var name: String?

    public init(bytes: [UInt8], name: String?) {
        self.bytes = bytes
        self.name = name
    }
}

extension Snapshotting where Value == RenderedFigure, Format == ButtonLabLayout {
    /// The figure's layout, compared value by value as `buttonlab check` does; the failure message
    /// lists the numbers that changed (`layout: titleLabel x 68.67 → 70.67`).
    ///
    /// - Parameter artifactsDirectory: where a failure writes `NAME.actual.json`; `nil` means
    ///   ``defaultSnapshotArtifactsDirectory()``.
    public static func buttonLabLayout(artifactsDirectory: String? = nil) -> Snapshotting {
        Snapshotting(
            pathExtension: "json",
            diffing: .buttonLabLayout(artifactsDirectory: artifactsDirectory),
            snapshot: { figure in ButtonLabLayout(bytes: GoldenFormat.layoutBytes(figure.goldenLayout), name: figure.name) })
    }

    /// ``buttonLabLayout(artifactsDirectory:)`` with its default.
    public static var buttonLabLayout: Snapshotting { buttonLabLayout() }
}

extension Snapshotting where Value == RenderedFigure, Format == ButtonLabPNG {
    /// The figure's PNG, compared like `buttonlab check` does: byte-identical, or decoded and within
    /// the limits (YIQ colour distance over `threshold`, anti-aliasing not counted, at most
    /// `maxDiffPixels` / `maxDiffRatio` differing pixels; both default to 0). Anything else fails —
    /// a size change, an undecodable golden, a figure rendered without PNG.
    ///
    /// - Parameter artifactsDirectory: where a failure writes `NAME.expected.png`, `NAME.actual.png`
    ///   and `NAME.diff.png`; `nil` means ``defaultSnapshotArtifactsDirectory()``.
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

    /// ``buttonLabPNG(threshold:maxDiffPixels:maxDiffRatio:artifactsDirectory:)`` with its defaults.
    public static var buttonLabPNG: Snapshotting { buttonLabPNG() }
}

extension Snapshotting where Value == RenderedFigure, Format == ButtonLabSVG {
    /// The figure's SVG, compared as text with a unified line diff in the failure message.
    ///
    /// - Parameter artifactsDirectory: where a failure writes `NAME.actual.svg` and `NAME.svg.diff`;
    ///   `nil` means ``defaultSnapshotArtifactsDirectory()``.
    public static func buttonLabSVG(artifactsDirectory: String? = nil) -> Snapshotting {
        Snapshotting(
            pathExtension: "svg",
            diffing: .buttonLabSVG(artifactsDirectory: artifactsDirectory),
            snapshot: { figure in ButtonLabSVG(text: figure.svg ?? "", name: figure.name) })
    }

    /// ``buttonLabSVG(artifactsDirectory:)`` with its default.
    public static var buttonLabSVG: Snapshotting { buttonLabSVG() }
}

extension Diffing where Value == ButtonLabPNG {
    /// The PNG comparison of `buttonlab check` as a `Diffing`, for strategies over other values
    /// (a scene, a figure drawn your own way): build a `Snapshotting` with it and
    /// `ButtonLabPNG(bytes:name:)`.
    public static func buttonLabPNG(options: ComparisonOptions = ComparisonOptions(), artifactsDirectory: String? = nil) -> Diffing {
        .diff(
            toData: { Data($0.bytes) },
            fromData: { ButtonLabPNG(bytes: [UInt8]($0), name: nil) }
        ) { expected, actual in
            let comparison = compareImages(expected: expected.bytes, actual: actual.bytes, options: options)
            guard !comparison.passed else { return nil }
            var files: [(String, [UInt8])] = [("expected.png", expected.bytes), ("actual.png", actual.bytes)]
            if let png = comparison.diffPNG { files.append(("diff.png", png)) }
            let name = actual.name ?? unnamedArtifact
            let written = writeArtifacts(files, name: name, directory: artifactsDirectory)
            return (
                comparison.message + "\n" + written.note,
                files.map { DiffAttachment.data(Data($0.1), name: "\(name).\($0.0)") })
        }
    }
}

extension Diffing where Value == ButtonLabLayout {
    /// Layouts compared value by value, every difference in the message, as `buttonlab check` does.
    public static func buttonLabLayout(artifactsDirectory: String? = nil) -> Diffing {
        .diff(
            toData: { Data($0.bytes) },
            fromData: { ButtonLabLayout(bytes: [UInt8]($0), name: nil) }
        ) { expected, actual in
            let comparison = compareLayouts(expected: expected.bytes, actual: actual.bytes, goldenPath: "golden")
            guard !comparison.passed else { return nil }
            let name = actual.name ?? unnamedArtifact
            let written = writeArtifacts([("actual.json", actual.bytes)], name: name, directory: artifactsDirectory)
            var message = "layout: \(comparison.message)"
            if comparison.differences.count > LayoutComparison.messageLimit {
                message += "\n" + comparison.differences.map { "  \($0)" }.joined(separator: "\n")
            }
            return (message + "\n" + written.note, [DiffAttachment.data(Data(actual.bytes), name: "\(name).actual.json")])
        }
    }
}

extension Diffing where Value == ButtonLabSVG {
    /// SVG text compared line by line, as `buttonlab check` does: the message has the diff's first
    /// `TextComparison.excerptLines` lines; NAME.svg.diff in the artifacts has all of it.
    public static func buttonLabSVG(artifactsDirectory: String? = nil) -> Diffing {
        .diff(
            toData: { Data($0.text.utf8) },
            fromData: { ButtonLabSVG(text: String(decoding: $0, as: UTF8.self), name: nil) }
        ) { expected, actual in
            let comparison = compareText(expected: expected.text, actual: actual.text, expectedLabel: "golden", actualLabel: "rendered now")
            guard !comparison.passed else { return nil }
            let files: [(String, [UInt8])] = [("actual.svg", Array(actual.text.utf8)), ("svg.diff", Array(comparison.diff.utf8))]
            let name = actual.name ?? unnamedArtifact
            let written = writeArtifacts(files, name: name, directory: artifactsDirectory)
            return (
                "svg: \(comparison.message)\n\(written.note)\n\(comparison.diffExcerpt())",
                [DiffAttachment.data(Data(comparison.diff.utf8), name: "\(name).svg.diff")])
        }
    }
}
