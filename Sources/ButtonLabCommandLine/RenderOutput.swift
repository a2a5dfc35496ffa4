import ArgumentParser
import ButtonFiles
import ButtonLabKit
import ButtonRender
import ButtonScenario
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where `render` writes and what else it does besides the figures (docs/make.md).
package struct RenderOutput: Equatable {
    /// `-o DIR` (nil: the current directory, replacing only ButtonLab's own figures), or `-o FILE`
    /// with a figure extension: exactly that one file, whatever the scenario's `name:`.
    package enum Destination: Equatable {
        case directory(String?)
        case file(String)
    }

    package var destination: Destination = .directory(nil)
    /// Whether the sidecar JSON is written: by default beside a directory's figures, never beside
    /// `-o FILE` unless `--json` asks.
    package var sidecar = true
    package var depfile: String?
    /// No closing "rendered N of M" line.
    package var quiet = false
    package var formats: Set<FigureFormat> = [.png]
    /// `--prune`: remove the figures ButtonLab rendered into the directory for scenarios no longer among the inputs.
    package var prune = false
}

/// `render`'s output options, checked together; every contradiction is a usage error (exit 64).
/// `format` nil: not given. `scenarios` are the command line's inputs, `scene` is `--scene`.
package func renderOutput(
    output: String?, format: String?, json: Bool, noJSON: Bool, depfile: String?, quiet: Bool, scenarios: [String],
    scene: Bool, prune: Bool = false
) throws -> RenderOutput {
    if json && noJSON { throw ValidationError("--json and --no-json contradict each other; give one") }
    if scene, let refused = [(json, "--json"), (noJSON, "--no-json"), (depfile != nil, "--depfile")].first(where: \.0) {
        throw ValidationError("\(refused.1) draws single figures; --scene does not take it")
    }
    if scene && prune { throw ValidationError("--prune removes figures of scenarios no longer given; --scene does not take it") }
    var result = RenderOutput(depfile: depfile, quiet: quiet, prune: prune)
    if let depfile, depfile.isEmpty || depfile.hasSuffix("/") {
        throw ValidationError("--depfile needs a file name, not '\(displayPath(depfile))'")
    }
    guard let output, let fileFormat = figureFileFormat(output) else {
        if noJSON && output == nil {
            throw ValidationError(
                "--no-json needs -o DIR: without -o, render replaces only figures whose sidecar JSON shows ButtonLab wrote them")
        }
        result.destination = .directory(output)
        result.sidecar = !noJSON
        result.formats = try figureFormats(format ?? "png")
        return result
    }
    let kind = "one \(fileFormat.name.uppercased()) file"
    let named = "-o \(displayPath(output)) names \(kind)"
    if prune { throw ValidationError("\(named), but --prune cleans a folder of figures; give -o DIR") }
    if scene { throw ValidationError("\(named), but --scene draws a figure per scene; give -o DIR") }
    guard scenarios.count == 1, let input = scenarios.first else {
        throw ValidationError("\(named), but \(scenarios.count) inputs were given; give one scenario, or a directory for -o")
    }
    if input != "-", isExistingDirectory(input) {
        throw ValidationError("\(named), but \(displayPath(input)) is a directory; give one scenario, or a directory for -o")
    }
    if let format, try figureFormats(format) != [fileFormat] {
        throw ValidationError("--format \(format) disagrees with -o \(displayPath(output)), which names \(kind); leave --format out")
    }
    result.destination = .file(output)
    result.sidecar = json
    result.formats = [fileFormat]
    return result
}

/// The format `-o PATH` names by its extension (any case), or nil for a directory (and for a bare
/// ".png", which names no file).
package func figureFileFormat(_ path: String) -> FigureFormat? {
    guard let dot = path.lastIndex(of: "."), path[..<dot].last.map({ $0 != "/" }) ?? false else { return nil }
    return FigureFormat(forPath: path)
}

/// Writes `--depfile`: one rule per figure written (make.md), or for `gallery` one rule for its
/// `page` (with `sceneFiles`, the IB files its scene figures were drawn from). Written atomically, and
/// not at all when it already holds these bytes, so its modification time moves only when a dependency did.
package func writeDepfile(
    _ path: String, batch: RenderBatchReport, inputs: [ScenarioInput], page: String? = nil, sceneFiles: [String] = [],
    followSymlinks: Bool
) throws {
    var byKey: [String: ScenarioInput] = [:]
    for input in inputs { byKey[input.key] = input }
    do {
        let rules = zip(batch.rendered, batch.figureFiles).compactMap { figure, files -> DependencyRule? in
            guard let input = byKey[figure.path] else { return nil }
            return dependencyRule(targets: files, input: input, scenario: figure.subject.scenario)
        }
        let text = try page.map { try galleryDepfileText(page: $0, rules: rules, sceneFiles: sceneFiles) } ?? depfileText(rules)
        let folder = path.deletingLastPathComponent
        if !folder.isEmpty { try prepareOutputDirectory(folder, followSymlinks: followSymlinks) }
        try writeFilesAtomically([FileWrite(path: path, bytes: Array(text.utf8))])
    } catch let error as UnspellableDependency {
        printDiagnostic(.output, error.message)
        throw ExitCode(ExitStatus.failure)
    } catch let error as FileError {
        printDiagnostic(.output, "cannot write the depfile: \(error)")
        throw ExitCode(ExitStatus.failure)
    } catch {
        printFailure(error)
        throw ExitCode(ExitStatus.failure)
    }
}
